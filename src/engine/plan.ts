/**
 * What the purchase planners of the rulesets share (advciv 31, ee Phase 12): the goals a player picks,
 * reasons and answers as data, plans ranked by a lexicographic key, the best few kept during a branch
 * and bound with the bounds that prune it, and the set that grows most with one more card. No rule
 * lives here: each ruleset's planner brings its own. The payment half is plan-payment.ts.
 */
import type { Params, RuleCitation, RuleDoc } from './types';

export const PLAN_GOALS = ['points', 'target', 'ast', 'keep'] as const;
export type PlanGoalKind = (typeof PLAN_GOALS)[number];

/** A reason a plan or an answer carries, as data: the UI words it from its code and params and shows the rules cited. */
export interface PlanReasonOf<Code extends string> {
  readonly code: Code;
  readonly params: Params;
  readonly cite: readonly RuleCitation[];
}

/** A rule of `doc` cited by its number, or as [rule, ruling] where a product ruling applies it. */
export type CitedRule = string | readonly [string, string];

/** The reason maker of one rule book: `reason('plan/price', { ... }, '31.53', ['31.58', 'R-A4'])`. */
export const reasonsCiting =
  <Code extends string>(doc: RuleDoc) =>
  (code: Code, params: Params, ...rules: readonly CitedRule[]): PlanReasonOf<Code> => ({
    code,
    params,
    cite: rules.map((r) => (typeof r === 'string' ? { doc, rule: r } : { doc, rule: r[0], ruling: r[1] })),
  });

/** What the planner answers for one goal. */
export interface PlanAnswerOf<Goal, Plan, Reason> {
  readonly goal: Goal;
  /** The best plans, best first. */
  readonly plans: readonly Plan[];
  /** Combinations looked at (each a distinct set of cards). */
  readonly examined: number;
  /** The most the hand and the treasury can pay this turn. */
  readonly funds: number;
  /** Reasons about the whole answer (the goal set kept, the A.S.T. space aimed at, ...). */
  readonly notes: readonly Reason[];
}

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

/** What a card brings per point of its price (a free card: without end). */
export const perPrice = (x: number, price: number): number => (price === 0 ? Number.POSITIVE_INFINITY : x / price);

/** A card still open to a branch: its index in the branching order, its price and what it brings to one part of the key. */
export interface KnapsackItem {
  readonly at: number;
  readonly price: number;
  readonly gain: number;
}

/**
 * Dantzig's bound of a fractional knapsack: `start` plus the gains of the items at branch index
 * `from` or later priced within `budget`, taken in the order given (gain per price, best first) while
 * `money` lasts, the last one fractionally. No whole choice of those items within `money` gains more.
 */
export function knapsackBound(items: readonly KnapsackItem[], from: number, budget: number, money: number, start: number): number {
  let room = money;
  let add = start;
  for (const c of items) {
    if (c.at < from || c.price > budget) continue;
    if (c.price <= room) {
      room -= c.price;
      add += c.gain;
    } else {
      add += (c.gain * Math.max(0, room)) / c.price;
      break;
    }
  }
  return add;
}

/**
 * The most that may be due while keeping at least `value` (what is kept never rises with the amount
 * due, so a binary search finds it), or -1 when not even paying nothing keeps that much.
 */
export function dueKeeping(table: { readonly funds: number; readonly keptValue: (due: number) => number }, value: number): number {
  if (table.keptValue(0) < value) return -1;
  let [lo, hi] = [0, table.funds];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (table.keptValue(mid) >= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
