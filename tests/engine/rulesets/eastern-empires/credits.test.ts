import { describe, expect, test } from 'vitest';
import type { AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';
import { startingCredits } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import {
  advancePrice,
  cardPaymentValue,
  creditTokens,
  isAnatomyFreeChoice,
  quotePurchase,
  treasuryOverspent,
  treasuryTokenValue,
} from '../../../../src/engine/rulesets/eastern-empires/calc/credits';

const price = (held: readonly AdvanceId[], target: AdvanceId) => advancePrice(target, creditTokens(held), held).price;

describe('ee Phase 12 credit tokens and discount: the worked examples', () => {
  test('example 1: John holds Music; Drama and Poetry costs him 70 (80 - 10 blue)', () => {
    expect(price(['music'], 'dramaAndPoetry')).toBe(70);
  });

  test('example 1: Mysticism (blue/yellow 50) costs him 40: the higher colour (blue 10), never blue 10 + yellow 5 (R-E2)', () => {
    const p = advancePrice('mysticism', creditTokens(['music']), ['music']);
    expect(p).toMatchObject({ colour: 'blue', colourCredit: 10, price: 40 });
  });

  test('example 1: both in one transaction cost 110: credits held count for every advance bought this turn (R-E2)', () => {
    expect(quotePurchase({ advances: ['dramaAndPoetry', 'mysticism'] }, creditTokens(['music']), ['music']).due).toBe(110);
  });

  test('example 2: Flo holds Pottery and Masonry; Agriculture costs 90 (120 - 20 orange - 10 from Pottery)', () => {
    const p = advancePrice('agriculture', creditTokens(['pottery', 'masonry']), ['pottery', 'masonry']);
    expect(p).toMatchObject({ colourCredit: 20, specificCredit: 10, price: 90 });
  });

  test('example 2: after Agriculture he holds 30 orange credits for next turn', () => {
    expect(creditTokens(['pottery', 'masonry', 'agriculture']).orange).toBe(30);
  });

  test('example 3: Michael holds Agriculture; Democracy costs 200 (220 - 20 specific)', () => {
    expect(price(['agriculture'], 'democracy')).toBe(200);
  });
});

describe('ee Phase 12 two-colour advances use the higher colour, never the sum (R-E2)', () => {
  test.each([
    // [held, target, colour used, credit, price, source]
    [['music'], 'mysticism', 'blue', 10, 40, 'ee Phase 12 example 1'],
    [['deism', 'mythology'], 'mysticism', 'yellow', 20, 30, 'R-E2: yellow 20 beats blue 5'],
    [['theocracy'], 'writtenRecord', 'red', 5, 55, 'R-E2: red 5, green 0'],
    [['empiricism', 'coinage'], 'engineering', 'green', 20, 140, 'R-E2: green 20 beats orange 5'],
    [['empiricism', 'literacy'], 'mathematics', 'blue', 15, 215, 'R-E2 + specific: Literacy gives 20 to Mathematics'],
  ] as const)('%j buying %s uses %s credits %i -> %i (%s)', (held, target, colour, credit, expected, _source) => {
    const p = advancePrice(target, creditTokens(held), held);
    expect(p.colour).toBe(colour);
    expect(p.colourCredit).toBe(credit);
    expect(p.price).toBe(expected);
  });

  test('the price never goes below zero (ee Phase 12: "The purchase price can never be lower than zero")', () => {
    // orange 10 x 5 (Pottery, Cloth Making, Metalworking, Agriculture, Trade Routes) + 20 (Roadbuilding) = 70
    const held: AdvanceId[] = ['pottery', 'clothMaking', 'metalworking', 'agriculture', 'tradeRoutes', 'roadbuilding'];
    expect(creditTokens(held).orange).toBe(70);
    expect(advancePrice('masonry', creditTokens(held), held).price).toBe(0); // 60 - 70
    expect(advancePrice('monument', creditTokens(held), held).price).toBe(110); // 180 - 70 orange (yellow only 5)
  });
});

describe('ee chapter 4 starting credits by player count', () => {
  test.each([
    [5, 10, 'ee chapter 4: 5 players, 10 of each colour'],
    [6, 5, 'ee chapter 4: 6 players, 5 of each colour'],
    [7, 0, 'ee chapter 4: only 5 or 6 players'],
    [9, 0, 'ee chapter 4: only 5 or 6 players'],
    [3, 0, 'ee chapter 4: only 5 or 6 players'],
  ] as const)('%i players start with %i of each colour (%s)', (n, each, _source) => {
    expect(startingCredits(n)).toEqual({ green: each, blue: each, orange: each, red: each, yellow: each });
  });

  test('starting credits count toward prices: with 5 players Music costs 70 on turn 1', () => {
    expect(advancePrice('music', creditTokens([], [], startingCredits(5)), []).price).toBe(70);
  });
});

describe('ee chapter 9 Library: 40 off one other advance bought the same turn, after credits, floor 0 (R-E5)', () => {
  test('Library + Democracy with Agriculture held: 220 + 200 - 40 = 380', () => {
    const q = quotePurchase({ advances: ['library', 'democracy'], libraryTarget: 'democracy' }, creditTokens(['agriculture']), ['agriculture']);
    expect(q.libraryDiscount).toBe(40);
    expect(q.due).toBe(220 - 5 + 200 - 40); // Agriculture gives 5 green toward Library
  });

  test('the discount cannot take a price below zero: a 30-point advance loses only 30', () => {
    const q = quotePurchase({ advances: ['library', 'mysticism'], libraryTarget: 'mysticism' }, creditTokens(['deism', 'mythology']), ['deism', 'mythology']);
    expect(q.prices.find((p) => p.advance === 'mysticism')?.price).toBe(30);
    expect(q.libraryDiscount).toBe(30);
  });

  test('no discount without Library in the transaction, nor on Library itself', () => {
    expect(quotePurchase({ advances: ['democracy'], libraryTarget: 'democracy' }, creditTokens([]), []).libraryDiscount).toBe(0);
    expect(quotePurchase({ advances: ['library'], libraryTarget: 'library' }, creditTokens([]), []).libraryDiscount).toBe(0);
  });
});

describe('ee chapter 9 Anatomy: one science card under 100 for free (R-E5: any advance with green)', () => {
  test.each([
    ['empiricism', true, 'green 60'],
    ['astronavigation', true, 'green 80'],
    ['coinage', true, 'green 90'],
    ['writtenRecord', true, 'red/green 60 (R-E5 dual counts)'],
    ['cartography', false, 'green but 160'],
    ['music', false, 'blue'],
    ['engineering', false, 'orange/green but 160'],
  ] as const)('%s may be taken: %s (%s)', (id, ok, _why) => {
    expect(isAnatomyFreeChoice(id)).toBe(ok);
  });
});

describe('ee chapter 9 Mining: treasury tokens are worth 2, and may exceed the price by exactly 1', () => {
  test('token value 2 with Mining, 1 without', () => {
    expect(treasuryTokenValue(['mining'])).toBe(2);
    expect(treasuryTokenValue([])).toBe(1);
  });

  test.each([
    // [due, card value, tokens, token value, overspent?, source]
    [45, 0, 23, 2, false, 'Mining: 46 for 45, exceeding by exactly 1'],
    [45, 0, 24, 2, true, 'Mining: 48 for 45, a token could be kept'],
    [45, 0, 45, 1, false, 'ee Phase 12: exact treasury'],
    [45, 0, 46, 1, true, 'ee Phase 12: "cannot spend more treasury tokens than required"'],
    [45, 50, 1, 1, true, 'ee Phase 12: cards already cover it, no treasury allowed'],
    [45, 50, 0, 1, false, 'ee Phase 12: excess card value is lost, no change'],
  ] as const)('due %i, cards %i, %i tokens worth %i: overspent %s (%s)', (due, cards, tokens, value, overspent, _source) => {
    expect(treasuryOverspent(due, cards, tokens, value)).toBe(overspent);
  });
});

describe('ee chapter 9 Written Record and Monument: free-colour credits in any split (R-E5)', () => {
  test('Monument 20 chosen as 15 red + 5 blue adds to the printed orange 10, yellow 10', () => {
    expect(creditTokens(['monument'], [{ red: 15, blue: 5 }])).toEqual({ green: 0, blue: 5, orange: 10, red: 15, yellow: 10 });
  });
  test('Written Record 10 all green makes green 15', () => {
    expect(creditTokens(['writtenRecord'], [{ green: 10 }]).green).toBe(15);
  });
});

describe('ee chapter 9 Trade Empire: one substitute card of at least the same face value for an incomplete set', () => {
  test('3 Salt + 1 Cotton counted as 4 Salt = 4^2 x 3 = 48', () => {
    expect(cardPaymentValue({ cards: { salt: 3, cotton: 1 }, substitute: { card: 'cotton', forSet: 'salt' } }, 7)).toEqual({ ok: true, value: 48 });
  });
  test('without the substitute the same cards are worth 3^2 x 3 + 4 = 31 (ee Phase 7)', () => {
    expect(cardPaymentValue({ cards: { salt: 3, cotton: 1 } }, 7)).toEqual({ ok: true, value: 31 });
  });
  test.each([
    [{ cards: { salt: 3, flax: 1 }, substitute: { card: 'flax', forSet: 'salt' } }, 'substitute-not-lower-value'],
    [{ cards: { silk: 4, pearls: 1 }, substitute: { card: 'pearls', forSet: 'silk' } }, 'substitute-set-complete'],
    [{ cards: { salt: 3 }, substitute: { card: 'cotton', forSet: 'salt' } }, 'substitute-not-held'],
    [{ cards: { salt: 3 }, substitute: { card: 'salt', forSet: 'salt' } }, 'substitute-same-commodity'],
  ] as const)('%j is refused: %s', (payment, code) => {
    expect(cardPaymentValue(payment, 7)).toEqual({ ok: false, code });
  });
});
