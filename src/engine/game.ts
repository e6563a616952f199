/**
 * The seam every ruleset plugs into. A game module is data plus entry handlers; the log module
 * replays any module's entries the same way. Adding an entry kind without a handler fails to
 * compile because HandlerTable is a mapped type over the entry union.
 */
import type { ParseResult } from './result';
import type { LoggedEntry, RulesetId, Violation } from './types';

export interface EntryHandler<State, E, Setup> {
  /** Checks the entry against the state before it; returns every violation (empty = valid). */
  readonly validate: (state: State, entry: E, setup: Setup) => readonly Violation[];
  /** Applies a valid entry, returning a new state (never mutates `state`). */
  readonly apply: (state: State, entry: E, setup: Setup) => State;
}

export type HandlerTable<State, Entry extends { readonly kind: string }, Setup> = {
  readonly [K in Entry['kind']]: EntryHandler<State, Extract<Entry, { readonly kind: K }>, Setup>;
};

export interface GameModule<Setup, State, Entry extends { readonly kind: string }> {
  readonly id: RulesetId;
  /** Structural check of untrusted setup data (from a file or the database). */
  readonly parseSetup: (raw: unknown) => ParseResult<Setup>;
  /** Structural check of one untrusted entry. */
  readonly parseEntry: (raw: unknown) => ParseResult<Entry>;
  /** Rule checks on a well-formed setup (player count, nations, exclusive variants...). */
  readonly validateSetup: (setup: Setup) => readonly Violation[];
  readonly initialState: (setup: Setup) => State;
  readonly handlers: HandlerTable<State, Entry, Setup>;
  /**
   * The checks a new entry meets besides its handler's: a kind the rules make once per player per
   * turn is not recorded twice, and no entry of a later phase while an earlier phase of the turn
   * still owes one (advciv 18.1, ee chapter 6). `log` is what `state` was replayed from. They judge
   * an entry when it is recorded (judgeNew: this phone, or the host for a linked phone), never a
   * log read back (replay, restore, import, a guest taking the host's entries): a game recorded
   * before these checks existed opens and plays on, its old entries untouched.
   */
  readonly admit: (setup: Setup, state: State, log: readonly LoggedEntry<Entry>[], entry: Entry) => readonly Violation[];
}
