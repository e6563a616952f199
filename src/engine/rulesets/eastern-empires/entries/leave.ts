/**
 * Leaving the game (ee chapter 7): the player's advances, credit tokens and trade cards are discarded
 * and his units leave the board (in his region removed, elsewhere replaced by barbarians and pirate
 * cities). Other players' units in the areas now out of play are entered as their new city and token
 * counts (R-G2). A player eliminated from the board is still in the game (ee chapter 7): only this
 * entry makes him leave.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { type CivilizationId, TOKENS_PER_PLAYER } from '../civilizations';
import type { EeSetup } from '../setup';
import { citySupportRate } from '../calc/economy';
import { heldAdvances, playerOf, type EeState } from '../state';
import { eeViolation } from '../violations';
import { activePlayer, isViolation } from './context';

/** ee chapter 7: another player's city in an area now out of play is replaced with 5 tokens. */
export const CITY_TOKENS_ON_LEAVE = 5;

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
    // Other players' units in the areas now out of play (ee chapter 7, "Units within 'Out of Play'
    // areas"): their cities there are replaced with tokens, never gained; then "All players must make an
    // additional check for city support and reduce unsupported cities" (ee Phase 5c).
    for (const [civ, o] of Object.entries(entry.others ?? {}) as [CivilizationId, { readonly cities: number; readonly tokens: number }][]) {
      const q = civ === entry.civ ? undefined : activePlayer(state, civ);
      if (q === undefined) {
        out.push(eeViolation('ee/player/left', 'chapter 7', { civ }));
        continue;
      }
      if (isViolation(q)) {
        out.push(q);
        continue;
      }
      if (o.cities > q.cities) out.push(eeViolation('ee/leave/cities-gained', 'chapter 7', { civ, cities: o.cities, held: q.cities }));
      // Each city in those areas is replaced with 5 tokens, as many as his stock holds (ee chapter 7);
      // no other token is gained, and a nation never has more than its 55 tokens (ee chapter 3).
      const most = Math.min(q.census + CITY_TOKENS_ON_LEAVE * Math.max(0, q.cities - o.cities), TOKENS_PER_PLAYER - q.treasury);
      if (o.tokens > most) out.push(eeViolation('ee/leave/tokens-gained', ['chapter 7', 'chapter 3'], { civ, tokens: o.tokens, most }));
      const rate = citySupportRate(heldAdvances(q));
      if (o.tokens < o.cities * rate)
        out.push(eeViolation('ee/cities/unsupported', ['chapter 7', 'Phase 5c'], { civ, cities: o.cities, tokens: o.tokens, rate }));
    }
    return out;
  },
  apply(state, entry) {
    return {
      ...state,
      players: state.players.map((p) => {
        if (p.civ === entry.civ) {
          // He holds nothing: a sealed hand goes with the rest (ee chapter 7).
          const { sealed: _gone, ...left } = p;
          return { ...left, status: 'left' as const, advances: {}, chosenCredits: [], hand: {}, cities: 0, census: 0, treasury: 0, ships: 0 };
        }
        const o = entry.others?.[p.civ];
        return o === undefined ? p : { ...p, cities: o.cities, census: o.tokens };
      }),
    };
  },
};
