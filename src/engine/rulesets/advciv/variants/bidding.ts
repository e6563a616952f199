/**
 * The "Bidding" variant (seed 003, capitals 3; R-C2): replaces the place cards of advciv 15.1.
 * Every player bids 0..56 (at least 1 if a "blank" token is lost, 3.1); the largest bid chooses his
 * nation first (3.2); ties are broken by the easy method (a random order, 3.3) or the complex method
 * (a random provisional order, then the last may promote himself to first by raising his bid by one,
 * 3.4); each player has 56 minus his (final) bid tokens (3.5).
 *
 * Players are indexes into the setup's players; violations name them as seats, counted from 1.
 * Randomness is never drawn here: the table draws the provisional order (or the app draws it with
 * `drawTieOrder` and an injected random source, R-G3) and the setup records the outcome, together
 * with every promote/decline decision, so replays are deterministic.
 */
import type { RuleCitation, Violation } from '../../../types';
import type { BiddingRules } from '../../../ruleset';

const cite = (rule: string, ruling?: string): RuleCitation =>
  ruling === undefined ? { doc: 'capitals', rule, variant: 'bidding' } : { doc: 'capitals', rule, ruling, variant: 'bidding' };

/** Tie methods (3.3 easy, 3.4 complex); R-C2: complex by default. */
export const TIE_METHODS = ['complex', 'easy'] as const;
export type TieMethod = (typeof TIE_METHODS)[number];
export const DEFAULT_TIE_METHOD: TieMethod = 'complex'; // R-C2

/** The bidding rules the overlay puts on the ruleset (3.1, 3.5, R-C2). */
export const BIDDING_RULES: BiddingRules = {
  maxBid: 56, // 3.1
  minBidBlankLost: 1, // 3.1
  tokensLessBid: 56, // 3.5
  cite: [cite('3.0'), cite('3.5', 'R-C2')],
};

/**
 * 3.1: "Each bid must be an integer between 0 and 56 inclusive. If you've lost any of the 'blank'
 * tokens then the minimum bid is 1." The range a bid is checked against and the bid boxes take.
 */
export function bidRange(blankLost: boolean, rules: BiddingRules = BIDDING_RULES): { readonly min: number; readonly max: number } {
  return { min: blankLost ? rules.minBidBlankLost : 0, max: rules.maxBid };
}

/** One group of equal bids as resolved at the table. Players are indexes into the setup's players. */
export interface TieResolution {
  /** Easy: the order drawn at random (3.3). Complex: the provisional order drawn at random (3.4). */
  readonly order: readonly number[];
  /** Complex only: each decision in turn of the player coming last, true = promote (3.4). */
  readonly promotions?: readonly boolean[];
}

/** The bidding as stored in the setup. `bids[i]` is the bid of `setup.players[i]`. */
export interface BiddingSetup {
  readonly method: TieMethod;
  /** 3.1: a "blank" token is lost, so every bid is at least 1. */
  readonly blankLost: boolean;
  readonly bids: readonly number[];
  /** One per group of equal bids, highest bid first (see `tieGroups`). */
  readonly ties: readonly TieResolution[];
}

export const BIDDING_VIOLATIONS = [
  'bidding/missing',
  'bidding/variant-off',
  'bidding/bid-count',
  'bidding/bid-out-of-range',
  'bidding/tie-count',
  'bidding/tie-order',
  'bidding/decision-missing',
  'bidding/decision-extra',
  'bidding/decision-not-complex',
  'bidding/promotion-over-max',
] as const;
export type BiddingViolationCode = (typeof BIDDING_VIOLATIONS)[number];

const v = (code: BiddingViolationCode, rule: string, params: Violation['params'] = {}, ruling?: string): Violation => ({
  code,
  cite: [cite(rule, ruling)],
  params,
});

/** Groups of two or more players with equal bids, highest bid first, each in player order (3.2). */
export function tieGroups(bids: readonly number[]): readonly { readonly bid: number; readonly players: readonly number[] }[] {
  const byBid = new Map<number, number[]>();
  bids.forEach((b, i) => {
    byBid.set(b, [...(byBid.get(b) ?? []), i]);
  });
  return [...byBid.entries()]
    .filter(([, ps]) => ps.length > 1)
    .sort((a, b) => b[0] - a[0])
    .map(([bid, players]) => ({ bid, players }));
}

/** A random order of a tied group (3.3, 3.4), drawn with an injected source in [0, 1) (R-G3). */
export function drawTieOrder(players: readonly number[], random: () => number): readonly number[] {
  const out = [...players];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = out[i] as number;
    out[i] = out[j] as number;
    out[j] = a;
  }
  return out;
}

/** The outcome of the complex method for one group (3.4). */
export interface ComplexOutcome {
  readonly order: readonly number[];
  /** Bids raised by promotions, per player of the group. */
  readonly raised: ReadonlyMap<number, number>;
  /** The player who must decide next, when the recorded decisions run out before the end. */
  readonly pending: number | null;
  readonly violations: readonly Violation[];
}

/**
 * 3.4: the player coming last may promote himself to first (the others keep their order) by raising
 * his bid by one; if he declines he is written in as last and the last of the remaining players
 * decides, until only the leader is left. Players end in reverse order of when they declined. A
 * promotion past the highest bid (3.1) is refused.
 */
export function resolveComplex(
  provisional: readonly number[],
  bid: number,
  decisions: readonly boolean[],
  maxBid: number = BIDDING_RULES.maxBid,
): ComplexOutcome {
  let queue = [...provisional];
  const tail: number[] = [];
  const raised = new Map<number, number>();
  const violations: Violation[] = [];
  let i = 0;
  while (queue.length > 1) {
    const last = queue[queue.length - 1] as number;
    const promote = decisions[i];
    if (promote === undefined) return { order: [...queue, ...tail], raised, pending: last, violations };
    i++;
    const now = bid + (raised.get(last) ?? 0);
    if (promote && now >= maxBid) {
      violations.push(v('bidding/promotion-over-max', '3.4', { seat: last + 1, bid: now, max: maxBid }));
      return { order: [...queue, ...tail], raised, pending: null, violations };
    }
    if (promote) {
      raised.set(last, (raised.get(last) ?? 0) + 1);
      queue = [last, ...queue.slice(0, -1)];
    } else {
      tail.unshift(last);
      queue = queue.slice(0, -1);
    }
  }
  if (i < decisions.length) violations.push(v('bidding/decision-extra', '3.4', { decisions: decisions.length, used: i }));
  return { order: [...queue, ...tail], raised, pending: null, violations };
}

/** The order of choice and what every player pays, derived from the stored bidding. */
export interface BiddingOutcome {
  /** Player indexes, first to choose first (3.2). */
  readonly order: readonly number[];
  /** Final bids, per player index (complex promotions included). */
  readonly bids: readonly number[];
  /** Tokens available, per player index (3.5). */
  readonly tokens: readonly number[];
  /** The player who must decide next in a complex tie, if the decisions are incomplete. */
  readonly pending: number | null;
  readonly violations: readonly Violation[];
}

/**
 * Checks a bidding and derives the order of choice and the tokens (3.1-3.5). Every problem is a
 * violation; nothing throws.
 */
export function resolveBidding(b: BiddingSetup, players: number, rules: BiddingRules = BIDDING_RULES): BiddingOutcome {
  const violations: Violation[] = [];
  if (b.bids.length !== players) violations.push(v('bidding/bid-count', '3.1', { bids: b.bids.length, players }));
  const { min, max } = bidRange(b.blankLost, rules);
  b.bids.forEach((bid, player) => {
    if (!Number.isInteger(bid) || bid < min || bid > max) violations.push(v('bidding/bid-out-of-range', '3.1', { seat: player + 1, bid, min, max }));
  });
  const groups = tieGroups(b.bids);
  if (b.ties.length !== groups.length)
    violations.push(v('bidding/tie-count', b.method === 'easy' ? '3.3' : '3.4', { ties: b.ties.length, expected: groups.length }));
  const finalBids = [...b.bids];
  const resolved = new Map<number, readonly number[]>();
  let pending: number | null = null;
  groups.forEach((g, k) => {
    const tie = b.ties[k];
    if (tie === undefined) return;
    const same = tie.order.length === g.players.length && new Set(tie.order).size === tie.order.length && tie.order.every((p) => g.players.includes(p));
    if (!same) {
      violations.push(v('bidding/tie-order', b.method === 'easy' ? '3.3' : '3.4', { bid: g.bid, seats: g.players.map((x) => x + 1) }));
      return;
    }
    if (b.method === 'easy') {
      if (tie.promotions !== undefined) violations.push(v('bidding/decision-not-complex', '3.3', { bid: g.bid }));
      resolved.set(g.bid, tie.order);
      return;
    }
    const c = resolveComplex(tie.order, g.bid, tie.promotions ?? [], rules.maxBid);
    violations.push(...c.violations);
    if (c.pending !== null) {
      pending ??= c.pending;
      violations.push(v('bidding/decision-missing', '3.4', { seat: c.pending + 1, bid: g.bid }));
    }
    for (const [p, n] of c.raised) finalBids[p] = (finalBids[p] ?? 0) + n;
    resolved.set(g.bid, c.order);
  });
  // 3.2: largest bid first; 3.4: a raised bid never passes a player who originally bid more.
  const distinct = [...new Set(b.bids)].sort((x, y) => y - x);
  const order = distinct.flatMap((bid) => resolved.get(bid) ?? b.bids.flatMap((x, i) => (x === bid ? [i] : [])));
  return {
    order,
    bids: finalBids,
    tokens: finalBids.map((bid) => rules.tokensLessBid - bid), // 3.5
    pending,
    violations,
  };
}

/** 3.5: tokens available to the player at `index`, or undefined when the bidding does not say. */
export function tokensAfterBid(b: BiddingSetup, index: number, rules: BiddingRules = BIDDING_RULES): number | undefined {
  const bid = resolveBidding(b, b.bids.length, rules).bids[index];
  return bid === undefined ? undefined : rules.tokensLessBid - bid;
}
