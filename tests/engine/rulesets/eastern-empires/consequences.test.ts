/**
 * ee consequences said before recording (issue 19 item 2; views/consequences.ts): an entry that hands
 * cities over or removes cities, tokens or a whole hand, or takes a player out, names it; one that
 * takes nothing names nothing (one tap).
 */
import { describe, expect, test } from 'vitest';
import type { CivilizationId } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import { eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import type { EeState } from '../../../../src/engine/rulesets/eastern-empires/state';
import { eeEntryConsequences } from '../../../../src/engine/rulesets/eastern-empires/views/consequences';

const CIVS: readonly CivilizationId[] = ['saba', 'maurya', 'babylon', 'dravidia', 'kushan'];
const SETUP: EeSetup = { players: CIVS.map((civ) => ({ name: civ, civ })), settings: DEFAULT_EE_SETTINGS };

/** Turn 6's tax collection, Maurya with 5 cities and his board counted. */
function taxTime(): EeState {
  const s = eeInitialState(SETUP);
  return {
    ...s,
    turn: 6,
    players: s.players.map((p) => (p.civ === 'maurya' ? { ...p, cities: 5, census: 30 } : p.civ === 'saba' ? { ...p, cities: 3, census: 20 } : p)),
  };
}

describe('ee consequences are said before they are recorded', () => {
  test('ee Phase 1b: Maurya with 5 cities and 7 tokens in stock pays 7; 2 cities revolt to the player with most cities in stock', () => {
    expect(eeEntryConsequences(SETUP, taxTime(), { kind: 'taxation', stock: { maurya: 7, saba: 20 } })).toEqual([
      { kind: 'cities-taken', from: 'maurya', to: 'babylon', cities: 2 },
    ]);
  });

  test('ee Phase 1a: taxes paid in full take nothing: one tap', () => {
    expect(eeEntryConsequences(SETUP, taxTime(), { kind: 'taxation', stock: { maurya: 20, saba: 20 } })).toEqual([]);
  });

  test('ee chapter 7: a player leaving is named', () => {
    expect(eeEntryConsequences(SETUP, taxTime(), { kind: 'leave', civ: 'kushan' })).toEqual([{ kind: 'leaves', civ: 'kushan' }]);
  });

  test('ee Phase 2: the census moves nothing from anyone', () => {
    expect(eeEntryConsequences(SETUP, eeInitialState(SETUP), { kind: 'census', tokens: { saba: 2, maurya: 2, babylon: 2, dravidia: 2, kushan: 2 } })).toEqual(
      [],
    );
  });

  test('a refused entry names nothing', () => {
    expect(eeEntryConsequences(SETUP, taxTime(), { kind: 'taxation', stock: { maurya: 99, saba: 20 } })).toEqual([]);
  });
});
