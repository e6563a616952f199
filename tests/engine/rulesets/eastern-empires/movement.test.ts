import { describe, expect, test } from 'vitest';
import {
  architectureTreasury,
  cityAttack,
  landSteps,
  shipCapacity,
  shipsCrossOpenSea,
  shipSteps,
  URBANISM_ADJACENT_TOKENS,
  WILDERNESS_CITY_TOKENS,
} from '../../../../src/engine/rulesets/eastern-empires/calc/movement';
import { calamityEffect, CHOSEN_BY } from '../../../../src/engine/rulesets/eastern-empires/calc/calamity-effects';

describe('ee Phase 3 movement and ships, with the advances that change them (ee chapter 9)', () => {
  test.each([
    [[], 4, 5, false, 1],
    [['clothMaking'], 5, 5, false, 1],
    [['navalWarfare'], 4, 6, false, 1],
    [['astronavigation'], 4, 5, true, 1],
    [['roadbuilding'], 4, 5, false, 2],
  ] as const)('holding %j: ships move %i, carry %i, cross open sea %s; tokens move %i by land', (held, steps, carry, openSea, land) => {
    expect([shipSteps(held), shipCapacity(held), shipsCrossOpenSea(held), landSteps(held)]).toEqual([steps, carry, openSea, land]);
  });
});

describe('ee Phase 4b city attacks and Engineering (ee chapter 9)', () => {
  test.each([
    [[], [], 7, 6, 'ee Phase 4b: 7 tokens, the city becomes 6'],
    [['engineering'], [], 6, 5, 'Engineering attacker: 6 tokens, the city becomes 5'],
    [[], ['engineering'], 8, 7, 'Engineering defender: 8 tokens, the city becomes 7'],
    [['engineering'], ['engineering'], 7, 6, 'both hold Engineering: the default'],
    [[], 'pirates', 7, 6, 'a pirate city becomes 6 barbarian tokens'],
  ] as const)('attacker %j against %j: %i needed, replaced by %i (%s)', (attacker, defender, needed, replaced, _source) => {
    expect(cityAttack(attacker, defender)).toEqual({ tokensNeeded: needed, replacedBy: replaced });
  });
});

describe('ee chapter 9 Urbanism example: with Architecture a wilderness city from 2 tokens in the area', () => {
  test('2 in the area + 4 from adjacent areas (Urbanism) + 6 from treasury (Architecture) = 12', () => {
    expect(2 + URBANISM_ADJACENT_TOKENS + architectureTreasury(true)).toBe(WILDERNESS_CITY_TOKENS);
  });
});

describe('ee chapter 8 who selects the units', () => {
  test.each([
    ['treachery', 'beneficiary'],
    ['tyranny', 'beneficiary'],
    ['barbarianHordes', 'beneficiary'],
    ['piracy', 'beneficiary'],
    ['civilWar', 'victim'],
    ['famine', 'victim'],
    ['cyclone', 'victim'],
  ] as const)("%s: the %s selects the primary victim's units", (id, who) => {
    expect(CHOSEN_BY[id]).toBe(who);
    expect(calamityEffect(id, { role: 'primary', holds: [], cities: 3, coastalCities: 3 }).chosenBy).toBe(who);
  });
  test.each([
    ['famine', 'victim', 'ee chapter 8 Definitions: "the secondary victim may choose where to remove"'],
    ['epidemic', 'victim', 'ee chapter 8 Definitions'],
    ['iconoclasmAndHeresy', 'victim', 'ee chapter 8 Definitions'],
    ['cyclone', 'victim', 'ee chapter 8 Cyclone: other players "must select 2 of their cities"'],
    ['piracy', 'primary', 'ee chapter 8 Piracy: "Then you select from 2 other players 1 coastal city each"'],
  ] as const)("%s: a secondary victim's units are selected by the %s (%s)", (id, who, _source) => {
    expect(calamityEffect(id, { role: 'secondary', holds: [], cities: 3, coastalCities: 3 }).chosenBy).toBe(who);
  });
});
