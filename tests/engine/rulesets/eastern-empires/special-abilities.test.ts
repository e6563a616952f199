/** ee Phase 10 special abilities through the entry, with the numbers and protections of ee chapter 9. */
import { describe, expect, test } from 'vitest';
import { step } from '../../../../src/engine/log/replay';
import type { AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';
import type { CivilizationId } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import type { EeEntry } from '../../../../src/engine/rulesets/eastern-empires/entries';
import type { SpecialAbilitiesEntry } from '../../../../src/engine/rulesets/eastern-empires/entries/special-abilities';
import { EE_GAME, eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import type { EeState } from '../../../../src/engine/rulesets/eastern-empires/state';
import type { Violation } from '../../../../src/engine/types';

const setup: EeSetup = { players: (['saba', 'maurya', 'babylon', 'dravidia', 'kushan'] as const).map((civ) => ({ name: civ, civ })), settings: DEFAULT_EE_SETTINGS };

function state(held: Partial<Record<CivilizationId, readonly AdvanceId[]>>, ast: Partial<Record<CivilizationId, number>> = {}): EeState {
  const s = eeInitialState(setup);
  return {
    ...s,
    turn: 8,
    phase: 'calamityResolution',
    players: s.players.map((p) => ({ ...p, cities: 3, census: 12, treasury: 20, ast: ast[p.civ] ?? 5, advances: Object.fromEntries((held[p.civ] ?? []).map((a) => [a, 1])) })),
  };
}
const use = (civ: CivilizationId, e: Omit<SpecialAbilitiesEntry, 'kind' | 'civ'>): EeEntry => ({ kind: 'special-abilities', civ, ...e });
const codes = (vs: readonly Violation[]) => vs.map((v) => v.code);
const of = (s: EeState, civ: CivilizationId) => s.players.find((p) => p.civ === civ);

describe('ee chapter 9 Politics', () => {
  const s = state({ saba: ['politics'], babylon: ['culturalAscendancy'] });
  test('option 1: gain up to 5 treasury', () => {
    expect(of(step(EE_GAME, setup, s, use('saba', { politics: { treasury: 5 } })).state, 'saba')?.treasury).toBe(25);
    expect(codes(step(EE_GAME, setup, s, use('saba', { politics: { treasury: 6 } })).violations)).toEqual(['ee/ability/gain-wrong']);
  });
  test('option 2: annex all units in an area, paying 1 treasury per unit point', () => {
    const r = step(EE_GAME, setup, s, use('saba', { politics: { annex: { target: 'maurya', cities: 1, tokens: 2 } } }));
    expect(r.violations).toEqual([]);
    expect([of(r.state, 'saba')?.cities, of(r.state, 'saba')?.census, of(r.state, 'saba')?.treasury]).toEqual([4, 14, 13]);
    expect([of(r.state, 'maurya')?.cities, of(r.state, 'maurya')?.census]).toEqual([2, 10]);
  });
  test('holders of Cultural Ascendancy are protected against Politics (ee chapter 9)', () => {
    const r = step(EE_GAME, setup, s, use('saba', { politics: { annex: { target: 'babylon', cities: 0, tokens: 2 } } }));
    expect(codes(r.violations)).toEqual(['ee/ability/target-protected']);
  });
  test('not without the treasury to pay', () => {
    expect(codes(step(EE_GAME, setup, s, use('saba', { politics: { annex: { target: 'maurya', cities: 3, tokens: 12 } } })).violations)).toEqual(['ee/ability/treasury-short']);
  });
});

describe('ee chapter 9 Monotheism and Fundamentalism', () => {
  test('Monotheism annexes an area; holders of Theology are protected', () => {
    const s = state({ saba: ['monotheism'], maurya: ['theology'] });
    expect(codes(step(EE_GAME, setup, s, use('saba', { monotheism: { target: 'maurya', cities: 0, tokens: 3 } })).violations)).toEqual(['ee/ability/target-protected']);
    const r = step(EE_GAME, setup, s, use('saba', { monotheism: { target: 'babylon', cities: 1, tokens: 0 } }));
    expect([of(r.state, 'saba')?.cities, of(r.state, 'babylon')?.cities]).toEqual([4, 2]);
  });
  test('Fundamentalism destroys an area; holders of Philosophy are protected', () => {
    const s = state({ saba: ['fundamentalism'], maurya: ['philosophy'] });
    expect(codes(step(EE_GAME, setup, s, use('saba', { fundamentalism: { target: 'maurya', cities: 0, tokens: 3 } })).violations)).toEqual(['ee/ability/target-protected']);
    const r = step(EE_GAME, setup, s, use('saba', { fundamentalism: { target: 'babylon', cities: 1, tokens: 0 } }));
    expect([of(r.state, 'saba')?.cities, of(r.state, 'babylon')?.cities]).toEqual([3, 2]);
  });
});

describe('ee chapter 9 Trade Routes, Provincial Empire, Universal Doctrine, Diaspora', () => {
  const s = state({ saba: ['tradeRoutes', 'provincialEmpire', 'universalDoctrine', 'diaspora'], dravidia: ['publicWorks'] });
  test('Trade Routes: twice the face value (Silk 9 + Salt 3 = 24)', () => {
    expect(step(EE_GAME, setup, s, use('saba', { tradeRoutes: { discarded: { silk: 1, salt: 1 }, treasury: 24 } })).violations).toEqual([]);
    expect(codes(step(EE_GAME, setup, s, use('saba', { tradeRoutes: { discarded: { silk: 1 }, treasury: 9 } })).violations)).toEqual(['ee/ability/gain-wrong']);
  });
  test('Provincial Empire: cards of face value 2 or more; Public Works protects', () => {
    expect(step(EE_GAME, setup, s, use('saba', { provincialEmpire: { maurya: 'stone', babylon: 'silk' } })).violations).toEqual([]);
    expect(codes(step(EE_GAME, setup, s, use('saba', { provincialEmpire: { maurya: 'flax' } })).violations)).toEqual(['ee/ability/card-too-low']);
    expect(codes(step(EE_GAME, setup, s, use('saba', { provincialEmpire: { dravidia: 'silk' } })).violations)).toEqual(['ee/ability/target-protected']);
  });
  test('Universal Doctrine: 1 pirate city or up to 5 barbarian tokens', () => {
    expect(of(step(EE_GAME, setup, s, use('saba', { universalDoctrine: { pirateCity: true, barbarians: 0 } })).state, 'saba')?.cities).toBe(4);
    expect(codes(step(EE_GAME, setup, s, use('saba', { universalDoctrine: { pirateCity: false, barbarians: 6 } })).violations)).toEqual(['ee/ability/too-many']);
    expect(codes(step(EE_GAME, setup, s, use('saba', { universalDoctrine: { pirateCity: true, barbarians: 2 } })).violations)).toEqual(['ee/ability/too-many']);
  });
  test('Diaspora: up to 5 tokens', () => {
    expect(step(EE_GAME, setup, s, use('saba', { diaspora: { tokens: 5 } })).violations).toEqual([]);
    expect(codes(step(EE_GAME, setup, s, use('saba', { diaspora: { tokens: 6 } })).violations)).toEqual(['ee/ability/too-many']);
  });
});

describe('ee Phase 10 order and holding', () => {
  test('only abilities held; A.S.T.-position order, furthest first', () => {
    const s = state({ saba: ['politics'], maurya: ['diaspora'] }, { saba: 5, maurya: 7 });
    expect(codes(step(EE_GAME, setup, s, use('saba', { monotheism: { target: 'maurya', cities: 0, tokens: 1 } })).violations)).toEqual(['ee/ability/not-held']);
    const saba = step(EE_GAME, setup, s, use('saba', { politics: { treasury: 5 } }));
    expect(codes(step(EE_GAME, setup, saba.state, use('maurya', { diaspora: { tokens: 2 } })).violations)).toEqual(['ee/ability/out-of-order']);
    expect(codes(step(EE_GAME, setup, saba.state, use('saba', { politics: { treasury: 1 } })).violations)).toEqual(['ee/ability/already-used']);
  });
});
