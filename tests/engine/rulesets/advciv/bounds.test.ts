/**
 * Cross-phase bounds (advciv bounds.ts): a new entry is judged against what earlier phases' entries
 * already decide. Each scenario is played from the start of a game with the entries a table makes;
 * an unknown board or hand refuses nothing.
 */
import { describe, expect, test } from 'vitest';
import { judgeNew, replay } from '../../../../src/engine/log/replay';
import { advcivBounds } from '../../../../src/engine/rulesets/advciv/bounds';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import { ADVCIV_GAME, advcivInitialState } from '../../../../src/engine/rulesets/advciv/game';
import type { NationId } from '../../../../src/engine/rulesets/advciv/nations';
import type { AdvCivState } from '../../../../src/engine/rulesets/advciv/state';
import { check, codes, FIVE, play, rules, setupOf } from './helpers';

const SETUP = setupOf(FIVE); // 16.5: 47 tokens each
const each = (n: number): Record<NationId, number> => Object.fromEntries(FIVE.map((x) => [x, n])) as Record<NationId, number>;
const census = (tokens: Partial<Record<NationId, number>>): AdvCivEntry => ({ kind: 'census', tokens: { ...each(2), ...tokens } });
const AST: AdvCivEntry = { kind: 'ast' };
const noCities = (cities: Partial<Record<NationId, number>> = {}, tokens?: Partial<Record<NationId, number>>): AdvCivEntry => ({
  kind: 'cities',
  cities: { ...each(0), ...cities },
  ...(tokens === undefined ? {} : { tokens }),
});

/** Turns 1-3 as the table plays them: census 2, 4, 8; in turn 3 Egypt builds a city from six of his eight tokens (25.2). */
function egyptBuilt(tokensAfter?: Partial<Record<NationId, number>>): AdvCivState {
  return play(SETUP, advcivInitialState(SETUP), [census(each(2)), AST, census(each(4)), AST, census(each(8)), noCities({ egypt: 1 }, tokensAfter), AST]);
}

/** The bounds a new entry meets, and the entry's own validation (which must accept it: the bound is the only refusal). */
function judged(state: AdvCivState, entry: AdvCivEntry) {
  return { bounds: advcivBounds(SETUP, state, entry), own: check(SETUP, state, entry) };
}

describe('advciv 20.1, 21.1 the census is at most what population expansion can give', () => {
  test.each([
    // [case, census entered for Egypt, refused]
    ['turn 1: one token in the start area (15.3) grows to two', 'turn1', 2, false],
    ['turn 1: three tokens cannot come from one', 'turn1', 3, true],
    ['after a city built from six of eight tokens, two are left: four at most', 'built', 4, false],
    ['the issue example: a census of 6 after at most 2 were left', 'built', 6, true],
  ] as const)('20.1 %s', (_case, at, egypt, refused) => {
    const state = at === 'turn1' ? advcivInitialState(SETUP) : play(SETUP, egyptBuilt(), [{ kind: 'taxation', stock: { egypt: 45 } }]);
    const r = judged(state, census({ egypt }));
    expect(r.own).toEqual([]);
    expect(codes(r.bounds)).toEqual(refused ? ['census/beyond-expansion'] : []);
    if (refused) {
      expect(rules(r.bounds)).toEqual(['20.1', '21.1']);
      expect(r.bounds[0]?.params).toMatchObject({ nation: 'egypt', tokens: egypt, max: at === 'turn1' ? 2 : 4 });
    }
  });

  test('20.1 the tokens counted after surplus removal bound the next census exactly (26.1): 3 on the board, 6 at most', () => {
    const state = egyptBuilt({ egypt: 3 });
    expect(state.boardLast?.egypt).toBe(3);
    expect(codes(advcivBounds(SETUP, state, census({ egypt: 6 })))).toEqual([]);
    expect(codes(advcivBounds(SETUP, state, census({ egypt: 7 })))).toEqual(['census/beyond-expansion']);
  });

  test('20.1 the calamity phase leaves the tokens on the board: what the next census grows from (29.62)', () => {
    const state = play(SETUP, egyptBuilt(), [
      { kind: 'taxation', stock: { egypt: 45 } },
      census({ egypt: 4 }),
      noCities({ egypt: 1 }),
      { kind: 'calamities', held: [], tokens: { ...each(2), egypt: 3 }, resolutions: [] },
      AST,
    ]);
    expect(state.boardLast?.egypt).toBe(3);
    expect(codes(advcivBounds(SETUP, state, census({ egypt: 7 })))).toEqual(['census/beyond-expansion']);
    expect(codes(advcivBounds(SETUP, state, census({ egypt: 6 })))).toEqual([]);
  });

  test('20.1 unknown is not zero: with no entry bounding the board last turn, no census is refused by it', () => {
    // A turn with no census, no cities and no calamity entry leaves the board unknown.
    const unknown: AdvCivState = { ...egyptBuilt(), boardLast: {} };
    expect(codes(advcivBounds(SETUP, unknown, census({ egypt: 40 })))).toEqual([]);
    const noField: AdvCivState = (({ boardLast: _gone, ...s }) => s)(egyptBuilt());
    expect(codes(advcivBounds(SETUP, noField, census({ egypt: 40 })))).toEqual([]);
  });
});

describe('advciv 16.1, 19.1 tokens in stock at taxation are at least those the board last turn leaves off it', () => {
  test.each([
    // [case, Egypt's stock entered, refused]
    ['two on the board and none in treasury: 45 in stock', 45, false],
    ['the prefill that forgot the tokens a city returns (25.2): 10 in stock', 10, true],
  ] as const)('19.1 %s', (_case, stock, refused) => {
    const state = egyptBuilt();
    const r = judged(state, { kind: 'taxation', stock: { egypt: stock } });
    expect(r.own).toEqual([]);
    expect(codes(r.bounds)).toEqual(refused ? ['taxation/stock-below-board'] : []);
    if (refused) {
      expect(rules(r.bounds)).toEqual(['19.1', '16.1']);
      expect(r.bounds[0]?.params).toMatchObject({ nation: 'egypt', stock, min: 45, board: 2, treasury: 0 });
    }
  });

  test('20.2, 16.1 the stock entered at population expansion meets the same bound', () => {
    const state = egyptBuilt();
    const entry: AdvCivEntry = {
      kind: 'population',
      areas: Object.fromEntries(FIVE.map((n) => [n, { one: 0, more: 1 }])),
      stock: { egypt: 30 },
    };
    expect(codes(advcivBounds(SETUP, state, entry))).toEqual(['population/stock-below-board']);
  });

  test('19.1 the stock entered makes the board exact for the census (16.1): 47 - 45 = 2 on the board', () => {
    const state = play(SETUP, egyptBuilt(), [{ kind: 'taxation', stock: { egypt: 45 } }]);
    expect(state.boardLast?.egypt).toBe(2);
  });
});

describe('advciv 29.62, 25.2, 26.1 the tokens on the board at the end of trading are at most what the census left after the cities', () => {
  test.each([
    // [case, Egypt's tokens entered at the calamity phase, refused]
    ['eight at the census, six became a city: two', 2, false],
    ['the census from before the city was built (the issue example)', 8, true],
  ] as const)('29.62 %s', (_case, egypt, refused) => {
    const state = play(SETUP, advcivInitialState(SETUP), [census(each(2)), AST, census(each(4)), AST, census(each(8)), noCities({ egypt: 1 })]);
    const entry: AdvCivEntry = { kind: 'calamities', held: [], tokens: { ...each(8), egypt }, resolutions: [] };
    const r = judged(state, entry);
    expect(r.own).toEqual([]);
    expect(codes(r.bounds)).toEqual(refused ? ['calamity/tokens-beyond-board'] : []);
    if (refused) expect(rules(r.bounds)).toEqual(['29.62', '21.1', '25.2', '26.1']);
  });

  test('24.32 a city lost in an attack not entered on its own may have put tokens on the board: not refused', () => {
    const state = play(SETUP, egyptBuilt(), [{ kind: 'taxation', stock: { egypt: 45 } }, census({ egypt: 4 }), noCities({ egypt: 0 })]);
    expect(codes(advcivBounds(SETUP, state, { kind: 'calamities', held: [], tokens: { ...each(2), egypt: 10 }, resolutions: [] }))).toEqual([]);
  });
});

describe('advciv 27.1, 27.2 in turn 1 nobody holds a trade card before his draw', () => {
  const turn1 = (): AdvCivState => play(SETUP, advcivInitialState(SETUP), [census(each(2)), noCities()]);
  test.each([
    ['5 Ochre kept by a player with no city and no draw (the issue example)', { kind: 'hand', nation: 'egypt', cards: { ochre: 5 } }, 'hand/more-than-held'],
    [
      'a trade by players who drew nothing (28.3)',
      {
        kind: 'trade',
        from: 'egypt',
        to: 'crete',
        gave: { cards: 3, named: ['ochre', 'ochre'], calamities: [] },
        got: { cards: 3, named: ['hides', 'hides'], calamities: [] },
      },
      'trade/hand-too-small',
    ],
  ] as const)('27.2 %s is refused', (_case, entry, code) => {
    const state = turn1();
    const r = judged(state, entry as AdvCivEntry);
    expect(r.own).toEqual([]);
    expect(codes(r.bounds)).toContain(code);
  });

  test('31.71 an empty hand kept in turn 1 is accepted; from turn 2 on, a hand not entered stays unknown (nothing refused by these bounds)', () => {
    expect(codes(advcivBounds(SETUP, turn1(), { kind: 'hand', nation: 'egypt', cards: {} }))).toEqual([]);
    const turn2 = play(SETUP, turn1(), [AST]);
    expect(codes(advcivBounds(SETUP, turn2, { kind: 'hand', nation: 'egypt', cards: { ochre: 5 } }))).toEqual([]);
  });
});

describe('advciv 20.1, 21.1 the bounds judge a new entry, never a log read back', () => {
  test('20.1, 21.1 a census of 3 from the one starting token is refused when recorded (GameModule.admit); a log holding it still replays', () => {
    const start = advcivInitialState(SETUP);
    const entry = census({ egypt: 3 });
    expect(codes(judgeNew(ADVCIV_GAME, SETUP, start, [], entry))).toEqual(['census/beyond-expansion']);
    expect(replay(ADVCIV_GAME, SETUP, [{ at: '2026-11-28T23:30:00.000Z', entry }]).violations).toEqual([]);
  });
});
