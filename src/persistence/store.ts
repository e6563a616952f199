/**
 * The connection every part of the repository writes through: one read-write transaction per
 * write, anything thrown (a full disk, a closed database) turned into a typed error, and no write
 * under a schema this app does not know.
 *
 * Durability: a write's Result resolves only after its IndexedDB transaction has completed, so a
 * caller that shows an entry as done after `appendEntry` resolved ok can never lose it.
 *
 * Upgrades: when another page opens the database at a newer version, this connection closes
 * (`versionchange`) and every later call returns `storage/newer-version`; it never writes under a
 * schema it does not know. `onNewerVersion` tells the app so it can ask for a reload.
 */
import { err, ok, type Result } from '../engine/result';
import { DB_VERSION, type TreshamDB } from './db';
import { type PersistenceError, persistenceError, storageError } from './errors';
import type { GameRegistry } from './restore';

export type Outcome<T> = Promise<Result<T, PersistenceError>>;

/** The part of navigator.storage the repository uses. */
export type StorageAccess = Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>;

export interface RepositoryDeps {
  readonly db: TreshamDB;
  /** The game module of every ruleset; the app's registry (loaded with the restore gate) when absent. */
  readonly games?: GameRegistry;
  /** The clock, as an ISO string (injected so tests are deterministic). */
  readonly now?: () => string;
  readonly newId?: () => string;
  /** navigator.storage where the browser has it. */
  readonly storage?: StorageAccess | undefined;
}

/** Thrown inside a transaction to abort it with a typed error (caught by `inTransaction`). */
export class Refusal {
  constructor(readonly error: PersistenceError) {}
}

/** The connection and the injected clock, ids and registry, shared by the parts of the repository. */
export interface Store {
  readonly db: TreshamDB;
  readonly games: GameRegistry | undefined;
  readonly now: () => string;
  readonly newId: () => string;
  readonly storage: StorageAccess | undefined;
  /** Runs a storage operation; anything thrown becomes a typed error. `writes`: refused under a newer schema. */
  readonly guarded: <T>(run: () => Promise<Result<T, PersistenceError>>, writes?: boolean) => Outcome<T>;
  /** Runs `body` in one read-write transaction over every table; a Refusal aborts it, nothing written. */
  readonly inTransaction: <T>(body: () => Promise<T>) => Outcome<T>;
  /** The error of any call after another page upgraded the database while this one was open. */
  readonly failure: (e: unknown) => PersistenceError;
  /** Calls `cb` once another page opened the database at a newer version (then every call refuses). */
  readonly onNewerVersion: (cb: () => void) => () => void;
}

/**
 * The restore gate and the backup reader, with every ruleset's engine behind them: loaded when a
 * game is opened, created, imported or exported, never to list games (the home screen shows the
 * game rows alone, so a phone starts without any ruleset's engine).
 */
export const loadGate = async () => {
  const [restore, backup] = await Promise.all([import('./restore'), import('./backup')]);
  return { restore: restore.restore, parseBackupText: backup.parseBackupText, BACKUP_FORMAT: backup.BACKUP_FORMAT };
};

const defaultNewId = (): string => globalThis.crypto.randomUUID();
const defaultNow = (): string => new Date().toISOString();

export function createStore(deps: RepositoryDeps): Store {
  const { db } = deps;
  // A newer app version has the database: this page writes nothing more. `closed`: another page
  // upgraded it while this one was open (the connection is closed so the upgrade can go on; reads
  // stop too). Otherwise this page opened a database already upgraded: reading stays possible.
  let writesRefused = false;
  let closed = false;
  const newerVersionListeners = new Set<() => void>();
  function refuseWrites(close: boolean): void {
    if (close && !closed) {
      closed = true;
      // Closed for good: Dexie would otherwise reopen on the next call, at the newer version.
      db.close({ disableAutoOpen: true });
    }
    if (writesRefused) return;
    writesRefused = true;
    for (const cb of newerVersionListeners) cb();
  }
  db.on('versionchange', () => {
    refuseWrites(true);
    return false;
  });
  // Dexie 4 opens a database a newer app already upgraded (at its version): this code must not write there.
  db.on(
    'ready',
    (opened) => {
      if (opened.backendDB().version > DB_VERSION * 10) refuseWrites(false);
    },
    true,
  );
  const newerVersion = (): PersistenceError => persistenceError('storage/newer-version');
  const failure = (e: unknown): PersistenceError => (closed ? newerVersion() : storageError(e));

  async function guarded<T>(run: () => Promise<Result<T, PersistenceError>>, writes = false): Outcome<T> {
    if (closed || (writes && writesRefused)) return err(newerVersion());
    try {
      if (writes && !db.isOpen()) await db.open();
      if (writes && writesRefused) return err(newerVersion());
      return await run();
    } catch (e) {
      return err(failure(e));
    }
  }

  async function inTransaction<T>(body: () => Promise<T>): Outcome<T> {
    if (writesRefused) return err(newerVersion());
    try {
      // Opened first, so a database found at a newer version is refused before anything is written.
      if (!db.isOpen()) await db.open();
      if (writesRefused) return err(newerVersion());
      return ok(await db.transaction('rw', [db.games, db.entries, db.meta, db.drafts], body));
    } catch (e) {
      if (e instanceof Refusal) return err(e.error);
      return err(failure(e));
    }
  }

  return {
    db,
    games: deps.games,
    now: deps.now ?? defaultNow,
    newId: deps.newId ?? defaultNewId,
    storage: deps.storage,
    guarded,
    inTransaction,
    failure,
    onNewerVersion: (cb) => {
      newerVersionListeners.add(cb);
      if (writesRefused) cb();
      return () => {
        newerVersionListeners.delete(cb);
      };
    },
  };
}
