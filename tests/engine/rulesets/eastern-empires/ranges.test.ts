/** Eastern Empires number boxes take the whole numbers the rules allow (issue 19 item 4). */
import { describe, expect, test } from 'vitest';
import { eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import { areaRanges, censusRange, outcomeRange, tradeRoutesRange, treasuryRange } from '../../../../src/engine/rulesets/eastern-empires/views/ranges';

const saba = { ...eeInitialState({ players: [{ name: 'R', civ: 'saba' }], settings: DEFAULT_EE_SETTINGS }).players[0]!, treasury: 6 };

describe('ee number boxes', () => {
  test('ee chapter 3: tokens on the board or paid for a ship: the 55 less the treasury', () => {
    expect(censusRange(saba)).toEqual({ min: 0, max: 49 });
  });
  test('ee Phase 3, Phase 12: treasury spent: at most the treasury held', () => {
    expect(treasuryRange(saba)).toEqual({ min: 0, max: 6 });
  });
});

describe('ee special ability boxes (chapter 9)', () => {
  test("ee chapter 9 Monotheism, Fundamentalism, Politics: one area, so at most one city; its tokens at most the target's 55 less his treasury", () => {
    expect(areaRanges(saba)).toEqual({ cities: { min: 0, max: 1 }, tokens: { min: 0, max: 49 } });
  });
  test('ee chapter 9 Trade Routes: treasury gained from stock at most the 55 less the treasury held', () => {
    expect(tradeRoutesRange(saba)).toEqual({ min: 0, max: 49 });
  });
});

describe('ee calamity outcome boxes (chapter 8)', () => {
  test('ee chapter 3, chapter 8 Insufficient units: tokens removed at most the 55 less the treasury', () => {
    expect(outcomeRange(saba, 'tokensRemoved')).toEqual({ min: 0, max: 49 });
  });
  test('ee chapter 3: cities reduced, destroyed or annexed at most the 9 cities', () => {
    expect(outcomeRange(saba, 'citiesReduced')).toEqual({ min: 0, max: 9 });
    expect(outcomeRange(saba, 'citiesLost')).toEqual({ min: 0, max: 9 });
  });
  test('ee chapter 8: treasury lost at most the treasury held', () => {
    expect(outcomeRange(saba, 'treasuryLost')).toEqual({ min: 0, max: 6 });
  });
});
