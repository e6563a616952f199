/**
 * Storage of copies of games: export (one game or all, as a backup file), import, and a game
 * handed over with no link (a file or a sequence of QR codes). Everything read passes the restore
 * gate whole before anything is written; a copy keeps the game's identity across copies (`origin`),
 * so a phone that holds the game is brought up to date instead of given a second one.
 */
import { type CopyComparison, closeness, compareCopies } from '../engine/log/merge';
import { err, ok } from '../engine/result';
import { SCHEMA_VERSION, type GameRecord, type LoggedEntry } from '../engine/types';
import type { BackupFile } from './backup';
import { type CopyKind, type CopyMark, entriesOf, redoKey, type GameRow } from './db';
import { persistenceError } from './errors';
import { type GameLog, type GameSummary, identityOf, rawRecordOf, summaryOf } from './games-store';
import { loadGate, type Outcome, Refusal, type Store } from './store';

type Gate = Awaited<ReturnType<typeof loadGate>>;

export interface ImportOptions {
  /** Stores each game as a conflict copy (marked so even where its name is free): a linked phone's table log kept beside its own game. */
  readonly asConflictCopy?: boolean;
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

/**
 * A received game that does not continue the copy this phone holds (both went on after `common`
 * entries), left as it is: nothing was written (receiveContinuing).
 */
export interface Parted {
  readonly kind: 'parted';
  readonly game: GameSummary;
  readonly common: number;
  readonly localOnly: number;
  readonly receivedOnly: number;
}

export interface CopiesStore {
  readonly exportGame: (id: string) => Outcome<BackupFile>;
  readonly exportAll: () => Outcome<BackupFile>;
  readonly importFile: (input: Blob | string, options?: ImportOptions) => Outcome<readonly GameSummary[]>;
  /**
   * Takes a game handed over with no link (a file, or the text of a sequence of QR codes): the file
   * passes the restore gate whole first (any refusal refuses it all, nothing changes). Each game is
   * then matched with the copy this phone holds of it (the same identity across copies, `origin`):
   * none, a new game; behind, the entries after the common part appended once the merged log passed
   * the gate again; the same or ahead, nothing changes; parted, the received copy is kept beside the
   * local one as a conflict copy. All games of the file in one transaction: a game that cannot be
   * taken (a full disk, a merged log the rules refuse) refuses the whole file with its `gameIndex`
   * and `gameName`, and nothing changes.
   */
  readonly receiveHandOver: (input: Blob | string) => Outcome<readonly Received[]>;
  /**
   * As receiveHandOver, for a linked phone that finds its stored copy again after a reload: a copy
   * the received log does not continue is left as it is and nothing is stored beside it ('parted');
   * the phone says so and joins again by choice (then receiveHandOver keeps a conflict copy).
   */
  readonly receiveContinuing: (input: Blob | string) => Outcome<readonly (Received | Parted)[]>;
}

/** How a game shows on the home screen: its name and its mark (the words are the screen's). */
const shownKey = (name: string, copy: CopyMark | undefined): string => (copy === undefined ? name : `${name}\u0000${copy.kind}\u0000${copy.n}`);

/**
 * The mark a game stored as `kind` gets among the games `taken` (their shown keys): none where its
 * name is free and it need not be marked, else the first number free for that kind.
 */
function copyMarkFor(name: string, kind: CopyKind, taken: ReadonlySet<string>, always: boolean): CopyMark | undefined {
  if (!always && !taken.has(name)) return undefined;
  for (let n = 1; ; n++) if (!taken.has(shownKey(name, { kind, n }))) return { kind, n };
}

const slug = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'game';

export function createCopiesStore(store: Store, log: GameLog): CopiesStore {
  const { db, games, now, newId, guarded, inTransaction, failure } = store;
  const { readRows, appendInTransaction, persistIfFirst } = log;

  /**
   * Stores records as new games inside the caller's transaction, each keeping its identity across
   * copies (the record's id) and its name: an imported game is marked where its name is taken, a
   * conflict copy always (db.ts GameRow.copy; the screen words the mark).
   */
  async function addGames(records: readonly GameRecord[], kind: CopyKind): Promise<readonly GameSummary[]> {
    const taken = new Set((await db.games.toArray()).map((g) => shownKey(g.name, g.copy)));
    const rows: GameRow[] = [];
    const stamp = now();
    for (const record of records) {
      const copy = copyMarkFor(record.name, kind, taken, kind === 'conflict');
      taken.add(shownKey(record.name, copy));
      const row: GameRow = {
        id: newId(),
        schemaVersion: SCHEMA_VERSION,
        name: record.name,
        ...(copy !== undefined ? { copy } : {}),
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
  }

  /** Stores records as new games in one transaction (all or none). */
  async function writeGames(records: readonly GameRecord[], options: ImportOptions): Outcome<readonly GameSummary[]> {
    let countBefore = 0;
    const written = await inTransaction(async () => {
      countBefore = await db.games.count();
      return addGames(records, options.asConflictCopy === true ? 'conflict' : 'imported');
    });
    if (written.ok) persistIfFirst(countBefore);
    return written;
  }

  /**
   * One game of a hand-over, already through the gate, inside the hand-over's transaction: matched
   * with this phone's copies of it, then merged or kept. A refusal throws (the whole hand-over is undone).
   */
  async function receiveOne(record: GameRecord, restore: Gate['restore'], keepParted: boolean): Promise<Received | Parted> {
    let best: { row: GameRow; entries: readonly LoggedEntry<unknown>[]; comparison: CopyComparison } | undefined;
    for (const candidate of (await db.games.toArray()).filter((row) => identityOf(row) === record.id)) {
      const read = await readRows(candidate.id);
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
    const keepAsNew = async (kind: CopyKind): Promise<GameSummary> => {
      const game = (await addGames([record], kind))[0];
      if (game === undefined) throw new Refusal(persistenceError('import/empty'));
      return game;
    };
    if (best === undefined) return { kind: 'new', game: await keepAsNew('imported') };
    const { row, comparison } = best;
    switch (comparison.kind) {
      case 'same':
        return { kind: 'same', game: summaryOf(row) };
      case 'local-ahead':
        return { kind: 'local-ahead', game: summaryOf(row), count: comparison.localOnly };
      case 'received-ahead': {
        // Through the gate again, as the log it will be: the engine judges every appended entry.
        const merged = restore({ ...rawRecordOf(row, []), entries: [...best.entries, ...comparison.append] }, games);
        if (!merged.ok) throw new Refusal(merged.error);
        let current = row;
        for (const logged of comparison.append) current = (await appendInTransaction(current, logged)).row;
        await db.meta.delete(redoKey(row.id));
        return { kind: 'appended', game: summaryOf(current), count: comparison.append.length };
      }
      case 'diverged': {
        const { common, localOnly, receivedOnly } = comparison;
        if (!keepParted) return { kind: 'parted', game: summaryOf(row), common, localOnly, receivedOnly };
        const copy = await keepAsNew('conflict');
        return { kind: 'conflict', game: summaryOf(row), copy, common, localOnly, receivedOnly };
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

  /** A hand-over's games, matched and kept all or nothing; `keepParted`: a parted copy is kept beside (else left, 'parted'). */
  async function receive(input: Blob | string, keepParted: boolean): Outcome<readonly (Received | Parted)[]> {
    const { parseBackupText, restore } = await loadGate();
    const parsed = await parseBackupText(input, games);
    if (!parsed.ok) return parsed;
    // All or nothing, in one transaction: a game of the file that cannot be taken (a full disk, a
    // merged log the rules refuse) refuses the whole file, naming that game, and nothing here changes.
    let countBefore = 0;
    const received = await inTransaction(async () => {
      countBefore = await db.games.count();
      const out: (Received | Parted)[] = [];
      for (const [gameIndex, record] of parsed.value.entries()) {
        try {
          out.push(await receiveOne(record, restore, keepParted));
        } catch (e) {
          throw new Refusal({ ...(e instanceof Refusal ? e.error : failure(e)), gameIndex, gameName: record.name });
        }
      }
      return out;
    });
    if (received.ok) persistIfFirst(countBefore);
    return received;
  }

  return {
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

    // Kept beside, a parted copy is never left 'parted': every game received is a Received.
    receiveHandOver: (input) => receive(input, true) as Outcome<readonly Received[]>,
    receiveContinuing: (input) => receive(input, false),
  };
}
