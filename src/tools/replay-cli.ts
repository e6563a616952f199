/**
 * The headless replay check behind `npm run replay -- <record.json>` (src/tools/replay.mjs loads this
 * module through Vite's module runner). Given the file's text, it returns the exit code and the JSON
 * report: 0 = valid, 1 = some entries are refused (each violation with its entry index), 2 = not a
 * record (the shape problems from parseRecord). Pure: no file or process access here.
 */
import { parseRecord } from '../engine/record';
import { replay } from '../engine/log/replay';
import { ADVCIV_GAME } from '../engine/rulesets/advciv/game';
import type { AdvCivSetup } from '../engine/rulesets/advciv/setup';
import type { AdvCivEntry } from '../engine/rulesets/advciv/entries';
import { astOutlookView, priceListView, scoreView } from '../engine/rulesets/advciv/views';
import type { LoggedEntry } from '../engine/types';
import { GAMES } from '../engine/games';

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
  const module = GAMES[record.ruleset];
  if (module === undefined) return { code: 2, report: { error: 'unknown ruleset', ruleset: record.ruleset } };
  const setupViolations = module.validateSetup(record.setup);
  if (record.ruleset !== 'advciv') {
    const result = replay(module, record.setup, record.entries);
    const code = setupViolations.length > 0 || result.violations.length > 0 ? 1 : 0;
    return { code, report: { ruleset: record.ruleset, setupViolations, violations: result.violations, state: result.state } };
  }
  const setup = record.setup as AdvCivSetup;
  const entries = record.entries as readonly LoggedEntry<AdvCivEntry>[];
  const result = replay(ADVCIV_GAME, setup, entries);
  const state = result.state;
  const ast = astOutlookView(setup, state);
  const scores = scoreView(setup, state);
  const players = state.players.map((p) => {
    const a = ast.find((r) => r.nation === p.nation);
    return {
      nation: p.nation,
      name: p.name,
      status: p.status,
      cities: p.cities,
      treasury: p.treasury,
      cards: p.cards,
      prices: Object.fromEntries(
        priceListView(setup, state, p.nation)
          .filter((r) => !r.held)
          .map((r) => [r.card, r.missing.length > 0 ? { price: r.price, needs: r.missing } : r.price]),
      ),
      ast: { position: p.ast, epoch: a?.epoch, next: a?.next.kind },
      score: scores.find((s) => s.nation === p.nation),
    };
  });
  const code = setupViolations.length > 0 || result.violations.length > 0 ? 1 : 0;
  return {
    code,
    report: { ruleset: record.ruleset, turn: state.turn, phase: state.phase, ended: state.ended, players, setupViolations, violations: result.violations },
  };
}
