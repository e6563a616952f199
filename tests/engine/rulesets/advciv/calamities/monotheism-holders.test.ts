/** advciv 32.941 with 31.53: who may convert at the end of the calamity phase. */
import { describe, expect, test } from 'vitest';
import { mayConvert, monotheismHolders } from '../../../../../src/engine/rulesets/advciv/entries/calamity-conversion';
import type { AdvCivPlayer, AdvCivState } from '../../../../../src/engine/rulesets/advciv/state';

const player = (nation: AdvCivPlayer['nation'], cards: AdvCivPlayer['cards'], status: AdvCivPlayer['status'] = 'active'): AdvCivPlayer => ({
  nation,
  name: nation,
  status,
  cities: 3,
  treasury: 0,
  stock: null,
  census: null,
  ships: 0,
  cards,
  hand: {},
  ast: 0,
  miningUsedTurn: null,
});

const state = (turn: number, players: readonly AdvCivPlayer[]) => ({ turn, players }) as unknown as AdvCivState;

describe('advciv 32.941, 31.53: Monotheism converts from the turn after it is acquired', () => {
  test.each([
    ['acquired in an earlier turn', { monotheism: 4 }, 'active', 5, true],
    ['acquired this turn (a late arrival takes the victim cards this turn, 15.52)', { monotheism: 5 }, 'active', 5, false],
    ['not held', { theology: 2 }, 'active', 5, false],
    ['held by an inert nation (R-A12)', { monotheism: 2 }, 'inert', 5, false],
  ] as const)('%s', (_what, cards, status, turn, may) => {
    const p = player('egypt', cards, status);
    expect(mayConvert(state(turn, [p]), p)).toBe(may);
    expect(monotheismHolders(state(turn, [p]))).toEqual(may ? ['egypt'] : []);
  });
});
