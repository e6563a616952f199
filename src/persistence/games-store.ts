/**
 * Storage of games: the game rows and their logs (list, create, load, append, undo, redo, truncate,
 * delete, watch). Every record read passes through the restore gate (restore.ts). Listing games
 * reads the game rows alone: the gate, and every ruleset's engine behind it, loads on first need.
 *
 * Storage stores; it does not judge (STYLE 10). No write parses or replays an entry: the engine's
 * verdict comes once, from the state layer, against the log it has shown. Every write is a compare
 * and swap in one read-write transaction: it names the log it was made against (the entry count,
 * and the game's revision when the caller knows it) and is refused with `append/stale` (the log
 * now, and the entries recorded meanwhile) when the game row says the log has moved on. IndexedDB
 * serialises read-write transactions on the same tables, so of two pages writing against the same
 * log exactly one lands; the primary key [gameId+seq] backs that up (`add`, never `put`).
 */
import { liveQuery } from 'dexie';
import { isTimestamp, MAX_ENTRIES, MAX_ENTRY_LENGTH, MAX_STRING } from '../engine/limits';
import { err, ok, type Result } from '../engine/result';
import { SCHEMA_VERSION, type GameRecord, type LoggedEntry, type RulesetId } from '../engine/types';
import { type CopyMark, entriesOf, META_LAST_OPEN_GAME, redoKey, seatsKey, type EntryRow, type GameRow } from './db';
import { persistenceError, type PersistenceError } from './errors';
import type { RestoredGame } from './restore';
import { loadGate, type Outcome, Refusal, type Store } from './store';
import { checkText } from './text';

/** What the home screen lists. */
export interface GameSummary {
  readonly id: string;
  /** The game's own name; the screen adds the words of `copy` (db.ts GameRow.copy). */
  readonly name: string;
  readonly copy?: CopyMark;
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
  /** What this game is beside a game of the same name (db.ts GameRow.copy), for the screen to word. */
  readonly copy?: CopyMark;
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

export interface GamesStore {
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
   * entry on top), if the log is still the expected one (its length, and its revision when given):
   * a writer that has not seen an entry another wrote meanwhile cuts nothing (`append/stale`). Also
   * the repair for a log that no longer replays: the gate names the entry that fails; truncating to
   * it makes the game open again, and redo or the exported backup keep the rest.
   */
  readonly truncate: (gameId: string, keep: number, expected: Expected) => Outcome<Truncated>;
  readonly deleteGame: (id: string) => Outcome<true>;
  /** The game's revision and length now, from its row alone (no entry read): is a game replayed before still the log? */
  readonly gameHead: (id: string) => Outcome<GameHead>;
  /**
   * Calls `cb` with the game's revision now and after every change, from this page or another;
   * reads no entry (the caller loads the game when the revision differs from the one it shows).
   */
  readonly watchGame: (id: string, cb: (head: Result<GameHead, PersistenceError>) => void) => () => void;
}

/** A game's rows as read in one transaction: the row, its entries and its redo stack. */
export interface GameRows {
  readonly row: GameRow;
  readonly entries: EntryRow[];
  readonly redo: readonly LoggedEntry<unknown>[];
}

/** What the copies (import, export, hand-over) share with the game store: the log's compare and swap. */
export interface GameLog {
  readonly readRows: (id: string) => Promise<GameRows | undefined>;
  readonly expectLog: (row: GameRow, expected: Expected) => Promise<void>;
  readonly appendInTransaction: (row: GameRow, logged: unknown) => Promise<{ row: GameRow; seq: number; logged: LoggedEntry<unknown> }>;
  readonly getRow: (id: string) => Promise<GameRow>;
  readonly persistIfFirst: (countBefore: number) => void;
}

/** The game's identity across copies (db.ts GameRow.origin). */
export const identityOf = (row: GameRow): string => row.origin ?? row.id;

export const summaryOf = (row: GameRow): GameSummary => ({
  id: row.id,
  name: row.name,
  ruleset: row.ruleset,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  entryCount: row.entryCount,
  rev: row.rev,
  ...(row.copy !== undefined ? { copy: row.copy } : {}),
});

/** The record a game's rows describe, as untrusted data for the restore gate. */
export const rawRecordOf = (row: GameRow, entries: readonly EntryRow[]): Record<string, unknown> => ({
  schemaVersion: row.schemaVersion,
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  ruleset: row.ruleset,
  setup: row.setup,
  entries: entries.map((e) => ({ at: e.at, entry: e.entry })),
});

export const redoStackOf = (value: unknown): readonly LoggedEntry<unknown>[] => (Array.isArray(value) ? (value as LoggedEntry<unknown>[]) : []);

const snapshotOf = (row: GameRow, redo: readonly LoggedEntry<unknown>[]): Snapshot => ({
  gameId: row.id,
  rev: row.rev,
  entryCount: row.entryCount,
  redoDepth: redo.length,
  redoNext: redo[redo.length - 1],
  updatedAt: row.updatedAt,
});

export function createGamesStore(store: Store, requestPersistence: () => Promise<boolean>): GamesStore & GameLog {
  const { db, games, now, newId, guarded, inTransaction, failure } = store;

  async function readRows(id: string): Promise<GameRows | undefined> {
    const row = await db.games.get(id);
    if (row === undefined) return undefined;
    const entries = await entriesOf(db, id).toArray();
    const redo = await db.meta.get(redoKey(id));
    return { row, entries, redo: redoStackOf(redo?.value) };
  }

  async function restoreRows(read: GameRows): Outcome<LoadedGame> {
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
      ...(read.row.copy !== undefined ? { copy: read.row.copy } : {}),
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

  /**
   * Asks for persistent storage once the first game exists, without waiting for the answer: a
   * browser may ask the player (Firefox) or never answer (headless Firefox), and no action waits on
   * a prompt. The answer shows in settings, which reads the status when opened.
   */
  function persistIfFirst(countBefore: number): void {
    if (countBefore === 0) void requestPersistence();
  }

  return {
    readRows,
    expectLog,
    appendInTransaction,
    getRow,
    persistIfFirst,

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

    truncate: (gameId, keep, expected) =>
      inTransaction(async () => {
        const row = await getRow(gameId);
        await expectLog(row, expected);
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

    gameHead: (id) =>
      guarded(async () => {
        const row = await db.games.get(id);
        return row === undefined ? err(persistenceError('game/not-found', { id })) : ok({ rev: row.rev, entryCount: row.entryCount });
      }),

    watchGame: (id, cb) => {
      // Only the game row: a change anywhere bumps its revision, and no entry is read or replayed here.
      const observable = liveQuery(() => db.games.get(id));
      const subscription = observable.subscribe({
        next: (row) => cb(row === undefined ? err(persistenceError('game/not-found', { id })) : ok({ rev: row.rev, entryCount: row.entryCount })),
        error: (e: unknown) => cb(err(failure(e))),
      });
      return () => subscription.unsubscribe();
    },
  };
}
