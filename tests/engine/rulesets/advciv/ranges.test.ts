/**
 * The ranges the number boxes refuse typing beyond (issue 19 item 4), from the rules' own data: each
 * named after the rule that bounds it.
 */
import { describe, expect, test } from 'vitest';
import {
  calamityLossRanges,
  censusRange,
  cityAttackRanges,
  civilWarRanges,
  conversionRanges,
  citiesRange,
  commodityRange,
  shipsRange,
  treasuryRange,
} from '../../../../src/engine/rulesets/advciv/views/ranges';
import { setupOf, stateOf } from './helpers';

const setup = setupOf(['crete', 'italy', 'africa']);

describe('advciv number boxes take the whole numbers the rules allow', () => {
  test.each([
    ['16.1, 21.1 census: the tokens less the treasury', censusRange(setup, stateOf(setup, { crete: { treasury: 5 } }), 'crete'), { min: 0, max: 47 - 5 }],
    ['5.1 cities: nine', citiesRange(), { min: 0, max: 9 }],
    ['22.4 ships: four', shipsRange(setup), { min: 0, max: 4 }],
    ['22.1 treasury spent: at most the treasury held', treasuryRange(stateOf(setup, { italy: { treasury: 7 } }), 'italy'), { min: 0, max: 7 }],
    ['8.1 Ochre in a hand: the printed cards', commodityRange(setup, 'ochre'), { min: 0, max: 7 }],
    ['8.1 Gold in a hand: the printed cards', commodityRange(setup, 'gold'), { min: 0, max: 5 }],
  ])('%s', (_rule, range, expected) => {
    expect(range).toEqual(expected);
  });
});

describe('advciv city attack boxes (24)', () => {
  test("16.1, 24.31 tokens against a city: at most the attacker's tokens less his treasury", () => {
    expect(cityAttackRanges(setup, stateOf(setup, { crete: { treasury: 7 } }), 'crete').tokens).toEqual({ min: 0, max: 40 });
  });
  test('24.12, 24.52 stock counted at the table: at most the tokens less the treasury', () => {
    expect(cityAttackRanges(setup, stateOf(setup, { crete: { treasury: 7 } }), 'crete').stock).toEqual({ min: 0, max: 40 });
  });
  test('24.52 pillage: at most three, and at most the stock', () => {
    expect(cityAttackRanges(setup, stateOf(setup, { crete: { stock: 10 } }), 'crete').pillage).toEqual({ min: 0, max: 3 });
    expect(cityAttackRanges(setup, stateOf(setup, { crete: { stock: 10 } }), 'crete', 2).pillage).toEqual({ min: 0, max: 2 });
  });
});

describe('advciv calamity boxes (29, 30)', () => {
  const before = { cities: 4, tokens: 11, stock: 20 };
  test('29.62 tokens removed: at most his tokens on the board', () => {
    expect(calamityLossRanges(before).tokens).toEqual({ min: 0, max: 11 });
  });
  test('26.41, 29.62 cities reduced or removed: at most his cities', () => {
    expect(calamityLossRanges(before).reduced).toEqual({ min: 0, max: 4 });
    expect(calamityLossRanges(before).eliminated).toEqual({ min: 0, max: 4 });
  });
  test('26.41 tokens left where reduced cities stood: at most his stock', () => {
    expect(calamityLossRanges(before).left).toEqual({ min: 0, max: 20 });
  });
  test("30.412, 30.413 Civil War factions: at most the victim's cities and tokens", () => {
    expect(civilWarRanges(before, 0).cities).toEqual({ min: 0, max: 4 });
    expect(civilWarRanges(before, 0).tokens).toEqual({ min: 0, max: 11 });
  });
  test('capitals 4.3 capitals in the first faction: at most those he holds', () => {
    expect(civilWarRanges(before, 1).capitals).toEqual({ min: 0, max: 1 });
  });
});

describe('advciv Monotheism conversion boxes (32.941)', () => {
  test('32.941 one area: at most one city', () => {
    expect(conversionRanges(setup, stateOf(setup), 'italy').cities).toEqual({ min: 0, max: 1 });
  });
  test("32.941, 16.1 tokens converted: at most the converted player's tokens less his treasury", () => {
    expect(conversionRanges(setup, stateOf(setup, { italy: { treasury: 3 } }), 'italy').tokens).toEqual({ min: 0, max: 44 });
  });
});
