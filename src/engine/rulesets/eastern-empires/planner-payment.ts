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
import type { Hand } from './state';
import { COMMODITIES, COMMODITY_IDS, commodityCardCount, setValue, type CommodityId } from './trade-cards';

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

/** The substitute's part in a commodity's layer: none, the card standing in, or the set it completes. */
const PLAIN = 0;
const DONOR = 1;
const RECIPIENT = 2;

interface Layer {
  readonly id: CommodityId;
  readonly from: Int32Array;
  readonly paid: Int8Array;
  readonly kept: Int8Array;
  readonly role: Int8Array;
}

/**
 * Builds the table. A dynamic programme over the commodities held, highest face value first: state =
 * (value paid, cards kept, substitute stage), holding the best value kept; back-pointers rebuild the
 * cards of a payment. Substitute stages: 0 none, 1 a card stands in (its set still to come), 2 a set
 * awaits a card of the same face value, 3 done. Going face value down, any card already paid has at
 * least the face value of a set still to come (ee chapter 9, Trade Empire: "at least the same").
 */
export function eePaymentTable(h: EePaymentHand): EePaymentTable {
  // Water pays nothing and a kept Water card is worth nothing: it never enters the programme.
  const ids = COMMODITY_IDS.filter((id) => id !== 'water' && (h.hand[id] ?? 0) > 0).sort((a, b) => COMMODITIES[b].faceValue - COMMODITIES[a].faceValue);
  const L = Math.max(0, h.handLimit);
  const payable = (id: CommodityId) => (id === h.keep ? 0 : (h.hand[id] ?? 0));
  const count = (id: CommodityId) => commodityCardCount(id, h.playerCount);
  let maxPaid = 0;
  let maxGain = 0;
  for (const id of ids) {
    const n = payable(id);
    maxPaid += setValue(id, n);
    if (h.tradeEmpire && n > 0 && n < count(id)) maxGain = Math.max(maxGain, setValue(id, n + 1) - setValue(id, n));
  }
  const V = maxPaid + maxGain;
  const S = h.tradeEmpire ? 4 : 1;
  const stride = (L + 1) * S;
  const size = (V + 1) * stride;
  const at = (v: number, c: number, s: number) => v * stride + c * S + s;
  let dp = new Float64Array(size).fill(-1);
  dp[at(0, 0, 0)] = 0;
  // Only reachable states are visited: most (value, kept, stage) triples cannot be paid at all.
  let live: number[] = [at(0, 0, 0)];
  const layers: Layer[] = [];
  let face = -1;
  for (const id of ids) {
    const f = COMMODITIES[id].faceValue;
    // A set waiting for a card of its own face value can wait no longer once the face value drops.
    if (face !== f) live = live.filter((s) => s % S !== RECIPIENT);
    face = f;
    const held = h.hand[id] ?? 0;
    const canPay = payable(id);
    const next = new Float64Array(size).fill(-1);
    const layer: Layer = { id, from: new Int32Array(size).fill(-1), paid: new Int8Array(size), kept: new Int8Array(size), role: new Int8Array(size) };
    const nextLive: number[] = [];
    const put = (t: number, kv: number, s: number, n: number, k: number, role: number) => {
      const was = next[t] ?? -1;
      // Ties keep the first found: fewer cards paid, more kept, no substitute.
      if (kv > was) {
        if (was < 0) nextLive.push(t);
        next[t] = kv;
        layer.from[t] = s;
        layer.paid[t] = n;
        layer.kept[t] = k;
        layer.role[t] = role;
      }
    };
    for (const s of live) {
      const base = dp[s] ?? -1;
      const v = Math.floor(s / stride);
      const c = Math.floor((s % stride) / S);
      const stage = s % S;
      for (let n = 0; n <= canPay; n++) {
        for (let k = Math.min(held - n, L - c); k >= 0; k--) {
          const kv = base + setValue(id, k);
          put(at(v + setValue(id, n), c + k, stage), kv, s, n, k, PLAIN);
          if (!h.tradeEmpire || n === 0) continue;
          // This card stands in for another set (stage 0 -> 1, or completes stage 2 -> 3).
          if (stage === 0 || stage === 2) put(at(v + setValue(id, n - 1), c + k, stage === 0 ? 1 : 3), kv, s, n, k, DONOR);
          // This incomplete set takes a substitute (stage 0 -> 2, or 1 -> 3).
          if ((stage === 0 || stage === 1) && n + 1 <= count(id)) put(at(v + setValue(id, n + 1), c + k, stage === 0 ? 2 : 3), kv, s, n, k, RECIPIENT);
        }
      }
    }
    dp = next;
    live = nextLive;
    layers.push(layer);
  }
  // Best kept value for each exact value paid (stage 0 or 3 only: a substitute half-made is no payment).
  const K = new Float64Array(V + 1).fill(-1);
  const KS = new Int32Array(V + 1).fill(-1);
  for (let v = 0; v <= V; v++)
    for (const st of h.tradeEmpire ? [0, 3] : [0])
      for (let c = 0; c <= L; c++) {
        const s = at(v, c, st);
        const x = dp[s] ?? -1;
        if (x > (K[v] ?? -1)) {
          K[v] = x;
          KS[v] = s;
        }
      }
  const T = h.treasury;
  const tv = h.tokenValue;
  // The most the cards can pay: V bounds a substitute that may have no card to stand in.
  let top = 0;
  for (let v = V; v > 0 && top === 0; v--) if ((K[v] ?? -1) >= 0) top = v;
  const funds = top + T * tv;
  // suffix[d]: the v >= d with the most kept (the smallest such v: least lost).
  const suffix = new Int32Array(V + 2).fill(-1);
  for (let v = V; v >= 0; v--) {
    const prev = suffix[v + 1] ?? -1;
    suffix[v] = (K[v] ?? -1) >= 0 && (prev < 0 || (K[v] ?? -1) >= (K[prev] ?? -1)) ? v : prev;
  }
  const choice = new Int32Array(funds + 1).fill(-1);
  const best = new Float64Array(funds + 1).fill(Number.NEGATIVE_INFINITY);
  for (let d = 0; d <= funds; d++) {
    let bv = d <= V ? (suffix[d] ?? -1) : -1;
    let bk = bv >= 0 ? (K[bv] ?? -1) + T * tv : Number.NEGATIVE_INFINITY;
    // Treasury tops up what the cards leave, no token more than needed (ee Phase 12, chapter 9 Mining).
    for (let v = Math.max(0, d - T * tv); v < d && v <= V; v++) {
      if ((K[v] ?? -1) < 0) continue;
      const t = Math.ceil((d - v) / tv);
      const k = (K[v] ?? -1) + (T - t) * tv;
      if (k > bk) {
        bk = k;
        bv = v;
      }
    }
    choice[d] = bv;
    best[d] = bk;
  }
  const keptValue = (due: number) => (due < 0 ? (best[0] ?? 0) : due > funds ? Number.NEGATIVE_INFINITY : (best[due] ?? Number.NEGATIVE_INFINITY));
  const payment = (due: number): EePayment | null => {
    const d = Math.max(0, due);
    const v = d > funds ? -1 : (choice[d] ?? -1);
    if (v < 0) return null;
    const paid: Partial<Record<CommodityId, number>> = {};
    const kept: Partial<Record<CommodityId, number>> = {};
    const surrendered: Partial<Record<CommodityId, number>> = {};
    let donor: CommodityId | null = null;
    let recipient: CommodityId | null = null;
    let s = KS[v] ?? -1;
    for (let i = layers.length - 1; i >= 0 && s >= 0; i--) {
      const layer = layers[i];
      if (layer === undefined) break;
      const n = layer.paid[s] ?? 0;
      const k = layer.kept[s] ?? 0;
      const held = h.hand[layer.id] ?? 0;
      if (n > 0) paid[layer.id] = n;
      if (k > 0) kept[layer.id] = k;
      if (held - n - k > 0) surrendered[layer.id] = held - n - k;
      if ((layer.role[s] ?? 0) === DONOR) donor = layer.id;
      if ((layer.role[s] ?? 0) === RECIPIENT) recipient = layer.id;
      s = layer.from[s] ?? -1;
    }
    const treasury = Math.max(0, Math.ceil((d - v) / tv));
    return {
      due: d,
      paid,
      substitute: donor !== null && recipient !== null ? { card: donor, forSet: recipient } : null,
      paidValue: v,
      treasury,
      treasuryValue: treasury * tv,
      lost: v + treasury * tv - d,
      kept,
      surrendered,
      keptTreasury: T - treasury,
      keptValue: (K[v] ?? 0) + (T - treasury) * tv,
    };
  };
  return { funds, keptValue, payment };
}
