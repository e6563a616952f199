/**
 * Drafts of open entry forms: what a player typed and has not recorded yet, kept in the tab's
 * sessionStorage so that a tab the phone kills (one phone passed round the table for hours) reopens
 * with the typing still there. The state layer owns this storage; forms reach it only through
 * useEntry/useDraft (src/ui/components/useEntry.ts).
 *
 * A draft is keyed by game id + turn + form (the form names its phase and, where a phase has one
 * form per player, the player). It holds named fields as JSON. A draft written by another version
 * of the app, or that no longer parses, is dropped silently: a draft is a convenience, never data.
 */

/** The part of the Web Storage API drafts use (sessionStorage, or a fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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
}

export function draftKey(scope: DraftScope): string {
  return `${PREFIX}:${encodeURIComponent(scope.game)}:${scope.turn}:${encodeURIComponent(scope.form)}`;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Drafts over a storage; every storage failure (private mode, full disk) is swallowed: typing then lasts for this page only. */
export function createDrafts(storage: () => DraftStorage | undefined): Drafts {
  const read = (scope: DraftScope): DraftFields | undefined => {
    const key = draftKey(scope);
    let raw: string | null | undefined;
    try {
      raw = storage()?.getItem(key);
    } catch {
      return undefined;
    }
    if (raw === null || raw === undefined) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isRecord(parsed) && parsed.v === VERSION && isRecord(parsed.fields)) return parsed.fields;
    } catch {
      // falls through: dropped below
    }
    clear(scope);
    return undefined;
  };
  const clear = (scope: DraftScope): void => {
    try {
      storage()?.removeItem(draftKey(scope));
    } catch {
      // nothing stored, nothing to forget
    }
  };
  const write = (scope: DraftScope, field: string, value: unknown): void => {
    const fields: Record<string, unknown> = { ...(read(scope) ?? {}) };
    if (value === undefined) delete fields[field];
    else fields[field] = value;
    try {
      storage()?.setItem(draftKey(scope), JSON.stringify({ v: VERSION, fields }));
    } catch {
      // A full disk or private mode: the typing stays on screen, only the reload safety is lost.
    }
  };
  return { read, write, clear };
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

function sessionStore(): DraftStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage denied (SecurityError): no drafts.
    return undefined;
  }
}

/** The app's drafts, in this tab's sessionStorage. */
export const drafts: Drafts = createDrafts(sessionStore);
