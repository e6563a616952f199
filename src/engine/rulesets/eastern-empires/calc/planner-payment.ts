/**
 * The payment half of Eastern Empires' purchase planner (ee Phase 12): for every amount due this
 * turn, the payment that leaves the player the most, worked out once per hand.
 *
 * What the player keeps is valued as what it buys next turn: the sets of the commodity cards kept
 * (ee Phase 7: count² × face value), at most the hand limit of them (ee Phase 12: the rest are
 * discarded anyway), plus the treasury left at what a token pays for (1, or 2 with Mining, ee chapter
 * 9). So a card over the hand limit costs nothing to turn in, and breaking a set costs what the set
 * loses. Treasury only tops up what the cards leave uncovered: one token fewer must fall short (ee
 * Phase 12, "cannot spend more treasury tokens than required"; with Mining the price may be exceeded
 * by exactly 1). Excess card value is lost (no change, ee Phase 12). Trade Empire (ee chapter 9): once
 * per turn one card paid in stands for a missing card of an incomplete set of a commodity of at most
 * its face value, never beyond that commodity's card count. Water is worth nothing (ee Phase 6a).
 */
import { cardProgramme, dueTable, type CardMove } from '../../../plan-payment';
import type { Hand } from '../state';
import { COMMODITIES, COMMODITY_IDS, commodityCardCount, setValue, type CommodityId } from '../trade-cards';

export interface EePaymentHand {
  /** Every commodity card held. */
  readonly hand: Hand;
  readonly playerCount: number;
  readonly treasury: number;
  /** What a treasury token pays: 2 with Mining held before this turn (ee chapter 9, Mining). */
  readonly tokenValue: 1 | 2;
  /** Trade Empire held before this turn (ee chapter 9): one substitute card. */
  readonly tradeEmpire: boolean;
  /** Commodity cards kept after the phase (ee Phase 12: 8, Roadbuilding 9). */
  readonly handLimit: number;
  /** A set the player keeps out of the payment (the planner's "keep a growing set" goal). */
  readonly keep: CommodityId | null;
}

export interface EePayment {
  readonly due: number;
  /** Cards turned in, the substitute card included in its own commodity (as the purchase entry takes them). */
  readonly paid: Hand;
  readonly substitute: { readonly card: CommodityId; readonly forSet: CommodityId } | null;
  /** Set value of the cards turned in, the substitute counted for its set. */
  readonly paidValue: number;
  /** Treasury tokens spent, and what they pay (tokens × token value). */
  readonly treasury: number;
  readonly treasuryValue: number;
  /** Value over the amount due, lost for lack of change (ee Phase 12). */
  readonly lost: number;
  /** Cards kept and (below) cards over the hand limit; Water, worth nothing, is in neither. */
  readonly kept: Hand;
  /** Cards over the hand limit, discarded after the phase (ee Phase 12). */
  readonly surrendered: Hand;
  readonly keptTreasury: number;
  /** Sets kept plus treasury left at its token value. */
  readonly keptValue: number;
}

export interface EePaymentTable {
  /** Most a payment can be worth: the payable cards' best set value (a substitute at best) plus the treasury. */
  readonly funds: number;
  /** What the best payment of `due` leaves (-Infinity when unaffordable); cheap, called per node. */
  readonly keptValue: (due: number) => number;
  readonly payment: (due: number) => EePayment | null;
}

/** The substitute's part in a commodity's layer (0: none): the card standing in, or the set it completes. */
const DONOR = 1;
const RECIPIENT = 2;
/** Substitute stages: none yet, a card stands in (its set still to come), a set awaits a card, done. */
const NONE = 0;
const STANDING = 1;
const AWAITING = 2;
const DONE = 3;

/**
 * Builds the table: the shared card programme (engine/plan-payment.ts) over the commodities held,
 * highest face value first, with Trade Empire's substitute as its one-off extra. Going face value
 * down, any card already paid has at least the face value of a set still to come (ee chapter 9,
 * Trade Empire: "at least the same"). Then the treasury tops up what the cards leave, in tokens.
 */
export function eePaymentTable(h: EePaymentHand): EePaymentTable {
  const count = (id: CommodityId) => commodityCardCount(id, h.playerCount);
  // Trade Empire (ee chapter 9): a card paid in stands for a missing card of a set of at most its face value.
  const substitute = (id: CommodityId, n: number, stage: number): CardMove[] => {
    if (n === 0) return [];
    const moves: CardMove[] = [];
    // This card stands in for another set (none -> standing, or completes awaiting -> done).
    if (stage === NONE || stage === AWAITING) moves.push({ value: setValue(id, n - 1), to: stage === NONE ? STANDING : DONE, role: DONOR });
    // This incomplete set takes a substitute (none -> awaiting, or standing -> done).
    if ((stage === NONE || stage === STANDING) && n + 1 <= count(id))
      moves.push({ value: setValue(id, n + 1), to: stage === NONE ? AWAITING : DONE, role: RECIPIENT });
    return moves;
  };
  const cards = cardProgramme<CommodityId>({
    // Water pays nothing and a kept Water card is worth nothing: it never enters the programme.
    ids: COMMODITY_IDS.filter((id) => id !== 'water' && (h.hand[id] ?? 0) > 0).sort((a, b) => COMMODITIES[b].faceValue - COMMODITIES[a].faceValue),
    held: (id) => h.hand[id] ?? 0,
    payable: (id) => (id === h.keep ? 0 : (h.hand[id] ?? 0)),
    value: setValue,
    handLimit: h.handLimit,
    stages: h.tradeEmpire ? 4 : 1,
    raisable: (id, n) => h.tradeEmpire && n < count(id),
    extras: h.tradeEmpire ? substitute : () => [],
    // A set waiting for a card of its own face value can wait no longer once the face value drops.
    expires: (prev, id) => (COMMODITIES[prev].faceValue !== COMMODITIES[id].faceValue ? AWAITING : -1),
    finals: h.tradeEmpire ? [NONE, DONE] : [NONE],
  });
  const T = h.treasury;
  const tv = h.tokenValue;
  const funds = cards.top + T * tv;
  const table = dueTable(funds, (d) => {
    let bv = cards.atLeast(d);
    let bk = bv >= 0 ? cards.keptAt(bv) + T * tv : Number.NEGATIVE_INFINITY;
    // Treasury tops up what the cards leave, no token more than needed (ee Phase 12, chapter 9 Mining).
    for (let v = Math.max(0, d - T * tv); v < d && v <= cards.top; v++) {
      const kv = cards.keptAt(v);
      if (kv < 0) continue;
      const t = Math.ceil((d - v) / tv);
      const k = kv + (T - t) * tv;
      if (k > bk) {
        bk = k;
        bv = v;
      }
    }
    return [bv, bk];
  });
  const payment = (due: number): EePayment | null => {
    const d = Math.max(0, due);
    const v = table.cardValue(d);
    if (v < 0) return null;
    const { paid, kept, surrendered, roles } = cards.split(v);
    const donor = roles[DONOR];
    const recipient = roles[RECIPIENT];
    const treasury = Math.max(0, Math.ceil((d - v) / tv));
    return {
      due: d,
      paid,
      substitute: donor !== undefined && recipient !== undefined ? { card: donor, forSet: recipient } : null,
      paidValue: v,
      treasury,
      treasuryValue: treasury * tv,
      lost: v + treasury * tv - d,
      kept,
      surrendered,
      keptTreasury: T - treasury,
      keptValue: cards.keptAt(v) + (T - treasury) * tv,
    };
  };
  return { funds, keptValue: table.keptValue, payment };
}
