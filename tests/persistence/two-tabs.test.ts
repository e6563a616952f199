/**
 * Two tabs (or an installed app and a tab) on one game: two connections and repositories on the
 * same IndexedDB. Entries from both are kept in order, none lost or duplicated; a stale append is
 * re-validated against the current log; a watcher sees the other tab's entries.
 */
import { describe, expect, test, vi } from 'vitest';
import { entriesOf } from '../../src/persistence/db';
import type { LoadedGame } from '../../src/persistence/repository';
import { at, harness, newTally } from './harness';

const build = (player: string, n: number, i = 0) => ({ at: at(i), entry: { kind: 'build', player, n } });

async function twoTabs() {
  const h = harness();
  const created = await h.repo.createGame(newTally());
  if (!created.ok) throw new Error(created.error.code);
  const other = h.openTab();
  return { ...h, id: created.value.record.id, a: h.repo, b: other.repo };
}

describe('two tabs append to one game', () => {
  test('two appends made against the same log both land, at different seqs, the later one rebased', async () => {
    const { id, a, b, db } = await twoTabs();
    const [fromA, fromB] = await Promise.all([a.appendEntry(id, build('Ann', 1, 0), 0), b.appendEntry(id, build('Bo', 2, 1), 0)]);
    expect(fromA.ok && fromB.ok).toBe(true);
    if (!fromA.ok || !fromB.ok) return;
    expect([fromA.value.seq, fromB.value.seq].sort()).toEqual([0, 1]);
    expect([fromA.value.rebased, fromB.value.rebased].sort()).toEqual([false, true]);
    const rows = await entriesOf(db, id).toArray();
    expect(rows.map((r) => r.seq)).toEqual([0, 1]);
    const loaded = await a.loadGame(id);
    expect(loaded.ok && loaded.value.state).toEqual({ cities: { Ann: 1, Bo: 2 } });
  });

  test('an append against an out-of-date log is re-validated against the current log and refused if it now breaks a rule', async () => {
    const { id, a, b, db } = await twoTabs();
    expect((await a.appendEntry(id, build('Ann', 8, 0), 0)).ok).toBe(true);
    // Tab B has seen Ann's 8 cities and adds one more (9: allowed).
    expect((await b.appendEntry(id, build('Ann', 1, 1), 1)).ok).toBe(true);
    // Tab A still thinks the log has one entry; its +1 would make 10 cities against the current log.
    const stale = await a.appendEntry(id, build('Ann', 1, 2), 1);
    expect(!stale.ok && stale.error.code).toBe('append/invalid');
    expect(!stale.ok && stale.error.violations?.map((v) => v.code)).toEqual(['tally/too-many-cities']);
    expect(await entriesOf(db, id).count()).toBe(2);
  });

  test('an append after the other tab undid is checked against the shorter log', async () => {
    const { id, a, b } = await twoTabs();
    await a.appendEntry(id, build('Ann', 9, 0), 0);
    await b.undo(id);
    // Tab A still believes Ann has 9 cities; against the current (empty) log 3 more is fine.
    const appended = await a.appendEntry(id, build('Ann', 3, 1), 1);
    expect(appended.ok && [appended.value.seq, appended.value.rebased]).toEqual([0, true]);
    expect(appended.ok && appended.value.state).toEqual({ cities: { Ann: 3, Bo: 0 } });
  });

  test('forty interleaved appends from two tabs: every one kept exactly once, seqs contiguous', async () => {
    const { id, a, b, db } = await twoTabs();
    const writes = Array.from({ length: 20 }, (_, i) => [
      a.appendEntry(id, { at: at(i), entry: { kind: 'note', text: `a${i}` } }, i),
      b.appendEntry(id, { at: at(i), entry: { kind: 'note', text: `b${i}` } }, i),
    ]).flat();
    const results = await Promise.all(writes);
    expect(results.every((r) => r.ok)).toBe(true);
    const rows = await entriesOf(db, id).toArray();
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const texts = rows.map((r) => (r.entry as { text: string }).text).sort();
    const expected = Array.from({ length: 20 }, (_, i) => [`a${i}`, `b${i}`])
      .flat()
      .sort();
    expect(texts).toEqual(expected);
    // Each tab's own entries keep the order that tab made them in.
    const order = (prefix: string) => rows.map((r) => (r.entry as { text: string }).text).filter((t) => t.startsWith(prefix));
    expect(order('a')).toEqual(Array.from({ length: 20 }, (_, i) => `a${i}`));
    expect(order('b')).toEqual(Array.from({ length: 20 }, (_, i) => `b${i}`));
  });
});

describe('watchGame: an entry made in one tab appears in the other', () => {
  test("the watcher in tab B receives tab A's entry, undo and redo", async () => {
    const { id, a, b } = await twoTabs();
    const seen: LoadedGame[] = [];
    const stop = b.watchGame(id, (game) => {
      if (game.ok) seen.push(game.value);
    });
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    await a.appendEntry(id, build('Ann', 4, 0), 0);
    await vi.waitFor(() => expect(seen.at(-1)?.state).toEqual({ cities: { Ann: 4, Bo: 0 } }));
    await a.undo(id);
    await vi.waitFor(() => expect(seen.at(-1)?.redoDepth).toBe(1));
    expect(seen.at(-1)?.record.entries).toEqual([]);
    await a.redo(id);
    await vi.waitFor(() => expect(seen.at(-1)?.record.entries.length).toBe(1));
    stop();
    const count = seen.length;
    await a.appendEntry(id, build('Bo', 1, 1), 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.length).toBe(count);
  });

  test('watching a game that is deleted reports game/not-found', async () => {
    const { id, a, b } = await twoTabs();
    const codes: string[] = [];
    const stop = b.watchGame(id, (game) => codes.push(game.ok ? 'ok' : game.error.code));
    await vi.waitFor(() => expect(codes).toEqual(['ok']));
    await a.deleteGame(id);
    await vi.waitFor(() => expect(codes.at(-1)).toBe('game/not-found'));
    stop();
  });
});
