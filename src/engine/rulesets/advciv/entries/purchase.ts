/**
 * Civilization-card purchase entry (advciv 31, phase 12), one per player per turn (pooled, R-A4):
 * the cards acquired, the commodity cards turned in, the treasury spent and the set Mining raised.
 * All checks are in calc/purchase.ts.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { checkCardsHeld, checkCommoditiesHeld, commodityMaxHeld } from '../calc/hands';
import { checkPurchase, paymentValue } from '../calc/purchase';
import type { CardId } from '../cards';
import type { CommodityId } from '../commodities';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import { handSize, withPlayer, type AdvCivState, type Hand } from '../state';
import { violation } from '../violations';
import { activePlayer, isViolation, rulesetOf } from './context';
import type { AdvCivRuleset } from '../ruleset';

export interface PurchaseEntry {
  readonly kind: 'purchase';
  readonly nation: NationId;
  readonly cards: readonly CardId[];
  readonly paid: Hand;
  readonly treasury: number;
  readonly mining: CommodityId | null;
}

/** Commodity cards a player holds but may not turn in this turn: Grain shown against Famine (30.312). */
export function unusableCards(state: AdvCivState, nation: NationId): Hand {
  const grain = state.aftermath?.grainShown[nation] ?? 0;
  return grain > 0 ? { grain } : {};
}

/**
 * 30.312: the Grain shown against Famine cannot pay this turn, so what is turned in comes from the
 * rest: at most the Grain he can hold (calc/hands.ts) less those shown. The printed count (8.1) is
 * checkPurchase's; this adds what the hand count knows.
 */
export function checkShownCards(r: AdvCivRuleset, state: AdvCivState, nation: NationId, paid: Hand): Violation[] {
  const out: Violation[] = [];
  for (const [id, shown] of Object.entries(unusableCards(state, nation)) as [CommodityId, number][]) {
    const n = paid[id] ?? 0;
    const max = commodityMaxHeld(r, state, nation, id);
    if (n > 0 && n + shown > max && n + shown <= r.commodities[id].count)
      out.push(violation('purchase/shown-cards-used', ['30.312', '27.2', '28.3'], { commodity: id, cards: n, shown, max: Math.max(0, max - shown) }));
  }
  return out;
}

export const purchase: EntryHandler<AdvCivState, PurchaseEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    const p = activePlayer(state, entry.nation);
    if (isViolation(p)) return [p];
    if (state.purchased.includes(entry.nation)) return [violation('purchase/already-purchased', '31.58', { nation: entry.nation }, 'R-A4')];
    // 31.71: the hand is kept after purchases are complete; a purchase after it would spend kept cards.
    if (state.handsKept?.includes(entry.nation) === true) return [violation('purchase/after-hand', '31.71', { nation: entry.nation })];
    // 31.1: the commodity cards turned in are cards he holds (calc/hands.ts: drawn, kept, traded).
    const r = rulesetOf(setup);
    const held = [
      ...checkCardsHeld(state, entry.nation, handSize(entry.paid), 'purchase/more-than-held'),
      ...checkCommoditiesHeld(r, state, entry.nation, entry.paid, 'purchase/commodity-not-held'),
      ...checkShownCards(r, state, entry.nation, entry.paid),
    ];
    return [...checkPurchase(r, setup.settings, p, state.turn, entry, unusableCards(state, entry.nation)).violations, ...held];
  },
  apply(state, entry, setup) {
    const p = activePlayer(state, entry.nation);
    if (isViolation(p)) return state;
    // The entry is valid here: only whether Mining took effect is needed (R-A6).
    const mined = entry.mining === null ? null : paymentValue(rulesetOf(setup), entry.paid, entry.mining).mined;
    const cards = { ...p.cards };
    for (const c of entry.cards) cards[c] = state.turn;
    const next = withPlayer(state, entry.nation, (q) => ({
      ...q,
      cards,
      treasury: q.treasury - entry.treasury,
      stock: q.stock === null ? null : q.stock + entry.treasury,
      miningUsedTurn: mined !== null ? state.turn : q.miningUsedTurn,
    }));
    return { ...next, purchased: [...state.purchased, entry.nation], paid: { ...state.paid, [entry.nation]: entry.paid } };
  },
};
