/**
 * The payment programme the purchase planners share (advciv 31.2-31.58, ee Phase 12): which
 * commodity cards to turn in for every value they can pay, keeping the most. No rule lives here:
 * each ruleset's planner-payment.ts brings its commodities, set values, the one-off extra that may
 * raise a set (advciv Mining; ee Trade Empire's substitute) and how its treasury tops up a payment.
 *
 * What is kept is the sets of the cards kept, at most the hand limit of them (the rest are
 * surrendered anyway, so a card over the limit costs nothing to turn in, and breaking a set costs
 * what the set loses). Both games value a set of n cards at n² × face value (advciv 28.51, ee Phase 7).
 */

/** One way a commodity's layer pays n cards: the value it adds, the extra's stage after it, the extra's part (0: none). */
export interface CardMove {
  readonly value: number;
  readonly to: number;
  readonly role: number;
}

export interface CardProgrammeSpec<C extends string> {
  /** The commodities held, in the order their layers are worked out. */
  readonly ids: readonly C[];
  readonly held: (id: C) => number;
  /** Cards of the commodity that may be turned in (at most `held`). */
  readonly payable: (id: C) => number;
  /** Value of a set of n cards. */
  readonly value: (id: C, n: number) => number;
  /** Commodity cards kept after the purchase. */
  readonly handLimit: number;
  /** Turn in every payable card of a commodity or none. */
  readonly wholeSets?: boolean;
  /** Stages of the one-off extra carried in the state (1: no extra this turn). */
  readonly stages: number;
  /** Whether the extra may raise a set of n cards paid by one card (bounds the value a payment reaches). */
  readonly raisable: (id: C, n: number) => boolean;
  /** The extra's ways of paying n cards of the commodity from a stage, besides paying them plainly. */
  readonly extras: (id: C, n: number, stage: number) => readonly CardMove[];
  /** A stage that can go on no longer once the layers move from `prev` to `id` (-1 or a stage not used: none). */
  readonly expires?: (prev: C, id: C) => number;
  /** The stages a finished payment may end in (an extra half-made is no payment). */
  readonly finals: readonly number[];
}

/** The cards of a payment: turned in, kept within the hand limit, surrendered over it, and the commodity taking each part of the extra. */
export interface CardSplit<C extends string> {
  readonly paid: Partial<Record<C, number>>;
  readonly kept: Partial<Record<C, number>>;
  readonly surrendered: Partial<Record<C, number>>;
  readonly roles: Readonly<Partial<Record<number, C>>>;
}

export interface CardProgramme<C extends string> {
  /** The most the cards can pay. */
  readonly top: number;
  /** The most kept in cards when they pay exactly `v` (-1: they cannot). */
  readonly keptAt: (v: number) => number;
  /** The value v >= d the cards pay keeping the most (the smallest such v: least lost), -1 if none. */
  readonly atLeast: (d: number) => number;
  /** The cards of the best payment worth exactly `v` (one the cards can pay). */
  readonly split: (v: number) => CardSplit<C>;
}

interface Layer<C extends string> {
  readonly id: C;
  /** Per state index: the previous state index, cards paid, cards kept, the extra's part. */
  readonly from: Int32Array;
  readonly paid: Int8Array;
  readonly kept: Int8Array;
  readonly role: Int8Array;
}

/**
 * A dynamic programme over the commodities: state = (value paid, cards kept, the extra's stage),
 * holding the best value kept; back-pointers rebuild the cards of a payment. Only reachable states
 * are visited: most triples cannot be paid at all. Ties keep the first found: fewer cards paid, more
 * kept, the extra unused.
 */
export function cardProgramme<C extends string>(spec: CardProgrammeSpec<C>): CardProgramme<C> {
  const { ids, handLimit, stages: S } = spec;
  const L = Math.max(0, handLimit);
  let maxPaid = 0;
  let maxGain = 0;
  for (const id of ids) {
    const n = spec.payable(id);
    maxPaid += spec.value(id, n);
    if (n > 0 && spec.raisable(id, n)) maxGain = Math.max(maxGain, spec.value(id, n + 1) - spec.value(id, n));
  }
  const V = maxPaid + maxGain;
  const stride = (L + 1) * S;
  const size = (V + 1) * stride;
  const at = (v: number, c: number, s: number) => v * stride + c * S + s;
  let dp = new Float64Array(size).fill(-1);
  dp[at(0, 0, 0)] = 0;
  let live: number[] = [at(0, 0, 0)];
  const layers: Layer<C>[] = [];
  let prev: C | null = null;
  for (const id of ids) {
    const gone = prev !== null && spec.expires !== undefined ? spec.expires(prev, id) : -1;
    if (gone >= 0 && gone < S) live = live.filter((s) => s % S !== gone);
    prev = id;
    const held = spec.held(id);
    const canPay = spec.payable(id);
    const counts: number[] = [];
    for (let n = 0; n <= canPay; n = n === 0 && spec.wholeSets === true ? Math.max(1, canPay) : n + 1) counts.push(n);
    const keptValue = Float64Array.from({ length: held + 1 }, (_, k) => spec.value(id, k));
    // Per n paid and stage: paying them plainly first, then the extra's ways.
    const moves: CardMove[][] = [];
    for (let n = 0; n <= canPay; n++)
      for (let st = 0; st < S; st++) moves[n * S + st] = [{ value: spec.value(id, n), to: st, role: 0 }, ...spec.extras(id, n, st)];
    const next = new Float64Array(size).fill(-1);
    const layer: Layer<C> = { id, from: new Int32Array(size).fill(-1), paid: new Int8Array(size), kept: new Int8Array(size), role: new Int8Array(size) };
    const nextLive: number[] = [];
    for (const s of live) {
      const base = dp[s] ?? -1;
      const v = Math.floor(s / stride);
      const c = Math.floor((s % stride) / S);
      const stage = s % S;
      for (const n of counts) {
        const ways = moves[n * S + stage] ?? [];
        for (let k = Math.min(held - n, L - c); k >= 0; k--) {
          const kv = base + (keptValue[k] ?? 0);
          for (const w of ways) {
            const t = at(v + w.value, c + k, w.to);
            const was = next[t] ?? -1;
            if (kv > was) {
              if (was < 0) nextLive.push(t);
              next[t] = kv;
              layer.from[t] = s;
              layer.paid[t] = n;
              layer.kept[t] = k;
              layer.role[t] = w.role;
            }
          }
        }
      }
    }
    dp = next;
    live = nextLive;
    layers.push(layer);
  }
  // Best kept value for each exact value paid, and the state that gives it (the first final stage first).
  const K = new Float64Array(V + 1).fill(-1);
  const KS = new Int32Array(V + 1).fill(-1);
  for (let v = 0; v <= V; v++)
    for (const st of spec.finals)
      for (let c = 0; c <= L; c++) {
        const s = at(v, c, st);
        const x = dp[s] ?? -1;
        if (x > (K[v] ?? -1)) {
          K[v] = x;
          KS[v] = s;
        }
      }
  // V bounds an extra that may have nothing to raise: the most the cards pay is the highest reached.
  let top = 0;
  for (let v = V; v > 0 && top === 0; v--) if ((K[v] ?? -1) >= 0) top = v;
  // suffix[d]: the v >= d with the most kept (the smallest such v: least lost).
  const suffix = new Int32Array(V + 2).fill(-1);
  for (let v = V; v >= 0; v--) {
    const after = suffix[v + 1] ?? -1;
    suffix[v] = (K[v] ?? -1) >= 0 && (after < 0 || (K[v] ?? -1) >= (K[after] ?? -1)) ? v : after;
  }
  const split = (v: number): CardSplit<C> => {
    const paid: Partial<Record<C, number>> = {};
    const kept: Partial<Record<C, number>> = {};
    const surrendered: Partial<Record<C, number>> = {};
    const roles: Partial<Record<number, C>> = {};
    let s = KS[v] ?? -1;
    for (let i = layers.length - 1; i >= 0 && s >= 0; i--) {
      const layer = layers[i];
      if (layer === undefined) break;
      const n = layer.paid[s] ?? 0;
      const k = layer.kept[s] ?? 0;
      const held = spec.held(layer.id);
      if (n > 0) paid[layer.id] = n;
      if (k > 0) kept[layer.id] = k;
      if (held - n - k > 0) surrendered[layer.id] = held - n - k;
      const role = layer.role[s] ?? 0;
      if (role !== 0) roles[role] = layer.id;
      s = layer.from[s] ?? -1;
    }
    return { paid, kept, surrendered, roles };
  };
  return {
    top,
    keptAt: (v) => (v >= 0 && v <= V ? (K[v] ?? -1) : -1),
    atLeast: (d) => (d >= 0 && d <= V ? (suffix[d] ?? -1) : -1),
    split,
  };
}

/** What the best payment of each amount due leaves, and the card value it pays. */
export interface DueTable {
  /** The most kept paying `due` (-Infinity when unaffordable; a negative amount is nothing due). */
  readonly keptValue: (due: number) => number;
  /** The card value the best payment of `due` pays, or -1 when unaffordable. */
  readonly cardValue: (due: number) => number;
}

/**
 * Worked out once for every amount from 0 to `funds`: `best(d)` gives the card value to pay and what
 * is kept (the ruleset's way of topping up from the treasury), value -1 when nothing pays d.
 */
export function dueTable(funds: number, best: (d: number) => readonly [value: number, kept: number]): DueTable {
  const choice = new Int32Array(funds + 1).fill(-1);
  const kept = new Float64Array(funds + 1).fill(Number.NEGATIVE_INFINITY);
  for (let d = 0; d <= funds; d++) [choice[d], kept[d]] = best(d);
  return {
    keptValue: (due) => (due < 0 ? (kept[0] ?? 0) : due > funds ? Number.NEGATIVE_INFINITY : (kept[due] ?? Number.NEGATIVE_INFINITY)),
    cardValue: (due) => {
      const d = Math.max(0, due);
      return d > funds ? -1 : (choice[d] ?? -1);
    },
  };
}
