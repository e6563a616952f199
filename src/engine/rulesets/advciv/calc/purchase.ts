/**
 * Civilization-card purchases (advciv 31): the price list a player sees, the check of a purchase the
 * table enters, and "what can I buy with this hand".
 * - price = cost - credits from cards held since an earlier turn, floor 0 (31.53, 31.54, R-A4);
 * - several cards in one turn are paid together: due = sum of prices; commodity sets (28.51) and
 *   treasury pay it together; no change (31.58); treasury never overspent on purpose (31.41, R-A4);
 * - Mining raises one Iron/Bronze/Silver/Gems/Gold set by one card, once per turn (28.53, R-A6);
 * - one of each card (31.61); prerequisites acquired in an earlier turn (31.62);
 * - a card fully covered by credits must be taken (31.57, R-A5 with its setting).
 */
import type { Violation } from '../../../types';
import { PREREQUISITE_RULE, type CardId } from '../cards';
import type { CommodityId } from '../commodities';
import type { AdvCivRuleset } from '../ruleset';
import type { AdvCivSettings } from '../settings';
import type { AdvCivPlayer, Hand } from '../state';
import { violation } from '../violations';
import { cardPrice, cardsHeldBefore, type CardPrice } from './credits';
import { setValue } from './sets';

export interface PriceRow extends CardPrice<CardId> {
  readonly held: boolean;
  /** Prerequisites not acquired in an earlier turn (31.62). */
  readonly missing: readonly CardId[];
  /** Price 0 and allowed: must be taken (31.57, R-A5). */
  readonly free: boolean;
}

function priceRow(ruleset: AdvCivRuleset, player: AdvCivPlayer, before: readonly CardId[], card: CardId): PriceRow {
  const p = cardPrice(ruleset, before, card);
  const held = player.cards[card] !== undefined;
  const missing = ruleset.cards[card].prerequisites.filter((pre) => !before.includes(pre));
  return { ...p, held, missing, free: !held && missing.length === 0 && p.price === 0 };
}

/** Every card with its price for this player in this turn, and why. */
export function priceList(ruleset: AdvCivRuleset, player: AdvCivPlayer, turn: number): readonly PriceRow[] {
  const before = cardsHeldBefore(player.cards, turn);
  return ruleset.cardIds.map((card) => priceRow(ruleset, player, before, card));
}

const mayBeFree = new WeakMap<object, readonly CardId[]>();

/** Cards whose credits from every other card could reach their cost: the only ones that can be free (31.57). */
function freeCandidates(ruleset: AdvCivRuleset): readonly CardId[] {
  const hit = mayBeFree.get(ruleset.cards);
  if (hit !== undefined) return hit;
  const list = ruleset.cardIds.filter(
    (card) =>
      cardPrice(
        ruleset,
        ruleset.cardIds.filter((c) => c !== card),
        card,
      ).price === 0,
  );
  mayBeFree.set(ruleset.cards, list);
  return list;
}

/** The cards credits alone pay for, not held, prerequisites met: they must be taken (31.57, R-A5). */
export function freeCards(ruleset: AdvCivRuleset, player: AdvCivPlayer, turn: number): readonly CardId[] {
  const before = cardsHeldBefore(player.cards, turn);
  return freeCandidates(ruleset).filter((card) => priceRow(ruleset, player, before, card).free);
}

export interface PaymentValue {
  readonly value: number;
  /** Commodity Mining raised (null: none, or no effect: R-A6 says that is not a use). */
  readonly mined: CommodityId | null;
}

/** Value of the commodity cards turned in, Mining on `mining` if given and effective (28.53, R-A6). */
export function paymentValue(ruleset: AdvCivRuleset, paid: Hand, mining: CommodityId | null): PaymentValue {
  let value = 0;
  for (const id of ruleset.commodityIds) value += setValue(ruleset.commodities[id], paid[id] ?? 0);
  if (mining === null) return { value, mined: null };
  const def = ruleset.commodities[mining];
  const n = paid[mining] ?? 0;
  if (!def.mineable || n === 0 || n >= def.count) return { value, mined: null };
  return { value: value + setValue(def, n + 1) - setValue(def, n), mined: mining };
}

export interface PurchaseInput {
  readonly cards: readonly CardId[];
  readonly paid: Hand;
  readonly treasury: number;
  readonly mining: CommodityId | null;
}

export interface PurchaseCheck {
  readonly violations: readonly Violation[];
  readonly due: number;
  readonly value: number;
  readonly mined: CommodityId | null;
  readonly lost: number;
}

/**
 * Checks one player's purchase of this turn. `unusable`: commodity cards he holds but may not turn in
 * this turn (Grain shown against Famine, 30.312; from `state.aftermath`): no more of a commodity can
 * be paid than its printed cards less those (8.1), the only limit the engine can see in a secret hand.
 */
export function checkPurchase(
  ruleset: AdvCivRuleset,
  settings: AdvCivSettings,
  player: AdvCivPlayer,
  turn: number,
  input: PurchaseInput,
  unusable: Hand = {},
): PurchaseCheck {
  const out: Violation[] = [];
  const before = cardsHeldBefore(player.cards, turn);
  const row = (c: CardId): PriceRow | undefined => (ruleset.cards[c] === undefined ? undefined : priceRow(ruleset, player, before, c));
  const seen = new Set<CardId>();
  let due = 0;
  for (const card of input.cards) {
    if (seen.has(card)) out.push(violation('purchase/duplicate-card', '31.61', { card }));
    seen.add(card);
    const r = row(card);
    if (r === undefined) continue;
    if (r.held) out.push(violation('purchase/already-held', '31.61', { card }));
    if (r.missing.length > 0)
      out.push(violation('purchase/missing-prerequisite', ['31.62', PREREQUISITE_RULE[card] ?? ruleset.cards[card].cite.rule], { card, missing: r.missing }));
    due += r.price;
  }
  for (const id of ruleset.commodityIds) {
    const n = input.paid[id] ?? 0;
    const shown = unusable[id] ?? 0;
    if (n > ruleset.commodities[id].count)
      out.push(violation('purchase/set-too-large', ['28.52', '8.1'], { commodity: id, cards: n, max: ruleset.commodities[id].count }));
    else if (n > 0 && shown > 0 && n + shown > ruleset.commodities[id].count)
      out.push(violation('purchase/shown-cards-used', ['30.312', '8.1'], { commodity: id, cards: n, shown, max: ruleset.commodities[id].count - shown }));
  }
  const miningCard = ruleset.roles.mining;
  if (input.mining !== null) {
    const holds = miningCard !== undefined && (player.cards[miningCard] ?? turn) < turn;
    if (!holds) out.push(violation('purchase/mining-not-held', '32.261'));
    else if (!ruleset.commodities[input.mining].mineable || (input.paid[input.mining] ?? 0) === 0)
      out.push(violation('purchase/mining-not-allowed', '28.53', { commodity: input.mining }));
    else if (player.miningUsedTurn === turn) out.push(violation('purchase/mining-used', ['28.53', '32.261'], {}, 'R-A6'));
  }
  const pay = paymentValue(ruleset, input.paid, out.some((v) => v.code.startsWith('purchase/mining')) ? null : input.mining);
  if (input.treasury > player.treasury) out.push(violation('purchase/treasury-exceeds-holdings', '31.41', { treasury: input.treasury, held: player.treasury }));
  if (pay.value + input.treasury < due)
    out.push(violation('purchase/not-enough-funds', ['31.58', '31.2'], { due, value: pay.value, treasury: input.treasury }, 'R-A4'));
  else if (input.treasury > 0 && pay.value + input.treasury - 1 >= due)
    out.push(violation('purchase/treasury-overspent', '31.41', { due, value: pay.value, treasury: input.treasury }, 'R-A4'));
  if (settings.freeCards === 'required') {
    const skipped = freeCards(ruleset, player, turn).filter((c) => !seen.has(c));
    if (skipped.length > 0) out.push(violation('purchase/free-card-not-taken', '31.57', { cards: skipped }, 'R-A5'));
  }
  return { violations: out, due, value: pay.value, mined: pay.mined, lost: Math.max(0, pay.value + input.treasury - due) };
}

export interface PaymentOption {
  readonly value: number;
  readonly cards: Hand;
  readonly mined: CommodityId | null;
}

/**
 * Every distinct value a hand can pay (any cards of each commodity, Mining on one set), ascending.
 * A depth-first walk over the commodities held with running sums; a value found both with and
 * without Mining keeps the payment without it (R-A6: Mining is then not used up).
 */
export function paymentOptions(ruleset: AdvCivRuleset, hand: Hand, mining: boolean): readonly PaymentOption[] {
  const ids = ruleset.commodityIds.filter((id) => (hand[id] ?? 0) > 0);
  const max = ids.map((id) => hand[id] ?? 0);
  const value = ids.map((id) => Array.from({ length: (hand[id] ?? 0) + 1 }, (_, n) => setValue(ruleset.commodities[id], n)));
  const gain = ids.map((id) => {
    const def = ruleset.commodities[id];
    return Array.from({ length: (hand[id] ?? 0) + 1 }, (_, n) =>
      mining && def.mineable && n > 0 && n < def.count ? setValue(def, n + 1) - setValue(def, n) : 0,
    );
  });
  const best = new Map<number, { readonly counts: readonly number[]; readonly mined: number }>();
  const counts = new Array<number>(ids.length).fill(0);
  const keep = (v: number, mined: number) => {
    const prev = best.get(v);
    if (prev === undefined || (prev.mined >= 0 && mined < 0)) best.set(v, { counts: [...counts], mined });
  };
  const walk = (i: number, sum: number) => {
    if (i === ids.length) {
      keep(sum, -1);
      for (let k = 0; k < ids.length; k++) {
        const g = gain[k]?.[counts[k] ?? 0] ?? 0;
        if (g > 0) keep(sum + g, k);
      }
      return;
    }
    const row = value[i] ?? [0];
    for (let n = 0; n <= (max[i] ?? 0); n++) {
      counts[i] = n;
      walk(i + 1, sum + (row[n] ?? 0));
    }
    counts[i] = 0;
  };
  walk(0, 0);
  const out: PaymentOption[] = [];
  for (const [v, b] of best) {
    const cards: Partial<Record<CommodityId, number>> = {};
    b.counts.forEach((n, k) => {
      const id = ids[k];
      if (n > 0 && id !== undefined) cards[id] = n;
    });
    out.push({ value: v, cards, mined: b.mined >= 0 ? (ids[b.mined] ?? null) : null });
  }
  return out.sort((a, b) => a.value - b.value);
}

export interface BuyOption {
  readonly cards: readonly CardId[];
  readonly due: number;
  /** The cards to turn in: the cheapest payment that covers the price with the least treasury. */
  readonly pay: PaymentOption;
  readonly treasury: number;
  /** Value lost for lack of change (31.58). */
  readonly lost: number;
  /** What the player keeps. */
  readonly leftover: { readonly hand: Hand; readonly treasury: number };
}

export interface BuyAnswer {
  readonly prices: readonly PriceRow[];
  readonly options: readonly BuyOption[];
}

/**
 * "What can I buy with this hand": every set of cards the hand plus treasury can pay for, with the
 * payment and what is left (`unusable` cards of the hand pay nothing this turn, 30.312). Prices do not depend on each other in one turn (credits and
 * prerequisites only count from earlier turns, 31.53, 31.62), so combinations are sums of prices.
 */
export function whatCanIBuy(
  ruleset: AdvCivRuleset,
  settings: AdvCivSettings,
  player: AdvCivPlayer,
  turn: number,
  held: Hand,
  treasury: number,
  unusable: Hand = {},
): BuyAnswer {
  const prices = priceList(ruleset, player, turn);
  // 30.312: Grain shown against Famine stays in the hand but pays for nothing this turn.
  const hand: Partial<Record<CommodityId, number>> = {};
  for (const id of ruleset.commodityIds) {
    const n = Math.max(0, (held[id] ?? 0) - (unusable[id] ?? 0));
    if (n > 0) hand[id] = n;
  }
  const miningCard = ruleset.roles.mining;
  const mining = miningCard !== undefined && (player.cards[miningCard] ?? turn) < turn && player.miningUsedTurn !== turn;
  const pays = paymentOptions(ruleset, hand, mining);
  const top = pays[pays.length - 1] ?? { value: 0, cards: {}, mined: null };
  const funds = top.value + treasury;
  const forced = settings.freeCards === 'required' ? prices.filter((p) => p.free).map((p) => p.card) : [];
  const candidates = prices.filter((p) => !p.held && p.missing.length === 0 && !forced.includes(p.card)).sort((a, b) => a.price - b.price);
  const options: BuyOption[] = [];
  const chosen: CardId[] = [];
  const emit = (due: number) => {
    const cards = [...forced, ...chosen];
    if (cards.length === 0) return;
    let pay = top;
    let fromTreasury = Math.max(0, due - top.value);
    if (fromTreasury === 0) {
      let lo = 0;
      let hi = pays.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((pays[mid]?.value ?? 0) >= due) hi = mid;
        else lo = mid + 1;
      }
      pay = pays[lo] ?? top;
      fromTreasury = 0;
    }
    const left: Partial<Record<CommodityId, number>> = {};
    for (const id of ruleset.commodityIds) {
      const n = (held[id] ?? 0) - (pay.cards[id] ?? 0); // shown Grain stays in the hand (30.312)
      if (n > 0) left[id] = n;
    }
    options.push({
      cards,
      due,
      pay,
      treasury: fromTreasury,
      lost: pay.value + fromTreasury - due,
      leftover: { hand: left, treasury: treasury - fromTreasury },
    });
  };
  const base = forced.reduce((s, c) => s + (prices.find((p) => p.card === c)?.price ?? 0), 0);
  const walk = (start: number, due: number) => {
    emit(due);
    for (let i = start; i < candidates.length; i++) {
      const c = candidates[i];
      if (c === undefined || due + c.price > funds) break; // sorted by price: nothing further fits
      chosen.push(c.card);
      walk(i + 1, due + c.price);
      chosen.pop();
    }
  };
  if (base <= funds) walk(0, base);
  return { prices, options };
}
