/**
 * Hand entry (ee Phase 12, "Hand limit"): the commodity cards a player keeps for the next turn, at
 * most 8 (9 with Roadbuilding), no set larger than its card count (ee chapter 11). The cards are
 * entered so that the stacks (ee Phase 13c) can be derived.
 *
 * Sealed form: a phone bound to the player's seat enters only the count (ee Phase 6: the number of
 * trade cards may not be concealed; the cards are his own) and keeps the cards itself. The count is
 * checked as the open hand's: the hand limit (Phase 12, Roadbuilding) and the most commodity cards he
 * can hold (hands.ts). Nothing later asks for the cards: the checks on trade cards are bounded by
 * counts (hands.ts), the stacks out (Phase 13c) are then counted from the open hands only (nothing is
 * checked against them), and the victory points do not count cards in hand (Phase 13d): no reveal.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { CivilizationId } from '../civilizations';
import { handLimit } from '../calc/economy';
import type { EeSetup } from '../setup';
import { handSize, heldAdvances, withPlayer, type EeState, type Hand } from '../state';
import { commodityCardCount, type CommodityId } from '../trade-cards';
import { cardBoundsOf } from '../calc/hands';
import { eeViolation } from '../violations';
import { activePlayer, isViolation } from './context';

/** The hand kept, typed openly (one phone passed round the table, or the host's table view). */
export interface OpenHandEntry {
  readonly kind: 'hand';
  readonly civ: CivilizationId;
  readonly cards: Hand;
  readonly sealed?: undefined;
}

/** The hand kept, sealed: only its count leaves the player's phone (ee Phase 6, Phase 12). */
export interface SealedHandEntry {
  readonly kind: 'hand';
  readonly civ: CivilizationId;
  readonly sealed: true;
  readonly count: number;
}

export type HandEntry = OpenHandEntry | SealedHandEntry;

/** Commodity cards an entry keeps (ee Phase 12). */
export const handEntryCount = (e: HandEntry): number => (e.sealed === true ? e.count : handSize(e.cards));

export const hand: EntryHandler<EeState, HandEntry, EeSetup> = {
  validate(state, entry, setup) {
    const p = activePlayer(state, entry.civ);
    if (isViolation(p)) return [p];
    const out: Violation[] = [];
    const n = handEntryCount(entry);
    const max = handLimit(heldAdvances(p));
    if (n > max) out.push(eeViolation('ee/hand/over-limit', ['Phase 12', 'chapter 9, Roadbuilding'], { civ: entry.civ, cards: n, max }));
    if (entry.sealed !== true)
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
    const next =
      entry.sealed === true
        ? withPlayer(state, entry.civ, (p) => ({ ...p, hand: {}, sealed: { count: entry.count, turn: state.turn } }))
        : withPlayer(state, entry.civ, ({ sealed: _was, ...p }) => ({ ...p, hand: entry.cards }));
    return { ...next, handsEntered: [...state.handsEntered.filter((c) => c !== entry.civ), entry.civ] };
  },
};
