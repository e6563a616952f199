import { describe, expect, test } from 'vitest';
import { handSize, type Hand } from '../../../../src/engine/rulesets/advciv/state';

describe('advciv 31.71 the commodity cards in a hand are counted for the hand limit', () => {
  test.each([
    ['an empty hand', {}, 0],
    ['one set', { salt: 4 }, 4],
    ['several commodities', { salt: 2, grain: 3, gold: 1 }, 6],
    ['a commodity entered as none', { salt: 0, oil: 5 }, 5],
  ] as const)('%s: %i cards', (_name, hand, n) => {
    expect(handSize(hand as Hand)).toBe(n);
  });
});
