/**
 * A small test-only game module for the persistence mechanics: players build and lose cities
 * (never fewer than 0, at most 9 each, like advciv's 9 city tokens) and may write notes. It plugs
 * into the same GameModule seam as the real rulesets, so the repository is tested generically.
 */
import type { GameModule } from '../../src/engine/game';
import { GAMES } from '../../src/engine/games';
import type { GameRegistry } from '../../src/persistence/restore';
import { err, ok, type ParseResult, type ShapeProblem } from '../../src/engine/result';
import type { Violation } from '../../src/engine/types';

export interface TallySetup {
  readonly players: readonly string[];
}
export type TallyEntry =
  | { readonly kind: 'build'; readonly player: string; readonly n: number }
  | { readonly kind: 'lose'; readonly player: string; readonly n: number }
  | { readonly kind: 'note'; readonly text: string };
export interface TallyState {
  readonly cities: Readonly<Record<string, number>>;
}

export const MAX_CITIES = 9;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const cite = [{ doc: 'advciv', rule: '3.2' }] as const;

function parseSetup(raw: unknown): ParseResult<TallySetup> {
  if (!isObject(raw) || !Array.isArray(raw.players)) return err([{ path: 'players', code: 'shape/wrong-type', expected: 'array' }]);
  const problems: ShapeProblem[] = [];
  raw.players.forEach((p: unknown, i) => {
    if (typeof p !== 'string') problems.push({ path: `players[${i}]`, code: 'shape/wrong-type', expected: 'string' });
  });
  return problems.length > 0 ? err(problems) : ok({ players: raw.players as string[] });
}

function parseEntry(raw: unknown): ParseResult<TallyEntry> {
  if (!isObject(raw)) return err([{ path: '', code: 'shape/wrong-type', expected: 'object' }]);
  if (raw.kind === 'note') {
    return typeof raw.text === 'string' ? ok({ kind: 'note', text: raw.text }) : err([{ path: 'text', code: 'shape/wrong-type', expected: 'string' }]);
  }
  if (raw.kind !== 'build' && raw.kind !== 'lose') return err([{ path: 'kind', code: 'shape/unknown-value', expected: 'build|lose|note' }]);
  if (typeof raw.player !== 'string') return err([{ path: 'player', code: 'shape/wrong-type', expected: 'string' }]);
  if (typeof raw.n !== 'number' || !Number.isInteger(raw.n) || raw.n < 1 || raw.n > MAX_CITIES) {
    return err([{ path: 'n', code: 'shape/out-of-range', expected: `1..${MAX_CITIES}` }]);
  }
  return ok({ kind: raw.kind, player: raw.player, n: raw.n });
}

const unknownPlayer = (player: string): Violation[] => [{ code: 'tally/unknown-player', cite, params: { player } }];

export const tally: GameModule<TallySetup, TallyState, TallyEntry> = {
  id: 'smc',
  parseSetup,
  parseEntry,
  validateSetup: (setup) => (setup.players.length === 0 ? [{ code: 'tally/no-players', cite, params: {} }] : []),
  initialState: (setup) => ({ cities: Object.fromEntries(setup.players.map((p) => [p, 0])) }),
  // No order of play: every entry is judged by its handler alone.
  admit: () => [],
  handlers: {
    build: {
      validate: (state, e) => {
        const have = state.cities[e.player];
        if (have === undefined) return unknownPlayer(e.player);
        return have + e.n > MAX_CITIES ? [{ code: 'tally/too-many-cities', cite, params: { have, n: e.n } }] : [];
      },
      apply: (state, e) => ({ cities: { ...state.cities, [e.player]: (state.cities[e.player] ?? 0) + e.n } }),
    },
    lose: {
      validate: (state, e) => {
        const have = state.cities[e.player];
        if (have === undefined) return unknownPlayer(e.player);
        return have - e.n < 0 ? [{ code: 'tally/negative-cities', cite, params: { have, n: e.n } }] : [];
      },
      apply: (state, e) => ({ cities: { ...state.cities, [e.player]: (state.cities[e.player] ?? 0) - e.n } }),
    },
    note: { validate: () => [], apply: (state) => state },
  },
};

/** The app's registry with the tally game standing in for smc (every ruleset has a module). */
export const TALLY_GAMES: GameRegistry = { ...GAMES, smc: tally };
