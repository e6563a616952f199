/**
 * The game session (src/state/game.ts) over a real repository on fake IndexedDB and the tally test
 * module: validate before storing, persist before showing, keep the refusal's violations, undo/redo,
 * "table as of entry n", and another tab's entries.
 */
import { describe, expect, test } from 'vitest';
import { createGameSession } from '../../src/state/game';
import { harness } from '../persistence/harness';
import { TALLY_GAMES, type TallyEntry, type TallyState } from '../persistence/tally';

async function openTally() {
  const h = harness();
  const created = await h.repo.createGame({ name: 'Friday', ruleset: 'smc', setup: { players: ['Ann', 'Bo'] } });
  if (!created.ok) throw new Error(created.error.code);
  let tick = 0;
  const s = createGameSession<TallyEntry>({ repo: h.repo, games: TALLY_GAMES, now: () => `2026-02-01T00:00:${String(tick++).padStart(2, '0')}.000Z` });
  const opened = await s.open(created.value.record.id);
  expect(opened.ok).toBe(true);
  return { h, s, id: created.value.record.id };
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
    // An entry made here against the old log is rebased on the new one.
    expect((await s.submitEntry({ kind: 'build', player: 'Ann', n: 1 })).ok).toBe(true);
    expect(cities(s.state.value)).toEqual({ Ann: 1, Bo: 1 });
  });
});

describe('open', () => {
  test('an unknown game is an error status with its code', async () => {
    const h = harness();
    const s = createGameSession<TallyEntry>({ repo: h.repo, games: TALLY_GAMES });
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
