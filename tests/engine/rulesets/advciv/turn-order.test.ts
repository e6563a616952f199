/**
 * The order of a turn for new entries (GameModule.admit, issue 19): a kind the rules make once per
 * turn is refused the second time (once for the table, or once per player), and no entry of a later
 * phase is taken while an earlier phase of the same turn still owes one (18.1 sequence of play),
 * naming the phase owed and who owes it. Each row replays a log (every entry in it valid), then
 * judges one new entry as the state layer and the host of linked phones do (judgeNew).
 */
import { describe, expect, test } from 'vitest';
import { judgeNew, replay } from '../../../../src/engine/log/replay';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import { ADVCIV_GAME } from '../../../../src/engine/rulesets/advciv/game';
import type { LoggedEntry, Violation } from '../../../../src/engine/types';
import { setupOf } from './helpers';

const setup = setupOf(['crete', 'italy', 'africa']);
const all = (n: number) => ({ crete: n, italy: n, africa: n });
const logOf = (entries: readonly AdvCivEntry[]): LoggedEntry<AdvCivEntry>[] => entries.map((entry) => ({ at: '2026-11-28T19:00:00.000Z', entry }));

/** The verdict on `entry` after `before` (which must replay cleanly). */
function judge(before: readonly AdvCivEntry[], entry: AdvCivEntry): readonly Violation[] {
  const log = logOf(before);
  const { state, violations } = replay(ADVCIV_GAME, setup, log);
  expect(violations).toEqual([]);
  return judgeNew(ADVCIV_GAME, setup, state, log, entry);
}

// Turn 1, played in order: no city could be built from 2 tokens (25.2), so no cities, no draws; each hand kept (31.71).
const QUIET_TURN: readonly AdvCivEntry[] = [
  { kind: 'census', tokens: all(2) },
  { kind: 'hand', nation: 'crete', cards: {} },
  { kind: 'hand', nation: 'italy', cards: {} },
  { kind: 'hand', nation: 'africa', cards: {} },
  { kind: 'ast' },
];
// A turn in which Africa builds a city and draws (27.1): then the calamities are owed (29.1).
const AFRICA_BUILDS: readonly AdvCivEntry[] = [
  { kind: 'census', tokens: all(6) },
  { kind: 'cities', cities: { crete: 0, italy: 0, africa: 1 } },
];
const AFRICA_DREW: readonly AdvCivEntry[] = [...AFRICA_BUILDS, { kind: 'trade-cards', nation: 'africa', stacks: [1], bought: 0 }];
const CALAMITIES_NONE = { kind: 'calamities', held: [], tokens: all(5), resolutions: [] } as unknown as AdvCivEntry;
// Turn 1 with Africa's city, played to its end: turn 2 opens with the taxes owed (19.1).
const TURN_WITH_A_CITY: readonly AdvCivEntry[] = [...AFRICA_DREW, CALAMITIES_NONE, ...QUIET_TURN.slice(1)];
const buy = (nation: 'crete' | 'italy' | 'africa'): AdvCivEntry => ({
  kind: 'purchase',
  nation,
  cards: ['pottery'],
  paid: { gold: 3 },
  treasury: 0,
  mining: null,
});

describe('advciv once per turn: a second entry of a kind the rules make once is refused', () => {
  test.each<[string, readonly AdvCivEntry[], AdvCivEntry, string, string]>([
    ['advciv 21.1 one census a turn', [{ kind: 'census', tokens: all(2) }], { kind: 'census', tokens: all(3) }, 'census/already-entered', '21.1'],
    [
      'advciv 26.1 the cities once a turn (24-26)',
      AFRICA_BUILDS,
      { kind: 'cities', cities: { crete: 0, italy: 0, africa: 1 } },
      'cities/already-entered',
      '26.1',
    ],
    [
      'advciv 31.71 one kept hand per player a turn',
      [
        { kind: 'census', tokens: all(2) },
        { kind: 'hand', nation: 'italy', cards: {} },
      ],
      { kind: 'hand', nation: 'italy', cards: {} },
      'hand/already-kept',
      '31.71',
    ],
    [
      'advciv 19.1 taxes once a turn',
      [...TURN_WITH_A_CITY, { kind: 'taxation', stock: { africa: 20 } }],
      { kind: 'taxation', stock: { africa: 20 } },
      'taxation/already-taxed',
      '19.1',
    ],
    [
      'advciv 20 population expansion once a turn',
      [{ kind: 'population', areas: { crete: { one: 1, more: 0 }, italy: { one: 1, more: 0 }, africa: { one: 1, more: 0 } } }],
      { kind: 'population', areas: { crete: { one: 1, more: 0 }, italy: { one: 1, more: 0 }, africa: { one: 1, more: 0 } } },
      'population/already-entered',
      '20.1',
    ],
    [
      'advciv 22 ships once per player a turn',
      [
        { kind: 'census', tokens: all(4) },
        { kind: 'ships', nation: 'italy', ships: 0, treasury: 0 },
      ],
      { kind: 'ships', nation: 'italy', ships: 0, treasury: 0 },
      'ships/already-entered',
      '22.1',
    ],
    ['advciv 27.1 one draw per player a turn', AFRICA_DREW, { kind: 'trade-cards', nation: 'africa', stacks: [1], bought: 0 }, 'trade/already-drawn', '27.1'],
    [
      'advciv 31.1 one purchase per player a turn (R-A4)',
      [{ kind: 'census', tokens: all(2) }, buy('crete')],
      buy('crete'),
      'purchase/already-purchased',
      '31.58',
    ],
  ])('%s', (_rule, before, entry, code, rule) => {
    const vs = judge(before, entry);
    expect(vs.map((v) => v.code)).toEqual([code]);
    expect(vs[0]?.cite.map((c) => c.rule)).toContain(rule);
  });

  test('advciv 31.71 another player keeps his own hand in the same turn', () => {
    expect(
      judge(
        [
          { kind: 'census', tokens: all(2) },
          { kind: 'hand', nation: 'italy', cards: {} },
        ],
        { kind: 'hand', nation: 'crete', cards: {} },
      ),
    ).toEqual([]);
  });

  test('advciv 21.1 the census of the next turn is a new census', () => {
    expect(judge(QUIET_TURN, { kind: 'census', tokens: all(4) })).toEqual([]);
  });

  test('advciv 31.71 the hand refused names the player and the turn', () => {
    const [v] = judge(
      [
        { kind: 'census', tokens: all(2) },
        { kind: 'hand', nation: 'italy', cards: {} },
      ],
      { kind: 'hand', nation: 'italy', cards: {} },
    );
    expect(v?.params).toEqual({ nation: 'italy', turn: 1 });
  });
});

describe('advciv 18.1 sequence of play: no entry of a later phase while an earlier one owes its entry', () => {
  test.each<[string, readonly AdvCivEntry[], AdvCivEntry, string, readonly string[], string]>([
    [
      'advciv 18.1, 21 the census is owed before the draws',
      [],
      { kind: 'trade-cards', nation: 'africa', stacks: [1], bought: 0 },
      'census',
      ['africa', 'italy', 'crete'],
      '21',
    ],
    [
      'advciv 18.1, 21 the census is owed before the cities',
      [],
      { kind: 'cities', cities: { crete: 0, italy: 0, africa: 0 } },
      'census',
      ['africa', 'italy', 'crete'],
      '21',
    ],
    ['advciv 18.1, 21 the census is owed before a purchase', [], buy('italy'), 'census', ['africa', 'italy', 'crete'], '21'],
    ['advciv 18.1, 21 the census is owed before the A.S.T.', [], { kind: 'ast' }, 'census', ['africa', 'italy', 'crete'], '21'],
    [
      'advciv 18.1, 19 the taxes are owed once a city stands, before the census',
      TURN_WITH_A_CITY,
      { kind: 'census', tokens: all(8) },
      'taxation',
      ['africa'],
      '19',
    ],
    [
      'advciv 18.1, 26 the cities are owed once a census could build one (25.2)',
      [{ kind: 'census', tokens: all(6) }],
      { kind: 'trade-cards', nation: 'africa', stacks: [1], bought: 0 },
      'surplus',
      ['africa', 'italy', 'crete'],
      '26',
    ],
    ['advciv 18.1, 27 the draws are owed before a purchase', AFRICA_BUILDS, buy('italy'), 'trade-cards', ['africa'], '27'],
    ['advciv 18.1, 29 the calamities are owed once cards were drawn (29.1)', AFRICA_DREW, buy('italy'), 'calamities', ['africa', 'italy', 'crete'], '29'],
    ['advciv 18.1, 31.71 the hands are owed before the A.S.T.', [...QUIET_TURN.slice(0, 2)], { kind: 'ast' }, 'civ-cards', ['africa', 'italy'], '31'],
  ])('%s', (_rule, before, entry, phase, nations, rule) => {
    const vs = judge(before, entry);
    expect(vs.map((v) => v.code)).toEqual(['phase/owed']);
    expect(vs[0]?.params).toMatchObject({ phase, nations });
    expect(vs[0]?.cite.map((c) => c.rule)).toEqual([rule, '18.1']);
  });

  test.each<[string, readonly AdvCivEntry[], AdvCivEntry]>([
    [
      'advciv 18.2 phases with nothing owed are passed: no city, no ship, no card, so the card phase (31.71 the hand kept) follows the census',
      [{ kind: 'census', tokens: all(2) }],
      { kind: 'hand', nation: 'italy', cards: {} },
    ],
    [
      'advciv 27.1 a draw while others still draw: the same phase',
      [
        ...AFRICA_BUILDS.slice(0, 1),
        { kind: 'cities', cities: { crete: 1, italy: 0, africa: 1 } },
        { kind: 'trade-cards', nation: 'africa', stacks: [1], bought: 0 },
      ],
      { kind: 'trade-cards', nation: 'crete', stacks: [1], bought: 0 },
    ],
    ['advciv 15.6 leaving is between phases: taken while the census is owed', [], { kind: 'leave', nation: 'crete', hand: {} }],
    ['advciv 33 the A.S.T. once every hand is kept', QUIET_TURN.slice(0, 4), { kind: 'ast' }],
  ])('%s', (_rule, before, entry) => {
    expect(judge(before, entry)).toEqual([]);
  });

  test('advciv 18.1 a phase the cursor passed owes nothing now: a log recorded with its census skipped goes on (the cursor refuses going back)', () => {
    // As main recorded it before issue 19: the draw of turn 1 while the census was owed.
    const skipped: AdvCivEntry[] = [{ kind: 'trade-cards', nation: 'africa', stacks: [], bought: 0 }];
    const { state, violations } = replay(ADVCIV_GAME, setup, logOf(skipped));
    expect(violations).toEqual([]);
    expect(judgeNew(ADVCIV_GAME, setup, state, logOf(skipped), { kind: 'hand', nation: 'africa', cards: {} })).toEqual([]);
    expect(judgeNew(ADVCIV_GAME, setup, state, logOf(skipped), { kind: 'census', tokens: all(2) }).map((v) => v.code)).toEqual(['phase/already-passed']);
  });
});
