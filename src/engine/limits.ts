/**
 * The size limits of a stored record, in a module of their own so storage can check them without
 * loading the structural gate (and every ruleset's parsers behind it).
 */

/** Far beyond any real game (a 12-hour game logs a few thousand entries). */
export const MAX_ENTRIES = 50_000;
export const MAX_STRING = 200;
