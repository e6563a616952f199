/**
 * Eastern Empires' purchase planner (ee Phase 12): which Civilization Advances to buy with this hand,
 * and how to pay.
 *
 * Every combination the player may buy this turn, in one transaction: one of each advance, no
 * prerequisites ("They do not have to hold any prerequisite cards"), prices from the credits held
 * since an earlier turn, the higher colour of a two-colour advance only, specific credits on top,
 * never below 0 (R-E2); Library's 40 off one other advance paid for (R-E5, the dearest: it never
 * leaves more due); Anatomy's free science card (green, printed cost below 100, R-E5); Monument's
 * and Written Record's points placed in one colour, counting from the next turn (R-E5); Roadbuilding
 * raising this phase's hand limit. Each combination is paid the way that leaves the most
 * (planner-payment.ts: Mining's tokens, Trade Empire's substitute, no change, no treasury overspent).
 * Prices of one turn do not depend on each other, but for Library's 40.
 *
 * The goals, keys, the best-few list and the knapsack bounds are shared with advciv's planner
 * (engine/plan.ts): each goal is a lexicographic key (higher is better) with a sound upper bound
 * over every extension of a partial combination, so the search is a branch and bound. Library and
 * Anatomy are decided first (they change what the rest costs and brings). With `limit: Infinity` it
 * lists every affordable combination. Each plan carries its reasons as data (code, params,
 * citations); the UI words them.
 */
import { bestList, compareKeys, dueKeeping, knapsackBound, mostGrowingSet, perPrice, reasonsCiting } from '../../../plan';
import type { KnapsackItem, PlanAnswerOf, PlanReasonOf } from '../../../plan';
import { ADVANCE_IDS, ADVANCES, COLOURS, advanceVictoryPoints, type AdvanceId, type Colour, type ColourCredits } from '../advances';
import { BASIC_REQUIREMENTS, epochOf, finalSpace } from './ast';
import { isAnatomyFreeChoice, LIBRARY_DISCOUNT, treasuryTokenValue, type Price } from './credits';
import type { CivilizationId, Epoch } from '../civilizations';
import { handLimit } from './economy';
import { FREE_CREDIT_ADVANCES, priceList, usableCredits, type FreeCreditAdvance, type PurchaseEntry } from '../entries/purchase';
import { eePaymentTable, type EePayment, type EePaymentTable } from './planner-payment';
import { heldAdvances, heldBefore, type EePlayer, type Hand } from '../state';
import { COMMODITY_IDS, commodityCardCount, setValue, type CommodityId } from '../trade-cards';

export { compareKeys, PLAN_GOALS, type PlanGoalKind } from '../../../plan';

export type EePlanGoal =
  /** Most victory points from advances (ee Phase 13d: 1, 3 or 6 by printed cost, R-E6). */
  | { readonly kind: 'points' }
  /** Most credits toward an advance the player means to buy later (ee Phase 12); the advance itself if affordable. */
  | { readonly kind: 'target'; readonly advance: AdvanceId }
  /** The cheapest buy that meets the advance requirement of the next A.S.T. space not yet met (ee Phase 13). */
  | { readonly kind: 'ast' }
  /** Most points while keeping one set out of the payment (ee Phase 7: a set grows by the square); null picks the set that grows most. */
  | { readonly kind: 'keep'; readonly commodity: CommodityId | null };

/** Every reason code an Eastern Empires plan or answer can carry (the catalog has `reason.<code>` for each). */
export const EE_PLAN_REASONS = [
  'eeplan/points',
  'eeplan/price',
  'eeplan/library',
  'eeplan/anatomy',
  'eeplan/free-credits',
  'eeplan/payment',
  'eeplan/treasury',
  'eeplan/mining',
  'eeplan/substitute',
  'eeplan/change-lost',
  'eeplan/surrendered',
  'eeplan/kept',
  'eeplan/credits-gained',
  'eeplan/no-prerequisites',
  'eeplan/target-bought',
  'eeplan/target-credits',
  'eeplan/target-held',
  'eeplan/ast-aim',
  'eeplan/ast-met',
  'eeplan/ast-unmet',
  'eeplan/ast-cities',
  'eeplan/ast-none',
  'eeplan/set-kept',
  'eeplan/no-set',
  'eeplan/nothing-affordable',
] as const;
export type EePlanReasonCode = (typeof EE_PLAN_REASONS)[number];

export type EePlanReason = PlanReasonOf<EePlanReasonCode>;

const reason = reasonsCiting<EePlanReasonCode>('ee');

export interface EePurchasePlan {
  /** Advances paid for, in the order of the catalogue. */
  readonly advances: readonly AdvanceId[];
  readonly libraryTarget: AdvanceId | null;
  readonly anatomyFree: AdvanceId | null;
  /** Where Monument's and Written Record's points go (one colour, chosen for the goal). */
  readonly freeCredits: Readonly<Partial<Record<FreeCreditAdvance, ColourCredits>>>;
  /** Victory points of the advances acquired (ee Phase 13d). */
  readonly points: number;
  readonly payment: EePayment;
  /** Credits the new advances give from the next turn toward advances not held (ee Phase 12). */
  readonly creditsGained: number;
  /** The goal's key, highest first (for ranking and tests). */
  readonly key: readonly number[];
  readonly reasons: readonly EePlanReason[];
}

/** `examined` counts distinct sets of advances paid for. */
export type EePlanAnswer = PlanAnswerOf<EePlanGoal, EePurchasePlan, EePlanReason>;

export interface EePlanInput {
  readonly player: EePlayer;
  readonly turn: number;
  readonly playerCount: number;
  /** The hand typed in: every commodity card held. */
  readonly hand: Hand;
  readonly goal: EePlanGoal;
  /** Plans kept, best first (default 8). */
  readonly limit?: number;
}

/** The A.S.T. space the "ast" goal aims at: the first one ahead whose advance requirement is not met yet (ee Phase 13). */
export interface EeAstAim {
  readonly space: number;
  readonly epoch: Epoch;
  readonly advances: number;
  /** Printed cost each counted advance must reach (R-E6). */
  readonly minCost: number;
  readonly cities: number;
}

const counted = (ids: readonly AdvanceId[], minCost: number) => ids.filter((id) => ADVANCES[id].cost >= minCost).length;

export function eeAstAim(civ: CivilizationId, position: number, held: readonly AdvanceId[]): EeAstAim | null {
  const last = finalSpace(civ);
  for (let j = position + 1; j <= last; j++) {
    const epoch = epochOf(civ, j);
    const need = BASIC_REQUIREMENTS[epoch];
    if (need.advances > 0 && counted(held, need.minCost) < need.advances)
      return { space: j, epoch, advances: need.advances, minCost: need.minCost, cities: need.cities };
  }
  return null;
}

/** The commodity whose set grows most with one more card (ee Phase 7). */
export const eeGrowingSet = (hand: Hand, playerCount: number): CommodityId | null =>
  mostGrowingSet(
    COMMODITY_IDS.filter((id) => id !== 'water'),
    (id) => hand[id] ?? 0,
    (id) => commodityCardCount(id, playerCount),
    setValue,
  );

interface Candidate {
  readonly row: Price;
  readonly ix: number;
  readonly vp: number;
  /** Its credits' most toward each advance not held (colour, specific, free points): a sound share. */
  readonly creditsOut: number;
  readonly toTarget: number;
}

const COLOUR_IX: Readonly<Record<Colour, number>> = { green: 0, blue: 1, orange: 2, red: 3, yellow: 4 };

/** Plans the best purchases for the goal (see the module head). */
export function planEePurchase(input: EePlanInput): EePlanAnswer {
  const { player, turn, goal, playerCount } = input;
  const limit = input.limit ?? 8;
  const held = heldAdvances(player);
  const before = heldBefore(player, turn);
  const notes: EePlanReason[] = [reason('eeplan/no-prerequisites', {}, 'Phase 12')];

  let keep: CommodityId | null = null;
  if (goal.kind === 'keep') {
    keep = goal.commodity ?? eeGrowingSet(input.hand, playerCount);
    const n = keep === null ? 0 : (input.hand[keep] ?? 0);
    if (keep === null || n === 0) notes.push(reason('eeplan/no-set', {}, 'Phase 7'));
    else
      notes.push(
        reason(
          'eeplan/set-kept',
          { commodity: keep, cards: n, value: setValue(keep, n), next: setValue(keep, Math.min(n + 1, commodityCardCount(keep, playerCount))) },
          'Phase 7',
        ),
      );
  }
  const baseLimit = handLimit(held);
  const tableFor = (lim: number): EePaymentTable =>
    eePaymentTable({
      hand: input.hand,
      playerCount,
      treasury: player.treasury,
      tokenValue: treasuryTokenValue(before),
      tradeEmpire: before.includes('tradeEmpire'),
      handLimit: lim,
      keep,
    });
  const table = tableFor(baseLimit);
  const rows = priceList(player, turn, playerCount);
  const roadbuilding = rows.some((r) => r.advance === 'roadbuilding');
  // Roadbuilding bought now raises the limit the phase ends with (ee chapter 9; attributes apply once the transaction is completed).
  const tableRoad = roadbuilding ? tableFor(handLimit([...held, 'roadbuilding'])) : table;

  let target: AdvanceId | null = goal.kind === 'target' ? goal.advance : null;
  if (target !== null && held.includes(target)) {
    notes.push(reason('eeplan/target-held', { advance: target }, 'Phase 12'));
    target = null;
  }

  const aim = goal.kind === 'ast' ? eeAstAim(player.civ, player.ast, held) : null;
  if (goal.kind === 'ast') {
    if (aim === null) notes.push(reason('eeplan/ast-none', {}, 'Phase 13'));
    else {
      notes.push(
        reason('eeplan/ast-aim', { space: aim.space, epoch: aim.epoch, away: aim.space - player.ast, advances: aim.advances, minCost: aim.minCost }, [
          'Phase 13',
          'R-E6',
        ]),
      );
      const cities = player.cities + (held.includes('wonderOfTheWorld') ? 1 : 0);
      if (cities < aim.cities) notes.push(reason('eeplan/ast-cities', { have: cities, need: aim.cities }, 'Phase 13'));
    }
  }

  // Credits toward each advance not held (ee Phase 12; R-E2): colour totals, specific credits.
  const credits = usableCredits(player, turn, playerCount);
  const baseColour = COLOURS.map((c) => credits[c]);
  const targets = ADVANCE_IDS.filter((id) => !held.includes(id));
  const tIndex = new Map(targets.map((t, i) => [t, i] as const));
  const tColours = targets.map((t) => ADVANCES[t].colours.map((c) => COLOUR_IX[c]));
  const tCost = targets.map((t) => ADVANCES[t].cost);
  const priceOf = new Map(rows.map((r) => [r.advance, r] as const));
  const tSpec = targets.map((t) => priceOf.get(t)?.specificCredit ?? 0);
  const tPrice = targets.map((t) => priceOf.get(t)?.price ?? 0);
  const targetIx = target === null ? -1 : (tIndex.get(target) ?? -1);
  const targetPriceNow = targetIx < 0 ? 0 : (tPrice[targetIx] ?? 0);
  const freePointsOf = (id: AdvanceId) => ADVANCES[id].freeCredits ?? 0;
  /** The most one advance's credits take off each advance not held, summed (an upper bound of its share). */
  const share = (id: AdvanceId, only: number): number => {
    const a = ADVANCES[id];
    let sum = 0;
    for (let i = 0; i < targets.length; i++) {
      if (only >= 0 && i !== only) continue;
      if (targets[i] === id) continue;
      let most = 0;
      for (const c of tColours[i] ?? []) most = Math.max(most, a.credits[COLOURS[c] as Colour] ?? 0);
      const spec = a.specific !== undefined && a.specific.to === targets[i] ? a.specific.amount : 0;
      sum += Math.min(tPrice[i] ?? 0, most + spec + freePointsOf(id));
    }
    return sum;
  };

  const addColour = new Float64Array(5);
  const addSpec = new Float64Array(targets.length);
  const excluded = new Uint8Array(targets.length);
  /**
   * Credits gained toward advances not held nor acquired, and toward the target, once `acquired` is
   * held and `free` points sit in colour index `colour` (-1: in each advance's best colour, an upper
   * bound; null: no free points).
   */
  const gains = (acquired: readonly AdvanceId[], free: number, colour: number | null): { readonly all: number; readonly toward: number } => {
    addColour.fill(0);
    addSpec.fill(0);
    excluded.fill(0);
    for (const id of acquired) {
      const a = ADVANCES[id];
      for (const c of COLOURS) addColour[COLOUR_IX[c]] = (addColour[COLOUR_IX[c]] ?? 0) + (a.credits[c] ?? 0);
      if (a.specific !== undefined) {
        const ti = tIndex.get(a.specific.to);
        if (ti !== undefined) addSpec[ti] = (addSpec[ti] ?? 0) + a.specific.amount;
      }
      const ti = tIndex.get(id);
      if (ti !== undefined) excluded[ti] = 1;
    }
    if (colour !== null && colour >= 0) addColour[colour] = (addColour[colour] ?? 0) + free;
    let all = 0;
    let toward = 0;
    for (let i = 0; i < targets.length; i++) {
      if (excluded[i] === 1) continue;
      let most = 0;
      for (const c of tColours[i] ?? []) most = Math.max(most, (baseColour[c] ?? 0) + (addColour[c] ?? 0) + (colour === -1 ? free : 0));
      const after = Math.max(0, (tCost[i] ?? 0) - most - (tSpec[i] ?? 0) - (addSpec[i] ?? 0));
      const g = (tPrice[i] ?? 0) - after;
      all += g;
      if (i === targetIx) toward = g;
    }
    return { all, toward };
  };

  const heldCounted = aim === null ? 0 : counted(held, aim.minCost);
  const anatomyOptions = ADVANCE_IDS.filter((id) => isAnatomyFreeChoice(id) && !held.includes(id));
  const toCandidate = (row: Price): Candidate => ({
    row,
    ix: 0,
    vp: advanceVictoryPoints(row.advance),
    creditsOut: share(row.advance, -1),
    toTarget: targetIx < 0 ? 0 : share(row.advance, targetIx),
  });
  const all = rows.map(toCandidate);
  const freeOut = Math.max(0, ...anatomyOptions.map((id) => share(id, -1)));
  const freeToTarget = Math.max(0, ...anatomyOptions.map((id) => (targetIx < 0 ? 0 : share(id, targetIx))));
  // Branching order: Library and Anatomy first, then what each brings to the goal per point of price.
  const desc = (f: (c: Candidate) => number, g: (c: Candidate) => number) => (a: Candidate, b: Candidate) => {
    const [x, y] = [f(a), f(b)];
    if (x !== y) return x > y ? -1 : 1;
    return g(b) - g(a);
  };
  const vpRatio = (c: Candidate) => perPrice(c.vp, c.row.price);
  const first = (c: Candidate) => (c.row.advance === 'library' ? 2 : c.row.advance === 'anatomy' ? 1 : 0);
  const counts = (c: Candidate) => (aim !== null && c.row.cost >= aim.minCost ? 1 : 0);
  const order =
    goal.kind === 'target'
      ? desc(
          (c) => (c.row.advance === target ? Number.POSITIVE_INFINITY : perPrice(c.toTarget, c.row.price)),
          (c) => vpRatio(c),
        )
      : goal.kind === 'ast'
        ? desc(
            (c) => counts(c),
            (c) => -c.row.price,
          )
        : desc(vpRatio, (c) => c.creditsOut);
  const candidates = [...all].sort((a, b) => first(b) - first(a) || order(a, b)).map((c, ix) => ({ ...c, ix }));
  const libIx = candidates.findIndex((c) => c.row.advance === 'library');
  const anaIx = candidates.findIndex((c) => c.row.advance === 'anatomy');
  const rbIx = candidates.findIndex((c) => c.row.advance === 'roadbuilding');
  // Dantzig's bound needs the cards by points per price, whatever the branching order.
  const item =
    (gain: (c: Candidate) => number) =>
    (c: Candidate): KnapsackItem => ({ at: c.ix, price: c.row.price, gain: gain(c) });
  const byPoints = [...candidates].sort(desc(vpRatio, (c) => c.row.cost)).map(item((c) => c.vp));
  const byCredits = [...candidates]
    .sort(
      desc(
        (c) => perPrice(c.creditsOut, c.row.price),
        (c) => c.row.cost,
      ),
    )
    .map(item((c) => c.creditsOut));

  interface Node {
    readonly chosen: readonly Candidate[];
    readonly sum: number;
    readonly lib: boolean;
    readonly dearest: number;
    readonly anatomy: boolean;
    readonly road: boolean;
    /** Victory points of the advances chosen (Anatomy's free card not counted). */
    readonly vp: number;
  }
  const discountOf = (n: Node) => (n.lib ? Math.min(LIBRARY_DISCOUNT, n.dearest) : 0);
  const dueOf = (n: Node) => n.sum - discountOf(n);
  const tableOf = (road: boolean) => (road ? tableRoad : table);

  interface Evaluated {
    readonly key: number[];
    readonly free: AdvanceId | null;
    readonly colour: number;
    readonly gained: number;
  }
  /** The goal's key of a combination, with Anatomy's free card and the free points' colour chosen for it. */
  const evaluate = (n: Node): Evaluated => {
    const bought = n.chosen.map((c) => c.row.advance);
    const due = dueOf(n);
    const kept = tableOf(n.road).keptValue(due);
    const options: (AdvanceId | null)[] = n.anatomy ? anatomyOptions.filter((id) => !bought.includes(id)) : [];
    if (options.length === 0) options.push(null);
    let best: Evaluated | null = null;
    for (const free of options) {
      const acquired = free === null ? bought : [...bought, free];
      const vp = acquired.reduce((s, id) => s + advanceVictoryPoints(id), 0);
      const points = acquired.reduce((s, id) => s + freePointsOf(id), 0);
      // Free points go to the one colour best for the goal (toward the target first, then all credits).
      let g = gains(acquired, points, points > 0 ? 0 : null);
      let colour = points > 0 ? 0 : -1;
      for (let c = 1; c < (points > 0 ? COLOURS.length : 1); c++) {
        const x = gains(acquired, points, c);
        if (goal.kind === 'target' ? x.toward > g.toward || (x.toward === g.toward && x.all > g.all) : x.all > g.all) [g, colour] = [x, c];
      }
      let key: number[];
      switch (goal.kind) {
        case 'points':
        case 'keep':
          key = [vp, kept, g.all];
          break;
        case 'target': {
          const got = target !== null && acquired.includes(target);
          key = [got ? 1 : 0, got ? 0 : g.toward, vp, kept, g.all];
          break;
        }
        case 'ast': {
          if (aim === null) key = [0, 0, kept, vp, g.all];
          else {
            const have = counted([...held, ...acquired], aim.minCost);
            key = have >= aim.advances ? [1, 0, kept, vp, g.all] : [0, -(aim.advances - have) / aim.advances, kept, vp, g.all];
          }
          break;
        }
      }
      if (best === null || compareKeys(key, best.key) > 0) best = { key, free, colour, gained: g.all };
    }
    return best as Evaluated;
  };

  /** Eligible advances for the A.S.T. aim, cheapest first (for the least still to pay to meet it). */
  const eligibleByPrice = aim === null ? [] : candidates.filter((c) => c.row.cost >= aim.minCost).sort((a, b) => a.row.price - b.row.price);
  /**
   * A sound upper bound of the key over every extension of `n` by candidates from index `from` on.
   * `up` bounds the credits `n` gains (its parent's bound plus what its last advance can add: credits
   * only add up to less, R-E2 taking the higher colour).
   */
  const boundOf = (n: Node, from: number, up: { readonly all: number; readonly toward: number }, floor: readonly number[] | null): number[] => {
    const due = dueOf(n);
    const slack = n.lib ? LIBRARY_DISCOUNT - discountOf(n) : 0;
    const budget = table.funds - due + slack;
    let restToward = 0;
    let anatomy = n.anatomy;
    let road = n.road;
    let targetLeft = false;
    for (let i = from; i < candidates.length; i++) {
      const c = candidates[i];
      if (c === undefined || c.row.price > budget) continue;
      restToward += c.toTarget;
      if (i === anaIx) anatomy = true;
      if (i === rbIx) road = true;
      if (c.row.advance === target) targetLeft = true;
    }
    // Dantzig: what still fits by points per price, the last one fractionally.
    const knapsack = (money: number) => knapsackBound(byPoints, from, budget, money, n.vp + (anatomy ? 1 : 0));
    const vp = knapsack(budget);
    // The same for credits: what the advances still open can add, by credits per price.
    const creditsKnap = (money: number) => knapsackBound(byCredits, from, budget, money, up.all + (anatomy ? freeOut : 0));
    // Adding an advance never lowers what is due (its price is at least what it adds to Library's 40).
    const kept = tableOf(road).keptValue(due);
    const credits = creditsKnap(budget);
    switch (goal.kind) {
      case 'points':
      case 'keep':
        return [vp, kept, credits];
      case 'target': {
        if (target === null) return [0, 0, vp, kept, credits];
        if (targetLeft || n.chosen.some((c) => c.row.advance === target) || (anatomy && anatomyOptions.includes(target))) return [1, 0, vp, kept, credits];
        return [0, Math.min(targetPriceNow, up.toward + restToward + (anatomy ? freeToTarget : 0)), vp, kept, credits];
      }
      case 'ast': {
        if (aim === null) return [0, 0, kept, vp, credits];
        const free = anatomy && aim.minCost < 100 ? 1 : 0;
        const have = heldCounted + n.chosen.reduce((k, c) => k + (c.row.cost >= aim.minCost ? 1 : 0), 0) + free;
        const gap = Math.max(0, aim.advances - have);
        // The cheapest `gap` eligible advances still open; too few: every completion falls short.
        let extra = 0;
        let found = 0;
        for (const c of eligibleByPrice) {
          if (found >= gap) break;
          if (c.ix < from || c.row.price > budget) continue;
          extra += c.row.price;
          found++;
        }
        if (found < gap) return [0, -(gap - found) / aim.advances, kept, vp, credits];
        const least = due + Math.max(0, extra - slack);
        if (least > table.funds) return [0, 0, kept, vp, credits];
        const most = tableOf(road).keptValue(least);
        // Level with the last plan kept: only completions keeping as much can tie it, and they pay at most dueKeeping(most).
        if (floor !== null && floor[0] === 1 && floor[1] === 0 && floor[2] === most) {
          const money = dueKeeping(tableOf(road), most) - due + slack;
          return [1, 0, most, knapsack(money), creditsKnap(money)];
        }
        return [1, 0, most, vp, credits];
      }
    }
  };

  const best = bestList<{ readonly node: Node; readonly ev: Evaluated }>(limit);
  let examined = 0;
  const walk = (n: Node, from: number) => {
    examined++;
    if (n.chosen.length > 0) {
      const ev = evaluate(n);
      best.offer(ev.key, () => ({ node: n, ev }));
    }
    // What this node's credits can come to at most, free points in every advance's best colour.
    const up = gains(
      n.chosen.map((c) => c.row.advance),
      n.chosen.reduce((s, c) => s + freePointsOf(c.row.advance), 0),
      -1,
    );
    for (let i = from; i < candidates.length; i++) {
      const c = candidates[i];
      if (c === undefined) continue;
      const child: Node = {
        chosen: [...n.chosen, c],
        sum: n.sum + c.row.price,
        lib: n.lib || i === libIx,
        dearest: i === libIx ? n.dearest : Math.max(n.dearest, c.row.price),
        anatomy: n.anatomy || i === anaIx,
        road: n.road || i === rbIx,
        vp: n.vp + c.vp,
      };
      if (dueOf(child) > table.funds) continue;
      const floor = best.floor();
      if (floor !== null && compareKeys(boundOf(child, i + 1, { all: up.all + c.creditsOut, toward: up.toward + c.toTarget }, floor), floor) <= 0) continue;
      walk(child, i + 1);
    }
  };
  walk({ chosen: [], sum: 0, lib: false, dearest: 0, anatomy: false, road: false, vp: 0 }, 0);
  if (best.items.length === 0) notes.push(reason('eeplan/nothing-affordable', { funds: table.funds }, 'Phase 12'));

  const plans = best.items.map(({ key, item: { node, ev } }): EePurchasePlan => {
    const payment = tableOf(node.road).payment(dueOf(node));
    if (payment === null) throw new Error('planner: a listed combination has no payment');
    const picked = [...node.chosen].sort((a, b) => ADVANCE_IDS.indexOf(a.row.advance) - ADVANCE_IDS.indexOf(b.row.advance));
    const advances = picked.map((c) => c.row.advance);
    const discount = discountOf(node);
    const libraryTarget =
      discount > 0 ? (picked.filter((c) => c.row.advance !== 'library').sort((a, b) => b.row.price - a.row.price)[0]?.row.advance ?? null) : null;
    const acquired = ev.free === null ? advances : [...advances, ev.free];
    const colour = ev.colour >= 0 ? (COLOURS[ev.colour] ?? 'green') : null;
    const freeCredits: Partial<Record<FreeCreditAdvance, ColourCredits>> = {};
    for (const a of FREE_CREDIT_ADVANCES) if (acquired.includes(a) && colour !== null) freeCredits[a] = { [colour]: ADVANCES[a].freeCredits ?? 0 };
    const points = acquired.reduce((s, id) => s + advanceVictoryPoints(id), 0);
    const reasons: EePlanReason[] = [reason('eeplan/points', { points, advances: acquired.length }, 'Phase 13d', ['Phase 13d', 'R-E6'])];
    for (const c of picked)
      reasons.push(
        reason(
          'eeplan/price',
          {
            advance: c.row.advance,
            cost: c.row.cost,
            colour: c.row.colour,
            colourCredit: c.row.colourCredit,
            specific: c.row.specificCredit,
            price: c.row.price,
          },
          ['Phase 12', 'R-E2'],
        ),
      );
    if (libraryTarget !== null) reasons.push(reason('eeplan/library', { advance: libraryTarget, discount }, ['chapter 9, Library', 'R-E5']));
    if (ev.free !== null) reasons.push(reason('eeplan/anatomy', { advance: ev.free }, ['chapter 9, Anatomy', 'R-E5']));
    for (const a of FREE_CREDIT_ADVANCES)
      if (acquired.includes(a) && colour !== null)
        reasons.push(
          reason('eeplan/free-credits', { advance: a, points: ADVANCES[a].freeCredits ?? 0, colour }, [
            `chapter 9, ${a === 'monument' ? 'Monument' : 'Written Record'}`,
            'R-E5',
          ]),
        );
    reasons.push(reason('eeplan/payment', { due: payment.due, cards: payment.paidValue, treasury: payment.treasuryValue }, 'Phase 12', 'Phase 7'));
    if (payment.substitute !== null)
      reasons.push(reason('eeplan/substitute', { card: payment.substitute.card, forSet: payment.substitute.forSet }, 'chapter 9, Trade Empire'));
    if (payment.treasury > 0) {
      if (treasuryTokenValue(before) === 2)
        reasons.push(reason('eeplan/mining', { treasury: payment.treasury, value: payment.treasuryValue }, 'chapter 9, Mining'));
      else reasons.push(reason('eeplan/treasury', { treasury: payment.treasury, cards: payment.paidValue, due: payment.due }, 'Phase 12'));
    }
    if (payment.lost > 0) reasons.push(reason('eeplan/change-lost', { lost: payment.lost }, 'Phase 12'));
    const surrendered = Object.values(payment.surrendered).reduce((s: number, n) => s + (n ?? 0), 0);
    if (surrendered > 0) reasons.push(reason('eeplan/surrendered', { cards: surrendered, limit: handLimit([...held, ...acquired]) }, 'Phase 12'));
    reasons.push(reason('eeplan/kept', { value: payment.keptValue, treasury: payment.keptTreasury }, 'Phase 12'));
    if (ev.gained > 0) reasons.push(reason('eeplan/credits-gained', { credits: ev.gained }, ['Phase 12', 'R-E2']));
    if (goal.kind === 'target' && target !== null) {
      if (acquired.includes(target)) reasons.push(reason('eeplan/target-bought', { advance: target }, 'Phase 12'));
      else {
        const g = gains(
          acquired,
          acquired.reduce((sum, id) => sum + freePointsOf(id), 0),
          ev.colour >= 0 ? ev.colour : null,
        ).toward;
        reasons.push(reason('eeplan/target-credits', { advance: target, credits: g, price: targetPriceNow - g }, ['Phase 12', 'R-E2']));
      }
    }
    if (goal.kind === 'ast' && aim !== null) {
      const have = counted([...held, ...acquired], aim.minCost);
      if (have >= aim.advances)
        reasons.push(reason('eeplan/ast-met', { space: aim.space, epoch: aim.epoch, away: aim.space - player.ast }, ['Phase 13', 'R-E6']));
      else reasons.push(reason('eeplan/ast-unmet', { have, need: aim.advances, minCost: aim.minCost }, ['Phase 13', 'R-E6']));
    }
    return {
      advances,
      libraryTarget,
      anatomyFree: ev.free,
      freeCredits,
      points,
      payment,
      creditsGained: ev.gained,
      key,
      reasons,
    };
  });
  return { goal, plans, examined, funds: table.funds, notes };
}

/** The purchase entry a plan makes: the engine checks it as any other (ee Phase 12). */
export function eePlanEntry(civ: CivilizationId, plan: EePurchasePlan): PurchaseEntry {
  return {
    kind: 'purchase',
    civ,
    advances: plan.advances,
    ...(plan.libraryTarget !== null ? { libraryTarget: plan.libraryTarget } : {}),
    ...(plan.anatomyFree !== null ? { anatomyFree: plan.anatomyFree } : {}),
    ...(Object.keys(plan.freeCredits).length > 0 ? { freeCredits: plan.freeCredits } : {}),
    paid: plan.payment.paid,
    ...(plan.payment.substitute !== null ? { substitute: plan.payment.substitute } : {}),
    treasury: plan.payment.treasury,
  };
}
