import { describe, expect, test } from 'vitest';
import { calamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity';
import { explainCalamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import { calamityEntry, held, L, setupWith, tradePhase } from './scenario';

describe('advciv 39.3 Unlimited Trading of Calamities (27.3, 29.2)', () => {
  // Crete trades Famine (non-tradable, 9.1) to Egypt: Egypt loses 10 unit points and names 20 more (30.311).
  const entry = (setup: ReturnType<typeof setupWith>) =>
    calamityEntry(
      setup,
      [held('famine', 'egypt', 'crete')],
      [
        {
          calamity: 'famine',
          assigned: [
            { player: 'africa', amount: 8 },
            { player: 'italy', amount: 8 },
            { player: 'babylon', amount: 4 },
          ],
          losses: { egypt: L(10), africa: L(8), italy: L(8), babylon: L(4) },
        },
      ],
    );
  test.each([
    ['29.2 with the variant, the traded Famine takes effect on its new holder', ['39.3'] as const, []],
    ['27.3 base rules: Famine may not be traded', [] as const, ['calamity/not-tradable']],
  ])('%s', (_name, variants, expected) => {
    const setup = setupWith(variants);
    expect(calamities.validate(tradePhase(setup, {}), entry(setup), setup).map((v) => v.code)).toEqual(expected);
  });
  test('29.2 with the variant, Egypt (not Crete) is the primary victim', () => {
    const setup = setupWith(['39.3']);
    const phase = explainCalamities(tradePhase(setup, {}), entry(setup), setup);
    expect(phase.end.egypt?.tokens).toBe(10);
    expect(phase.end.crete?.tokens).toBe(20);
  });
});
