/**
 * Golden replay: a whole five-player, ten-turn game (tests/fixtures/games/advciv-golden-5p-10t.json)
 * replayed to final scores computed by hand from the rules (35.1):
 *   nation   cards  commodities  treasury  A.S.T.      cities     total
 *   Africa   390    32 (2 Gems)   13       9 -> 900    8 -> 400   1735
 *   Illyria  215     0            20       9 -> 900    6 -> 300   1435
 *   Crete    280    13 (2 Salt+1) 19       8 -> 800    3 -> 150   1262
 *   Babylon  505    36 (3 Grain)  29       9 -> 900    7 -> 350   1820
 *   Egypt    770     2 (1 Iron)    9       9 -> 900    5 -> 250   1931
 * Revolts: turn 6 Crete loses 1 city to Illyria (51 units in stock), turn 8 Africa 2 to Crete (44),
 * turn 10 Egypt 3 to Africa (30, tied with Illyria: A.S.T. order, R-A10; Babylon taxes at 1 with
 * Coinage and has 29). Turn 10: Illyria trades Superstition to Crete (the trade entry, 28.3: three
 * cards a side, Ochre and Hides named against Salt and Timber, 29.3), who reduces three cities
 * (30.321); the trade moves cards only, so no score changes. Egypt is frozen on the A.S.T. in turn 7 (Late Bronze needs 3 groups, 33.23), Crete from
 * turn 9.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseRecord } from '../../../../src/engine/record';
import { replay } from '../../../../src/engine/log/replay';
import { ADVCIV_GAME } from '../../../../src/engine/rulesets/advciv/game';
import type { AdvCivSetup } from '../../../../src/engine/rulesets/advciv/setup';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import type { AdvCivState } from '../../../../src/engine/rulesets/advciv/state';
import { scoreView } from '../../../../src/engine/rulesets/advciv/views';
import { calamityPassedTo } from '../../../../src/engine/rulesets/advciv/calc/hands';
import type { LoggedEntry } from '../../../../src/engine/types';

const raw: unknown = JSON.parse(readFileSync(new URL('../../../fixtures/games/advciv-golden-5p-10t.json', import.meta.url), 'utf8'));
const parsed = parseRecord(raw);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const setup = parsed.value.setup as AdvCivSetup;
const entries = parsed.value.entries as readonly LoggedEntry<AdvCivEntry>[];
const final = replay(ADVCIV_GAME, setup, entries);
/** The state after the entry that ends turn `t` (the t-th A.S.T. entry). */
function afterTurn(t: number): AdvCivState {
  let seen = 0;
  const index = entries.findIndex((e) => e.entry.kind === 'ast' && ++seen === t);
  return replay(ADVCIV_GAME, setup, entries, index + 1).state;
}

describe('advciv golden replay: five players, ten turns', () => {
  test('every entry is valid and the game ended on its time limit (34.1 B)', () => {
    expect(final.violations).toEqual([]);
    expect(final.state.ended).toEqual({ reason: 'time-limit', turn: 10 });
  });
  test.each([
    ['africa', 390, 32, 13, 900, 400, 1735, 3],
    ['illyria', 215, 0, 20, 900, 300, 1435, 4],
    ['crete', 280, 13, 19, 800, 150, 1262, 5],
    ['babylon', 505, 36, 29, 900, 350, 1820, 2],
    ['egypt', 770, 2, 9, 900, 250, 1931, 1],
  ] as const)(
    '35.1 %s: cards %i, commodities %i, treasury %i, A.S.T. %i, cities %i = %i, place %i',
    (nation, cards, commodities, treasury, ast, cities, total, place) => {
      const row = scoreView(setup, final.state).find((r) => r.nation === nation);
      expect(row).toMatchObject({ cards, commodities, treasury, ast, cities, total, place });
    },
  );
  test('19.32 revolts went to the player with most units in stock', () => {
    expect(afterTurn(6).players.map((p) => [p.nation, p.cities])).toEqual([
      ['africa', 4],
      ['illyria', 3],
      ['crete', 2],
      ['babylon', 4],
      ['egypt', 4],
    ]);
    const t10 = replay(ADVCIV_GAME, setup, entries, entries.findIndex((e, i) => i > 80 && e.entry.kind === 'taxation') + 1).state;
    expect(t10.taxes.find((t) => t.nation === 'egypt')).toMatchObject({ revolted: 3, takenBy: [{ nation: 'africa', cities: 3 }] });
  });
  test("30.321 the calamity phase (calamity.ts) reduces three of Crete's cities in turn 10", () => {
    const i = entries.findIndex((e) => e.entry.kind === 'calamities');
    expect(replay(ADVCIV_GAME, setup, entries, i).state.players.find((p) => p.nation === 'crete')?.cities).toBe(6);
    expect(replay(ADVCIV_GAME, setup, entries, i + 1).state.players.find((p) => p.nation === 'crete')?.cities).toBe(3);
  });
  test('33.23 Egypt is frozen in turn 7 without three groups, then advances', () => {
    expect(afterTurn(7).players.map((p) => p.ast)).toEqual([7, 7, 7, 7, 6]);
    expect(afterTurn(8).players.map((p) => p.ast)).toEqual([7, 7, 8, 7, 7]);
    expect(final.state.players.map((p) => p.ast)).toEqual([9, 9, 8, 9, 9]);
  });
  test('31.53, 31.62 cards carry the turn they were acquired', () => {
    expect(final.state.players.find((p) => p.nation === 'egypt')?.cards).toEqual({
      pottery: 4,
      'cloth-making': 5,
      coinage: 6,
      medicine: 7,
      music: 8,
      law: 9,
      democracy: 10,
    });
  });

  test('advciv 28.3, 29.3: the turn-10 trade passes Superstition from Illyria to Crete before the calamity phase', () => {
    const trade = entries.findIndex((e) => e.entry.kind === 'trade');
    expect(trade).toBeGreaterThan(0);
    const afterTrade = replay(ADVCIV_GAME, setup, entries, trade + 1).state;
    expect(calamityPassedTo(afterTrade, 'superstition')).toEqual({ holder: 'crete', tradedBy: 'illyria' });
    expect(entries[trade + 1]?.entry.kind).toBe('calamities');
  });
});
