/**
 * The one structural gate for untrusted records (files and the database): limits first, then the
 * envelope, then the ruleset's own setup and entry parsers. It never throws for bad input.
 */
import { GAMES, type AnyGameModule } from './games';
import { err, ok, type ParseResult, type ShapeProblem } from './result';
import { RULESET_IDS, SCHEMA_VERSION, type GameRecord, type LoggedEntry, type RulesetId } from './types';
import { isTimestamp, MAX_ENTRIES, MAX_STRING } from './limits';

export { isTimestamp, MAX_ENTRIES, MAX_STRING };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function str(o: Record<string, unknown>, key: string, path: string, problems: ShapeProblem[]): string {
  const v = o[key];
  if (v === undefined) problems.push({ path: `${path}${key}`, code: 'shape/missing', expected: 'string' });
  else if (typeof v !== 'string') problems.push({ path: `${path}${key}`, code: 'shape/wrong-type', expected: 'string' });
  else if (v.length > MAX_STRING) problems.push({ path: `${path}${key}`, code: 'shape/too-large', expected: `at most ${MAX_STRING} characters` });
  else return v;
  return '';
}

function timestamp(o: Record<string, unknown>, key: string, path: string, problems: ShapeProblem[]): string {
  const before = problems.length;
  const v = str(o, key, path, problems);
  if (problems.length === before && !isTimestamp(v)) problems.push({ path: `${path}${key}`, code: 'shape/wrong-type', expected: 'a date and time (ISO 8601)' });
  return v;
}

/**
 * Parses an untrusted value into a game record of a known ruleset, or lists what is wrong.
 * `games` is the registry to look rulesets up in (the app's GAMES; tests may pass their own).
 */
export function parseRecord(raw: unknown, games: Readonly<Record<RulesetId, AnyGameModule>> = GAMES): ParseResult<GameRecord> {
  if (!isObject(raw)) return err([{ path: '', code: 'shape/wrong-type', expected: 'object' }]);
  const problems: ShapeProblem[] = [];
  if (raw.schemaVersion !== SCHEMA_VERSION) {
    const code = typeof raw.schemaVersion === 'number' ? 'shape/unknown-value' : raw.schemaVersion === undefined ? 'shape/missing' : 'shape/wrong-type';
    return err([{ path: 'schemaVersion', code, expected: String(SCHEMA_VERSION) }]);
  }
  const id = str(raw, 'id', '', problems);
  const name = str(raw, 'name', '', problems);
  const createdAt = timestamp(raw, 'createdAt', '', problems);
  const rulesetRaw = raw.ruleset;
  if (typeof rulesetRaw !== 'string' || !(RULESET_IDS as readonly string[]).includes(rulesetRaw)) {
    problems.push({ path: 'ruleset', code: 'shape/unknown-value', expected: RULESET_IDS.join('|') });
    return err(problems);
  }
  const ruleset = rulesetRaw as RulesetId;
  const module = games[ruleset];
  const setup = module.parseSetup(raw.setup);
  if (!setup.ok) problems.push(...setup.error.map((p) => ({ ...p, path: `setup${p.path ? `.${p.path}` : ''}` })));
  const rawEntries = raw.entries;
  const entries: LoggedEntry<unknown>[] = [];
  if (!Array.isArray(rawEntries)) {
    problems.push({ path: 'entries', code: rawEntries === undefined ? 'shape/missing' : 'shape/wrong-type', expected: 'array' });
  } else if (rawEntries.length > MAX_ENTRIES) {
    problems.push({ path: 'entries', code: 'shape/too-large', expected: `at most ${MAX_ENTRIES} entries` });
  } else {
    rawEntries.forEach((logged: unknown, i) => {
      if (problems.length > 20) return; // enough to explain the refusal
      const path = `entries[${i}]`;
      if (!isObject(logged)) {
        problems.push({ path, code: 'shape/wrong-type', expected: 'object' });
        return;
      }
      const at = timestamp(logged, 'at', `${path}.`, problems);
      const entry = module.parseEntry(logged.entry);
      if (!entry.ok) problems.push(...entry.error.map((p) => ({ ...p, path: `${path}.entry${p.path ? `.${p.path}` : ''}` })));
      else entries.push({ at, entry: entry.value });
    });
  }
  if (problems.length > 0 || !setup.ok) return err(problems);
  return ok({ schemaVersion: SCHEMA_VERSION, id, name, createdAt, ruleset, setup: setup.value, entries });
}
