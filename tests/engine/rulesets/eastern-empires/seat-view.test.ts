/**
 * A phone bound to one seat (several phones), Eastern Empires: the phases whose entries are the
 * player's own (ships Phase 3, trade cards Phase 6, special abilities Phase 10, advances and the
 * hand kept Phase 12) and the figures the table's phases give his seat, from the engine's views.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_EE_SETTINGS, PHASES, type EeSetup } from '../../../../src/engine/rulesets/eastern-empires';
import { eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { seatFigures, seatOwnsPhase } from '../../../../src/engine/rulesets/eastern-empires/views/seat-view';
import { withPlayer, type EeState } from '../../../../src/engine/rulesets/eastern-empires/state';

const SETUP: EeSetup = {
  players: [
    { name: 'Ronald', civ: 'saba' },
    { name: 'Michael', civ: 'maurya' },
    { name: 'Judith', civ: 'babylon' },
  ],
  settings: DEFAULT_EE_SETTINGS,
};

const withCities = (state: EeState, cities: number): EeState => withPlayer(state, 'maurya', (p) => ({ ...p, cities, census: 14, treasury: 3 }));

describe('ee chapter 6: a seated phone records its own ships, trade cards, special abilities and advances; the other phases are the table’s', () => {
  test('the own phases', () => {
    expect(PHASES.filter(seatOwnsPhase)).toEqual(['movement', 'tradeCardsAcquisition', 'specialAbilities', 'advancesAcquisition']);
  });
});

describe('ee Phase 1a taxes on the seat', () => {
  test('ee Phase 1a Michael with three cities owes the tax rate on each before the entry', () => {
    const s = withCities(eeInitialState(SETUP), 3);
    expect(seatFigures(SETUP, s, 'taxCollection', 'maurya')).toEqual([
      { kind: 'taxDue', tokens: 6, cities: 3, rates: [2] },
      { kind: 'cities', cities: 3 },
      { kind: 'treasury', tokens: 3 },
    ]);
  });
  test('ee Phase 1a Coinage lets him choose the rate: the rates are shown with what he owes', () => {
    const s = withPlayer(withCities(eeInitialState(SETUP), 2), 'maurya', (p) => ({ ...p, advances: { coinage: 1 } }));
    expect(seatFigures(SETUP, s, 'taxCollection', 'maurya')[0]).toEqual({ kind: 'taxDue', tokens: 4, cities: 2, rates: [1, 2, 3] });
  });
  test('after the entry: what was collected and the cities that revolted', () => {
    const s: EeState = {
      ...withCities(eeInitialState(SETUP), 2),
      taxes: [{ civ: 'maurya', rate: 2, collected: 2, revolting: 1, takenBy: [], destroyed: 0 }],
    };
    expect(seatFigures(SETUP, s, 'taxCollection', 'maurya')[0]).toEqual({ kind: 'taxPaid', tokens: 2, revolted: 1 });
  });
});

describe('ee Phase 2b census, Phase 8-9 calamities and Phase 13a the A.S.T. on the seat', () => {
  test('ee Phase 2b the tokens on the board and the cities', () => {
    expect(seatFigures(SETUP, withCities(eeInitialState(SETUP), 1), 'populationExpansion', 'maurya')).toEqual([
      { kind: 'census', tokens: 14 },
      { kind: 'cities', cities: 1 },
    ]);
  });
  test('ee Phase 8 the calamities he kept; Phase 9 those still to resolve', () => {
    const s: EeState = { ...eeInitialState(SETUP), selections: [{ civ: 'maurya', kept: ['famine'] }] };
    expect(seatFigures(SETUP, s, 'calamitySelection', 'maurya')[0]).toEqual({ kind: 'calamitiesKept', calamities: ['famine'] });
    expect(seatFigures(SETUP, s, 'calamityResolution', 'maurya')[0]).toEqual({ kind: 'calamitiesPending', calamities: ['famine'] });
    const resolved: EeState = { ...s, resolved: [{ civ: 'maurya', calamity: 'famine' }] };
    expect(seatFigures(SETUP, resolved, 'calamityResolution', 'maurya').map((f) => f.kind)).toEqual(['cities', 'census']);
  });
  test('ee Phase 13a the A.S.T. space and whether the marker moves (the engine’s check)', () => {
    const [ast] = seatFigures(SETUP, eeInitialState(SETUP), 'astAlteration', 'maurya');
    expect(ast).toMatchObject({ kind: 'ast', position: 0 });
    if (ast?.kind === 'ast') expect(typeof ast.check.moves).toBe('boolean');
  });
  test('a civilization not in the game has no figures', () => {
    expect(seatFigures(SETUP, eeInitialState(SETUP), 'taxCollection', 'kushan')).toEqual([]);
  });
});
