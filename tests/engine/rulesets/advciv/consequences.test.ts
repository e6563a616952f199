/** What an entry takes from a player, before it is recorded (issue 19 item 2): the engine's view, the UI's words. */
import { describe, expect, test } from 'vitest';
import { ADVCIV_GAME } from '../../../../src/engine/rulesets/advciv/game';
import type { NationId } from '../../../../src/engine/rulesets/advciv/nations';
import type { AdvCivState } from '../../../../src/engine/rulesets/advciv/state';
import { entryConsequences } from '../../../../src/engine/rulesets/advciv/views/consequences';
import { play, setupOf } from './helpers';

const THREE: readonly NationId[] = ['assyria', 'babylon', 'egypt'];
const SETUP = setupOf(THREE);
/** Turn 2 at taxation: Assyria 2 cities, Babylon 1, Egypt 1; the board was counted at the cities entry. */
function taxation(): AdvCivState {
  const s = ADVCIV_GAME.initialState(SETUP) as AdvCivState;
  return play(SETUP, s, [
    { kind: 'census', tokens: { assyria: 20, babylon: 14, egypt: 12 } },
    { kind: 'cities', cities: { assyria: 2, babylon: 1, egypt: 1 } },
    { kind: 'ast' },
  ]);
}

describe('advciv 19.32 a tax revolt hands cities over: the consequence is named before it is recorded', () => {
  test('advciv 19.31, 19.32: Assyria pays for one city of two; Babylon, with most units in stock, takes the other', () => {
    const c = entryConsequences(SETUP, taxation(), { kind: 'taxation', stock: { assyria: 3, babylon: 40, egypt: 20 } });
    expect(c).toEqual([{ kind: 'cities-taken', from: 'assyria', to: 'babylon', cities: 1 }]);
  });
  test('advciv 19.1: taxes paid in full take nothing: no consequence, one tap', () => {
    expect(entryConsequences(SETUP, taxation(), { kind: 'taxation', stock: { assyria: 30, babylon: 40, egypt: 20 } })).toEqual([]);
  });
  test('a refused entry has no consequence to confirm', () => {
    expect(entryConsequences(SETUP, taxation(), { kind: 'taxation', stock: { assyria: 3 } })).toEqual([]);
  });
});

describe('advciv 15.6, 24-26 leaving and losing cities are named', () => {
  test('advciv 15.6: a player leaving the game', () => {
    expect(entryConsequences(SETUP, taxation(), { kind: 'leave', nation: 'egypt', hand: {} })).toEqual([{ kind: 'leaves', nation: 'egypt' }]);
  });
  test('advciv 24-26: a city lost at the cities entry; keeping them all is one tap', () => {
    const s = play(SETUP, taxation(), [
      { kind: 'taxation', stock: { assyria: 30, babylon: 40, egypt: 20 } },
      { kind: 'census', tokens: { assyria: 20, babylon: 14, egypt: 12 } },
    ]);
    expect(entryConsequences(SETUP, s, { kind: 'cities', cities: { assyria: 1, babylon: 1, egypt: 1 } })).toEqual([
      { kind: 'cities-lost', nation: 'assyria', cities: 1 },
    ]);
    expect(entryConsequences(SETUP, s, { kind: 'cities', cities: { assyria: 2, babylon: 1, egypt: 1 } })).toEqual([]);
  });
});

describe('advciv 31.71 a hand kept empty by a player known to hold cards is named', () => {
  // Turns 1-3 with every hand kept empty (31.71: known), Egypt's city built in turn 3 (census 8, 25.2) and his draw (27.1).
  const drew = (): AdvCivState =>
    play(SETUP, ADVCIV_GAME.initialState(SETUP) as AdvCivState, [
      ...[2, 4].flatMap((n) => [
        { kind: 'census' as const, tokens: { assyria: n, babylon: n, egypt: n } },
        ...THREE.map((nation) => ({ kind: 'hand' as const, nation, cards: {} })),
        { kind: 'ast' as const },
      ]),
      { kind: 'census', tokens: { assyria: 8, babylon: 8, egypt: 8 } },
      { kind: 'cities', cities: { assyria: 0, babylon: 0, egypt: 1 } },
      { kind: 'trade-cards', nation: 'egypt', stacks: [1], bought: 0 },
      { kind: 'calamities', held: [], tokens: { assyria: 8, babylon: 8, egypt: 2 }, resolutions: [] } as never,
    ]);
  test('31.71: Egypt drew one card and keeps none: his card goes back, said before it is recorded', () => {
    expect(entryConsequences(SETUP, drew(), { kind: 'hand', nation: 'egypt', cards: {} })).toEqual([{ kind: 'hand-emptied', nation: 'egypt', cards: 1 }]);
  });
  test('31.71: Egypt\'s hand of turn 3 not entered ("no purchase for everyone left"), he drew one card in turn 4: keeping none names at least that card', () => {
    // Turn 3 as above, the hands kept not entered (Egypt's at most the card he drew); turn 4: Egypt taxed, draws one card again.
    const unknown = (): AdvCivState =>
      play(SETUP, drew(), [
        ...THREE.map((nation) => ({ kind: 'hand' as const, nation, unknown: true as const })),
        { kind: 'ast' },
        { kind: 'taxation', stock: { egypt: 45 } },
        { kind: 'census', tokens: { assyria: 16, babylon: 16, egypt: 4 } },
        { kind: 'cities', cities: { assyria: 0, babylon: 0, egypt: 1 } },
        { kind: 'trade-cards', nation: 'egypt', stacks: [1], bought: 0 },
        { kind: 'calamities', held: [], tokens: { assyria: 16, babylon: 16, egypt: 4 }, resolutions: [] } as never,
      ]);
    // One card or two (28.3: too few to have traded): the one drawn this turn is surely his.
    expect(entryConsequences(SETUP, unknown(), { kind: 'hand', nation: 'egypt', cards: {} })).toEqual([
      { kind: 'hand-emptied', nation: 'egypt', cards: 1, atLeast: true },
    ]);
    // He keeps a card, or a player who drew nothing keeps nothing: one tap.
    expect(entryConsequences(SETUP, unknown(), { kind: 'hand', nation: 'egypt', cards: { ochre: 1 } })).toEqual([]);
    expect(entryConsequences(SETUP, unknown(), { kind: 'hand', nation: 'assyria', cards: {} })).toEqual([]);
  });
  test('31.71: keeping the card, or a player who holds none keeping none, is one tap', () => {
    expect(entryConsequences(SETUP, drew(), { kind: 'hand', nation: 'egypt', cards: { ochre: 1 } })).toEqual([]);
    expect(entryConsequences(SETUP, drew(), { kind: 'hand', nation: 'assyria', cards: {} })).toEqual([]);
  });
});
