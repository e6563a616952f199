/**
 * Prices of civilization cards after credits (advciv 31.5x): credits only from cards acquired in an
 * earlier turn (31.53), each held card's credit once per new card (31.54), always used (31.56),
 * price floor 0 (R-A4). Reads the ruleset's `creditLines` hook, so colour credits plug in the same way.
 */
import type { CreditLine, Ruleset } from '../../../ruleset';
import type { RuleCitation } from '../../../types';

export interface CardPrice<C extends string> {
  readonly card: C;
  readonly cost: number;
  readonly credits: readonly CreditLine<C>[];
  readonly creditTotal: number;
  /** max(0, cost - credits) (R-A4). */
  readonly price: number;
  readonly cite: readonly RuleCitation[];
}

type AnyRuleset<C extends string> = Pick<Ruleset<string, C>, 'doc' | 'cards' | 'creditLines'>;

/** Cards held since an earlier turn than `turn` (31.53). */
export function cardsHeldBefore<C extends string>(cards: Readonly<Partial<Record<C, number>>>, turn: number): readonly C[] {
  return (Object.keys(cards) as C[]).filter((c) => (cards[c] ?? turn) < turn);
}

export function cardPrice<C extends string>(ruleset: AnyRuleset<C>, held: readonly C[], card: C): CardPrice<C> {
  const credits = ruleset.creditLines(held, card);
  const creditTotal = credits.reduce((s, l) => s + l.amount, 0);
  const cost = ruleset.cards[card].cost;
  return {
    card,
    cost,
    credits,
    creditTotal,
    price: Math.max(0, cost - creditTotal),
    // advciv 31.54 (each credit once per new card), 31.58 + R-A4 (floor 0, pooled); other rulesets
    // cite their own rules through the card and its credit lines.
    cite:
      ruleset.doc === 'advciv'
        ? [ruleset.cards[card].cite, { doc: 'advciv', rule: '31.54' }, { doc: 'advciv', rule: '31.58', ruling: 'R-A4' }]
        : [ruleset.cards[card].cite],
  };
}
