/**
 * Golden replay: the board phases the app keeps without the map (tests/fixtures/games/
 * advciv-golden-board-3p-5t.json): three players (Africa, Italy, Crete; 47 tokens each, 16.7), five
 * turns, with population expansion every turn (20), a ship built by levy and kept by levy and from
 * treasury (22.1, 22.3), a ship built from treasury and levy, Crete's attack on Africa's city with
 * pillage (24.31, 24.32, 24.52) and city support counted (26.31). No trades: the trade entry is not
 * part of this branch's engine.
 *
 * By hand (stock = 47 - board - treasury):
 *   T1-T3 population 1 -> 2 -> 4 -> 8 (20.1; 22.5's "population of eight in the third turn").
 *   T3 Crete builds a ship, levy 2 (board 6); Africa and Italy build a city (6 tokens), 2 left each.
 *   T4 tax 2 each (Africa, Italy: treasury 2); population +2, +2, +6 (Crete 12 on the board);
 *      Crete keeps its ship by levy 1; attacks Africa's city with 7 (7 needed, 6 replace it) and
 *      pillages 3 (stock 36 -> 33, treasury 3); Crete builds a city (2 tokens left, support 2).
 *   T5 tax 2 (Italy treasury 4, Crete 5); Italy builds a ship (treasury 1 + levy 1: treasury 3);
 *      Crete keeps its ship from treasury (4); Africa builds a city again.
 *   A.S.T.: 0 -> 4 through the Stone Age; turn 5 frozen, Early Bronze needs 2 cities (33.21).
 * Final scores (35.1): cards 0, commodities 0, A.S.T. 4 -> 400, one city each -> 50:
 *   Africa 400 + 50 + 2 = 452 (3rd), Italy 400 + 50 + 3 = 453 (2nd), Crete 400 + 50 + 4 = 454 (1st).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseRecord } from '../../../../src/engine/record';
import { replay } from '../../../../src/engine/log/replay';
import { ADVCIV_GAME } from '../../../../src/engine/rulesets/advciv/game';
import type { AdvCivSetup } from '../../../../src/engine/rulesets/advciv/setup';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import { scoreView } from '../../../../src/engine/rulesets/advciv/views';
import type { LoggedEntry } from '../../../../src/engine/types';
import { runReplay } from '../../../../src/tools/replay-cli';

const raw: unknown = JSON.parse(readFileSync(new URL('../../../fixtures/games/advciv-golden-board-3p-5t.json', import.meta.url), 'utf8'));
const parsed = parseRecord(raw);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const setup = parsed.value.setup as AdvCivSetup;
const entries = parsed.value.entries as readonly LoggedEntry<AdvCivEntry>[];
const final = replay(ADVCIV_GAME, setup, entries);
const stateAfter = (kind: AdvCivEntry['kind'], nth: number) => {
  let seen = 0;
  const i = entries.findIndex((e) => e.entry.kind === kind && ++seen === nth);
  return replay(ADVCIV_GAME, setup, entries, i + 1).state;
};
const of = (s: ReturnType<typeof stateAfter>, n: string) => s.players.find((p) => p.nation === n);

describe('advciv golden replay: the board phases, three players, five turns', () => {
  test('npm run replay accepts the record (exit 0)', () => {
    expect(runReplay(readFileSync(new URL('../../../fixtures/games/advciv-golden-board-3p-5t.json', import.meta.url), 'utf8')).code).toBe(0);
  });
  test('every entry is valid and the game ended on its time limit (34.1 B)', () => {
    expect(final.violations).toEqual([]);
    expect(final.state.ended).toEqual({ reason: 'time-limit', turn: 5 });
  });
  test.each([
    ['africa', 2, 400, 50, 452, 3],
    ['italy', 3, 400, 50, 453, 2],
    ['crete', 4, 400, 50, 454, 1],
  ] as const)('35.1 %s: treasury %i, A.S.T. %i, cities %i = %i, place %i', (nation, treasury, ast, cities, total, place) => {
    expect(scoreView(setup, final.state).find((r) => r.nation === nation)).toMatchObject({ cards: 0, commodities: 0, treasury, ast, cities, total, place });
  });
  test('20.1 population doubles to eight by turn 3 (22.5)', () => {
    expect([1, 2, 3].map((t) => of(stateAfter('population', t), 'crete')?.stock)).toEqual([45, 43, 39]);
  });
  test('22.1, 22.2 the levy returns to stock; 22.3 the ship is kept by levy in turn 4 and from treasury in turn 5', () => {
    expect(of(stateAfter('ships', 1), 'crete')).toMatchObject({ ships: 1, stock: 41 });
    expect(of(stateAfter('ships', 2), 'crete')).toMatchObject({ ships: 1, treasury: 0, stock: 36 });
    expect(of(stateAfter('ships', 4), 'crete')).toMatchObject({ ships: 1, treasury: 4 });
    expect(of(final.state, 'italy')?.ships).toBe(1);
  });
  test("24.32, 24.52 Crete takes Africa's city and pillages three from its stock", () => {
    const s = stateAfter('city-attack', 1);
    expect(of(s, 'crete')).toMatchObject({ treasury: 3, stock: 33 });
    expect(of(s, 'africa')?.cities).toBe(0);
  });
  test('26.31 the counted tokens make the stock known again', () => {
    expect(stateAfter('cities', 2).players.map((p) => [p.nation, p.stock])).toEqual([
      ['africa', 41],
      ['italy', 42],
      ['crete', 42],
    ]);
  });
});
