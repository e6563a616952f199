/**
 * The order of a turn for new Eastern Empires entries (GameModule.admit, issue 19): a kind the rules
 * make once per turn is refused the second time, and no entry of a later phase is taken while an
 * earlier phase of the turn still requires its entry (ee chapter 6, "The order of phases"), naming
 * the phase and who owes it. Each row replays a log (every entry valid), then judges one new entry
 * as the state layer and the host of linked phones do (judgeNew).
 */
import { describe, expect, test } from 'vitest';
import { judgeNew, replay } from '../../../../src/engine/log/replay';
import { DEFAULT_EE_SETTINGS, type EeEntry, type EeSetup } from '../../../../src/engine/rulesets/eastern-empires';
import { EE_GAME } from '../../../../src/engine/rulesets/eastern-empires/game';
import { victimOutcome } from './outcomes';
import type { LoggedEntry, Violation } from '../../../../src/engine/types';

const setup: EeSetup = {
  players: (['saba', 'maurya', 'babylon'] as const).map((civ) => ({ name: civ, civ })),
  settings: DEFAULT_EE_SETTINGS,
};
const each = (n: number) => ({ saba: n, maurya: n, babylon: n });
const logOf = (entries: readonly EeEntry[]): LoggedEntry<EeEntry>[] => entries.map((entry) => ({ at: '2026-11-28T19:00:00.000Z', entry }));

function judge(before: readonly EeEntry[], entry: EeEntry): readonly Violation[] {
  const log = logOf(before);
  const { state, violations } = replay(EE_GAME, setup, log);
  expect(violations).toEqual([]);
  return judgeNew(EE_GAME, setup, state, log, entry);
}

const CENSUS: EeEntry = { kind: 'census', tokens: each(25) };
const BUILT: readonly EeEntry[] = [CENSUS, { kind: 'cities', step: 'construction', cities: each(1), tokens: each(14) }];
const DRAWN: readonly EeEntry[] = [
  ...BUILT,
  { kind: 'trade-cards', civ: 'saba', bought: [] },
  { kind: 'trade-cards', civ: 'maurya', bought: [] },
  { kind: 'trade-cards', civ: 'babylon', bought: [] },
];

/** Babylon's Volcanic Eruption resolved (ee Phase 9): the board changed since Phase 5. */
const RESOLVED: readonly EeEntry[] = [
  CENSUS,
  { kind: 'cities', step: 'construction', cities: { saba: 1, maurya: 1, babylon: 2 }, tokens: each(14) },
  { kind: 'trade-cards', civ: 'saba', bought: [] },
  { kind: 'trade-cards', civ: 'maurya', bought: [] },
  { kind: 'trade-cards', civ: 'babylon', bought: [] },
  { kind: 'calamity-selection', civ: 'babylon', held: ['volcanicEruption'], discarded: [] },
  { kind: 'calamity', calamity: 'volcanicEruption', civ: 'babylon', secondaries: [], outcomes: [victimOutcome('babylon', { citiesDestroyed: 1 })] },
];
const SURPLUS: readonly EeEntry[] = [...DRAWN, { kind: 'cities', step: 'surplus', cities: each(1), tokens: each(4) }];
const TURN_ONE: readonly EeEntry[] = [...SURPLUS, { kind: 'ast' }];
const taxes: EeEntry = { kind: 'taxation', stock: each(20) };

describe('ee once per turn: a second entry of a kind the rules make once is refused', () => {
  test.each<[string, readonly EeEntry[], EeEntry, string, string]>([
    ['ee Phase 2 one census a turn', [CENSUS], { kind: 'census', tokens: each(24) }, 'ee/census/already-entered', 'Phase 2'],
    [
      'ee Phase 5 the cities built once a turn',
      BUILT,
      { kind: 'cities', step: 'construction', cities: each(1), tokens: each(14) },
      'ee/cities/already-entered',
      'Phase 5',
    ],
    [
      'ee Phase 11 the surplus removed once a turn',
      SURPLUS,
      { kind: 'cities', step: 'surplus', cities: each(1), tokens: each(4) },
      'ee/cities/already-entered',
      'Phase 11',
    ],
    [
      'ee Phase 12 one kept hand per player a turn',
      [...SURPLUS, { kind: 'hand', civ: 'maurya', cards: {} }],
      { kind: 'hand', civ: 'maurya', cards: {} },
      'ee/hand/already-kept',
      'Phase 12',
    ],
    ['ee Phase 1 taxes once a turn', [...TURN_ONE, taxes], taxes, 'ee/tax/already-collected', 'Phase 1a'],
    ['ee Phase 6 one draw per player a turn', DRAWN, { kind: 'trade-cards', civ: 'maurya', bought: [] }, 'ee/cards/already-drawn', 'Phase 6a'],
  ])('%s', (_rule, before, entry, code, rule) => {
    const vs = judge(before, entry);
    expect(vs.map((v) => v.code)).toEqual([code]);
    expect(vs[0]?.cite.map((c) => c.rule)).toContain(rule);
  });

  test('ee Phase 12 another player keeps his own hand in the same turn; the next turn is a new turn', () => {
    expect(judge([...SURPLUS, { kind: 'hand', civ: 'maurya', cards: {} }], { kind: 'hand', civ: 'saba', cards: {} })).toEqual([]);
    expect(
      judge([...SURPLUS, { kind: 'hand', civ: 'maurya', cards: {} }, { kind: 'ast' }, taxes, CENSUS], { kind: 'census', tokens: each(25) }).map((v) => v.code),
    ).toEqual(['ee/census/already-entered']);
  });

  test('ee Phase 11 with no calamity resolved and no special ability used the board is as Phase 5 left it: nothing owed, a kept hand is taken', () => {
    expect(judge(DRAWN, { kind: 'hand', civ: 'maurya', cards: {} })).toEqual([]);
    expect(judge(DRAWN, { kind: 'purchase', civ: 'maurya', advances: [], paid: {}, treasury: 0 })).toEqual([]);
  });

  test('ee Phase 5, 11 the two cities entries are two steps: the surplus after construction is not a second entry', () => {
    expect(judge(DRAWN, { kind: 'cities', step: 'surplus', cities: each(1), tokens: each(4) })).toEqual([]);
  });
});

describe('ee chapter 6 the order of phases: no entry of a later phase while an earlier one requires its entry', () => {
  test.each<[string, readonly EeEntry[], EeEntry, string, readonly string[], string]>([
    [
      'ee chapter 6, Phase 2 the census before the cities',
      [],
      { kind: 'cities', step: 'construction', cities: each(0), tokens: each(10) },
      'populationExpansion',
      ['saba', 'maurya', 'babylon'],
      'Phase 2',
    ],
    [
      'ee chapter 6, Phase 5 the cities built before the draws',
      [CENSUS],
      { kind: 'trade-cards', civ: 'saba', bought: [] },
      'cityConstruction',
      ['saba', 'maurya', 'babylon'],
      'Phase 5',
    ],
    ['ee chapter 6, Phase 5 the cities built before the A.S.T.', [CENSUS], { kind: 'ast' }, 'cityConstruction', ['saba', 'maurya', 'babylon'], 'Phase 5'],
    [
      'ee chapter 6, Phase 6 every draw before the surplus is removed',
      [...BUILT, { kind: 'trade-cards', civ: 'saba', bought: [] }],
      { kind: 'cities', step: 'surplus', cities: each(1), tokens: each(4) },
      'tradeCardsAcquisition',
      ['maurya', 'babylon'],
      'Phase 6',
    ],
    [
      'ee chapter 6, Phase 11 the surplus removed after a calamity, before a kept hand',
      RESOLVED,
      { kind: 'hand', civ: 'maurya', cards: {} },
      'removeSurplusPopulation',
      ['saba', 'maurya', 'babylon'],
      'Phase 11',
    ],
    ['ee chapter 6, Phase 1 the taxes before the census', TURN_ONE, CENSUS, 'taxCollection', ['saba', 'maurya', 'babylon'], 'Phase 1'],
  ])('%s', (_rule, before, entry, phase, civs, rule) => {
    const vs = judge(before, entry);
    expect(vs.map((v) => v.code)).toEqual(['ee/phase/owed']);
    expect(vs[0]?.params).toMatchObject({ phase, civs });
    expect(vs[0]?.cite.map((c) => c.rule)).toEqual([rule, 'chapter 6']);
  });

  test.each<[string, readonly EeEntry[], EeEntry]>([
    [
      'ee Phase 3 ships are optional: none built, the cities follow the census',
      [CENSUS],
      { kind: 'cities', step: 'construction', cities: each(0), tokens: each(10) },
    ],
    [
      'ee Phase 6a a player with no city draws nothing: the surplus follows construction',
      [CENSUS, { kind: 'cities', step: 'construction', cities: each(0), tokens: each(10) }],
      { kind: 'cities', step: 'surplus', cities: each(0), tokens: each(2) },
    ],
    [
      'ee Phase 6 draws in the same phase while others still draw',
      [...BUILT, { kind: 'trade-cards', civ: 'saba', bought: [] }],
      { kind: 'trade-cards', civ: 'maurya', bought: [] },
    ],
    ['ee Phase 12 the hands are not required: the A.S.T. follows the surplus', SURPLUS, { kind: 'ast' }],
  ])('%s', (_rule, before, entry) => {
    expect(judge(before, entry)).toEqual([]);
  });

  test('ee chapter 6 a phase the cursor passed requires nothing now: a log recorded with its census skipped goes on', () => {
    const skipped: EeEntry[] = [{ kind: 'cities', step: 'construction', cities: each(0), tokens: each(10) }];
    const { state, violations } = replay(EE_GAME, setup, logOf(skipped));
    expect(violations).toEqual([]);
    expect(judgeNew(EE_GAME, setup, state, logOf(skipped), { kind: 'cities', step: 'surplus', cities: each(0), tokens: each(2) })).toEqual([]);
  });
});
