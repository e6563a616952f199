/**
 * End-of-game entry (advciv 34.1 B, 34.2): the table declares the time limit reached. Only between
 * turns: the final turn must be completed first (34.2).
 */
import type { EntryHandler } from '../../../game';
import type { AdvCivSetup } from '../setup';
import type { AdvCivState } from '../state';
import { violation } from '../violations';

export interface EndGameEntry {
  readonly kind: 'end-game';
}

export const endGame: EntryHandler<AdvCivState, EndGameEntry, AdvCivSetup> = {
  validate(state) {
    if (state.phase !== null) return [violation('game/not-ended', '34.2', { phase: state.phase })];
    return [];
  },
  apply(state) {
    return { ...state, ended: { reason: 'time-limit', turn: state.turn - 1 } };
  },
};
