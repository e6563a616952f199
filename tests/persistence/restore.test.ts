/**
 * The restore gate: version, migration, structure, setup rules, and a replay that re-validates
 * every entry. Everything the database or a file yields passes here.
 */
import { describe, expect, test } from 'vitest';
import { migrateRecord, restore, type RecordMigration } from '../../src/persistence/restore';
import { TALLY_GAMES } from './tally';

const record = (over: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  id: 'g1',
  name: 'Game',
  createdAt: '2026-01-01T00:00:00.000Z',
  ruleset: 'smc',
  setup: { players: ['Ann', 'Bo'] },
  entries: [
    { at: '2026-01-01T00:01:00.000Z', entry: { kind: 'build', player: 'Ann', n: 5 } },
    { at: '2026-01-01T00:02:00.000Z', entry: { kind: 'lose', player: 'Ann', n: 2 } },
  ],
  ...over,
});

describe('restore gate', () => {
  test('a good record restores with the state its log replays to', () => {
    const restored = restore(record(), TALLY_GAMES);
    expect(restored.ok && restored.value.state).toEqual({ cities: { Ann: 3, Bo: 0 } });
    expect(restored.ok && restored.value.record.entries.length).toBe(2);
  });

  test.each([
    ['a newer format version', record({ schemaVersion: 2 }), 'restore/unknown-version'],
    ['a version below the first (never written: damaged, not newer)', record({ schemaVersion: 0 }), 'restore/bad-version'],
    ['a fractional version', record({ schemaVersion: 1.5 }), 'restore/bad-version'],
    ['no version', record({ schemaVersion: undefined }), 'restore/invalid-record'],
    ['a version as text', record({ schemaVersion: '1' }), 'restore/invalid-record'],
    ['not an object', [1, 2, 3], 'restore/invalid-record'],
    ['an unknown ruleset', record({ ruleset: 'chess' }), 'restore/invalid-record'],
    ["another ruleset's record (its parsers refuse the setup)", record({ ruleset: 'advciv' }), 'restore/invalid-record'],
    ['entries not a list', record({ entries: {} }), 'restore/invalid-record'],
    [
      'a malformed entry',
      record({ entries: [{ at: '2026-01-01T00:00:00.000Z', entry: { kind: 'build', player: 'Ann', n: 'five' } }] }),
      'restore/invalid-record',
    ],
    ['a setup that breaks a rule', record({ setup: { players: [] }, entries: [] }), 'restore/setup-violations'],
    [
      'an entry that breaks a rule',
      record({ entries: [{ at: '2026-01-01T00:00:00.000Z', entry: { kind: 'lose', player: 'Bo', n: 1 } }] }),
      'restore/violations',
    ],
  ])('refuses %s', (_, raw, code) => {
    const restored = restore(raw, TALLY_GAMES);
    expect(!restored.ok && restored.error.code).toBe(code);
  });

  const entryAt = (at: string) => record({ entries: [{ at, entry: { kind: 'build', player: 'Ann', n: 1 } }] });
  test.each([
    ['a creation time that is not a date', record({ createdAt: 'not a date' }), 'createdAt'],
    ['a creation date with no time', record({ createdAt: '2026-01-01' }), 'createdAt'],
    ['an entry time of month 99', entryAt('9999-99-99T00:00:00Z'), 'entries[0].at'],
    ['the 30th of February', entryAt('2026-02-30T12:00:00Z'), 'entries[0].at'],
    ['the 29th of February outside a leap year', entryAt('2026-02-29T12:00:00Z'), 'entries[0].at'],
    ['hour 24', entryAt('2026-01-01T24:00:00Z'), 'entries[0].at'],
    ['a time with no zone', entryAt('2026-01-01T10:00:00'), 'entries[0].at'],
    ['an empty time', entryAt(''), 'entries[0].at'],
  ])('refuses %s, naming where', (_, raw, path) => {
    const restored = restore(raw, TALLY_GAMES);
    expect(!restored.ok && restored.error.code).toBe('restore/invalid-record');
    expect(!restored.ok && restored.error.problems?.map((p) => p.path)).toContain(path);
  });

  test.each([
    ['milliseconds in UTC (what the app writes)', '2026-11-25T08:10:00.123Z'],
    ['seconds only', '2026-11-25T08:10:00Z'],
    ['an offset', '2026-11-25T09:10:00+01:00'],
    ['the 29th of February in a leap year', '2028-02-29T12:00:00Z'],
  ])('accepts a time with %s', (_, at) => {
    expect(restore(entryAt(at), TALLY_GAMES).ok).toBe(true);
  });

  test('a log that breaks a rule names the first failing entry (0-based index, 1-based in the message) and its rule', () => {
    const raw = record({
      entries: [
        { at: '2026-01-01T00:02:00.000Z', entry: { kind: 'build', player: 'Ann', n: 9 } },
        { at: '2026-01-01T00:03:00.000Z', entry: { kind: 'note', text: 'fine' } },
        { at: '2026-01-01T00:04:00.000Z', entry: { kind: 'build', player: 'Ann', n: 1 } },
        { at: '2026-01-01T00:05:00.000Z', entry: { kind: 'lose', player: 'Bo', n: 1 } },
      ],
    });
    const restored = restore(raw, TALLY_GAMES);
    expect(restored.ok).toBe(false);
    if (restored.ok) return;
    expect(restored.error.code).toBe('restore/violations');
    expect(restored.error.entryIndex).toBe(2);
    expect(restored.error.params).toEqual({ entry: 3, count: 2 });
    expect(restored.error.violations?.map((v) => [v.code, v.cite[0]?.rule])).toEqual([['tally/too-many-cities', '3.2']]);
  });
});

describe('record migrations', () => {
  // A made-up version 0 (players under another name) shows the chain works before any real one exists.
  const renamePlayers: RecordMigration = (raw) => {
    const { seats, ...rest } = raw.setup as { seats: unknown };
    return { ...raw, schemaVersion: 1, setup: { ...rest, players: seats } };
  };

  test('an older record is migrated step by step to the current version, then passes the gate', () => {
    const old = { ...record(), schemaVersion: 0, setup: { seats: ['Ann', 'Bo'] } };
    const migrated = migrateRecord(old, { 0: renamePlayers });
    expect(migrated.ok && (migrated.value as { setup: unknown }).setup).toEqual({ players: ['Ann', 'Bo'] });
    const restored = restore(old, TALLY_GAMES, { 0: renamePlayers });
    expect(restored.ok && restored.value.state).toEqual({ cities: { Ann: 3, Bo: 0 } });
  });

  test('an older version with no migration path was never written: restore/bad-version (damaged), not a newer one', () => {
    const migrated = migrateRecord({ ...record(), schemaVersion: 0 }, {});
    expect(!migrated.ok && migrated.error.code).toBe('restore/bad-version');
  });

  test('a record already at the current version is not touched', () => {
    const raw = record();
    const migrated = migrateRecord(raw, { 0: renamePlayers });
    expect(migrated.ok && migrated.value).toBe(raw);
  });
});
