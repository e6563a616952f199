import { describe, expect, test } from 'vitest';
import { ADVCIV_GAME, advcivInitialState } from '../../../../../src/engine/rulesets/advciv/game';
import { parseAdvCivSetup } from '../../../../../src/engine/rulesets/advciv/parse';
import { drawTieOrder, resolveBidding, resolveComplex, tieGroups, type BiddingSetup } from '../../../../../src/engine/rulesets/advciv/variants/bidding';
import type { AdvCivSetup } from '../../../../../src/engine/rulesets/advciv/setup';
import { check, codes, rules, setupOf } from '../helpers';

const bidding = (b: Partial<BiddingSetup> & Pick<BiddingSetup, 'bids'>): BiddingSetup => ({ method: 'complex', blankLost: false, ties: [], ...b });
const FOUR = ['africa', 'italy', 'illyria', 'thrace'] as const; // a five-player table below adds crete
const FIVE = [...FOUR, 'crete'] as const;
const withBids = (b: BiddingSetup): AdvCivSetup => ({ ...setupOf(FIVE, {}, ['bidding']), bidding: b });

describe('capitals 3.1 bids are 0..56, at least 1 when a blank token is lost', () => {
  test.each([
    ['3.1 zero is a bid', false, 0, []],
    ['3.1 fifty-six is the most', false, 56, []],
    ['3.1 fifty-seven is too much', false, 57, ['bidding/bid-out-of-range']],
    ['3.1 negative bids do not exist', false, -1, ['bidding/bid-out-of-range']],
    ['3.1 with a blank token lost, zero is refused', true, 0, ['bidding/bid-out-of-range']],
    ['3.1 with a blank token lost, one is the least', true, 1, []],
  ])('%s', (_name, blankLost, bid, expected) => {
    const v = resolveBidding(bidding({ blankLost, bids: [bid, 10, 11, 12, 13] }), 5).violations;
    expect(codes(v)).toEqual(expected);
    if (expected.length > 0) expect(rules(v)).toEqual(['3.1']);
  });
});

describe('capitals 3.2, 3.5 order of choice and cost of the bid', () => {
  test('largest bid chooses first; tokens are 56 minus the bid', () => {
    const o = resolveBidding(bidding({ bids: [3, 20, 0, 7, 12] }), 5);
    expect(o.violations).toEqual([]);
    expect(o.order).toEqual([1, 4, 3, 0, 2]);
    expect(o.tokens).toEqual([53, 36, 56, 49, 44]);
  });
  test('3.5 in the game: each player starts with 56 - bid tokens (one on the board, 15.3)', () => {
    const setup = withBids(bidding({ bids: [3, 20, 0, 7, 12] }));
    expect(ADVCIV_GAME.validateSetup(setup)).toEqual([]);
    expect(advcivInitialState(setup).players.map((p) => [p.nation, p.stock])).toEqual([
      ['africa', 52],
      ['italy', 35],
      ['illyria', 55],
      ['thrace', 48],
      ['crete', 43],
    ]);
    // The same five players without bidding: 47 tokens each (16.5).
    expect(advcivInitialState(setupOf(FIVE)).players.map((p) => p.stock)).toEqual([46, 46, 46, 46, 46]);
  });
  test('3.5 taxation knows the smaller stock: a stock above 56 - bid is refused', () => {
    const setup = withBids(bidding({ bids: [30, 20, 0, 7, 12] }));
    const s = advcivInitialState(setup);
    const withCity = { ...s, players: s.players.map((p) => (p.nation === 'africa' ? { ...p, cities: 1 } : p)) };
    expect(codes(check(setup, withCity, { kind: 'taxation', stock: { africa: 27 } }))).toEqual(['taxation/stock-out-of-range']);
    expect(codes(check(setupOf(FIVE), { ...withCity }, { kind: 'taxation', stock: { africa: 27 } }))).toEqual([]);
  });
});

describe('capitals 3.3 ties, easy method: a random order', () => {
  test('the recorded random order decides the tie; bids are unchanged', () => {
    const o = resolveBidding(bidding({ method: 'easy', bids: [10, 10, 5, 10, 0], ties: [{ order: [3, 0, 1] }] }), 5);
    expect(o.violations).toEqual([]);
    expect(o.order).toEqual([3, 0, 1, 2, 4]);
    expect(o.bids).toEqual([10, 10, 5, 10, 0]);
  });
  test('the random order is drawn with an injected source (R-G3), deterministically', () => {
    const seq = [0.9, 0.1, 0.5];
    let i = 0;
    const random = () => seq[i++ % seq.length] ?? 0;
    const order = drawTieOrder([0, 1, 3], random);
    expect([...order].sort()).toEqual([0, 1, 3]);
    i = 0;
    expect(drawTieOrder([0, 1, 3], random)).toEqual(order);
  });
  test.each([
    ['an order that leaves out a tied player', [{ order: [3, 0] }], 'bidding/tie-order'],
    ['an order that names an untied player', [{ order: [3, 0, 2] }], 'bidding/tie-order'],
    ['no order for the tie', [], 'bidding/tie-count'],
    ['raised bids in the easy method', [{ order: [3, 0, 1], promotions: [true] }], 'bidding/decision-not-complex'],
  ])('3.3 refused: %s', (_name, ties, code) => {
    expect(codes(resolveBidding(bidding({ method: 'easy', bids: [10, 10, 5, 10, 0], ties }), 5).violations)).toContain(code);
  });
});

describe('capitals 3.4 ties, complex method: promotion by raising the bid by one', () => {
  test.each([
    // provisional order, decisions of the player coming last in turn, final order, raised bids
    ['everyone declines: the provisional order stands', [0, 1, 2], [false, false], [0, 1, 2], {}],
    ['the last promotes himself, then everyone declines', [0, 1, 2], [true, false, false], [2, 0, 1], { 2: 1 }],
    ['promotions in turn; players end in reverse order of declining', [0, 1, 2], [true, false, true, false], [0, 2, 1], { 2: 1, 0: 1 }],
    ['a bidding war between two: 1 raises, 0 raises, 1 raises, 0 declines', [0, 1], [true, true, true, false], [1, 0], { 1: 2, 0: 1 }],
  ])('%s', (_name, provisional, decisions, order, raised) => {
    const c = resolveComplex(provisional, 10, decisions);
    expect(c.violations).toEqual([]);
    expect(c.pending).toBeNull();
    expect(c.order).toEqual(order);
    expect(Object.fromEntries(c.raised)).toEqual(raised);
  });
  test('the decisions end when only the leader is left: more are refused, fewer leave one pending', () => {
    expect(codes(resolveComplex([0, 1, 2], 10, [false, false, false]).violations)).toEqual(['bidding/decision-extra']);
    expect(resolveComplex([0, 1, 2], 10, [true]).pending).toBe(1);
  });
  test('3.1 a bid of 56 cannot be raised', () => {
    expect(codes(resolveComplex([0, 1], 56, [true]).violations)).toEqual(['bidding/promotion-over-max']);
  });
  test('3.4 a raised bid never passes a player who originally bid more', () => {
    // Players 0 and 1 tie at 10; player 2 bid 11. Player 1 raises twice to 12, player 0 once: both after player 2.
    const o = resolveBidding(bidding({ bids: [10, 10, 11, 0, 1], ties: [{ order: [0, 1], promotions: [true, true, true, false] }] }), 5);
    expect(o.violations).toEqual([]);
    expect(o.order).toEqual([2, 1, 0, 4, 3]);
    expect(o.bids).toEqual([11, 12, 11, 0, 1]);
    expect(o.tokens).toEqual([45, 44, 45, 56, 55]);
  });
  test('R-C2 complex is the method of a setup, ties listed highest bid first', () => {
    expect(tieGroups([5, 5, 9, 9, 1])).toEqual([
      { bid: 9, players: [2, 3] },
      { bid: 5, players: [0, 1] },
    ]);
    const o = resolveBidding(
      bidding({
        bids: [5, 5, 9, 9, 1],
        ties: [
          { order: [3, 2], promotions: [false] },
          { order: [1, 0], promotions: [true, false] },
        ],
      }),
      5,
    );
    expect(o.violations).toEqual([]);
    expect(o.order).toEqual([3, 2, 0, 1, 4]);
    expect(o.bids).toEqual([6, 5, 9, 9, 1]);
  });
});

describe('capitals 3.0 bidding in the setup', () => {
  test.each([
    ['the variant without bids', { ...setupOf(FIVE, {}, ['bidding']) }, 'bidding/missing'],
    ['bids without the variant', { ...setupOf(FIVE), bidding: bidding({ bids: [1, 2, 3, 4, 5] }) }, 'bidding/variant-off'],
    ['a bid per player', withBids(bidding({ bids: [1, 2, 3, 4] })), 'bidding/bid-count'],
    ['an undecided complex tie', withBids(bidding({ bids: [1, 1, 3, 4, 5], ties: [{ order: [0, 1] }] })), 'bidding/decision-missing'],
  ])('%s is refused', (_name, setup, code) => {
    expect(codes(ADVCIV_GAME.validateSetup(setup))).toContain(code);
  });
  test('a stored bidding passes the record gate unchanged', () => {
    const setup = withBids(bidding({ method: 'easy', blankLost: true, bids: [1, 1, 3, 4, 5], ties: [{ order: [1, 0] }] }));
    const parsed = parseAdvCivSetup(JSON.parse(JSON.stringify(setup)));
    expect(parsed).toEqual({ ok: true, value: setup });
  });
  test('a malformed bidding is a shape problem, not a crash', () => {
    const parsed = parseAdvCivSetup({ ...setupOf(FIVE, {}, ['bidding']), bidding: { method: 'coin', bids: 'high', ties: [] } });
    expect(parsed.ok).toBe(false);
  });
});
