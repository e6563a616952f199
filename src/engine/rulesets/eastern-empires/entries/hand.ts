/**
 * Hand entry (ee Phase 12, "Hand limit"): the commodity cards a player keeps for the next turn, at
 * most 8 (9 with Roadbuilding), no set larger than its card count (ee chapter 11). The cards are
 * entered so that the stacks (ee Phase 13c) can be derived.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { CivilizationId } from '../civilizations';
import { handLimit } from '../economy';
import type { EeSetup } from '../setup';
import { handSize, heldAdvances, withPlayer, type EeState, type Hand } from '../state';
import { commodityCardCount, type CommodityId } from '../trade-cards';
import { cardBoundsOf } from '../hands';
import { eeViolation } from '../violations';
import { activePlayer, isViolation } from './context';

export interface HandEntry {
  readonly kind: 'hand';
  readonly civ: CivilizationId;
  readonly cards: Hand;
}

export const hand: EntryHandler<EeState, HandEntry, EeSetup> = {
  validate(state, entry, setup) {
    const p = activePlayer(state, entry.civ);
    if (isViolation(p)) return [p];
    const out: Violation[] = [];
    const n = handSize(entry.cards);
    const max = handLimit(heldAdvances(p));
    if (n > max) out.push(eeViolation('ee/hand/over-limit', ['Phase 12', 'chapter 9, Roadbuilding'], { civ: entry.civ, cards: n, max }));
    for (const [id, k] of Object.entries(entry.cards) as [CommodityId, number][]) {
      const most = commodityCardCount(id, setup.players.length);
      if (k > most) out.push(eeViolation('ee/hand/set-too-large', 'chapter 11', { commodity: id, cards: k, max: most }));
    }
    // The cards kept are cards he still holds after paying (hands.ts; ee Phase 6, Phase 12).
    const held = cardBoundsOf(state, entry.civ)?.commodities;
    if (held !== undefined && n > held) out.push(eeViolation('ee/hand/cards-not-held', ['Phase 12', 'Phase 6'], { civ: entry.civ, cards: n, held }));
    return out;
  },
  apply(state, entry) {
    const next = withPlayer(state, entry.civ, (p) => ({ ...p, hand: entry.cards }));
    return { ...next, handsEntered: [...state.handsEntered.filter((c) => c !== entry.civ), entry.civ] };
  },
};
