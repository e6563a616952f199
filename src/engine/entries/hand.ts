/**
 * Hand entry (advciv 31.71, phase 12): the commodity cards a player keeps for the next turn, at most
 * eight, no set larger than its card count (8.1). The count is public (31.71); the cards are entered
 * so that deck exhaustion (27.21) and the final score (35.1 B) can be derived. A player who made no
 * purchase entry is checked here for free cards he had to take (31.57, R-A5).
 */
import type { EntryHandler } from '../game';
import type { Violation } from '../types';
import { freeCards } from '../calc/purchase';
import type { NationId } from '../rulesets/advciv/nations';
import type { AdvCivSetup } from '../rulesets/advciv/setup';
import { handSize, withPlayer, type AdvCivState, type Hand } from '../rulesets/advciv/state';
import { violation } from '../rulesets/advciv/violations';
import { activePlayer, isViolation, rulesetOf } from './context';

export interface HandEntry {
  readonly kind: 'hand';
  readonly nation: NationId;
  readonly cards: Hand;
}

export const hand: EntryHandler<AdvCivState, HandEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    const p = activePlayer(state, entry.nation);
    if (isViolation(p)) return [p];
    const r = rulesetOf(setup);
    const out: Violation[] = [];
    const n = handSize(entry.cards);
    if (n > r.limits.handLimit) out.push(violation('hand/over-limit', '31.71', { cards: n, max: r.limits.handLimit }));
    for (const id of r.commodityIds) {
      const k = entry.cards[id] ?? 0;
      if (k < 0 || k > r.commodities[id].count) out.push(violation('hand/set-too-large', '8.1', { commodity: id, cards: k, max: r.commodities[id].count }));
    }
    if (setup.settings.freeCards === 'required' && !state.purchased.includes(entry.nation)) {
      const free = freeCards(r, p, state.turn);
      if (free.length > 0) out.push(violation('purchase/free-card-not-taken', '31.57', { cards: free }, 'R-A5'));
    }
    return out;
  },
  apply(state, entry) {
    return withPlayer(state, entry.nation, (p) => ({ ...p, hand: entry.cards }));
  },
};
