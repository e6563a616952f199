/**
 * The text check for everything that enters storage (new games, entries, imported files): no
 * string may look like markup or carry control characters. The UI renders names and notes as
 * text anyway (never innerHTML); refusing them here keeps a hostile file from ever being stored
 * and keeps exported files clean for other tools.
 */
import { persistenceError, type PersistenceError } from './errors';

/** A tag, a closing tag, a comment/doctype or a processing instruction: `<b`, `</`, `<!`, `<?`. */
const MARKUP = /<[A-Za-z/!?]/;
/**
 * C0 controls except tab, line feed and carriage return (a note may span lines), DEL, C1
 * controls, and the bidirectional overrides and isolates that can disguise a name.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * Half of a UTF-16 surrogate pair standing alone: not a character at all. Such a string cannot be
 * written as UTF-8 (an export would carry U+FFFD instead), so it is refused on the way in.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const MAX_DEPTH = 64;

/** Walks every string (values and keys) of a JSON-like value; returns the first unsafe one. */
export function checkText(value: unknown, path = ''): PersistenceError | undefined {
  return walk(value, path, 0);
}

function checkString(s: string, path: string): PersistenceError | undefined {
  if (MARKUP.test(s)) return persistenceError('text/markup', { path });
  if (CONTROL.test(s)) return persistenceError('text/control-character', { path });
  if (UNPAIRED_SURROGATE.test(s)) return persistenceError('text/broken-character', { path });
  return undefined;
}

function walk(value: unknown, path: string, depth: number): PersistenceError | undefined {
  if (typeof value === 'string') return checkString(value, path);
  if (typeof value !== 'object' || value === null) return undefined;
  // Deeper than any record; the structural gate refuses it anyway, this only bounds the walk.
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = walk(value[i], `${path}[${i}]`, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    const childPath = path === '' ? key : `${path}.${key}`;
    const found = checkString(key, childPath) ?? walk(child, childPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
