/**
 * Eastern Empires as pictures (pure): the Basic A.S.T. as on the board (each civilization's own
 * epoch starts, its marker, what it needs to enter its next epoch, ee Phase 13a; the final coloured
 * space ends the game, Phase 13b) and the race turn by turn (victory points Phase 13d, A.S.T.
 * steps, census Phase 2, treasury, advances held), computed from the log at the end of every turn.
 */
import type { CheckpointIndex } from '../../../log/checkpoints';
import { turnEnds } from '../../../log/turns';
import type { LoggedEntry, RuleCitation } from '../../../types';
import { ADVANCES } from '../advances';
import { BASIC_REQUIREMENTS, checkAstMove, epochOf, finalSpace, type AstCheck } from '../calc/ast';
import { CIVILIZATION_DATA, EPOCHS, type CivilizationId, type Epoch } from '../civilizations';
import type { EeEntry } from '../entries';
import { EE_GAME } from '../game';
import type { EeSetup } from '../setup';
import { heldAdvances, type EeState } from '../state';
import { scoreRows } from '.';

const ee = (rule: string): RuleCitation => ({ doc: 'ee', rule });

export interface EeEpochBand {
  readonly epoch: Epoch;
  readonly from: number;
  readonly to: number;
}

/** One requirement of an epoch measured: cities (Wonder of the World counts one, ee chapter 9), or advances of a printed cost (R-E6). */
export interface EeRequirementCheck {
  readonly kind: 'cities' | 'advances';
  readonly need: number;
  /** For advances: the least printed cost counted (0 = any). */
  readonly minCost: number;
  readonly have: number;
  readonly met: boolean;
}

export interface EeAstBoardRow {
  readonly civ: CivilizationId;
  readonly name: string;
  readonly position: number;
  readonly epoch: Epoch;
  readonly bands: readonly EeEpochBand[];
  /** The final coloured space (the first Late Iron Age space): entering it ends the game (Phase 13b). */
  readonly finish: number;
  /** The next epoch, its first space and its requirements measured (Phase 13: they count for entering and moving through); null in the last. */
  readonly needs: { readonly epoch: Epoch; readonly space: number; readonly checks: readonly EeRequirementCheck[] } | null;
  /** What the marker does at this turn's A.S.T. (Phase 13a). */
  readonly move: AstCheck;
}

export interface EeAstBoard {
  readonly rows: readonly EeAstBoardRow[];
  readonly cite: readonly RuleCitation[];
}

function bandsOf(civ: CivilizationId): readonly EeEpochBand[] {
  const starts = CIVILIZATION_DATA[civ].epochStarts;
  const final = finalSpace(civ);
  const start = (e: Epoch): number => (e === 'stoneAge' ? 0 : starts[e]);
  return EPOCHS.map((epoch, i) => {
    const next = EPOCHS[i + 1];
    return { epoch, from: start(epoch), to: next === undefined ? final : start(next) - 1 };
  });
}

/** The Basic A.S.T. as on the board (ee Phase 13), one row per civilization still in the game. */
export function eeAstBoardView(setup: EeSetup, state: EeState): EeAstBoard {
  const names = new Map(setup.players.map((p) => [p.civ, p.name]));
  const rows = state.players
    .filter((p) => p.status === 'active')
    .map((p) => {
      const advances = heldAdvances(p);
      const bands = bandsOf(p.civ);
      const epoch = epochOf(p.civ, p.ast);
      const nextBand = bands.find((b) => b.from > p.ast);
      const cities = p.cities + (advances.includes('wonderOfTheWorld') ? 1 : 0);
      const needs =
        nextBand === undefined
          ? null
          : (() => {
              const req = BASIC_REQUIREMENTS[nextBand.epoch];
              const counted = advances.filter((id) => ADVANCES[id].cost >= req.minCost).length;
              const checks: EeRequirementCheck[] = [{ kind: 'cities', need: req.cities, minCost: 0, have: cities, met: cities >= req.cities }];
              if (req.advances > 0) checks.push({ kind: 'advances', need: req.advances, minCost: req.minCost, have: counted, met: counted >= req.advances });
              return { epoch: nextBand.epoch, space: nextBand.from, checks };
            })();
      return {
        civ: p.civ,
        name: names.get(p.civ) ?? p.name,
        position: p.ast,
        epoch,
        bands,
        finish: finalSpace(p.civ),
        needs,
        move: checkAstMove({ civ: p.civ, position: p.ast, cities: p.cities, advances }),
      };
    });
  return { rows, cite: [ee('Phase 13'), ee('Phase 13a'), ee('Phase 13b')] };
}

export const EE_RACE_SERIES = ['points', 'ast', 'census', 'treasury', 'cards'] as const;
export type EeRaceSeries = (typeof EE_RACE_SERIES)[number];

export interface EeRaceRow {
  readonly civ: CivilizationId;
  /** Victory points (Phase 13d). */
  readonly points: number;
  readonly ast: number;
  readonly census: number;
  readonly treasury: number;
  /** Advances held. */
  readonly cards: number;
}

export interface EeRace {
  readonly players: readonly { readonly civ: CivilizationId; readonly name: string }[];
  readonly turns: readonly { readonly turn: number; readonly ended: boolean; readonly rows: readonly EeRaceRow[] }[];
}

/** The race turn by turn from the log (the A.S.T. entry ends a turn, Phase 13); `checkpoints` are states of this same log. */
export function eeRaceView(setup: EeSetup, entries: readonly LoggedEntry<EeEntry>[], checkpoints?: CheckpointIndex<EeState>): EeRace {
  const points = turnEnds(
    EE_GAME,
    setup,
    entries,
    (s) => s.turn,
    checkpoints,
    (e) => e.kind === 'ast',
  );
  return {
    players: setup.players.map((p) => ({ civ: p.civ, name: p.name })),
    turns: points.map((pt) => {
      const totals = new Map(scoreRows(setup, pt.state).map((r) => [r.civ, r.total]));
      return {
        turn: pt.turn,
        ended: pt.ended,
        rows: pt.state.players
          .filter((p) => p.status === 'active')
          .map((p) => ({ civ: p.civ, points: totals.get(p.civ) ?? 0, ast: p.ast, census: p.census, treasury: p.treasury, cards: heldAdvances(p).length })),
      };
    }),
  };
}
