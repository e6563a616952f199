import { describe, expect, test } from 'vitest';
import { DEFAULT_EE_SETTINGS, type CivilizationId, type EeSetup } from '../../../../src/engine/rulesets/eastern-empires';
import { eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { withPlayer, type EeState } from '../../../../src/engine/rulesets/eastern-empires/state';
import { citySupport, CITIES_PER_PLAYER } from '../../../../src/engine/rulesets/eastern-empires/views';

const SETUP: EeSetup = {
  players: [
    { name: 'Ronald', civ: 'saba' },
    { name: 'Michael', civ: 'maurya' },
    { name: 'Judith', civ: 'babylon' },
  ],
  settings: DEFAULT_EE_SETTINGS,
};

const holding = (state: EeState, civ: CivilizationId): EeState =>
  withPlayer(state, civ, (p) => ({ ...p, advances: { ...p.advances, culturalAscendancy: 1 } }));

describe('ee Phase 5c city support: tokens per city the cities typed need', () => {
  test.each([
    // ee Phase 5c: two tokens per city.
    { cities: 3, cultural: false, rate: 2, need: 6 },
    { cities: 0, cultural: false, rate: 2, need: 0 },
    // ee chapter 9, Cultural Ascendancy: one more token per city.
    { cities: 3, cultural: true, rate: 3, need: 9 },
    { cities: CITIES_PER_PLAYER, cultural: true, rate: 3, need: 27 },
  ])('$cities cities, Cultural Ascendancy $cultural: $rate per city, $need needed', ({ cities, cultural, rate, need }) => {
    const base = eeInitialState(SETUP);
    const state = cultural ? holding(base, 'saba') : base;
    expect(citySupport(state, { saba: cities })['saba']).toEqual({ rate, need });
  });

  test('an empty field needs nothing yet; every active player has a rate', () => {
    const support = citySupport(holding(eeInitialState(SETUP), 'maurya'), {});
    expect(support).toEqual({ saba: { rate: 2, need: 0 }, maurya: { rate: 3, need: 0 }, babylon: { rate: 2, need: 0 } });
  });

  test('ee chapter 3: nine cities per player', () => {
    expect(CITIES_PER_PLAYER).toBe(9);
  });
});
