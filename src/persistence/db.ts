/**
 * The database: the one place Dexie's schema is declared. A game is stored as its setup (one row
 * in `games`) plus its append-only log (one row per entry in `entries`, keyed by game and
 * sequence number); `meta` holds small key/value facts (the last open game, redo stacks);
 * `drafts` (since version 2) holds what a player typed into a form and has not recorded yet.
 *
 * Versioning: every schema version ever shipped stays declared below, each with its upgrade, so
 * a database left at any old version opens with the newest code (Dexie runs the upgrades in
 * order). Dexie stores version n as IndexedDB version n * 10 (tests that build an old database by
 * hand through raw IndexedDB must use that number).
 */
import Dexie, { type EntityTable } from 'dexie';

/** The database name the app uses (tests open their own names/factories). */
export const DB_NAME = 'tresham';

/** The newest Dexie schema version declared below. */
export const DB_VERSION = 2;

/** One game's header and setup. Its log lives in `entries`. */
export interface GameRow {
  readonly id: string;
  /** The record format version the setup and entries were written in (GameRecord.schemaVersion). */
  readonly schemaVersion: number;
  readonly name: string;
  readonly ruleset: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly setup: unknown;
  /** Number of entries in the log = the sequence number the next entry gets. */
  readonly entryCount: number;
  /** Bumped by every change (append, undo, redo): lets watchers and caches tell versions apart. */
  readonly rev: number;
  /**
   * The game's identity across copies: the id it had on the phone where it was started, kept by
   * every copy imported, received or handed over (absent: this row is the original, its id is it).
   * Not indexed: a phone holds few games, and a hand-over reads them all.
   */
  readonly origin?: string;
  /**
   * What this row is beside a game of the same name on this phone (absent: it stands alone): an
   * imported game whose name was taken, or the conflict copy of a game it parted from; `n` tells
   * two such apart (1, 2, ...). The name stays the game's own: the screen words the mark, in the
   * player's language (a row stored before this field has its mark written into its name).
   */
  readonly copy?: CopyMark;
}

export const COPY_KINDS = ['imported', 'conflict'] as const;
export type CopyKind = (typeof COPY_KINDS)[number];

export interface CopyMark {
  readonly kind: CopyKind;
  readonly n: number;
}

/** One logged entry. `[gameId+seq]` is the primary key, so two writers can never share a seq. */
export interface EntryRow {
  readonly gameId: string;
  readonly seq: number;
  readonly at: string;
  readonly entry: unknown;
}

export interface MetaRow {
  readonly key: string;
  readonly value: unknown;
}

/**
 * One open form's typing (src/state/drafts.ts owns its key and envelope; storage keeps it as is).
 * `game` lets a deleted game take its drafts with it.
 */
export interface DraftRow {
  readonly key: string;
  readonly game: string;
  readonly value: unknown;
}

/** Keys of the `meta` table. */
export const META_LAST_OPEN_GAME = 'lastOpenGame';
export const redoKey = (gameId: string): string => `redo/${gameId}`;
/** This phone's own key (a linked table binds a seat to it, src/link/seat-key.ts): made once, never sent. */
export const META_PHONE_KEY = 'phoneKey';
/** Which phone holds each seat of a game this phone hosts or holds a copy of (src/link). */
export const seatsKey = (gameId: string): string => `seats/${gameId}`;

export type TreshamDB = Dexie & {
  readonly games: EntityTable<GameRow, 'id'>;
  readonly entries: Dexie.Table<EntryRow, [string, number]>;
  readonly meta: EntityTable<MetaRow, 'key'>;
  readonly drafts: EntityTable<DraftRow, 'key'>;
};

/** The IndexedDB implementation to use (tests pass a fresh fake-indexeddb factory). */
export interface IndexedDbDeps {
  readonly indexedDB: IDBFactory;
  readonly IDBKeyRange: typeof IDBKeyRange;
}

/** Declares every schema version on a Dexie instance. Add a version here; never edit an old one. */
function declareVersions(db: Dexie): void {
  // Version 1: games and their entries, plus meta.
  db.version(1).stores({
    games: 'id, updatedAt',
    entries: '[gameId+seq]',
    meta: 'key',
  });
  // Version 2: drafts move from the tab's sessionStorage into the database, so typing survives a
  // killed browser and shows in a new tab. The upgrade only adds the table: every game, entry and
  // meta row stays as version 1 left it (drafts once in sessionStorage are the state layer's to carry over).
  db.version(2)
    .stores({ drafts: 'key, game' })
    .upgrade(() => {
      // Nothing to move inside the database: the new table starts empty.
    });
  // A future version 3 goes here: db.version(3).stores({...}).upgrade(async (tx) => { ... });
}

/**
 * Opens (lazily, on first use) the database `name`, declaring every schema version.
 * Durability 'strict': Chromium otherwise reports a write complete before it reaches the disk, and
 * an entry shown as done must survive the device losing power, not only the page closing.
 */
export function openDb(name: string = DB_NAME, deps?: IndexedDbDeps): TreshamDB {
  const db = new Dexie(name, {
    chromeTransactionDurability: 'strict',
    ...(deps === undefined ? {} : { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange }),
  });
  declareVersions(db);
  return db as TreshamDB;
}

/** The key range of one game's entries in the `[gameId+seq]` index. */
export function entriesOf(db: TreshamDB, gameId: string): Dexie.Collection<EntryRow, [string, number]> {
  return db.entries.where('[gameId+seq]').between([gameId, Dexie.minKey], [gameId, Dexie.maxKey], true, true);
}
