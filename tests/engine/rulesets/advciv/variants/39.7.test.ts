import { describe, expect, test } from 'vitest';
import { calamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity';
import { explainCalamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import { calamityEntry, held, L, setupWith, tradePhase } from './scenario';

describe('advciv 39.7 Increased Volcanic Eruption (30.211)', () => {
  // Egypt holds Volcano/Earthquake; its city is adjacent to an area the volcano touches (a map fact,
  // R-G2): the eruption reduces that city (one token left) instead of destroying a city in the area.
  const run = (variants: readonly '39.7'[]) => {
    const setup = setupWith(variants);
    const e = calamityEntry(setup, [held('volcano', 'egypt')], [{ calamity: 'volcano', volcano: true, losses: { egypt: L(0, [1]) } }]);
    return { setup, state: tradePhase(setup, { egypt: 3 }), e };
  };
  test('30.211 with the variant: a city adjacent to the volcano erupts and is reduced', () => {
    const { setup, state, e } = run(['39.7']);
    expect(calamities.validate(state, e, setup)).toEqual([]);
    const phase = explainCalamities(state, e, setup);
    expect(phase.end.egypt).toMatchObject({ cities: 2, tokens: 21 });
    expect(phase.steps[0]?.victims[0]?.requirement).toEqual({ kind: 'entered', cite: { doc: 'advciv', rule: '30.211', variant: '39.7' } });
  });
  test('30.211 base rules: an eruption destroys his city in the touched area, so a reduction alone is refused', () => {
    const { setup, state, e } = run([]);
    const v = calamities.validate(state, e, setup);
    expect(v.map((x) => x.code)).toEqual(['calamity/cities-lost-count']);
    expect(v[0]?.cite).toEqual([{ doc: 'advciv', rule: '30.211' }]);
  });
});
