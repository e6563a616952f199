import { describe, expect, test } from 'vitest';
import { ADVCIV } from '../../../../src/engine/rulesets/advciv/ruleset';
import { censusOrder, tradeOrder } from '../../../../src/engine/rulesets/advciv/calc/order';
import { entitlement, stackSizes } from '../../../../src/engine/rulesets/advciv/calc/deck';
import { cards, check, codes, FIVE, play, rules, setupOf, stateOf } from './helpers';

const setup = setupOf(FIVE);

describe('advciv 21.1, 21.2, 23.21 census order', () => {
  test('most tokens first, ties by A.S.T. order, Military holders after everyone', () => {
    const s = stateOf(setup, {
      africa: { census: 10 },
      illyria: { census: 14, cards: cards('military') },
      crete: { census: 12 },
      babylon: { census: 12 },
      egypt: { census: 20, cards: cards('military') },
    });
    expect(censusOrder(ADVCIV, s).map((r) => r.nation)).toEqual(['crete', 'babylon', 'africa', 'egypt', 'illyria']);
  });
});

describe('advciv 27.1 trade-card order', () => {
  test('fewest cities first, ties by A.S.T. order (17.4, R-A10); inert nations take no part (R-A12)', () => {
    const s = stateOf(setup, {
      africa: { cities: 4 },
      illyria: { cities: 2 },
      crete: { cities: 2 },
      babylon: { cities: 1, status: 'inert' },
      egypt: { cities: 0 },
    });
    expect(tradeOrder(ADVCIV, s).map((r) => r.nation)).toEqual(['egypt', 'illyria', 'crete', 'africa']);
  });
});

describe('advciv 27.2, 27.21 entitlement', () => {
  const sizes = stackSizes(ADVCIV.stacks, ADVCIV.commodities, ADVCIV.calamities);
  test.each([
    [3, [0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 2, 3], '27.2 three cities: stacks 1-3'],
    [5, [0, 17, 0, 0, 0, 0, 0, 0, 0], [1, 3, 4, 5], '27.21 an empty stack is skipped, not replaced'],
    [0, [0, 0, 0, 0, 0, 0, 0, 0, 0], [], '27.2 no cities, no cards'],
    [9, [14, 17, 19, 17, 15, 12, 12, 10, 9], [9], '27.21 only stack 9 has a card'],
  ] as const)('%i cities, out %j -> %j (%s)', (cities, out, stacks, _source) => {
    expect(entitlement(sizes, out, cities)).toEqual(stacks);
  });
});

describe('advciv 27 trade-card entry', () => {
  const s0 = stateOf(
    setup,
    { africa: { cities: 3, treasury: 40 }, illyria: { cities: 1 }, crete: { cities: 2 }, babylon: { cities: 2 }, egypt: { cities: 2 } },
    { phase: 'surplus' },
  );
  test('draws in order and buys ninth-stack cards at 18 each (27.51)', () => {
    const s = play(setup, s0, [
      { kind: 'trade-cards', nation: 'illyria', stacks: [1], bought: 0 },
      { kind: 'trade-cards', nation: 'crete', stacks: [1, 2], bought: 0 },
      { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3], bought: 2 },
    ]);
    expect(s.players[0]?.treasury).toBe(4);
    expect(s.stackOut).toEqual([3, 2, 1, 0, 0, 0, 0, 0, 2]);
  });
  test.each([
    [
      [{ kind: 'trade-cards', nation: 'crete', stacks: [1, 2], bought: 0 }],
      { kind: 'trade-cards', nation: 'illyria', stacks: [1], bought: 0 },
      'trade/out-of-order',
      '27.1',
    ],
    [
      [{ kind: 'trade-cards', nation: 'illyria', stacks: [1], bought: 0 }],
      { kind: 'trade-cards', nation: 'illyria', stacks: [1], bought: 0 },
      'trade/already-drawn',
      '27.1',
    ],
    [[], { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3, 4], bought: 0 }, 'trade/wrong-stacks', '27.2'],
    [[], { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3], bought: 3 }, 'trade/purchase-unaffordable', '27.51'],
  ] as const)('after %j, %j is refused: %s (%s)', (before, entry, code, rule) => {
    const s = play(setup, s0, before);
    const vs = check(setup, s, entry);
    expect(codes(vs)).toContain(code);
    expect(rules(vs)).toContain(rule);
  });
  test('27.51, 27.21 no ninth-stack card can be bought from an empty stack', () => {
    const s = { ...s0, stackOut: [0, 0, 0, 0, 0, 0, 0, 0, 9] };
    const vs = check(setup, s, { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3], bought: 2 });
    expect(codes(vs)).toEqual(['trade/stack-exhausted']);
  });
});
