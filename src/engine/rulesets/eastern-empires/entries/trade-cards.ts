/**
 * Trade-card acquisition entry (ee Phase 6), one per player: he draws one card from each stack 1..his
 * cities (a Water card where a stack is empty, ee Phase 6a), then buys extra cards (ee Phase 6b): stack
 * 9 for 15 treasury, and what Cartography, Mining, Rhetoric and Wonder of the World allow (ee chapter 9).
 * Players act in order of fewest cities, A.S.T.-ranking breaking ties (ee Phase 6a).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { CivilizationId } from '../civilizations';
import { cardOffers } from '../calc/economy';
import { actingOrder } from '../phases';
import type { EeSetup } from '../setup';
import { heldAdvances, withPlayer, type EeState } from '../state';
import { deckComposition, stacksDrawn } from '../trade-cards';
import { eeViolation } from '../violations';
import { activePlayer, activePlayers, isViolation } from './context';

export interface TradeCardsEntry {
  readonly kind: 'trade-cards';
  readonly civ: CivilizationId;
  /** Stacks of the cards bought in Phase 6b, in order. */
  readonly bought: readonly number[];
}

/** Cards left in a stack (index stack - 1); an empty stack gives Water instead (ee Phase 6a). */
export const stackSizes = (playerCount: number): readonly number[] => deckComposition(playerCount).map((s) => s.cardCount);

function purchaseCost(
  held: ReturnType<typeof heldAdvances>,
  cities: number,
  bought: readonly number[],
): { readonly cost: number; readonly refused: readonly number[]; readonly wonderTwice: boolean } {
  const offers = cardOffers(held, cities);
  let cost = 0;
  let wonderUsed = false;
  let wonderTwice = false;
  const refused: number[] = [];
  for (const stack of bought) {
    // Wonder of the World's free card first (it is a purchase for 0, ee chapter 9), once per turn.
    const free = offers.find((o) => o.stack === stack && o.once === true);
    if (free !== undefined && !wonderUsed) {
      wonderUsed = true;
      continue;
    }
    const paid = offers.filter((o) => o.stack === stack && o.once !== true).map((o) => o.price);
    if (paid.length === 0) {
      if (free !== undefined) wonderTwice = true;
      else refused.push(stack);
      continue;
    }
    cost += Math.min(...paid);
  }
  return { cost, refused, wonderTwice };
}

export const tradeCards: EntryHandler<EeState, TradeCardsEntry, EeSetup> = {
  validate(state, entry) {
    const p = activePlayer(state, entry.civ);
    if (isViolation(p)) return [p];
    if (state.draws.some((d) => d.civ === entry.civ)) return [eeViolation('ee/cards/already-drawn', 'Phase 6a', { civ: entry.civ })];
    const out: Violation[] = [];
    const order = actingOrder(
      'tradeCardsAcquisition',
      activePlayers(state).map((q) => ({ civ: q.civ, census: q.census, cities: q.cities, astPosition: q.ast, holds: heldAdvances(q) })),
    );
    const mine = order.indexOf(entry.civ);
    const later = state.draws.find((d) => order.indexOf(d.civ) > mine);
    if (later !== undefined) out.push(eeViolation('ee/cards/out-of-order', 'Phase 6a', { civ: entry.civ, after: later.civ }));
    const { cost, refused, wonderTwice } = purchaseCost(heldAdvances(p), p.cities, entry.bought);
    if (refused.length > 0) out.push(eeViolation('ee/cards/offer-not-available', ['Phase 6b', 'chapter 9'], { civ: entry.civ, stacks: refused }));
    if (wonderTwice) out.push(eeViolation('ee/cards/wonder-used', 'chapter 9, Wonder of the World', { civ: entry.civ }));
    if (cost > p.treasury) out.push(eeViolation('ee/cards/treasury-short', 'Phase 6b', { civ: entry.civ, cost, treasury: p.treasury }));
    return out;
  },
  apply(state, entry, setup) {
    const p = state.players.find((q) => q.civ === entry.civ);
    if (p === undefined) return state;
    const { cost } = purchaseCost(heldAdvances(p), p.cities, entry.bought);
    const sizes = stackSizes(setup.players.length);
    const out = [...state.stackOut];
    const drawn: number[] = [];
    for (const s of [...stacksDrawn(p.cities), ...entry.bought]) {
      drawn.push(s);
      // An empty stack gives a Water card instead (ee Phase 6a, 6b): nothing more leaves that stack.
      if ((out[s - 1] ?? 0) < (sizes[s - 1] ?? 0)) out[s - 1] = (out[s - 1] ?? 0) + 1;
    }
    const next = withPlayer(state, entry.civ, (q) => ({ ...q, treasury: q.treasury - cost }));
    return { ...next, stackOut: out, draws: [...state.draws, { civ: entry.civ, drawn: stacksDrawn(p.cities), bought: entry.bought }] };
  },
};
