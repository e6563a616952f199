/**
 * Test harness: a fresh fake IndexedDB per test (ENVIRONMENT.md pitfall 5), a deterministic clock
 * and ids, a fake StorageManager that records persist() calls, and the tally test module.
 */
import type { DBCoreMutateRequest } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openDb, type TreshamDB } from '../../src/persistence/db';
import { createRepository, type Repository, type StorageAccess } from '../../src/persistence/repository';
import type { GameRegistry } from '../../src/persistence/restore';
import { TALLY_GAMES } from './tally';

export interface FakeStorage extends StorageAccess {
  persistCalls: number;
  persistedNow: boolean;
}

export function fakeStorage(grant = true): FakeStorage {
  const fake: FakeStorage = {
    persistCalls: 0,
    persistedNow: false,
    persisted: async () => fake.persistedNow,
    persist: async () => {
      fake.persistCalls++;
      fake.persistedNow = grant;
      return grant;
    },
    estimate: async () => ({ usage: 1234, quota: 5_000_000 }),
  };
  return fake;
}

/**
 * Flip `full` to make every write fail as a full disk does (a QuotaExceededError DOMException);
 * `fillsAt` to make the writes it picks fail so (the disk fills part-way through).
 */
export interface Disk {
  full: boolean;
  fillsAt?: (table: string, req: DBCoreMutateRequest) => boolean;
}

let dbCounter = 0;

export interface Harness {
  readonly factory: IDBFactory;
  readonly db: TreshamDB;
  readonly repo: Repository;
  readonly storage: FakeStorage;
  readonly disk: Disk;
  readonly name: string;
  /** Another "tab": a second connection and repository on the same IndexedDB. */
  readonly openTab: () => { readonly db: TreshamDB; readonly repo: Repository };
}

export function harness(games: GameRegistry = TALLY_GAMES, factory: IDBFactory = new IDBFactory()): Harness {
  let tick = 0;
  let ids = 0;
  const now = (): string => new Date(Date.UTC(2026, 0, 1) + 1000 * tick++).toISOString();
  const newId = (): string => `game-${++ids}`;
  const storage = fakeStorage();
  const disk: Disk = { full: false };
  // A unique name: Dexie announces changes on a BroadcastChannel, which reaches other test files.
  const name = `tresham-test-${++dbCounter}-${Math.random().toString(36).slice(2)}`;
  const open = () => {
    const db = openDb(name, { indexedDB: factory, IDBKeyRange });
    db.use({
      stack: 'dbcore',
      name: 'full-disk',
      create: (down) => ({
        ...down,
        table: (tableName) => {
          const table = down.table(tableName);
          return {
            ...table,
            mutate: (req) =>
              disk.full || disk.fillsAt?.(tableName, req) === true
                ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
                : table.mutate(req),
          };
        },
      }),
    });
    return { db, repo: createRepository({ db, games, now, newId, storage }) };
  };
  const first = open();
  return { factory, db: first.db, repo: first.repo, storage, disk, name, openTab: open };
}

export const PLAYERS = ['Ann', 'Bo'] as const;
export const newTally = (name = 'Friday game') => ({ name, ruleset: 'smc' as const, setup: { players: [...PLAYERS] } });
export const at = (i: number): string => new Date(Date.UTC(2026, 0, 2) + 60_000 * i).toISOString();
