import { describe, expect, test } from 'vitest';
import { calamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity';
import { stackSizes } from '../../../../../src/engine/rulesets/advciv/calc/deck';
import { ADVCIV } from '../../../../../src/engine/rulesets/advciv/ruleset';
import { play, stateOf } from '../helpers';
import { calamityEntry, held, L, setupWith, tradePhase } from './scenario';

// Stack 2 (Iron 8, Papyrus 7, Volcano, Treachery: 17 cards, 8.1, 9.1); five players.
const STACK2 = stackSizes(ADVCIV.stacks, ADVCIV.commodities, ADVCIV.calamities)[1] ?? 0;

describe('advciv 39.2 Stacking of Non-Tradable Calamities (15.2)', () => {
  const codesAt = (
    variants: readonly ('39.2' | '39.3')[],
    drawnFromStack2: number,
    h: ReturnType<typeof held>,
    resolution: Parameters<typeof calamityEntry>[2][number],
  ) => {
    const setup = setupWith(variants);
    const s = { ...tradePhase(setup, {}), drawnTotal: [5, drawnFromStack2, 5, 5, 5, 5, 5, 5, 5] };
    return calamities.validate(s, calamityEntry(setup, [h], [resolution]), setup).map((v) => v.code);
  };
  const treachery = { calamity: 'treachery' as const, losses: { egypt: L(0, [1]) } };
  const volcano = { calamity: 'volcano' as const, volcano: true, losses: { egypt: L(0, [], 1) } };
  test.each([
    // rows: variants, cards ever drawn from stack 2, calamity, expected
    [
      '15.2 a tradable calamity lies under one commodity card per player: not reachable in the first five draws',
      ['39.2'] as const,
      5,
      'treachery',
      ['stacking/not-reachable'],
    ],
    ['15.2 the sixth card drawn from the stack may be Treachery', ['39.2'] as const, 6, 'treachery', []],
    [
      '15.2 a non-tradable calamity lies among the last four cards: not reachable before card 14',
      ['39.2'] as const,
      STACK2 - 4,
      'volcano',
      ['stacking/not-reachable'],
    ],
    ['15.2 the fourteenth card may be Volcano/Earthquake', ['39.2'] as const, STACK2 - 3, 'volcano', []],
    ['9.1 with 39.3 too, the printed status decides where it was stacked', ['39.2', '39.3'] as const, STACK2 - 4, 'volcano', ['stacking/not-reachable']],
    ['15.2 base rules: shuffled in anywhere, the first card may be Treachery', [] as const, 1, 'treachery', []],
    ['15.2 base rules: the first card may be Volcano/Earthquake', [] as const, 1, 'volcano', []],
  ] as const)('%s', (_name, variants, drawn, calamity, expected) => {
    const res = calamity === 'treachery' ? treachery : volcano;
    expect(codesAt(variants, drawn, held(calamity, 'egypt'), res)).toEqual(expected);
  });
  test('the trade-card entries count every card ever drawn from each stack, bought cards included (27.51)', () => {
    const setup = setupWith(['39.2'], ['africa', 'italy', 'crete']);
    const s = stateOf(setup, { africa: { cities: 2 }, italy: { cities: 3, treasury: 18 }, crete: { cities: 0 } });
    const after = play(setup, s, [
      { kind: 'trade-cards', nation: 'africa', stacks: [1, 2], bought: 0 },
      { kind: 'trade-cards', nation: 'italy', stacks: [1, 2, 3], bought: 1 },
    ]);
    expect(after.drawnTotal).toEqual([2, 2, 1, 0, 0, 0, 0, 0, 1]);
  });
});
