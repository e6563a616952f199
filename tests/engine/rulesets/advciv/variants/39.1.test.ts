import { describe, expect, test } from 'vitest';
import { check, codes, rules, setupOf, stateOf } from '../helpers';

// Three players (16.7); Crete has 2 treasury tokens in turn 3.
const NATIONS = ['africa', 'italy', 'crete'] as const;
const withVariant = setupOf(NATIONS, {}, ['39.1']);
const base = setupOf(NATIONS);
const state = (setup: typeof base, turn: number) => stateOf(setup, { crete: { treasury: 2 }, italy: { treasury: 2 } }, { turn });

describe('advciv 39.1 Free Ship for Crete (22.5)', () => {
  test.each([
    // rows: setup, turn, nation, ships, treasury spent, expected codes
    ['22.5 turn 3: Crete builds one ship at no cost', withVariant, 3, 'crete', 1, 0, []],
    ['22.3 base rules: the same ship must be paid for (treasury may pay at most 2)', base, 3, 'crete', 1, 0, []],
    ['22.5 turn 3: paying treasury for the free ship is refused', withVariant, 3, 'crete', 1, 2, ['ships/treasury-overspent']],
    ['22.3 base rules: the same ship paid with 2 treasury', base, 3, 'crete', 1, 2, []],
    ['22.5 a second ship is paid as usual', withVariant, 3, 'crete', 2, 2, []],
    ['22.5 only in the third turn', withVariant, 4, 'crete', 1, 2, []],
    ['22.5 only Crete', withVariant, 3, 'italy', 1, 2, []],
  ] as const)('%s', (_name, setup, turn, nation, ships, treasury, expected) => {
    const v = check(setup, state(setup, turn), { kind: 'ships', nation, ships, treasury });
    expect(codes(v)).toEqual(expected);
  });
  test('the refusal names the variant rule', () => {
    const v = check(withVariant, state(withVariant, 3), { kind: 'ships', nation: 'crete', ships: 1, treasury: 2 });
    expect(rules(v)).toEqual(['22.1', '22.3', '22.5']);
    expect(v[0]?.cite.find((c) => c.rule === '22.5')?.variant).toBe('39.1');
  });
});
