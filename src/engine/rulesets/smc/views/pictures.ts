/**
 * Sid Meier's Civilization as a race (pure): every player's victory points (Victory: the score) and
 * the milestones he has claimed (Standard Rules: Wonders, one wonder per milestone, R-S4), at the
 * end of every turn of the log, and the turn under way as it stands.
 */
import type { CheckpointIndex } from '../../../log/checkpoints';
import { turnEnds } from '../../../log/turns';
import type { LoggedEntry } from '../../../types';
import { scoreBoard } from '../calc/score';
import type { SmcEntry } from '../entries/types';
import { smc } from '../game';
import type { SmcSetup } from '../setup';
import type { SmcState } from '../state';

export const SMC_RACE_SERIES = ['points', 'milestones'] as const;
export type SmcRaceSeries = (typeof SMC_RACE_SERIES)[number];

export interface SmcRaceRow {
  readonly player: string;
  readonly points: number;
  /** Milestones claimed so far (each gives its wonder, Standard Rules: Wonders). */
  readonly milestones: number;
}

export interface SmcRace {
  readonly players: readonly { readonly player: string; readonly name: string }[];
  readonly turns: readonly { readonly turn: number; readonly ended: boolean; readonly rows: readonly SmcRaceRow[] }[];
}

/** The race turn by turn from the log; `checkpoints` are states of this same log. */
export function smcRaceView(setup: SmcSetup, entries: readonly LoggedEntry<SmcEntry>[], checkpoints?: CheckpointIndex<SmcState>): SmcRace {
  const points = turnEnds(smc, setup, entries, (s) => s.turn, checkpoints);
  return {
    players: setup.players.map((p) => ({ player: p.id, name: p.name })),
    turns: points.map((pt) => {
      const totals = new Map(scoreBoard(setup, pt.state).map((r) => [r.player, r.total]));
      const claimed = Object.values(pt.state.claims);
      return {
        turn: pt.turn,
        ended: pt.ended,
        rows: pt.state.players.map((p) => ({ player: p.id, points: totals.get(p.id) ?? 0, milestones: claimed.filter((c) => c === p.id).length })),
      };
    }),
  };
}
