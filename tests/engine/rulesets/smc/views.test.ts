import { describe, expect, test } from 'vitest';
import { eraStatus, goldOf, priceList, productionView, technologyPrice } from '../../../../src/engine/rulesets/smc/views';
import { advancedSetup, card, must, settlement, standardSetup, stateWith } from './helpers';

describe('smc views for the screens', () => {
  test('gold of every player in seating order', () => {
    const setup = standardSetup();
    expect(goldOf(stateWith(setup, {}, { brad: { gold: 7 } }))).toEqual([
      { player: 'angela', gold: 20 },
      { player: 'brad', gold: 7 },
      { player: 'chris', gold: 20 },
    ]);
  });
  test('standard price list in the gunpowder era, with the player\'s next technology price', () => {
    const setup = standardSetup();
    const s = stateWith(setup, { era: 'gunpowder' }, { angela: { technologies: [{ id: 'x', era: 'ancient', card: null, how: 'purchase' }] } });
    const rows = Object.fromEntries(priceList(setup, s, 'angela').map((r) => [r.item, r.price]));
    expect(rows).toEqual({ army: 15, fleet: 30, aircraft: null, settler: 15, village: 15, 'upgrade-town': 5, 'upgrade-city': 10, 'upgrade-metropolis': 20, technology: 20 });
    expect(priceList(setup, s, 'angela').every((r) => r.cite.doc === 'smc')).toBe(true);
  });
  test('advanced price list in the modern era', () => {
    const setup = advancedSetup();
    const rows = Object.fromEntries(priceList(setup, stateWith(setup, { era: 'modern' }), 'angela').map((r) => [r.item, r.price]));
    expect(rows).toEqual({ army: 25, fleet: 50, aircraft: 50, settler: 10, village: 10, 'upgrade-town': 20, 'upgrade-city': 20, 'upgrade-metropolis': 20, improvement: 25, fee: 10 });
    expect(technologyPrice(stateWith(setup, { era: 'modern' }), card('Navigation', 'gunpowder', 130))).toBe(65);
  });
  test('era status: technologies toward the third, supply left, who still has to produce', () => {
    const setup = standardSetup();
    const s = stateWith(setup, { phase: 'purchase', taken: { ancient: 4, medieval: 0, gunpowder: 0, modern: 0 } }, { angela: { gold: 50, technologies: [{ id: 'ancient-1', era: 'ancient', card: null, how: 'purchase' }] } });
    const status = eraStatus(setup, s);
    expect(status.perPlayer.find((p) => p.player === 'angela')?.eraTechnologies).toBe(1);
    expect([status.thirdTechnology, status.technologiesLeft, status.next, status.eraNumber]).toEqual([3, 11, 'medieval', 1]);
    const prod = eraStatus(setup, must(setup, must(setup, stateWith(setup, { phase: 'production' }), { kind: 'critical-roll', dice: [2, 2] }), { kind: 'produce', player: 'brad', cityValues: {} }));
    expect(prod.awaitingProduction).toEqual(['angela', 'chris']);
    expect(codesOf(setup)).toBe('Standard Rules: The Eras');
  });
  test('production view: a preview before collection, the collected breakdown after', () => {
    const setup = standardSetup();
    const s = stateWith(setup, { phase: 'production', critical: { dice: [1, 1], resource: 'wine' } }, { angela: { settlements: [settlement('a', 3, 'wine')] } });
    const before = productionView(setup, s).find((v) => v.player === 'angela');
    expect(before).toMatchObject({ collected: false, held: ['wine'] });
    expect(before?.breakdown.total).toBe(10);
    expect(before?.breakdown.subtotal).toBe(6);
    const after = productionView(setup, must(setup, s, { kind: 'produce', player: 'angela', cityValues: {} })).find((v) => v.player === 'angela');
    expect(after?.collected).toBe(true);
  });
});

const codesOf = (setup: ReturnType<typeof standardSetup>): string => eraStatus(setup, stateWith(setup, {})).cite.rule;
