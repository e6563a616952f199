import { describe, expect, test } from 'vitest';
import { ADVCIV_GAME } from '../../../../../src/engine/rulesets/advciv/game';
import { explainCalamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import { NATIONS } from '../../../../../src/engine/rulesets/advciv/nations';
import { codes } from '../helpers';
import { calamityEntry, held, L, setupWith, tradePhase } from './scenario';

describe('advciv 38.2 Nine-Player Variant (16.9, 30.910-30.915)', () => {
  test('16.9 nine players are allowed with the variant, refused without', () => {
    expect(codes(ADVCIV_GAME.validateSetup(setupWith(['38.2'], NATIONS)))).toEqual([]);
    expect(codes(ADVCIV_GAME.validateSetup(setupWith([], NATIONS)))).toEqual(['setup/player-count']);
  });
  // Five players (the beneficiary rule is the same): Egypt (6 cities) holds Piracy traded by Crete; Africa (1 city) has most cities in stock.
  const run = (variants: readonly '38.2'[]) => {
    const setup = setupWith(variants);
    const s = tradePhase(setup, { egypt: 6, africa: 1, italy: 4, crete: 4, babylon: 4 });
    const e = calamityEntry(
      setup,
      [held('piracy', 'egypt', 'crete')],
      [
        {
          calamity: 'piracy',
          assigned: [
            { player: 'italy', amount: 1 },
            { player: 'babylon', amount: 1 },
          ],
          losses: { egypt: L(0, [], 2), italy: L(0, [], 1), babylon: L(0, [], 1) },
        },
      ],
    );
    return explainCalamities(s, e, setup);
  };
  test('30.910-30.912 with the variant: the beneficiary (most cities in stock) replaces the four cities with his own', () => {
    const phase = run(['38.2']);
    expect(phase.violations).toEqual([]);
    expect(phase.steps[0]?.gains).toEqual([{ nation: 'africa', cities: 4, tokens: 0 }]);
    expect(phase.end.africa?.cities).toBe(5);
  });
  test('30.911 base rules: the cities become Pirate cities; nobody gains them', () => {
    const phase = run([]);
    expect(phase.violations).toEqual([]);
    expect(phase.steps[0]?.gains).toEqual([]);
    expect(phase.end.africa?.cities).toBe(1);
    expect(phase.end.egypt?.cities).toBe(4);
  });
});
