import { describe, expect, test } from 'vitest';
import { breakdownPoints, checkLoss, leastLossAtLeast, type LossBreakdown } from '../../../../../src/engine/rulesets/advciv/calc/calamity-losses';
import { primaryRequirement, type Holdings, type LossRequirement } from '../../../../../src/engine/rulesets/advciv/calc/calamity-requirements';

const loss = (tokens: number, citiesReduced: number[] = [], citiesEliminated = 0): LossBreakdown => ({ tokens, citiesReduced, citiesEliminated });
const codes = (v: readonly { code: string }[]): string[] => v.map((x) => x.code);
const points = (value: number, cityValueCap = 5): LossRequirement => ({
  kind: 'unit-points',
  points: { value, why: [{ code: 'base', cite: { doc: 'advciv', rule: '30.311' }, amount: value }] },
  cityValueCap,
});

describe('advciv 29.62 cities are worth up to five unit points, tokens one', () => {
  test.each<[string, LossBreakdown, number]>([
    ['29.62 example: Africa removes two cities for ten unit points', loss(0, [], 2), 10],
    ['29.62 example: ten tokens', loss(10), 10],
    ['29.62 example: a city reduced leaving two tokens counts three', loss(0, [2]), 3],
    ['29.62 example: a combination, a reduced city (2 left) and seven tokens', loss(7, [2]), 10],
  ])('%s', (_name, b, expected) => {
    expect(breakdownPoints(b)).toBe(expected);
  });
  test('29.62 example (Africa, Famine, 10 unit points): every one of those breakdowns is accepted', () => {
    const h: Holdings = { cities: 4, tokens: 20, stockTokens: 10 };
    const req = primaryRequirement('famine', { cards: [], cities: 4, tokens: 20, stockTokens: 10, tradedBy: null });
    expect(checkLoss(req, h, loss(0, [], 2))).toEqual([]);
    expect(checkLoss(req, h, loss(10))).toEqual([]);
    expect(checkLoss(req, h, loss(7, [2]))).toEqual([]);
  });
});

describe('advciv 29.63, R-A8 losses are exact if possible, else exceed by as little as possible', () => {
  test.each<[string, Holdings, number, LossBreakdown, string[]]>([
    ['exact with tokens', { cities: 2, tokens: 12, stockTokens: 5 }, 10, loss(10), []],
    ['one token short is refused', { cities: 2, tokens: 12, stockTokens: 5 }, 10, loss(9), ['calamity/loss-too-small']],
    ['one token over is refused', { cities: 2, tokens: 12, stockTokens: 5 }, 10, loss(11), ['calamity/loss-too-large']],
    [
      '8 needed: two cities (10) when a city and 3 tokens make 8 exactly is refused',
      { cities: 2, tokens: 3, stockTokens: 5 },
      8,
      loss(0, [], 2),
      ['calamity/loss-too-large'],
    ],
    ['8 needed, 3 tokens and cities: city + 3 tokens is exact', { cities: 2, tokens: 3, stockTokens: 5 }, 8, loss(3, [], 1), []],
    ['9 needed, 3 tokens and 2 cities: least is 10 (two cities), accepted', { cities: 2, tokens: 3, stockTokens: 5 }, 9, loss(0, [], 2), []],
    ['9 needed, 3 tokens: city + 3 tokens = 8 is too small', { cities: 2, tokens: 3, stockTokens: 5 }, 9, loss(3, [], 1), ['calamity/loss-too-small']],
    ['9 needed: a reduced city (1 token left, 4) plus a city (5) is exact', { cities: 2, tokens: 3, stockTokens: 5 }, 9, loss(0, [1], 1), []],
    ['unable: all he holds is enough', { cities: 1, tokens: 2, stockTokens: 5 }, 10, loss(2, [], 1), []],
    ['unable: keeping a token back is refused', { cities: 1, tokens: 2, stockTokens: 5 }, 10, loss(1, [], 1), ['calamity/loss-too-small']],
    ['more tokens than on the board is refused', { cities: 0, tokens: 4, stockTokens: 5 }, 5, loss(5), ['calamity/more-tokens-than-held']],
    ['more cities than on the board is refused', { cities: 1, tokens: 10, stockTokens: 5 }, 10, loss(0, [], 2), ['calamity/more-cities-than-held']],
    [
      '26.41 a reduction cannot place more tokens than the stock holds',
      { cities: 2, tokens: 0, stockTokens: 1 },
      6,
      loss(0, [3, 1]),
      ['calamity/reduction-beyond-stock'],
    ],
    ['negative counts are refused', { cities: 2, tokens: 10, stockTokens: 5 }, 5, loss(-1, [], 1), ['calamity/loss-not-counts']],
  ])('%s', (_name, h, required, b, expected) => {
    expect(codes(checkLoss(points(required), h, b))).toEqual(expected);
  });
  test('the refusal reports the least possible loss and cites 29.63 with R-A8', () => {
    const v = checkLoss(points(9), { cities: 2, tokens: 3, stockTokens: 5 }, loss(3, [], 2));
    expect(v[0]).toMatchObject({
      code: 'calamity/loss-too-large',
      params: { required: 9, declared: 13, least: 10 },
      cite: [{ doc: 'advciv', rule: '29.63', ruling: 'R-A8' }],
    });
  });
  test('leastLossAtLeast: with four tokens every amount is reachable exactly', () => {
    for (let r = 0; r <= 14; r++) expect(leastLossAtLeast(r, { cities: 2, tokens: 4, stockTokens: 0 }, loss(0), 5)).toBe(r);
  });
});

describe('advciv 30.612 Epidemic: a city eliminated leaves at least one token, so counts at most four', () => {
  const h: Holdings = { cities: 3, tokens: 4, stockTokens: 10 };
  test.each<[string, number, LossBreakdown, string[]]>([
    ['16: three cities reduced to one token each (12) and four tokens', 16, loss(4, [1, 1, 1]), []],
    ['a city removed outright is refused', 16, loss(4, [1, 1], 1), ['calamity/city-must-leave-token']],
    ['a reduction leaving no token is refused', 16, loss(4, [1, 1, 0]), ['calamity/city-must-leave-token']],
    ['a reduction leaving two tokens counts three', 7, loss(4, [2]), []],
  ])('%s', (_name, required, b, expected) => {
    expect(codes(checkLoss(points(required, 4), h, b))).toEqual(expected);
  });
  test('with an empty stock a city may leave no token', () => {
    expect(codes(checkLoss(points(5, 4), { cities: 1, tokens: 0, stockTokens: 0 }, loss(0, [0])))).toEqual([]);
  });
});

describe('advciv section 30 city-count requirements are met exactly', () => {
  const h: Holdings = { cities: 5, tokens: 12, stockTokens: 20 };
  const reduce3 = primaryRequirement('superstition', { cards: [], cities: 5, tokens: 12, stockTokens: 20, tradedBy: null });
  test.each<[string, LossBreakdown, string[]]>([
    ['30.321 three cities reduced', loss(0, [2, 1, 3]), []],
    ['30.321 two cities reduced is refused', loss(0, [2, 1]), ['calamity/cities-reduced-count']],
    ['30.321 a city eliminated instead of reduced is refused', loss(0, [2, 1], 1), ['calamity/cities-reduced-count']],
    ['30.321 tokens instead of a city are refused', loss(5, [2, 1]), ['calamity/cities-reduced-count']],
  ])('%s', (_name, b, expected) => {
    expect(codes(checkLoss(reduce3, h, b))).toEqual(expected);
  });
  test('30.212 earthquake: one city destroyed', () => {
    const req = primaryRequirement('volcano', { cards: [], cities: 5, tokens: 12, stockTokens: 20, tradedBy: null });
    expect(checkLoss(req, h, loss(0, [], 1))).toEqual([]);
    expect(codes(checkLoss(req, h, loss(0, [2])))).toEqual(['calamity/cities-lost-count']);
  });
  test('30.514 R-A13 no effect: any declared loss is refused', () => {
    const req = primaryRequirement('barbarian-hordes', { cards: [], cities: 5, tokens: 12, stockTokens: 20, tradedBy: null, nation: 'crete' });
    expect(codes(checkLoss(req, h, loss(3)))).toEqual(['calamity/no-effect']);
    expect(checkLoss(req, h, loss(0))).toEqual([]);
  });
  test('30.5211 entered losses: only what the player holds is checked', () => {
    const req = primaryRequirement('barbarian-hordes', { cards: [], cities: 5, tokens: 12, stockTokens: 20, tradedBy: null, nation: 'egypt' });
    expect(checkLoss(req, h, loss(12, [], 3))).toEqual([]);
    expect(codes(checkLoss(req, h, loss(13)))).toEqual(['calamity/more-tokens-than-held']);
  });
});
