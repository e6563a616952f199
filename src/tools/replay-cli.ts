/**
 * The headless replay check behind `npm run replay -- <record.json>` (src/tools/replay.mjs loads this
 * module through Vite's module runner). Given the file's text, it returns the exit code and the JSON
 * report: 0 = valid, 1 = some entries are refused (each violation with its entry index), 2 = not a
 * record (the shape problems from parseRecord). What is printed about the replayed game is the
 * ruleset package's `report`. Pure: no file or process access here.
 */
import { PACKAGES, type AnyRulesetPackage } from '../engine/games';
import { replay } from '../engine/log/replay';
import { parseRecord } from '../engine/record';

export interface ReplayReport {
  readonly code: 0 | 1 | 2;
  readonly report: unknown;
}

export function runReplay(text: string): ReplayReport {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { code: 2, report: { error: 'not JSON', detail: e instanceof Error ? e.message : String(e) } };
  }
  const parsed = parseRecord(raw);
  if (!parsed.ok) return { code: 2, report: { error: 'not a record', problems: parsed.error } };
  const record = parsed.value;
  // The record passed the gate for this ruleset's parsers, so its setup and entries are that ruleset's.
  const pkg: AnyRulesetPackage = PACKAGES[record.ruleset];
  const setupViolations = pkg.game.validateSetup(record.setup);
  const result = replay(pkg.game, record.setup, record.entries);
  const code = setupViolations.length > 0 || result.violations.length > 0 ? 1 : 0;
  return { code, report: { ruleset: record.ruleset, ...pkg.report(record.setup, result.state), setupViolations, violations: result.violations } };
}
