/**
 * Golden replay, advanced rules: a short game for three players (tests/fixtures/games/
 * smc-advanced-short-3p.json). The card values (costs, prerequisites, city-card values) are
 * entered by the table (R-S1); the ones in the fixture are invented for the test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { replay } from '../../../../src/engine/log/replay';
import { parseRecord } from '../../../../src/engine/record';
import { scoreBoard } from '../../../../src/engine/rulesets/smc/calc/score';
import type { SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import { smc } from '../../../../src/engine/rulesets/smc/game';
import type { SmcSetup } from '../../../../src/engine/rulesets/smc/setup';
import type { LoggedEntry } from '../../../../src/engine/types';

function final() {
  const parsed = parseRecord(JSON.parse(readFileSync(new URL('../../../fixtures/games/smc-advanced-short-3p.json', import.meta.url), 'utf8')));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const setup = parsed.value.setup as SmcSetup;
  return { setup, result: replay(smc, setup, parsed.value.entries as readonly LoggedEntry<SmcEntry>[]) };
}

describe('smc golden replay: advanced rules, short game, three players, four turns', () => {
  test('parseRecord accepts it, replay applies every entry; Feudalism with a die of 2 ends the game in turn 4', () => {
    const { setup, result } = final();
    expect(smc.validateSetup(setup)).toEqual([]);
    expect(result.violations).toEqual([]);
    expect([result.state.turn, result.state.era]).toEqual([4, 'medieval']);
    expect(result.state.over).toEqual({ victory: 'score', player: 'angela' });
  });
  // By hand (Advanced Rules: Victory Points: 1-4 per settlement, 2 per wonder, 4 per seminal discovery):
  // Angela: town Mississippi 2 + village Mexica 1, Sun Tzu's Art of War 2, Alphabet/Writing 4 = 9.
  // Brad: two villages = 2. Chris: three villages (Gran Chaco, Orinoco, Andes) = 3.
  test.each([
    ['angela', 9],
    ['brad', 2],
    ['chris', 3],
  ])('%s scores %i', (id, total) => {
    const { setup, result } = final();
    expect(scoreBoard(setup, result.state).find((r) => r.player === id)?.total).toBe(total);
  });
  test('gold by hand, with the fees paid to technology owners', () => {
    // Angela: 20; t1: 3 + 15 (Brad's horses lent) + 2 types x 3 = 24 -> 44, Alphabet 30 -> 14;
    //   t2: 3 + 15 (wine) + 3 = 21 -> 35, upgrade 20 (Pottery's owner gets no fee) -> 15; t3: 5 + 3 = 8 -> 10: 25;
    //   t4: 10 -> 35, Feudalism 30 -> 5.
    // Brad: 20; t1: 10 -> 30, infantry 10 (his own Bronze Working) -> 20; t2: 30; t3: 40, Monarchy 40 -> 0,
    //   +5 fee from Chris's infantry -> 5; t4: 15, Granary 15 (5 of it to Chris) -> 0.
    // Chris: 20; t1: 10 -> 30, village 10 -> 20; t2: 7 + 15 (wine) + 6 = 28 -> 48, Currency 40 -> 8;
    //   t3: 7 + 15 (iron) + 6 = 28 -> 36, infantry 10 -> 26; t4: 13 -> 39, Mathematics half of 50 -> 14, +5 fee -> 19.
    const { result } = final();
    expect(result.state.players.map((p) => [p.id, p.gold])).toEqual([
      ['angela', 5],
      ['brad', 0],
      ['chris', 19],
    ]);
  });
});
