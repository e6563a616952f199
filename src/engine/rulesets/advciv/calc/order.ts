/**
 * Orders of play (advciv 17.4, 21.1, 22.1, 22.11, 23.2, 23.21, 27.1): who goes first, with why.
 * Ties are broken by A.S.T. order (17.4, R-A10). Inert nations take part in no phase (R-A12).
 */
import type { RuleCitation } from '../../../types';
import type { AdvCivRuleset } from '../ruleset';
import type { AdvCivState } from '../state';
import type { NationId } from '../nations';
import { tradeCount } from '../variants/capitals';

export interface OrderRow {
  readonly nation: NationId;
  /** The number the order is by (tokens on the board, or cities). */
  readonly count: number;
  readonly movesLast: boolean;
  readonly cite: readonly RuleCitation[];
}

const ast = (ruleset: AdvCivRuleset, n: NationId) => ruleset.nations.indexOf(n);

/**
 * Census order for ship building and movement: most tokens first (21.1, 23.2), ties A.S.T. order
 * (21.2), holders of Military after everyone else, in census order among themselves (22.11, 23.21).
 */
export function censusOrder(ruleset: AdvCivRuleset, state: AdvCivState): readonly OrderRow[] {
  const last = ruleset.roles.movesLast;
  return state.players
    .filter((p) => p.status === 'active')
    .map((p) => {
      const movesLast = last !== undefined && p.cards[last] !== undefined;
      const cite: RuleCitation[] = [
        { doc: 'advciv', rule: '21.1' },
        { doc: 'advciv', rule: '21.2', ruling: 'R-A10' },
      ];
      if (movesLast) cite.push({ doc: 'advciv', rule: '23.21' }, { doc: 'advciv', rule: '22.11' });
      return { nation: p.nation, count: p.census ?? 0, movesLast, cite };
    })
    .sort((a, b) => Number(a.movesLast) - Number(b.movesLast) || b.count - a.count || ast(ruleset, a.nation) - ast(ruleset, b.nation));
}

/**
 * Trade-card order: fewest cities first (27.1), ties A.S.T. order (17.4, R-A10). With the Capitals
 * variant a capital city counts as two here too (capitals 4.2: "when receiving trade cards").
 */
export function tradeOrder(ruleset: AdvCivRuleset, state: AdvCivState): readonly OrderRow[] {
  return state.players
    .filter((p) => p.status === 'active')
    .map((p) => {
      const c = tradeCount(ruleset.tradeCards, state, p);
      const cite: RuleCitation[] = [
        { doc: 'advciv', rule: '27.1' },
        { doc: 'advciv', rule: '17.4', ruling: 'R-A10' },
      ];
      if (c.capitals > 0) cite.push({ doc: 'capitals', rule: '4.2', variant: 'capitals' });
      return { nation: p.nation, count: c.count, movesLast: false, cite };
    })
    .sort((a, b) => a.count - b.count || ast(ruleset, a.nation) - ast(ruleset, b.nation));
}
