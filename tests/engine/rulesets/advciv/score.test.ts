import { describe, expect, test } from 'vitest';
import { ADVCIV } from '../../../../src/engine/rulesets/advciv/ruleset';
import { scoreTable } from '../../../../src/engine/rulesets/advciv/calc/score';
import { astOutlookView, stacksView, tradeOrderView } from '../../../../src/engine/rulesets/advciv/views';
import { cards, FIVE, setupOf, stateOf } from './helpers';

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
