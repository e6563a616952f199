import { describe, expect, test } from 'vitest';
import { ADVCIV, advcivRuleset } from '../../../../src/engine/rulesets/advciv/ruleset';
import { DEFAULT_SETTINGS } from '../../../../src/engine/rulesets/advciv/settings';
import { applyVariants } from '../../../../src/engine/ruleset';
import { cardPrice } from '../../../../src/engine/rulesets/advciv/calc/credits';
import { astMove, groupsHeld } from '../../../../src/engine/rulesets/advciv/calc/ast';
import { validateAdvCivSetup } from '../../../../src/engine/rulesets/advciv/game';
import { FIVE, setupOf } from './helpers';

describe('advciv 31.55, 31.551 dual-group cards', () => {
  test('31.55 example, conversely: Engineering held gives both its Crafts and its Sciences credits', () => {
    expect(cardPrice(ADVCIV, ['engineering'], 'pottery').creditTotal).toBe(10);
    expect(cardPrice(ADVCIV, ['engineering'], 'astronomy').creditTotal).toBe(20);
  });
  test('31.551 a two-colour card counts for both groups: Engineering and Music make three groups for Late Bronze (33.23)', () => {
    expect(groupsHeld(ADVCIV, ['engineering', 'music'])).toBe(3);
    expect(astMove(ADVCIV, ADVCIV.tracks.africa, { ast: 7, cities: 3, cards: ['engineering', 'music'] })).toMatchObject({ kind: 'advance', to: 8 });
  });
});

describe('advciv section VII variants as overlays (36.1)', () => {
  test('no variant: the ruleset is the base one', () => {
    expect(advcivRuleset(DEFAULT_SETTINGS, []).ruleset.calamities).toBe(ADVCIV.calamities);
  });
  test('39.3 every calamity becomes tradable (27.3, 29.2); the base ruleset is untouched', () => {
    const r = advcivRuleset(DEFAULT_SETTINGS, ['39.3']).ruleset;
    expect(r.calamityIds.every((c) => r.calamities[c].tradable)).toBe(true);
    expect(ADVCIV.calamities.famine.tradable).toBe(false);
  });
  test('38.1 adds the nine-player count (16.9): 47 tokens, every nation', () => {
    const r = advcivRuleset(DEFAULT_SETTINGS, ['38.1']).ruleset;
    expect(r.playerCounts[9]).toMatchObject({ tokens: 47, nations: ADVCIV.nations });
    expect(ADVCIV.playerCounts[9]).toBeUndefined();
  });
  test('the result does not depend on the order the variants are chosen in', () => {
    const a = applyVariants(ADVCIV, ['39.5', '39.3']).ruleset;
    const b = applyVariants(ADVCIV, ['39.3', '39.5']).ruleset;
    expect([a.revolt, a.calamities]).toEqual([b.revolt, b.calamities]);
  });
  test.each([[['38.1', '38.2']], [['39.6', '39.9']]] as const)('R-A14 %j cannot both be on', (variants) => {
    const vs = validateAdvCivSetup(setupOf(FIVE, {}, variants));
    expect(vs.filter((v) => v.code === 'setup/exclusive-variants')).toEqual([
      { code: 'setup/exclusive-variants', cite: [{ doc: 'advciv', rule: '36.1', ruling: 'R-A14' }], params: { variants } },
    ]);
  });
});
