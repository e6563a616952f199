/**
 * Sid Meier's number boxes take the whole numbers the rules allow (issue 19 item 4): each range is the
 * engine's, and its edges are what the entry itself takes (the most accepted, one more refused).
 */
import { describe, expect, test } from 'vitest';
import { parseEntry } from '../../../../src/engine/rulesets/smc/entries/parse';
import type { PurchaseItem, SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import { MAX_CITY_VALUE, MAX_PIECES } from '../../../../src/engine/rulesets/smc/parse';
import { addUnits, noUnits } from '../../../../src/engine/rulesets/smc/state';
import { battlePreview } from '../../../../src/engine/rulesets/smc/views/forms';
import {
  cardCostRange,
  cityValueRange,
  ownerUnitsRange,
  purchaseCountRange,
  giveGoldRange,
  giveSettlersRange,
  loseSettlersRange,
  loseUnitsRange,
  sellRange,
} from '../../../../src/engine/rulesets/smc/views/ranges';
import { advancedSetup, card, check, codes, player, settlement, standardSetup, stateWith } from './helpers';

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

/** A purchase of counted lines (standard: no allowing technology). */
const buying = (items: readonly PurchaseItem[]): SmcEntry => ({ kind: 'purchase', player: 'angela', items });
const armies = (count: number, technology: string | null = null): PurchaseItem => ({ item: 'army', kind: 'infantry', count, technology });
const technologies = (n: number): PurchaseItem[] => Array.from({ length: n }, () => ({ item: 'technology', card: null, endRoll: null }));

describe('smc Standard Rules: Purchase Phase: a counted line at most what the gold held pays for', () => {
  // Ancient era: armies 5, fleets 10, settlers 5 (Purchase Table).
  const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 23 } });
  test('23 gold, armies at 5: 0 to 4; 5 refused by the entry (smc/purchase/not-enough-gold)', () => {
    const range = purchaseCountRange(setup, s, 'angela', 'infantry');
    expect(range).toEqual({ min: 0, max: 4 });
    expect(codes(check(setup, s, buying([armies(range.max)])))).toEqual([]);
    expect(codes(check(setup, s, buying([armies(range.max + 1)])))).toEqual(['smc/purchase/not-enough-gold']);
  });
  test('the other lines typed are paid from the same gold: 2 fleets (20) leave no army; 1 settler (5) leaves 3 armies', () => {
    expect(purchaseCountRange(setup, s, 'angela', 'infantry', { fleet: 2 })).toEqual({ min: 0, max: 0 });
    expect(codes(check(setup, s, buying([armies(1), { item: 'fleet', count: 2, technology: null }])))).toEqual(['smc/purchase/not-enough-gold']);
    const range = purchaseCountRange(setup, s, 'angela', 'cavalry', { settler: 1, infantry: null });
    expect(range).toEqual({ min: 0, max: 3 });
    const line = (count: number): PurchaseItem => ({ item: 'army', kind: 'cavalry', count, technology: null });
    expect(codes(check(setup, s, buying([line(range.max), { item: 'settler', count: 1 }])))).toEqual([]);
    expect(codes(check(setup, s, buying([line(range.max + 1), { item: 'settler', count: 1 }])))).toEqual(['smc/purchase/not-enough-gold']);
  });
  test('Purchase Table: no aircraft before the modern era: none', () => {
    expect(purchaseCountRange(setup, s, 'angela', 'aircraft')).toEqual({ min: 0, max: 0 });
  });
});

describe("smc Standard Rules: Purchasing technologies: 10 more for each one owned, from the era's supply", () => {
  test('35 gold and none owned: 10 + 20 pay for 2; a third (30 more) is refused by the entry', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 35 } });
    const range = purchaseCountRange(setup, s, 'angela', 'technology');
    expect(range).toEqual({ min: 0, max: 2 });
    expect(codes(check(setup, s, buying(technologies(range.max))))).toEqual([]);
    expect(codes(check(setup, s, buying(technologies(range.max + 1))))).toEqual(['smc/purchase/not-enough-gold']);
  });
  test('Contents: 15 ancient technologies, 14 taken: 1 left; a second is refused by the entry (smc/technology/none-left)', () => {
    const s = stateWith(setup, { phase: 'purchase', taken: { ancient: 14, medieval: 0, gunpowder: 0, modern: 0 } }, { angela: { gold: 500 } });
    const range = purchaseCountRange(setup, s, 'angela', 'technology');
    expect(range).toEqual({ min: 0, max: 1 });
    expect(codes(check(setup, s, buying(technologies(range.max))))).toEqual([]);
    expect(codes(check(setup, s, buying(technologies(range.max + 1))))).toContain('smc/technology/none-left');
  });
});

describe('smc Advanced Rules: Purchasing Military Units: pieces placed this turn at most the sizes of his settlements', () => {
  const adv = advancedSetup();
  // Two villages (1 + 1): two pieces this turn, whatever the gold.
  const s = stateWith(adv, { phase: 'purchase' }, { angela: { gold: 500, settlements: [settlement('a', 1), settlement('b', 1)] } });
  const allowing = 'Wheel'; // Angela's starting technology (helpers), in play
  test('two villages, 500 gold: 0 to 2 armies; 3 refused by the entry (smc/purchase/placement-limit)', () => {
    const range = purchaseCountRange(adv, s, 'angela', 'infantry');
    expect(range).toEqual({ min: 0, max: 2 });
    expect(codes(check(adv, s, buying([armies(range.max, allowing)])))).toEqual([]);
    expect(codes(check(adv, s, buying([armies(range.max + 1, allowing)])))).toEqual(['smc/purchase/placement-limit']);
  });
  test('a settler typed takes one of the places; pieces bought earlier this turn take theirs', () => {
    expect(purchaseCountRange(adv, s, 'angela', 'infantry', { settler: 1 })).toEqual({ min: 0, max: 1 });
    expect(purchaseCountRange(adv, { ...s, placed: { angela: 2 } }, 'angela', 'settler')).toEqual({ min: 0, max: 0 });
  });
});

describe('smc entry reader: what no rule bounds is bounded by the reader, and the boxes take the same', () => {
  const parses = (entry: unknown) => parseEntry(entry).ok;
  test('Things To Note: pieces are not limited: a counted line at most MAX_PIECES however much gold', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 1_000_000 } });
    const range = purchaseCountRange(setup, s, 'angela', 'infantry');
    expect(range.max).toBe(MAX_PIECES);
    expect(parses(buying([armies(range.max)]))).toBe(true);
    expect(parses(buying([armies(range.max + 1)]))).toBe(false);
  });
  test("Advanced Rules: City Production (R-S1): a city card value from 0 to the reader's MAX_CITY_VALUE", () => {
    const range = cityValueRange();
    expect(range).toEqual({ min: 0, max: MAX_CITY_VALUE });
    const produce = (v: number) => ({ kind: 'produce', player: 'angela', cityValues: { a: v } });
    expect(parses(produce(range.min))).toBe(true);
    expect(parses(produce(range.max))).toBe(true);
    expect(parses(produce(range.max + 1))).toBe(false);
    expect(parses(produce(range.min - 1))).toBe(false);
  });
  test("Advanced Rules: Owner Bonus (R-S1): units a card awards from 0 (none) to the reader's MAX_PIECES", () => {
    const range = ownerUnitsRange();
    expect(range).toEqual({ min: 0, max: MAX_PIECES });
    const owner = (count: number) =>
      buying([{ item: 'technology', card: card('Feudalism', 'medieval', 30, { ownerUnits: [{ era: 'medieval', kind: 'infantry', count }] }), endRoll: null }]);
    expect(parses(owner(range.max))).toBe(true);
    expect(parses(owner(range.max + 1))).toBe(false);
  });
});

describe('smc Standard Rules: Dice and modifiers: a roll box takes the sums its dice can show', () => {
  const units = addUnits(noUnits(), 'ancient', 'infantry', 1);
  const s = stateWith(setup, {}, { angela: { units }, brad: { units } });
  const side = (player: string, roll: number) => ({
    player,
    era: 'ancient' as const,
    unit: 'infantry' as const,
    level: 1,
    aircraft: null,
    roll,
    defendingSettlement: false,
  });
  test("the attacker's box: the preview's range; its edges are the entry's (smc/battle/roll-out-of-range)", () => {
    const { min, max } = battlePreview(setup, s, side('angela', 0), side('brad', 0), false).attacker;
    const round = (roll: number): SmcEntry => ({ kind: 'battle-round', attacker: side('angela', roll), defender: side('brad', 3) });
    expect(codes(check(setup, s, round(min)))).toEqual([]);
    expect(codes(check(setup, s, round(max)))).toEqual([]);
    expect(codes(check(setup, s, round(min - 1)))).toEqual(['smc/battle/roll-out-of-range']);
    expect(codes(check(setup, s, round(max + 1)))).toEqual(['smc/battle/roll-out-of-range']);
  });
});
