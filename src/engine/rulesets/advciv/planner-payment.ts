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
import type { CommodityId } from './commodities';
import type { AdvCivRuleset } from './ruleset';
import type { Hand } from './state';
import { setValue } from './calc/sets';

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

interface Layer {
  readonly id: CommodityId;
  /** Per state index: the previous state index, cards paid, cards kept, mined (1) or not (0). */
  readonly from: Int32Array;
  readonly paid: Int8Array;
  readonly kept: Int8Array;
  readonly mined: Int8Array;
}

/**
 * Builds the table. A dynamic programme over the commodities held: state = (value paid, cards kept,
 * Mining used), holding the best value kept; back-pointers rebuild the cards of a payment.
 */
export function paymentTable(ruleset: AdvCivRuleset, h: PaymentHand): PaymentTable {
  const ids = ruleset.commodityIds.filter((id) => (h.hand[id] ?? 0) > 0);
  const L = Math.max(0, h.handLimit);
  // A whole set of a commodity with cards shown (30.312) would include them: none of it pays.
  const payable = (id: CommodityId) =>
    id === h.keep || (h.wholeSets === true && (h.unusable[id] ?? 0) > 0) ? 0 : Math.max(0, (h.hand[id] ?? 0) - (h.unusable[id] ?? 0));
  let maxPaid = 0;
  let maxGain = 0;
  for (const id of ids) {
    const def = ruleset.commodities[id];
    const n = payable(id);
    maxPaid += setValue(def, n);
    if (h.mining && def.mineable && n > 0 && n < def.count) maxGain = Math.max(maxGain, setValue(def, n + 1) - setValue(def, n));
  }
  const V = maxPaid + maxGain;
  const stride = (L + 1) * 2;
  const size = (V + 1) * stride;
  const at = (v: number, c: number, m: number) => v * stride + c * 2 + m;
  let dp = new Float64Array(size).fill(-1);
  dp[at(0, 0, 0)] = 0;
  // Only reachable states are visited: most (value, kept, Mining) triples cannot be paid at all.
  let live: number[] = [at(0, 0, 0)];
  const layers: Layer[] = [];
  for (const id of ids) {
    const def = ruleset.commodities[id];
    const held = h.hand[id] ?? 0;
    const canPay = payable(id);
    const next = new Float64Array(size).fill(-1);
    const layer: Layer = { id, from: new Int32Array(size).fill(-1), paid: new Int8Array(size), kept: new Int8Array(size), mined: new Int8Array(size) };
    const nextLive: number[] = [];
    for (const s of live) {
      const base = dp[s] ?? -1;
      const v = Math.floor(s / stride);
      const c = Math.floor((s % stride) / 2);
      const m = s % 2;
      for (let n = 0; n <= canPay; n = n === 0 && h.wholeSets === true ? Math.max(1, canPay) : n + 1) {
        const mineable = h.mining && m === 0 && def.mineable && n > 0 && n < def.count;
        for (let k = Math.min(held - n, L - c); k >= 0; k--) {
          const kv = base + setValue(def, k);
          for (let use = 0; use <= (mineable ? 1 : 0); use++) {
            const pv = v + setValue(def, n + use);
            const t = at(pv, c + k, m | use);
            // Ties keep the first found: fewer cards paid, more kept, Mining unused (R-A6).
            const was = next[t] ?? -1;
            if (kv > was) {
              if (was < 0) nextLive.push(t);
              next[t] = kv;
              layer.from[t] = s;
              layer.paid[t] = n;
              layer.kept[t] = k;
              layer.mined[t] = use;
            }
          }
        }
      }
    }
    dp = next;
    live = nextLive;
    layers.push(layer);
  }
  // Best kept value for each exact value paid, and the state that gives it (unmined first).
  const K = new Float64Array(V + 1).fill(-1);
  const KS = new Int32Array(V + 1).fill(-1);
  for (let v = 0; v <= V; v++)
    for (let m = 0; m <= 1; m++)
      for (let c = 0; c <= L; c++) {
        const s = at(v, c, m);
        const x = dp[s] ?? -1;
        if (x > (K[v] ?? -1)) {
          K[v] = x;
          KS[v] = s;
        }
      }
  const T = h.treasury;
  const funds = V + T;
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
    let bk = bv >= 0 ? (K[bv] ?? -1) + T : Number.NEGATIVE_INFINITY;
    // Treasury tops up exactly what the cards leave (31.41, R-A4): t tokens for cards worth d - t.
    for (let t = 1; t <= T && t <= d; t++) {
      const v = d - t;
      if (v > V || (K[v] ?? -1) < 0) continue;
      const k = (K[v] ?? -1) + T - t;
      if (k > bk) {
        bk = k;
        bv = v;
      }
    }
    choice[d] = bv;
    best[d] = bk;
  }
  const keptValue = (due: number) => (due < 0 ? (best[0] ?? 0) : due > funds ? Number.NEGATIVE_INFINITY : (best[due] ?? Number.NEGATIVE_INFINITY));
  const payment = (due: number): Payment | null => {
    const d = Math.max(0, due);
    const v = d > funds ? -1 : (choice[d] ?? -1);
    if (v < 0) return null;
    const paid: Partial<Record<CommodityId, number>> = {};
    const kept: Partial<Record<CommodityId, number>> = {};
    const surrendered: Partial<Record<CommodityId, number>> = {};
    let mining: CommodityId | null = null;
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
      if ((layer.mined[s] ?? 0) === 1) mining = layer.id;
      s = layer.from[s] ?? -1;
    }
    const treasury = Math.max(0, d - v);
    return {
      due: d,
      paid,
      paidValue: v,
      mining,
      treasury,
      lost: v + treasury - d,
      kept,
      surrendered,
      keptTreasury: T - treasury,
      keptValue: (K[v] ?? 0) + T - treasury,
    };
  };
  return { funds, keptValue, payment };
}
