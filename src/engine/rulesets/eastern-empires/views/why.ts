/**
 * Why an Eastern Empires order of play is what it is, in the players' numbers: movement by census,
 * highest first (ee Phase 3), trade cards by cities, fewest first (ee Phase 6a), ties by
 * A.S.T.-ranking (ee chapter 6), holders of Military after everyone else (ee chapter 9, Military);
 * and why a marker moves on the A.S.T. or not (ee Phase 13, 13b).
 */
import { explainOrder, type Explanation } from '../../../explain';
import type { RuleCitation } from '../../../types';
import type { AstCheck } from '../calc/ast';
import type { CivilizationId } from '../civilizations';
import { activePlayers } from '../entries/context';
import type { PhaseOrder } from '../phases';
import type { EeState } from '../state';
import { movementOrder } from './index';

const ee = (rule: string): RuleCitation => ({ doc: 'ee', rule });
const TIE = [ee('chapter 6')];

/** `census` is what the census form has typed so far (the movement order it previews). */
export function orderWhy(
  state: EeState,
  order: PhaseOrder,
  acting: readonly CivilizationId[],
  census: Readonly<Partial<Record<CivilizationId, number>>> = {},
): readonly Explanation[] {
  if (order === 'census') {
    const rows = movementOrder(state, census).map((r) => ({ who: r.civ, count: r.census, movesLast: r.movesLast }));
    return explainOrder(rows, { by: 'most-tokens', order: [ee('Phase 3')], tie: TIE, last: [ee('chapter 9, Military')], lastCard: 'military' });
  }
  if (order === 'cityCount') {
    const players = activePlayers(state);
    const rows = acting.map((civ) => ({ who: civ, count: players.find((p) => p.civ === civ)?.cities ?? 0, movesLast: false }));
    return explainOrder(rows, { by: 'fewest-cities', order: [ee('Phase 6a')], tie: TIE, last: [] });
  }
  return [];
}

/** A marker's move in ee Phase 13a, with what the next space's epoch needs and what the player has. */
export function astWhy(civ: CivilizationId, position: number, check: AstCheck): readonly Explanation[] {
  const cite = [ee('Phase 13')];
  if (check.moves) return [{ code: 'ast/advance', params: { who: civ, from: position, to: check.to }, cite }];
  if (check.reason === 'final-space') return [{ code: 'ast/finished', params: { who: civ, from: position, to: position }, cite: [check.cite] }];
  if (check.reason === 'cities') return [{ code: 'ast/needs-cities', params: { who: civ, from: position, need: check.need.cities, have: check.have }, cite }];
  const need = { who: civ, from: position, need: check.need.advances, have: check.have };
  return check.need.minCost > 0
    ? [{ code: 'ast/needs-advances-costing', params: { ...need, cost: check.need.minCost }, cite }]
    : [{ code: 'ast/needs-advances', params: need, cite }];
}
