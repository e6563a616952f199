/** What the smc forms offer, from the rules in play (src/engine/rulesets/smc/views/forms): nothing decided in the screens. */
import { describe, expect, test } from 'vitest';
import { BATTLE_UNITS, battleSideFields, DIE_FACES, sellableEras, smcFeatures } from '../../../../src/engine/rulesets/smc/views/forms';
import { advancedSetup, standardSetup, stateWith } from './helpers';

describe('smc Military Units: aircraft only support, so they are not offered as a fighting unit', () => {
  test('the fighting units', () => {
    expect(BATTLE_UNITS).toEqual(['infantry', 'cavalry', 'artillery', 'fleet']);
  });
});

describe('smc Advanced Rules: Military Units Strength Table levels and Defending a Settlement are asked only under the advanced rules', () => {
  test('advanced: the unit has its levels in its era, aircraft four (Biplane .. Stealth Aircraft), defending a settlement asked', () => {
    expect(battleSideFields(advancedSetup(), { era: 'modern', unit: 'infantry' })).toMatchObject({ aircraftLevels: 4, defendingSettlement: true });
    expect(battleSideFields(advancedSetup(), { era: 'modern', unit: 'infantry' }).levels).toBeGreaterThan(1);
  });
  test('standard Rules: Dice: no levels, any aircraft adds its one die, no settlement bonus', () => {
    expect(battleSideFields(standardSetup(), { era: 'modern', unit: 'infantry' })).toEqual({ levels: 1, aircraftLevels: 1, defendingSettlement: false });
  });
});

describe('smc Advanced Rules: Selling Military units: only units of earlier eras', () => {
  test.each([
    ['ancient', []],
    ['medieval', ['ancient']],
    ['modern', ['ancient', 'medieval', 'gunpowder']],
  ] as const)('in the %s era: %j', (era, eras) => {
    const setup = advancedSetup();
    expect(sellableEras(stateWith(setup, { era }))).toEqual(eras);
  });
});

describe('smc Critical Resource Table, Game Length: a die the table rolls shows 1 to 6', () => {
  test('faces', () => {
    expect(DIE_FACES).toEqual({ min: 1, max: 6 });
  });
});

describe('smc Standard and Advanced Rules: what each rule set has that the forms ask about (smcFeatures)', () => {
  test('Advanced Rules: game length, starting technology, technology cards, city values, allowing technology, improvements, selling, colony ship', () => {
    expect(smcFeatures({ rules: 'advanced' })).toEqual({
      gameLength: true,
      startingTechnology: true,
      technologyCards: true,
      cityValues: true,
      allowingTechnology: true,
      improvements: true,
      selling: true,
      colonyShip: true,
      eraByThirdTechnology: false,
      wonderMilestones: false,
    });
  });
  test('Standard Rules: eras end on a third technology (R-S2), wonders by milestones (R-S4, R-S5); none of the advanced items', () => {
    const f = smcFeatures({ rules: 'standard' });
    expect(Object.entries(f).filter(([, on]) => on)).toEqual([
      ['eraByThirdTechnology', true],
      ['wonderMilestones', true],
    ]);
  });
});
