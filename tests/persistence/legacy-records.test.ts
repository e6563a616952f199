/**
 * Golden records made by the code on main before issue 19 (tests/fixtures/games/legacy/, made through
 * the state layer's submitEntry and exported by the repository's exportGame and exportAll): an
 * Advanced Civilization game whose turn-4 draw was recorded while the census of that turn was owed
 * (18.1), and an Eastern Empires game in which Maurya's kept hand was recorded twice in one turn (ee
 * Phase 12). Such a game still opens, replays, takes a new entry and imports from its backup file:
 * its old entries are not refused on the way in.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import { replay } from '../../src/engine/log/replay';
import { parseRecord } from '../../src/engine/record';
import type { AdvCivState } from '../../src/engine/rulesets/advciv/state';
import type { EeState } from '../../src/engine/rulesets/eastern-empires/state';
import type { AnyEntry } from '../../src/engine/games';
import { restore } from '../../src/persistence/restore';
import { createGameSession } from '../../src/state/game';
import { harness } from './harness';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/games/legacy/${name}`, import.meta.url), 'utf8');
const ADVCIV = 'advciv-skipped-census.json';
const EE = 'ee-hand-twice.json';
const BACKUP = 'tresham-backup-2026-01-01.json';

async function openImported(text: string, name: string) {
  const h = harness(GAMES);
  const imported = await h.repo.importFile(text);
  if (!imported.ok) throw new Error(imported.error.code);
  const game = imported.value.find((g) => g.name === name);
  if (game === undefined) throw new Error(`no game ${name}`);
  const s = createGameSession<AnyEntry>({ repo: h.repo, games: GAMES, now: () => '2026-11-28T19:00:00.000Z' });
  const opened = await s.open(game.id);
  if (!opened.ok) throw new Error(opened.error.code);
  return s;
}

describe('advciv 18.1 a game recorded with its census skipped still opens and plays on', () => {
  test('advciv 18.1 the record replays with no violation: turn 4 at the draws, the census never entered', () => {
    const parsed = parseRecord(JSON.parse(fixture(ADVCIV)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { state, violations } = replay(GAMES.advciv, parsed.value.setup as never, parsed.value.entries as never);
    expect(violations).toEqual([]);
    const s = state as AdvCivState;
    expect([s.turn, s.phase]).toEqual([4, 'trade-cards']);
    expect(parsed.value.entries.filter((l, i) => i > 8 && (l.entry as { kind: string }).kind === 'census')).toEqual([]);
  });

  test('advciv 18.1 the restore gate lets the record in', () => {
    expect(restore(JSON.parse(fixture(ADVCIV)), GAMES).ok).toBe(true);
  });

  test('advciv 27.1 imported from the backup file, the game takes its next draw (Egypt)', async () => {
    const s = await openImported(fixture(BACKUP), 'Skipped census (made by main before issue 19)');
    const r = await s.submitEntry({ kind: 'trade-cards', nation: 'egypt', stacks: [1], bought: 0 } as AnyEntry);
    expect(r.ok).toBe(true);
    expect(s.record.value?.entries.length).toBe(12);
  });

  test('advciv 18.1 new entries in the old game meet the new checks: no purchase while Egypt still owes its draw', async () => {
    const s = await openImported(fixture(BACKUP), 'Skipped census (made by main before issue 19)');
    const r = await s.submitEntry({ kind: 'purchase', nation: 'crete', cards: ['pottery'], paid: { gold: 3 }, treasury: 0, mining: null } as AnyEntry);
    expect(!r.ok && r.error.kind === 'violations' && r.error.violations.map((v) => [v.code, v.params.phase, v.params.nations])).toEqual([
      ['phase/owed', 'trade-cards', ['egypt']],
    ]);
  });

  test('advciv 27.1 the one-game file imports and takes its next draw too', async () => {
    const s = await openImported(fixture(ADVCIV), 'Skipped census (made by main before issue 19)');
    const r = await s.submitEntry({ kind: 'trade-cards', nation: 'egypt', stacks: [1], bought: 0 } as AnyEntry);
    expect(r.ok).toBe(true);
  });
});

describe('ee Phase 12 a game recorded with a hand kept twice still opens and plays on', () => {
  test("ee Phase 12 the record replays with no violation: both of Maurya's hands are in the log", () => {
    const parsed = parseRecord(JSON.parse(fixture(EE)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { state, violations } = replay(GAMES['eastern-empires'], parsed.value.setup as never, parsed.value.entries as never);
    expect(violations).toEqual([]);
    expect((state as EeState).turn).toBe(2);
    const hands = parsed.value.entries.filter((l) => (l.entry as { kind: string; civ?: string }).kind === 'hand');
    expect(hands.map((l) => (l.entry as { civ: string }).civ)).toEqual(['maurya', 'maurya']);
  });

  test("ee Phase 12, 13 imported from the backup file, the game takes Saba's hand and the A.S.T.", async () => {
    const s = await openImported(fixture(BACKUP), 'Hand kept twice (made by main before issue 19)');
    expect((await s.submitEntry({ kind: 'hand', civ: 'saba', cards: {} } as AnyEntry)).ok).toBe(true);
    expect((await s.submitEntry({ kind: 'ast' } as AnyEntry)).ok).toBe(true);
    expect((s.state.value as EeState).turn).toBe(3);
  });

  test('ee Phase 12 a third hand for Maurya in the old turn is refused: the new check judges new entries', async () => {
    const s = await openImported(fixture(EE), 'Hand kept twice (made by main before issue 19)');
    const r = await s.submitEntry({ kind: 'hand', civ: 'maurya', cards: {} } as AnyEntry);
    expect(!r.ok && r.error.kind === 'violations' && r.error.violations.map((v) => v.code)).toEqual(['ee/hand/already-kept']);
    expect(s.record.value?.entries.length).toBe(12);
  });
});
