/**
 * Leaving the game (ee chapter 7): the player's advances, credit tokens and trade cards are discarded
 * and his units leave the board (in his region removed, elsewhere replaced by barbarians and pirate
 * cities). Other players' units in the areas now out of play are entered as their new city and token
 * counts (R-G2). A player eliminated from the board is still in the game (ee chapter 7): only this
 * entry makes him leave.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { CivilizationId } from '../civilizations';
import type { EeSetup } from '../setup';
import { playerOf, type EeState } from '../state';
import { eeViolation } from '../violations';

export interface LeaveEntry {
  readonly kind: 'leave';
  readonly civ: CivilizationId;
  readonly others?: Readonly<Partial<Record<CivilizationId, { readonly cities: number; readonly tokens: number }>>>;
}

export const leave: EntryHandler<EeState, LeaveEntry, EeSetup> = {
  validate(state, entry) {
    const p = playerOf(state, entry.civ);
    const out: Violation[] = [];
    if (p === undefined) out.push(eeViolation('ee/player/unknown', 'chapter 7', { civ: entry.civ }));
    else if (p.status === 'left') out.push(eeViolation('ee/leave/already-left', 'chapter 7', { civ: entry.civ }));
    return out;
  },
  apply(state, entry) {
    return {
      ...state,
      players: state.players.map((p) => {
        if (p.civ === entry.civ) return { ...p, status: 'left' as const, advances: {}, chosenCredits: [], hand: {}, cities: 0, census: 0, treasury: 0, ships: 0 };
        const o = entry.others?.[p.civ];
        return o === undefined ? p : { ...p, cities: o.cities, census: o.tokens };
      }),
    };
  },
};
