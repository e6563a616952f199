/**
 * Small pure "view" functions for the UI and the replay tool: plain data, each number with the rule
 * citations that produced it ("why"). They take the game's setup (settings + variants) and a state.
 */
import type { RuleCitation } from '../../../types';
import { moveOf } from '../entries/ast';
import { unusableCards } from '../entries/purchase';
import { handLimitOf } from '../entries/hand';
import { planPurchase, type PlanAnswer, type PlanGoal } from '../calc/planner';
import { paymentTable, type Payment } from '../calc/planner-payment';
import { setValue } from '../calc/sets';
import type { CommodityId } from '../commodities';
import { rulesetOf } from '../entries/context';
import type { AstMove } from '../calc/ast';
import { cardsLeft, entitlement, stackSizes } from '../calc/deck';
import { censusOrder, tradeOrder, type OrderRow } from '../calc/order';
import { priceList, whatCanIBuy, type BuyAnswer, type PriceRow } from '../calc/purchase';
import { scoreTable, type ScoreRow } from '../calc/score';
import type { EpochId } from '../ast';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import { playerOf, type AdvCivState, type Hand } from '../state';

/** Price of every card for one player this turn, with credits line by line (31.5x, R-A4). */
export function priceListView(setup: AdvCivSetup, state: AdvCivState, nation: NationId): readonly PriceRow[] {
  const p = playerOf(state, nation);
  return p === undefined ? [] : priceList(rulesetOf(setup), p, state.turn);
}

/** "What can I buy with this hand" (31, R-A4, R-A5, R-A6); Grain shown against Famine pays nothing (30.312). */
export function whatCanIBuyView(setup: AdvCivSetup, state: AdvCivState, nation: NationId, hand: Hand, treasury: number): BuyAnswer | null {
  const p = playerOf(state, nation);
  return p === undefined ? null : whatCanIBuy(rulesetOf(setup), setup.settings, p, state.turn, hand, treasury, unusableCards(state, nation));
}

/**
 * The purchase planner for the card phase (31): plans for the goal, paid with whole sets as the
 * purchase form enters them, Grain shown against Famine paying nothing (30.312), the player's hand
 * limit (31.71, 31.83).
 */
export function purchasePlanView(setup: AdvCivSetup, state: AdvCivState, nation: NationId, hand: Hand, treasury: number, goal: PlanGoal): PlanAnswer | null {
  const p = playerOf(state, nation);
  if (p === undefined) return null;
  return planPurchase({
    ruleset: rulesetOf(setup),
    settings: setup.settings,
    player: p,
    turn: state.turn,
    hand,
    treasury,
    unusable: unusableCards(state, nation),
    handLimit: handLimitOf(state, setup, p).value,
    goal,
    wholeSets: true,
    limit: 6,
  });
}

/**
 * The purchase form's payment found for it (31.2-31.58): for the amount `due`, the whole sets to turn
 * in, the treasury to add and the set Mining raises, as the planner pays (the payment that leaves the
 * most, calc/planner-payment.ts), with the hand typed in and at most `treasury` tokens. Null when the
 * hand and treasury cannot pay it.
 */
export function purchasePaymentView(setup: AdvCivSetup, state: AdvCivState, nation: NationId, hand: Hand, treasury: number, due: number): Payment | null {
  const p = playerOf(state, nation);
  if (p === undefined) return null;
  const r = rulesetOf(setup);
  const miningCard = r.roles.mining;
  return paymentTable(r, {
    hand,
    unusable: unusableCards(state, nation),
    treasury: Math.max(0, Math.min(treasury, p.treasury)),
    mining: miningCard !== undefined && (p.cards[miningCard] ?? state.turn) < state.turn && p.miningUsedTurn !== state.turn,
    handLimit: handLimitOf(state, setup, p).value,
    keep: null,
    wholeSets: true,
  }).payment(due);
}

export interface HandSet {
  readonly commodity: CommodityId;
  readonly cards: number;
  /** The set's value: face value times the number of cards squared (28.51). */
  readonly value: number;
}

/** The sets in a hand typed in and what each is worth (28.51), in the ruleset's commodity order. */
export function handSets(setup: AdvCivSetup, hand: Hand): readonly HandSet[] {
  const r = rulesetOf(setup);
  return r.commodityIds.flatMap((id) => {
    const n = hand[id] ?? 0;
    return n > 0 ? [{ commodity: id, cards: n, value: setValue(r.commodities[id], n) }] : [];
  });
}

/** Ship building and movement order (21.1, 22.11, 23.21). */
export function censusOrderView(setup: AdvCivSetup, state: AdvCivState): readonly OrderRow[] {
  return censusOrder(rulesetOf(setup), state);
}

export interface TradeRow extends OrderRow {
  /** Stacks this player will draw from, given the draws already made (27.2, 27.21). */
  readonly stacks: readonly number[];
  readonly drawn: boolean;
}

/** Trade-card order and entitlements (27.1, 27.2, 27.21). */
export function tradeOrderView(setup: AdvCivSetup, state: AdvCivState): readonly TradeRow[] {
  const r = rulesetOf(setup);
  const sizes = stackSizes(r.stacks, r.commodities, r.calamities);
  return tradeOrder(r, state).map((row) => {
    // The principal draw (27.2; with Capitals at most nine stacks, capitals 5.1; the supplemental round is in drawRows).
    const done = state.draws.find((d) => d.nation === row.nation && d.round === undefined);
    return {
      ...row,
      stacks: done?.stacks ?? entitlement(sizes, state.stackOut, Math.min(row.count, r.tradeCards?.principalMax ?? row.count)),
      drawn: done !== undefined,
    };
  });
}

/** Cards left in each stack (27.21). */
export function stacksView(setup: AdvCivSetup, state: AdvCivState): readonly { readonly stack: number; readonly size: number; readonly left: number }[] {
  const r = rulesetOf(setup);
  const sizes = stackSizes(r.stacks, r.commodities, r.calamities);
  return r.stacks.map((s) => ({ stack: s, size: sizes[s - 1] ?? 0, left: cardsLeft(sizes, state.stackOut, s) }));
}

export interface AstRow {
  readonly nation: NationId;
  readonly position: number;
  readonly epoch: EpochId;
  readonly points: number;
  /** What the marker would do if the turn ended now (33.1-33.4). */
  readonly next: AstMove;
  readonly cite: readonly RuleCitation[];
}

/** A.S.T. outlook: where each marker is and what it needs (33, R-A3). */
export function astOutlookView(setup: AdvCivSetup, state: AdvCivState): readonly AstRow[] {
  const r = rulesetOf(setup);
  return state.players.map((p) => ({
    nation: p.nation,
    position: p.ast,
    epoch: r.tracks[p.nation][p.ast]?.epoch ?? 'stone',
    points: p.ast * r.scoring.perAstSpace,
    next: moveOf(r, p),
    cite: [
      { doc: 'advciv', rule: '33.1' },
      { doc: 'advciv', rule: '35.1', ruling: 'R-A3' },
    ],
  }));
}

/** Victory points with breakdown and places (35.1, 35.2, R-A10). */
export function scoreView(setup: AdvCivSetup, state: AdvCivState): readonly ScoreRow[] {
  return scoreTable(rulesetOf(setup), state);
}
