/**
 * The restore gate and the repository with the real Advanced Civilization module (registered in
 * GAMES): a good record restores to its replayed state; a record whose log or setup breaks a rule
 * is refused naming the entry, the violation code and the advciv rule number; nothing is stored.
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import type { AdvCivState } from '../../src/engine/rulesets/advciv/state';
import { restore } from '../../src/persistence/restore';
import { createGameSession } from '../../src/state/game';
import { harness } from './harness';

const SETUP = {
  players: [
    { name: 'Ann', nation: 'africa' },
    { name: 'Bo', nation: 'italy' },
  ],
  variants: [],
  settings: {},
};
const logged = (entry: unknown, i: number) => ({ at: new Date(Date.UTC(2026, 0, 1, 20, i)).toISOString(), entry });
const record = (entries: readonly unknown[], setup: unknown = SETUP) => ({
  schemaVersion: 1,
  id: 'advciv-1',
  name: 'Saturday',
  createdAt: '2026-01-01T19:00:00.000Z',
  ruleset: 'advciv',
  setup,
  entries: entries.map(logged),
});

// Turn 1 (advciv 18.1 phase order): census (21), ships (22), cities (24-26), A.S.T. ends the turn (33); then turn 2's census.
const TWO_TURNS = [
  { kind: 'census', tokens: { africa: 6, italy: 7 } },
  { kind: 'ships', nation: 'italy', ships: 0, treasury: 0 },
  { kind: 'cities', cities: { africa: 1, italy: 1 } },
  { kind: 'ast' },
  { kind: 'census', tokens: { africa: 9, italy: 11 } },
];

describe('restore gate with advciv', () => {
  test('a good advciv record restores to the state its log replays to', () => {
    const restored = restore(record(TWO_TURNS), GAMES);
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    const state = restored.value.state as AdvCivState;
    expect(state.turn).toBe(2);
    expect(state.players.map((p) => [p.nation, p.cities, p.census])).toEqual([
      ['africa', 1, 9],
      ['italy', 1, 11],
    ]);
  });

  test.each([
    ['advciv 25.1: more than 9 cities', [TWO_TURNS[0], { kind: 'cities', cities: { africa: 10, italy: 0 } }], 1, 'cities/out-of-range', '25.1'],
    [
      'advciv 25.2: a city needs 6 tokens from the census',
      [
        { kind: 'census', tokens: { africa: 5, italy: 6 } },
        { kind: 'cities', cities: { africa: 1, italy: 1 } },
      ],
      1,
      'cities/too-many-built',
      '25.2',
    ],
    ['advciv 18.1: an entry of a phase already passed this turn', [TWO_TURNS[0], TWO_TURNS[2], TWO_TURNS[0]], 2, 'phase/already-passed', '18.1'],
    ['advciv 22.4: more than four ships', [TWO_TURNS[0], { kind: 'ships', nation: 'africa', ships: 5, treasury: 0 }], 1, 'ships/too-many', '22.4'],
    ['advciv 21.1: every active player is counted at the census', [{ kind: 'census', tokens: { africa: 6 } }], 0, 'player/missing', '21.1'],
  ])('%s: restore/violations naming the entry and the rule', (_, entries, index, code, rule) => {
    const restored = restore(record(entries), GAMES);
    expect(restored.ok).toBe(false);
    if (restored.ok) return;
    expect(restored.error.code).toBe('restore/violations');
    expect(restored.error.entryIndex).toBe(index);
    expect(restored.error.params.entry).toBe(index + 1);
    expect(restored.error.violations?.map((v) => v.code)).toContain(code);
    const violation = restored.error.violations?.find((v) => v.code === code);
    expect(violation?.cite.map((c) => [c.doc, c.rule])).toContainEqual(['advciv', rule]);
  });

  test.each([
    [
      'advciv 15.3: two players with one nation',
      {
        ...SETUP,
        players: [
          { name: 'Ann', nation: 'crete' },
          { name: 'Bo', nation: 'crete' },
          { name: 'Cy', nation: 'thrace' },
        ],
      },
      'setup/duplicate-nation',
      '15.3',
    ],
    ['advciv 16.1: a player count the game does not have', { ...SETUP, players: [{ name: 'Ann', nation: 'africa' }] }, 'setup/player-count', '16.1'],
  ])('%s: restore/setup-violations', (_, setup, code, rule) => {
    const restored = restore(record([], setup), GAMES);
    expect(!restored.ok && restored.error.code).toBe('restore/setup-violations');
    const violation = !restored.ok ? restored.error.violations?.find((v) => v.code === code) : undefined;
    expect(violation?.cite.map((c) => c.rule)).toContain(rule);
  });

  test('an advciv entry of an unknown kind is restore/invalid-record with its path', () => {
    const restored = restore(record([TWO_TURNS[0], { kind: 'teleport' }]), GAMES);
    expect(!restored.ok && restored.error.code).toBe('restore/invalid-record');
    expect(!restored.ok && restored.error.problems?.[0]?.path.startsWith('entries[1]')).toBe(true);
  });
});

describe('the restore gate with sealed hands (advciv 31.71, 35.1 B)', () => {
  const sealed = { kind: 'hand', nation: 'italy', sealed: true, count: 2 };
  test('31.71 a record with a sealed hand restores: the count known, the cards not', () => {
    const restored = restore(record([TWO_TURNS[0], sealed]), GAMES);
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    const italy = (restored.value.state as AdvCivState).players.find((p) => p.nation === 'italy');
    expect(italy?.sealed?.count).toBe(2);
    expect(italy?.hand).toEqual({});
  });
  test.each([
    ['a sealed hand with its cards', { ...sealed, cards: { salt: 2 } }],
    ['a sealed hand without a count', { kind: 'hand', nation: 'italy', sealed: true }],
    ['sealed: false', { ...sealed, sealed: false }],
  ])('%s is restore/invalid-record', (_, entry) => {
    const restored = restore(record([TWO_TURNS[0], entry]), GAMES);
    expect(!restored.ok && restored.error.code).toBe('restore/invalid-record');
    expect(!restored.ok && restored.error.problems?.[0]?.path.startsWith('entries[1]')).toBe(true);
  });
  test('31.71 a sealed hand over the hand limit is restore/violations citing 31.71', () => {
    const restored = restore(record([TWO_TURNS[0], { ...sealed, count: 9 }]), GAMES);
    expect(!restored.ok && restored.error.code).toBe('restore/violations');
    expect(!restored.ok && restored.error.violations?.find((v) => v.code === 'hand/over-limit')?.cite.map((c) => c.rule)).toContain('31.71');
  });
  test('35.1 B a reveal before the end is restore/violations citing 35.1', () => {
    const restored = restore(record([TWO_TURNS[0], sealed, { kind: 'hand-reveal', nation: 'italy', cards: { salt: 2 } }]), GAMES);
    expect(!restored.ok && restored.error.violations?.map((v) => v.code)).toEqual(['hand/reveal-before-end']);
  });
});

/**
 * Two turns as the table plays them (18.1): no city built in turn 1 (cities entered, none drawn for), each hand kept (31.71);
 * each census at most doubles the tokens on the board (20.1: one start token, 15.3).
 */
const PLAYED = [
  { kind: 'census', tokens: { africa: 2, italy: 2 } },
  { kind: 'ships', nation: 'italy', ships: 0, treasury: 0 },
  { kind: 'cities', cities: { africa: 0, italy: 0 } },
  { kind: 'hand', nation: 'africa', cards: {} },
  { kind: 'hand', nation: 'italy', cards: {} },
  { kind: 'ast' },
  { kind: 'census', tokens: { africa: 4, italy: 3 } },
];

describe('repository with advciv', () => {
  test('a game played, undone and redone, stored and reopened, replays to the same state', async () => {
    const { repo, openTab } = harness(GAMES);
    const created = await repo.createGame({ name: 'Saturday', ruleset: 'advciv', setup: SETUP });
    if (!created.ok) throw new Error(created.error.code);
    const id = created.value.record.id;
    // Played through a session: the engine judges in the state layer, storage appends.
    const s = createGameSession<unknown>({ repo, games: GAMES });
    expect((await s.open(id)).ok).toBe(true);
    for (const [i, entry] of PLAYED.entries()) expect(await s.submitEntry(entry)).toEqual({ ok: true, value: i });
    const refused = await s.submitEntry({ kind: 'cities', cities: { africa: 10, italy: 0 } });
    expect(!refused.ok && refused.error.kind === 'violations' && refused.error.violations.map((v) => [v.code, v.cite[0]?.rule])).toEqual([
      ['cities/out-of-range', '25.1'],
    ]);
    expect((await s.undo()).ok).toBe(true);
    const redone = await s.redo();
    expect(redone).toEqual({ ok: true, value: PLAYED.length - 1 });
    s.close();
    const reopened = await openTab().repo.loadGame(id);
    const direct = restore(record(PLAYED), GAMES);
    expect(reopened.ok && direct.ok && reopened.value.state).toEqual(direct.ok ? direct.value.state : undefined);
  });

  test('importing an advciv file whose log breaks a rule stores nothing', async () => {
    const { repo } = harness(GAMES);
    const good = await repo.importFile(JSON.stringify(record(TWO_TURNS)));
    expect(good.ok && good.value.map((g) => [g.name, g.entryCount])).toEqual([['Saturday', 5]]);
    const bad = await repo.importFile(JSON.stringify(record([TWO_TURNS[0], { kind: 'cities', cities: { africa: 10, italy: 0 } }])));
    expect(!bad.ok && [bad.error.code, bad.error.entryIndex]).toEqual(['restore/violations', 1]);
    const listed = await repo.listGames();
    expect(listed.ok && listed.value.length).toBe(1);
  });
});
