/**
 * Syncing: a guest's own stored copy of the table's game. Every entry the guest accepts is stored
 * on this phone, so that it can take over as host with the whole log; a copy stored before (a page
 * reloaded, then joined again) is found by the game's identity across copies and continued.
 */
import { signal } from '@preact/signals';
import { SCHEMA_VERSION } from '../engine/types';
import { repo } from '../state/repo';
import type { PersistenceError } from '../persistence/errors';
import { type Chain, compareChains } from '../engine/log/chain';
import type { Conflict, GuestTable } from './guest';

// biome-ignore lint/suspicious/noExplicitAny: a linked table serves any ruleset; the module is found by the record's ruleset id.
type AnyGuest = GuestTable<any, any, any>;

/**
 * The games this phone keeps as a guest: the host's game id -> the id of this phone's own copy,
 * how many entries that copy holds, and their chain (engine/log/chain.ts) with the guest's epoch it
 * came from. A guest stores every entry it accepts, so that it can take over as host with the whole
 * log. Kept for the page's life; after a reload the first entries the host sends find the stored
 * copy again by the game's identity across copies (its `origin`, the host's game id), as a
 * hand-over would, and continue it.
 */
interface StoredCopy {
  readonly local: string;
  readonly stored: number;
  /** The copy's revision as this page last wrote or read it: every write names it (compare and swap). */
  readonly rev: number;
  readonly chain: Chain;
  readonly epoch: number;
}
const copies = new Map<string, StoredCopy>();

/**
 * A conflict this phone's copy met: the table's log does not continue the game stored here (a
 * page reloaded after the host undid, a phone with another log took over). The game stored here is
 * kept untouched; the table's log goes on in a conflict copy beside it, named as one, and the screen
 * says so in words.
 */
export const copyConflict = signal<{ readonly local: string; readonly copy: string } | undefined>(undefined);

/** The id a hosted game is known by at the table: the first host's id when this phone holds a copy. */
export function tableIdOf(localId: string): string {
  for (const [tableId, copy] of copies) if (copy.local === localId) return tableId;
  return localId;
}

/**
 * After a reload this page holds no log of the table, so the copy stored before is found by the
 * game's identity once the host's log has come: a host whose log does not continue it (the host
 * undid while this phone was away, a phone with another log took over) is refused in words, as on
 * the page that stored it, and nothing is stored. `told`: the tables whose refusal this page showed;
 * joining again then keeps the table's log in a conflict copy beside the untouched game.
 * `refused`: the guest logs (epochs) refused, whose later entries store nothing.
 */
const told = new Set<string>();
const refused = new Set<number>();

/** What the joining link does when its host's log does not continue the copy stored here: refuse, in words. */
export type OnParted = (conflict: Conflict) => void;

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
let newest: { readonly table: AnyGuest; readonly onParted: OnParted | undefined } | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * Brings this phone's copy of the joined game up to the guest's checked log. `onParted`: told
 * (and nothing stored) when a copy stored before this page knew the table is not continued by it.
 */
export function storeCopy(table: AnyGuest, onParted?: OnParted): void {
  newest = { table, onParted };
  storing = storing
    .then(() => syncCopy(table, onParted))
    .then((problem) => {
      copyProblem.value = problem;
      if (problem === undefined || retry !== undefined) return;
      retry = setTimeout(() => {
        retry = undefined;
        if (newest !== undefined) storeCopy(newest.table, newest.onParted);
      }, COPY_RETRY_MS);
    })
    .catch(() => undefined);
}

/**
 * Stores what the copy lacks; the storage refusal that stopped it, if any. The copy is never cut
 * back to a log that does not continue it: only the table's own undo, told over the link this
 * phone's log followed without a break (the guest's epoch), removes entries; any other log that
 * parts from the stored one goes into a conflict copy beside it.
 */
async function syncCopy(table: AnyGuest, onParted?: OnParted): Promise<PersistenceError | undefined> {
  const game = table.game;
  if (game === undefined || table.log.length < table.hostLength || refused.has(table.epoch)) return undefined;
  const record = () => ({
    schemaVersion: SCHEMA_VERSION,
    id: game.id,
    name: game.name,
    createdAt: table.log[0]?.at ?? new Date().toISOString(),
    ruleset: game.ruleset,
    setup: game.setup,
    entries: table.log,
  });
  const fileOf = () => JSON.stringify({ format: 'tresham-backup', schemaVersion: SCHEMA_VERSION, exportedAt: new Date().toISOString(), games: [record()] });
  /** The table's log stored as a conflict copy beside `local`, which stays as it is. */
  const beside = async (local: string): Promise<PersistenceError | StoredCopy | undefined> => {
    const kept = await repo().importFile(fileOf(), { asConflictCopy: true });
    if (!kept.ok) return kept.error;
    const made = kept.value[0];
    if (made === undefined) return undefined;
    copyConflict.value = { local, copy: made.id };
    return { local: made.id, stored: made.entryCount, rev: made.rev, chain: table.chain, epoch: table.epoch };
  };
  let copy = copies.get(game.id);
  if (copy === undefined) {
    // Through the restore gate, like a file handed over: checked again as it is stored, and matched
    // with a copy this phone stored before (a page reloaded, then joined again), which it continues.
    // One the table's log does not continue is refused in words the first time (nothing stored);
    // joined again, the table's log is kept beside it.
    const ask = onParted !== undefined && !told.has(game.id);
    const received = ask ? await repo().receiveContinuing(fileOf()) : await repo().receiveHandOver(fileOf());
    if (!received.ok) return received.error;
    const one = received.value[0];
    if (one === undefined) return undefined;
    if (ask && (one.kind === 'local-ahead' || one.kind === 'parted')) {
      told.add(game.id);
      refused.add(table.epoch);
      const length = table.log.length;
      onParted(one.kind === 'local-ahead' ? { reason: 'behind', length, held: length + one.count } : { reason: 'parted', at: one.common + 1 });
      return undefined;
    }
    if (one.kind === 'parted') return undefined;
    if (one.kind === 'local-ahead') {
      // The stored copy holds entries after the table's log: the host undid them while this page was
      // away, or they were recorded on the copy with no link. Which, nothing tells: the copy keeps them
      // as it is, and the table's log goes on in a conflict copy beside it (nothing dropped).
      const made = await beside(one.game.id);
      if (made === undefined || !('local' in made)) return made;
      copy = made;
    } else {
      if (one.kind === 'conflict') copyConflict.value = { local: one.game.id, copy: one.copy.id };
      const kept = one.kind === 'conflict' ? one.copy : one.game;
      copy = { local: kept.id, stored: table.log.length, rev: kept.rev, chain: table.chain, epoch: table.epoch };
    }
    copies.set(game.id, copy);
  }
  let stored = copy.stored;
  let rev = copy.rev;
  const { common } = compareChains(copy.chain, table.chain);
  if (common < stored) {
    if (copy.epoch === table.epoch) {
      // The host undid entries while this phone was linked, and told it (a rewind): the table's own
      // undo, on a log this phone checked link by link, is followed here too, on the copy as this
      // page stored it: had another writer (another tab) changed it since, nothing is cut, and the
      // copy is matched with the table's log again (a conflict copy beside it if they parted).
      const cut = await repo().truncate(copy.local, common, { entryCount: stored, rev });
      if (!cut.ok) return cut.error.code === 'append/stale' ? matchAgain(game.id, table) : cut.error;
      stored = common;
      rev = cut.value.rev;
    } else {
      // A log begun afresh on this page (joined again after a conflict) that does not continue the
      // copy: the copy stays untouched, and the table's log is kept beside it.
      const made = await beside(copy.local);
      if (made === undefined || !('local' in made)) return made;
      copies.set(game.id, made);
      return undefined;
    }
  }
  let problem: PersistenceError | undefined;
  for (; stored < table.log.length; stored++) {
    const logged = table.log[stored];
    if (logged === undefined) break;
    const appended = await repo().appendEntry(copy.local, logged, stored, rev);
    if (!appended.ok) {
      // Another writer changed the copy since: matched with the table's log again, as after a reload.
      if (appended.error.code === 'append/stale') return matchAgain(game.id, table);
      problem = appended.error;
      break;
    }
    rev = appended.value.rev;
  }
  copies.set(game.id, { local: copy.local, stored, rev, chain: table.chain.slice(0, stored + 1), epoch: table.epoch });
  return problem;
}

/**
 * The copy changed under this page (another tab wrote it): forgotten, and found again by the game's
 * identity across copies, as after a reload: the table's log continues it, or goes on in a conflict
 * copy beside it; nothing is cut from it.
 */
function matchAgain(tableId: string, table: AnyGuest): Promise<PersistenceError | undefined> {
  copies.delete(tableId);
  // This page followed the table link by link: the other writer parted from it, not the table.
  return syncCopy(table);
}

/** The id of this phone's own copy of the game joined, once stored. */
export function localCopyOf(tableId: string): string | undefined {
  return copies.get(tableId)?.local;
}
