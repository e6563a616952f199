/**
 * Syncing: a guest's own stored copy of the table's game. Every entry the guest accepts is stored
 * on this phone, so that it can take over as host with the whole log; a copy stored before (a page
 * reloaded, then joined again) is found by the game's identity across copies and continued.
 */
import { signal } from '@preact/signals';
import { SCHEMA_VERSION } from '../engine/types';
import { repo } from '../state/repo';
import type { PersistenceError } from '../persistence/errors';
import { defaultMarkConflict, type HandOverOptions } from '../persistence/repository';
import type { GuestTable } from './guest';

// biome-ignore lint/suspicious/noExplicitAny: a linked table serves any ruleset; the module is found by the record's ruleset id.
type AnyGuest = GuestTable<any, any, any>;

/**
 * The words a copy's name is marked with when it meets a game of the same name here, in the
 * language of the screen that joined (the same as a hand-over's): English by default.
 */
let marks: HandOverOptions = {};

export function setMarks(options: HandOverOptions): void {
  marks = options;
}

/**
 * The games this phone keeps as a guest: the host's game id -> the id of this phone's own copy,
 * and how many entries that copy holds. A guest stores every entry it accepts, so that it can take
 * over as host with the whole log. Kept for the page's life; after a reload the first entries the
 * host sends find the stored copy again by the game's identity across copies (its `origin`, the
 * host's game id), as a hand-over would, and continue it.
 */
const copies = new Map<string, { local: string; stored: number }>();

/** The id a hosted game is known by at the table: the first host's id when this phone holds a copy. */
export function tableIdOf(localId: string): string {
  for (const [tableId, copy] of copies) if (copy.local === localId) return tableId;
  return localId;
}

let storing: Promise<void> = Promise.resolve();

/** Resolves once every copy write asked for so far is done (the screen shows what is stored). */
export function stored(): Promise<void> {
  return storing;
}

/**
 * Why this phone's copy could not be stored (a full disk): the entries stay in the guest's log on
 * this page, the screen says so, and storing is tried again every COPY_RETRY_MS until it lands.
 * Every write names the sequence number it expects, so a retry never doubles an entry.
 */
export const copyProblem = signal<PersistenceError | undefined>(undefined);
export const COPY_RETRY_MS = 2000;
let newest: AnyGuest | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;

/** Brings this phone's copy of the joined game up to the guest's checked log. */
export function storeCopy(table: AnyGuest): void {
  newest = table;
  storing = storing
    .then(() => syncCopy(table))
    .then((problem) => {
      copyProblem.value = problem;
      if (problem === undefined || retry !== undefined) return;
      retry = setTimeout(() => {
        retry = undefined;
        if (newest !== undefined) storeCopy(newest);
      }, COPY_RETRY_MS);
    })
    .catch(() => undefined);
}

/** Stores what the copy lacks; the storage refusal that stopped it, if any. */
async function syncCopy(table: AnyGuest): Promise<PersistenceError | undefined> {
  const game = table.game;
  if (game === undefined || table.log.length < table.hostLength) return undefined;
  let copy = copies.get(game.id);
  if (copy === undefined) {
    const record = {
      schemaVersion: SCHEMA_VERSION,
      id: game.id,
      name: game.name,
      createdAt: table.log[0]?.at ?? new Date().toISOString(),
      ruleset: game.ruleset,
      setup: game.setup,
      entries: table.log,
    };
    const file = JSON.stringify({ format: 'tresham-backup', schemaVersion: SCHEMA_VERSION, exportedAt: new Date().toISOString(), games: [record] });
    // Through the restore gate, like a file handed over: checked again as it is stored, and matched
    // with a copy this phone stored before (a page reloaded, then joined again), which it continues.
    const received = await repo().receiveHandOver(file, marks);
    if (!received.ok) return received.error;
    const one = received.value[0];
    if (one === undefined) return undefined;
    if (one.kind === 'local-ahead') {
      // The stored copy holds entries after the table's log: the host undid them while this page was
      // away, or they were recorded on the copy with no link. Which, nothing tells: the copy keeps them
      // as it is, and the table's log goes on in a conflict copy beside it (nothing dropped).
      const kept = await repo().importFile(file, { markImported: marks.markConflict ?? defaultMarkConflict });
      if (!kept.ok) return kept.error;
      const local = kept.value[0]?.id;
      if (local === undefined) return undefined;
      copy = { local, stored: table.log.length };
    } else copy = { local: one.kind === 'conflict' ? one.copy.id : one.game.id, stored: table.log.length };
    copies.set(game.id, copy);
  }
  let stored = copy.stored;
  if (stored > table.log.length) {
    const cut = await repo().truncate(copy.local, table.log.length);
    if (!cut.ok) return cut.error;
    stored = table.log.length;
  }
  let problem: PersistenceError | undefined;
  for (; stored < table.log.length; stored++) {
    const logged = table.log[stored];
    if (logged === undefined) break;
    const appended = await repo().appendEntry(copy.local, logged, stored);
    if (!appended.ok) {
      problem = appended.error;
      break;
    }
  }
  copies.set(game.id, { local: copy.local, stored });
  return problem;
}

/** The id of this phone's own copy of the game joined, once stored. */
export function localCopyOf(tableId: string): string | undefined {
  return copies.get(tableId)?.local;
}
