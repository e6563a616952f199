/**
 * Civilization Advances acquisition entry (ee Phase 12), one per player per turn (one transaction):
 * the advances bought, Library's target, Anatomy's free card, the colours chosen for Written Record
 * and Monument, the commodity cards turned in (with Trade Empire's substitute) and the treasury spent.
 * Prices: credits held since an earlier turn (R-E2), Library after credits (R-E5); funds: set values
 * plus treasury, a token worth 2 with Mining (ee chapter 9); no change, no treasury overspent.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { ADVANCE_IDS, ADVANCES, COLOURS, type AdvanceId, type ColourCredits } from '../advances';
import { startingCredits, type CivilizationId } from '../civilizations';
import {
  advancePrice,
  cardPaymentValue,
  creditTokens,
  isAnatomyFreeChoice,
  quotePurchase,
  treasuryOverspent,
  treasuryTokenValue,
  type CardPayment,
  type CreditTotals,
  type Price,
} from '../calc/credits';
import type { EeSetup } from '../setup';
import { cardBoundsOf } from '../calc/hands';
import { handSize, heldAdvances, heldBefore, tally, withPlayer, type EePlayer, type EeState, type Hand } from '../state';
import { commodityCardCount, type CommodityId } from '../trade-cards';
import { eeViolation, type EeViolationCode } from '../violations';
import { activePlayer, isViolation } from './context';

export const FREE_CREDIT_ADVANCES = ['writtenRecord', 'monument'] as const satisfies readonly AdvanceId[];
export type FreeCreditAdvance = (typeof FREE_CREDIT_ADVANCES)[number];

export interface PurchaseEntry {
  readonly kind: 'purchase';
  readonly civ: CivilizationId;
  readonly advances: readonly AdvanceId[];
  readonly libraryTarget?: AdvanceId;
  readonly anatomyFree?: AdvanceId;
  readonly freeCredits?: Readonly<Partial<Record<FreeCreditAdvance, ColourCredits>>>;
  readonly paid: Hand;
  readonly substitute?: CardPayment['substitute'];
  readonly treasury: number;
}

/** The credits a player may use this turn: starting credits, advances and choices of earlier turns (R-E2, R-E5). */
export function usableCredits(p: EePlayer, turn: number, playerCount: number): CreditTotals {
  const chosen = p.chosenCredits.filter((c) => c.turn < turn).map((c) => c.credits);
  return creditTokens(heldBefore(p, turn), chosen, startingCredits(playerCount));
}

/** All credit tokens a player holds now (ee Phase 13d tie-break IV and V). */
export function allCredits(p: EePlayer, playerCount: number): CreditTotals {
  return creditTokens(
    heldAdvances(p),
    p.chosenCredits.map((c) => c.credits),
    startingCredits(playerCount),
  );
}

const SUBSTITUTE_CODES = {
  'substitute-not-lower-value': 'ee/purchase/substitute-lower-value',
  'substitute-set-complete': 'ee/purchase/substitute-set-complete',
  'substitute-not-held': 'ee/purchase/substitute-not-paid',
  'substitute-same-commodity': 'ee/purchase/substitute-same-commodity',
} as const satisfies Record<string, EeViolationCode>;

/**
 * The price of every advance the player does not hold, for this turn's purchase (ee Phase 12; R-E2):
 * what a purchase screen lists. Library's 40 depends on the transaction, so it is not included.
 */
export function priceList(p: EePlayer, turn: number, playerCount: number): readonly Price[] {
  const credits = usableCredits(p, turn, playerCount);
  const before = heldBefore(p, turn);
  const held = heldAdvances(p);
  return ADVANCE_IDS.filter((id) => !held.includes(id)).map((id) => advancePrice(id, credits, before));
}

export function checkPurchase(p: EePlayer, turn: number, playerCount: number, entry: PurchaseEntry): readonly Violation[] {
  const out: Violation[] = [];
  const civ = p.civ;
  const held = heldAdvances(p);
  const before = heldBefore(p, turn);
  const acquired = [...entry.advances, ...(entry.anatomyFree !== undefined ? [entry.anatomyFree] : [])];
  const already = acquired.filter((a) => held.includes(a));
  if (already.length > 0) out.push(eeViolation('ee/purchase/already-held', 'Phase 12', { civ, advances: already }));
  const dup = acquired.filter((a, i) => acquired.indexOf(a) !== i);
  if (dup.length > 0) out.push(eeViolation('ee/purchase/duplicate', 'Phase 12', { civ, advances: dup }));

  if (
    entry.libraryTarget !== undefined &&
    (!entry.advances.includes('library') || entry.libraryTarget === 'library' || !entry.advances.includes(entry.libraryTarget))
  )
    out.push(eeViolation('ee/purchase/library-target', 'chapter 9, Library', { civ, target: entry.libraryTarget }, 'R-E5'));
  if (entry.anatomyFree !== undefined && (!entry.advances.includes('anatomy') || !isAnatomyFreeChoice(entry.anatomyFree)))
    out.push(eeViolation('ee/purchase/anatomy-choice', 'chapter 9, Anatomy', { civ, advance: entry.anatomyFree }, 'R-E5'));

  for (const a of FREE_CREDIT_ADVANCES) {
    const chosen = entry.freeCredits?.[a];
    const gets = acquired.includes(a);
    const amount = ADVANCES[a].freeCredits ?? 0;
    const sum = chosen === undefined ? 0 : COLOURS.reduce((s, c) => s + (chosen[c] ?? 0), 0);
    const negative = chosen !== undefined && COLOURS.some((c) => (chosen[c] ?? 0) < 0);
    if (gets ? chosen === undefined || sum !== amount || negative : chosen !== undefined)
      out.push(
        eeViolation(
          'ee/purchase/free-credits',
          `chapter 9, ${a === 'monument' ? 'Monument' : 'Written Record'}`,
          { civ, advance: a, entered: sum, expected: gets ? amount : 0 },
          'R-E5',
        ),
      );
  }

  // Attributes take effect once the transaction is completed (ee Phase 12): Trade Empire and Mining
  // must have been held before this transaction.
  if (entry.substitute !== undefined && !before.includes('tradeEmpire'))
    out.push(eeViolation('ee/purchase/substitute-without-trade-empire', 'chapter 9, Trade Empire', { civ }));
  const payment = cardPaymentValue(entry.substitute === undefined ? { cards: entry.paid } : { cards: entry.paid, substitute: entry.substitute }, playerCount);
  if (!payment.ok) out.push(eeViolation(SUBSTITUTE_CODES[payment.code], 'chapter 9, Trade Empire', { civ }));
  for (const [id, n] of Object.entries(entry.paid) as [CommodityId, number][])
    if (n > commodityCardCount(id, playerCount))
      out.push(eeViolation('ee/purchase/set-too-large', ['Phase 7', 'chapter 11'], { commodity: id, cards: n, max: commodityCardCount(id, playerCount) }));
  if (entry.treasury > p.treasury)
    out.push(eeViolation('ee/purchase/treasury-exceeds-holdings', 'Phase 12', { civ, treasury: entry.treasury, held: p.treasury }));

  const quote = quotePurchase(
    { advances: entry.advances, ...(entry.libraryTarget !== undefined ? { libraryTarget: entry.libraryTarget } : {}) },
    usableCredits(p, turn, playerCount),
    before,
  );
  // A refused substitute is reported once; the cards still count at their own set values.
  const plain = cardPaymentValue({ cards: entry.paid }, playerCount);
  const cards = payment.ok ? payment.value : plain.ok ? plain.value : 0;
  const tokenValue = treasuryTokenValue(before);
  const funds = cards + entry.treasury * tokenValue;
  if (funds < quote.due) out.push(eeViolation('ee/purchase/not-enough-funds', 'Phase 12', { civ, due: quote.due, paid: funds }, 'R-E2'));
  else if (treasuryOverspent(quote.due, cards, entry.treasury, tokenValue))
    out.push(eeViolation('ee/purchase/treasury-overspent', ['Phase 12', 'chapter 9, Mining'], { civ, due: quote.due, cards, treasury: entry.treasury }));
  return out;
}

export const purchase: EntryHandler<EeState, PurchaseEntry, EeSetup> = {
  validate(state, entry, setup) {
    const p = activePlayer(state, entry.civ);
    if (isViolation(p)) return [p];
    if (state.purchased.includes(entry.civ)) return [eeViolation('ee/purchase/already-purchased', 'Phase 12', { civ: entry.civ })];
    const out = [...checkPurchase(p, state.turn, setup.players.length, entry)];
    // Cards turned in are cards he holds (hands.ts; ee Phase 6, Phase 12).
    const cards = handSize(entry.paid);
    const held = cardBoundsOf(state, entry.civ)?.commodities;
    if (held !== undefined && cards > held) out.push(eeViolation('ee/purchase/cards-not-held', ['Phase 12', 'Phase 6'], { civ: entry.civ, cards, held }));
    return out;
  },
  apply(state, entry) {
    const acquired = [...entry.advances, ...(entry.anatomyFree !== undefined ? [entry.anatomyFree] : [])];
    const next = withPlayer(state, entry.civ, (p) => {
      const advances = { ...p.advances };
      for (const a of acquired) advances[a] = state.turn;
      const chosen = FREE_CREDIT_ADVANCES.flatMap((a) => {
        const c = entry.freeCredits?.[a];
        return c === undefined ? [] : [{ turn: state.turn, credits: c }];
      });
      return { ...p, advances, chosenCredits: [...p.chosenCredits, ...chosen], treasury: p.treasury - entry.treasury };
    });
    return { ...next, purchased: [...state.purchased, entry.civ], cardsGone: tally(state.cardsGone, entry.civ, handSize(entry.paid)) };
  },
};
