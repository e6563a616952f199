/** Eastern Empires number boxes take the whole numbers the rules allow (issue 19 item 4). */
import { describe, expect, test } from 'vitest';
import { eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';
import { calamityEffect } from '../../../../src/engine/rulesets/eastern-empires/calc/calamity-effects';
import type { CalamityId } from '../../../../src/engine/rulesets/eastern-empires/trade-cards';
import {
  areaRanges,
  astBackRange,
  censusRange,
  outcomeRange,
  preventedRange,
  tradeRoutesRange,
  treasuryRange,
} from '../../../../src/engine/rulesets/eastern-empires/views/ranges';

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

describe('ee calamity outcome boxes: A.S.T. steps back and preventions used (chapter 8, chapter 9)', () => {
  const effect = (calamity: CalamityId, holds: readonly AdvanceId[] = [], cities = 4) => calamityEffect(calamity, { role: 'primary', holds, cities });
  const at = (ast: number, treasury = 6) => ({ ...saba, ast, treasury });
  test('ee chapter 8 Regression: 1 step back, Fundamentalism 2, Library 0; never behind the start of the track', () => {
    expect(astBackRange(at(6), effect('regression'))).toEqual({ min: 0, max: 1 });
    expect(astBackRange(at(6), effect('regression', ['fundamentalism']))).toEqual({ min: 0, max: 2 });
    expect(astBackRange(at(6), effect('regression', ['library']))).toEqual({ min: 0, max: 0 });
    expect(astBackRange(at(1), effect('regression', ['fundamentalism']))).toEqual({ min: 0, max: 1 });
    expect(outcomeRange(at(6), 'astBack', effect('regression'))).toEqual({ min: 0, max: 1 });
  });
  test('ee chapter 8: a calamity that moves no marker takes no step back', () => {
    expect(astBackRange(at(6), effect('famine'))).toEqual({ min: 0, max: 0 });
  });
  test('ee chapter 8 Definitions (To pay treasury), City in Flames: the city prevented once, by a player who can pay 10', () => {
    expect(preventedRange(at(0, 10), effect('cityInFlames'))).toEqual({ min: 0, max: 1 });
    expect(preventedRange(at(0, 9), effect('cityInFlames'))).toEqual({ min: 0, max: 0 });
  });
  test('ee chapter 8 Banditry: 4 treasury a card, at most the 2 cards to discard and what the treasury pays', () => {
    expect(preventedRange(at(0, 20), effect('banditry'))).toEqual({ min: 0, max: 2 });
    expect(preventedRange(at(0, 7), effect('banditry'))).toEqual({ min: 0, max: 1 });
  });
  test('ee chapter 9 Theocracy, chapter 8 Iconoclasm and Heresy: the reduction prevented once by discarding 2 cards', () => {
    expect(preventedRange(at(0), effect('iconoclasmAndHeresy', ['theocracy']))).toEqual({ min: 0, max: 1 });
  });
  test('ee chapter 9 Enlightenment, chapter 8 Regression: 2 cities a step, at most the steps back', () => {
    expect(preventedRange(at(6), effect('regression', ['enlightenment', 'fundamentalism']))).toEqual({ min: 0, max: 2 });
  });
  test('ee chapter 8: a calamity with no prevention takes none (ee/calamity/prevention-not-allowed)', () => {
    expect(preventedRange(at(6, 40), effect('famine'))).toEqual({ min: 0, max: 0 });
    expect(outcomeRange(at(6, 40), 'prevented', effect('famine'))).toEqual({ min: 0, max: 0 });
  });
});
