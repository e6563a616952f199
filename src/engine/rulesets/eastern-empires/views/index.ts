/**
 * Eastern Empires views for the screens: pure functions from setup + state (+ what a form has typed
 * so far) to plain data the phase forms render: previews that run the engine's own calculators
 * (taxes, trade-card costs by the entry's own apply, calamity effects, purchase quotes, A.S.T.
 * moves, scores and the tie-break). The turn walker is turn.ts, the player sheets players.ts.
 * Nothing here adds a rule: every number comes from a calculator or a handler of this ruleset.
 */
import type { RuleCitation } from '../../../types';
import { ADVANCE_IDS, type AdvanceId } from '../advances';
import { checkAstMove, epochOf, finalSpace, scores, standings, BASIC_REQUIREMENTS, type AstCheck, type Score, type Standing } from '../calc/ast';
import { calamityBeneficiary, calamityLimit, type CalamityLimit } from '../calc/calamity-order';
import { calamityEffect, MAP_FACT_CALAMITIES, type CalamityEffect, type Loss } from '../calc/calamity-effects';
import { CITIES_PER_PLAYER, CITY_UNIT_POINTS, HAND_LIMIT, usesScenarioSetup, type CivilizationId, type Epoch } from '../civilizations';
import {
  ANATOMY_FREE_BELOW,
  cardPaymentValue,
  isAnatomyFreeChoice,
  quotePurchase,
  treasuryTokenValue,
  type CardPayment,
  type CreditTotals,
  type Price,
  type PurchaseQuote,
} from '../calc/credits';
import { allowedTaxRates, cardOffers, citySupportRate, collectTax, DEFAULT_TAX_RATE, handLimit, type CardOffer } from '../calc/economy';
import { EE_HANDLERS } from '../entries';
import { COLLATERAL, type VictimOutcome } from '../entries/calamity';
import { activePlayers, stockFacts, tokensInStock } from '../entries/context';
import { FREE_CREDIT_ADVANCES, priceList, usableCredits, type FreeCreditAdvance } from '../entries/purchase';
import { DIASPORA_TOKENS, POLITICS_TREASURY, SPECIAL_ABILITIES, UNIVERSAL_DOCTRINE_BARBARIANS, type SpecialAbility } from '../entries/special-abilities';
import { resolveTaxes } from '../entries/taxation';
import { standingFacts } from '../calc/standings';
import { planEePurchase, type EePlanAnswer, type EePlanGoal } from '../calc/planner';
import { actingOrder } from '../phases';
import type { EeSetup } from '../setup';
import { heldAdvances, heldBefore, keptKnown, playerOf, type EePlayer, type EeState, type Hand, type TaxRecord } from '../state';
import {
  calamityInDeck,
  CALAMITY_IDS,
  COMMODITY_IDS,
  commodityCardCount,
  isTradeable,
  setValue,
  stacksDrawn,
  type CalamityId,
  type CommodityId,
} from '../trade-cards';

const ee = (rule: string): RuleCitation => ({ doc: 'ee', rule });
import { orderFacts } from './turn';

// ---------------------------------------------------------------------------------------------
// Phase 1: taxes

export interface TaxRow {
  readonly civ: CivilizationId;
  readonly cities: number;
  /** 55 - board - treasury as the books stand (ee chapter 3); the table corrects it. */
  readonly knownStock: number;
  readonly rates: readonly number[];
  readonly defaultRate: number;
  /** The tax owed at the usual rate (ee Phase 1a, collectTax), before the table picks another rate. */
  readonly due: number;
}

/** ee Phase 1a: every active player with cities is taxed. */
export const taxRows = (state: EeState): readonly TaxRow[] =>
  activePlayers(state)
    .filter((p) => p.cities > 0)
    .map((p) => ({
      civ: p.civ,
      cities: p.cities,
      knownStock: tokensInStock(p),
      rates: allowedTaxRates(heldAdvances(p)),
      defaultRate: DEFAULT_TAX_RATE,
      due: collectTax(p.cities, DEFAULT_TAX_RATE, tokensInStock(p), heldAdvances(p)).due,
    }));

/** What the taxation entry typed so far would do (the entry's own resolution, ee Phase 1a/1b). */
export const taxPreview = (
  state: EeState,
  stock: Readonly<Partial<Record<CivilizationId, number>>>,
  rates: Readonly<Partial<Record<CivilizationId, number>>>,
): readonly TaxRecord[] => resolveTaxes(state, { kind: 'taxation', stock, rates });

// ---------------------------------------------------------------------------------------------
// Phase 2-3: census order for movement

/** The movement order the census typed so far gives (ee Phase 3: highest census first; Military last). */
export function movementOrder(
  state: EeState,
  census: Readonly<Partial<Record<CivilizationId, number>>>,
): readonly { readonly civ: CivilizationId; readonly census: number; readonly movesLast: boolean }[] {
  const players = activePlayers(state).map((p) => ({ ...p, census: census[p.civ] ?? p.census }));
  return actingOrder('movement', orderFacts(players)).map((civ) => {
    const p = players.find((q) => q.civ === civ);
    return { civ, census: p?.census ?? 0, movesLast: p !== undefined && heldAdvances(p).includes('military') };
  });
}

// ---------------------------------------------------------------------------------------------
// Phase 5/11: city support

/** Each active player's tokens per city (ee Phase 5c; Cultural Ascendancy +1). */
export const supportRates = (state: EeState): Readonly<Partial<Record<CivilizationId, number>>> =>
  Object.fromEntries(activePlayers(state).map((p) => [p.civ, citySupportRate(heldAdvances(p))]));

/**
 * Each active player's rate and the tokens the cities typed so far need on the board (ee Phase 5c:
 * rate tokens per city; Cultural Ascendancy +1). A player whose field is empty needs none yet.
 */
export function citySupport(
  state: EeState,
  cities: Readonly<Partial<Record<CivilizationId, number>>>,
): Readonly<Partial<Record<CivilizationId, { readonly rate: number; readonly need: number }>>> {
  return Object.fromEntries(
    activePlayers(state).map((p) => {
      const rate = citySupportRate(heldAdvances(p));
      return [p.civ, { rate, need: (cities[p.civ] ?? 0) * rate }];
    }),
  );
}

/** The special abilities a player uses in ee Phase 10: those of the advances he holds (ee chapter 9). */
export function specialAbilitiesOf(state: EeState, civ: CivilizationId): readonly SpecialAbility[] {
  const p = playerOf(state, civ);
  const held = p === undefined ? [] : heldAdvances(p);
  return SPECIAL_ABILITIES.filter((a) => held.includes(a));
}

/** The most cities a player can have on the board (ee chapter 3: nine city tokens each). */
export { CITIES_PER_PLAYER };
/** The most ships in play (ee chapter 3: four each; ee Phase 3). */
export { SHIPS_PER_PLAYER } from '../calc/movement';
/** ee chapter 9: Politics' treasury, Universal Doctrine's Barbarian tokens, Diaspora's tokens moved. */
export { DIASPORA_TOKENS, POLITICS_TREASURY, UNIVERSAL_DOCTRINE_BARBARIANS };
/** ee chapter 4: 3-4 players play the scenario book's set-up (the new-game screen says so). */
export { usesScenarioSetup };

// ---------------------------------------------------------------------------------------------
// Phase 6: trade cards

export interface TradeCardRow {
  readonly civ: CivilizationId;
  readonly cities: number;
  readonly treasury: number;
  /** Stacks 1..cities, one card each (ee Phase 6a). */
  readonly drawn: readonly number[];
  readonly offers: readonly CardOffer[];
  readonly done: boolean;
}

/** Players with cities in the order of ee Phase 6a (fewest cities first, A.S.T.-ranking on ties). */
export function tradeCardRows(state: EeState): readonly TradeCardRow[] {
  const order = actingOrder('tradeCardsAcquisition', orderFacts(activePlayers(state)));
  return order.flatMap((civ) => {
    const p = playerOf(state, civ);
    if (p === undefined || p.cities === 0) return [];
    return [
      {
        civ,
        cities: p.cities,
        treasury: p.treasury,
        drawn: stacksDrawn(p.cities),
        offers: cardOffers(heldAdvances(p), p.cities),
        done: state.draws.some((d) => d.civ === civ),
      },
    ];
  });
}

/** Treasury the extra cards cost: the trade-card entry's own apply run on the typed purchase (ee Phase 6b). */
export function tradeCardCost(setup: EeSetup, state: EeState, civ: CivilizationId, bought: readonly number[]): number {
  const before = playerOf(state, civ)?.treasury ?? 0;
  const after = playerOf(EE_HANDLERS['trade-cards'].apply(state, { kind: 'trade-cards', civ, bought }, setup), civ)?.treasury ?? 0;
  return before - after;
}

// ---------------------------------------------------------------------------------------------
// Phase 8-9: calamities

/** The calamities in this game's deck (minors only with 9 players, ee chapter 11) and the limit (R-E7). */
export function calamityDeck(setup: EeSetup): { readonly calamities: readonly CalamityId[]; readonly limit: CalamityLimit } {
  const n = setup.players.length;
  return { calamities: CALAMITY_IDS.filter((id) => calamityInDeck(id, n)), limit: calamityLimit(n) };
}

/** What the calamity form asks the table for one calamity (R-G2: map facts are entered). */
export interface CalamityFields {
  /** Who traded it to the victim: only Tradeable calamities are traded (ee Phase 7; chapter 8, The beneficiary). */
  readonly tradedBy: boolean;
  /** The primary victim has a city on a volcano (ee chapter 8, Volcanic Eruption/Earthquake). */
  readonly cityOnVolcano: boolean;
  /** The primary victim has units on a flood plain (ee chapter 8, Flood). */
  readonly onFloodPlain: boolean;
  /** Each victim's coastal cities (ee chapter 8: Cyclone, Piracy, Coastal Migration). */
  readonly coastalCities: boolean;
  /** Other players' units struck besides the victims (ee chapter 8: Volcanic Eruption/Earthquake, Barbarian Hordes). */
  readonly collateral: boolean;
}

export const calamityFields = (calamity: CalamityId): CalamityFields => ({
  tradedBy: isTradeable(calamity),
  cityOnVolcano: MAP_FACT_CALAMITIES.cityOnVolcano.includes(calamity),
  onFloodPlain: MAP_FACT_CALAMITIES.onFloodPlain.includes(calamity),
  coastalCities: MAP_FACT_CALAMITIES.coastalCities.includes(calamity),
  collateral: COLLATERAL.includes(calamity),
});

/** The numbers a victim's outcome records (the calamity entry's VictimOutcome). */
export const OUTCOME_NUMBERS = [
  'tokensRemoved',
  'citiesReduced',
  'tokensPlaced',
  'citiesDestroyed',
  'citiesLost',
  'treasuryLost',
  'astBack',
  'prevented',
] as const satisfies readonly (keyof VictimOutcome)[];
export type OutcomeNumber = (typeof OUTCOME_NUMBERS)[number];

/** The outcome numbers each kind of loss is recorded in (ee chapter 8, Definitions: reduce, destroy, annex). */
const LOSS_OUTCOMES: Readonly<Record<Loss['kind'], readonly OutcomeNumber[]>> = {
  damage: ['tokensRemoved', 'citiesReduced', 'tokensPlaced', 'citiesDestroyed'],
  reduceCities: ['citiesReduced', 'tokensPlaced'],
  destroyCities: ['citiesDestroyed'],
  destroyVolcanoAreas: ['citiesDestroyed', 'tokensRemoved'],
  annexCities: ['citiesLost', 'citiesDestroyed'],
  annexUnitPoints: ['citiesLost', 'tokensRemoved'],
  loseTreasury: ['treasuryLost'],
  discardCommodities: [],
  discardFaceValue: [],
  astBack: ['astBack'],
  barbarianAttack: ['citiesDestroyed', 'tokensRemoved'],
  citySupportCheck: ['citiesReduced', 'tokensPlaced', 'tokensRemoved'],
  piratesReplaceCoastalCities: ['citiesLost'],
};

/** What another player's units struck by the calamity record (ee chapter 8: units destroyed, cities reduced). */
export const COLLATERAL_OUTCOMES: readonly OutcomeNumber[] = LOSS_OUTCOMES.damage;

/**
 * The outcome a victim's effect asks for: the numbers its losses are recorded in (and the
 * preventions used, where the card allows one), and whether it discards commodity cards.
 */
export function outcomeFields(effect: CalamityEffect): { readonly numbers: readonly OutcomeNumber[]; readonly discards: boolean } {
  const kinds = effect.losses.map((l) => l.kind);
  return {
    numbers: OUTCOME_NUMBERS.filter((k) => kinds.some((kind) => LOSS_OUTCOMES[kind].includes(k)) || (k === 'prevented' && effect.preventions.length > 0)),
    discards: kinds.some((k) => k === 'discardCommodities' || k === 'discardFaceValue'),
  };
}

export interface CalamityDraft {
  readonly civ: CivilizationId;
  readonly calamity: CalamityId;
  readonly tradedBy?: CivilizationId;
  readonly cityOnVolcano?: boolean;
  readonly onFloodPlain?: boolean;
  readonly secondaries: readonly CivilizationId[];
  readonly coastalCities?: Readonly<Partial<Record<CivilizationId, number>>>;
}

export interface CalamityPreview {
  /** Each victim's effect with his own advances (ee chapter 8; R-E4), the primary first. */
  readonly effects: readonly { readonly civ: CivilizationId; readonly effect: CalamityEffect }[];
  readonly beneficiary: CivilizationId | undefined;
  /** Who else is in the game (the engine judges who may be named). */
  readonly others: readonly CivilizationId[];
  /** Other players whose units the calamity may also strike (calamityFields' collateral), the victims excepted. */
  readonly bystanders: readonly CivilizationId[];
}

/** ee chapter 3 "Units": a city counts 5 unit points, a token 1 (Civil War reads them). */
const unitPoints = (p: EePlayer): number => p.cities * CITY_UNIT_POINTS + p.census;

/** The effect on each victim of the calamity as typed so far (calamityEffect, ee chapter 8). */
export function calamityPreview(setup: EeSetup, state: EeState, d: CalamityDraft): CalamityPreview | undefined {
  const p = playerOf(state, d.civ);
  if (p === undefined) return undefined;
  const coastal = (civ: CivilizationId) => d.coastalCities?.[civ];
  const factsOf = (q: EePlayer, role: 'primary' | 'secondary') => {
    const c = coastal(q.civ);
    return {
      role,
      holds: heldAdvances(q),
      cities: q.cities,
      unitPoints: unitPoints(q),
      ...(role === 'primary' && d.cityOnVolcano !== undefined ? { cityOnVolcano: d.cityOnVolcano } : {}),
      ...(role === 'primary' && d.onFloodPlain !== undefined ? { onFloodPlain: d.onFloodPlain } : {}),
      ...(c !== undefined ? { coastalCities: c } : {}),
    };
  };
  const primary = calamityEffect(d.calamity, factsOf(p, 'primary'), setup.settings);
  const beneficiary =
    primary.beneficiary === 'none'
      ? undefined
      : calamityBeneficiary(d.calamity, d.civ, primary.beneficiary === 'trader' ? d.tradedBy : undefined, stockFacts(state));
  const effects = [{ civ: d.civ, effect: primary }];
  for (const civ of d.secondaries) {
    const q = playerOf(state, civ);
    if (q !== undefined && civ !== d.civ) effects.push({ civ, effect: calamityEffect(d.calamity, factsOf(q, 'secondary'), setup.settings) });
  }
  const others = activePlayers(state)
    .filter((q) => q.civ !== d.civ)
    .map((q) => q.civ);
  return { effects, beneficiary, others, bystanders: calamityFields(d.calamity).collateral ? others.filter((c) => !d.secondaries.includes(c)) : [] };
}

// ---------------------------------------------------------------------------------------------
// Phase 12: purchase and hand

export interface PurchaseDraft {
  readonly civ: CivilizationId;
  readonly advances: readonly AdvanceId[];
  readonly libraryTarget?: AdvanceId;
  readonly anatomyFree?: AdvanceId;
  readonly paid: Hand;
  readonly substitute?: CardPayment['substitute'];
  readonly treasury: number;
}

export interface PurchasePreview {
  readonly prices: readonly Price[];
  readonly credits: CreditTotals;
  readonly quote: PurchaseQuote;
  /** Set values of the cards typed (ee Phase 7), or null when a substitute is refused. */
  readonly cards: number | null;
  /** 1, or 2 with Mining held before this transaction (ee chapter 9, Mining). */
  readonly tokenValue: 1 | 2;
  readonly funds: number;
  readonly treasuryHeld: number;
  /** The advances Library's 40 may go to, or null when Library is not bought (ee chapter 9, Library; R-E5). */
  readonly libraryTargets: readonly AdvanceId[] | null;
  /** Advances Anatomy may give for free (green, printed cost below 100; R-E5), or null when Anatomy is not bought. */
  readonly anatomyChoices: readonly AdvanceId[] | null;
  /** The advances acquired: those bought and Anatomy's free one. */
  readonly acquired: readonly AdvanceId[];
  /** Of them, those whose free credits the player places (ee chapter 9, Written Record and Monument). */
  readonly freeCredits: readonly FreeCreditAdvance[];
  /** Trade Empire held since an earlier turn (ee chapter 9). */
  readonly tradeEmpire: boolean;
  readonly cite: readonly RuleCitation[];
}

/**
 * The choices buying these advances asks for: the other advance bought that Library's 40 goes to
 * (ee chapter 9, Library; R-E5: null without Library) and whether Anatomy's free card is chosen.
 */
export function purchaseChoices(advances: readonly AdvanceId[]): { readonly libraryTargets: readonly AdvanceId[] | null; readonly anatomy: boolean } {
  return {
    libraryTargets: advances.includes('library') ? advances.filter((a) => a !== 'library') : null,
    anatomy: advances.includes('anatomy'),
  };
}

/** The price list and the quote for the transaction typed so far (ee Phase 12; R-E2, R-E5). */
export function purchasePreview(setup: EeSetup, state: EeState, d: PurchaseDraft): PurchasePreview | undefined {
  const p = playerOf(state, d.civ);
  if (p === undefined) return undefined;
  const n = setup.players.length;
  const before = heldBefore(p, state.turn);
  const credits = usableCredits(p, state.turn, n);
  const quote = quotePurchase({ advances: d.advances, ...(d.libraryTarget !== undefined ? { libraryTarget: d.libraryTarget } : {}) }, credits, before);
  const payment = cardPaymentValue(d.substitute === undefined ? { cards: d.paid } : { cards: d.paid, substitute: d.substitute }, n);
  const tokenValue = treasuryTokenValue(before);
  const cards = payment.ok ? payment.value : null;
  const held = heldAdvances(p);
  const choices = purchaseChoices(d.advances);
  const acquired = [...d.advances, ...(choices.anatomy && d.anatomyFree !== undefined ? [d.anatomyFree] : [])];
  return {
    prices: priceList(p, state.turn, n),
    credits,
    quote,
    cards,
    tokenValue,
    funds: (cards ?? 0) + d.treasury * tokenValue,
    treasuryHeld: p.treasury,
    libraryTargets: choices.libraryTargets,
    anatomyChoices: choices.anatomy ? ADVANCE_IDS.filter((id) => isAnatomyFreeChoice(id) && !held.includes(id) && !d.advances.includes(id)) : null,
    acquired,
    freeCredits: FREE_CREDIT_ADVANCES.filter((a) => acquired.includes(a)),
    tradeEmpire: before.includes('tradeEmpire'),
    cite: [ee('Phase 12'), ...(tokenValue === 2 ? [ee('chapter 9, Mining')] : [])],
  };
}

export { ANATOMY_FREE_BELOW, FREE_CREDIT_ADVANCES, type FreeCreditAdvance };

/**
 * The purchase planner for Phase 12 (calc/planner.ts): plans for the goal with the hand the player typed,
 * his treasury, credits and advances as the log has them (ee Phase 12; R-E2, R-E5).
 */
export function eePurchasePlanView(setup: EeSetup, state: EeState, civ: CivilizationId, hand: Hand, goal: EePlanGoal): EePlanAnswer | undefined {
  const p = playerOf(state, civ);
  if (p === undefined) return undefined;
  return planEePurchase({ player: p, turn: state.turn, playerCount: setup.players.length, hand, goal, limit: 6 });
}

/** Commodities of this game's deck by stack, Water first (ee chapter 11), with the most cards of each. */
export function commoditiesInPlay(setup: EeSetup): readonly { readonly id: CommodityId; readonly max: number }[] {
  const n = setup.players.length;
  return COMMODITY_IDS.filter((id) => commodityCardCount(id, n) > 0).map((id) => ({
    id,
    max: Number.isFinite(commodityCardCount(id, n)) ? commodityCardCount(id, n) : 99,
  }));
}

/** Set value of each commodity typed (ee Phase 7: count squared times face value). */
export const setValues = (hand: Hand): readonly { readonly id: CommodityId; readonly count: number; readonly value: number }[] =>
  (Object.entries(hand) as [CommodityId, number][]).filter(([, n]) => n > 0).map(([id, n]) => ({ id, count: n, value: setValue(id, n) }));

/** The hand limit of each active player (ee Phase 12: 8, Roadbuilding 9). */
export const handLimits = (state: EeState): Readonly<Partial<Record<CivilizationId, number>>> =>
  Object.fromEntries(activePlayers(state).map((p) => [p.civ, handLimit(heldAdvances(p))]));

/** One player's hand limit (ee Phase 12): the rulebook's 8 for a civilization not in play. */
export const handLimitOf = (state: EeState, civ: CivilizationId): number => handLimits(state)[civ] ?? HAND_LIMIT;

/**
 * What the hand form starts from (ee Phase 12): the hand he kept last when it was entered (this turn's
 * or last turn's), else nothing typed: a hand nobody entered is not known, and its old cards are no
 * suggestion (keptKnown).
 */
export function handStart(state: EeState, civ: CivilizationId): Hand {
  const p = playerOf(state, civ);
  return p === undefined || keptKnown(state, p) === null ? {} : p.hand;
}

// ---------------------------------------------------------------------------------------------
// Phase 13: A.S.T., scores, tie-break

export interface AstPreview {
  readonly civ: CivilizationId;
  readonly position: number;
  readonly epoch: Epoch;
  readonly finalSpace: number;
  readonly check: AstCheck;
}

/** What ee Phase 13a will do to each active marker (the A.S.T. entry's own check). */
export const astPreview = (state: EeState): readonly AstPreview[] =>
  activePlayers(state).map((p) => ({
    civ: p.civ,
    position: p.ast,
    epoch: epochOf(p.civ, p.ast),
    finalSpace: finalSpace(p.civ),
    check: checkAstMove({ civ: p.civ, position: p.ast, cities: p.cities, advances: heldAdvances(p) }),
  }));

export { BASIC_REQUIREMENTS };

export interface ScoreRow extends Score {
  readonly place: number;
  readonly decidedBy?: Standing['decidedBy'];
}

/** Victory points (ee Phase 13d) with the places and the tie-break step that decided each tie. */
export function scoreRows(setup: EeSetup, state: EeState): readonly ScoreRow[] {
  const facts = standingFacts(setup, state);
  const s = scores(facts);
  return standings(facts).map((st) => {
    const score = s.find((x) => x.civ === st.civ);
    return {
      civ: st.civ,
      cities: score?.cities ?? 0,
      advances: score?.advances ?? 0,
      ast: score?.ast ?? 0,
      bonus: score?.bonus ?? 0,
      total: st.total,
      place: st.place,
      ...(st.decidedBy !== undefined ? { decidedBy: st.decidedBy } : {}),
    };
  });
}
