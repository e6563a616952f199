/**
 * The ranges the number boxes refuse typing beyond (issue 19 item 4), from the rules' own data: each
 * named after the rule that bounds it.
 */
import { describe, expect, test } from 'vitest';
import { censusRange, citiesRange, commodityRange, shipsRange, treasuryRange } from '../../../../src/engine/rulesets/advciv/views/ranges';
import { setupOf, stateOf } from './helpers';

const setup = setupOf(['crete', 'italy', 'africa']);

describe('advciv number boxes take the whole numbers the rules allow', () => {
  test.each([
    ['16.1, 21.1 census: the tokens less the treasury', censusRange(setup, stateOf(setup, { crete: { treasury: 5 } }), 'crete'), { min: 0, max: 47 - 5 }],
    ['5.1 cities: nine', citiesRange(), { min: 0, max: 9 }],
    ['22.4 ships: four', shipsRange(setup), { min: 0, max: 4 }],
    ['22.1 treasury spent: at most the treasury held', treasuryRange(stateOf(setup, { italy: { treasury: 7 } }), 'italy'), { min: 0, max: 7 }],
    ['8.1 Ochre in a hand: the printed cards', commodityRange(setup, 'ochre'), { min: 0, max: 7 }],
    ['8.1 Gold in a hand: the printed cards', commodityRange(setup, 'gold'), { min: 0, max: 5 }],
  ])('%s', (_rule, range, expected) => {
    expect(range).toEqual(expected);
  });
});
