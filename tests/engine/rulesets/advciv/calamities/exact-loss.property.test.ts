/** advciv 29.63, R-A8 as a property: the least loss the checker accepts is the least reachable. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { breakdownPoints, checkLoss, leastLossAtLeast, type LossBreakdown } from '../../../../../src/engine/rulesets/advciv/calc/calamity-losses';

/** Every breakdown of tokens and whole cities (eliminated) a player with these units could declare. */
function reachable(tokens: number, cities: number, cityValue: number): number[] {
  const out: number[] = [];
  for (let c = 0; c <= cities; c++) for (let t = 0; t <= tokens; t++) out.push(t + c * cityValue);
  return out;
}

describe('advciv 29.63, R-A8 exact losses (property, brute-force oracle)', () => {
  test('leastLossAtLeast is the least reachable amount at or above the requirement, or everything', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 40 }), (tokens, cities, required) => {
        const values = reachable(tokens, cities, 5);
        const atLeast = values.filter((v) => v >= required);
        const expected = atLeast.length > 0 ? Math.min(...atLeast) : Math.max(...values);
        expect(leastLossAtLeast(required, { cities, tokens, stockTokens: 0 }, { tokens: 0, citiesReduced: [], citiesEliminated: 0 }, 5)).toBe(expected);
      }),
    );
  });
  test('checkLoss accepts a tokens-and-cities breakdown exactly when it is that least amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 40 }),
        fc.nat(12),
        fc.nat(9),
        (tokens, cities, required, t, c) => {
          fc.pre(t <= tokens && c <= cities);
          const b: LossBreakdown = { tokens: t, citiesReduced: [], citiesEliminated: c };
          const least = leastLossAtLeast(required, { cities, tokens, stockTokens: 0 }, b, 5);
          const req = { kind: 'unit-points' as const, points: { value: required, why: [] }, cityValueCap: 5 };
          const ok = checkLoss(req, { cities, tokens, stockTokens: 0 }, b).length === 0;
          expect(ok).toBe(breakdownPoints(b) === least);
        },
      ),
    );
  });
});
