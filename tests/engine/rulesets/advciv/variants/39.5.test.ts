import { describe, expect, test } from 'vitest';
import { explainCalamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import { play, stateOf } from '../helpers';
import { taxPreview } from '../../../../../src/engine/rulesets/advciv/views/forms';
import { calamityEntry, held, setupWith, tradePhase } from './scenario';

describe('advciv 39.5 Modified Tax Revolt (19.32, 19.33)', () => {
  // Africa, 3 cities, has 3 tokens in stock: it pays for one city (R-A11) and two revolt (19.31).
  const run = (variants: readonly '39.5'[]) => {
    const setup = setupWith(variants);
    const s = play(setup, stateOf(setup, { africa: { cities: 3 }, italy: { cities: 2 } }, { turn: 2 }), [
      { kind: 'taxation', stock: { africa: 3, italy: 10 } },
    ]);
    return { tax: s.taxes.find((t) => t.nation === 'africa'), cities: Object.fromEntries(s.players.map((p) => [p.nation, p.cities])) };
  };
  test('19.32 with the variant: the two cities become Pirate cities; no player gains a city', () => {
    const r = run(['39.5']);
    expect(r.tax).toMatchObject({ revolted: 2, takenBy: [], eliminated: 0 });
    expect(r.cities).toEqual({ africa: 1, italy: 2, crete: 0, babylon: 0, egypt: 0 });
  });
  test('19.32 base rules: the player with most units in stock takes them over', () => {
    const r = run([]);
    expect(r.tax).toMatchObject({ revolted: 2, takenBy: [{ nation: 'crete', cities: 2 }] });
    expect(r.cities).toEqual({ africa: 1, italy: 2, crete: 2, babylon: 0, egypt: 0 });
  });
});

describe('advciv 39.5 Modified Civil War (30.411, 30.415)', () => {
  // Egypt (5 cities, 20 tokens) splits; the first faction (4 cities, 15 tokens) is not kept.
  const run = (variants: readonly '39.5'[]) => {
    const setup = setupWith(variants);
    const e = calamityEntry(
      setup,
      [held('civil-war', 'egypt')],
      [{ calamity: 'civil-war', civilWar: { primarySelects: { cities: 3, tokens: 0 }, beneficiarySelects: { cities: 1, tokens: 15 }, retained: 'second' } }],
      { tokens: { africa: 10, italy: 20, crete: 20, babylon: 20, egypt: 20 } },
    );
    return explainCalamities(tradePhase(setup, { egypt: 5, africa: 1, italy: 3, crete: 4, babylon: 4 }), e, setup);
  };
  test('30.415 with the variant: the faction becomes Barbarians and Pirate cities; nobody annexes it', () => {
    const phase = run(['39.5']);
    expect(phase.violations).toEqual([]);
    expect(phase.steps[0]?.gains).toEqual([]);
    expect(phase.end.egypt).toMatchObject({ cities: 1, tokens: 5 });
    expect(phase.end.africa).toMatchObject({ cities: 1, tokens: 10 });
  });
  test('30.415 base rules: the beneficiary (most units in stock) annexes it', () => {
    const phase = run([]);
    expect(phase.violations).toEqual([]);
    expect(phase.steps[0]?.gains).toEqual([{ nation: 'africa', cities: 4, tokens: 15 }]);
    expect(phase.end.africa).toMatchObject({ cities: 5, tokens: 25 });
  });
});

describe('advciv 39.5 the taxation preview names the variant', () => {
  test.each([
    ['with the variant: advciv 19.32 as 39.5 rewrites it', ['39.5'] as const, { doc: 'advciv', rule: '19.32', variant: '39.5' }],
    ['base rules: advciv 19.32 with R-A11', [] as const, { doc: 'advciv', rule: '19.32', ruling: 'R-A11' }],
  ])('%s', (_name, variants, cite) => {
    const setup = setupWith(variants);
    const preview = taxPreview(setup, stateOf(setup, { africa: { cities: 3 } }, { turn: 2 }), { africa: 3 }, {});
    expect(preview.due.find((d) => d.nation === 'africa')?.cite).toContainEqual(cite);
  });
});
