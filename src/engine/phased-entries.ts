/**
 * Entry plumbing every phase-driven ruleset shares (advciv, Eastern Empires), generic over the
 * ruleset's phase list, state and player key: the phase cursor (an entry of a phase already passed
 * this turn is refused, any entry after the end too), the handler wrapper that applies it, and
 * the check that a per-player table covers every active player. The violations themselves (codes,
 * rule numbers) stay with each ruleset and come in as `CursorRules` and callbacks.
 */
import type { EntryHandler } from './game';
import type { Violation } from './types';

/** The part of a ruleset's state the phase cursor reads. */
export interface Cursor<P extends string> {
  /** The phase of the last entry this turn, or null at the start of a turn. */
  readonly phase: P | null;
  readonly ended: { readonly turn: number } | null;
}

/** A ruleset's phases in order, and the violations its cursor gives. */
export interface CursorRules<P extends string> {
  readonly phases: readonly P[];
  /** Any entry once the game has ended. */
  readonly ended: (turn: number) => Violation;
  /** An entry of `phase`, already passed this turn (the cursor is at `current`). */
  readonly passed: (phase: P, current: P) => Violation;
}

/** Refuses any entry after the end, and an entry of a phase already passed this turn. */
export function cursorViolations<P extends string>(rules: CursorRules<P>, state: Cursor<P>, phase: P | null): readonly Violation[] {
  if (state.ended !== null) return [rules.ended(state.ended.turn)];
  if (phase === null || state.phase === null) return [];
  if (rules.phases.indexOf(phase) < rules.phases.indexOf(state.phase)) return [rules.passed(phase, state.phase)];
  return [];
}

/** Moves the cursor to the entry's phase (null: an entry between phases leaves it). */
export const atPhase = <P extends string, S extends Cursor<P>>(state: S, phase: P | null): S => (phase === null ? state : { ...state, phase });

/** Wraps a handler with the cursor: checked before its own validation, moved before it applies. */
export function guarded<P extends string, S extends Cursor<P>, E, Setup>(
  rules: CursorRules<P>,
  phaseOf: (entry: E) => P | null,
  h: EntryHandler<S, E, Setup>,
): EntryHandler<S, E, Setup> {
  return {
    validate(state, entry, setup) {
      const cursor = cursorViolations(rules, state, phaseOf(entry));
      return cursor.length > 0 ? cursor : h.validate(state, entry, setup);
    },
    apply(state, entry, setup) {
      return h.apply(atPhase(state, phaseOf(entry)), entry, setup);
    },
  };
}

/** A player looked up by key, or the violation saying why there is none. */
export const isViolation = <T extends object>(x: T | Violation): x is Violation => 'code' in x;

/** How a ruleset seats its players: the key of each, and the lookup that refuses absent ones. */
export interface Seating<K extends string, Pl extends { readonly status: string }> {
  readonly players: readonly Pl[];
  readonly keyOf: (p: Pl) => K;
  /** The active player of `key`, or the violation saying why there is none. */
  readonly lookup: (key: K) => Pl | Violation;
  /** An active player the table leaves out. */
  readonly missing: (key: K) => Violation;
}

/**
 * Active players (passing `filter`) missing from a per-player table, then every key of the table
 * that is not an active player (an entry that must cover every active player and no one else).
 */
export function missingPlayers<K extends string, Pl extends { readonly status: string }>(
  seating: Seating<K, Pl>,
  table: Readonly<Partial<Record<K, unknown>>>,
  filter: (p: Pl) => boolean,
): readonly Violation[] {
  const out: Violation[] = [];
  for (const p of seating.players) if (p.status === 'active' && filter(p) && table[seating.keyOf(p)] === undefined) out.push(seating.missing(seating.keyOf(p)));
  for (const key of Object.keys(table) as K[]) {
    const pv = seating.lookup(key);
    if (isViolation(pv)) out.push(pv);
  }
  return out;
}

/**
 * The turn each entry belongs to, counting from 1: an entry for which `closesTurn` holds is the
 * last of its turn (in advciv and Eastern Empires the A.S.T. alteration, advciv 33.1, ee Phase 13).
 */
export function turnsOf<E>(entries: readonly E[], closesTurn: (entry: E) => boolean): readonly number[] {
  let turn = 1;
  return entries.map((e) => {
    const at = turn;
    if (closesTurn(e)) turn++;
    return at;
  });
}
