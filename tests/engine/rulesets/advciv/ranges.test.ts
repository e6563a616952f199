/**
 * The ranges the number boxes refuse typing beyond (issue 19 item 4), from the rules' own data: each
 * named after the rule that bounds it.
 */
import { describe, expect, test } from 'vitest';
import {
  calamityLossRanges,
  censusRange,
  cityAttackRanges,
  citySupportRanges,
  civilWarRanges,
  conversionRanges,
  citiesRange,
  commodityRange,
  floodPlainBarbariansRange,
  grainRange,
  mapFactRanges,
  populationRanges,
  shipsRange,
  supportRanges,
  tradingTokensRange,
  treasuryRange,
} from '../../../../src/engine/rulesets/advciv/views/ranges';
import { explainCalamities } from '../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import { check, codes, setupOf, stateOf } from './helpers';
import { calamityEntry, held, L, setupWith, tradePhase } from './variants/scenario';

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

describe('advciv calamity map facts (30.511, 30.514, R-G2): from the units before that calamity', () => {
  // Five players, three cities and 20 tokens each. Egypt holds Superstition (30.32, resolved first,
  // 29.6) and Flood: Superstition reduces his three cities to two tokens each, so he meets the Flood
  // with no city and 26 tokens.
  const setup = setupWith([]);
  const entry = calamityEntry(
    setup,
    [held('superstition', 'egypt'), held('flood', 'egypt')],
    [{ calamity: 'superstition', losses: { egypt: L(0, [2, 2, 2]) } }, { calamity: 'flood' }],
  );
  const phase = explainCalamities(tradePhase(setup, {}), entry, setup);
  const step = (c: string) => phase.steps.find((s) => s.calamity === c);
  test('30.511, 5.6 unit points on the flood plain: at most his unit points on the board (tokens one, cities five)', () => {
    const superstition = step('superstition');
    expect(superstition && mapFactRanges(superstition, 'egypt').floodPlain).toEqual({ min: 0, max: 20 + 3 * 5 });
    const flood = step('flood');
    expect(flood && mapFactRanges(flood, 'egypt').floodPlain).toEqual({ min: 0, max: 26 });
    expect(flood && mapFactRanges(flood, 'babylon').floodPlain).toEqual({ min: 0, max: 35 });
  });
  test('30.514, 30.911 coastal cities: at most his cities before the calamity', () => {
    const flood = step('flood');
    expect(flood && mapFactRanges(flood, 'egypt').coastal).toEqual({ min: 0, max: 0 });
    expect(flood && mapFactRanges(flood, 'crete').coastal).toEqual({ min: 0, max: 3 });
  });
  test('39.4 (30.5121, 30.5211, 30.911, 5.1, 5.6) Barbarian and Pirate unit points on the plain: one set of pieces, 55 tokens and nine cities', () => {
    expect(floodPlainBarbariansRange()).toEqual({ min: 0, max: 55 + 9 * 5 });
  });
  test('29.8, 26.31 cities reduced for lack of support: at most his cities after the calamities; 26.41 tokens left: at most his stock', () => {
    // Egypt ends the phase with no city; Babylon untouched: 3 cities, 20 tokens, 47 - 20 in stock (16.5).
    expect(supportRanges(phase.end.egypt).reduced).toEqual({ min: 0, max: 0 });
    expect(supportRanges(phase.end.babylon)).toEqual({ reduced: { min: 0, max: 3 }, left: { min: 0, max: 27 } });
  });
});

describe('advciv 30.312 Grain shown against Famine: at most the Grain he can hold', () => {
  // Turn 2 after the draws, no trade possible (28.3: only Africa holds three cards): Africa kept two
  // Grain and drew from stacks 1-4 (Grain is in stack 4, 8.1); Italy kept nothing and drew from 1-2.
  const three = setupOf(['africa', 'italy', 'crete']);
  const state = stateOf(
    three,
    { africa: { hand: { grain: 2 } } },
    {
      turn: 2,
      draws: [
        { nation: 'africa', stacks: [1, 2, 3, 4], bought: 0 },
        { nation: 'italy', stacks: [1, 2], bought: 0 },
        { nation: 'crete', stacks: [1], bought: 0 },
      ],
      handsKnown: ['africa', 'italy', 'crete'],
    },
  );
  test('30.312, 27.2 kept two and drew once from the Grain stack: at most three', () => {
    expect(grainRange(three, state, 'africa')).toEqual({ min: 0, max: 3 });
  });
  test('30.312, 27.2 nothing kept and the Grain stack not drawn: none', () => {
    expect(grainRange(three, state, 'italy')).toEqual({ min: 0, max: 0 });
  });
  test('30.312, 8.1 a hand nobody entered: at most the eight Grain cards printed', () => {
    expect(grainRange(three, { ...state, handsKnown: [] }, 'africa')).toEqual({ min: 0, max: 8 });
  });
});

describe('advciv 20.1 population expansion: areas counted from the tokens on the board', () => {
  // Three players: 47 tokens each (16.7). Crete has 5 in treasury and 30 in stock: 12 on the board.
  const state = stateOf(setup, { crete: { treasury: 5, stock: 30 } });
  test('20.1 areas with one token: at most his tokens on the board (16.1, 20.2: tokens less treasury less stock)', () => {
    expect(populationRanges(setup, state, 'crete').one).toEqual({ min: 0, max: 12 });
  });
  test('20.1 areas with two or more tokens: at most half his tokens on the board', () => {
    expect(populationRanges(setup, state, 'crete').more).toEqual({ min: 0, max: 6 });
  });
  test('20.2 the stock typed at the table counts where the engine does not know it', () => {
    const unknown = stateOf(setup, { italy: { stock: null } });
    expect(populationRanges(setup, unknown, 'italy', 40)).toEqual({ one: { min: 0, max: 7 }, more: { min: 0, max: 3 } });
    // 16.1: a board the engine does not know is at most his tokens less treasury.
    expect(populationRanges(setup, { ...unknown, boardLast: {} }, 'italy').one).toEqual({ min: 0, max: 47 });
  });
  test('20.1 the two boxes together: each takes what the areas typed in the other leave of his 12 tokens on the board', () => {
    expect(populationRanges(setup, state, 'crete', undefined, { one: 3, more: 4 })).toEqual({ one: { min: 0, max: 4 }, more: { min: 0, max: 4 } });
    expect(populationRanges(setup, state, 'crete', undefined, { one: 12, more: null })).toEqual({ one: { min: 0, max: 12 }, more: { min: 0, max: 0 } });
  });
  test("20.1 the boxes' edge is the entry's: 4 lone-token areas and 4 of two or more fit 12 tokens, a fifth lone one does not", () => {
    const entry = (one: number) => ({
      kind: 'population' as const,
      areas: { italy: { one: 1, more: 0 }, africa: { one: 1, more: 0 }, crete: { one, more: 4 } },
    });
    const max = populationRanges(setup, state, 'crete', undefined, { more: 4 }).one.max;
    expect(codes(check(setup, state, entry(max)))).toEqual([]);
    expect(codes(check(setup, state, entry(max + 1)))).toEqual(['population/areas-beyond-tokens']);
  });
  test('20.1, 16.1 a stock neither known nor typed yet: at most the tokens he left on the board last turn', () => {
    const unknown = stateOf(setup, { italy: { stock: null } }, { boardLast: { italy: 9 } });
    expect(populationRanges(setup, unknown, 'italy')).toEqual({ one: { min: 0, max: 9 }, more: { min: 0, max: 4 } });
    expect(populationRanges(setup, unknown, 'italy', 40).one).toEqual({ min: 0, max: 7 });
  });
});

describe('advciv 26.31, 26.41 city support in the cities phase', () => {
  const state = stateOf(setup, { africa: { treasury: 7 } });
  test('16.1, 26.1 tokens counted on the board: at most his tokens less treasury', () => {
    expect(citySupportRanges(setup, state, 'africa', 4, null).tokens).toEqual({ min: 0, max: 40 });
  });
  test('5.1, 26.31 cities reduced: at most the nine less the cities he keeps', () => {
    expect(citySupportRanges(setup, state, 'africa', 4, null).reduced).toEqual({ min: 0, max: 5 });
  });
  test('26.41 tokens placed where reduced cities stood: from his stock, his tokens less treasury less those on the board', () => {
    expect(citySupportRanges(setup, state, 'africa', 4, 31).left).toEqual({ min: 0, max: 9 });
  });
});

describe('advciv 29.62 tokens on the board at the end of trading', () => {
  test('29.62, 16.1 at most his tokens less treasury while the board is not known', () => {
    expect(tradingTokensRange(setup, stateOf(setup, { crete: { treasury: 4 } }, { boardMax: {} }), 'crete')).toEqual({ min: 0, max: 43 });
  });
  test('29.62, 21.1, 25.2 at most what the census left after the cities built (state.boardMax)', () => {
    expect(tradingTokensRange(setup, stateOf(setup, {}, { boardMax: { crete: 17 } }), 'crete')).toEqual({ min: 0, max: 17 });
  });
});
