/**
 * Explanations: why a computed fact is what it is, as data. `code` keys the sentence a player reads
 * (`why.<code>` in the message catalog), `params` carry the player's own numbers and names, `cite`
 * the rules behind it. Shared by every ruleset whose views explain an order of play.
 */
import type { Params, RuleCitation } from './types';

/** Every kind of explanation the engine gives; the catalog has a sentence for each (a test checks). */
export const EXPLANATION_CODES = [
  'order/most-tokens-first',
  'order/fewest-cities-first',
  'order/tie',
  'order/moves-last',
  'order/everyone-moves-last',
  'ast/advance',
  'ast/regress',
  'ast/finished',
  'ast/needs-cities',
  'ast/needs-groups',
  'ast/needs-cards',
  'ast/needs-cards-costing-at-least',
  'ast/needs-card-points-of-space',
  'ast/needs-advances',
  'ast/needs-advances-costing',
] as const;
export type ExplanationCode = (typeof EXPLANATION_CODES)[number];

export interface Explanation {
  readonly code: ExplanationCode;
  readonly params: Params;
  readonly cite: readonly RuleCitation[];
}

/** One marker's move at the end of the turn (advciv 33; the shared A.S.T. calculator's answer). */
export interface AstMoveFact {
  readonly who: string;
  readonly from: number;
  readonly to: number;
  readonly kind: 'advance' | 'frozen' | 'regress' | 'finished';
  readonly unmet: readonly { readonly requirement: { readonly kind: AstNeed }; readonly have: number; readonly need: number }[];
  readonly cite: readonly RuleCitation[];
}
type AstNeed = 'cities' | 'groups' | 'cards' | 'cards-costing-at-least' | 'card-points-of-space';

/**
 * Why a marker moves on, stays, moves back or stands on the finish, with his numbers: each
 * requirement of the next space he misses, what it needs and what he has.
 */
export function explainAstMove(m: AstMoveFact): readonly Explanation[] {
  if (m.kind === 'frozen' && m.unmet.length > 0)
    return m.unmet.map((u) => ({ code: `ast/needs-${u.requirement.kind}`, params: { who: m.who, from: m.from, need: u.need, have: u.have }, cite: m.cite }));
  if (m.kind === 'frozen') return [];
  return [{ code: `ast/${m.kind}`, params: { who: m.who, from: m.from, to: m.to }, cite: m.cite }];
}

/** One row of an order of play, in the order the rules give. */
export interface OrderFact {
  /** The player's nation or civilization id. */
  readonly who: string;
  /** The number the order is by: tokens on the board (census) or cities. */
  readonly count: number;
  /** Holds the card that makes him move after everyone else (advciv 23.21, ee chapter 9 Military). */
  readonly movesLast: boolean;
}

export interface OrderRules {
  /** Most tokens first (census order) or fewest cities first (trade cards). */
  readonly by: 'most-tokens' | 'fewest-cities';
  /** The rule that orders by the count, the rule that breaks ties, the rule that puts some last. */
  readonly order: readonly RuleCitation[];
  readonly tie: readonly RuleCitation[];
  readonly last: readonly RuleCitation[];
  /** The card that puts its holders last (Military), named in the sentence. */
  readonly lastCard?: string;
}

/**
 * Why the order is what it is, with the players' numbers: who goes first and with how many, each
 * tie and how it is broken, and who moves after everyone else.
 */
export function explainOrder(rows: readonly OrderFact[], rules: OrderRules): readonly Explanation[] {
  const ranked = rows.filter((r) => !r.movesLast);
  const last = rows.filter((r) => r.movesLast);
  const out: Explanation[] = [];
  const first = ranked[0];
  if (first !== undefined) out.push({ code: `order/${rules.by}-first`, params: { who: first.who, count: first.count }, cite: rules.order });
  const groups = new Map<number, string[]>();
  for (const r of ranked) groups.set(r.count, [...(groups.get(r.count) ?? []), r.who]);
  for (const [count, tied] of groups) {
    const ahead = tied[0];
    if (tied.length > 1 && ahead !== undefined) out.push({ code: 'order/tie', params: { tied, count, who: ahead }, cite: rules.tie });
  }
  if (last.length > 0) {
    const params = { last: last.map((r) => r.who), n: last.length, advance: rules.lastCard ?? '' };
    out.push({ code: ranked.length === 0 ? 'order/everyone-moves-last' : 'order/moves-last', params, cite: rules.last });
  }
  return out;
}
