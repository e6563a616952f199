/**
 * The payment half of the purchase planner (advciv 31.2-31.58): for every amount due this turn, the
 * payment that leaves the player the most, worked out once per hand.
 *
 * What the player keeps is valued as 35.1 B and C count it: the sets of the commodity cards kept
 * (28.51), at most the hand limit of them (31.71: the rest are surrendered anyway), plus the
 * treasury left. So a card the player would have to surrender costs nothing to turn in, and
 * breaking a set costs what the set loses. Treasury only tops up what the cards leave uncovered
 * (31.41, R-A4); excess card value is lost (31.58). Mining raises one Iron, Bronze, Silver, Gems or
 * Gold set turned in by one card, never beyond its card count (28.53, R-A6). Grain shown against
 * Famine stays in the hand but pays nothing (30.312).
 */
import type { CommodityId } from '../commodities';
import type { AdvCivRuleset } from '../ruleset';
import type { Hand } from '../state';
import { setValue } from './sets';
import { cardProgramme, dueTable } from '../../../plan-payment';

export interface PaymentHand {
  /** Every commodity card held (shown Grain included: it is kept, 30.312). */
  readonly hand: Hand;
  /** Cards that may not be turned in this turn (Grain shown against Famine, 30.312). */
  readonly unusable: Hand;
  readonly treasury: number;
  /** Mining held from an earlier turn and not used this turn (28.53, 32.261, R-A6). */
  readonly mining: boolean;
  /** Commodity cards the player may keep after buying (31.71, 31.83). */
  readonly handLimit: number;
  /** A set the player keeps out of the payment (the planner's "keep a growing set" goal). */
  readonly keep: CommodityId | null;
  /** Turn in every card of a commodity or none (a form that ticks whole sets); default any number. */
  readonly wholeSets?: boolean;
}

export interface Payment {
  readonly due: number;
  readonly paid: Hand;
  readonly paidValue: number;
  readonly mining: CommodityId | null;
  readonly treasury: number;
  /** Value over the amount due, lost for lack of change (31.58). */
  readonly lost: number;
  /** Commodity cards kept (within the hand limit) and surrendered (31.71). */
  readonly kept: Hand;
  readonly surrendered: Hand;
  readonly keptTreasury: number;
  /** Value of the sets kept plus the treasury left (35.1 B, C). */
  readonly keptValue: number;
}

export interface PaymentTable {
  /** Most a payment can be worth: the hand's whole payable value plus the treasury. */
  readonly funds: number;
  /** What the best payment of `due` leaves (-Infinity when unaffordable); cheap, called per node. */
  readonly keptValue: (due: number) => number;
  readonly payment: (due: number) => Payment | null;
}

/** The part Mining plays in a commodity's layer (28.53): the set it raised. */
const MINED = 1;

/**
 * Builds the table: the shared card programme (engine/plan-payment.ts) with Mining as its one-off
 * extra, stage 0 unused and 1 used; then the treasury tops up what the cards leave, exactly.
 */
export function paymentTable(ruleset: AdvCivRuleset, h: PaymentHand): PaymentTable {
  const def = (id: CommodityId) => ruleset.commodities[id];
  // Mining raises a set turned in by one card, never beyond its card count (28.53, R-A6).
  const mineable = (id: CommodityId, n: number) => h.mining && def(id).mineable && n > 0 && n < def(id).count;
  const cards = cardProgramme<CommodityId>({
    ids: ruleset.commodityIds.filter((id) => (h.hand[id] ?? 0) > 0),
    held: (id) => h.hand[id] ?? 0,
    // A whole set of a commodity with cards shown (30.312) would include them: none of it pays.
    payable: (id) => (id === h.keep || (h.wholeSets === true && (h.unusable[id] ?? 0) > 0) ? 0 : Math.max(0, (h.hand[id] ?? 0) - (h.unusable[id] ?? 0))),
    value: (id, n) => setValue(def(id), n),
    handLimit: h.handLimit,
    wholeSets: h.wholeSets === true,
    stages: h.mining ? 2 : 1,
    raisable: mineable,
    extras: (id, n, stage) => (stage === 0 && mineable(id, n) ? [{ value: setValue(def(id), n + 1), to: 1, role: MINED }] : []),
    finals: h.mining ? [0, 1] : [0],
  });
  const T = h.treasury;
  const funds = cards.top + T;
  const table = dueTable(funds, (d) => {
    let bv = cards.atLeast(d);
    let bk = bv >= 0 ? cards.keptAt(bv) + T : Number.NEGATIVE_INFINITY;
    // Treasury tops up exactly what the cards leave (31.41, R-A4): t tokens for cards worth d - t.
    for (let t = 1; t <= T && t <= d; t++) {
      const v = d - t;
      const kv = cards.keptAt(v);
      if (kv < 0) continue;
      const k = kv + T - t;
      if (k > bk) {
        bk = k;
        bv = v;
      }
    }
    return [bv, bk];
  });
  const payment = (due: number): Payment | null => {
    const d = Math.max(0, due);
    const v = table.cardValue(d);
    if (v < 0) return null;
    const { paid, kept, surrendered, roles } = cards.split(v);
    const treasury = Math.max(0, d - v);
    return {
      due: d,
      paid,
      paidValue: v,
      mining: roles[MINED] ?? null,
      treasury,
      lost: v + treasury - d,
      kept,
      surrendered,
      keptTreasury: T - treasury,
      keptValue: cards.keptAt(v) + T - treasury,
    };
  };
  return { funds, keptValue: table.keptValue, payment };
}
