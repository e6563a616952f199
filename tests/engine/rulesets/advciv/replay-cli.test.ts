import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runReplay } from '../../../../src/tools/replay-cli';

const golden = readFileSync(new URL('../../../fixtures/games/advciv-golden-5p-10t.json', import.meta.url), 'utf8');

describe('npm run replay: headless check of a record', () => {
  test('exit 0 for the golden game, with the derived state per player', () => {
    const r = runReplay(golden);
    expect(r.code).toBe(0);
    const report = r.report as { players: { nation: string; cities: number; treasury: number; prices: Record<string, unknown>; ast: { position: number } }[] };
    expect(report.players.find((p) => p.nation === 'egypt')).toMatchObject({ cities: 5, treasury: 9, ast: { position: 9 } });
    // 31.62: a card whose prerequisite is missing is listed with what it needs.
    expect(report.players.find((p) => p.nation === 'africa')?.prices.roadbuilding).toEqual({ price: 110, needs: ['engineering'] });
  });
  test('exit 1 with the index of a refused entry (25.1: a tenth city)', () => {
    const record = JSON.parse(golden) as { entries: unknown[] };
    record.entries.splice(20, 0, {
      at: '2026-01-01T00:00:00.000Z',
      entry: { kind: 'cities', cities: { africa: 10, illyria: 0, crete: 0, babylon: 0, egypt: 0 } },
    });
    const r = runReplay(JSON.stringify(record));
    expect(r.code).toBe(1);
    expect(r.report).toMatchObject({ violations: [{ index: 20, violations: [{ code: 'cities/out-of-range', cite: [{ doc: 'advciv', rule: '25.1' }] }] }] });
  });
  test.each([['not json {'], ['{"schemaVersion":1}'], ['{"schemaVersion":1,"id":"a","name":"b","createdAt":"c","ruleset":"advciv","setup":{},"entries":[]}']])(
    'exit 2 when the file is not a record: %s',
    (text) => {
      expect(runReplay(text).code).toBe(2);
    },
  );
});

describe('npm run replay: every ruleset through its package', () => {
  test.each([
    ['ee-7p.json', 'eastern-empires'],
    ['smc-standard-4p.json', 'smc'],
  ])('%s replays valid and the report is its package report (the derived state)', (file, ruleset) => {
    const text = readFileSync(new URL(`../../../fixtures/games/${file}`, import.meta.url), 'utf8');
    const r = runReplay(text);
    expect(r.code).toBe(0);
    expect(r.report).toMatchObject({ ruleset, setupViolations: [], violations: [] });
    expect((r.report as { state: { players: unknown[] } }).state.players.length).toBeGreaterThan(0);
  });
});
