/**
 * Variant 39.2, Stacking of Non-Tradable Calamities (advciv 15.2, 31.82 as 39.2 rewrites them): at
 * set-up the top cards of stacks 2-9 (one per player) are commodities, so no tradable calamity can
 * be drawn until they are gone; each non-tradable calamity is shuffled into the bottom four cards of
 * its stack. The engine knows how many cards were ever drawn from each stack (state.drawnTotal), so it
 * can refuse a calamity held before its stack was drawn that deep. Returned cards go to the bottom
 * (31.81, 31.82), below these positions, so the check stays exact for the first pass through a stack.
 */
import type { RuleCitation, Violation } from '../../../types';
import type { CalamityDef } from '../../../ruleset';

const cite = (rule: string): RuleCitation => ({ doc: 'advciv', rule, variant: '39.2' });

/** The stacking the overlay puts on the ruleset (15.2 as 39.2 rewrites it). */
export interface CalamityStacking {
  /** Stacks whose top cards (one per player) are commodities: 2..9. */
  readonly coveredStacks: readonly number[];
  /** Non-tradable calamities are shuffled into this many cards at the bottom of their stack. */
  readonly bottomCards: number;
  readonly cite: RuleCitation;
}

export const CALAMITY_STACKING: CalamityStacking = {
  coveredStacks: [2, 3, 4, 5, 6, 7, 8, 9], // 15.2: "from each of the second to ninth stacks"
  bottomCards: 4, // 15.2: the last three cards and the calamity
  cite: cite('15.2'),
};

export const STACKING_VIOLATIONS = ['stacking/not-reachable'] as const;

/**
 * 15.2 (39.2): a held calamity whose stack was not yet drawn deep enough to reach it. `baseDef` is the
 * calamity as printed (9.1; its trade status decides where it was stacked, even with 39.3);
 * `drawn` = cards ever drawn from its stack; `size` = the stack's cards; `players` = number of players.
 */
export function checkStacked(
  calamity: string,
  baseDef: Pick<CalamityDef, 'stack' | 'tradable'>,
  drawn: number,
  size: number,
  players: number,
  s: CalamityStacking = CALAMITY_STACKING,
): readonly Violation[] {
  if (!s.coveredStacks.includes(baseDef.stack)) return [];
  // A tradable calamity lies below the first `players` cards; a non-tradable one among the last four.
  const depth = baseDef.tradable ? players + 1 : size - s.bottomCards + 1;
  if (drawn >= depth) return [];
  return [{ code: 'stacking/not-reachable', cite: [s.cite], params: { calamity, stack: baseDef.stack, drawn, depth } }];
}
