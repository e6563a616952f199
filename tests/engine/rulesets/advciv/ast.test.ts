import { describe, expect, test } from 'vitest';
import { ADVCIV, advcivRuleset } from '../../../../src/engine/rulesets/advciv/ruleset';
import { DEFAULT_SETTINGS } from '../../../../src/engine/rulesets/advciv/settings';
import { astMove } from '../../../../src/engine/rulesets/advciv/calc/ast';
import { CARDS, type CardId } from '../../../../src/engine/rulesets/advciv/cards';
import type { NationId } from '../../../../src/engine/rulesets/advciv/nations';
import { check, codes, FIVE, play, setupOf, stateOf } from './helpers';

/** reference 2 ("by epoch"): first space of Early Bronze, Late Bronze, Early Iron, Late Iron; LIA values. */
const GATES: readonly (readonly [NationId, number, number, number, number, readonly number[]])[] = [
  ['africa', 5, 8, 11, 14, [1300, 1600]],
  ['italy', 5, 8, 11, 14, [1400, 1700]],
  ['illyria', 6, 8, 11, 13, [1200, 1500, 1800]],
  ['thrace', 6, 9, 11, 13, [1200, 1400, 1700]],
  ['crete', 5, 9, 11, 14, [1300, 1600]],
  ['asia', 5, 8, 10, 13, [1200, 1500, 1800]],
  ['assyria', 5, 8, 10, 14, [1500, 1800]],
  ['babylon', 5, 8, 10, 14, [1600, 1900]],
  ['egypt', 4, 7, 10, 13, [1300, 1600, 1900]],
];

const NINE_FIVE_GROUPS: readonly CardId[] = ['pottery', 'cloth-making', 'astronomy', 'coinage', 'drama-poetry', 'music', 'law', 'mysticism', 'deism'];
const EIGHT_FIVE_GROUPS: readonly CardId[] = NINE_FIVE_GROUPS.slice(0, 8);
const TWO_GROUPS: readonly CardId[] = ['pottery', 'astronomy'];
const THREE_GROUPS: readonly CardId[] = ['pottery', 'astronomy', 'music'];

/** Cards whose face values add up to exactly `points` (every value is a multiple of 5). */
function cardsWorth(points: number): readonly CardId[] {
  const sorted = [...CARDS].sort((a, b) => ADVCIV.cards[b].cost - ADVCIV.cards[a].cost);
  const pick: CardId[] = [];
  const walk = (i: number, left: number): boolean => {
    if (left === 0) return true;
    for (let k = i; k < sorted.length; k++) {
      const c = sorted[k]!;
      if (ADVCIV.cards[c].cost > left) continue;
      pick.push(c);
      if (walk(k + 1, left - ADVCIV.cards[c].cost)) return true;
      pick.pop();
    }
    return false;
  };
  if (!walk(0, points)) throw new Error(`no cards worth ${points}`);
  return pick;
}

const move = (nation: NationId, ast: number, cities: number, cards: readonly CardId[], r = ADVCIV) => astMove(r, r.tracks[nation], { ast, cities, cards });

describe('advciv 33.2x epoch entry requirements, every nation (reference 2, R-A3)', () => {
  test.each(GATES)('%s: EB at %i, LB at %i, EI at %i, LIA from %i with %j', (nation, eb, lb, ei, li, values) => {
    const track = ADVCIV.tracks[nation];
    expect(track.length).toBe(17); // START + 15 spaces + FINISH (R-A3)
    expect(track.findIndex((s) => s.epoch === 'early-bronze')).toBe(eb);
    expect(track.findIndex((s) => s.epoch === 'late-bronze')).toBe(lb);
    expect(track.findIndex((s) => s.epoch === 'early-iron')).toBe(ei);
    expect(track.findIndex((s) => s.epoch === 'late-iron')).toBe(li);
    expect(track.slice(li, 16).map((s) => s.points)).toEqual(values);
  });
  test.each(GATES)('%s: 33.22 Early Bronze needs two cities', (nation, eb) => {
    expect(move(nation, eb - 1, 1, []).kind).toBe('frozen');
    expect(move(nation, eb - 1, 1, []).cite).toContainEqual({ doc: 'advciv', rule: '33.22' });
    expect(move(nation, eb - 1, 2, [])).toMatchObject({ kind: 'advance', to: eb });
  });
  test.each(GATES)('%s: 33.23 Late Bronze needs three cities and three groups', (nation, _eb, lb) => {
    expect(move(nation, lb - 1, 3, TWO_GROUPS).unmet).toEqual([{ requirement: { kind: 'groups', min: 3 }, have: 2, need: 3 }]);
    expect(move(nation, lb - 1, 2, THREE_GROUPS).kind).toBe('frozen');
    expect(move(nation, lb - 1, 3, THREE_GROUPS)).toMatchObject({ kind: 'advance', to: lb });
  });
  test.each(GATES)('%s: 33.24 Early Iron needs four cities, nine cards, five groups', (nation, _eb, _lb, ei) => {
    expect(move(nation, ei - 1, 4, EIGHT_FIVE_GROUPS).unmet).toEqual([{ requirement: { kind: 'cards', min: 9 }, have: 8, need: 9 }]);
    expect(move(nation, ei - 1, 3, NINE_FIVE_GROUPS).kind).toBe('frozen');
    expect(move(nation, ei - 1, 4, NINE_FIVE_GROUPS)).toMatchObject({ kind: 'advance', to: ei });
  });
  test.each(GATES)('%s: 33.25 each Late Iron Age space needs five cities and its value in cards', (nation, _eb, _lb, _ei, li, values) => {
    values.forEach((v, k) => {
      const from = li - 1 + k;
      const enough = cardsWorth(v);
      const short = cardsWorth(v - 5);
      expect(move(nation, from, 5, short).unmet).toEqual([{ requirement: { kind: 'card-points-of-space' }, have: v - 5, need: v }]);
      expect(move(nation, from, 4, CARDS).kind).toBe('frozen');
      // 33.25 asks only for cities and points: cards, not commodities or treasury (R-A3).
      expect(move(nation, from, 5, enough)).toMatchObject({ kind: 'advance', to: from + 1 });
    });
  });
});

describe('advciv 33.25, R-A3 Babylon setting', () => {
  test('setting 1500/1800 changes only Babylon', () => {
    const b = advcivRuleset({ ...DEFAULT_SETTINGS, babylonLateIron: '1500/1800' }, []).ruleset;
    expect(b.tracks.babylon.slice(14, 16).map((s) => s.points)).toEqual([1500, 1800]);
    expect(b.tracks.assyria).toEqual(ADVCIV.tracks.assyria);
  });
});

describe('advciv 33.3, 33.4 freeze and regress', () => {
  test("33.3 a player below his epoch's city count is frozen inside the epoch", () => {
    expect(move('africa', 6, 1, [])).toMatchObject({ kind: 'frozen', to: 6 });
  });
  test('33.4 no cities: back one space per turn, except in the Stone Age', () => {
    expect(move('africa', 6, 0, [])).toMatchObject({ kind: 'regress', to: 5 });
    expect(move('africa', 3, 0, [])).toMatchObject({ kind: 'advance', to: 4 });
    expect(move('africa', 0, 0, [])).toMatchObject({ kind: 'advance', to: 1 });
  });
  test('R-A3 FINISH (16) needs five cities', () => {
    expect(move('africa', 15, 4, CARDS).kind).toBe('frozen');
    expect(move('africa', 15, 5, CARDS)).toMatchObject({ kind: 'advance', to: 16 });
  });
});

describe('advciv 34.1 end of the game', () => {
  const setup = setupOf(FIVE);
  test('34.1 A a marker entering FINISH ends the game after that turn', () => {
    const s = stateOf(setup, { egypt: { ast: 15, cities: 5, cards: Object.fromEntries(CARDS.map((c) => [c, 1])) } }, { turn: 20 });
    const after = play(setup, s, [{ kind: 'ast' }]);
    expect(after.ended).toEqual({ reason: 'finish', turn: 20 });
    expect(codes(check(setup, after, { kind: 'census', tokens: {} }))).toEqual(['game/ended']);
  });
  test('34.1 B the time limit set at the start ends the game after the final turn', () => {
    const limited = setupOf(FIVE, { turnLimit: 3 });
    const s = stateOf(limited, {}, { turn: 3 });
    expect(play(limited, s, [{ kind: 'ast' }]).ended).toEqual({ reason: 'time-limit', turn: 3 });
  });
  test('34.1 B, 34.2 the table may end the game between turns, not inside one', () => {
    const s = stateOf(setup, {}, { turn: 4, phase: 'census' });
    expect(codes(check(setup, s, { kind: 'end-game' }))).toEqual(['game/not-ended']);
    const between = stateOf(setup, {}, { turn: 5 });
    expect(play(setup, between, [{ kind: 'end-game' }]).ended).toEqual({ reason: 'time-limit', turn: 4 });
  });
  test('33.1 the A.S.T. entry moves every active marker and starts the next turn; R-A12 inert markers stay', () => {
    const s = stateOf(setup, { africa: { status: 'inert', ast: 2 } }, { turn: 1, phase: 'civ-cards' });
    const after = play(setup, s, [{ kind: 'ast' }]);
    expect(after.players.map((p) => p.ast)).toEqual([2, 1, 1, 1, 1]);
    expect([after.turn, after.phase]).toEqual([2, null]);
  });
});
