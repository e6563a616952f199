/** Sid Meier's number boxes take the whole numbers the rules allow (issue 19 item 4). */
import { describe, expect, test } from 'vitest';
import { giveGoldRange, giveSettlersRange } from '../../../../src/engine/rulesets/smc/views/ranges';
import { player, standardSetup, stateWith } from './helpers';

const setup = standardSetup();

describe('smc number boxes', () => {
  test('smc Trade Phase: gold handed over at most the gold the giver holds', () => {
    expect(giveGoldRange(player(stateWith(setup, { phase: 'trade' }, { angela: { gold: 13 } }), 'angela'))).toEqual({ min: 0, max: 13 });
  });
  test("smc Trade Phase: settlers handed over at most the giver's settlers", () => {
    expect(giveSettlersRange(player(stateWith(setup, { phase: 'trade' }, { angela: { settlers: 2 } }), 'angela'))).toEqual({ min: 0, max: 2 });
  });
});
