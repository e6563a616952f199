/**
 * The purchase planner (advciv 31): which civilization cards to buy with this hand, and how to pay.
 *
 * Every combination the player may buy this turn: one of each card (31.61), prerequisites acquired
 * in an earlier turn (31.62), prices from credits of cards held before this turn (31.53, 31.54,
 * R-A4), paid together with no change (31.58), free cards taken (31.57, R-A5 and its setting), Grain
 * shown against Famine paying nothing (30.312). Each combination is paid the way that leaves the most
 * (planner-payment.ts). Prices of one turn do not depend on each other (credits and prerequisites
 * only count from earlier turns), so a combination costs the sum of its prices.
 *
 * The player picks a goal; each goal is a lexicographic key (higher is better) and a sound upper
 * bound of that key over every extension of a partial combination, so the search is a branch and
 * bound over the cards sorted by what they bring to the goal, keeping the best `limit` plans.
 * With `limit: Infinity` it lists every affordable combination. The goals, keys, the best-few list
 * and the knapsack bounds are shared with Eastern Empires' planner (engine/plan.ts).
 *
 * Each plan carries its reasons as data (code, params, citations); the UI words them.
 */
import type { RuleCitation } from '../../../types';
import type { AstRequirement, AstSpace } from '../../../ruleset';
import { cardPoints, groupsHeld } from './ast';
import { cardPrice } from './credits';
import { priceList, type PriceRow } from './purchase';
import type { CardId } from '../cards';
import type { CommodityId } from '../commodities';
import type { NationId } from '../nations';
import type { PurchaseEntry } from '../entries/purchase';
import { paymentTable, type Payment, type PaymentTable } from './planner-payment';
import type { AdvCivRuleset } from '../ruleset';
import type { AdvCivSettings } from '../settings';
import type { AdvCivPlayer, Hand } from '../state';
import { setValue } from './sets';
import { bestList, compareKeys, dueKeeping, knapsackBound, mostGrowingSet, perPrice, reasonsCiting } from '../../../plan';
import type { KnapsackItem, PlanAnswerOf, PlanReasonOf } from '../../../plan';

export { compareKeys, PLAN_GOALS, type PlanGoalKind } from '../../../plan';

export type PlanGoal =
  /** Most victory points from civilization cards (35.1 A). */
  | { readonly kind: 'points' }
  /** Most credits toward a card the player means to buy later (31.53); the card itself if affordable. */
  | { readonly kind: 'target'; readonly card: CardId }
  /** The cheapest buy that meets the card requirements of the next A.S.T. epoch or space (33.2x). */
  | { readonly kind: 'ast' }
  /** Most points while keeping one set out of the payment (28.51: a set grows by the square); null picks the set that grows most. */
  | { readonly kind: 'keep'; readonly commodity: CommodityId | null };

/** Every reason code a plan or an answer can carry (the catalog has `plan.<code>` for each). */
export const PLAN_REASONS = [
  'plan/points',
  'plan/price',
  'plan/free-card',
  'plan/payment',
  'plan/treasury',
  'plan/mining',
  'plan/change-lost',
  'plan/surrendered',
  'plan/kept',
  'plan/grain-shown',
  'plan/enables',
  'plan/credits-gained',
  'plan/target-bought',
  'plan/target-credits',
  'plan/target-enabled',
  'plan/target-held',
  'plan/ast-aim',
  'plan/ast-met',
  'plan/ast-unmet',
  'plan/ast-cities',
  'plan/ast-none',
  'plan/set-kept',
  'plan/no-set',
  'plan/nothing-affordable',
] as const;
export type PlanReasonCode = (typeof PLAN_REASONS)[number];

export type PlanReason = PlanReasonOf<PlanReasonCode>;

const reason = reasonsCiting<PlanReasonCode>('advciv');

export interface PurchasePlan {
  /** Free cards first (31.57), then in the order of the card list. */
  readonly cards: readonly CardId[];
  /** Face value of the cards bought (35.1 A). */
  readonly points: number;
  readonly payment: Payment;
  /** Credits the new cards give from the next turn toward cards not held (31.53). */
  readonly creditsGained: number;
  /** The goal's key, highest first (for ranking and tests). */
  readonly key: readonly number[];
  readonly reasons: readonly PlanReason[];
}

export type PlanAnswer = PlanAnswerOf<PlanGoal, PurchasePlan, PlanReason>;

export interface PlanInput {
  readonly ruleset: AdvCivRuleset;
  readonly settings: AdvCivSettings;
  readonly player: AdvCivPlayer;
  readonly turn: number;
  /** The hand typed in: every commodity card held, shown Grain included. */
  readonly hand: Hand;
  readonly treasury: number;
  /** Cards that pay nothing this turn (30.312; `unusableCards`). */
  readonly unusable?: Hand;
  /** Cards kept after buying (31.71, 31.83; `handLimitOf`); the ruleset's limit if absent. */
  readonly handLimit?: number;
  readonly goal: PlanGoal;
  /** Pay with whole sets only (every card of a commodity or none), as the purchase form enters them. */
  readonly wholeSets?: boolean;
  /** Plans kept, best first (default 8). */
  readonly limit?: number;
}

interface Candidate {
  readonly row: PriceRow;
  /** Its credit toward each card not held (the planner's `targets`), from the next turn (31.53). */
  readonly cred: Float64Array;
  /** Credits this card alone takes off the prices of cards not held: an upper bound of its share. */
  readonly creditsOut: number;
  /** Credit toward the target card (target goal). */
  readonly toTarget: number;
  /** Its index among the cards not held, or -1. */
  readonly tix: number;
}

/** The A.S.T. space the "ast" goal aims at: the first one ahead whose entry asks for cards (33.2x). */
export interface AstAim {
  readonly space: number;
  readonly epoch: string;
  readonly requirements: readonly AstRequirement[];
  readonly points: number;
  readonly cite: RuleCitation;
}

const CARD_KINDS: ReadonlySet<AstRequirement['kind']> = new Set(['groups', 'cards', 'card-points-of-space', 'cards-costing-at-least']);

/** The first space after `from` on the track whose entry asks for cards (33.23-33.25), or null. */
export function astAim(ruleset: AdvCivRuleset, track: readonly AstSpace<string>[], from: number): AstAim | null {
  for (let j = from + 1; j < track.length; j++) {
    const here = track[j - 1];
    const next = track[j];
    if (here === undefined || next === undefined) break;
    const epoch = ruleset.epoch[next.epoch as keyof typeof ruleset.epoch];
    const entering = next.epoch !== here.epoch;
    const reqs = epoch.requirements.filter((r) => CARD_KINDS.has(r.kind) && (entering || r.kind === 'card-points-of-space'));
    if (reqs.length > 0) return { space: j, epoch: next.epoch, requirements: reqs, points: next.points ?? 0, cite: epoch.cite };
  }
  return null;
}

interface Shortfall {
  readonly kind: AstRequirement['kind'];
  readonly have: number;
  readonly need: number;
}

function shortfalls(ruleset: AdvCivRuleset, aim: AstAim, cards: readonly CardId[]): readonly Shortfall[] {
  const out: Shortfall[] = [];
  for (const r of aim.requirements) {
    let have = 0;
    let need = 0;
    if (r.kind === 'groups') [have, need] = [groupsHeld(ruleset, cards), r.min];
    else if (r.kind === 'cards') [have, need] = [cards.length, r.min];
    else if (r.kind === 'card-points-of-space') [have, need] = [cardPoints(ruleset, cards), aim.points];
    else if (r.kind === 'cards-costing-at-least') [have, need] = [cards.filter((c) => ruleset.cards[c].cost >= r.cost).length, r.min];
    if (have < need) out.push({ kind: r.kind, have, need });
  }
  return out;
}

/**
 * A lower bound of the price still to pay to meet every card requirement from `have` with cards of
 * `rest`: the largest of the bounds for each requirement (each must be met).
 */
function leastToMeet(ruleset: AdvCivRuleset, aim: AstAim, have: readonly CardId[], rest: readonly Candidate[]): number {
  let least = 0;
  const cheapest = (list: readonly Candidate[], m: number) =>
    list
      .map((c) => c.row.price)
      .sort((a, b) => a - b)
      .slice(0, m)
      .reduce((s, p) => s + p, 0);
  for (const x of shortfalls(ruleset, aim, have)) {
    const gap = x.need - x.have;
    if (x.kind === 'cards') least = Math.max(least, cheapest(rest, gap));
    else if (x.kind === 'cards-costing-at-least') {
      const req = aim.requirements.find((r) => r.kind === 'cards-costing-at-least');
      const min = req?.kind === 'cards-costing-at-least' ? req.cost : 0;
      least = Math.max(
        least,
        cheapest(
          rest.filter((c) => c.row.cost >= min),
          gap,
        ),
      );
    } else if (x.kind === 'groups') {
      const held = new Set(have.flatMap((c) => ruleset.cards[c].groups));
      for (const g of ruleset.groups)
        if (!held.has(g)) {
          const prices = rest.filter((c) => ruleset.cards[c.row.card].groups.includes(g)).map((c) => c.row.price);
          if (prices.length > 0) least = Math.max(least, Math.min(...prices));
        }
    } else if (x.kind === 'card-points-of-space') {
      // Face value per price, cheapest first, the last card fractionally.
      let need = gap;
      let pay = 0;
      for (const c of [...rest].sort((a, b) => a.row.price * b.row.cost - b.row.price * a.row.cost)) {
        if (need <= 0) break;
        const take = Math.min(1, need / c.row.cost);
        pay += take * c.row.price;
        need -= take * c.row.cost;
      }
      least = Math.max(least, Math.floor(pay));
    }
  }
  return least;
}

/** 0 when every requirement is met, else the sum of the fractions missing (smaller is closer). */
const gap = (s: readonly Shortfall[]): number => s.reduce((t, x) => t + (x.need - x.have) / x.need, 0);
/** The closeness key: 0 when met (never -0), else minus the gap. */
const closeness = (s: readonly Shortfall[]): number => (s.length === 0 ? 0 : -gap(s));

/** Credits gained toward cards not held after the purchase (31.53: usable from the next turn). */
function creditsGained(ruleset: AdvCivRuleset, before: readonly CardId[], held: ReadonlySet<CardId>, bought: readonly CardId[]): number {
  if (bought.length === 0) return 0;
  const after = [...before, ...bought];
  let sum = 0;
  for (const t of ruleset.cardIds) {
    if (held.has(t) || bought.includes(t)) continue;
    sum += cardPrice(ruleset, before, t).price - cardPrice(ruleset, after, t).price;
  }
  return sum;
}

/** The commodity whose set grows most with one more card (28.51: (n+1)^2 - n^2 cards' worth). */
export function growingSet(ruleset: AdvCivRuleset, hand: Hand): CommodityId | null {
  return mostGrowingSet(
    ruleset.commodityIds,
    (id) => hand[id] ?? 0,
    (id) => ruleset.commodities[id].count,
    (id, n) => setValue(ruleset.commodities[id], n),
  );
}

/** Plans the best purchases for the goal (see the module head). */
export function planPurchase(input: PlanInput): PlanAnswer {
  const { ruleset, settings, player, turn, goal } = input;
  const limit = input.limit ?? 8;
  const unusable = input.unusable ?? {};
  const before = Object.keys(player.cards).filter((c) => (player.cards[c as CardId] ?? turn) < turn) as CardId[];
  const heldNow = new Set(Object.keys(player.cards) as CardId[]);
  const miningCard = ruleset.roles.mining;
  const mining = miningCard !== undefined && (player.cards[miningCard] ?? turn) < turn && player.miningUsedTurn !== turn;
  const notes: PlanReason[] = [];
  const shown = unusable.grain ?? 0;
  if (shown > 0) notes.push(reason('plan/grain-shown', { cards: shown }, '30.312'));

  let keep: CommodityId | null = null;
  if (goal.kind === 'keep') {
    keep = goal.commodity ?? growingSet(ruleset, input.hand);
    const n = keep === null ? 0 : (input.hand[keep] ?? 0);
    if (keep === null || n === 0) notes.push(reason('plan/no-set', {}, '28.51'));
    else {
      const def = ruleset.commodities[keep];
      notes.push(
        reason('plan/set-kept', { commodity: keep, cards: n, value: setValue(def, n), next: n < def.count ? setValue(def, n + 1) : setValue(def, n) }, '28.51'),
      );
    }
  }
  const table: PaymentTable = paymentTable(ruleset, {
    hand: input.hand,
    unusable,
    treasury: input.treasury,
    mining,
    handLimit: input.handLimit ?? ruleset.limits.handLimit,
    keep,
    wholeSets: input.wholeSets === true,
  });

  const prices = priceList(ruleset, player, turn);
  const forced = settings.freeCards === 'required' ? prices.filter((p) => p.free) : [];
  const forcedIds = forced.map((p) => p.card);

  let target: CardId | null = goal.kind === 'target' ? goal.card : null;
  if (target !== null && heldNow.has(target)) {
    notes.push(reason('plan/target-held', { card: target }, '31.61'));
    target = null;
  }
  const targetMissing = target === null ? [] : ruleset.cards[target].prerequisites.filter((p) => !before.includes(p));
  const targetPriceNow = target === null ? 0 : cardPrice(ruleset, before, target).price;

  const aim = goal.kind === 'ast' ? astAim(ruleset, ruleset.tracks[player.nation as NationId], player.ast) : null;
  if (goal.kind === 'ast') {
    if (aim === null) notes.push(reason('plan/ast-none', {}, '33.2'));
    else {
      notes.push({ code: 'plan/ast-aim', params: { space: aim.space, epoch: aim.epoch, points: aim.points, away: aim.space - player.ast }, cite: [aim.cite] });
      const cities = ruleset.epoch[aim.epoch as keyof typeof ruleset.epoch].requirements.find((r) => r.kind === 'cities');
      if (cities !== undefined && cities.kind === 'cities' && player.cities < cities.min)
        notes.push({ code: 'plan/ast-cities', params: { have: player.cities, need: cities.min }, cite: [aim.cite] });
    }
  }

  // The Credit Table adds up card by card (31.52): each card's credit toward each card not held, once.
  const targets = ruleset.cardIds.filter((t) => !heldNow.has(t));
  const tIndex = new Map(targets.map((t, i) => [t, i] as const));
  const baseCredit = targets.map((t) => cardPrice(ruleset, before, t).creditTotal);
  const priceBefore = targets.map((t) => cardPrice(ruleset, before, t).price);
  const creditVector = (card: CardId): Float64Array =>
    Float64Array.from(targets, (t, i) => (t === card ? 0 : cardPrice(ruleset, [...before, card], t).creditTotal - (baseCredit[i] ?? 0)));
  const targetIx = target === null ? -1 : (tIndex.get(target) ?? -1);
  const toCandidate = (row: PriceRow): Candidate => {
    const cred = creditVector(row.card);
    let creditsOut = 0;
    for (let i = 0; i < targets.length; i++) creditsOut += Math.min(priceBefore[i] ?? 0, cred[i] ?? 0);
    return { row, cred, creditsOut, toTarget: targetIx < 0 ? 0 : (cred[targetIx] ?? 0), tix: tIndex.get(row.card) ?? -1 };
  };
  const forcedC = forced.map(toCandidate);
  const candidates: Candidate[] = prices.filter((p) => !p.held && p.missing.length === 0 && !forcedIds.includes(p.card)).map(toCandidate);
  // Branching order: what a card brings to the goal per point of price, best first.
  const desc = (f: (c: Candidate) => number) => (a: Candidate, b: Candidate) => {
    const [x, y] = [f(a), f(b)];
    return x === y ? b.row.cost - a.row.cost : x > y ? -1 : 1;
  };
  const pointsRatio = (c: Candidate) => perPrice(c.row.cost, c.row.price);
  const primary = (c: Candidate): number =>
    c.row.card === target ? Number.POSITIVE_INFINITY : perPrice(c.toTarget + (targetMissing.includes(c.row.card) ? 1e6 : 0), c.row.price);
  // The A.S.T. goal ranks by what is kept, then points: the points order finds good incumbents early.
  if (goal.kind === 'target') candidates.sort(desc(primary));
  else candidates.sort(desc(pointsRatio));
  const branchIx = new Map(candidates.map((c, i) => [c, i] as const));
  // Dantzig's bound needs the cards by points per price, whatever the branching order.
  const item =
    (gain: (c: Candidate) => number) =>
    (c: Candidate): KnapsackItem => ({ at: branchIx.get(c) ?? 0, price: c.row.price, gain: gain(c) });
  const byPoints = [...candidates].sort(desc(pointsRatio)).map(item((c) => c.row.cost));
  const byCredits = [...candidates].sort(desc((c) => perPrice(c.creditsOut, c.row.price))).map(item((c) => c.creditsOut));

  const forcedPoints = forced.reduce((s, p) => s + p.cost, 0);
  const heldCards = Object.keys(player.cards) as CardId[];
  const sums = new Float64Array(targets.length);
  const mask = new Uint8Array(targets.length);
  /** Credits gained toward cards not held after the purchase, and toward the target (31.53). */
  const creditsOf = (chosen: readonly Candidate[]): { readonly all: number; readonly toward: number } => {
    sums.fill(0);
    mask.fill(0);
    for (const list of [forcedC, chosen])
      for (const c of list) {
        if (c.tix >= 0) mask[c.tix] = 1;
        for (let i = 0; i < targets.length; i++) sums[i] = (sums[i] ?? 0) + (c.cred[i] ?? 0);
      }
    let all = 0;
    for (let i = 0; i < targets.length; i++) if (mask[i] === 0) all += Math.min(priceBefore[i] ?? 0, sums[i] ?? 0);
    return { all, toward: targetIx < 0 ? 0 : Math.min(targetPriceNow, sums[targetIx] ?? 0) };
  };

  /** The goal's key of a combination (cards = forced + chosen). */
  const keyOf = (chosen: readonly Candidate[], due: number): number[] => {
    const points = forcedPoints + chosen.reduce((s, c) => s + c.row.cost, 0);
    const kept = table.keptValue(due);
    const credits = creditsOf(chosen);
    switch (goal.kind) {
      case 'points':
      case 'keep':
        return [points, kept, credits.all];
      case 'target': {
        if (target === null) return [0, 0, points, kept, credits.all];
        const bought = [...forcedIds, ...chosen.map((c) => c.row.card)];
        const reach = bought.includes(target) ? 2 : targetMissing.every((p) => bought.includes(p)) ? 1 : 0;
        return [reach, reach === 2 ? 0 : credits.toward, points, kept, credits.all];
      }
      case 'ast': {
        if (aim === null) return [0, 0, kept, points, credits.all];
        const s = shortfalls(ruleset, aim, [...heldCards, ...forcedIds, ...chosen.map((c) => c.row.card)]);
        return [s.length === 0 ? 1 : 0, closeness(s), kept, points, credits.all];
      }
    }
  };

  /** A sound upper bound of the key over every extension of `chosen` by cards from branch index `from` on. */
  const boundOf = (chosen: readonly Candidate[], due: number, from: number, floor: readonly number[] | null): number[] => {
    const budget = table.funds - due;
    const rest = candidates.slice(from).filter((c) => c.row.price <= budget);
    const base = forcedPoints + chosen.reduce((s, c) => s + c.row.cost, 0);
    // Dantzig: the cards that still fit by points per price, the last one fractionally.
    const knapsack = (money: number) => knapsackBound(byPoints, from, budget, money, base);
    // Points are whole numbers (card face values): the fractional bound rounds down.
    const points = Math.floor(knapsack(budget) + 1e-6);
    const kept = table.keptValue(due); // never rises as more is due
    const now = creditsOf(chosen);
    // Credits the cards that still fit can add, by credits per price, the last one fractionally.
    const creditsWithin = (money: number) => knapsackBound(byCredits, from, budget, money, now.all);
    const credits = creditsWithin(budget);
    switch (goal.kind) {
      case 'points':
      case 'keep': {
        if (floor === null || points !== floor[0]) return [points, kept, credits];
        // Level with the last plan kept on points: a completion that ties pays at least the cheapest way to those points...
        let need = (floor[0] ?? 0) - base;
        let extra = 0;
        for (const c of byPoints) {
          if (need <= 0) break;
          if (c.at < from || c.price > budget) continue;
          const take = Math.min(1, need / c.gain);
          extra += take * c.price;
          need -= take * c.gain;
        }
        const most = table.keptValue(due + Math.max(0, Math.ceil(extra - 1e-6)));
        // ...and one that also ties on what is kept pays at most dueKeeping(most).
        if (most !== floor[1]) return [points, most, credits];
        return [points, most, creditsWithin(dueKeeping(table, most) - due)];
      }
      case 'target': {
        if (target === null) return [0, 0, points, kept, credits];
        const can = [...forcedIds, ...chosen.map((c) => c.row.card), ...rest.map((c) => c.row.card)];
        // A completion with the target (reach 2, toward 0) outranks any without it, whatever its credits.
        if (can.includes(target)) return [2, 0, points, kept, credits];
        const reach = targetMissing.every((p) => can.includes(p)) ? 1 : 0;
        const toward = Math.min(targetPriceNow, now.toward + rest.reduce((s, c) => s + c.toTarget, 0));
        return [reach, toward, points, kept, credits];
      }
      case 'ast': {
        if (aim === null) return [0, 0, kept, points, credits];
        // Every requirement only grows with more cards: the whole rest bounds the gap.
        const s = shortfalls(ruleset, aim, [...heldCards, ...forcedIds, ...chosen.map((c) => c.row.card), ...rest.map((c) => c.row.card)]);
        if (s.length > 0) return [0, closeness(s), kept, points, credits];
        // A completion that meets them pays at least what the missing cards cost at the cheapest.
        const extra = leastToMeet(ruleset, aim, [...heldCards, ...forcedIds, ...chosen.map((c) => c.row.card)], rest);
        // None can afford it: every completion falls short, and "short by nothing" bounds them.
        if (due + extra > table.funds) return [0, 0, kept, points, credits];
        const most = table.keptValue(due + extra);
        // Level with the last plan kept: only completions keeping as much can tie it, and they pay at most dueKeeping(most).
        if (floor !== null && floor[0] === 1 && floor[1] === 0 && floor[2] === most) {
          const money = dueKeeping(table, most) - due;
          return [1, 0, most, Math.floor(knapsack(money) + 1e-6), creditsWithin(money)];
        }
        return [1, 0, most, points, credits];
      }
    }
  };

  const best = bestList<{ readonly chosen: readonly Candidate[]; readonly due: number }>(limit);
  let examined = 0;
  const chosen: Candidate[] = [];
  const walk = (from: number, due: number) => {
    examined++;
    if (chosen.length + forcedIds.length > 0) best.offer(keyOf(chosen, due), () => ({ chosen: [...chosen], due }));
    for (let i = from; i < candidates.length; i++) {
      const c = candidates[i];
      if (c === undefined || due + c.row.price > table.funds) continue;
      chosen.push(c);
      const floor = best.floor();
      const prune = floor !== null && compareKeys(boundOf(chosen, due + c.row.price, i + 1, floor), floor) <= 0;
      if (!prune) walk(i + 1, due + c.row.price);
      chosen.pop();
    }
  };
  walk(0, 0); // free cards cost nothing (31.57)
  if (best.items.length === 0) notes.push(reason('plan/nothing-affordable', { funds: table.funds }, '31.2'));

  const plans = best.items.map(({ key, item: { chosen: picked, due } }): PurchasePlan => {
    const payment = table.payment(due);
    if (payment === null) throw new Error('planner: a listed combination has no payment');
    const rows = [...forced, ...picked.map((c) => c.row)];
    const cards = rows.map((r) => r.card);
    const reasons: PlanReason[] = [];
    const points = rows.reduce((s, r) => s + r.cost, 0);
    reasons.push(reason('plan/points', { points, cards: cards.length }, '35.1'));
    for (const r of rows) {
      if (r.price === 0 && forcedIds.includes(r.card))
        reasons.push(reason('plan/free-card', { card: r.card, cost: r.cost, credits: r.creditTotal }, ['31.57', 'R-A5']));
      else reasons.push(reason('plan/price', { card: r.card, cost: r.cost, credits: r.creditTotal, price: r.price }, '31.53', '31.54', ['31.58', 'R-A4']));
    }
    reasons.push(reason('plan/payment', { due: payment.due, cards: payment.paidValue, treasury: payment.treasury }, '31.2', '28.51'));
    if (payment.treasury > 0)
      reasons.push(reason('plan/treasury', { treasury: payment.treasury, cards: payment.paidValue, due: payment.due }, ['31.41', 'R-A4']));
    if (payment.mining !== null) reasons.push(reason('plan/mining', { commodity: payment.mining }, '28.53', ['32.261', 'R-A6']));
    if (payment.lost > 0) reasons.push(reason('plan/change-lost', { lost: payment.lost }, '31.58'));
    const surrendered = Object.values(payment.surrendered).reduce((s: number, n) => s + (n ?? 0), 0);
    if (surrendered > 0) reasons.push(reason('plan/surrendered', { cards: surrendered, limit: input.handLimit ?? ruleset.limits.handLimit }, '31.71'));
    reasons.push(reason('plan/kept', { value: payment.keptValue, treasury: payment.keptTreasury }, '35.1'));
    for (const c of cards) {
      const enables = ruleset.cardIds.filter((t) => !heldNow.has(t) && !cards.includes(t) && ruleset.cards[t].prerequisites.includes(c));
      if (enables.length > 0) reasons.push(reason('plan/enables', { card: c, enables }, '31.62'));
    }
    const credits = creditsGained(ruleset, before, heldNow, cards);
    if (credits > 0) reasons.push(reason('plan/credits-gained', { credits }, '31.53', '31.54'));
    if (goal.kind === 'target' && target !== null) {
      if (cards.includes(target)) reasons.push(reason('plan/target-bought', { card: target }, '31.1'));
      else {
        const after = cardPrice(ruleset, [...before, ...cards], target).price;
        reasons.push(reason('plan/target-credits', { card: target, credits: targetPriceNow - after, price: after }, '31.53', '31.54'));
        if (targetMissing.length > 0 && targetMissing.every((p) => cards.includes(p)))
          reasons.push(reason('plan/target-enabled', { card: target, prerequisites: targetMissing }, '31.62'));
      }
    }
    if (goal.kind === 'ast' && aim !== null) {
      const s = shortfalls(ruleset, aim, [...heldCards, ...cards]);
      if (s.length === 0)
        reasons.push({
          code: 'plan/ast-met',
          params: { space: aim.space, epoch: aim.epoch, points: aim.points, away: aim.space - player.ast },
          cite: [aim.cite],
        });
      for (const x of s) reasons.push({ code: 'plan/ast-unmet', params: { requirement: x.kind, have: x.have, need: x.need }, cite: [aim.cite] });
    }
    return { cards, points, payment, creditsGained: credits, key, reasons };
  });
  return { goal, plans, examined, funds: table.funds, notes };
}

/** The purchase entry a plan makes: the engine checks it as any other (31, R-A4). */
export function planEntry(nation: NationId, plan: PurchasePlan): PurchaseEntry {
  return { kind: 'purchase', nation, cards: plan.cards, paid: plan.payment.paid, treasury: plan.payment.treasury, mining: plan.payment.mining };
}
