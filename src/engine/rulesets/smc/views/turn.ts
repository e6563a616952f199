/**
 * The smc turn for the screens (Game Turn Sequence, Turn Phases): the four phases with the current
 * one, this turn's order of play, who has still to buy, and the turn, era and phase of every log
 * entry. Pure: the UI renders these and decides nothing.
 */
import type { LoggedEntry } from '../../../types';
import type { SmcEntry } from '../entries/types';
import { step } from '../../../log/replay';
import { smc } from '../game';
import type { SmcSetup } from '../setup';
import type { PlayerState, SmcState } from '../state';
import { PHASES, type Era, type Phase } from '../vocab';

export interface PhaseStep {
  readonly phase: Phase;
  readonly status: 'done' | 'current' | 'later';
}

/** Turn Phases: the four phases in order, with the current one (the state's phase). */
export function phaseSteps(state: SmcState): readonly PhaseStep[] {
  const at = PHASES.indexOf(state.phase);
  return PHASES.map((phase, i) => ({ phase, status: i < at ? 'done' : i === at ? 'current' : 'later' }));
}

export interface EntryContext {
  /** The turn, era and phase the entry was made in (the state before it). */
  readonly turn: number;
  readonly era: Era;
  readonly phase: Phase;
}

/** The turn, era and phase of every entry, in one replay of the log. */
export function entryContexts(setup: SmcSetup, entries: readonly LoggedEntry<SmcEntry>[]): readonly EntryContext[] {
  let state = smc.initialState(setup);
  return entries.map((logged) => {
    const at = { turn: state.turn, era: state.era, phase: state.phase };
    state = step(smc, setup, state, logged.entry).state;
    return at;
  });
}

/**
 * Game Turn Sequence: this turn's order of play, the starting player first and then clockwise
 * (seating order), eliminated players left out.
 */
export function turnOrder(state: SmcState): readonly string[] {
  const n = state.players.length;
  const at = Math.max(
    0,
    state.players.findIndex((p) => p.id === state.startingPlayer),
  );
  return Array.from({ length: n }, (_, k) => state.players[(at + k) % n])
    .filter((p): p is PlayerState => p !== undefined && !p.eliminated)
    .map((p) => p.id);
}

/**
 * Who has still to buy this turn: in the purchase phase, the players in this turn's order of play
 * who have not said they finished their purchase phase (Turn Phases; Purchasing technologies:
 * "When every player has finished their purchase phase"). Empty in the other phases. The list is
 * information: the table may end the phase before it is empty (a player who buys nothing need not
 * say so, as in games recorded before the entry existed).
 */
export function stillToBuy(state: SmcState): readonly string[] {
  if (state.phase !== 'purchase' || state.over !== null) return [];
  return turnOrder(state).filter((p) => !state.finishedBuying.includes(p));
}
