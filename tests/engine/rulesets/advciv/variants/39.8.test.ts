import { describe, expect, test } from 'vitest';
import { explainCalamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import type { CardId } from '../../../../../src/engine/rulesets/advciv/cards';
import { calamityEntry, held, L, setupWith, tradePhase } from './scenario';

describe('advciv 39.8 Modified Piracy (30.911-30.913)', () => {
  // Africa trades Piracy to Italy (4 cities, all coastal); Italy names Crete and Babylon for one city each.
  const step = (variants: readonly '39.8'[], africaCards: readonly CardId[] = []) => {
    const setup = setupWith(variants);
    const s = tradePhase(setup, { italy: 4 }, { africa: africaCards });
    const e = calamityEntry(
      setup,
      [held('piracy', 'italy', 'africa')],
      [
        {
          calamity: 'piracy',
          assigned: [
            { player: 'crete', amount: 1 },
            { player: 'babylon', amount: 1 },
          ],
        },
      ],
    );
    return explainCalamities(s, e, setup).steps[0];
  };
  test.each([
    [
      '30.911 with the variant: two coastal cities reduced and two commodity cards lost',
      ['39.8'] as const,
      [] as CardId[],
      { kind: 'cities-reduced', cities: { value: 2 }, commodityCards: { value: 2 } },
    ],
    [
      '30.913 with the variant: the trader holds Astronomy and Cloth Making: three of each',
      ['39.8'] as const,
      ['astronomy', 'cloth-making'] as CardId[],
      { kind: 'cities-reduced', cities: { value: 3 }, commodityCards: { value: 3 } },
    ],
    [
      '30.911 base rules: two cities replaced by Pirate cities, no cards',
      [] as const,
      ['astronomy', 'cloth-making'] as CardId[],
      { kind: 'cities-lost', to: 'pirates', cities: { value: 2 } },
    ],
  ])('%s', (_name, variants, cards, requirement) => {
    expect(step(variants, cards)?.victims.find((v) => v.nation === 'italy')?.requirement).toMatchObject(requirement);
  });
  test('30.911 the requirement cites the variant', () => {
    const req = step(['39.8'])?.victims.find((v) => v.nation === 'italy')?.requirement;
    expect(req?.kind === 'cities-reduced' ? req.commodityCards?.why[0]?.cite : undefined).toMatchObject({ rule: '30.911', variant: '39.8' });
  });
  test('30.912 the secondary victims each reduce one coastal city (with the variant) or lose it (base)', () => {
    expect(step(['39.8'])?.victims.find((v) => v.nation === 'crete')?.requirement).toMatchObject({
      kind: 'cities-reduced',
      cities: { value: 1 },
      commodityCards: { value: 1 },
    });
    expect(step([])?.victims.find((v) => v.nation === 'crete')?.requirement).toMatchObject({ kind: 'cities-lost', cities: { value: 1 } });
  });
  test('a reduced city leaves tokens: the declared losses are checked as reductions', () => {
    const setup = setupWith(['39.8']);
    const s = tradePhase(setup, { italy: 4 });
    const e = calamityEntry(
      setup,
      [held('piracy', 'italy', 'africa')],
      [
        {
          calamity: 'piracy',
          assigned: [
            { player: 'crete', amount: 1 },
            { player: 'babylon', amount: 1 },
          ],
          losses: { italy: L(0, [1, 1]), crete: L(0, [1]), babylon: L(0, [1]) },
        },
      ],
    );
    const phase = explainCalamities(s, e, setup);
    expect(phase.violations).toEqual([]);
    expect(phase.end.italy).toMatchObject({ cities: 2, tokens: 22 });
  });
});
