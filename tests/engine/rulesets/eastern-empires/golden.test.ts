/**
 * Golden replay: a whole seven-player Eastern Empires game (tests/fixtures/games/ee-7p.json), 15
 * turns, through the record gate and the replay. The expected results were worked out by hand from
 * the rules, not read from the engine:
 *
 * A.S.T. (ee Phase 13; tracks from the reference file):
 * - Babylon meets every step: 2 cities at turn 5 (Early Bronze), 3 cities + 5 advances at turn 8
 *   (Middle Bronze), Agriculture 120, Law 150, Medicine 140 at turn 11 (Late Bronze), 6 cities +
 *   Democracy and Library (220 each) at turn 14 (Early Iron), 7 cities + Mining 230 as the third
 *   advance of 200 or more at turn 15: space 15, the Late Iron Age, and the game ends (ee Phase 13b).
 * - Saba, Maurya, Dravidia, Kushan and Persia do the same without Mining: stuck at 14 in turn 15.
 *   (Saba's track starts its epochs at 6/9/11/14/15; she still moves every turn.)
 * - Nubia has 1 city in turn 5 and stays on 4 (Early Bronze needs 2); she moves every later turn: 14
 *   (Late Bronze at turn 12 with Agriculture, Law, Medicine; Early Iron at turn 15 with 5 cities,
 *   Library 220 and Mining 230). She never buys Democracy, which would stop her tax revolt.
 *
 * Victory points (ee Phase 13d): cities + 1/3/6 per advance + 5 per step + 5 Late Iron Age bonus.
 * Advances bought (purchase entries): everyone Pottery 60, Masonry 60, Mysticism 50 (1 VP each),
 * Agriculture 120, Law 150, Medicine 140 (3 VP each) = 3 + 9 = 12; then Democracy 220 + Library 220
 * (6 + 6) for all but Nubia, Library + Mining 230 for Nubia: 12 + 12 = 24. Babylon adds Mining 230 (6)
 * and Monument 180 (3): 33. Cities after the last construction entry: 7 each, Dravidia 8 (5 + 2 from
 * Nubia's revolt in turn 14, + 1 in turn 15), Nubia 5 (4 - 2, rebuilt to 4 in turn 14, + 1 in turn
 * 15). Steps: 14 each, Babylon 15.
 * - Babylon: 7 + 33 + 15 x 5 = 75 + 5 bonus (she alone entered the Late Iron Age) = 120.
 * - Dravidia: 8 + 24 + 14 x 5 = 70 -> 102.
 * - Saba, Maurya, Kushan, Persia: 7 + 24 + 70 = 101, a four-way tie: I position 14 all; II two 6-VP
 *   and three 3-VP cards all; III price 60+60+50+120+150+140+220+220 = 1020 all; IV/V credit tokens
 *   (no starting credits with 7 players) orange 10+10+10+5 = 35, blue 5+5+5+5 = 20, green 5+5+10+20
 *   = 40, yellow 5+5 = 10, red 10+20 = 30: best 40, total 135, all equal; VI 7 cities all; VII tokens
 *   on the board in the last cities entry: Maurya 18, the others 16 -> Maurya third; VIII
 *   A.S.T.-ranking: Saba #2, Kushan #10, Persia #12.
 * - Nubia: 5 + 24 + 70 = 99.
 *
 * Turn 14 tax revolt (ee Phase 1b): Nubia has 4 cities and 5 tokens in stock: she pays 5, two cities
 * are fully paid, 2 revolt. Everyone else has 5 cities (4 in stock); after taxes Dravidia has 14 tokens
 * in stock, the others 10: Dravidia is the beneficiary and annexes both.
 *
 * Ships: Babylon builds one with 2 tokens in turn 3 and maintains it with a token in turn 4 (ee Phase 3).
 *
 * Calamities: turn 6 Famine (Dravidia; Pottery: 5 damage; three secondaries all hold Pottery: 0);
 * turn 10 Slave Revolt traded by Kushan (stack 3, which Kushan drew; Maurya, 4 cities, 20 tokens meet
 * the revolt's support rate 4: no loss); turn 12 Saba holds three Majors of stacks she drew (3 and 9)
 * or was passed (Slave Revolt, by Babylon) and discards Famine at random (R-E7); Slave Revolt (5
 * cities, 22 tokens: rate 4 met), then Regression (Library: 1 - 1 = no step back). Every calamity
 * comes from a stack its holder or his trading partner drew (ee Phase 6a, Phase 7).
 *
 * Trade cards (hands.ts): at the end of turn 14 everyone enters the hand he keeps (ee Phase 12):
 * nothing, Dravidia one Tea. In turn 15 each draws one card per city and buys one from stack 9 (ee
 * Phase 6a, 6b): Saba, Maurya, Babylon, Kushan, Persia 7 + 1 = 8, Dravidia 8 + 1 + 1 kept = 10, Nubia
 * 5 + 1 = 6; all 56 cards are with players who can trade (3 or more), so each holds at most 56 - 3 =
 * 53 after trading (ee Phase 7); Babylon keeps 2 Silk.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { replay } from '../../../../src/engine/log/replay';
import { parseRecord } from '../../../../src/engine/record';
import { scores } from '../../../../src/engine/rulesets/eastern-empires/calc/ast';
import type { EeEntry } from '../../../../src/engine/rulesets/eastern-empires/entries';
import { allCredits } from '../../../../src/engine/rulesets/eastern-empires/entries/purchase';
import { EE_GAME, eeStandings } from '../../../../src/engine/rulesets/eastern-empires/game';
import { cardBoundsOf } from '../../../../src/engine/rulesets/eastern-empires/calc/hands';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import type { GameRecord } from '../../../../src/engine/types';

const raw: unknown = JSON.parse(readFileSync(new URL('../../../fixtures/games/ee-7p.json', import.meta.url), 'utf8'));

function load(): GameRecord<EeSetup, EeEntry> {
  const parsed = parseRecord(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value as GameRecord<EeSetup, EeEntry>;
}

describe('ee golden replay: a whole 7-player game to known scores', () => {
  const record = load();
  const result = replay(EE_GAME, record.setup, record.entries);
  const state = result.state;

  test('the record passes the gate and every entry is valid', () => {
    expect(record.ruleset).toBe('eastern-empires');
    expect(EE_GAME.validateSetup(record.setup)).toEqual([]);
    expect(result.violations).toEqual([]);
  });

  test('ee Phase 13b: the game ends in turn 15 when Babylon enters the Late Iron Age', () => {
    expect(state.ended).toEqual({ reason: 'lateIronAge', turn: 15 });
  });

  test.each([
    ['saba', 14],
    ['maurya', 14],
    ['babylon', 15],
    ['dravidia', 14],
    ['kushan', 14],
    ['persia', 14],
    ['nubia', 14],
  ] as const)('ee Phase 13a: %s ends on space %i', (civ, space) => {
    expect(state.players.find((p) => p.civ === civ)?.ast).toBe(space);
  });

  test('ee Phase 13d: victory points', () => {
    const s = scores(
      state.players.map((p) => ({
        civ: p.civ,
        position: p.ast,
        cities: p.cities,
        tokensOnBoard: p.census,
        advances: Object.keys(p.advances) as never,
        credits: {},
      })),
    );
    expect(Object.fromEntries(s.map((x) => [x.civ, x.total]))).toEqual({
      saba: 101,
      maurya: 101,
      babylon: 120,
      dravidia: 102,
      kushan: 101,
      persia: 101,
      nubia: 99,
    });
    expect(s.find((x) => x.civ === 'babylon')).toMatchObject({ cities: 7, advances: 33, ast: 75, bonus: 5 });
  });

  test('ee Phase 13d: standings with the tie-break (VII tokens, then VIII A.S.T.-ranking)', () => {
    const standings = eeStandings(state, record.setup);
    expect(standings.map((s) => [s.place, s.civ, s.total])).toEqual([
      [1, 'babylon', 120],
      [2, 'dravidia', 102],
      [3, 'maurya', 101],
      [4, 'saba', 101],
      [5, 'kushan', 101],
      [6, 'persia', 101],
      [7, 'nubia', 99],
    ]);
    expect(standings.find((s) => s.civ === 'maurya')?.decidedBy).toBe('tokens');
    expect(standings.find((s) => s.civ === 'kushan')?.decidedBy).toBe('astRanking');
  });

  test('ee Phase 13d tie-break IV and V: the tied players hold credit tokens green 40 (best), 135 in all', () => {
    for (const civ of ['saba', 'maurya', 'kushan', 'persia'] as const) {
      const p = state.players.find((x) => x.civ === civ);
      expect(p === undefined ? undefined : allCredits(p, 7)).toEqual({ green: 40, blue: 20, orange: 35, red: 30, yellow: 10 });
    }
  });

  test('ee Phase 1b: the turn-14 tax revolt goes to Dravidia (most tokens in stock among equal cities in stock)', () => {
    const turn14 = record.entries.findIndex(
      (e, i) => e.entry.kind === 'taxation' && record.entries.slice(0, i).filter((x) => x.entry.kind === 'ast').length === 13,
    );
    const after = replay(EE_GAME, record.setup, record.entries, turn14 + 1).state;
    expect(after.taxes.find((t) => t.civ === 'nubia')).toEqual({
      civ: 'nubia',
      rate: 2,
      collected: 5,
      revolting: 2,
      takenBy: [{ civ: 'dravidia', cities: 2 }],
      destroyed: 0,
    });
    expect(after.players.find((p) => p.civ === 'dravidia')?.cities).toBe(7);
    expect(after.players.find((p) => p.civ === 'nubia')?.cities).toBe(2);
  });

  test('ee Phase 3: Babylon still has the ship she built in turn 3 and maintained in turn 4', () => {
    expect(state.players.find((p) => p.civ === 'babylon')?.ships).toBe(1);
  });

  test('ee Phase 6, 7, 12: the hands kept at the end of turn 14 and the cards each can hold in turn 15', () => {
    const surplus = record.entries.map((e) => e.entry.kind).lastIndexOf('cities');
    const t15 = replay(EE_GAME, record.setup, record.entries, surplus + 1).state;
    expect(t15.turn).toBe(15);
    const bounds = (['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia', 'nubia'] as const).map((civ) => {
      const b = cardBoundsOf(t15, civ);
      return [civ, b?.kept, b?.drawn, b?.beforeTrade, b?.held];
    });
    expect(bounds).toEqual([
      ['saba', 0, 8, 8, 53],
      ['maurya', 0, 8, 8, 53],
      ['babylon', 0, 8, 8, 53],
      ['dravidia', 1, 9, 10, 53],
      ['kushan', 0, 8, 8, 53],
      ['persia', 0, 8, 8, 53],
      ['nubia', 0, 6, 6, 53],
    ]);
    expect(state.players.find((p) => p.civ === 'babylon')?.hand).toEqual({ silk: 2 });
  });

  test('the log is the truth: replaying it twice gives the same state', () => {
    expect(replay(EE_GAME, record.setup, record.entries).state).toEqual(state);
  });
});
