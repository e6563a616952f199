/**
 * Two tabs (or an installed app and a tab) on one game: two connections and repositories on the
 * same IndexedDB. Of two appends made against the same log exactly one lands and the other is
 * refused as stale (compare and swap: never two entries from one race, never a merge); a retry
 * against the new log lands; a watcher hears the other tab's revision; a tab that hears of a newer
 * database version stops writing.
 */
import { describe, expect, test, vi } from 'vitest';
import { IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { DB_VERSION, entriesOf } from '../../src/persistence/db';
import type { GameHead } from '../../src/persistence/repository';
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
  test('two appends made against the same log: exactly one lands, the other is append/stale naming the entry recorded meanwhile', async () => {
    const { id, a, b, db } = await twoTabs();
    const [fromA, fromB] = await Promise.all([a.appendEntry(id, build('Ann', 1, 0), 0, 0), b.appendEntry(id, build('Bo', 2, 1), 0, 0)]);
    const landed = [fromA, fromB].filter((r) => r.ok);
    const refused = [fromA, fromB].find((r) => !r.ok);
    expect(landed).toHaveLength(1);
    expect(refused !== undefined && !refused.ok && refused.error.code).toBe('append/stale');
    const winner = landed[0]?.ok ? landed[0].value.logged : undefined;
    expect(refused !== undefined && !refused.ok && refused.error.stale?.recorded).toEqual([winner]);
    const rows = await entriesOf(db, id).toArray();
    expect(rows.map((r) => r.seq)).toEqual([0]);
  });

  test('the refused tab records again against the new log and lands', async () => {
    const { id, a, b, db } = await twoTabs();
    expect((await a.appendEntry(id, build('Ann', 8, 0), 0, 0)).ok).toBe(true);
    const stale = await b.appendEntry(id, build('Ann', 1, 1), 0, 0);
    expect(!stale.ok && [stale.error.code, stale.error.stale?.entryCount, stale.error.stale?.rev]).toEqual(['append/stale', 1, 1]);
    const retried = await b.appendEntry(id, build('Ann', 1, 1), 1, 1);
    expect(retried.ok && retried.value.seq).toBe(1);
    expect(await entriesOf(db, id).count()).toBe(2);
  });

  test('an append after the other tab undid is append/stale, even where the log has its old length again', async () => {
    const { id, a, b, db } = await twoTabs();
    await a.appendEntry(id, build('Ann', 9, 0), 0, 0);
    await a.appendEntry(id, build('Bo', 1, 1), 1, 1);
    await b.undo(id);
    // Tab A still believes the log is at revision 2 with 2 entries; it has 1 (revision 3).
    const behind = await a.appendEntry(id, build('Bo', 3, 2), 2, 2);
    expect(!behind.ok && behind.error.code).toBe('append/stale');
    // Same length as A believes (1) but another revision: still stale.
    const sameLength = await a.appendEntry(id, build('Bo', 3, 2), 1, 1);
    expect(!sameLength.ok && sameLength.error.code).toBe('append/stale');
    expect(await entriesOf(db, id).count()).toBe(1);
  });

  test('forty appends racing from two tabs, each retried on append/stale against the log it was told of: every one kept exactly once, seqs contiguous', async () => {
    const { id, a, b, db } = await twoTabs();
    // Each tab writes its twenty notes in order; a refusal tells it the log now, and it retries there.
    const writer = async (repo: typeof a, prefix: string) => {
      let seq = 0;
      let rev = 0;
      let refusals = 0;
      for (let i = 0; i < 20; i++) {
        for (;;) {
          const r = await repo.appendEntry(id, { at: at(i), entry: { kind: 'note', text: `${prefix}${i}` } }, seq, rev);
          if (r.ok) {
            seq = r.value.entryCount;
            rev = r.value.rev;
            break;
          }
          expect(r.error.code).toBe('append/stale');
          refusals++;
          seq = r.error.stale?.entryCount ?? seq;
          rev = r.error.stale?.rev ?? rev;
        }
      }
      return refusals;
    };
    await Promise.all([writer(a, 'a'), writer(b, 'b')]);
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
  test("the watcher in tab B hears the revision of tab A's entry, undo and redo (and reads no entry)", async () => {
    const { id, a, b } = await twoTabs();
    const seen: GameHead[] = [];
    const stop = b.watchGame(id, (game) => {
      if (game.ok) seen.push(game.value);
    });
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    await a.appendEntry(id, build('Ann', 4, 0), 0);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ rev: 1, entryCount: 1 }));
    await a.undo(id);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ rev: 2, entryCount: 0 }));
    await a.redo(id);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ rev: 3, entryCount: 1 }));
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

describe('a newer database version opened elsewhere', () => {
  test('the old tab hears versionchange, closes, and every later call is storage/newer-version; nothing is written', async () => {
    const { id, a, factory, name, db } = await twoTabs();
    let heard = 0;
    a.onNewerVersion(() => heard++);
    expect((await a.appendEntry(id, build('Ann', 1, 0), 0)).ok).toBe(true);
    // Another page opens the same database with a newer app (one more schema version).
    const newer = new Dexie(name, { indexedDB: factory, IDBKeyRange });
    newer.version(DB_VERSION).stores({ games: 'id, updatedAt', entries: '[gameId+seq]', meta: 'key', drafts: 'key, game' });
    newer.version(DB_VERSION + 1).stores({ games: 'id, updatedAt, name' });
    await newer.open();
    await vi.waitFor(() => expect(heard).toBe(1));
    const appended = await a.appendEntry(id, build('Ann', 1, 1), 1);
    expect(!appended.ok && appended.error.code).toBe('storage/newer-version');
    const undone = await a.undo(id);
    expect(!undone.ok && undone.error.code).toBe('storage/newer-version');
    const created = await a.createGame(newTally('Later'));
    expect(!created.ok && created.error.code).toBe('storage/newer-version');
    expect(db.isOpen()).toBe(false);
    expect(await newer.table('entries').count()).toBe(1);
    newer.close();
  });

  test('a page of the old app opened after the upgrade refuses to write there too (Dexie would open the newer database)', async () => {
    const { id, factory, name, openTab } = await twoTabs();
    const newer = new Dexie(name, { indexedDB: factory, IDBKeyRange });
    newer.version(DB_VERSION).stores({ games: 'id, updatedAt', entries: '[gameId+seq]', meta: 'key', drafts: 'key, game' });
    newer.version(DB_VERSION + 1).stores({ games: 'id, updatedAt, name' });
    await newer.open();
    newer.close();
    const late = openTab().repo;
    let heard = 0;
    late.onNewerVersion(() => heard++);
    const appended = await late.appendEntry(id, build('Ann', 1, 0), 0);
    expect(!appended.ok && appended.error.code).toBe('storage/newer-version');
    expect(heard).toBe(1);
    const reopened = new Dexie(name, { indexedDB: factory, IDBKeyRange });
    await reopened.open();
    expect(await reopened.table('entries').count()).toBe(0);
    reopened.close();
  });
});
