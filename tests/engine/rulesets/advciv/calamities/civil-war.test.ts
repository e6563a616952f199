import { describe, expect, test } from 'vitest';
import { checkSelection, civilWarAnnexation, civilWarPlan } from '../../../../../src/engine/rulesets/advciv/calc/civil-war';
import type { StockFacts } from '../../../../../src/engine/rulesets/advciv/calc/calamity-beneficiaries';
import type { CardId } from '../../../../../src/engine/rulesets/advciv/cards';
import type { NationId } from '../../../../../src/engine/rulesets/advciv/nations';

const codes = (v: readonly { code: string }[]): string[] => v.map((x) => x.code);
const STOCKS: StockFacts<NationId>[] = [
  { player: 'africa', stockTokens: 20, stockCities: 4 }, // 40
  { player: 'italy', stockTokens: 30, stockCities: 2 }, // 40, after Africa in A.S.T. order
  { player: 'egypt', stockTokens: 10, stockCities: 1 }, // 15: the victim
];

describe('advciv 30.411 the beneficiary is the player with the most unit points in stock', () => {
  test('30.411 ties broken by A.S.T. order (R-A10)', () => {
    expect(civilWarPlan('egypt', { cards: [] }, STOCKS).beneficiary).toBe('africa');
  });
  test('30.411 the victim has the most in stock: no Civil War', () => {
    expect(civilWarPlan('egypt', { cards: [] }, [...STOCKS.slice(0, 2), { player: 'egypt', stockTokens: 41, stockCities: 0 }]).beneficiary).toBeNull();
  });
  test('R-A12 an inert nation is never the beneficiary', () => {
    expect(civilWarPlan('egypt', { cards: [] }, [{ ...STOCKS[0]!, inert: true }, ...STOCKS.slice(1)]).beneficiary).toBe('italy');
  });
});

describe('advciv 30.412 the first faction: the victim selects 15, the beneficiary 20 more', () => {
  test.each<[string, CardId[], number, number]>([
    ['30.4121 the victim selects 15', [], 15, 20],
    ['30.4122 Music: 5 more', ['music'], 20, 20],
    ['30.4122 Drama & Poetry: 5 more', ['drama-poetry'], 20, 20],
    ['30.4122 Democracy: 10 more', ['democracy'], 25, 20],
    ['30.4122 cumulative: Music, Drama & Poetry and Democracy', ['music', 'drama-poetry', 'democracy'], 35, 20],
    ['30.4124 Philosophy: 15 chosen by the beneficiary, whatever else is held', ['philosophy', 'music', 'democracy'], 0, 15],
    ['30.4124 Philosophy alone', ['philosophy'], 0, 15],
  ])('%s', (_name, cards, primary, beneficiary) => {
    const plan = civilWarPlan('egypt', { cards }, STOCKS);
    expect([plan.primarySelects.value, plan.beneficiarySelects.value]).toEqual([primary, beneficiary]);
  });
  test.each<[string, CardId[], number]>([
    ['30.414 Military: five unit points from each faction', ['military'], 5],
    ['30.414 without Military none', [], 0],
  ])('%s', (_name, cards, loss) => {
    expect(civilWarPlan('egypt', { cards }, STOCKS).perFactionLoss.value).toBe(loss);
  });
  test('the explanation cites 30.4121 and 30.4122', () => {
    expect(civilWarPlan('egypt', { cards: ['music'] }, STOCKS).primarySelects.why.map((w) => w.cite.rule)).toEqual(['30.4121', '30.4122']);
  });
});

describe('advciv 30.4121, 29.63 a selection is exact where possible', () => {
  const fifteen = civilWarPlan('egypt', { cards: [] }, STOCKS).primarySelects;
  test.each<[string, { cities: number; tokens: number }, { cities: number; tokens: number }, string[]]>([
    ['three cities', { cities: 5, tokens: 20 }, { cities: 3, tokens: 0 }, []],
    ['two cities and five tokens', { cities: 5, tokens: 20 }, { cities: 2, tokens: 5 }, []],
    ['14 is refused', { cities: 5, tokens: 20 }, { cities: 2, tokens: 4 }, ['calamity/selection-size']],
    ['16 is refused', { cities: 5, tokens: 20 }, { cities: 3, tokens: 1 }, ['calamity/selection-size']],
    ['only cities and 2 tokens: three cities are exact', { cities: 4, tokens: 2 }, { cities: 3, tokens: 0 }, []],
    ['cities and 2 tokens, 15 needed: 2 cities + 2 tokens (12) is too few', { cities: 4, tokens: 2 }, { cities: 2, tokens: 2 }, ['calamity/selection-size']],
    ['more than held is refused', { cities: 2, tokens: 3 }, { cities: 3, tokens: 0 }, ['calamity/selection-more-than-held']],
    ['everything when less than 15 is held', { cities: 2, tokens: 3 }, { cities: 2, tokens: 3 }, []],
  ])('%s', (_name, from, chosen, expected) => {
    expect(codes(checkSelection(fifteen, from, chosen, 'primary'))).toEqual(expected);
  });
});

describe('advciv 30.4122, 29.63 a selection that cannot be exact exceeds by the least amount', () => {
  const twenty = civilWarPlan('egypt', { cards: ['music'] }, STOCKS).primarySelects;
  test.each<[string, { cities: number; tokens: number }, string[]]>([
    ['four cities (20) from 4 cities and 2 tokens: exact', { cities: 4, tokens: 0 }, []],
    ['three cities and two tokens (17) is too few', { cities: 3, tokens: 2 }, ['calamity/selection-size']],
  ])('%s', (_name, chosen, expected) => {
    expect(codes(checkSelection(twenty, { cities: 4, tokens: 2 }, chosen, 'primary'))).toEqual(expected);
  });
  test('18 needed from 4 cities and 2 tokens: 20 is the least possible', () => {
    const eighteen = { value: 18, why: twenty.why };
    expect(codes(checkSelection(eighteen, { cities: 4, tokens: 2 }, { cities: 4, tokens: 0 }, 'primary'))).toEqual([]);
    expect(codes(checkSelection(eighteen, { cities: 4, tokens: 2 }, { cities: 4, tokens: 2 }, 'primary'))).toEqual(['calamity/selection-size']);
  });
});

describe('advciv 30.415 the beneficiary annexes the other faction; the next by stock takes what he cannot', () => {
  test('the beneficiary has enough in stock', () => {
    const plan = civilWarPlan('egypt', { cards: [] }, STOCKS);
    const stock = { africa: { cities: 4, tokens: 20 }, italy: { cities: 2, tokens: 30 } };
    expect(civilWarAnnexation({ cities: 3, tokens: 10 }, plan.ranking, stock, 'egypt')).toEqual([{ player: 'africa', cities: 3, tokens: 10 }]);
  });
  test('30.415 he runs out of cities: the next player with most in stock takes the rest', () => {
    const plan = civilWarPlan('egypt', { cards: [] }, STOCKS);
    const stock = { africa: { cities: 4, tokens: 20 }, italy: { cities: 2, tokens: 30 } };
    expect(civilWarAnnexation({ cities: 5, tokens: 25 }, plan.ranking, stock, 'egypt')).toEqual([
      { player: 'africa', cities: 4, tokens: 20 },
      { player: 'italy', cities: 1, tokens: 5 },
    ]);
  });
});
