/**
 * The size limits and field checks of a stored record (and of what other phones send: src/link
 * checks with the same functions), in a module of their own so storage can check them without
 * loading the structural gate (and every ruleset's parsers behind it).
 */

/** Far beyond any real game (a 12-hour game logs a few thousand entries). */
export const MAX_ENTRIES = 50_000;
export const MAX_STRING = 200;
/** A backup file, at most: far beyond any real backup (a long game is a few hundred kB). Also the most a hand-over by codes inflates to. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * One entry's JSON, at most (UTF-16 code units): far beyond any real entry (a purchase of every card
 * is under 2 kB), so that no entry can make a message, a catch-up or a file unreadable. Checked where
 * an entry is written (the repository) and where another phone sends one (the link's gates).
 */
export const MAX_ENTRY_LENGTH = 16 * 1024;

/**
 * A date and time as the app writes it (ISO 8601, UTC or with an offset: `2026-11-25T08:10:00.000Z`),
 * naming a day that exists. The restore gate refuses anything else ("9999-99-99", "not a date"), so
 * a damaged or hostile file cannot put a time on screen that the app never wrote.
 */
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function isTimestamp(s: string): boolean {
  const m = ISO_TIMESTAMP.exec(s);
  if (m === null) return false;
  const n = (i: number): number => Number(m[i] ?? 0);
  const [year, month, day] = [n(1), n(2), n(3)];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const lastDay = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day >= 1 && day <= lastDay && n(4) < 24 && n(5) < 60 && n(6) < 60 && n(7) < 24 && n(8) < 60;
}
