/**
 * Sid Meier's number boxes take the whole numbers the rules allow (issue 19 item 4): each range is the
 * engine's, and its edges are what the entry itself takes (the most accepted, one more refused).
 */
import { describe, expect, test } from 'vitest';
import { addUnits, noUnits } from '../../../../src/engine/rulesets/smc/state';
import {
  cardCostRange,
  giveGoldRange,
  giveSettlersRange,
  loseSettlersRange,
  loseUnitsRange,
  sellRange,
} from '../../../../src/engine/rulesets/smc/views/ranges';
import { advancedSetup, card, check, codes, player, standardSetup, stateWith } from './helpers';

const setup = standardSetup();

describe('smc number boxes', () => {
  test('smc Trade Phase: gold handed over at most the gold the giver holds', () => {
    expect(giveGoldRange(player(stateWith(setup, { phase: 'trade' }, { angela: { gold: 13 } }), 'angela'))).toEqual({ min: 0, max: 13 });
  });
  test("smc Trade Phase: settlers handed over at most the giver's settlers", () => {
    expect(giveSettlersRange(player(stateWith(setup, { phase: 'trade' }, { angela: { settlers: 2 } }), 'angela'))).toEqual({ min: 0, max: 2 });
  });
});

describe('smc Exploration markers: Plague: the map takes at most what the player has', () => {
  const s = stateWith(setup, { era: 'gunpowder' }, { angela: { units: addUnits(noUnits(), 'gunpowder', 'cavalry', 2), settlers: 1 } });
  const angela = player(s, 'angela');
  const lose = (count: number, settlers: number) =>
    codes(check(setup, s, { kind: 'lose', player: 'angela', units: count > 0 ? [{ era: 'gunpowder', kind: 'cavalry', count }] : [], settlers, reduce: [] }));
  test('units lost: at most the units of that era and kind (2 dragoons: 0 to 2; 3 refused by the entry)', () => {
    const range = loseUnitsRange(angela, 'gunpowder', 'cavalry');
    expect(range).toEqual({ min: 0, max: 2 });
    expect(lose(range.max, 0)).toEqual([]);
    expect(lose(range.max + 1, 0)).toEqual(['smc/units/not-enough']);
    expect(loseUnitsRange(angela, 'ancient', 'infantry')).toEqual({ min: 0, max: angela.units.ancient.infantry });
  });
  test("settlers lost: at most the player's settlers (1: 0 to 1; 2 refused by the entry)", () => {
    const range = loseSettlersRange(angela);
    expect(range).toEqual({ min: 0, max: 1 });
    expect(lose(0, range.max)).toEqual([]);
    expect(lose(0, range.max + 1)).toEqual(['smc/units/not-enough-settlers']);
  });
});

describe('smc Advanced Rules: Selling Military units: at most the units of that earlier era and kind the player has', () => {
  const adv = advancedSetup();
  const s = stateWith(adv, { phase: 'purchase', era: 'medieval' }, { angela: { gold: 0, units: addUnits(noUnits(), 'ancient', 'cavalry', 3) } });
  const sell = (count: number) =>
    codes(check(adv, s, { kind: 'purchase', player: 'angela', items: [{ item: 'sell', era: 'ancient', kind: 'cavalry', count }] }));
  test('3 horsemen: 0 to 3; 4 refused by the entry', () => {
    const range = sellRange(player(s, 'angela'), 'ancient', 'cavalry');
    expect(range).toEqual({ min: 0, max: 3 });
    expect(sell(range.max)).toEqual([]);
    expect(sell(range.max + 1)).toEqual(['smc/units/not-enough']);
  });
});

describe('smc Advanced Rules: Purchasing Technologies (R-S1): a card typed at the table costs at least 1 gold', () => {
  const adv = advancedSetup();
  const s = stateWith(adv, { phase: 'purchase', era: 'medieval' }, { angela: { gold: 200 } });
  const buy = (cost: number) =>
    codes(check(adv, s, { kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: card('Chivalry', 'medieval', cost), endRoll: null }] }));
  test('the cost box takes 1 and up; 0 is refused by the entry', () => {
    const range = cardCostRange();
    expect(range.min).toBe(1);
    expect(range.max).toBeGreaterThan(200);
    expect(buy(range.min)).toEqual([]);
    expect(buy(range.min - 1)).toEqual(['smc/technology/card-cost']);
  });
});
