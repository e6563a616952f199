/**
 * Database versioning: a database built by hand at an old schema version (raw IndexedDB, exactly
 * as that version of the app left it) opens with the current code and every game is found. The
 * builder below is the migration-test infrastructure: each version adds a test that builds the
 * previous version's database with it and opens it with the current code.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, test } from 'vitest';
import { DB_VERSION, META_LAST_OPEN_GAME, openDb } from '../../src/persistence/db';
import { createRepository } from '../../src/persistence/repository';
import { TALLY_GAMES } from './tally';

interface StoreSpec {
  readonly keyPath: string | readonly string[];
  readonly indexes?: readonly string[];
  readonly rows: readonly unknown[];
}

/** Builds a database by hand at Dexie schema version `version` (IndexedDB version version * 10). */
function buildRawDb(factory: IDBFactory, name: string, version: number, stores: Readonly<Record<string, StoreSpec>>): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, version * 10);
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const [storeName, spec] of Object.entries(stores)) {
        const store = db.createObjectStore(storeName, { keyPath: spec.keyPath as string | string[] });
        for (const index of spec.indexes ?? []) store.createIndex(index, index);
      }
    };
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const tx = db.transaction(Object.keys(stores), 'readwrite');
      for (const [storeName, spec] of Object.entries(stores)) for (const row of spec.rows) tx.objectStore(storeName).add(row);
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

/** Version 1 as shipped: games, entries keyed [gameId+seq], meta. */
const version1 = (rows: { games: unknown[]; entries: unknown[]; meta: unknown[] }): Record<string, StoreSpec> => ({
  games: { keyPath: 'id', indexes: ['updatedAt'], rows: rows.games },
  entries: { keyPath: ['gameId', 'seq'], rows: rows.entries },
  meta: { keyPath: 'key', rows: rows.meta },
});

const gameRow = (id: string, name: string, entryCount: number, updatedAt: string) => ({
  id,
  schemaVersion: 1,
  name,
  ruleset: 'smc',
  createdAt: '2025-12-31T20:00:00.000Z',
  updatedAt,
  setup: { players: ['Ann', 'Bo'] },
  entryCount,
  rev: entryCount,
});
const entryRow = (gameId: string, seq: number, entry: unknown) => ({ gameId, seq, at: `2026-01-01T00:0${seq}:00.000Z`, entry });

describe('database schema version 1 opens with the current code', () => {
  test('a version-1 database built by hand: every game is listed, loads and replays; lastOpenGame is kept', async () => {
    const factory = new IDBFactory();
    await buildRawDb(
      factory,
      'old',
      1,
      version1({
        games: [gameRow('g1', 'Monday', 2, '2026-01-01T00:02:00.000Z'), gameRow('g2', 'Tuesday', 1, '2026-01-02T00:00:00.000Z')],
        entries: [
          entryRow('g1', 0, { kind: 'build', player: 'Ann', n: 3 }),
          entryRow('g1', 1, { kind: 'lose', player: 'Ann', n: 1 }),
          entryRow('g2', 0, { kind: 'build', player: 'Bo', n: 9 }),
        ],
        meta: [{ key: META_LAST_OPEN_GAME, value: 'g1' }],
      }),
    );
    const repo = createRepository({ db: openDb('old', { indexedDB: factory, IDBKeyRange }), games: TALLY_GAMES });
    const listed = await repo.listGames();
    expect(listed.ok && listed.value.map((g) => [g.id, g.name, g.entryCount])).toEqual([
      ['g2', 'Tuesday', 1],
      ['g1', 'Monday', 2],
    ]);
    const g1 = await repo.loadGame('g1');
    expect(g1.ok && g1.value.state).toEqual({ cities: { Ann: 2, Bo: 0 } });
    const g2 = await repo.loadGame('g2');
    expect(g2.ok && g2.value.state).toEqual({ cities: { Ann: 0, Bo: 9 } });
    const last = await repo.getLastOpenGame();
    expect(last.ok && last.value).toBe('g1');
    // And the old database keeps working: the next entry goes after the old ones.
    const appended = await repo.appendEntry('g1', { at: '2026-01-03T00:00:00.000Z', entry: { kind: 'build', player: 'Bo', n: 1 } }, 2);
    expect(appended.ok && appended.value.seq).toBe(2);
  });

  test('the current code declares version 2 (the newest declared version is DB_VERSION)', async () => {
    const factory = new IDBFactory();
    const db = openDb('fresh', { indexedDB: factory, IDBKeyRange });
    await db.open();
    expect(db.verno).toBe(DB_VERSION);
    expect(DB_VERSION).toBe(2);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['drafts', 'entries', 'games', 'meta']);
    expect(db.table('entries').schema.primKey.keyPath).toEqual(['gameId', 'seq']);
    db.close();
  });

  test('a database a newer app version upgraded still opens for reading (Dexie 4 adopts the higher version), refuses writes; a game in a newer record format is refused, not deleted', async () => {
    const factory = new IDBFactory();
    await buildRawDb(
      factory,
      'newer',
      DB_VERSION + 1,
      version1({
        games: [gameRow('g1', 'Today', 0, '2026-01-01T00:00:00.000Z'), { ...gameRow('g2', 'Future', 0, '2026-01-02T00:00:00.000Z'), schemaVersion: 2 }],
        entries: [],
        meta: [],
      }),
    );
    const repo = createRepository({ db: openDb('newer', { indexedDB: factory, IDBKeyRange }), games: TALLY_GAMES });
    const listed = await repo.listGames();
    expect(listed.ok && listed.value.map((g) => g.id)).toEqual(['g2', 'g1']);
    expect((await repo.loadGame('g1')).ok).toBe(true);
    const future = await repo.loadGame('g2');
    expect(!future.ok && [future.error.code, future.error.params.version]).toEqual(['restore/unknown-version', '2']);
    const again = await repo.listGames();
    expect(again.ok && again.value.length).toBe(2);
    // Readable, but this code never writes under the newer schema.
    const written = await repo.setLastOpenGame('g1');
    expect(!written.ok && written.error.code).toBe('storage/newer-version');
  });
});

describe('schema version 2 adds the drafts table to a version-1 database', () => {
  const oldDatabase = async (factory: IDBFactory): Promise<void> =>
    buildRawDb(
      factory,
      'v1',
      1,
      version1({
        games: [gameRow('g1', 'Monday', 1, '2026-01-01T00:01:00.000Z'), gameRow('g2', 'Tuesday', 0, '2026-01-02T00:00:00.000Z')],
        entries: [entryRow('g1', 0, { kind: 'build', player: 'Ann', n: 3 })],
        meta: [{ key: META_LAST_OPEN_GAME, value: 'g1' }],
      }),
    );

  test('upgraded: the games, entries and meta are as version 1 left them, and the drafts table starts empty', async () => {
    const factory = new IDBFactory();
    await oldDatabase(factory);
    const db = openDb('v1', { indexedDB: factory, IDBKeyRange });
    const repo = createRepository({ db, games: TALLY_GAMES });
    const g1 = await repo.loadGame('g1');
    expect(g1.ok && g1.value.state).toEqual({ cities: { Ann: 3, Bo: 0 } });
    const last = await repo.getLastOpenGame();
    expect(last.ok && last.value).toBe('g1');
    expect(db.verno).toBe(2);
    const none = await repo.listDrafts();
    expect(none.ok && none.value).toEqual([]);
    db.close();
  });

  test('after the upgrade drafts are kept, replaced, forgotten, and leave with their game', async () => {
    const factory = new IDBFactory();
    await oldDatabase(factory);
    const repo = createRepository({ db: openDb('v1', { indexedDB: factory, IDBKeyRange }), games: TALLY_GAMES });
    expect((await repo.putDraft({ key: 'a', game: 'g1', value: { v: 1, fields: { n: 1 } } })).ok).toBe(true);
    expect((await repo.putDraft({ key: 'a', game: 'g1', value: { v: 1, fields: { n: 2 } } })).ok).toBe(true);
    expect((await repo.putDraft({ key: 'b', game: 'g1', value: 'x' })).ok).toBe(true);
    expect((await repo.putDraft({ key: 'c', game: 'g2', value: 'y' })).ok).toBe(true);
    expect((await repo.deleteDraft('b')).ok).toBe(true);
    const kept = await repo.listDrafts();
    expect(kept.ok && kept.value).toEqual([
      { key: 'a', game: 'g1', value: { v: 1, fields: { n: 2 } } },
      { key: 'c', game: 'g2', value: 'y' },
    ]);
    expect((await repo.deleteGame('g1')).ok).toBe(true);
    const left = await repo.listDrafts();
    expect(left.ok && left.value.map((d) => d.key)).toEqual(['c']);
    // A reopened database (a relaunched browser) still has it.
    const again = createRepository({ db: openDb('v1', { indexedDB: factory, IDBKeyRange }), games: TALLY_GAMES });
    const reread = await again.listDrafts();
    expect(reread.ok && reread.value.map((d) => d.key)).toEqual(['c']);
  });
});
