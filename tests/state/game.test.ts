/**
 * The game session (src/state/game.ts) over a real repository on fake IndexedDB and the tally test
 * module: the engine judges once, here (storage does not), persist before showing, keep the
 * refusal's violations, undo/redo from checkpoints, "table as of entry n", another tab's entries,
 * and two pages racing for one entry (one lands, the other is told what was recorded meanwhile).
 */
import { describe, expect, test } from 'vitest';
import type { GameModule } from '../../src/engine/game';
import { createGameSession } from '../../src/state/game';
import { harness, type Harness } from '../persistence/harness';
import { TALLY_GAMES, tally, type TallyEntry, type TallySetup, type TallyState } from '../persistence/tally';

/** The tally module with its calls counted: how often the rules and the initial state run. */
function counted() {
  const calls = { initialState: 0, validate: 0, apply: 0 };
  const handlers = Object.fromEntries(
    Object.entries(tally.handlers).map(([kind, h]) => [
      kind,
      {
        validate: (...args: Parameters<typeof h.validate>) => {
          calls.validate++;
          return (h.validate as (...a: unknown[]) => ReturnType<typeof h.validate>)(...args);
        },
        apply: (...args: Parameters<typeof h.apply>) => {
          calls.apply++;
          return (h.apply as (...a: unknown[]) => TallyState)(...args);
        },
      },
    ]),
  ) as unknown as GameModule<TallySetup, TallyState, TallyEntry>['handlers'];
  const module: GameModule<TallySetup, TallyState, TallyEntry> = {
    ...tally,
    handlers,
    initialState: (setup) => {
      calls.initialState++;
      return tally.initialState(setup);
    },
  };
  return { calls, games: { ...TALLY_GAMES, smc: module } };
}

async function openTally(shared?: { h: Harness; id: string }) {
  const { calls, games } = counted();
  const h = shared?.h ?? harness(games);
  let id = shared?.id;
  if (id === undefined) {
    const created = await h.repo.createGame({ name: 'Friday', ruleset: 'smc', setup: { players: ['Ann', 'Bo'] } });
    if (!created.ok) throw new Error(created.error.code);
    id = created.value.record.id;
  }
  let tick = 0;
  const repo = shared === undefined ? h.repo : h.openTab().repo;
  const s = createGameSession<TallyEntry>({ repo, games, now: () => `2026-02-01T00:00:${String(tick++).padStart(2, '0')}.000Z` });
  calls.initialState = 0;
  const opened = await s.open(id);
  expect(opened.ok).toBe(true);
  return { h, s, id, calls };
}

const cities = (state: unknown) => (state as TallyState).cities;

describe('submitEntry: engine first, then storage, then the screen', () => {
  test('a valid entry is stored and shown at once', async () => {
    const { h, s, id } = await openTally();
    const r = await s.submitEntry({ kind: 'build', player: 'Ann', n: 3 });
    expect(r).toEqual({ ok: true, value: 0 });
    expect(cities(s.state.value)).toEqual({ Ann: 3, Bo: 0 });
    const stored = await h.repo.loadGame(id);
    expect(stored.ok && stored.value.record.entries.length).toBe(1);
  });

  test('a refused entry returns its violations and stores nothing', async () => {
    const { h, s, id } = await openTally();
    const r = await s.submitEntry({ kind: 'lose', player: 'Bo', n: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.kind === 'violations') expect(r.error.violations.map((v) => v.code)).toEqual(['tally/negative-cities']);
    else throw new Error('expected violations');
    const stored = await h.repo.loadGame(id);
    expect(stored.ok && stored.value.record.entries.length).toBe(0);
    expect(s.record.value?.entries.length).toBe(0);
  });

  test('a full disk is a storage refusal and the screen keeps the old state', async () => {
    const { h, s } = await openTally();
    h.disk.full = true;
    const r = await s.submitEntry({ kind: 'build', player: 'Ann', n: 1 });
    expect(!r.ok && r.error.kind === 'storage' && r.error.error.code).toBe('storage/quota-exceeded');
    expect(cities(s.state.value)).toEqual({ Ann: 0, Bo: 0 });
    h.disk.full = false;
    expect((await s.submitEntry({ kind: 'build', player: 'Ann', n: 1 })).ok).toBe(true);
    expect(cities(s.state.value).Ann).toBe(1);
  });

  test.each([
    ['more than 9 cities (advciv 25.1)', [{ kind: 'build', player: 'Ann', n: 9 }], { kind: 'build', player: 'Ann', n: 1 }, 'tally/too-many-cities'],
    ['fewer than 0 cities', [{ kind: 'build', player: 'Ann', n: 2 }], { kind: 'lose', player: 'Ann', n: 3 }, 'tally/negative-cities'],
    ['an unknown player', [], { kind: 'build', player: 'Cy', n: 1 }, 'tally/unknown-player'],
  ])('an entry that breaks a rule (%s) is refused with its violation and not stored', async (_, before, entry, code) => {
    const { h, s, id } = await openTally();
    for (const e of before) expect((await s.submitEntry(e as TallyEntry)).ok).toBe(true);
    const r = await s.submitEntry(entry as TallyEntry);
    expect(!r.ok && r.error.kind === 'violations' && r.error.violations.map((v) => v.code)).toEqual([code]);
    const stored = await h.repo.loadGame(id);
    expect(stored.ok && stored.value.record.entries.length).toBe(before.length);
  });

  test.each([
    ['an unknown kind', { kind: 'teleport' }, 'entry.kind'],
    ['a count out of range', { kind: 'build', player: 'Ann', n: 0 }, 'entry.n'],
    ['not an object', 7, 'entry'],
  ])('a malformed entry (%s) is append/malformed with its path and not stored', async (_, entry, path) => {
    const { h, s, id } = await openTally();
    // Typed callers cannot send this; the session still parses what it is handed (defence in depth).
    const r = await s.submitEntry(entry as unknown as TallyEntry);
    expect(!r.ok && r.error.kind === 'storage' && [r.error.error.code, r.error.error.params.path]).toEqual(['append/malformed', path]);
    const stored = await h.repo.loadGame(id);
    expect(stored.ok && stored.value.record.entries.length).toBe(0);
  });

  test('the entry is stored as the ruleset parser normalised it (unknown fields dropped)', async () => {
    const { h, s, id } = await openTally();
    expect((await s.submitEntry({ kind: 'build', player: 'Ann', n: 1, junk: '<x>' } as TallyEntry)).ok).toBe(true);
    const stored = await h.repo.loadGame(id);
    expect(stored.ok && stored.value.record.entries.map((l) => l.entry)).toEqual([{ kind: 'build', player: 'Ann', n: 1 }]);
    expect(s.record.value?.entries.map((l) => l.entry)).toEqual([{ kind: 'build', player: 'Ann', n: 1 }]);
  });

  test('no hidden replays: opening replays once, a write judges once and replays nothing, undo starts from a checkpoint', async () => {
    const { calls, games } = counted();
    const h = harness(games);
    const created = await h.repo.createGame({ name: 'Friday', ruleset: 'smc', setup: { players: ['Ann', 'Bo'] } });
    if (!created.ok) throw new Error(created.error.code);
    const s = createGameSession<TallyEntry>({ repo: h.repo, games });
    calls.initialState = 0;
    expect((await s.open(created.value.record.id)).ok).toBe(true);
    expect(calls.initialState).toBe(1);
    calls.validate = 0;
    calls.apply = 0;
    for (let i = 0; i < 40; i++) expect((await s.submitEntry({ kind: 'note', text: `n${i}` })).ok).toBe(true);
    // Our own revisions come back through the watcher; none of them may reload the game.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect([calls.initialState, calls.validate, calls.apply]).toEqual([1, 40, 40]);
    calls.apply = 0;
    expect((await s.undo()).ok).toBe(true);
    // 39 entries left; the checkpoint at 32 leaves 7 to replay, not 39.
    expect(calls.initialState).toBe(1);
    expect(calls.apply).toBe(39 - 32);
    calls.apply = 0;
    s.showAsOf(35);
    expect(s.shownState.value).toEqual({ cities: { Ann: 0, Bo: 0 } });
    expect(calls.apply).toBe(3);
    expect(calls.initialState).toBe(1);
  });

  test('check() gives the verdict without storing', async () => {
    const { s } = await openTally();
    expect(s.check({ kind: 'build', player: 'Ann', n: 9 })).toEqual([]);
    expect(s.check({ kind: 'lose', player: 'Ann', n: 1 }).map((v) => v.code)).toEqual(['tally/negative-cities']);
    expect(s.record.value?.entries.length).toBe(0);
  });
});

describe('undo, redo and the table as of an entry', () => {
  test('undo removes the last entry, redo restores it', async () => {
    const { s } = await openTally();
    await s.submitEntry({ kind: 'build', player: 'Ann', n: 2 });
    await s.submitEntry({ kind: 'build', player: 'Bo', n: 4 });
    expect(s.canRedo.value).toBe(false);
    const u = await s.undo();
    expect(u.ok && u.value.entry).toEqual({ kind: 'build', player: 'Bo', n: 4 });
    expect(cities(s.state.value)).toEqual({ Ann: 2, Bo: 0 });
    expect(s.canRedo.value).toBe(true);
    expect((await s.redo()).ok).toBe(true);
    expect(cities(s.state.value)).toEqual({ Ann: 2, Bo: 4 });
    expect(s.record.value?.entries.length).toBe(2);
  });

  test('undo with an empty log is a refusal, not a crash', async () => {
    const { s } = await openTally();
    expect(s.canUndo.value).toBe(false);
    const u = await s.undo();
    expect(!u.ok && u.error.kind === 'storage' && u.error.error.code).toBe('undo/nothing');
  });

  test('showAsOf(n) replays the first n entries; null shows now', async () => {
    const { s } = await openTally();
    await s.submitEntry({ kind: 'build', player: 'Ann', n: 2 });
    await s.submitEntry({ kind: 'build', player: 'Ann', n: 5 });
    s.showAsOf(1);
    expect(cities(s.shownState.value).Ann).toBe(2);
    s.showAsOf(0);
    expect(cities(s.shownState.value).Ann).toBe(0);
    s.showAsOf(null);
    expect(cities(s.shownState.value).Ann).toBe(7);
  });
});

describe('two tabs on one game', () => {
  test("another tab's entry appears and is flagged", async () => {
    const { h, s, id } = await openTally();
    const other = h.openTab();
    const r = await other.repo.appendEntry(id, { at: '2026-03-01T00:00:00.000Z', entry: { kind: 'build', player: 'Bo', n: 1 } }, 0);
    expect(r.ok).toBe(true);
    await expect.poll(() => cities(s.state.value).Bo).toBe(1);
    expect(s.changedElsewhere.value).toBe(true);
    // Caught up, an entry made here is checked against the new log and lands after it.
    expect((await s.submitEntry({ kind: 'build', player: 'Ann', n: 1 })).ok).toBe(true);
    expect(cities(s.state.value)).toEqual({ Ann: 1, Bo: 1 });
  });

  test('two pages record at the same moment: one entry lands; the other page is told what was recorded, shows it, and can record again', async () => {
    const { h, s: a, id } = await openTally();
    const { s: b } = await openTally({ h, id });
    const [ra, rb] = await Promise.all([a.submitEntry({ kind: 'build', player: 'Ann', n: 2 }), b.submitEntry({ kind: 'build', player: 'Bo', n: 3 })]);
    expect([ra.ok, rb.ok].filter(Boolean)).toHaveLength(1);
    const [winner, loser, lost] = ra.ok ? [a, b, rb] : [b, a, ra];
    expect(!lost.ok && lost.error.kind).toBe('stale');
    if (lost.ok || lost.error.kind !== 'stale') return;
    expect(lost.error.recorded.map((l) => l.entry)).toEqual(winner.record.value?.entries.map((l) => l.entry));
    expect([lost.error.from, lost.error.removed]).toEqual([0, 0]);
    expect(loser.stale.value).toEqual(lost.error);
    // The loser shows the new state at once.
    expect(loser.state.value).toEqual(winner.state.value);
    const stored = await h.repo.loadGame(id);
    expect(stored.ok && stored.value.record.entries.length).toBe(1);
    // Record again against the new state: it lands after the other page's entry.
    expect(await loser.submitEntry({ kind: 'note', text: 'again' })).toEqual({ ok: true, value: 1 });
    expect(loser.stale.value).toBeUndefined();
  });

  test('an undo made after another page undid and recorded is stale and takes nothing back', async () => {
    const { h, s: a, id } = await openTally();
    await a.submitEntry({ kind: 'build', player: 'Ann', n: 2 });
    const { s: b } = await openTally({ h, id });
    // Page A undoes and records something else; page B has not heard of it yet.
    const other = h.openTab().repo;
    expect((await other.undo(id)).ok).toBe(true);
    expect((await other.appendEntry(id, { at: '2026-03-01T00:00:00.000Z', entry: { kind: 'build', player: 'Bo', n: 5 } }, 0)).ok).toBe(true);
    const r = await b.undo();
    if (!r.ok && r.error.kind === 'stale') {
      expect(r.error.recorded.map((l) => l.entry)).toEqual([{ kind: 'build', player: 'Bo', n: 5 }]);
      expect(r.error.removed).toBe(1);
    } else {
      // B heard the change before it tapped: then its undo took back the entry it was shown.
      expect(r.ok && r.value.entry).toEqual({ kind: 'build', player: 'Bo', n: 5 });
    }
    const stored = await h.repo.loadGame(id);
    expect(stored.ok && stored.value.record.entries.length).toBe(r.ok ? 0 : 1);
  });
});

describe('open', () => {
  test('an unknown game is an error status with its code', async () => {
    const h = harness();
    const s = createGameSession<TallyEntry>({ repo: h.repo, games: counted().games });
    const r = await s.open('nope');
    expect(!r.ok && r.error.code).toBe('game/not-found');
    expect(s.status.value).toBe('error');
    expect(s.loadError.value?.code).toBe('game/not-found');
  });

  test('opening remembers the game to reopen at start', async () => {
    const { h, id } = await openTally();
    const last = await h.repo.getLastOpenGame();
    expect(last.ok && last.value).toBe(id);
  });
});
