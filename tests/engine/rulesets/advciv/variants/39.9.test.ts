import { describe, expect, test } from 'vitest';
import { ADVCIV_GAME } from '../../../../../src/engine/rulesets/advciv/game';
import { calamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity';
import { calamityOrder, explainCalamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import { codes } from '../helpers';
import { calamityEntry, FIVE, held, setupWith, tradePhase } from './scenario';

describe("advciv 39.9 Late Arrival's Civil War (15.52, 15.53)", () => {
  test('15.52 Civil War is resolved after every other calamity; base rules resolve by stack (29.6)', () => {
    const h = [held('epidemic', 'africa'), held('civil-war', 'egypt'), held('famine', 'babylon')];
    const order = (variants: readonly '39.9'[]) => {
      const setup = setupWith(variants);
      return calamityOrder(tradePhase(setup, {}), setup, h).map((x) => x.calamity);
    };
    expect(order(['39.9'])).toEqual(['famine', 'epidemic', 'civil-war']);
    expect(order([])).toEqual(['famine', 'civil-war', 'epidemic']);
  });
  test('15.52 the Civil War victim may not be named a secondary victim of Epidemic; base rules allow it', () => {
    const eligible = (variants: readonly '39.9'[]) => {
      const setup = setupWith(variants);
      const h = [held('epidemic', 'africa'), held('civil-war', 'egypt')];
      const state = tradePhase(setup, {});
      // One resolution per calamity, in the order the game resolves them (the losses do not matter here).
      const e = calamityEntry(
        setup,
        h,
        calamityOrder(state, setup, h).map((x) => ({ calamity: x.calamity })),
      );
      const step = explainCalamities(state, e, setup).steps.find((s) => s.calamity === 'epidemic');
      return step?.secondary?.candidates.find((c) => c.player === 'egypt');
    };
    expect(eligible(['39.9'])).toMatchObject({ eligible: false, excludedBy: [{ kind: 'civil-war-victim', cite: { rule: '15.52', variant: '39.9' } }] });
    expect(eligible([])).toMatchObject({ eligible: true });
  });
  test.each([
    // Egypt (holding Military) holds Civil War, Flood and Famine; the table draws which apply (R-G3).
    ['15.53 Civil War and one other drawn, Military or not', ['39.9'] as const, ['famine'] as const, []],
    ['15.53 Civil War cannot be drawn away', ['39.9'] as const, ['famine', 'flood'] as const, ['calamity/draw-two']],
    ['29.5 base rules: any two of the three', [] as const, ['famine', 'flood'] as const, []],
  ])('%s', (_name, variants, drawn, expected) => {
    const setup = setupWith(variants);
    const e = calamityEntry(setup, [held('civil-war', 'egypt'), held('flood', 'egypt'), held('famine', 'egypt')], [], { drawn: { egypt: drawn } });
    const v = calamities.validate(tradePhase(setup, {}, { egypt: ['military'] }), e, setup).map((x) => x.code);
    expect(v.filter((c) => c === 'calamity/draw-two' || c === 'calamity/draw-not-needed')).toEqual(expected);
  });
  test('R-A14 39.9 and 39.6 both change which calamities apply: never both on', () => {
    expect(codes(ADVCIV_GAME.validateSetup(setupWith(['39.6', '39.9'], FIVE)))).toEqual(['setup/exclusive-variants']);
  });
});
