import { describe, expect, test } from 'vitest';
import { happiness, minorCivilizationRoll, placementOrder, tradeRange } from '../../../../src/engine/rulesets/smc/calc/table-helpers';

describe('smc Set-Up: placement runs clockwise, then back counterclockwise from the last player', () => {
  test('the printed example: Angela, Brad, Chris, then Chris, Brad, Angela', () => {
    expect(placementOrder(['angela', 'brad', 'chris'], 'angela')).toEqual(['angela', 'brad', 'chris', 'chris', 'brad', 'angela']);
  });
  test('starting elsewhere at the table', () => {
    expect(placementOrder(['a', 'b', 'c', 'd'], 'c')).toEqual(['c', 'd', 'a', 'b', 'b', 'a', 'd', 'c']);
  });
});

describe('smc Exploration markers: Minor Civilization: two dice minus settlements owned, highest wins', () => {
  test.each([
    [{ a: 9, b: 7, c: 11 }, { a: 2, b: 1, c: 6 }, 'a', []],
    [{ a: 8, b: 7 }, { a: 2, b: 1 }, null, ['a', 'b']],
    [{ a: 12, b: 2 }, { a: 9, b: 0 }, 'a', []],
  ])('rolls %j, settlements %j: %s', (rolls, settlements, winner, tied) => {
    const r = minorCivilizationRoll(rolls, settlements);
    expect(r.winner).toBe(winner);
    expect(r.tied).toEqual(tied);
  });
});

describe('smc Advanced Rules: Happiness', () => {
  test('the printed example: wine village happy, oil town the free one, the bare village unhappy', () => {
    const h = happiness(
      [
        { region: 'wine-village', resource: 'wine' },
        { region: 'oil-town', resource: 'oil' },
        { region: 'bare-village', resource: null },
      ],
      'oil-town',
      [],
    );
    expect(h.map((x) => [x.region, x.happy, x.reason])).toEqual([
      ['wine-village', true, 'resource'],
      ['oil-town', true, 'free'],
      ['bare-village', false, null],
    ]);
    // "If she builds a temple, she would assign it to her last village and make it happy as well."
    expect(happiness([{ region: 'bare-village', resource: null }], 'oil-town', ['bare-village'])[0]?.reason).toBe('assigned');
  });
  test('gems are always happy too', () => {
    expect(happiness([{ region: 'g', resource: 'gems' }], null, [])[0]?.happy).toBe(true);
  });
});

describe('smc Advanced Rules: Trade Range chart', () => {
  test.each([
    [[], 1, 0],
    [['Mapmaking'], 1, 1],
    [['Trade', 'Astronomy'], 1, 2],
    [['Navigation', 'Trade'], 1, 3],
    [['Steam Power', 'Navigation'], 4, 3],
    [['Flight'], null, null],
  ])('discovered %j: %s land regions, %s sea zones', (discovered, land, sea) => {
    const r = tradeRange(new Set(discovered));
    expect([r.land, r.sea]).toEqual([land, sea]);
    expect(r.cite.rule).toBe('Advanced Rules: Trade Range');
  });
});
