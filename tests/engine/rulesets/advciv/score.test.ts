import { describe, expect, test } from 'vitest';
import { ADVCIV } from '../../../../src/engine/rulesets/advciv/ruleset';
import { scoreTable } from '../../../../src/engine/rulesets/advciv/calc/score';
import { astOutlookView, stacksView, tradeOrderView } from '../../../../src/engine/rulesets/advciv/views';
import { cards, check, FIVE, play, setupOf, stateOf } from './helpers';

const setup = setupOf(FIVE);

describe('advciv 35.1 victory points', () => {
  test('A cards face value, B sets, C treasury, D 100 per A.S.T. space (R-A3), E 50 per city', () => {
    const s = stateOf(setup, { egypt: { cards: cards('pottery', 'law'), hand: { grain: 3, hides: 1 }, treasury: 7, ast: 12, cities: 6 } });
    expect(scoreTable(ADVCIV, s).find((r) => r.nation === 'egypt')).toMatchObject({
      cards: 215,
      commodities: 37,
      treasury: 7,
      ast: 1200,
      cities: 300,
      total: 1759,
    });
  });
  test('32.261, R-A6 Mining raises one set in hand for the victory count', () => {
    const s = stateOf(
      setup,
      { egypt: { cards: cards('engineering', 'mining'), hand: { iron: 3, gems: 2 } } },
      { turn: 9, ended: { reason: 'time-limit', turn: 8 } },
    );
    expect(scoreTable(ADVCIV, s).find((r) => r.nation === 'egypt')?.commodities).toBe(18 + 72);
  });
  test('R-A6 Mining used in the final purchase phase cannot be used again for the victory count', () => {
    const s = stateOf(
      setup,
      { egypt: { cards: cards('engineering', 'mining'), hand: { iron: 3, gems: 2 }, miningUsedTurn: 8 } },
      { turn: 9, ended: { reason: 'time-limit', turn: 8 } },
    );
    expect(scoreTable(ADVCIV, s).find((r) => r.nation === 'egypt')?.commodities).toBe(18 + 32);
  });
  test('35.2, R-A10 equal points share a place; the next place counts the players ahead', () => {
    const s = stateOf(setup, {
      africa: { treasury: 10 },
      illyria: { treasury: 30 },
      crete: { treasury: 30 },
      babylon: { treasury: 20 },
      egypt: { treasury: 5 },
    });
    expect(scoreTable(ADVCIV, s).map((r) => [r.nation, r.place])).toEqual([
      ['africa', 4],
      ['illyria', 1],
      ['crete', 1],
      ['babylon', 3],
      ['egypt', 5],
    ]);
  });
  test('15.6, R-A12 an inert nation is listed but not placed', () => {
    const s = stateOf(setup, { africa: { status: 'inert', treasury: 99 } });
    const rows = scoreTable(ADVCIV, s);
    expect(rows[0]).toMatchObject({ nation: 'africa', total: 99, place: null });
    expect(rows.filter((r) => r.place === 1).length).toBe(4);
  });
});

describe('advciv views give the numbers with their rules', () => {
  test('27.2, 27.21 trade order view lists the stacks each player will draw', () => {
    const s = stateOf(setup, { africa: { cities: 3 }, egypt: { cities: 1 } }, { stackOut: [14, 0, 0, 0, 0, 0, 0, 0, 0] });
    expect(
      tradeOrderView(setup, s)
        .filter((r) => r.count > 0)
        .map((r) => [r.nation, r.stacks]),
    ).toEqual([
      ['egypt', []],
      ['africa', [2, 3]],
    ]);
    expect(stacksView(setup, s)[0]).toEqual({ stack: 1, size: 14, left: 0 });
  });
  test('33 A.S.T. outlook says what the next move would be and why', () => {
    const s = stateOf(setup, { egypt: { ast: 3, cities: 1 } });
    const row = astOutlookView(setup, s).find((r) => r.nation === 'egypt');
    expect(row).toMatchObject({
      position: 3,
      epoch: 'stone',
      points: 300,
      next: { kind: 'frozen', unmet: [{ requirement: { kind: 'cities', min: 2 }, have: 1, need: 2 }] },
    });
  });
});

describe('advciv 35.1 B, 31.71 a hand kept that nobody entered is unknown at the end, never scored as empty', () => {
  const setup = setupOf(FIVE);
  const over = stateOf(setup, { egypt: { unknownHand: { atMost: 4 }, treasury: 3 } }, { ended: { reason: 'time-limit', turn: 9 } });
  test('35.1 B: its commodity points are not known: left out of the total, said as not entered, the places provisional', () => {
    const rows = scoreTable(ADVCIV, over);
    const egypt = rows.find((r) => r.nation === 'egypt');
    expect(egypt).toMatchObject({ commodities: null, notEntered: 4, unrevealed: null, total: 3 });
    expect(egypt?.provisional).toEqual(['egypt']);
  });
  test('35.1 B: the table enters the hand (at most the 4 cards that bounded it): then it counts and the places are final', () => {
    expect(check(setup, over, { kind: 'hand-reveal', nation: 'egypt', cards: { ochre: 5 } }).map((v) => v.code)).toEqual(['hand/more-than-held']);
    const entered = play(setup, over, [{ kind: 'hand-reveal', nation: 'egypt', cards: { ochre: 2 } }]);
    const egypt = scoreTable(ADVCIV, entered).find((r) => r.nation === 'egypt');
    expect(egypt).toMatchObject({ commodities: 4, notEntered: null, total: 3 + 4 });
    expect(egypt?.provisional).toBeNull();
  });
});
