/**
 * Cross-phase bounds (Eastern Empires bounds.ts): a new entry is judged against what earlier phases'
 * entries already decide; an unknown board refuses nothing. Played from the start of a game.
 */
import { describe, expect, test } from 'vitest';
import { judgeNew, replay, step } from '../../../../src/engine/log/replay';
import { eeBounds } from '../../../../src/engine/rulesets/eastern-empires/bounds';
import type { CivilizationId } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import type { EeEntry } from '../../../../src/engine/rulesets/eastern-empires/entries';
import { EE_GAME, eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import type { EeState } from '../../../../src/engine/rulesets/eastern-empires/state';

const CIVS: readonly CivilizationId[] = ['saba', 'maurya', 'babylon'];
const SETUP: EeSetup = { players: CIVS.map((civ) => ({ name: civ, civ })), settings: DEFAULT_EE_SETTINGS };
const each = (n: number) => Object.fromEntries(CIVS.map((c) => [c, n])) as Record<CivilizationId, number>;
const codes = (vs: readonly { readonly code: string }[]) => vs.map((v) => v.code);

function play(state: EeState, entries: readonly EeEntry[]): EeState {
  let s = state;
  for (const e of entries) {
    const r = step(EE_GAME, SETUP, s, e);
    if (r.violations.length > 0) throw new Error(`${e.kind} refused: ${JSON.stringify(r.violations)}`);
    s = r.state;
  }
  return s;
}

/** Turns 1-3: census 2, 4, 8; in turn 3 Saba builds a city from six tokens and counts 2 left (ee Phase 5a). */
function sabaBuilt(): EeState {
  return play(eeInitialState(SETUP), [
    { kind: 'census', tokens: each(2) },
    { kind: 'ast' },
    { kind: 'census', tokens: each(4) },
    { kind: 'ast' },
    { kind: 'census', tokens: each(8) },
    { kind: 'cities', step: 'construction', cities: { ...each(0), saba: 1 }, tokens: { ...each(8), saba: 2 } },
    { kind: 'ast' },
  ]);
}

describe('ee Phase 2a, 2b the census is at most what population expansion can give', () => {
  test.each([
    // [case, state, Saba's census, refused]
    ['turn 1: the one starting token (ee chapter 4) grows to two', 'turn1', 2, false],
    ['turn 1: three cannot come from one', 'turn1', 3, true],
    ['two left after the city: four at most', 'built', 4, false],
    ['two left after the city: not six', 'built', 6, true],
  ] as const)('Phase 2a %s', (_case, at, saba, refused) => {
    const state = at === 'turn1' ? eeInitialState(SETUP) : play(sabaBuilt(), [{ kind: 'taxation', stock: { saba: 53 } }]);
    const entry: EeEntry = { kind: 'census', tokens: { ...each(2), saba } };
    expect(step(EE_GAME, SETUP, state, entry).violations).toEqual([]);
    const v = eeBounds(state, entry);
    expect(codes(v)).toEqual(refused ? ['ee/census/beyond-expansion'] : []);
    if (refused) expect(v[0]?.cite.map((c) => c.rule)).toEqual(['Phase 2a', 'Phase 2b']);
  });

  test('Phase 2a unknown is not zero: a turn without the cities entry leaves the board unknown, nothing is refused', () => {
    const state = play(eeInitialState(SETUP), [{ kind: 'census', tokens: each(2) }, { kind: 'ast' }]);
    expect(state.boardLast).toBeUndefined();
    expect(codes(eeBounds(state, { kind: 'census', tokens: each(30) }))).toEqual([]);
  });
});

describe('ee Phase 1a, chapter 3 the tokens in stock at tax collection are at least what the board last turn leaves', () => {
  test.each([
    ['55 - 2 on the board = 53', 53, false],
    ['a stock that forgot the six tokens the city returned', 47, true],
  ] as const)('Phase 1a %s', (_case, stock, refused) => {
    const state = sabaBuilt();
    const entry: EeEntry = { kind: 'taxation', stock: { saba: stock } };
    expect(step(EE_GAME, SETUP, state, entry).violations).toEqual([]);
    const v = eeBounds(state, entry);
    expect(codes(v)).toEqual(refused ? ['ee/tax/stock-below-board'] : []);
    if (refused) expect(v[0]?.params).toMatchObject({ civ: 'saba', stock, min: 53, board: 2, treasury: 0 });
  });
});

describe('ee Phase 2a the bounds judge a new entry, never a log read back', () => {
  test('Phase 2a a census of 3 from the one starting token is refused when recorded (GameModule.admit); a log holding it still replays', () => {
    const start = eeInitialState(SETUP);
    const entry: EeEntry = { kind: 'census', tokens: { ...each(2), saba: 3 } };
    const judgedNow = judgeNew(EE_GAME, SETUP, start, [], entry);
    expect(codes(judgedNow)).toEqual(['ee/census/beyond-expansion']);
    expect(replay(EE_GAME, SETUP, [{ at: '2026-11-28T22:00:00.000Z', entry }]).violations).toEqual([]);
  });
});
