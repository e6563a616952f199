/**
 * Trade-card stacks (advciv 10.3, 27.2x): stack sizes from the ruleset's commodities and calamities,
 * exhaustion, and a player's entitlement (one card from each of stacks 1..cities, skipping exhausted).
 */
import type { CalamityDef, CommodityDef } from '../../../ruleset';

const sizes = new WeakMap<object, readonly number[]>();

/** Cards in each stack: its commodities plus its calamities (8.1, 9.1). Memoised per commodity table. */
export function stackSizes(
  stacks: readonly number[],
  commodities: Readonly<Record<string, CommodityDef>>,
  calamities: Readonly<Record<string, CalamityDef>>,
): readonly number[] {
  const hit = sizes.get(commodities);
  if (hit !== undefined && hit.length === stacks.length && sizes.get(calamities) === hit) return hit;
  const result = stacks.map(
    (s) =>
      Object.values(commodities).reduce((n, c) => n + (c.stack === s ? c.count : 0), 0) +
      Object.values(calamities).reduce((n, c) => n + (c.stack === s ? 1 : 0), 0),
  );
  sizes.set(commodities, result);
  sizes.set(calamities, result);
  return result;
}

/** Cards left in stack `stack` (1-based). */
export function cardsLeft(sizes: readonly number[], out: readonly number[], stack: number): number {
  return Math.max(0, (sizes[stack - 1] ?? 0) - (out[stack - 1] ?? 0));
}

/**
 * The stacks a player with `cities` cities draws from, in order (27.2), skipping empty stacks (27.21),
 * and the deck after the draw. A stack can run out during the player's own draw only by one card.
 */
export function entitlement(sizes: readonly number[], out: readonly number[], cities: number): readonly number[] {
  const stacks: number[] = [];
  for (let s = 1; s <= Math.min(cities, sizes.length); s++) if (cardsLeft(sizes, out, s) > 0) stacks.push(s);
  return stacks;
}

/** `out` after drawing one card from each stack listed. */
export function drawn(out: readonly number[], stacks: readonly number[]): readonly number[] {
  const next = [...out];
  for (const s of stacks) next[s - 1] = (next[s - 1] ?? 0) + 1;
  return next;
}

/**
 * Whether the stacks a player entered for a draw are right (27.2, 27.21; capitals 5.3, 5.4) when some
 * stacks may or may not be exhausted: sealed hands (31.71) kept cards of stacks the app does not know.
 * `owed` is the draw with the fewest cards out (`stackOut`), `owedIfFull` with the most
 * (`stackOutMax`); with nothing uncertain they are the same and the entry must be exactly that. A
 * stack in doubt may be drawn from or skipped, never a stack the app knows is empty, and never one
 * skipped that surely has cards (a legal draw is never refused for cards the app cannot see).
 * `open` lists the stacks with cards left under `stackOut` (the supplemental round may reach below
 * `owed` when the stacks in doubt are empty); by default those of `owed` and `owedIfFull`.
 */
export function drawnStacksAllowed(
  entered: readonly number[],
  owed: readonly number[],
  owedIfFull: readonly number[],
  round: 'principal' | 'supplemental',
  open: readonly number[] = [...owed, ...owedIfFull],
): boolean {
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((s, i) => b[i] === s);
  if (same(owed, owedIfFull)) return same(entered, owed);
  const ordered = entered.every((s, i) => i === 0 || (round === 'principal' ? s > (entered[i - 1] ?? 0) : s < (entered[i - 1] ?? 0)));
  if (!ordered || !entered.every((s) => (round === 'principal' ? owed : open).includes(s))) return false;
  if (round === 'principal') return owedIfFull.every((s) => entered.includes(s));
  // Supplemental (capitals 5.3, 5.4): from the top stack down, an exhausted stack skipped without
  // counting. Every stack surely holding cards above the lowest drawn is drawn; `owed.length` cards
  // (capitals 5.2), or fewer only if every stack surely holding cards is drawn (none left to draw).
  const lowest = entered.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...entered);
  const full = entered.length === owed.length || owedIfFull.every((s) => entered.includes(s));
  return entered.length <= owed.length && full && owedIfFull.every((s) => s < lowest || entered.includes(s));
}
