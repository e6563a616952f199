/**
 * Format stability: backup files written by version 1 of the record format (fixtures/, committed
 * once and never edited) import with the current code and replay to the same state. When the
 * format changes, these files must keep importing through the migrations in restore.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import type { AdvCivState } from '../../src/engine/rulesets/advciv/state';
import { harness } from './harness';

const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

describe('version-1 backup files import with the current code', () => {
  test('a one-game advciv file (record format v1) imports and replays to turn 2', async () => {
    const { repo } = harness(GAMES);
    const imported = await repo.importFile(fixture('record-v1-advciv.json'));
    expect(imported.ok && imported.value.map((g) => [g.name, g.ruleset, g.entryCount, g.createdAt])).toEqual([
      ["Saturday at Ann's", 'advciv', 5, '2026-01-03T18:00:00.000Z'],
    ]);
    if (!imported.ok || imported.value[0] === undefined) return;
    const loaded = await repo.loadGame(imported.value[0].id);
    const state = loaded.ok ? (loaded.value.state as AdvCivState) : undefined;
    expect(state?.turn).toBe(2);
    expect(state?.players.map((p) => [p.nation, p.cities, p.census])).toEqual([
      ['africa', 1, 9],
      ['italy', 1, 11],
    ]);
  });

  test('an all-games file (backup format v1) imports every game, and exporting it again gives the same records', async () => {
    const { repo } = harness(GAMES);
    const imported = await repo.importFile(fixture('backup-v1-all.json'));
    expect(imported.ok && imported.value.map((g) => [g.name, g.entryCount])).toEqual([
      ["Saturday at Ann's", 5],
      ['Sunday rematch', 3],
    ]);
    const exported = await repo.exportAll();
    if (!exported.ok) throw new Error(exported.error.code);
    const original = JSON.parse(fixture('backup-v1-all.json')) as { games: Record<string, unknown>[] };
    const again = JSON.parse(exported.value.text) as { format: string; games: Record<string, unknown>[] };
    expect(again.format).toBe('tresham-backup');
    const withoutId = (g: Record<string, unknown>): Record<string, unknown> => ({ ...g, id: undefined });
    expect(again.games.map(withoutId).sort((a, b) => String(a.name).localeCompare(String(b.name)))).toEqual(original.games.map(withoutId));
  });
});
