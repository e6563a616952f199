/**
 * Trade-card acquisition entry (advciv 27, phase 9), one per player: the stacks drawn from and the
 * cards bought from the ninth stack. Players draw in order of fewest cities (27.1, ties A.S.T. order
 * 17.4); a player draws one card from each stack 1..cities, skipping empty stacks (27.2, 27.21);
 * he may buy ninth-stack cards at 18 treasury each right after his draw (27.51).
 * With the Capitals variant (ruleset.tradeCards) the count doubles capital cities and the cards
 * beyond nine come in a supplemental round after every principal draw (capitals 4.2, 5.1-5.4).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { cardsLeft, drawn, drawnStacksAllowed, stackSizes } from '../calc/deck';
import { tradeOrder } from '../calc/order';
import type { NationId } from '../nations';
import type { AdvCivRuleset } from '../ruleset';
import type { AdvCivSetup } from '../setup';
import { withPlayer, type AdvCivState } from '../state';
import { violation } from '../violations';
import { capitalsViolation, owedIfFull, owedStacks, supplementalCount, tradeCount } from '../variants/capitals';
import { activePlayer, isViolation, rulesetOf } from './context';

export interface TradeCardsEntry {
  readonly kind: 'trade-cards';
  readonly nation: NationId;
  readonly stacks: readonly number[];
  /** Cards bought from the ninth stack (27.51). */
  readonly bought: number;
  /** Variant 'capitals': the supplemental draw (capitals 5.2); absent for the principal draw. */
  readonly round?: 'supplemental';
}

export const tradeCards: EntryHandler<AdvCivState, TradeCardsEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    const p = activePlayer(state, entry.nation);
    if (isViolation(p)) return [p];
    const r = rulesetOf(setup);
    const out: Violation[] = [];
    const supplemental = entry.round === 'supplemental';
    const sameRound = state.draws.filter((d) => (d.round === 'supplemental') === supplemental);
    if (sameRound.some((d) => d.nation === entry.nation)) return [violation('trade/already-drawn', '27.1', { nation: entry.nation })];
    const rows = tradeOrder(r, state);
    const order = rows.map((o) => o.nation);
    const count = tradeCount(r.tradeCards, state, p).count;
    if (supplemental) {
      // capitals 5.2: after every principal draw, only players counting more than nine cities.
      if (r.tradeCards === undefined) return [capitalsViolation('capitals/variant-off', '5.2', { nations: [entry.nation] })];
      const waiting = rows.filter((o) => o.count > 0 && !state.draws.some((d) => d.nation === o.nation && d.round !== 'supplemental')).map((o) => o.nation);
      if (waiting.length > 0) return [capitalsViolation('capitals/supplemental-early', '5.0', { nation: entry.nation, waiting })];
      if (supplementalCount(r.tradeCards, count) === 0) return [capitalsViolation('capitals/no-supplemental', '5.2', { nation: entry.nation, count })];
      // capitals 5.1: gold cards are bought in the principal phase.
      if (entry.bought !== 0) out.push(capitalsViolation('capitals/supplemental-purchase', '5.1', { nation: entry.nation, bought: entry.bought }));
    } else if (state.draws.some((d) => d.round === 'supplemental')) {
      out.push(
        violation(
          'trade/out-of-order',
          ['27.1', '17.4'],
          { nation: entry.nation, after: state.draws.find((d) => d.round === 'supplemental')?.nation ?? entry.nation },
          'R-A10',
        ),
      );
    }
    const mine = order.indexOf(entry.nation);
    const later = sameRound.find((d) => order.indexOf(d.nation) > mine);
    if (later !== undefined) out.push(violation('trade/out-of-order', ['27.1', '17.4'], { nation: entry.nation, after: later.nation }, 'R-A10'));
    const sizes = stackSizes(r.stacks, r.commodities, r.calamities);
    const round = supplemental ? 'supplemental' : 'principal';
    const owed = owedStacks(r, state, p, round);
    // 27.21 with sealed hands (31.71): a stack they may have emptied may be drawn from or skipped.
    const ifFull = owedIfFull(r, state, p, round);
    const open = r.stacks.filter((s) => cardsLeft(sizes, state.stackOut, s) > 0);
    if (!drawnStacksAllowed(entry.stacks, owed, ifFull, round, open))
      out.push(violation('trade/wrong-stacks', ['27.2', '27.21'], { nation: entry.nation, expected: owed, entered: entry.stacks }));
    const cost = entry.bought * r.limits.boughtCardPrice;
    if (entry.bought < 0 || cost > p.treasury)
      out.push(violation('trade/purchase-unaffordable', '27.51', { bought: entry.bought, cost, treasury: p.treasury }));
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
    const draw = { nation: entry.nation, stacks: entry.stacks, bought: entry.bought, ...(entry.round === undefined ? {} : { round: entry.round }) };
    const taken = [...entry.stacks, ...bought];
    // Cards ever drawn per stack (variant 39.2 checks how deep a stack was drawn, 15.2).
    const drawnTotal = drawn(state.drawnTotal ?? r.stacks.map(() => 0), taken);
    const stackOutMax = state.stackOutMax === undefined ? {} : { stackOutMax: drawn(state.stackOutMax, taken) };
    // 27.21 with sealed hands (31.71): a stack in doubt the draw skipped was found empty; it is
    // empty for the rest of the turn (every card of it out), so no later draw takes from it.
    const sizes = stackSizes(r.stacks, r.commodities, r.calamities);
    const found = foundEmpty(r, state, entry);
    const stackOut = drawn(state.stackOut, taken).map((n, i) => (found.includes(i + 1) ? Math.max(n, sizes[i] ?? 0) : n));
    return { ...next, stackOut, ...stackOutMax, drawnTotal, draws: [...state.draws, draw] };
  },
};

/**
 * The stacks in doubt (27.21 with sealed hands, 31.71) a draw entry says were empty: principal round,
 * the stacks owed he skipped; supplemental round (capitals 5.3, 5.4), those skipped above his lowest
 * stack drawn, or every one skipped when he drew fewer cards than owed.
 */
export function foundEmpty(r: AdvCivRuleset, state: AdvCivState, entry: TradeCardsEntry): readonly number[] {
  const p = state.players.find((x) => x.nation === entry.nation);
  if (state.stackOutMax === undefined || p === undefined) return [];
  const round = entry.round === 'supplemental' ? 'supplemental' : 'principal';
  const owed = owedStacks(r, state, p, round);
  const ifFull = owedIfFull(r, state, p, round);
  const skipped = (s: number) => !ifFull.includes(s) && !entry.stacks.includes(s);
  if (round === 'principal') return owed.filter(skipped);
  const sizes = stackSizes(r.stacks, r.commodities, r.calamities);
  const lowest = entry.stacks.length < owed.length ? 0 : Math.min(...entry.stacks);
  return r.stacks.filter((s) => s > lowest && cardsLeft(sizes, state.stackOut, s) > 0 && skipped(s));
}
