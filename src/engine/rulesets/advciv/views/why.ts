/**
 * Why an order of play is what it is, in the players' numbers (advciv 21.1, 21.2, 22.11, 23.21,
 * 27.1, 17.4, R-A10), and why a marker moves on the A.S.T. or not (33.1, 33.11, 33.2x, 33.3, 33.4,
 * 34.1): the explanations the census order, the trade-card order and the A.S.T. show.
 */
import { explainAstMove, explainOrder, type Explanation, type OrderFact } from '../../../explain';
import type { AstMove } from '../calc/ast';
import { rulesetOf } from '../entries/context';
import type { AdvCivSetup } from '../setup';
import type { OrderKind } from './turn';

const at = (rule: string, ruling?: string) => (ruling === undefined ? { doc: 'advciv' as const, rule } : { doc: 'advciv' as const, rule, ruling });

/** An order's rows (nation, count, Military) as the census form or the turn walker gives them. */
export interface OrderRowFact {
  readonly nation: string;
  readonly count: number | null;
  readonly movesLast: boolean;
}

/**
 * Census order (ships and movement): most tokens first (21.1), ties by A.S.T. order (21.2, R-A10),
 * holders of Military after everyone else (22.11, 23.21). Trade cards: fewest cities first (27.1),
 * ties by A.S.T. order (17.4, R-A10). Other orders have no numbers to explain.
 */
export function orderWhy(setup: AdvCivSetup, order: OrderKind, rows: readonly OrderRowFact[]): readonly Explanation[] {
  const facts: OrderFact[] = rows.map((r) => ({ who: r.nation, count: r.count ?? 0, movesLast: r.movesLast }));
  if (order === 'census') {
    const card = rulesetOf(setup).roles.movesLast;
    return explainOrder(facts, {
      by: 'most-tokens',
      order: [at('21.1')],
      tie: [at('21.2', 'R-A10')],
      last: [at('23.21'), at('22.11')],
      ...(card === undefined ? {} : { lastCard: card }),
    });
  }
  if (order === 'trade') return explainOrder(facts, { by: 'fewest-cities', order: [at('27.1')], tie: [at('17.4', 'R-A10')], last: [] });
  return [];
}

/** A nation's A.S.T. move at the end of the turn, with the requirements he misses and his numbers (33). */
export const astWhy = (nation: string, move: AstMove): readonly Explanation[] => explainAstMove({ who: nation, ...move });
