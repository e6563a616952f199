import { describe, expect, test } from 'vitest';
import {
  allowedTaxRates,
  cardOffers,
  citySupportRate,
  collectTax,
  handLimit,
  taxRevoltBeneficiary,
  taxRevoltOrder,
  unsupportedCities,
} from '../../../../src/engine/rulesets/eastern-empires/calc/economy';
import { COMMODITY_IDS, deckComposition, setValue, stacksDrawn } from '../../../../src/engine/rulesets/eastern-empires/trade-cards';

describe('ee Phase 1a tax collection: 2 per city', () => {
  test('example: John has 5 cities and transfers 10 tokens', () => {
    expect(collectTax(5, 2, 30, [])).toEqual({ due: 10, collected: 10, revolting: 0 });
  });
  test.each([
    [[], [2]],
    [['coinage'], [1, 2, 3]],
    [['monarchy'], [2, 3]],
    [
      ['coinage', 'monarchy'],
      [1, 2, 3, 4],
    ], // cumulative (ee chapter 9)
  ] as const)('holding %j the rates allowed are %j (ee chapter 9 Coinage, Monarchy)', (held, rates) => {
    expect(allowedTaxRates(held)).toEqual(rates);
  });
});

describe('ee Phase 1b tax revolts', () => {
  test('example: Michael, 5 cities, 7 tokens in stock: pays all 7 and 2 cities revolt', () => {
    expect(collectTax(5, 2, 7, [])).toEqual({ due: 10, collected: 7, revolting: 2 });
  });
  test('Democracy: collects what he can, no city revolts (ee chapter 9)', () => {
    expect(collectTax(5, 2, 7, ['democracy'])).toEqual({ due: 10, collected: 7, revolting: 0 });
  });
  test('rate 3 (Coinage) with 7 tokens and 4 cities: 2 cities paid in full, 2 revolt', () => {
    expect(collectTax(4, 3, 7, ['coinage'])).toEqual({ due: 12, collected: 7, revolting: 2 });
  });
  test('example: Frank has the most cities in stock and becomes the beneficiary', () => {
    const players = [
      { player: 'saba', citiesInStock: 4, tokensInStock: 7 }, // Michael (victim)
      { player: 'maurya', citiesInStock: 7, tokensInStock: 20 }, // Frank
      { player: 'babylon', citiesInStock: 5, tokensInStock: 30 },
    ] as const;
    expect(taxRevoltBeneficiary(players, ['saba'])).toBe('maurya');
  });
  test('a victim of any tax revolt this turn is never a beneficiary; nor a player with no city in stock', () => {
    const players = [
      { player: 'saba', citiesInStock: 9, tokensInStock: 0 },
      { player: 'maurya', citiesInStock: 0, tokensInStock: 40 },
      { player: 'babylon', citiesInStock: 1, tokensInStock: 30 },
    ] as const;
    expect(taxRevoltBeneficiary(players, ['saba', 'persia'])).toBe('babylon');
    expect(taxRevoltBeneficiary(players.slice(0, 2), ['saba'])).toBeUndefined(); // all cities on the board: destroyed
  });
  test('several tax revolts are resolved in A.S.T.-ranking order', () => {
    expect(taxRevoltOrder(['parthia', 'babylon', 'saba'])).toEqual(['saba', 'babylon', 'parthia']);
  });
});

describe('ee Phase 5c city support', () => {
  test.each([
    [[], 5, 10, 2, 0],
    [[], 5, 9, 2, 1],
    [['culturalAscendancy'], 5, 10, 3, 2],
    [[], 0, 0, 2, 0],
  ] as const)('holding %j, %i cities and %i tokens: rate %i, %i unsupported', (held, cities, tokens, rate, unsupported) => {
    expect(citySupportRate(held)).toBe(rate);
    expect(unsupportedCities(cities, tokens, rate)).toBe(unsupported);
  });
});

describe('ee Phase 6b additional purchases and the advances that allow more', () => {
  test('by default only stack 9 for 15 treasury', () => {
    expect(cardOffers([], 4)).toEqual([{ stack: 9, price: 15 }]);
  });
  test('Cartography: stack 2 for 5 and stack 7 for 13; Mining: stacks 6 and 8 for 13; Rhetoric: stack 3 for 9', () => {
    const offers = cardOffers(['cartography', 'mining', 'rhetoric'], 4).map((o) => [o.stack, o.price]);
    expect(offers).toEqual([
      [9, 15],
      [2, 5],
      [7, 13],
      [6, 13],
      [8, 13],
      [3, 9],
    ]);
  });
  test('Wonder of the World: 1 free card from a stack higher than the cities in play, never with 9 cities', () => {
    expect(
      cardOffers(['wonderOfTheWorld'], 7)
        .filter((o) => o.advance === 'wonderOfTheWorld')
        .map((o) => [o.stack, o.price]),
    ).toEqual([
      [8, 0],
      [9, 0],
    ]);
    expect(cardOffers(['wonderOfTheWorld'], 9)).toEqual([{ stack: 9, price: 15 }]);
  });
});

describe('ee Phase 12 hand limit', () => {
  test('8 trade cards; Roadbuilding adds 1', () => {
    expect(handLimit([])).toBe(8);
    expect(handLimit(['roadbuilding'])).toBe(9);
  });
});

describe('ee Phase 7 set values: (identical cards)^2 x face value', () => {
  // The illustrated cards were lost; the printed totals are reproduced from the formula.
  test.each([
    ['salt', 1, 3, 'ee Phase 7 illustration "Value: 3"'],
    ['salt', 2, 12, 'ee Phase 7 illustration "Total value: 12"'],
    ['stone', 3, 18, 'ee Phase 7 illustration "Total value: 18"'],
    ['sugar', 8, 256, 'ee Phase 7 illustration "Total value: 256"'],
    ['water', 3, 0, 'ee Phase 6a: Water is worth 0'],
  ] as const)('%s x %i = %i (%s)', (id, n, value, _source) => {
    expect(setValue(id, n)).toBe(value);
  });
  test('different commodities of the same face value only add their face values: Timber + Salt = 6', () => {
    expect(setValue('timber', 1) + setValue('salt', 1)).toBe(6);
  });
});

describe('ee chapter 11 Division of Trade Cards', () => {
  test('stack 1 holds no calamity; stacks 2-9 hold 2 Majors with 3-8 players and 2 Majors + 1 Minor with 9', () => {
    const seven = deckComposition(7);
    const nine = deckComposition(9);
    expect(seven[0]?.calamities).toEqual([]);
    expect(seven.slice(1).every((s) => s.calamities.length === 2)).toBe(true);
    expect(nine.slice(1).every((s) => s.calamities.length === 3)).toBe(true);
  });
  test.each([
    [7, [18, 18, 19, 17, 15, 13, 13, 11, 11], 'ee chapter 11, column 3-8'],
    [9, [26, 27, 28, 26, 22, 20, 20, 16, 16], 'ee chapter 11, column 9'],
  ] as const)('%i players: cards per stack %j (%s)', (n, sizes, _source) => {
    expect(deckComposition(n).map((s) => s.cardCount)).toEqual(sizes);
  });
  test.each([[3], [4], [5], [6]] as const)('%i players use the "3 - 8 players" column (ee chapter 11), like 8', (n) => {
    expect(deckComposition(n)).toEqual(deckComposition(8));
  });
  test('the 9-player additional sets (ee chapter 4): Bone, Wax, Ceramics, Grain, Glass, Lead, Herbs, Obsidian, Amber', () => {
    const extra = COMMODITY_IDS.filter(
      (id) => deckComposition(9).some((s) => (s.commodities[id] ?? 0) > 0) && !deckComposition(8).some((s) => (s.commodities[id] ?? 0) > 0),
    );
    expect(extra).toEqual(['bone', 'wax', 'ceramics', 'grain', 'glass', 'lead', 'herbs', 'obsidian', 'amber']);
  });
  test('ee Phase 6a: a player draws one card per stack from 1 up to his number of cities', () => {
    expect(stacksDrawn(5)).toEqual([1, 2, 3, 4, 5]);
    expect(stacksDrawn(0)).toEqual([]);
  });
});
