/**
 * The game as pictures (pure): the A.S.T. as on the board (each nation's own track, its epochs, its
 * marker, what it needs to enter its next epoch, 33.x, R-A3) and the race turn by turn (victory
 * points 35.1, A.S.T. 33.1, census 21.1, treasury 19.1, civilization cards held 31), computed from
 * the log at the end of every turn. The UI draws these; it decides nothing.
 */
import type { RuleCitation } from '../../../types';
import type { CheckpointIndex } from '../../../log/checkpoints';
import { turnEnds } from '../../../log/turns';
import type { LoggedEntry } from '../../../types';
import { astMove, epochNeeds, type AstMove, type EpochNeeds } from '../calc/ast';
import { scoreTable } from '../calc/score';
import { EPOCHS, type EpochId } from '../ast';
import type { CardId } from '../cards';
import type { AdvCivEntry } from '../entries';
import { rulesetOf } from '../entries/context';
import { ADVCIV_GAME } from '../game';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import type { AdvCivState } from '../state';

const c = (rule: string, ruling?: string): RuleCitation => (ruling === undefined ? { doc: 'advciv', rule } : { doc: 'advciv', rule, ruling });

/** One epoch's stretch of a nation's track: spaces `from`..`to` (0 = START, the last = FINISH). */
export interface EpochBand {
  readonly epoch: EpochId;
  readonly from: number;
  readonly to: number;
}

export interface AstBoardRow {
  readonly nation: NationId;
  readonly name: string;
  readonly inert: boolean;
  /** The marker's space (0 = START .. FINISH, R-A3). */
  readonly position: number;
  readonly epoch: EpochId;
  /** The nation's own track, epoch by epoch (reference 2, R-A3). */
  readonly bands: readonly EpochBand[];
  /** The value printed on each space (Late Iron Age, 33.25), null where none. */
  readonly values: readonly (number | null)[];
  readonly finish: number;
  /** What it takes to enter the next epoch (33.11, 33.21-33.25); null in the Late Iron Age. */
  readonly needs: EpochNeeds<EpochId> | null;
  /** What the marker does if the turn ended now (33.1-33.4): `frozen` = held back, with what is missing. */
  readonly move: AstMove;
}

export interface AstBoard {
  readonly epochs: readonly EpochId[];
  readonly epochCite: Readonly<Record<EpochId, RuleCitation>>;
  readonly rows: readonly AstBoardRow[];
  readonly cite: readonly RuleCitation[];
}

function bandsOf(track: readonly { readonly epoch: EpochId }[]): readonly EpochBand[] {
  const bands: EpochBand[] = [];
  track.forEach((space, i) => {
    const last = bands[bands.length - 1];
    if (last !== undefined && last.epoch === space.epoch) bands[bands.length - 1] = { ...last, to: i };
    else bands.push({ epoch: space.epoch, from: i, to: i });
  });
  return bands;
}

/** The A.S.T. as on the board (10.2, 33.x, R-A3): one row per nation in the A.S.T. order of the setup. */
export function astBoardView(setup: AdvCivSetup, state: AdvCivState): AstBoard {
  const r = rulesetOf(setup);
  const rows = state.players.map((p) => {
    const track = r.tracks[p.nation];
    const holder = { cities: p.cities, cards: Object.keys(p.cards) as CardId[], ast: p.ast };
    return {
      nation: p.nation,
      name: p.name,
      inert: p.status === 'inert',
      position: p.ast,
      epoch: track[p.ast]?.epoch ?? 'stone',
      bands: bandsOf(track),
      values: track.map((s) => s.points ?? null),
      finish: track.length - 1,
      needs: epochNeeds(r, track, holder),
      move: astMove(r, track, holder),
    };
  });
  const epochCite = Object.fromEntries(EPOCHS.map((e) => [e, r.epoch[e].cite])) as Record<EpochId, RuleCitation>;
  return { epochs: EPOCHS, epochCite, rows, cite: [c('33.1'), c('33.11'), c('33.3'), c('33.4'), c('35.1', 'R-A3')] };
}

/** The figures charted turn by turn, each with the rule that makes it. */
export const RACE_SERIES = ['points', 'ast', 'census', 'treasury', 'cards'] as const;
export type RaceSeries = (typeof RACE_SERIES)[number];

export const RACE_CITE: Readonly<Record<RaceSeries, RuleCitation>> = {
  points: c('35.1'),
  ast: c('33.1', 'R-A3'),
  census: c('21.1'),
  treasury: c('19.1'),
  cards: c('31.1'),
};

export interface RaceRow {
  readonly nation: NationId;
  /** Victory points as the score counts them then (35.1; a sealed hand counts once revealed, 31.71). */
  readonly points: number;
  readonly ast: number;
  /** Tokens on the board at the last census; null before the first (unknown, never zero). */
  readonly census: number | null;
  readonly treasury: number;
  /** Civilization cards held. */
  readonly cards: number;
}

export interface RaceTurn {
  readonly turn: number;
  /** False for the turn under way (the table as it stands). */
  readonly ended: boolean;
  readonly rows: readonly RaceRow[];
}

export interface Race {
  readonly nations: readonly { readonly nation: NationId; readonly name: string }[];
  readonly turns: readonly RaceTurn[];
}

function raceRows(setup: AdvCivSetup, state: AdvCivState): readonly RaceRow[] {
  const scores = new Map(scoreTable(rulesetOf(setup), state).map((s) => [s.nation, s.total]));
  return state.players.map((p) => ({
    nation: p.nation,
    points: scores.get(p.nation) ?? 0,
    ast: p.ast,
    census: p.census,
    treasury: p.treasury,
    cards: Object.keys(p.cards).length,
  }));
}

/**
 * The race turn by turn from the log: the figures at the end of every turn, and the turn under way
 * as it stands. `checkpoints` are states of this same log (the state layer keeps them).
 */
export function raceView(setup: AdvCivSetup, entries: readonly LoggedEntry<AdvCivEntry>[], checkpoints?: CheckpointIndex<AdvCivState>): Race {
  // 18.1, 33.1: the A.S.T. entry (phase 13) is the one that ends a turn.
  const points = turnEnds(
    ADVCIV_GAME,
    setup,
    entries,
    (s) => s.turn,
    checkpoints,
    (e) => e.kind === 'ast',
  );
  const now = points[points.length - 1]?.state ?? ADVCIV_GAME.initialState(setup);
  return {
    nations: now.players.map((p) => ({ nation: p.nation, name: p.name })),
    turns: points.map((p) => ({ turn: p.turn, ended: p.ended, rows: raceRows(setup, p.state) })),
  };
}
