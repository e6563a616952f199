import { describe, expect, test } from 'vitest';
import { applicableCalamities, compareResolution, resolutionOrder, type HeldCalamity } from '../../../../../src/engine/rulesets/advciv/calc/calamity-order';
import { rankByStock } from '../../../../../src/engine/rulesets/advciv/calc/calamity-beneficiaries';
import { CALAMITIES, type CalamityId } from '../../../../../src/engine/rulesets/advciv/commodities';
import type { NationId } from '../../../../../src/engine/rulesets/advciv/nations';

const held = (calamity: CalamityId, holder: NationId, tradedBy: NationId | null = null): HeldCalamity<NationId> => ({ calamity, holder, tradedBy });

describe('advciv 29.6 calamities are resolved in ascending order, non-tradable first within a stack', () => {
  test('29.6 "Volcanic Eruption, Treachery, Famine, Superstition, etc."', () => {
    const shuffled: CalamityId[] = [
      'piracy',
      'superstition',
      'epidemic',
      'treachery',
      'famine',
      'volcano',
      'civil-disorder',
      'slave-revolt',
      'barbarian-hordes',
      'flood',
      'iconoclasm-heresy',
      'civil-war',
    ];
    expect([...shuffled].sort(compareResolution)).toEqual([
      'volcano',
      'treachery',
      'famine',
      'superstition',
      'civil-war',
      'slave-revolt',
      'flood',
      'barbarian-hordes',
      'epidemic',
      'civil-disorder',
      'iconoclasm-heresy',
      'piracy',
    ]);
  });
  test('30.1 the vocabulary lists the calamities in resolution order', () => {
    expect([...CALAMITIES].sort(compareResolution)).toEqual([...CALAMITIES]);
  });
  test('29.6 order does not depend on who holds what', () => {
    const order = resolutionOrder([held('epidemic', 'africa'), held('flood', 'egypt'), held('treachery', 'italy', 'crete')]);
    expect(order.map((h) => h.calamity)).toEqual(['treachery', 'flood', 'epidemic']);
  });
});

describe('advciv 29.5, R-G3 at most two calamities per primary victim; the table draws which', () => {
  test('two held: both apply, no draw needed', () => {
    const r = applicableCalamities([held('famine', 'egypt'), held('epidemic', 'egypt', 'crete')], {});
    expect(r.violations).toEqual([]);
    expect(r.applies.map((h) => h.calamity)).toEqual(['famine', 'epidemic']);
  });
  test('three held: the two drawn apply, the third is disregarded', () => {
    const r = applicableCalamities([held('famine', 'egypt'), held('epidemic', 'egypt', 'crete'), held('piracy', 'egypt', 'italy')], {
      egypt: ['piracy', 'famine'],
    });
    expect(r.violations).toEqual([]);
    expect(r.applies.map((h) => h.calamity)).toEqual(['famine', 'piracy']);
  });
  test.each<[string, Partial<Record<NationId, readonly CalamityId[]>>]>([
    ['no draw recorded', {}],
    ['one drawn', { egypt: ['famine'] }],
    ['the same one twice', { egypt: ['famine', 'famine'] }],
    ['a calamity he does not hold', { egypt: ['famine', 'flood'] }],
  ])('three held and %s: refused', (_name, chosen) => {
    const r = applicableCalamities([held('famine', 'egypt'), held('epidemic', 'egypt', 'crete'), held('piracy', 'egypt', 'italy')], chosen);
    expect(r.violations.map((v) => [v.code, v.cite[0]?.rule, v.cite[0]?.ruling])).toEqual([['calamity/draw-two', '29.5', 'R-G3']]);
  });
  test('a draw for a player with two or fewer is refused', () => {
    const r = applicableCalamities([held('famine', 'egypt')], { egypt: ['famine', 'flood'], africa: ['famine', 'flood'] });
    expect(r.violations.map((v) => v.code)).toEqual(['calamity/draw-not-needed', 'calamity/draw-not-needed']);
  });
  test('29.5 secondary effects are not limited: another player may hold two more', () => {
    const r = applicableCalamities([held('famine', 'egypt'), held('flood', 'egypt'), held('epidemic', 'africa'), held('piracy', 'africa')], {});
    expect(r.applies).toHaveLength(4);
  });
});

describe('advciv 30.411, 19.32 beneficiary: most unit points in stock, cities five, tokens one', () => {
  test('ranked by stock, ties in A.S.T. order (17.4, R-A10), inert nations left out (R-A12)', () => {
    const ranking = rankByStock<NationId>([
      { player: 'africa', stockTokens: 10, stockCities: 2 },
      { player: 'italy', stockTokens: 20, stockCities: 0 },
      { player: 'crete', stockTokens: 25, stockCities: 3, inert: true },
      { player: 'egypt', stockTokens: 5, stockCities: 3 },
    ]);
    expect(ranking).toEqual([
      { player: 'africa', points: 20 },
      { player: 'italy', points: 20 },
      { player: 'egypt', points: 20 },
    ]);
  });
});
