import { describe, expect, test } from 'vitest';
import { battleOutcome, battlePreview, eraStatus, goldOf, priceList, productionView, technologyPrice } from '../../../../src/engine/rulesets/smc/views';
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
  test("standard price list in the gunpowder era, with the player's next technology price", () => {
    const setup = standardSetup();
    const s = stateWith(setup, { era: 'gunpowder' }, { angela: { technologies: [{ id: 'x', era: 'ancient', card: null, how: 'purchase' }] } });
    const rows = Object.fromEntries(priceList(setup, s, 'angela').map((r) => [r.item, r.price]));
    expect(rows).toEqual({
      army: 15,
      fleet: 30,
      aircraft: null,
      settler: 15,
      village: 15,
      'upgrade-town': 5,
      'upgrade-city': 10,
      'upgrade-metropolis': 20,
      technology: 20,
    });
    expect(priceList(setup, s, 'angela').every((r) => r.cite.doc === 'smc')).toBe(true);
  });
  test('advanced price list in the modern era', () => {
    const setup = advancedSetup();
    const rows = Object.fromEntries(priceList(setup, stateWith(setup, { era: 'modern' }), 'angela').map((r) => [r.item, r.price]));
    expect(rows).toEqual({
      army: 25,
      fleet: 50,
      aircraft: 50,
      settler: 10,
      village: 10,
      'upgrade-town': 20,
      'upgrade-city': 20,
      'upgrade-metropolis': 20,
      improvement: 25,
      fee: 10,
    });
    expect(technologyPrice(stateWith(setup, { era: 'modern' }), card('Navigation', 'gunpowder', 130))).toBe(65);
  });
  test('era status: technologies toward the third, supply left, who still has to produce', () => {
    const setup = standardSetup();
    const s = stateWith(
      setup,
      { phase: 'purchase', taken: { ancient: 4, medieval: 0, gunpowder: 0, modern: 0 } },
      { angela: { gold: 50, technologies: [{ id: 'ancient-1', era: 'ancient', card: null, how: 'purchase' }] } },
    );
    const status = eraStatus(setup, s);
    expect(status.perPlayer.find((p) => p.player === 'angela')?.eraTechnologies).toBe(1);
    expect([status.thirdTechnology, status.technologiesLeft, status.next, status.eraNumber]).toEqual([3, 11, 'medieval', 1]);
    const prod = eraStatus(
      setup,
      must(setup, must(setup, stateWith(setup, { phase: 'production' }), { kind: 'critical-roll', dice: [2, 2] }), {
        kind: 'produce',
        player: 'brad',
        cityValues: {},
      }),
    );
    expect(prod.awaitingProduction).toEqual(['angela', 'chris']);
    expect(codesOf(setup)).toBe('Standard Rules: The Eras');
  });
  test('production view: a preview before collection, the collected breakdown after', () => {
    const setup = standardSetup();
    const s = stateWith(
      setup,
      { phase: 'production', critical: { dice: [1, 1], resource: 'wine' } },
      { angela: { settlements: [settlement('a', 3, 'wine')] } },
    );
    const before = productionView(setup, s).find((v) => v.player === 'angela');
    expect(before).toMatchObject({ collected: false, held: ['wine'] });
    expect(before?.breakdown.total).toBe(10);
    expect(before?.breakdown.subtotal).toBe(6);
    const after = productionView(setup, must(setup, s, { kind: 'produce', player: 'angela', cityValues: {} })).find((v) => v.player === 'angela');
    expect(after?.collected).toBe(true);
  });
});

const codesOf = (setup: ReturnType<typeof standardSetup>): string => eraStatus(setup, stateWith(setup, {})).cite.rule;

describe('smc battle helper views: before and after the dice', () => {
  test('preview: the printed advanced example, round one (tank + monoplane against a defending cannon)', () => {
    const setup = advancedSetup();
    const s = stateWith(setup, { era: 'modern' });
    const p = battlePreview(
      setup,
      s,
      { player: 'brad', era: 'modern', unit: 'cavalry', level: 1, aircraft: 2, defendingSettlement: false },
      { player: 'chris', era: 'gunpowder', unit: 'artillery', level: 1, aircraft: null, defendingSettlement: true },
    );
    expect([p.attacker.dice + p.attacker.aircraftDice, p.attacker.bonus, p.attacker.min, p.attacker.max]).toEqual([6, 0, 6, 36]);
    expect([p.defender.dice, p.defender.bonus, p.defender.min, p.defender.max]).toEqual([3, 6, 3, 18]);
  });
  test('preview reads technologies from the state for scientific superiority (standard)', () => {
    const setup = standardSetup();
    const techs = Array.from({ length: 5 }, (_, i) => ({ id: `t${i}`, era: 'ancient' as const, card: null, how: 'purchase' as const }));
    const s = stateWith(setup, {}, { angela: { technologies: techs } });
    const p = battlePreview(
      setup,
      s,
      { player: 'angela', era: 'ancient', unit: 'fleet', level: 1, aircraft: null, defendingSettlement: false },
      { player: 'brad', era: 'ancient', unit: 'fleet', level: 1, aircraft: null, defendingSettlement: false },
    );
    expect(p.attacker.modifiers).toEqual([{ kind: 'scientific', value: 2, cite: { doc: 'smc', rule: 'Standard Rules: Scientific Superiority' } }]);
  });
  test('outcome: totals and loser of a round about to be entered', () => {
    const setup = standardSetup();
    const s = stateWith(setup, { era: 'modern' });
    const o = battleOutcome(setup, s, {
      kind: 'battle-round',
      attacker: { player: 'brad', era: 'modern', unit: 'cavalry', level: 1, aircraft: null, roll: 13, defendingSettlement: false },
      defender: { player: 'chris', era: 'gunpowder', unit: 'infantry', level: 1, aircraft: null, roll: 12, defendingSettlement: false },
    });
    expect(o).toEqual({ attackerTotal: 17, defenderTotal: 12, loser: 'defender' });
  });
  test('era status in an advanced short game: medieval technologies owned toward the end roll', () => {
    const setup = advancedSetup('short');
    const s = stateWith(setup, {}, { brad: { technologies: [{ id: 'Monarchy', era: 'medieval', card: card('Monarchy', 'medieval', 40), how: 'purchase' }] } });
    expect(eraStatus(setup, s).endRoll).toEqual({ era: 'medieval', owned: 1 });
    expect(eraStatus(advancedSetup('long'), s).endRoll).toBeNull();
  });
});
