/**
 * Cross-phase bounds (Eastern Empires bounds.ts): a new entry is judged against what earlier phases'
 * entries already decide; an unknown board refuses nothing. Played from the start of a game.
 */
import { describe, expect, test } from 'vitest';
import { judgeNew, replay, step } from '../../../../src/engine/log/replay';
import type { AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';
import { eeBounds } from '../../../../src/engine/rulesets/eastern-empires/bounds';
import type { CivilizationId } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import type { EeEntry } from '../../../../src/engine/rulesets/eastern-empires/entries';
import type { VictimOutcome } from '../../../../src/engine/rulesets/eastern-empires/entries/calamity';
import { victimOutcome } from './outcomes';
import { EE_GAME, eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import type { EeState } from '../../../../src/engine/rulesets/eastern-empires/state';
import type { CalamityId } from '../../../../src/engine/rulesets/eastern-empires/trade-cards';

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
    const v = eeBounds(state, entry, SETUP);
    expect(codes(v)).toEqual(refused ? ['ee/census/beyond-expansion'] : []);
    if (refused) expect(v[0]?.cite.map((c) => c.rule)).toEqual(['Phase 2a', 'Phase 2b']);
  });

  test('Phase 2a unknown is not zero: a turn without the cities entry leaves the board unknown, nothing is refused', () => {
    const state = play(eeInitialState(SETUP), [{ kind: 'census', tokens: each(2) }, { kind: 'ast' }]);
    expect(state.boardLast).toBeUndefined();
    expect(codes(eeBounds(state, { kind: 'census', tokens: each(30) }, SETUP))).toEqual([]);
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
    const v = eeBounds(state, entry, SETUP);
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

/** Saba in the calamity phase (ee Phase 9) holding `calamity`, with 3 cities, 10 tokens, `treasury` and advances `held`. */
function holding(calamity: CalamityId, treasury: number, held: readonly AdvanceId[] = [], ast = 5): EeState {
  const s = eeInitialState(SETUP);
  return {
    ...s,
    turn: 6,
    handsKnown: [],
    phase: 'calamitySelection',
    selections: [{ civ: 'saba', kept: [calamity] }],
    players: s.players.map((p) =>
      p.civ === 'saba' ? { ...p, cities: 3, census: 10, treasury, ast, advances: Object.fromEntries(held.map((a) => [a, 1])) } : p,
    ),
  };
}

const outcome = (o: Partial<VictimOutcome>): VictimOutcome => victimOutcome(o.civ ?? 'saba', o);
const resolve = (calamity: CalamityId, o: Partial<VictimOutcome>): EeEntry => ({
  kind: 'calamity',
  calamity,
  civ: 'saba',
  secondaries: [],
  outcomes: [outcome(o)],
});

describe('ee chapter 8, Regression the A.S.T. steps back are at most what the calamity moves the marker', () => {
  test.each([
    // [case, calamity, advances held, steps back, refused]
    ['Regression: 1 step', 'regression', [], 1, false],
    ['Regression: not 2', 'regression', [], 2, true],
    ['Regression with Fundamentalism: 1 more, 2 steps', 'regression', ['fundamentalism'], 2, false],
    ['Regression with Library: 1 less, none', 'regression', ['library'], 1, true],
    ['Squandered Wealth moves no marker: 0 steps', 'squanderedWealth', [], 0, false],
    ['Squandered Wealth moves no marker: not 1', 'squanderedWealth', [], 1, true],
  ] as const)('chapter 8, Regression %s', (_case, calamity, held, astBack, refused) => {
    const state = holding(calamity, 0, held);
    const v = eeBounds(state, resolve(calamity, { astBack }), SETUP);
    expect(codes(v)).toEqual(refused ? ['ee/calamity/ast-beyond-effect'] : []);
    if (refused) expect(v[0]?.cite.map((c) => c.rule)).toEqual(['chapter 8, Regression']);
  });

  test('chapter 8, Regression a calamity that moves no marker: the steps back its own check let through are refused when recorded; a log holding them still replays', () => {
    const state = holding('squanderedWealth', 0);
    const entry = resolve('squanderedWealth', { astBack: 2 });
    expect(step(EE_GAME, SETUP, state, entry).violations).toEqual([]); // what a game recorded before replays with
    expect(codes(judgeNew(EE_GAME, SETUP, state, [], entry))).toEqual(['ee/calamity/ast-beyond-effect']);
  });
});

describe('ee chapter 8, Definitions "To pay treasury": a player who cannot pay cannot use it', () => {
  test.each([
    // [case, treasury, refused]
    ['City in Flames: 12 in treasury pays the 10', 12, false],
    ['City in Flames: exactly 10 pays', 10, false],
    ['City in Flames: 7 in treasury cannot pay the 10', 7, true],
  ] as const)('chapter 8, Definitions %s', (_case, treasury, refused) => {
    const state = holding('cityInFlames', treasury);
    const entry = resolve('cityInFlames', { prevented: 1, treasuryLost: Math.min(10, treasury) });
    expect(step(EE_GAME, SETUP, state, entry).violations).toEqual([]); // the entry's own check lets it through
    const v = judgeNew(EE_GAME, SETUP, state, [], entry);
    expect(codes(v)).toEqual(refused ? ['ee/calamity/prevented-beyond'] : []);
    if (refused) {
      expect(v[0]?.cite.map((c) => c.rule)).toEqual(['chapter 8, Definitions']);
      expect(v[0]?.params).toMatchObject({ civ: 'saba', entered: 1, max: 0, treasury });
    }
  });

  test('chapter 8, Definitions City in Flames: a player who cannot pay loses the city', () => {
    const state = holding('cityInFlames', 7);
    expect(judgeNew(EE_GAME, SETUP, state, [], resolve('cityInFlames', { citiesDestroyed: 1 }))).toEqual([]);
  });
});

describe('ee chapter 8, a calamity whose card offers no prevention', () => {
  test('chapter 8 Squandered Wealth prevented once: refused by the entry’s own rule (no prevention on the card), not as a treasury the player cannot pay', () => {
    const state = holding('squanderedWealth', 30);
    const v = judgeNew(EE_GAME, SETUP, state, [], resolve('squanderedWealth', { prevented: 1 }));
    expect(codes(v)).toContain('ee/calamity/prevention-not-allowed');
    expect(codes(v)).not.toContain('ee/calamity/prevented-beyond');
  });
});
