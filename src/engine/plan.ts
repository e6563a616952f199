/**
 * What the purchase planners of the rulesets share (advciv 31, ee Phase 12): the goals a player picks,
 * plans ranked by a lexicographic key, the best few kept during a branch and bound, and the set that
 * grows most with one more card. No rule lives here: each ruleset's planner brings its own.
 */

export const PLAN_GOALS = ['points', 'target', 'ast', 'keep'] as const;
export type PlanGoalKind = (typeof PLAN_GOALS)[number];

/** Lexicographic comparison, higher first. */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The best `limit` items by key, best first; ties keep the one found first. */
export interface BestList<T> {
  readonly items: readonly { readonly key: readonly number[]; readonly item: T }[];
  /** The key an item must beat to be kept, or null while the list is not full. */
  floor(): readonly number[] | null;
  offer(key: readonly number[], item: () => T): void;
}

export function bestList<T>(limit: number): BestList<T> {
  const items: { key: readonly number[]; item: T }[] = [];
  return {
    items,
    floor: () => (items.length >= limit ? (items[items.length - 1]?.key ?? null) : null),
    offer(key, item) {
      if (items.length >= limit && compareKeys(key, items[items.length - 1]?.key ?? []) <= 0) return;
      let i = items.length;
      while (i > 0 && compareKeys(key, items[i - 1]?.key ?? []) > 0) i--;
      items.splice(i, 0, { key, item: item() });
      if (items.length > limit) items.pop();
    },
  };
}

/**
 * The commodity whose set grows most with one more card (a set of n is worth n² times its face value
 * in both games: advciv 28.51, ee Phase 7), among sets of two or more not yet complete; null if none.
 */
export function mostGrowingSet<C extends string>(
  ids: readonly C[],
  held: (id: C) => number,
  count: (id: C) => number,
  value: (id: C, n: number) => number,
): C | null {
  let best: C | null = null;
  let gain = 0;
  for (const id of ids) {
    const n = held(id);
    if (n < 2 || n >= count(id)) continue;
    const g = value(id, n + 1) - value(id, n);
    if (g > gain) [best, gain] = [id, g];
  }
  return best;
}
