/**
 * The advance-phase entry: phases run movement, trade, production, purchase; after the purchase
 * phase the turn ends: a triggered era begins, a triggered game end happens, and the player to
 * the left of the starting player starts the next turn (Game Turn Sequence).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { CITE } from '../cite';
import { GAME_END_MODERN_TECHNOLOGIES } from '../data';
import type { SmcSetup } from '../setup';
import { activePlayers, addUnits, countEra, type GameEnd, type SmcState } from '../state';
import { nextEra, PHASES } from '../vocab';
import { guard, violation } from './common';
import type { EntryOf } from './types';

/** Players who have not collected their production this turn. */
export const awaitingProduction = (state: SmcState): readonly string[] =>
  activePlayers(state)
    .filter((p) => state.produced[p.id] === undefined)
    .map((p) => p.id);

/** The next starting player: the one to the left (next in seating), skipping eliminated players. */
export function nextStartingPlayer(state: SmcState): string {
  const n = state.players.length;
  const at = state.players.findIndex((p) => p.id === state.startingPlayer);
  for (let k = 1; k <= n; k++) {
    const p = state.players[(at + k) % n];
    if (p !== undefined && !p.eliminated) return p.id;
  }
  return state.startingPlayer;
}

export function endTurn(setup: SmcSetup, state: SmcState): SmcState {
  const base: SmcState = { ...state, eraEnd: null, critical: null, produced: {}, loans: [], placed: {}, settlersBought: {}, finishedBuying: [] };
  const over = gameOver(setup, state);
  // The game ends with this turn: no new era begins.
  if (over !== null) return { ...base, over, gameEnd: over };
  const newEra = state.eraEnd !== null ? nextEra(state.era) : null;
  const s: SmcState =
    newEra === null
      ? base
      : {
          ...base,
          era: newEra,
          players: base.players.map((p) => ({
            ...p,
            // Advanced Rules: The Eras: the old era's city improvements return to the pool.
            improvements: [],
            // Standard Rules: Military Units: ancient artillery (catapults) upgrade when the medieval era begins.
            units:
              setup.rules === 'standard' && newEra === 'medieval'
                ? addUnits(addUnits(p.units, 'ancient', 'artillery', -p.units.ancient.artillery), 'medieval', 'artillery', p.units.ancient.artillery)
                : p.units,
          })),
        };
  return { ...s, turn: state.turn + 1, phase: 'movement', startingPlayer: nextStartingPlayer(state) };
}

/** Whether the game is over at the end of this turn, and how. */
function gameOver(setup: SmcSetup, s: SmcState): GameEnd | null {
  if (s.gameEnd !== null) return s.gameEnd;
  if (setup.rules === 'standard') {
    // Ending And Winning The Game: the turn ends with a player owning three modern technologies.
    const winner = s.players.find((p) => countEra(p, 'modern') >= GAME_END_MODERN_TECHNOLOGIES);
    return winner === undefined ? null : { victory: 'score', player: winner.id };
  }
  if (setup.length === 'long') {
    // Total Conquest: one player with settlements left at the end of a turn.
    const holders = s.players.filter((p) => p.settlements.length > 0);
    if (holders.length === 1 && holders[0] !== undefined) return { victory: 'conquest', player: holders[0].id };
  }
  return null;
}

export const advancePhase: EntryHandler<SmcState, EntryOf<'advance-phase'>, SmcSetup> = {
  validate: (state) => {
    const out: Violation[] = [...guard(state, 'any')];
    if (out.length === 0 && state.phase === 'production') {
      if (state.critical === null) out.push(violation('smc/production/not-rolled', CITE.stdCityProduction));
      const missing = awaitingProduction(state);
      if (missing.length > 0) out.push(violation('smc/phase/production-incomplete', CITE.turnSequence, { players: missing }));
    }
    return out;
  },
  apply: (state, _entry, setup) => {
    const at = PHASES.indexOf(state.phase);
    const next = PHASES[at + 1];
    if (next === undefined) return endTurn(setup, state);
    // Trade Phase: lent resource cards go back to their owners at the end of the production phase.
    return { ...state, phase: next, loans: state.phase === 'production' ? [] : state.loans };
  },
};
