import { describe, expect, test } from 'vitest';
import {
  primaryRequirement,
  secondaryRequirement,
  type LossRequirement,
  type PrimaryContext,
} from '../../../../../src/engine/rulesets/advciv/calc/calamity-requirements';
import { slaveRevoltTokensDisabled } from '../../../../../src/engine/rulesets/advciv/calc/calamity-losses';
import type { CardId } from '../../../../../src/engine/rulesets/advciv/cards';

const victim = (over: Partial<PrimaryContext> = {}): PrimaryContext => ({
  cards: [],
  cities: 6,
  tokens: 20,
  stockTokens: 10,
  tradedBy: null,
  ...over,
});

/** The number a requirement asks for, and the rules cited for it. */
function figure(req: LossRequirement): { value: number; rules: string[] } {
  if (req.kind === 'unit-points') return { value: req.points.value, rules: req.points.why.map((w) => w.cite.rule) };
  if (req.kind === 'cities-reduced' || req.kind === 'cities-lost') return { value: req.cities.value, rules: req.cities.why.map((w) => w.cite.rule) };
  throw new Error(`no number for ${req.kind}`);
}

describe('advciv 30.21 Volcanic Eruption or Earthquake', () => {
  test('30.211 a volcano (map fact, R-G2) is played out and entered', () => {
    const req = primaryRequirement('volcano', victim({ volcano: true }));
    expect(req).toEqual({ kind: 'entered', cite: { doc: 'advciv', rule: '30.211' } });
  });
  test('30.212 an earthquake destroys one city of the primary victim', () => {
    const req = primaryRequirement('volcano', victim());
    expect(req.kind).toBe('cities-lost');
    expect(figure(req)).toEqual({ value: 1, rules: ['30.212'] });
  });
  test('30.213 with Engineering the earthquake reduces the city instead', () => {
    const req = primaryRequirement('volcano', victim({ cards: ['engineering'] }));
    expect(req.kind).toBe('cities-reduced');
    expect(figure(req)).toEqual({ value: 1, rules: ['30.212', '30.213'] });
  });
  test('30.213 Engineering has no effect on a volcano', () => {
    expect(primaryRequirement('volcano', victim({ volcano: true, cards: ['engineering'] })).kind).toBe('entered');
  });
  test('30.212 a victim without cities loses none', () => {
    expect(figure(primaryRequirement('volcano', victim({ cities: 0 }))).value).toBe(0);
  });
});

describe('advciv 30.22 Treachery', () => {
  test('30.221 traded: one city is replaced by a city of the trader', () => {
    const req = primaryRequirement('treachery', victim({ tradedBy: 'italy', traderStockCities: 3 }));
    expect(req).toMatchObject({ kind: 'cities-lost', to: 'trader', cities: { value: 1 } });
  });
  test('30.221 traded by a player with no city in stock: the city is eliminated', () => {
    const req = primaryRequirement('treachery', victim({ tradedBy: 'italy', traderStockCities: 0 }));
    expect(req).toMatchObject({ kind: 'cities-lost', to: 'none', cities: { value: 1 } });
  });
  test('30.222 untraded: one city of the holder is reduced, nobody benefits (R-A13)', () => {
    const req = primaryRequirement('treachery', victim());
    expect(req.kind).toBe('cities-reduced');
    const why = req.kind === 'cities-reduced' ? req.cities.why[0]?.cite : undefined;
    expect(why).toEqual({ doc: 'advciv', rule: '30.222', ruling: 'R-A13' });
  });
});

describe('advciv 30.31 Famine', () => {
  test.each<[string, CardId[], number, number]>([
    ['30.311 the primary victim loses ten unit points', [], 0, 10],
    ['30.312 Pottery with one Grain card: 10 - 4', ['pottery'], 1, 6],
    ['30.312 Pottery with two Grain cards: 10 - 8', ['pottery'], 2, 2],
    ['30.312 Pottery with three Grain cards: never below zero', ['pottery'], 3, 0],
    ['30.312 Grain without Pottery does nothing', [], 2, 10],
    ['30.312 Pottery without Grain does nothing', ['pottery'], 0, 10],
  ])('%s', (_name, cards, grainShown, expected) => {
    const req = primaryRequirement('famine', victim({ cards, grainShown }));
    expect(figure(req).value).toBe(expected);
    if (grainShown > 0 && cards.includes('pottery')) expect(figure(req).rules).toContain('30.312');
  });
  test('30.312 a secondary victim with Pottery lowers his own share by four per Grain card', () => {
    const req = secondaryRequirement('famine', 8, { cards: ['pottery'], grainShown: 1 });
    expect(figure(req)).toEqual({ value: 4, rules: ['30.311', '30.312'] });
  });
});

describe('advciv 30.32 Superstition', () => {
  test.each<[string, CardId[], number]>([
    ['30.321 three cities are reduced', [], 3],
    ['30.322 Mysticism: two', ['mysticism'], 2],
    ['30.322 Deism: one', ['deism'], 1],
    ['30.322 Enlightenment: none', ['enlightenment'], 0],
    ['30.322 not cumulative: Mysticism and Deism give one (the highest governs)', ['mysticism', 'deism'], 1],
    ['30.322 not cumulative: all three give none', ['mysticism', 'deism', 'enlightenment'], 0],
    ['30.322 Enlightenment with Mysticism: none', ['enlightenment', 'mysticism'], 0],
  ])('%s', (_name, cards, expected) => {
    expect(figure(primaryRequirement('superstition', victim({ cards }))).value).toBe(expected);
  });
  test('30.321, R-A7 never more cities than held', () => {
    const req = primaryRequirement('superstition', victim({ cities: 2 }));
    expect(figure(req)).toEqual({ value: 2, rules: ['30.321', '30.321'] });
  });
});

describe('advciv 30.42 Slave Revolt', () => {
  test.each<[string, CardId[], number, number]>([
    ['30.421 fifteen tokens may not support cities', [], 30, 15],
    ['30.423 Mining: five more', ['mining'], 30, 20],
    ['30.423 Enlightenment: five fewer', ['enlightenment'], 30, 10],
    ['30.423 Mining and Enlightenment cancel', ['mining', 'enlightenment'], 30, 15],
    ['30.422 fewer than fifteen tokens on the board: only those', [], 9, 9],
    ['30.422 with Mining, only the tokens on the board', ['mining'], 17, 17],
  ])('%s', (_name, cards, tokens, expected) => {
    expect(slaveRevoltTokensDisabled({ cards, tokens }).value).toBe(expected);
  });
});

describe('advciv 30.51 Flood', () => {
  test.each<[string, CardId[], number, number]>([
    ['30.511 at most 17 unit points from the flood plain', [], 25, 17],
    ['30.511 all of them when fewer are on the flood plain', [], 12, 12],
    ['30.515 Engineering: at most seven', ['engineering'], 25, 7],
    ['30.515 Engineering with fewer on the plain', ['engineering'], 4, 4],
  ])('%s', (_name, cards, floodPlainPoints, expected) => {
    const req = primaryRequirement('flood', victim({ cards, floodPlainPoints }));
    expect(req.kind).toBe('unit-points');
    expect(figure(req).value).toBe(expected);
  });
  test('30.514 no units on a flood plain: one coastal city is eliminated', () => {
    expect(primaryRequirement('flood', victim({ floodPlainPoints: 0, coastalCities: 2 }))).toMatchObject({ kind: 'cities-lost', cities: { value: 1 } });
  });
  test('30.515 Engineering without units on a flood plain: the coastal city is reduced', () => {
    expect(primaryRequirement('flood', victim({ cards: ['engineering'], coastalCities: 2 }))).toMatchObject({ kind: 'cities-reduced', cities: { value: 1 } });
  });
  test('30.514 no coastal city either: unaffected', () => {
    expect(primaryRequirement('flood', victim({ coastalCities: 0 }))).toEqual({ kind: 'none', cite: { doc: 'advciv', rule: '30.514' } });
  });
  test('30.512 a secondary victim loses what the primary victim assigned him', () => {
    expect(figure(secondaryRequirement('flood', 6, { cards: [] })).value).toBe(6);
  });
});

describe('advciv 30.52 Barbarian Hordes', () => {
  test('30.5211 the damage is played out on the map and entered', () => {
    expect(primaryRequirement('barbarian-hordes', victim({ nation: 'egypt' }))).toEqual({ kind: 'entered', cite: { doc: 'advciv', rule: '30.5211' } });
  });
  test('30.527, R-A13 Crete holding Barbarian Hordes: no effect', () => {
    expect(primaryRequirement('barbarian-hordes', victim({ nation: 'crete' }))).toEqual({
      kind: 'none',
      cite: { doc: 'advciv', rule: '30.527', ruling: 'R-A13' },
    });
  });
});

describe('advciv 30.61 Epidemic', () => {
  test.each<[string, CardId[], number]>([
    ['30.611 the primary victim loses 16 unit points', [], 16],
    ['30.613 Medicine: eight fewer', ['medicine'], 8],
    ['30.614 Roadbuilding: five more', ['roadbuilding'], 21],
    ['30.615 Medicine and Roadbuilding are cumulative', ['medicine', 'roadbuilding'], 13],
  ])('%s (primary)', (_name, cards, expected) => {
    const req = primaryRequirement('epidemic', victim({ cards }));
    expect(figure(req).value).toBe(expected);
    expect(req).toMatchObject({ cityValueCap: 4 });
  });
  test.each<[string, CardId[], number, number]>([
    ['30.611 a secondary victim loses what he was assigned', [], 10, 10],
    ['30.613 a secondary victim with Medicine: five fewer', ['medicine'], 10, 5],
    ['30.613 Medicine never below zero', ['medicine'], 3, 0],
    ['30.614 a secondary victim with Roadbuilding: five more', ['roadbuilding'], 10, 15],
    ['30.615 a secondary victim with both', ['medicine', 'roadbuilding'], 7, 7],
  ])('%s', (_name, cards, assigned, expected) => {
    expect(figure(secondaryRequirement('epidemic', assigned, { cards })).value).toBe(expected);
  });
});

describe('advciv 30.71 Civil Disorder (R-A7)', () => {
  test.each<[string, number, CardId[], number]>([
    ['30.711 all but three cities are reduced', 7, [], 4],
    ['30.711 three cities or fewer: none', 3, [], 0],
    ['30.712 Music: one fewer', 7, ['music'], 3],
    ['30.712 Drama & Poetry: one fewer', 7, ['drama-poetry'], 3],
    ['30.712 Law: one fewer', 7, ['law'], 3],
    ['30.712 Democracy: one fewer', 7, ['democracy'], 3],
    ['30.712 all four: four fewer', 9, ['music', 'drama-poetry', 'law', 'democracy'], 2],
    ['30.713 Military: one more', 7, ['military'], 5],
    ['30.714 Roadbuilding: one more', 7, ['roadbuilding'], 5],
    ['30.715 cumulative: Military, Roadbuilding and Law', 7, ['military', 'roadbuilding', 'law'], 5],
    ['R-A7 clamped to the cities held', 4, ['military', 'roadbuilding'], 3],
    ['R-A7 clamped to 0', 5, ['music', 'law', 'democracy'], 0],
    ['R-A7 the base is max(0, cities - 3) before modifiers: 2 cities with Military reduce 1', 2, ['military'], 1],
  ])('%s', (_name, cities, cards, expected) => {
    expect(figure(primaryRequirement('civil-disorder', victim({ cities, cards }))).value).toBe(expected);
  });
});

describe('advciv 30.81 Iconoclasm & Heresy (R-A7)', () => {
  test.each<[string, CardId[], number]>([
    ['30.811 four cities are reduced', [], 4],
    ['30.812 Law: one fewer', ['law'], 3],
    ['30.813 Philosophy: one fewer', ['philosophy'], 3],
    ['30.814 Theology: three fewer', ['theology'], 1],
    ['30.815 Monotheism: one more', ['monotheism'], 5],
    ['30.816 Roadbuilding: one more', ['roadbuilding'], 5],
    ['30.817 cumulative: Law, Philosophy and Theology', ['law', 'philosophy', 'theology'], 0],
    ['30.817 cumulative: Monotheism and Theology', ['monotheism', 'theology'], 2],
    ['30.817 cumulative: Monotheism and Roadbuilding', ['monotheism', 'roadbuilding'], 6],
  ])('%s', (_name, cards, expected) => {
    expect(figure(primaryRequirement('iconoclasm-heresy', victim({ cities: 8, cards }))).value).toBe(expected);
  });
  test('R-A7 clamped to the cities held', () => {
    expect(figure(primaryRequirement('iconoclasm-heresy', victim({ cities: 3, cards: ['roadbuilding'] }))).value).toBe(3);
  });
});

describe('advciv 30.91 Piracy', () => {
  test('30.911 the primary victim loses two coastal cities to Pirates', () => {
    expect(primaryRequirement('piracy', victim({ coastalCities: 4 }))).toMatchObject({ kind: 'cities-lost', to: 'pirates', cities: { value: 2 } });
  });
  test('30.911 with one coastal city (map fact) only that one', () => {
    expect(primaryRequirement('piracy', victim({ coastalCities: 1 }))).toMatchObject({ kind: 'cities-lost', cities: { value: 1 } });
  });
  test('30.912 a secondary victim loses the one city assigned', () => {
    expect(secondaryRequirement('piracy', 1, { cards: [] })).toMatchObject({ kind: 'cities-lost', to: 'pirates', cities: { value: 1 } });
  });
});
