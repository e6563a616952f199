/**
 * Checkpoints (src/engine/log/checkpoints.ts): "the table as of entry n" and undo start from the
 * nearest checkpoint at or before n instead of the setup. For every n of each golden game record
 * (all three rulesets), the state from the checkpoints equals the full replay of the first n entries.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { AnyGameModule } from '../../../src/engine/games';
import { GAMES } from '../../../src/engine/games';
import {
  checkpointsFrom,
  dropCheckpointsAfter,
  nearestCheckpoint,
  recordCheckpoint,
  replayWithCheckpoints,
  stateAsOf,
} from '../../../src/engine/log/checkpoints';
import { replay } from '../../../src/engine/log/replay';
import { parseRecord } from '../../../src/engine/record';
import type { GameRecord } from '../../../src/engine/types';

const FIXTURES = ['advciv-golden-calamities-5p-10t', 'ee-7p', 'smc-standard-4p'] as const;

function fixture(name: string): { record: GameRecord; module: AnyGameModule } {
  const raw: unknown = JSON.parse(readFileSync(new URL(`../../fixtures/games/${name}.json`, import.meta.url), 'utf8'));
  const parsed = parseRecord(raw, GAMES);
  if (!parsed.ok) throw new Error(`${name}: ${JSON.stringify(parsed.error[0])}`);
  return { record: parsed.value, module: GAMES[parsed.value.ruleset] as AnyGameModule };
}

describe.each(FIXTURES)('checkpoints on the golden game %s', (name) => {
  const { record, module } = fixture(name);
  const entries = record.entries;
  // The full replay from the setup of the first n entries, for every n.
  const full = Array.from({ length: entries.length + 1 }, (_, n) => replay(module, record.setup, entries, n).state);

  test.each([1, 7, 32])('every %i entries: the state as of every n equals the full replay of the first n entries', (every) => {
    const built = replayWithCheckpoints(module, record.setup, entries, every);
    expect(built.violations).toEqual([]);
    expect(built.state).toEqual(replay(module, record.setup, entries).state);
    expect(built.checkpoints.points.map((p) => p.at)).toEqual(Array.from({ length: Math.floor(entries.length / every) + 1 }, (_, i) => i * every));
    for (let n = 0; n <= entries.length; n++) {
      expect(stateAsOf(module, record.setup, built.checkpoints, entries, n).state).toEqual(full[n]);
    }
  });

  test('an "as of" replays fewer entries than the spacing, never the whole log', () => {
    const built = replayWithCheckpoints(module, record.setup, entries, 7);
    for (let n = 0; n <= entries.length; n++) {
      const from = nearestCheckpoint(built.checkpoints, n);
      expect(from.at).toBeLessThanOrEqual(n);
      expect(n - from.at).toBeLessThan(7);
    }
  });

  test('undo: dropping the checkpoints past n, then the state as of n, equals the replay of the shorter log', () => {
    const built = replayWithCheckpoints(module, record.setup, entries, 7);
    for (const n of [entries.length - 1, 14, 13, 0]) {
      const kept = dropCheckpointsAfter(built.checkpoints, n);
      expect(kept.points.every((p) => p.at <= n)).toBe(true);
      const shorter = entries.slice(0, n);
      expect(stateAsOf(module, record.setup, kept, shorter, n).state).toEqual(replay(module, record.setup, shorter).state);
    }
  });
});

describe('recordCheckpoint', () => {
  test('keeps a state only on the spacing and only right after the last one kept', () => {
    const start = checkpointsFrom('s0', 3);
    expect(recordCheckpoint(start, 2, 's2')).toBe(start);
    expect(recordCheckpoint(start, 6, 's6')).toBe(start);
    const three = recordCheckpoint(start, 3, 's3');
    expect(three.points).toEqual([
      { at: 0, state: 's0' },
      { at: 3, state: 's3' },
    ]);
    expect(recordCheckpoint(three, 3, 'again')).toBe(three);
    expect(nearestCheckpoint(three, 100)).toEqual({ at: 3, state: 's3' });
    expect(nearestCheckpoint(three, 2)).toEqual({ at: 0, state: 's0' });
  });
});
