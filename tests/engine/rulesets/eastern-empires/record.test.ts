/**
 * The record gate for Eastern Empires: parseRecord accepts well-formed Eastern Empires records and
 * refuses bad ones.
 */
import { describe, expect, test } from 'vitest';
import { parseRecord } from '../../../../src/engine/record';

const record = (
  entries: unknown[],
  setup: unknown = {
    players: [
      { name: 'A', civ: 'saba' },
      { name: 'B', civ: 'babylon' },
      { name: 'C', civ: 'indus' },
    ],
  },
) => ({
  schemaVersion: 1,
  id: 'x',
  name: 'x',
  createdAt: '2026-01-01T00:00:00.000Z',
  ruleset: 'eastern-empires',
  setup,
  entries: entries.map((entry) => ({ at: '2026-01-01T00:00:00.000Z', entry })),
});

describe('the record gate accepts Eastern Empires records and refuses malformed ones', () => {
  test('a well-formed record passes, settings default to the rulings (R-E3, R-E4)', () => {
    const r = parseRecord(record([{ kind: 'census', tokens: { saba: 2 } }, { kind: 'ast' }]));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.setup).toMatchObject({ settings: { civilWarThreshold: 'moving', iconoclasmModifiers: 'allVictims', turnLimit: null } });
  });
  test.each([
    [[{ kind: 'tax' }], 'entries[0].entry.kind'],
    [[{ kind: 'purchase', civ: 'rome', advances: [], paid: {} }], 'entries[0].entry.civ'],
    [[{ kind: 'purchase', civ: 'saba', advances: ['bronzeWorking'], paid: {} }], 'entries[0].entry.advances[0]'],
    [[{ kind: 'calamity', calamity: 'famine', civ: 'saba', outcomes: [{ civ: 'saba', tokensRemoved: -1 }] }], 'entries[0].entry.outcomes[0].tokensRemoved'],
    [[{ kind: 'hand', civ: 'saba', cards: { gold: 1 } }], 'entries[0].entry.cards.gold'],
  ])('%j is refused at %s', (entries, path) => {
    const r = parseRecord(record(entries));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((p) => p.path)).toContain(path);
  });
  test('an unknown civilization in the setup is refused', () => {
    const r = parseRecord(record([], { players: [{ name: 'A', civ: 'rome' }] }));
    expect(r.ok).toBe(false);
  });
});
