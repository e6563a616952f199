/**
 * Drafts of open entry forms: what a player typed and has not recorded yet. They are kept in the
 * device's database (the repository's `drafts` table) so that the typing survives a reload, a
 * browser the system killed (one phone passed round the table for hours) and shows in a new tab.
 * Forms read drafts synchronously while they render, so this module keeps an in-memory copy, loaded
 * once before a game opens (`load`), and writes every change through to the database. The state
 * layer owns this storage; forms reach it only through useEntry/useDraft (src/ui/components/useEntry.ts).
 *
 * A draft is keyed by game id + turn + form (the form names its phase and, where a phase has one
 * form per player, the player). It holds named fields as JSON. A draft written by another version
 * of the app, or that no longer parses, is dropped silently: a draft is a convenience, never data.
 */
import { repo } from './repo';

/** Where drafts are kept beyond this page (the repository, or a fake in tests). Failures are swallowed by the caller. */
export interface DraftStore {
  /** Every draft kept, as stored. */
  readonly list: () => Promise<readonly { readonly key: string; readonly value: unknown }[]>;
  readonly put: (key: string, game: string, value: unknown) => Promise<unknown>;
  readonly remove: (key: string) => Promise<unknown>;
}

/** The part of the Web Storage API the drafts of earlier versions lived in (the tab's sessionStorage). */
export type LegacyStorage = Pick<Storage, 'getItem' | 'removeItem' | 'key' | 'length'>;

export interface DraftScope {
  readonly game: string;
  readonly turn: number;
  /** The form within the turn: its phase, and its player where a phase has one form per player. */
  readonly form: string;
}

/** Bump when the stored envelope changes; older drafts are then dropped. */
const VERSION = 1;
const PREFIX = 'tresham.draft';

export type DraftFields = Readonly<Record<string, unknown>>;

export interface Drafts {
  /** The fields saved for the scope; undefined when there is none or it no longer parses (then it is removed). */
  readonly read: (scope: DraftScope) => DraftFields | undefined;
  /** Saves one field of the scope's draft (undefined removes the field). */
  readonly write: (scope: DraftScope, field: string, value: unknown) => void;
  /** Forgets the scope's draft: the entry was recorded or the form was cleared. */
  readonly clear: (scope: DraftScope) => void;
  /**
   * Reads the kept drafts into memory (once; later calls wait for the same read). Typing done
   * before it finishes wins over what was kept. Never rejects.
   */
  readonly load: () => Promise<void>;
  /** Resolves once every write so far has reached the store (tests, and a page about to close). */
  readonly settled: () => Promise<void>;
}

export function draftKey(scope: DraftScope): string {
  return `${PREFIX}:${encodeURIComponent(scope.game)}:${scope.turn}:${encodeURIComponent(scope.form)}`;
}

/** The game a draft key belongs to (undefined for a key this module did not write). */
function gameOfKey(key: string): string | undefined {
  if (!key.startsWith(`${PREFIX}:`)) return undefined;
  const game = key.slice(PREFIX.length + 1).split(':')[0];
  if (game === undefined) return undefined;
  try {
    return decodeURIComponent(game);
  } catch {
    return undefined;
  }
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function fieldsOf(value: unknown): DraftFields | undefined {
  return isRecord(value) && value.v === VERSION && isRecord(value.fields) ? value.fields : undefined;
}

/**
 * Drafts over a store. Every store failure (private mode, full disk, a newer app holding the
 * database) is swallowed: the typing then lasts for this page only. `legacy` is where earlier
 * versions kept drafts: they are carried into the store once, at load.
 */
export function createDrafts(store: () => DraftStore | undefined, legacy: () => LegacyStorage | undefined = () => undefined): Drafts {
  const memory = new Map<string, unknown>();
  // Keys typed into or cleared on this page: what the store held for them before is stale.
  const touched = new Set<string>();
  let loading: Promise<void> | undefined;
  let writes: Promise<unknown> = Promise.resolve();
  const queue = (run: (s: DraftStore) => Promise<unknown>): void => {
    let s: DraftStore | undefined;
    try {
      s = store();
    } catch {
      return;
    }
    if (s === undefined) return;
    const target = s;
    // In order: a clear after a write must not be overtaken by it.
    writes = writes.then(() => run(target)).catch(() => undefined);
  };
  const remove = (key: string): void => {
    touched.add(key);
    memory.delete(key);
    queue((s) => s.remove(key));
  };
  const read = (scope: DraftScope): DraftFields | undefined => {
    const key = draftKey(scope);
    if (!memory.has(key)) return undefined;
    const fields = fieldsOf(memory.get(key));
    if (fields !== undefined) return fields;
    remove(key);
    return undefined;
  };
  const clear = (scope: DraftScope): void => remove(draftKey(scope));
  const write = (scope: DraftScope, field: string, value: unknown): void => {
    const key = draftKey(scope);
    const fields: Record<string, unknown> = { ...(read(scope) ?? {}) };
    if (value === undefined) delete fields[field];
    else fields[field] = value;
    const envelope = { v: VERSION, fields };
    touched.add(key);
    memory.set(key, envelope);
    queue((s) => s.put(key, scope.game, envelope));
  };
  const carryOver = (): void => {
    let old: LegacyStorage | undefined;
    try {
      old = legacy();
      if (old === undefined) return;
      const keys: string[] = [];
      for (let i = 0; i < old.length; i++) {
        const key = old.key(i);
        if (key?.startsWith(`${PREFIX}:`)) keys.push(key);
      }
      for (const key of keys) {
        const raw = old.getItem(key);
        old.removeItem(key);
        const game = gameOfKey(key);
        if (raw === null || game === undefined || memory.has(key) || touched.has(key)) continue;
        let value: unknown;
        try {
          value = JSON.parse(raw);
        } catch {
          continue;
        }
        if (fieldsOf(value) === undefined) continue;
        memory.set(key, value);
        queue((s) => s.put(key, game, value));
      }
    } catch {
      // Storage denied: nothing to carry over.
    }
  };
  const load = (): Promise<void> => {
    loading ??= (async () => {
      try {
        const s = store();
        const rows = s === undefined ? [] : await s.list();
        for (const row of rows) if (!touched.has(row.key) && !memory.has(row.key)) memory.set(row.key, row.value);
      } catch {
        // The store cannot be read: drafts last for this page only.
      }
      carryOver();
    })();
    return loading;
  };
  const settled = async (): Promise<void> => {
    await writes;
  };
  return { read, write, clear, load, settled };
}

/**
 * Whether a restored field can stand where the form expects `initial`: the same JSON kind (list,
 * object, number, string, boolean), or null where a blank is possible. Forms that need more pass
 * their own parser to useDraft.
 */
export function sameShape(initial: unknown, restored: unknown): boolean {
  if (initial === undefined) return restored !== undefined;
  if (restored === null) return typeof initial !== 'object' || initial === null;
  if (initial === null) return typeof restored !== 'object';
  if (Array.isArray(initial)) return Array.isArray(restored);
  if (isRecord(initial)) return isRecord(restored);
  return typeof initial === typeof restored;
}

function sessionStore(): LegacyStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage denied (SecurityError): nothing to carry over.
    return undefined;
  }
}

/** The device's database, through the app's repository. */
function databaseStore(): DraftStore {
  const r = repo();
  return {
    list: async () => {
      const rows = await r.listDrafts();
      return rows.ok ? rows.value : [];
    },
    put: (key, game, value) => r.putDraft({ key, game, value }),
    remove: (key) => r.deleteDraft(key),
  };
}

/** The app's drafts, kept in the device's database (earlier versions' sessionStorage drafts carried over). */
export const drafts: Drafts = createDrafts(databaseStore, sessionStore);
