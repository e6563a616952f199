import { describe, expect, test } from 'vitest';
import { checkSupportReductions, slaveRevoltTokensDisabled, unsupportedCities } from '../../../../../src/engine/rulesets/advciv/calc/calamity-losses';

const codes = (v: readonly { code: string }[]): string[] => v.map((x) => x.code);
const SR = { doc: 'advciv', rule: '30.422' } as const;
const CS = { doc: 'advciv', rule: '29.8' } as const;

describe('advciv 26.31, 29.8 city support is checked again after all calamities', () => {
  test.each<[string, { cities: number; tokens: number }, number[], string[]]>([
    ['two tokens per city: 4 cities, 8 tokens need nothing', { cities: 4, tokens: 8 }, [], []],
    ['4 cities, 5 tokens: one reduction adding 2 tokens restores support', { cities: 4, tokens: 5 }, [2], []],
    ['4 cities, 5 tokens: no reduction is refused', { cities: 4, tokens: 5 }, [], ['calamity/support-not-restored']],
    ['4 cities, 5 tokens: two reductions when one suffices is refused', { cities: 4, tokens: 5 }, [2, 2], ['calamity/support-over-reduced']],
    [
      '26.41 a reduction adding one token may not suffice: 4 cities, 4 tokens, reduce to 3 leaving 1 = 5 tokens < 6',
      { cities: 4, tokens: 4 },
      [1],
      ['calamity/support-not-restored'],
    ],
    ['26.41 then a second reduction: 2 cities need 4 <= 6', { cities: 4, tokens: 4 }, [1, 1], []],
    ['26.41 cities left unsupported are reduced to nothing when stock is empty', { cities: 2, tokens: 0 }, [0, 0], []],
  ])('%s', (_name, h, reductions, expected) => {
    expect(codes(checkSupportReductions(h, reductions, 0, CS))).toEqual(expected);
  });
  test('the lower bound for the UI: cities beyond tokens / 2', () => {
    expect(unsupportedCities({ cities: 5, tokens: 6 })).toBe(2);
    expect(unsupportedCities({ cities: 2, tokens: 9 })).toBe(0);
  });
});

describe('advciv 30.42 Slave Revolt: tokens that may not support cities; cities reduced one at a time', () => {
  test.each<[string, { cities: number; tokens: number; cards: ('mining' | 'enlightenment')[] }, number[], string[]]>([
    ['30.421 6 cities, 25 tokens: 10 usable support 5 cities; one reduction (3 tokens) suffices', { cities: 6, tokens: 25, cards: [] }, [3], []],
    ['30.421 6 cities, 25 tokens: no reduction is refused', { cities: 6, tokens: 25, cards: [] }, [], ['calamity/support-not-restored']],
    ['30.422 6 cities, 20 tokens (5 usable): one reduction of 2 is not enough', { cities: 6, tokens: 20, cards: [] }, [2], ['calamity/support-not-restored']],
    ['30.422 newly placed tokens support the remaining cities: reductions of 2 and 2 leave 4 cities on 9', { cities: 6, tokens: 20, cards: [] }, [2, 2], []],
    ['30.422 a third reduction is one too many', { cities: 6, tokens: 20, cards: [] }, [2, 2, 2], ['calamity/support-over-reduced']],
    [
      '30.423 Mining: 20 disabled; 6 cities, 25 tokens need more reductions',
      { cities: 6, tokens: 25, cards: ['mining'] },
      [3],
      ['calamity/support-not-restored'],
    ],
    ['30.423 Enlightenment: 10 disabled; 6 cities, 25 tokens are still supported', { cities: 6, tokens: 25, cards: ['enlightenment'] }, [], []],
    ['30.423 Mining and Enlightenment cancel', { cities: 6, tokens: 25, cards: ['mining', 'enlightenment'] }, [3], []],
    ['30.422 fewer than 15 tokens: all 10 are disabled; 2 cities, one reduction of 2 supports the other', { cities: 2, tokens: 10, cards: [] }, [2], []],
    ['30.422 fewer than 15 tokens: reducing both is one too many', { cities: 2, tokens: 10, cards: [] }, [2, 2], ['calamity/support-over-reduced']],
  ])('%s', (_name, v, reductions, expected) => {
    const disabled = slaveRevoltTokensDisabled(v).value;
    expect(codes(checkSupportReductions(v, reductions, disabled, SR))).toEqual(expected);
  });
  test('the refusal cites 30.422 and 26.31', () => {
    const v = checkSupportReductions({ cities: 6, tokens: 25 }, [], 15, SR);
    expect(v[0]?.cite.map((c) => c.rule)).toEqual(['30.422', '26.31']);
  });
});
