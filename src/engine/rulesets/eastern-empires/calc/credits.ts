/**
 * Eastern Empires: credits and the price of Civilization Advances (ee Phase 12, "Credit tokens and
 * discount"; ee chapter 9 Library, Anatomy, Mining, Monument, Written Record, Trade Empire; R-E2,
 * R-E5, R-E6). Pure calculators: the purchase entry validates with them.
 */
import { ADVANCES, COLOURS, type AdvanceId, type Colour, type ColourCredits } from '../advances';
import { COMMODITIES, commodityCardCount, setValue, type CommodityId } from '../trade-cards';

export type CreditTotals = Readonly<Record<Colour, number>>;

export const zeroCredits = (): Record<Colour, number> => ({ green: 0, blue: 0, orange: 0, red: 0, yellow: 0 });

/**
 * Credit tokens a player holds: starting credits (ee chapter 4), the tokens printed on each advance
 * and the free-colour points chosen for Written Record and Monument (ee chapter 9).
 */
export function creditTokens(advances: readonly AdvanceId[], chosen: readonly ColourCredits[] = [], starting: ColourCredits = {}): CreditTotals {
  const total = zeroCredits();
  const add = (credits: ColourCredits) => {
    for (const colour of COLOURS) total[colour] += credits[colour] ?? 0;
  };
  add(starting);
  for (const id of advances) add(ADVANCES[id].credits);
  for (const c of chosen) add(c);
  return total;
}

/** Sum of the specific credits the held advances give toward `target` (ee Phase 12, example 2 and 3). */
export function specificCredits(held: readonly AdvanceId[], target: AdvanceId): number {
  return held.reduce((sum, id) => {
    const s = ADVANCES[id].specific;
    return s !== undefined && s.to === target ? sum + s.amount : sum;
  }, 0);
}

export interface Price {
  readonly advance: AdvanceId;
  readonly cost: number;
  /** The colour whose credits were used: the higher of a two-colour advance's colours (R-E2). */
  readonly colour: Colour;
  readonly colourCredit: number;
  readonly specificCredit: number;
  /** cost - colour credit - specific credit, never below 0 (ee Phase 12: "can never be lower than zero"). */
  readonly price: number;
}

/**
 * The price of one advance for a player whose credits (from earlier turns, R-E2) are `credits` and
 * who held `heldBefore` since an earlier turn. ee Phase 12: "The credit value of the 2 colors is never
 * combined ... the discount from the color with the highest value of credits applies" (R-E2).
 */
export function advancePrice(target: AdvanceId, credits: CreditTotals, heldBefore: readonly AdvanceId[]): Price {
  const { cost, colours } = ADVANCES[target];
  let colour: Colour = colours[0];
  for (const c of colours) if (credits[c] > credits[colour]) colour = c;
  const colourCredit = credits[colour];
  const specificCredit = specificCredits(heldBefore, target);
  return { advance: target, cost, colour, colourCredit, specificCredit, price: Math.max(0, cost - colourCredit - specificCredit) };
}

/** Library: 40 off one other advance bought in the same turn as Library (ee chapter 9, Library; R-E5). */
export const LIBRARY_DISCOUNT = 40;

/** Anatomy: one science card with an undiscounted cost below 100 for free (ee chapter 9, Anatomy). */
export const ANATOMY_FREE_BELOW = 100;

/** R-E5: a "science card" is any advance with green among its colours. */
export const isAnatomyFreeChoice = (id: AdvanceId): boolean => ADVANCES[id].colours.includes('green') && ADVANCES[id].cost < ANATOMY_FREE_BELOW;

/** Mining: treasury tokens are worth 2 points when purchasing advances (ee chapter 9, Mining). */
export const treasuryTokenValue = (held: readonly AdvanceId[]): 1 | 2 => (held.includes('mining') ? 2 : 1);

export interface PurchaseRequest {
  /** Advances bought and paid for in this single transaction (ee Phase 12). */
  readonly advances: readonly AdvanceId[];
  /** Which of them Library's 40 discount applies to, if Library is among them (R-E5). */
  readonly libraryTarget?: AdvanceId;
  /** The free science card taken with Anatomy (ee chapter 9, Anatomy); not paid for, so no Library. */
  readonly anatomyFree?: AdvanceId;
}

export interface PurchaseQuote {
  readonly prices: readonly Price[];
  readonly libraryDiscount: number;
  /** Total due for the transaction (R-E2: credits held are reused for every purchase this turn). */
  readonly due: number;
}

/**
 * The total due for a transaction: the sum of each paid advance's price, minus Library's 40 on its
 * target after credits (floor 0, R-E5). Credits are those held before this turn (R-E2).
 */
export function quotePurchase(request: PurchaseRequest, credits: CreditTotals, heldBefore: readonly AdvanceId[]): PurchaseQuote {
  const prices = request.advances.map((id) => advancePrice(id, credits, heldBefore));
  let libraryDiscount = 0;
  if (request.advances.includes('library') && request.libraryTarget !== undefined && request.libraryTarget !== 'library') {
    const target = prices.find((p) => p.advance === request.libraryTarget);
    if (target !== undefined) libraryDiscount = Math.min(LIBRARY_DISCOUNT, target.price);
  }
  const due = prices.reduce((sum, p) => sum + p.price, 0) - libraryDiscount;
  return { prices, libraryDiscount, due };
}

/** Trade cards turned in to pay, as commodity counts, with Trade Empire's optional substitute. */
export interface CardPayment {
  readonly cards: Readonly<Partial<Record<CommodityId, number>>>;
  /**
   * Trade Empire (ee chapter 9): once per turn one card of at least the same face value stands in for
   * a missing card of an incomplete set. `card` is one of the cards in `cards`, counted for `forSet`.
   */
  readonly substitute?: { readonly card: CommodityId; readonly forSet: CommodityId };
}

/** The value of cards turned in (ee Phase 7 set values), or the reason a substitute is refused. */
export function cardPaymentValue(
  payment: CardPayment,
  playerCount: number,
):
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly code: 'substitute-not-lower-value' | 'substitute-set-complete' | 'substitute-not-held' | 'substitute-same-commodity' } {
  const counts: Partial<Record<CommodityId, number>> = { ...payment.cards };
  const sub = payment.substitute;
  if (sub !== undefined) {
    if (sub.card === sub.forSet) return { ok: false, code: 'substitute-same-commodity' };
    if ((counts[sub.card] ?? 0) < 1) return { ok: false, code: 'substitute-not-held' };
    if (COMMODITIES[sub.card].faceValue < COMMODITIES[sub.forSet].faceValue) return { ok: false, code: 'substitute-not-lower-value' };
    const have = counts[sub.forSet] ?? 0;
    if (have + 1 > commodityCardCount(sub.forSet, playerCount)) return { ok: false, code: 'substitute-set-complete' };
    counts[sub.card] = (counts[sub.card] ?? 0) - 1;
    counts[sub.forSet] = have + 1;
  }
  let value = 0;
  for (const [id, n] of Object.entries(counts) as [CommodityId, number][]) value += setValue(id, n);
  return { ok: true, value };
}

/**
 * Whether a treasury payment overspends (ee Phase 12: "A player cannot spend more treasury tokens
 * than required"): refused if one token fewer would still cover the total. With Mining a token is
 * worth 2, so the total may be exceeded by exactly 1 (ee chapter 9, Mining).
 */
export function treasuryOverspent(due: number, cardValue: number, treasuryTokens: number, tokenValue: 1 | 2): boolean {
  return treasuryTokens > 0 && cardValue + (treasuryTokens - 1) * tokenValue >= due;
}
