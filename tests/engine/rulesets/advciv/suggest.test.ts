/**
 * Every figure a phase form prefills is the engine's, from the state after every earlier entry of the
 * turn (issue 19 item 1), with where it comes from. The Assyria case: a census of 22, a city built
 * from it (six tokens into the city, 25.2); the calamity form's board and next turn's tax stock count
 * the tokens that became the city.
 */
import { describe, expect, test } from 'vitest';
import { ADVCIV_GAME } from '../../../../src/engine/rulesets/advciv/game';
import { tokensPerPlayer } from '../../../../src/engine/rulesets/advciv/entries/context';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import type { NationId } from '../../../../src/engine/rulesets/advciv/nations';
import type { AdvCivState } from '../../../../src/engine/rulesets/advciv/state';
import {
  boardSuggestion,
  censusSuggestion,
  citiesSuggestion,
  stockSuggestion,
  suggestedValues,
  suggestionsOf,
} from '../../../../src/engine/rulesets/advciv/views/suggest';
import { advcivBounds } from '../../../../src/engine/rulesets/advciv/bounds';
import { censusRange } from '../../../../src/engine/rulesets/advciv/views/ranges';
import { check, codes, play, setupOf } from './helpers';

const THREE: readonly NationId[] = ['assyria', 'babylon', 'egypt'];
const SETUP = setupOf(THREE);
const start = (): AdvCivState => ADVCIV_GAME.initialState(SETUP) as AdvCivState;
const census = (assyria: number): AdvCivEntry => ({ kind: 'census', tokens: { assyria, babylon: 16, egypt: 12 } });
/** Turn 1: census, then Assyria builds a city from her 22 tokens (25.2); Babylon builds two from 16. */
function afterCities(): AdvCivState {
  return play(SETUP, start(), [census(22), { kind: 'cities', cities: { assyria: 1, babylon: 2, egypt: 0 } }]);
}
/** The calamity entry the form makes with nothing typed: no calamity, the board as suggested. */
const calamitiesAsSuggested = (s: AdvCivState): AdvCivEntry => ({
  kind: 'calamities',
  held: [],
  tokens: suggestedValues(suggestionsOf(s, (n) => boardSuggestion(s, n))),
  resolutions: [],
});

describe('advciv 25.2 the board after cities are built: six tokens a city leave it', () => {
  test('advciv 21.1, 25.2: the calamity form\'s "tokens on the board after trading" is the census less six a city built', () => {
    const s = afterCities();
    expect(boardSuggestion(s, 'assyria')).toEqual({
      value: 16,
      source: { kind: 'board', census: 22, changed: 0, intoCities: 6 },
      cite: [
        { doc: 'advciv', rule: '21.1' },
        { doc: 'advciv', rule: '25.2' },
      ],
    });
    // Babylon built two cities from 16 (the "has 16" was the census before them).
    expect(boardSuggestion(s, 'babylon')?.value).toBe(4);
    expect(boardSuggestion(s, 'egypt')).toMatchObject({ value: 12, source: { intoCities: 0, changed: 0 } });
  });

  test('advciv 26.1: a board counted at the cities entry is the figure, with the difference said', () => {
    const s = play(SETUP, start(), [
      census(22),
      { kind: 'cities', cities: { assyria: 1, babylon: 0, egypt: 0 }, tokens: { assyria: 14, babylon: 16, egypt: 12 } },
    ]);
    expect(boardSuggestion(s, 'assyria')).toMatchObject({ value: 14, source: { census: 22, intoCities: 6, changed: -2 } });
  });

  test("advciv 21.1: no board suggestion before this turn's census", () => {
    expect(boardSuggestion(start(), 'assyria')).toBeUndefined();
  });
});

describe('advciv 19.1 the taxation stock: all tokens less the board and the treasury, after every entry', () => {
  test("advciv 19.1, 25.2: next turn's stock counts the tokens that became cities (Assyria: the census 22 was not on the board)", () => {
    const s1 = afterCities();
    const s = play(SETUP, s1, [calamitiesAsSuggested(s1), { kind: 'ast' }]);
    const total = tokensPerPlayer(SETUP, 'assyria');
    const a = s.players.find((p) => p.nation === 'assyria');
    const treasury = a?.treasury ?? 0;
    expect(stockSuggestion(SETUP, s, 'assyria')).toEqual({
      value: total - 16 - treasury,
      source: { kind: 'stock', tokens: total, board: 16, treasury },
      cite: [
        { doc: 'advciv', rule: '19.1' },
        { doc: 'advciv', rule: '16.1' },
      ],
    });
    // Not the census-based figure the form used to make.
    expect(stockSuggestion(SETUP, s, 'assyria')?.value).not.toBe(total - 22 - treasury);
  });

  test('advciv 19.1: no stock suggestion while no entry counted the board since it was last known', () => {
    expect(stockSuggestion(SETUP, afterCities(), 'assyria')).toBeUndefined();
  });
});

describe('advciv 21.1, 25.1 the census and cities forms start from the engine', () => {
  test("advciv 21.1: the census form suggests last turn's census, none in the first turn", () => {
    expect(censusSuggestion(SETUP, start(), 'assyria')).toBeUndefined();
    const s1 = afterCities();
    const s = play(SETUP, s1, [calamitiesAsSuggested(s1), { kind: 'ast' }]);
    expect(censusSuggestion(SETUP, s, 'assyria')).toMatchObject({ value: 22, source: { kind: 'last-census', census: 22 } });
  });

  test('advciv 25.1, 19.32: the cities form suggests the cities held after every earlier entry of the turn', () => {
    const s = afterCities();
    expect(citiesSuggestion(s, 'babylon')).toMatchObject({ value: 2, source: { kind: 'cities', cities: 2 } });
  });
});

/** Quiet turns from the one start token (15.3): a census of 2, 4, 8 ... each, no city, then the A.S.T. */
const grown = (turns: number): AdvCivEntry[] =>
  Array.from({ length: turns }, (_, i): AdvCivEntry[] => [
    { kind: 'census', tokens: { assyria: 2 ** (i + 1), babylon: 2 ** (i + 1), egypt: 2 ** (i + 1) } },
    { kind: 'ast' },
  ]).flat();
/** The census form's suggestions, as the form prefills them. */
const censusPrefill = (s: AdvCivState) => suggestedValues(suggestionsOf(s, (n) => censusSuggestion(SETUP, s, n)));

describe('advciv 20.1, 21.1 the census suggestion is never more than the census may count', () => {
  test('advciv 20.1, 21.1: after three cities took 18 of a census of 32, the suggestion is twice the 14 left (28), the bound a census is judged by', () => {
    const s5 = play(SETUP, start(), [
      ...grown(4),
      { kind: 'census', tokens: { assyria: 32, babylon: 32, egypt: 32 } },
      { kind: 'cities', cities: { assyria: 3, babylon: 0, egypt: 0 } },
    ]);
    const s = play(SETUP, s5, [calamitiesAsSuggested(s5), { kind: 'ast' }]);
    expect(censusSuggestion(SETUP, s, 'assyria')).toEqual({
      value: 28,
      source: { kind: 'census-expansion', census: 32, board: 14 },
      cite: [
        { doc: 'advciv', rule: '20.1' },
        { doc: 'advciv', rule: '21.1' },
      ],
    });
    // Nobody else built: last turn's census is within what expansion gives (32 of at most 64).
    expect(censusSuggestion(SETUP, s, 'babylon')).toMatchObject({ value: 32, source: { kind: 'last-census' } });
    // The census the form starts from is one a new entry may record; one more token is refused (bounds.ts).
    const prefill = censusPrefill(s);
    expect(codes(advcivBounds(SETUP, s, { kind: 'census', tokens: prefill }))).toEqual([]);
    expect(codes(advcivBounds(SETUP, s, { kind: 'census', tokens: { ...prefill, assyria: 29 } }))).toEqual(['census/beyond-expansion']);
  });

  test("advciv 16.1, 21.1: a full board taxed (47 at the census, 2 into treasury) suggests 45, the census box's range, not the 47 of last turn", () => {
    const total = tokensPerPlayer(SETUP, 'assyria');
    const s6 = play(SETUP, start(), [
      ...grown(5),
      { kind: 'census', tokens: { assyria: total, babylon: 32, egypt: 32 } },
      { kind: 'cities', cities: { assyria: 1, babylon: 0, egypt: 0 } },
    ]);
    const s7 = play(SETUP, s6, [calamitiesAsSuggested(s6), { kind: 'ast' }]);
    // 19.1: a city pays two tokens from the six its building returned to stock.
    const s = play(SETUP, s7, [{ kind: 'taxation', stock: { assyria: 6, babylon: total - 32, egypt: total - 32 } }]);
    const range = censusRange(SETUP, s, 'assyria');
    expect(range.max).toBe(total - 2);
    expect(censusSuggestion(SETUP, s, 'assyria')).toEqual({
      value: total - 2,
      source: { kind: 'census-stock', census: total, tokens: total, treasury: 2 },
      cite: [
        { doc: 'advciv', rule: '21.1' },
        { doc: 'advciv', rule: '16.1' },
      ],
    });
    const prefill = censusPrefill(s);
    for (const p of s.players) expect(prefill[p.nation]).toBeLessThanOrEqual(censusRange(SETUP, s, p.nation).max);
    expect(codes(check(SETUP, s, { kind: 'census', tokens: prefill }))).toEqual([]);
    expect(codes(advcivBounds(SETUP, s, { kind: 'census', tokens: prefill }))).toEqual([]);
  });
});
