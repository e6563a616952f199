/**
 * The repository: intent-level functions over the database (list, create, load, append, undo,
 * redo, delete, export, import, storage status, last open game, watch). The only way the app
 * reads or writes games. The app makes one with `createRepository({ db: openDb(), storage })`
 * (src/state/repo.ts holds that single instance); tests make one per fresh database. Every function returns a Result and never throws for bad input or a
 * full disk; every record read passes through the restore gate (restore.ts). Listing games reads
 * the game rows alone: the gate, and every ruleset's engine behind it, loads on first need.
 *
 * Durability: a write's Result resolves only after its IndexedDB transaction has completed, so a
 * caller that shows an entry as done after `appendEntry` resolved ok can never lose it.
 *
 * Storage stores; it does not judge (STYLE 10). No write parses or replays an entry: the engine's
 * verdict comes once, from the state layer, against the log it has shown. Every write is a compare
 * and swap in one read-write transaction: it names the log it was made against (the entry count,
 * and the game's revision when the caller knows it) and is refused with `append/stale` (the log
 * now, and the entries recorded meanwhile) when the game row says the log has moved on. IndexedDB
 * serialises read-write transactions on the same tables, so of two pages writing against the same
 * log exactly one lands; the primary key [gameId+seq] backs that up (`add`, never `put`).
 *
 * Upgrades: when another page opens the database at a newer version, this connection closes
 * (`versionchange`) and every later call returns `storage/newer-version`; it never writes under a
 * schema it does not know. `onNewerVersion` tells the app so it can ask for a reload.
 */
import { liveQuery } from 'dexie';
import { type CopyComparison, closeness, compareCopies } from '../engine/log/merge';
import { isTimestamp, MAX_ENTRIES, MAX_ENTRY_LENGTH, MAX_STRING } from '../engine/limits';
import { err, ok, type Result } from '../engine/result';
import { SCHEMA_VERSION, type GameRecord, type LoggedEntry, type RulesetId } from '../engine/types';
import {
  DB_VERSION,
  entriesOf,
  META_LAST_OPEN_GAME,
  META_PHONE_KEY,
  redoKey,
  seatsKey,
  type DraftRow,
  type EntryRow,
  type GameRow,
  type TreshamDB,
} from './db';
import { persistenceError, storageError, type PersistenceError } from './errors';
import type { BackupFile } from './backup';
import type { GameRegistry, RestoredGame } from './restore';
import { checkText } from './text';

/**
 * The restore gate and the backup reader, with every ruleset's engine behind them: loaded when a
 * game is opened, created, imported or exported, never to list games (the home screen shows the
 * game rows alone, so a phone starts without any ruleset's engine).
 */
const loadGate = async () => {
  const [restore, backup] = await Promise.all([import('./restore'), import('./backup')]);
  return { restore: restore.restore, parseBackupText: backup.parseBackupText, BACKUP_FORMAT: backup.BACKUP_FORMAT };
};

/** What the home screen lists. */
export interface GameSummary {
  readonly id: string;
  readonly name: string;
  readonly ruleset: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly entryCount: number;
  readonly rev: number;
}

/** A game as opened: the restored record, the state its log replays to, and its revision. */
export interface LoadedGame extends RestoredGame {
  readonly rev: number;
  readonly updatedAt: string;
  /** How many undone entries redo can restore (0 = redo unavailable). */
  readonly redoDepth: number;
  /** The entry redo would restore (unchecked: the state layer checks it before redoing). */
  readonly redoNext: LoggedEntry<unknown> | undefined;
  /** This game's identity across copies when it is a copy (imported, received, a linked phone's): the first game's id. */
  readonly origin?: string;
}

/** The game row after a change (append, undo, redo, truncate): no state, storage does not derive one. */
export interface Snapshot {
  readonly gameId: string;
  readonly rev: number;
  readonly entryCount: number;
  readonly redoDepth: number;
  readonly redoNext: LoggedEntry<unknown> | undefined;
  readonly updatedAt: string;
}

export interface Appended extends Snapshot {
  /** The sequence number (0-based index in the log) the entry got. */
  readonly seq: number;
  /** The entry as stored. */
  readonly logged: LoggedEntry<unknown>;
}

/** The log a write was made against: its length, and the game's revision when the writer knows it. */
export interface Expected {
  readonly entryCount: number;
  readonly rev?: number;
}

/** What a watcher hears: the game's revision and length, cheap to compare before reading any entry. */
export interface GameHead {
  readonly rev: number;
  readonly entryCount: number;
}

export interface Undone extends Snapshot {
  readonly removed: LoggedEntry<unknown>;
}

export interface Truncated extends Snapshot {
  /** The removed entries, oldest first. */
  readonly removed: readonly LoggedEntry<unknown>[];
}

/** A new game as the set-up screen describes it; the repository gives it its id and time. */
export interface NewGame {
  readonly name: string;
  readonly ruleset: RulesetId;
  readonly setup: unknown;
}

export interface StorageStatus {
  /** False where the browser has no StorageManager (then the other fields are absent). */
  readonly supported: boolean;
  readonly persisted: boolean;
  readonly usage?: number;
  readonly quota?: number;
}

export interface ImportOptions {
  /** Marks the name of an imported game that collides with a stored one (n = 1, 2, ...). */
  readonly markImported?: (name: string, n: number) => string;
}

export interface HandOverOptions extends ImportOptions {
  /** Names the received copy kept beside the local one when the two have parted (n = 1, 2, ...). */
  readonly markConflict?: (name: string, n: number) => string;
}

/**
 * What became of one game of a hand-over on this phone. `game` is the stored game it concerns
 * (the local copy, or the new game); counts are entries.
 */
export type Received =
  /** No copy of this game here: it is stored as a new game. */
  | { readonly kind: 'new'; readonly game: GameSummary }
  /** This phone holds the same log: nothing changed. */
  | { readonly kind: 'same'; readonly game: GameSummary }
  /** The received copy went further: its entries after the common part were appended here. */
  | { readonly kind: 'appended'; readonly game: GameSummary; readonly count: number }
  /** This phone's copy went further: nothing changed (hand this one over the other way). */
  | { readonly kind: 'local-ahead'; readonly game: GameSummary; readonly count: number }
  /**
   * Both copies went on after `common` entries: nothing is dropped. The local game stays as it was;
   * the received one is stored beside it as `copy`, named as a conflict copy.
   */
  | {
      readonly kind: 'conflict';
      readonly game: GameSummary;
      readonly copy: GameSummary;
      readonly common: number;
      readonly localOnly: number;
      readonly receivedOnly: number;
    };

export type Outcome<T> = Promise<Result<T, PersistenceError>>;

export interface Repository {
  readonly listGames: () => Outcome<readonly GameSummary[]>;
  readonly createGame: (game: NewGame) => Outcome<LoadedGame>;
  readonly loadGame: (id: string) => Outcome<LoadedGame>;
  /**
   * Writes `logged` at seq `expectedSeq` if the log still has exactly that many entries (and the
   * game is still at `expectedRev` when given); otherwise refuses with `append/stale`. Checks text
   * safety, not the rules: the caller has judged the entry against the log it names.
   */
  readonly appendEntry: (gameId: string, logged: LoggedEntry<unknown>, expectedSeq: number, expectedRev?: number) => Outcome<Appended>;
  /** Removes the last entry (onto the redo stack) if the log is still the expected one. */
  readonly undo: (gameId: string, expected?: Expected) => Outcome<Undone>;
  /** Appends the top of the redo stack (which the caller has checked: `redoNext`) if the log is still the expected one. */
  readonly redo: (gameId: string, expected?: Expected) => Outcome<Appended>;
  /**
   * Undoes back to the first `keep` entries in one step (the removed ones go on the redo stack, last
   * entry on top). Also the repair for a log that no longer replays: the gate names the entry that
   * fails; truncating to it makes the game open again, and redo or the exported backup keep the rest.
   */
  readonly truncate: (gameId: string, keep: number, expectedRev?: number) => Outcome<Truncated>;
  readonly deleteGame: (id: string) => Outcome<true>;
  readonly exportGame: (id: string) => Outcome<BackupFile>;
  readonly exportAll: () => Outcome<BackupFile>;
  readonly importFile: (input: Blob | string, options?: ImportOptions) => Outcome<readonly GameSummary[]>;
  /**
   * Takes a game handed over with no link (a file, or the text of a sequence of QR codes): the file
   * passes the restore gate whole first (any refusal refuses it all, nothing changes). Each game is
   * then matched with the copy this phone holds of it (the same identity across copies, `origin`):
   * none, a new game; behind, the entries after the common part appended once the merged log passed
   * the gate again; the same or ahead, nothing changes; parted, the received copy is kept beside the
   * local one as a conflict copy.
   */
  readonly receiveHandOver: (input: Blob | string, options?: HandOverOptions) => Outcome<readonly Received[]>;
  readonly storageStatus: () => Promise<StorageStatus>;
  readonly requestPersistence: () => Promise<boolean>;
  readonly getLastOpenGame: () => Outcome<string | undefined>;
  readonly setLastOpenGame: (id: string | undefined) => Outcome<true>;
  /**
   * This phone's own key: made once from `random` (32 bytes, as hex) and kept; the same key on every
   * later call, after a reload too. A linked table binds a seat to it (src/link/seat-key.ts).
   */
  readonly phoneKey: (random: (bytes: number) => Uint8Array) => Outcome<string>;
  /** Which phone holds each seat of a game (hashes, src/link/seat-key.ts; null: free), as stored: checked by the caller. */
  readonly seatHolders: (gameId: string) => Outcome<unknown>;
  readonly putSeatHolders: (gameId: string, held: readonly (string | null)[]) => Outcome<true>;
  /** Every stored draft, as stored (the state layer checks each one's envelope). */
  readonly listDrafts: () => Outcome<readonly DraftRow[]>;
  /** Keeps one form's typing (replacing what was kept under its key). */
  readonly putDraft: (draft: DraftRow) => Outcome<true>;
  /** Forgets one form's typing (recorded or cleared). */
  readonly deleteDraft: (key: string) => Outcome<true>;
  /**
   * Calls `cb` with the game's revision now and after every change, from this page or another;
   * reads no entry (the caller loads the game when the revision differs from the one it shows).
   */
  readonly watchGame: (id: string, cb: (head: Result<GameHead, PersistenceError>) => void) => () => void;
  /** Calls `cb` once another page opened the database at a newer version (then every call refuses). */
  readonly onNewerVersion: (cb: () => void) => () => void;
}

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
class Refusal {
  constructor(readonly error: PersistenceError) {}
}

/** The game's identity across copies (db.ts GameRow.origin). */
const identityOf = (row: GameRow): string => row.origin ?? row.id;

const summaryOf = (row: GameRow): GameSummary => ({
  id: row.id,
  name: row.name,
  ruleset: row.ruleset,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  entryCount: row.entryCount,
  rev: row.rev,
});

/** The record a game's rows describe, as untrusted data for the restore gate. */
const rawRecordOf = (row: GameRow, entries: readonly EntryRow[]): Record<string, unknown> => ({
  schemaVersion: row.schemaVersion,
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  ruleset: row.ruleset,
  setup: row.setup,
  entries: entries.map((e) => ({ at: e.at, entry: e.entry })),
});

const redoStackOf = (value: unknown): readonly LoggedEntry<unknown>[] => (Array.isArray(value) ? (value as LoggedEntry<unknown>[]) : []);

const snapshotOf = (row: GameRow, redo: readonly LoggedEntry<unknown>[]): Snapshot => ({
  gameId: row.id,
  rev: row.rev,
  entryCount: row.entryCount,
  redoDepth: redo.length,
  redoNext: redo[redo.length - 1],
  updatedAt: row.updatedAt,
});

/** The default mark for an imported game whose name is taken: "Name (imported)", "Name (imported 2)". */
export const defaultMarkImported = (name: string, n: number): string => `${name} (imported${n > 1 ? ` ${n}` : ''})`;

/** The default name of a received copy that parted from the local one: "Name (conflict copy)", "Name (conflict copy 2)". */
export const defaultMarkConflict = (name: string, n: number): string => `${name} (conflict copy${n > 1 ? ` ${n}` : ''})`;

function uniqueName(name: string, taken: ReadonlySet<string>, mark: (name: string, n: number) => string): string {
  return taken.has(name) ? markedName(name, taken, mark) : name;
}

/** The first marked name not taken, cut so that it stays within the record's string limit. */
function markedName(name: string, taken: ReadonlySet<string>, mark: (name: string, n: number) => string): string {
  for (let n = 1; ; n++) {
    const suffixLength = mark('', n).length;
    const candidate = mark(name.slice(0, Math.max(0, MAX_STRING - suffixLength)), n);
    if (!taken.has(candidate)) return candidate;
  }
}

const slug = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'game';

const defaultNewId = (): string => globalThis.crypto.randomUUID();
const defaultNow = (): string => new Date().toISOString();

export function createRepository(deps: RepositoryDeps): Repository {
  const { db } = deps;
  const games = deps.games;
  const now = deps.now ?? defaultNow;
  const newId = deps.newId ?? defaultNewId;
  const storage = deps.storage;
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

  /** Runs a storage operation; anything thrown (a full disk, a closed database) becomes a typed error. */
  async function guarded<T>(run: () => Promise<Result<T, PersistenceError>>, writes = false): Outcome<T> {
    if (closed || (writes && writesRefused)) return err(newerVersion());
    try {
      if (writes && !db.isOpen()) await db.open();
      if (writes && writesRefused) return err(newerVersion());
      return await run();
    } catch (e) {
      return err(closed ? newerVersion() : storageError(e));
    }
  }

  /** Runs `body` in one read-write transaction over every table; a Refusal aborts it, nothing written. */
  async function inTransaction<T>(body: () => Promise<T>): Outcome<T> {
    if (writesRefused) return err(newerVersion());
    try {
      // Opened first, so a database found at a newer version is refused before anything is written.
      if (!db.isOpen()) await db.open();
      if (writesRefused) return err(newerVersion());
      return ok(await db.transaction('rw', [db.games, db.entries, db.meta, db.drafts], body));
    } catch (e) {
      if (e instanceof Refusal) return err(e.error);
      return err(closed ? newerVersion() : storageError(e));
    }
  }

  async function readRows(id: string): Promise<{ row: GameRow; entries: EntryRow[]; redo: readonly LoggedEntry<unknown>[] } | undefined> {
    const row = await db.games.get(id);
    if (row === undefined) return undefined;
    const entries = await entriesOf(db, id).toArray();
    const redo = await db.meta.get(redoKey(id));
    return { row, entries, redo: redoStackOf(redo?.value) };
  }

  async function restoreRows(read: { row: GameRow; entries: EntryRow[]; redo: readonly LoggedEntry<unknown>[] }): Outcome<LoadedGame> {
    const { restore } = await loadGate();
    const restored = restore(rawRecordOf(read.row, read.entries), games);
    if (!restored.ok) return restored;
    return ok({
      ...restored.value,
      rev: read.row.rev,
      updatedAt: read.row.updatedAt,
      redoDepth: read.redo.length,
      redoNext: read.redo[read.redo.length - 1],
      ...(read.row.origin !== undefined ? { origin: read.row.origin } : {}),
    });
  }

  /** Refuses (inside a transaction) a write made against a log that has changed since. */
  async function expectLog(row: GameRow, expected: Expected): Promise<void> {
    if (row.entryCount === expected.entryCount && (expected.rev === undefined || row.rev === expected.rev)) return;
    const from = Math.min(Math.max(0, expected.entryCount), row.entryCount);
    const rows = await db.entries.where('[gameId+seq]').between([row.id, from], [row.id, Infinity], true, true).toArray();
    const recorded = rows.map((e) => ({ at: e.at, entry: e.entry }));
    throw new Refusal(persistenceError('append/stale', { count: recorded.length }, { stale: { entryCount: row.entryCount, rev: row.rev, recorded } }));
  }

  /** Writes `logged` at the next seq of `row` (inside a transaction, after `expectLog`); storage hygiene only. */
  async function appendInTransaction(row: GameRow, logged: unknown): Promise<{ row: GameRow; seq: number; logged: LoggedEntry<unknown> }> {
    if (typeof logged !== 'object' || logged === null) {
      throw new Refusal(persistenceError('append/malformed', { path: '' }, { problems: [{ path: '', code: 'shape/wrong-type', expected: 'object' }] }));
    }
    const { at, entry } = logged as { at?: unknown; entry?: unknown };
    // The time as the restore gate requires it (isTimestamp): an entry stored here always opens again.
    if (typeof at !== 'string' || at.length > MAX_STRING || !isTimestamp(at)) {
      throw new Refusal(
        persistenceError('append/malformed', { path: 'at' }, { problems: [{ path: 'at', code: 'shape/wrong-type', expected: 'a date and time (ISO 8601)' }] }),
      );
    }
    if (typeof entry !== 'object' || entry === null) {
      throw new Refusal(
        persistenceError('append/malformed', { path: 'entry' }, { problems: [{ path: 'entry', code: 'shape/wrong-type', expected: 'object' }] }),
      );
    }
    if (JSON.stringify(entry).length > MAX_ENTRY_LENGTH) {
      throw new Refusal(
        persistenceError(
          'append/malformed',
          { path: 'entry' },
          { problems: [{ path: 'entry', code: 'shape/too-large', expected: `at most ${MAX_ENTRY_LENGTH} characters` }] },
        ),
      );
    }
    // The restore gate opens no record of more entries (MAX_ENTRIES): one more would lock the game.
    if (row.entryCount >= MAX_ENTRIES) throw new Refusal(persistenceError('append/full', { max: MAX_ENTRIES }));
    const unsafe = checkText(entry, 'entry');
    if (unsafe !== undefined) throw new Refusal(unsafe);
    const seq = row.entryCount;
    // add (not put): should two writers ever meet at one seq, the second fails instead of overwriting.
    await db.entries.add({ gameId: row.id, seq, at, entry });
    const next: GameRow = { ...row, entryCount: seq + 1, rev: row.rev + 1, updatedAt: now() };
    await db.games.put(next);
    return { row: next, seq, logged: { at, entry } };
  }

  async function getRow(id: string): Promise<GameRow> {
    const row = await db.games.get(id);
    if (row === undefined) throw new Refusal(persistenceError('game/not-found', { id }));
    return row;
  }

  async function requestPersistence(): Promise<boolean> {
    try {
      if (storage === undefined) return false;
      if (await storage.persisted()) return true;
      return await storage.persist();
    } catch {
      return false;
    }
  }

  /**
   * Asks for persistent storage once the first game exists, without waiting for the answer: a
   * browser may ask the player (Firefox) or never answer (headless Firefox), and no action waits on
   * a prompt. The answer shows in settings, which reads the status when opened.
   */
  function persistIfFirst(countBefore: number): void {
    if (countBefore === 0) void requestPersistence();
  }

  /**
   * Stores records as new games, each keeping its identity across copies (the record's id).
   * `alwaysMark`: every name is marked, not only a taken one (a conflict copy).
   */
  async function writeGames(records: readonly GameRecord[], options: ImportOptions, alwaysMark = false): Outcome<readonly GameSummary[]> {
    const mark = options.markImported ?? defaultMarkImported;
    let countBefore = 0;
    const written = await inTransaction(async () => {
      const existing = await db.games.toArray();
      countBefore = existing.length;
      const taken = new Set(existing.map((g) => g.name));
      const rows: GameRow[] = [];
      const stamp = now();
      for (const record of records) {
        const name = alwaysMark ? markedName(record.name, taken, mark) : uniqueName(record.name, taken, mark);
        taken.add(name);
        const row: GameRow = {
          id: newId(),
          schemaVersion: SCHEMA_VERSION,
          name,
          ruleset: record.ruleset,
          createdAt: record.createdAt,
          updatedAt: stamp,
          setup: record.setup,
          entryCount: record.entries.length,
          rev: 0,
          origin: record.id,
        };
        await db.games.add(row);
        await db.entries.bulkAdd(record.entries.map((logged, seq) => ({ gameId: row.id, seq, at: logged.at, entry: logged.entry })));
        rows.push(row);
      }
      return rows.map(summaryOf);
    });
    if (written.ok) persistIfFirst(countBefore);
    return written;
  }

  /** One game of a hand-over, already through the gate: matched with this phone's copies of it, then merged or kept. */
  async function receiveOne(record: GameRecord, options: HandOverOptions): Outcome<Received> {
    const { restore } = await loadGate();
    const copies = await guarded(async () =>
      ok(
        await db.transaction('r', [db.games, db.entries, db.meta], async () => {
          const rows = (await db.games.toArray()).filter((row) => identityOf(row) === record.id);
          return Promise.all(rows.map((row) => readRows(row.id)));
        }),
      ),
    );
    if (!copies.ok) return copies;
    let best: { row: GameRow; entries: readonly LoggedEntry<unknown>[]; comparison: CopyComparison } | undefined;
    for (const read of copies.value) {
      if (read === undefined) continue;
      // A local copy that no longer passes the gate is not merged into: the received one is kept as a game of its own.
      const local = restore(rawRecordOf(read.row, read.entries), games);
      if (!local.ok) continue;
      const comparison = compareCopies(local.value.record, record);
      const better =
        best === undefined ||
        closeness(comparison) > closeness(best.comparison) ||
        (closeness(comparison) === closeness(best.comparison) && read.row.updatedAt > best.row.updatedAt);
      if (better) best = { row: read.row, entries: local.value.record.entries, comparison };
    }
    const keepAsNew = async (mark: ImportOptions, conflict: boolean): Outcome<GameSummary> => {
      const written = await writeGames([record], mark, conflict);
      if (!written.ok) return written;
      const game = written.value[0];
      return game === undefined ? err(persistenceError('import/empty')) : ok(game);
    };
    if (best === undefined) {
      const game = await keepAsNew(options, false);
      return game.ok ? ok({ kind: 'new', game: game.value }) : game;
    }
    const { row, comparison } = best;
    switch (comparison.kind) {
      case 'same':
        return ok({ kind: 'same', game: summaryOf(row) });
      case 'local-ahead':
        return ok({ kind: 'local-ahead', game: summaryOf(row), count: comparison.localOnly });
      case 'received-ahead': {
        // Through the gate again, as the log it will be: the engine judges every appended entry.
        const merged = restore({ ...rawRecordOf(row, []), entries: [...best.entries, ...comparison.append] }, games);
        if (!merged.ok) return merged;
        const written = await inTransaction(async () => {
          let current = await getRow(row.id);
          // Made against the log read above: had it changed since (another tab), nothing is written.
          await expectLog(current, { entryCount: row.entryCount, rev: row.rev });
          for (const logged of comparison.append) current = (await appendInTransaction(current, logged)).row;
          await db.meta.delete(redoKey(row.id));
          return current;
        });
        return written.ok ? ok({ kind: 'appended', game: summaryOf(written.value), count: comparison.append.length }) : written;
      }
      case 'diverged': {
        const copy = await keepAsNew({ markImported: options.markConflict ?? defaultMarkConflict }, true);
        if (!copy.ok) return copy;
        const { common, localOnly, receivedOnly } = comparison;
        return ok({ kind: 'conflict', game: summaryOf(row), copy: copy.value, common, localOnly, receivedOnly });
      }
    }
  }

  async function exportRecord(id: string): Promise<Record<string, unknown> | undefined> {
    return db.transaction('r', [db.games, db.entries], async () => {
      const row = await db.games.get(id);
      if (row === undefined) return undefined;
      // A file carries the game's identity across copies, so the phone receiving it can match it.
      return { ...rawRecordOf(row, await entriesOf(db, id).toArray()), id: identityOf(row) };
    });
  }

  return {
    listGames: () =>
      guarded(async () => {
        const rows = await db.games.orderBy('updatedAt').reverse().toArray();
        return ok(rows.map(summaryOf));
      }),

    createGame: async (game) => {
      const stamp = now();
      const record: GameRecord = {
        schemaVersion: SCHEMA_VERSION,
        id: newId(),
        name: game.name,
        createdAt: stamp,
        ruleset: game.ruleset,
        setup: game.setup,
        entries: [],
      };
      const unsafe = checkText(record);
      if (unsafe !== undefined) return err(unsafe);
      const { restore } = await loadGate();
      const restored = restore(record, games);
      if (!restored.ok) return restored;
      let countBefore = 0;
      const created = await inTransaction(async () => {
        countBefore = await db.games.count();
        const row: GameRow = {
          id: record.id,
          schemaVersion: SCHEMA_VERSION,
          name: restored.value.record.name,
          ruleset: record.ruleset,
          createdAt: stamp,
          updatedAt: stamp,
          setup: restored.value.record.setup,
          entryCount: 0,
          rev: 0,
        };
        await db.games.add(row);
        return row;
      });
      if (!created.ok) return created;
      persistIfFirst(countBefore);
      return ok({ ...restored.value, rev: 0, updatedAt: stamp, redoDepth: 0, redoNext: undefined });
    },

    loadGame: (id) =>
      guarded(async () => {
        const read = await db.transaction('r', [db.games, db.entries, db.meta], () => readRows(id));
        if (read === undefined) return err(persistenceError('game/not-found', { id }));
        return restoreRows(read);
      }),

    appendEntry: (gameId, logged, expectedSeq, expectedRev) =>
      inTransaction(async () => {
        const row = await getRow(gameId);
        await expectLog(row, expectedRev === undefined ? { entryCount: expectedSeq } : { entryCount: expectedSeq, rev: expectedRev });
        const appended = await appendInTransaction(row, logged);
        // A new entry ends the chance to redo what was undone before it.
        await db.meta.delete(redoKey(gameId));
        return { ...snapshotOf(appended.row, []), seq: appended.seq, logged: appended.logged };
      }),

    undo: (gameId, expected) =>
      inTransaction(async () => {
        const row = await getRow(gameId);
        if (expected !== undefined) await expectLog(row, expected);
        if (row.entryCount === 0) throw new Refusal(persistenceError('undo/nothing'));
        const seq = row.entryCount - 1;
        const last = await db.entries.get([gameId, seq]);
        if (last === undefined) throw new Refusal(persistenceError('restore/invalid-record', { path: `entries[${seq}]`, count: 1 }));
        await db.entries.delete([gameId, seq]);
        const removed: LoggedEntry<unknown> = { at: last.at, entry: last.entry };
        const stack = redoStackOf((await db.meta.get(redoKey(gameId)))?.value);
        const redo = [...stack, removed];
        await db.meta.put({ key: redoKey(gameId), value: redo });
        const next: GameRow = { ...row, entryCount: seq, rev: row.rev + 1, updatedAt: now() };
        await db.games.put(next);
        return { ...snapshotOf(next, redo), removed };
      }),

    redo: (gameId, expected) =>
      inTransaction(async () => {
        const row = await getRow(gameId);
        if (expected !== undefined) await expectLog(row, expected);
        const stack = redoStackOf((await db.meta.get(redoKey(gameId)))?.value);
        const top = stack[stack.length - 1];
        if (top === undefined) throw new Refusal(persistenceError('redo/nothing'));
        const appended = await appendInTransaction(row, top);
        const rest = stack.slice(0, -1);
        if (rest.length === 0) await db.meta.delete(redoKey(gameId));
        else await db.meta.put({ key: redoKey(gameId), value: rest });
        return { ...snapshotOf(appended.row, rest), seq: appended.seq, logged: appended.logged };
      }),

    truncate: (gameId, keep, expectedRev) =>
      inTransaction(async () => {
        const row = await getRow(gameId);
        if (expectedRev !== undefined) await expectLog(row, { entryCount: row.entryCount, rev: expectedRev });
        if (!Number.isInteger(keep) || keep < 0 || keep >= row.entryCount) throw new Refusal(persistenceError('undo/nothing'));
        const removedRows = await db.entries.where('[gameId+seq]').between([gameId, keep], [gameId, Infinity], true, true).toArray();
        const removed: LoggedEntry<unknown>[] = removedRows.map((e) => ({ at: e.at, entry: e.entry }));
        await db.entries.where('[gameId+seq]').between([gameId, keep], [gameId, Infinity], true, true).delete();
        const stack = redoStackOf((await db.meta.get(redoKey(gameId)))?.value);
        // Redo brings back the entry right after the kept ones first: it goes on top of the stack.
        const redo = [...stack, ...[...removed].reverse()];
        await db.meta.put({ key: redoKey(gameId), value: redo });
        const next: GameRow = { ...row, entryCount: keep, rev: row.rev + 1, updatedAt: now() };
        await db.games.put(next);
        return { ...snapshotOf(next, redo), removed };
      }),

    deleteGame: (id) =>
      inTransaction(async () => {
        await getRow(id);
        await entriesOf(db, id).delete();
        await db.games.delete(id);
        await db.meta.delete(redoKey(id));
        await db.meta.delete(seatsKey(id));
        const last = await db.meta.get(META_LAST_OPEN_GAME);
        if (last?.value === id) await db.meta.delete(META_LAST_OPEN_GAME);
        await db.drafts.where('game').equals(id).delete();
        return true as const;
      }),

    exportGame: (id) =>
      guarded(async () => {
        const record = await exportRecord(id);
        if (record === undefined) return err(persistenceError('game/not-found', { id }));
        const name = typeof record.name === 'string' ? record.name : 'game';
        return ok({
          filename: `tresham-${slug(name)}-${now().slice(0, 10)}.json`,
          mimeType: 'application/json',
          text: JSON.stringify(record, null, 2),
        });
      }),

    exportAll: () =>
      guarded(async () => {
        const ids = (await db.games.orderBy('updatedAt').toArray()).map((g) => g.id);
        const records: Record<string, unknown>[] = [];
        for (const id of ids) {
          const record = await exportRecord(id);
          if (record !== undefined) records.push(record);
        }
        const stamp = now();
        const { BACKUP_FORMAT } = await loadGate();
        const bundle = { format: BACKUP_FORMAT, schemaVersion: SCHEMA_VERSION, exportedAt: stamp, games: records };
        return ok({ filename: `tresham-backup-${stamp.slice(0, 10)}.json`, mimeType: 'application/json', text: JSON.stringify(bundle, null, 2) });
      }),

    importFile: async (input, options = {}) => {
      const { parseBackupText } = await loadGate();
      const parsed = await parseBackupText(input, games);
      if (!parsed.ok) return parsed;
      return writeGames(parsed.value, options);
    },

    receiveHandOver: async (input, options = {}) => {
      const { parseBackupText } = await loadGate();
      const parsed = await parseBackupText(input, games);
      if (!parsed.ok) return parsed;
      // Each game of the file on its own: a game merged stays merged if a later one cannot be written.
      const received: Received[] = [];
      for (const record of parsed.value) {
        const one = await receiveOne(record, options);
        if (!one.ok) return one;
        received.push(one.value);
      }
      return ok(received);
    },

    storageStatus: async () => {
      if (storage === undefined) return { supported: false, persisted: false };
      try {
        const [persisted, estimate] = await Promise.all([storage.persisted(), storage.estimate()]);
        return {
          supported: true,
          persisted,
          ...(estimate.usage === undefined ? {} : { usage: estimate.usage }),
          ...(estimate.quota === undefined ? {} : { quota: estimate.quota }),
        };
      } catch {
        return { supported: false, persisted: false };
      }
    },

    requestPersistence,

    getLastOpenGame: () =>
      guarded(async () => {
        const row = await db.meta.get(META_LAST_OPEN_GAME);
        return ok(typeof row?.value === 'string' ? row.value : undefined);
      }),

    setLastOpenGame: (id) =>
      guarded(async () => {
        if (id === undefined) await db.meta.delete(META_LAST_OPEN_GAME);
        else await db.meta.put({ key: META_LAST_OPEN_GAME, value: id });
        return ok(true as const);
      }, true),

    phoneKey: (random) =>
      inTransaction(async () => {
        const kept = await db.meta.get(META_PHONE_KEY);
        if (typeof kept?.value === 'string' && /^[0-9a-f]{64}$/.test(kept.value)) return kept.value;
        const key = [...random(32)].map((b) => b.toString(16).padStart(2, '0')).join('');
        await db.meta.put({ key: META_PHONE_KEY, value: key });
        return key;
      }),

    seatHolders: (gameId) => guarded(async () => ok((await db.meta.get(seatsKey(gameId)))?.value)),

    putSeatHolders: (gameId, held) =>
      guarded(async () => {
        await db.meta.put({ key: seatsKey(gameId), value: [...held] });
        return ok(true as const);
      }, true),

    listDrafts: () => guarded(async () => ok(await db.drafts.toArray())),

    putDraft: (draft) =>
      guarded(async () => {
        await db.drafts.put(draft);
        return ok(true as const);
      }, true),

    deleteDraft: (key) =>
      guarded(async () => {
        await db.drafts.delete(key);
        return ok(true as const);
      }, true),

    watchGame: (id, cb) => {
      // Only the game row: a change anywhere bumps its revision, and no entry is read or replayed here.
      const observable = liveQuery(() => db.games.get(id));
      const subscription = observable.subscribe({
        next: (row) => cb(row === undefined ? err(persistenceError('game/not-found', { id })) : ok({ rev: row.rev, entryCount: row.entryCount })),
        error: (e: unknown) => cb(err(closed ? newerVersion() : storageError(e))),
      });
      return () => subscription.unsubscribe();
    },

    onNewerVersion: (cb) => {
      newerVersionListeners.add(cb);
      if (writesRefused) cb();
      return () => {
        newerVersionListeners.delete(cb);
      };
    },
  };
}
