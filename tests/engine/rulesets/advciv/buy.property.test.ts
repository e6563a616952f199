import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { ADVCIV } from '../../../../src/engine/rulesets/advciv/ruleset';
import { CARDS } from '../../../../src/engine/rulesets/advciv/cards';
import { COMMODITIES, type CommodityId } from '../../../../src/engine/rulesets/advciv/commodities';
import { checkPurchase, priceList, whatCanIBuy } from '../../../../src/engine/rulesets/advciv/calc/purchase';
import { handValue } from '../../../../src/engine/rulesets/advciv/calc/sets';
import { FIVE, setupOf, stateOf } from './helpers';

const setup = setupOf(FIVE);
const turn = 5;

const handArb = fc.array(fc.constantFrom(...COMMODITIES), { maxLength: 10 }).map((ids) => {
  const hand: Partial<Record<CommodityId, number>> = {};
  for (const id of ids) hand[id] = Math.min(ADVCIV.commodities[id].count, (hand[id] ?? 0) + 1);
  return hand;
});
const heldArb = fc.subarray([...CARDS], { maxLength: 10 });

describe('advciv 31, R-A4, R-A6 what can I buy: every answer is a purchase the engine accepts', () => {
  test('for any hand, cards held and treasury', () => {
    fc.assert(
      fc.property(handArb, heldArb, fc.integer({ min: 0, max: 60 }), (hand, held, treasury) => {
        const state = stateOf(setup, { egypt: { cards: Object.fromEntries(held.map((c) => [c, 1])), treasury } }, { turn });
        const egypt = state.players[4]!;
        const answer = whatCanIBuy(ADVCIV, setup.settings, egypt, turn, hand, treasury);
        for (const o of answer.options) {
          const r = checkPurchase(ADVCIV, setup.settings, egypt, turn, { cards: o.cards, paid: o.pay.cards, treasury: o.treasury, mining: o.pay.mined });
          expect(r.violations).toEqual([]);
          expect(new Set(o.cards).size).toBe(o.cards.length);
          expect(o.leftover.treasury).toBe(treasury - o.treasury);
        }
        // Completeness for single cards: any card whose price the whole hand plus treasury covers is offered.
        const mining = held.includes('mining') && held.includes('engineering');
        const funds = handValue(ADVCIV.commodities, hand, mining ? 'best' : null).total + treasury;
        const forced = priceList(ADVCIV, egypt, turn)
          .filter((p) => p.free)
          .map((p) => p.card);
        // Free cards cost nothing and come with every option (31.57, R-A5).
        for (const p of priceList(ADVCIV, egypt, turn)) {
          if (p.held || p.missing.length > 0 || p.free || p.price > funds) continue;
          expect(answer.options.some((o) => o.cards.includes(p.card) && o.cards.length === forced.length + 1)).toBe(true);
        }
      }),
      { numRuns: 150, seed: 31 },
    );
  });
  test('31.56 credits are always used: a price never exceeds cost minus credits, never below 0', () => {
    fc.assert(
      fc.property(heldArb, fc.constantFrom(...CARDS), (held, card) => {
        const state = stateOf(setup, { egypt: { cards: Object.fromEntries(held.map((c) => [c, 1])) } }, { turn });
        const row = priceList(ADVCIV, state.players[4]!, turn).find((p) => p.card === card)!;
        expect(row.price).toBe(Math.max(0, row.cost - row.credits.reduce((s, l) => s + l.amount, 0)));
      }),
      { numRuns: 200, seed: 56 },
    );
  });
});
