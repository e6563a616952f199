/**
 * Golden replay: a whole four-player standard game (tests/fixtures/games/smc-standard-4p.json)
 * through the record gate and replay, to final scores computed by hand from the rules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { replay, step } from '../../../../src/engine/log/replay';
import { parseRecord } from '../../../../src/engine/record';
import { scoreBoard } from '../../../../src/engine/rulesets/smc/calc/score';
import type { SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import { smc } from '../../../../src/engine/rulesets/smc/module';
import type { SmcSetup } from '../../../../src/engine/rulesets/smc/setup';
import type { SmcState } from '../../../../src/engine/rulesets/smc/state';
import { goldLedger } from '../../../../src/engine/rulesets/smc/views';
import type { LoggedEntry } from '../../../../src/engine/types';

const raw: unknown = JSON.parse(readFileSync(new URL('../../../fixtures/games/smc-standard-4p.json', import.meta.url), 'utf8'));

function load() {
  const parsed = parseRecord(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const setup = parsed.value.setup as SmcSetup;
  const entries = parsed.value.entries as readonly LoggedEntry<SmcEntry>[];
  return { record: parsed.value, setup, entries };
}

describe('smc golden replay: standard rules, four players, eleven turns', () => {
  test('parseRecord accepts the fixture and replay applies every entry', () => {
    const { record, setup, entries } = load();
    expect(record.ruleset).toBe('smc');
    expect(smc.validateSetup(setup)).toEqual([]);
    const r = replay(smc, setup, entries);
    expect(r.violations).toEqual([]);
    expect(r.state.over).toEqual({ victory: 'score', player: 'angela' });
  });

  const final = (): { setup: SmcSetup; state: SmcState } => {
    const { setup, entries } = load();
    return { setup, state: replay(smc, setup, entries).state };
  };

  // Hand count (Standard Rules: Victory Points, 1-4 per settlement, 2 per technology, 3 per wonder):
  // Angela: metropolis Mississippi 4 + cities Mexica, Amazon, Andes, Guiana 4 x 3 = 16; 12 technologies
  //   (one in turns 1, 3-11, two in turn 2) = 24; 6 wonders (ancient technologies, medieval gold,
  //   fleets and technologies, gunpowder technologies, modern technologies) = 18: 58.
  // Brad: 2 villages = 2; technologies in turns 1, 2, 6, 10 = 8: 10.
  // Chris: 4 towns (Gran Chaco, Orinoco, Patagonia, Atlantia from the minor civilization) = 8;
  //   free technology + turns 1, 4, 8 = 8: 16.
  // Dana: 4 villages (Nile, Euphrates, Congo, Sahel) = 4; turns 1, 2, 4, 10 = 8: 12.
  test.each([
    ['angela', 58, 1],
    ['brad', 10, 4],
    ['chris', 16, 2],
    ['dana', 12, 3],
  ])('%s scores %i (place %i)', (id, total, rank) => {
    const { setup, state } = final();
    const row = scoreBoard(setup, state).find((r) => r.player === id);
    expect(row?.total).toBe(total);
    expect(row?.rank).toBe(rank);
  });

  test('the eras: medieval from turn 3, gunpowder from turn 6, modern from turn 9 (R-S2: Angela\'s third technology each time)', () => {
    const { setup, entries } = load();
    const eraAtTurn = new Map<number, string>();
    let s = smc.initialState(setup);
    for (const l of entries) {
      s = step(smc, setup, s, l.entry).state;
      if (!eraAtTurn.has(s.turn)) eraAtTurn.set(s.turn, s.era);
    }
    expect([1, 2, 3, 5, 6, 8, 9, 11].map((t) => eraAtTurn.get(t))).toEqual(['ancient', 'ancient', 'medieval', 'medieval', 'gunpowder', 'gunpowder', 'modern', 'modern']);
  });

  test('gold by hand: Angela ends with 25, Chris with 22', () => {
    // Angela: 20 +10 treasure; turn 1: +10 -30 = 10; 2: +45 -55 = 0; 3: +88 -80 = 8; 4: +89 -65 = 32;
    // 5: +101 -80 = 53; 6: +97 -90 = 60; 7: -15 to Dana, +100 -100 = 45; 8: +102 -110 = 37;
    // 9: +105 -100 = 42; 10: +106 -110 = 38; 11: +107 -120 = 25.
    // Chris: 20; 1: +10 -25 = 5; 2: +10; 3: +10; 4: +10 -30 = 5; 5, 6, 7: +10 each = 35;
    // 8: iron doubles 5 to 10, + 3 x 1 = 13, -40 = 8; 9: iron, 10 + 4 = 14: 22; 10, 11: +10 each, -20 = 22.
    const { state } = final();
    expect(state.players.map((p) => [p.id, p.gold]).filter(([id]) => id === 'angela' || id === 'chris')).toEqual([
      ['angela', 25],
      ['chris', 22],
    ]);
  });

  test('the gold ledger lists every change with its entry; it ends at each player\'s gold', () => {
    const { setup, entries } = load();
    const ledger = goldLedger(setup, entries);
    const { state } = final();
    for (const p of state.players) {
      const last = ledger.filter((c) => c.player === p.id).at(-1);
      expect(last?.after).toBe(p.gold);
    }
    expect(ledger.find((c) => c.kind === 'give')).toMatchObject({ player: 'angela', before: 60, after: 45 });
    expect(ledger.every((c) => c.after >= 0)).toBe(true);
  });
});
