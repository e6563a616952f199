/**
 * What can go wrong when storing, restoring, importing or exporting a game, as values. Each code
 * is the key of a message `error.<code>` in src/ui/messages/{en,da}/persistence.ts; `params` fill
 * that message. Details (shape problems, the entry that broke and its rule violations) ride along
 * for the UI to show with rule numbers.
 */
import type { ShapeProblem } from '../engine/result';
import type { LoggedEntry, Params, Violation } from '../engine/types';

export const PERSISTENCE_ERROR_CODES = [
  // The device: a full disk, a database that cannot open, or one a newer app version upgraded.
  'storage/quota-exceeded',
  'storage/unavailable',
  'storage/newer-version',
  'storage/failed',
  'game/not-found',
  // Appending, undoing and redoing.
  'append/malformed',
  'append/invalid',
  // The log holds as many entries as the restore gate opens (MAX_ENTRIES): no more is stored.
  'append/full',
  // Another page changed the game after this one read it: nothing was written (compare and swap).
  'append/stale',
  'undo/nothing',
  'redo/nothing',
  // The restore gate (database and files).
  'restore/unknown-version',
  'restore/bad-version',
  'restore/invalid-record',
  'restore/setup-violations',
  'restore/violations',
  // Text that would be unsafe or unreadable on screen.
  'text/markup',
  'text/control-character',
  'text/broken-character',
  // Backup files.
  'import/not-json',
  'import/too-large',
  'import/unknown-version',
  'import/bad-version',
  'import/invalid-record',
  'import/not-a-backup',
  'import/empty',
] as const;
export type PersistenceErrorCode = (typeof PERSISTENCE_ERROR_CODES)[number];

/** The params each code carries: the placeholders its message may use, in every language. */
export const ERROR_PARAMS: Readonly<Record<PersistenceErrorCode, readonly string[]>> = {
  'storage/quota-exceeded': [],
  'storage/unavailable': ['detail'],
  'storage/newer-version': [],
  'storage/failed': ['detail'],
  'game/not-found': ['id'],
  'append/malformed': ['path'],
  'append/invalid': ['count'],
  'append/full': ['max'],
  'append/stale': ['count'],
  'undo/nothing': [],
  'redo/nothing': [],
  'restore/unknown-version': ['version'],
  'restore/bad-version': ['version'],
  'restore/invalid-record': ['count', 'path'],
  'restore/setup-violations': ['count'],
  'restore/violations': ['count', 'entry'],
  'text/markup': ['path'],
  'text/control-character': ['path'],
  'text/broken-character': ['path'],
  'import/not-json': [],
  'import/too-large': [],
  'import/unknown-version': ['version'],
  'import/bad-version': ['version'],
  'import/invalid-record': ['count', 'path'],
  'import/not-a-backup': [],
  'import/empty': [],
};

export interface PersistenceError {
  readonly code: PersistenceErrorCode;
  /** Fill the message `error.<code>`; the same names in every language. */
  readonly params: Params;
  /** restore/invalid-record, import/invalid-record, append/malformed: what is wrong where. */
  readonly problems?: readonly ShapeProblem[];
  /** restore/violations: the index (0-based) of the first entry that fails. */
  readonly entryIndex?: number;
  /** restore/violations, restore/setup-violations, append/invalid: the rules that refuse it. */
  readonly violations?: readonly Violation[];
  /** Errors in an all-games file: which game of the file (0-based), and its name where it was read. */
  readonly gameIndex?: number;
  readonly gameName?: string;
  /** append/stale: the log as it is now (its length and revision) and the entries past the writer's view. */
  readonly stale?: StaleLog;
}

/** What a refused writer missed: the game's log now, and the stored entries from its expected seq on. */
export interface StaleLog {
  readonly entryCount: number;
  readonly rev: number;
  /** Unchecked rows as stored (the state layer reloads through the restore gate before showing them). */
  readonly recorded: readonly LoggedEntry<unknown>[];
}

export const persistenceError = (
  code: PersistenceErrorCode,
  params: Params = {},
  details: Omit<PersistenceError, 'code' | 'params'> = {},
): PersistenceError => ({
  code,
  params,
  ...details,
});

/** The message key of an error (for the UI). */
export const errorMessageKey = (error: Pick<PersistenceError, 'code'>): `error.${PersistenceErrorCode}` => `error.${error.code}`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The error names anywhere in a thrown value's chain (Dexie wraps the DOM error as `inner`). */
function errorNames(e: unknown, depth = 0): readonly string[] {
  if (!isObject(e) || depth > 5) return [];
  const own = typeof e.name === 'string' ? [e.name] : [];
  const failures = Array.isArray(e.failures) ? e.failures.flatMap((f: unknown) => errorNames(f, depth + 1)) : [];
  return [...own, ...errorNames(e.inner, depth + 1), ...errorNames(e.cause, depth + 1), ...failures];
}

/** True when a thrown value is (or wraps) a full disk. DOMException code 22 is the legacy form. */
export function isQuotaError(e: unknown): boolean {
  if (errorNames(e).includes('QuotaExceededError')) return true;
  return isObject(e) && e.code === 22;
}

/** Turns anything IndexedDB or Dexie threw into a typed error; nothing escapes as an exception. */
export function storageError(e: unknown): PersistenceError {
  if (isQuotaError(e)) return persistenceError('storage/quota-exceeded');
  const names = errorNames(e);
  if (names.includes('VersionError')) return persistenceError('storage/newer-version');
  if (names.some((n) => n === 'MissingAPIError' || n === 'OpenFailedError' || n === 'DatabaseClosedError' || n === 'InvalidStateError')) {
    return persistenceError('storage/unavailable', { detail: detailOf(e) });
  }
  return persistenceError('storage/failed', { detail: detailOf(e) });
}

/** The messages down a thrown value's chain (Dexie's own, then the browser's it wraps). */
function messages(e: unknown, depth = 0): readonly string[] {
  if (!isObject(e) || depth > 5) return typeof e === 'string' ? [e] : [];
  const own = typeof e.message === 'string' ? [e.message] : [];
  return [...own, ...messages(e.inner, depth + 1), ...messages(e.cause, depth + 1)];
}

/**
 * The browser's words for a storage failure, once: Dexie repeats the wrapped error's message in its
 * own (and error names before it), so the pieces of the chain's messages are kept once each.
 */
export function detailOf(e: unknown): string {
  const pieces = messages(e)
    .flatMap((m) => m.split(/\n+|(?<=[.!?])\s+/))
    .map((p) =>
      p
        .trim()
        .replace(/^(?:[A-Z]\w*Error:?\s*)+/, '')
        .trim(),
    )
    .filter((p) => p !== '');
  const kept: string[] = [];
  for (const p of pieces) {
    if (kept.some((k) => k.includes(p))) continue;
    const longer = kept.filter((k) => !p.includes(k));
    kept.splice(0, kept.length, ...longer, p);
  }
  const text = kept.join(' ');
  return (text === '' ? String(e) : text).replace(/[.\s]+$/, '').slice(0, 200);
}
