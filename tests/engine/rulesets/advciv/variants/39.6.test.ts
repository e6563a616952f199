import { describe, expect, test } from 'vitest';
import { calamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity';
import { calamityOrder } from '../../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import { calamityEntry, held, setupWith, tradePhase } from './scenario';

describe('advciv 39.6 No-Trade Civil War (29.5, 29.51, 29.52, 27.31)', () => {
  // Babylon holds Civil War, Flood and Iconoclasm & Heresy (the variant's example).
  const holds = [held('civil-war', 'babylon'), held('flood', 'babylon'), held('iconoclasm-heresy', 'babylon', 'egypt')];
  const codesFor = (variants: readonly '39.6'[], drawn: readonly ('civil-war' | 'flood' | 'iconoclasm-heresy')[]) => {
    const setup = setupWith(variants);
    const e = calamityEntry(setup, holds, [], { drawn: { babylon: drawn } });
    return calamities.validate(tradePhase(setup, {}, { babylon: ['democracy', 'music'] }), e, setup).map((v) => v.code);
  };
  test.each([
    // the table draws which calamities apply (R-G3): base rules two of three, 39.6 one beside Civil War
    ['29.51 with the variant, Civil War and one other drawn', ['39.6'] as const, ['iconoclasm-heresy'] as const, false],
    ['29.51 with the variant, Civil War cannot be drawn away', ['39.6'] as const, ['flood', 'iconoclasm-heresy'] as const, true],
    ['29.5 base rules: two of three drawn, Civil War may be disregarded', [] as const, ['flood', 'iconoclasm-heresy'] as const, false],
    ['29.5 base rules: one drawn is not enough', [] as const, ['iconoclasm-heresy'] as const, true],
  ])('%s', (_name, variants, drawn, refused) => {
    expect(codesFor(variants, drawn).includes('calamity/draw-two')).toBe(refused);
  });
  test('29.52 with the variant and Military, all three take effect', () => {
    const setup = setupWith(['39.6']);
    const s = tradePhase(setup, {}, { babylon: ['military'] });
    expect(calamityOrder(s, setup, holds).map((h) => h.calamity)).toEqual(['civil-war', 'flood', 'iconoclasm-heresy']);
  });
  test.each([
    ['27.31 with the variant, the Civil War holder may not trade', ['39.6'] as const, true],
    ['28 base rules: he trades as he likes', [] as const, false],
  ])('%s', (_name, variants, refused) => {
    const setup = setupWith(variants);
    const e = calamityEntry(setup, [held('civil-war', 'babylon'), held('epidemic', 'egypt', 'babylon')], []);
    expect(calamities.validate(tradePhase(setup, {}), e, setup).some((v) => v.code === 'calamity/civil-war-no-trade')).toBe(refused);
  });
});
