/**
 * Trade-card acquisition entry (advciv 27, phase 9), one per player: the stacks drawn from and the
 * cards bought from the ninth stack. Players draw in order of fewest cities (27.1, ties A.S.T. order
 * 17.4); a player draws one card from each stack 1..cities, skipping empty stacks (27.2, 27.21);
 * he may buy ninth-stack cards at 18 treasury each right after his draw (27.51).
 */
import type { EntryHandler } from '../game';
import type { Violation } from '../types';
import { cardsLeft, drawn, entitlement, stackSizes } from '../calc/deck';
import { tradeOrder } from '../calc/order';
import type { NationId } from '../rulesets/advciv/nations';
import type { AdvCivSetup } from '../rulesets/advciv/setup';
import { withPlayer, type AdvCivState } from '../rulesets/advciv/state';
import { violation } from '../rulesets/advciv/violations';
import { activePlayer, isViolation, rulesetOf } from './context';

export interface TradeCardsEntry {
  readonly kind: 'trade-cards';
  readonly nation: NationId;
  readonly stacks: readonly number[];
  /** Cards bought from the ninth stack (27.51). */
  readonly bought: number;
}

export const tradeCards: EntryHandler<AdvCivState, TradeCardsEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    const p = activePlayer(state, entry.nation);
    if (isViolation(p)) return [p];
    const r = rulesetOf(setup);
    const out: Violation[] = [];
    if (state.draws.some((d) => d.nation === entry.nation)) return [violation('trade/already-drawn', '27.1', { nation: entry.nation })];
    const order = tradeOrder(r, state).map((o) => o.nation);
    const mine = order.indexOf(entry.nation);
    const later = state.draws.find((d) => order.indexOf(d.nation) > mine);
    if (later !== undefined) out.push(violation('trade/out-of-order', ['27.1', '17.4'], { nation: entry.nation, after: later.nation }, 'R-A10'));
    const sizes = stackSizes(r.stacks, r.commodities, r.calamities);
    const owed = entitlement(sizes, state.stackOut, p.cities);
    if (owed.length !== entry.stacks.length || owed.some((s, i) => entry.stacks[i] !== s))
      out.push(violation('trade/wrong-stacks', ['27.2', '27.21'], { nation: entry.nation, expected: owed, entered: entry.stacks }));
    const cost = entry.bought * r.limits.boughtCardPrice;
    if (entry.bought < 0 || cost > p.treasury) out.push(violation('trade/purchase-unaffordable', '27.51', { bought: entry.bought, cost, treasury: p.treasury }));
    const left = cardsLeft(sizes, drawn(state.stackOut, owed), r.limits.boughtCardStack);
    if (entry.bought > left) out.push(violation('trade/stack-exhausted', ['27.51', '27.21'], { stack: r.limits.boughtCardStack, left }));
    return out;
  },
  apply(state, entry, setup) {
    const r = rulesetOf(setup);
    const bought = Array.from({ length: entry.bought }, () => r.limits.boughtCardStack);
    const next = withPlayer(state, entry.nation, (p) => ({
      ...p,
      treasury: p.treasury - entry.bought * r.limits.boughtCardPrice,
      stock: p.stock === null ? null : p.stock + entry.bought * r.limits.boughtCardPrice,
    }));
    return { ...next, stackOut: drawn(state.stackOut, [...entry.stacks, ...bought]), draws: [...state.draws, { nation: entry.nation, stacks: entry.stacks, bought: entry.bought }] };
  },
};
