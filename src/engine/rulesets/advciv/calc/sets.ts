/**
 * Commodity set values (advciv 28.51, 31.31) and Mining's one-card bonus (28.53, 32.261, R-A6).
 * Works on any ruleset's commodity table.
 */
import type { CommodityDef } from '../../../ruleset';

/** n cards of one commodity: n^2 x face value (28.51). */
export function setValue(def: CommodityDef, n: number): number {
  return n * n * def.value;
}

export interface HandValue {
  readonly total: number;
  /** The commodity Mining raised, if it raised one (R-A6: an attempt with no effect is not a use). */
  readonly mined: string | null;
  readonly sets: readonly { readonly commodity: string; readonly cards: number; readonly value: number }[];
}

/**
 * The value of a hand. `mining`: 'best' picks the set Mining raises most, a commodity id raises that
 * set, null means no Mining. Mining never raises a set beyond its card count (28.53).
 */
export function handValue<K extends string>(
  commodities: Readonly<Record<K, CommodityDef>>,
  hand: Readonly<Partial<Record<K, number>>>,
  mining: K | 'best' | null,
): HandValue {
  const sets: { commodity: string; cards: number; value: number }[] = [];
  let total = 0;
  let bestGain = 0;
  let best: K | null = null;
  for (const id of Object.keys(hand) as K[]) {
    const n = hand[id] ?? 0;
    if (n <= 0) continue;
    const def = commodities[id];
    const value = setValue(def, n);
    sets.push({ commodity: id, cards: n, value });
    total += value;
    if (def.mineable && n < def.count && (mining === 'best' || mining === id)) {
      const gain = setValue(def, n + 1) - value;
      if (gain > bestGain) {
        bestGain = gain;
        best = id;
      }
    }
  }
  return { total: total + bestGain, mined: best, sets };
}
