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
import { smc } from '../../../../src/engine/rulesets/smc/game';
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

  // Hand count, from the fixture's entries alone (Standard Rules: Production Phase, Purchase Table,
  // Victory Points). Production = city sizes (+1 fertile), doubled with the critical resource, +
  // technologies x resource types, + monopoly (3/4/5 of a kind 20/40/80), at least 10. Standard
  // prices: ancient village/settler/army 5, medieval 10, gunpowder 15, modern 20; fleet 10/20/30/40;
  // upgrade to town 5, city 10, metropolis 20; technology 10 x (owned + 1).
  // Cards: Angela wine x2 (Mississippi, Mexica), Brad horses x2, Chris iron (Gran Chaco) and fertile
  // Orinoco, Dana gems (Nile) and spices (Euphrates). Everyone starts with 20 gold.
  // T1 ancient, roll 3 = wine. Angela treasure +10 = 30; Chris free technology, minor civilization
  //   (village Atlantia). Angela 2 x 2 (wine) = 4 -> 10: 40; Brad 2 -> 10: 30; Chris 1 + 2 + 1 + 1 x 1
  //   = 5 -> 10: 30; Dana 2 -> 10: 30. Buys: Angela villages Amazon, Andes 5 + 5, settlers 10, tech 10
  //   = 30: 10; Brad tech 10 + 2 cavalry 10: 10; Chris village Patagonia 5 + tech (owns 1) 20: 5;
  //   Dana village Congo 5 + settler 5 + tech 10: 10.
  // T2 ancient, roll 4 = horses. Angela 4 + 1 x 1 + 40 (4 wine) = 45: 55; Brad 2 x 2 + 1 = 5 -> 10:
  //   20; Chris 5 + 2 x 1 = 7 -> 10: 15; Dana 3 + 1 x 2 = 5 -> 10: 20. Buys: Angela village Guiana 5 +
  //   techs 20 + 30: 0 (her third ancient: the era ends, R-S2) and claims ancient-technologies;
  //   Brad tech 20: 0; Dana tech 20: 0.
  // T3 medieval. Dana treasure: 10. Brad's ancient cavalry 3 + 2 (cavalry vs infantry, medieval) + 1
  //   (2 technologies) = 6 against Dana's infantry 5 + 1 = 6: a tie, both lost. Roll 8 = spices.
  //   Angela 5 + 3 x 1 + 80 (5 wine) = 88: 88, claims medieval-gold; Brad 2 + 2 = 4 -> 10: 10; Chris
  //   5 + 2 = 7 -> 10: 25; Dana 3 x 2 (spices) + 2 x 2 = 10: 20. Buys: Angela tech 40 + 2 fleets 40:
  //   8, claims medieval-fleets; Brad infantry 10: 0.
  // T4 medieval: Dana lends Euphrates (spices) to Brad; roll 12 = horses. Angela 5 + 4 + 80 = 89: 97;
  //   Brad 2 x 2 + 2 x 2 (horses, spices) = 8 -> 10: 10; Chris 7 -> 10: 35; Dana 3 + 2 x 1 (gems
  //   only) = 5 -> 10: 30. Buys: Angela tech 50 + towns Mississippi, Mexica, Amazon 15: 32, claims
  //   medieval-technologies; Chris tech 30: 5; Dana tech 30: 0.
  // T5 medieval, roll 2 = wine. Angela (2+2+2+1+1) x 2 + 5 + 80 = 101: 133; Brad 2 + 2 -> 10: 20;
  //   Chris 5 + 3 -> 10: 15; Dana 3 + 3 x 2 = 9 -> 10: 10. Angela tech 60 + towns Andes, Guiana 10 +
  //   city Mississippi 10 = 80: 53 (her third medieval: the era ends).
  // T6 gunpowder, roll 6 = coal. Angela 11 + 6 + 80 = 97: 150; Brad 10: 30; Chris 10: 25; Dana 10:
  //   20. Angela tech 70 + cities Mexica, Amazon 20: 60; Brad tech 30: 0.
  // T7 gunpowder: Angela gives Dana 15 (45, 35); roll 5 = gems. Angela 13 + 7 + 80 = 100: 145; Brad
  //   2 + 3 -> 10: 10; Chris 10: 35; Dana 3 x 2 (gems) + 3 x 2 = 12: 47. Angela tech 80 + metropolis
  //   Mississippi 20: 45; Dana settler 15: 32.
  // T8 gunpowder, roll 9 = iron. Angela 14 + 8 + 80 = 102: 147; Brad 10: 20; Chris 5 x 2 (iron) + 3
  //   = 13: 48; Dana 9 -> 10: 42. Angela tech 90 + cities Andes, Guiana 20: 37 (third gunpowder: the
  //   era ends), claims gunpowder-technologies; Chris tech 40: 8.
  // T9 modern, roll 11 = iron. Angela 16 + 9 + 80 = 105: 142; Brad 10: 30; Chris 10 + 4 = 14: 22;
  //   Dana 10: 52. Angela tech 100: 42; Dana village Sahel 20: 32.
  // T10 modern, roll 3 = coal. Angela 16 + 10 + 80 = 106: 148; Brad 10: 40; Chris 5 + 4 -> 10: 32;
  //   Dana 4 + 3 x 2 = 10: 42. Angela tech 110: 38, claims modern-technologies; Brad tech 40: 0;
  //   Dana tech 40: 2.
  // T11 modern, roll 6 = oil. Angela 16 + 11 + 80 = 107: 145; Brad 2 + 4 -> 10: 10; Chris 10: 42;
  //   Dana 4 + 4 x 2 = 12: 14. Angela tech 120: 25 (her third modern: the game ends with the turn);
  //   Chris towns Gran Chaco, Orinoco, Patagonia, Atlantia 20: 22.
  // Final gold: Angela 25, Brad 10, Chris 22, Dana 14.
  // Victory points (1-4 per settlement by size, 2 per technology, 3 per wonder):
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

  test("the eras: medieval from turn 3, gunpowder from turn 6, modern from turn 9 (R-S2: Angela's third technology each time)", () => {
    const { setup, entries } = load();
    const eraAtTurn = new Map<number, string>();
    let s = smc.initialState(setup);
    for (const l of entries) {
      s = step(smc, setup, s, l.entry).state;
      if (!eraAtTurn.has(s.turn)) eraAtTurn.set(s.turn, s.era);
    }
    expect([1, 2, 3, 5, 6, 8, 9, 11].map((t) => eraAtTurn.get(t))).toEqual([
      'ancient',
      'ancient',
      'medieval',
      'medieval',
      'gunpowder',
      'gunpowder',
      'modern',
      'modern',
    ]);
  });

  test("every unit and technology bought carries its era; purchases on both sides of turn 2's era change (Standard Rules: Purchasing technologies)", () => {
    const { setup, entries } = load();
    const lines = entries.flatMap((e, i) => (e.entry.kind === 'purchase' ? e.entry.items.map((it) => ({ i, it })) : []));
    const dated = lines.filter(({ it }) => it.item === 'army' || it.item === 'fleet' || it.item === 'technology');
    expect(dated.every(({ it }) => 'era' in it)).toBe(true);
    // Turn 2: Angela's third ancient technology ends the era (entry 24); Brad (26) and Dana (27) still
    // buy ancient ones that turn ("The technologies from the old era may be purchased until the end
    // of the turn"); Angela buys the first medieval one in turn 3 (entry 40).
    const eraOf = (i: number) => dated.filter((d) => d.i === i && d.it.item === 'technology').map((d) => ('era' in d.it ? d.it.era : null));
    expect([eraOf(24), eraOf(26), eraOf(27), eraOf(40)]).toEqual([['ancient', 'ancient'], ['ancient'], ['ancient'], ['medieval']]);
    const before = replay(smc, setup, entries.slice(0, 26)).state;
    expect(before.eraEnd).toEqual({ player: 'angela', trigger: 'third-technology' });
    // Had Brad bought a medieval technology that turn, it would be refused, and his line kept.
    const early = step(smc, setup, before, { kind: 'purchase', player: 'brad', items: [{ item: 'technology', card: null, endRoll: null, era: 'medieval' }] });
    expect(early.violations.map((v) => v.code)).toEqual(['smc/technology/new-era-next-turn']);
  });

  test('gold by hand (the turn-by-turn count above): Angela 25, Brad 10, Chris 22, Dana 14', () => {
    const { state } = final();
    expect(state.players.map((p) => [p.id, p.gold])).toEqual([
      ['angela', 25],
      ['brad', 10],
      ['chris', 22],
      ['dana', 14],
    ]);
  });

  test('How to resolve battles: the tied round of turn 3 eliminates both units (6 against 6)', () => {
    const { state } = final();
    const brad = state.players.find((p) => p.id === 'brad');
    const dana = state.players.find((p) => p.id === 'dana');
    // Brad bought 2 cavalry in turn 1 and lost one; Dana started with 2 swordsmen and lost one.
    expect([brad?.units.ancient.cavalry, dana?.units.ancient.infantry]).toEqual([1, 1]);
  });

  test("the gold ledger lists every change with its entry; it ends at each player's gold", () => {
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
