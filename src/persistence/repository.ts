/**
 * The repository: intent-level functions over the database, the only way the app reads or writes
 * what it keeps. One object made of one part per job, each in its own file:
 * - games-store.ts: the games and their logs (list, create, load, append, undo, redo, truncate,
 *   delete, watch), every write a compare and swap against the log it was made against;
 * - copies-store.ts: copies of games (export, import, a game handed over), each through the restore gate;
 * - drafts-store.ts: the typing of forms not yet recorded;
 * - settings-store.ts: what the phone keeps beside its games (last open game, its own key, seats,
 *   persistent storage);
 * - store.ts: the connection they all write through (transactions, typed errors, a newer schema).
 * The app makes one with `createRepository({ db: openDb(), storage })` (src/state/repo.ts holds
 * that single instance); tests make one per fresh database. Every function returns a Result and
 * never throws for bad input or a full disk.
 */
import { type CopiesStore, createCopiesStore } from './copies-store';
import { createDraftsStore, type DraftsStore } from './drafts-store';
import { createGamesStore, type GamesStore } from './games-store';
import { createSettingsStore, type SettingsStore } from './settings-store';
import { createStore, type RepositoryDeps } from './store';

export type { CopiesStore, ImportOptions, Received } from './copies-store';
export type { CopyKind, CopyMark } from './db';
export type { DraftsStore } from './drafts-store';
export type { Appended, Expected, GameHead, GameSummary, GamesStore, LoadedGame, NewGame, Snapshot, Truncated, Undone } from './games-store';
export type { SettingsStore, StorageStatus } from './settings-store';
export type { Outcome, RepositoryDeps, StorageAccess } from './store';

export interface Repository extends GamesStore, CopiesStore, DraftsStore, SettingsStore {
  /** Calls `cb` once another page opened the database at a newer version (then every call refuses). */
  readonly onNewerVersion: (cb: () => void) => () => void;
}

export function createRepository(deps: RepositoryDeps): Repository {
  const store = createStore(deps);
  const settings = createSettingsStore(store);
  const { readRows, expectLog, appendInTransaction, getRow, persistIfFirst, ...games } = createGamesStore(store, settings.requestPersistence);
  const copies = createCopiesStore(store, { readRows, expectLog, appendInTransaction, getRow, persistIfFirst });
  return { ...games, ...copies, ...createDraftsStore(store), ...settings, onNewerVersion: store.onNewerVersion };
}
