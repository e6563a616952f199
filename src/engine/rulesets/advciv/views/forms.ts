/**
 * What the phase forms show while the table types (pure): the taxation outcome before it is
 * recorded, each player's trade-card stacks, a purchase's price, funds and leftover, and the
 * calamity entry the calamity form's typing makes. The forms render these and call them; the entry
 * handlers remain the judges of what is recorded.
 */
import type { RuleCitation, Violation } from '../../../types';
import { rulesetOf } from '../entries/context';
import { resolveTaxes, taxDue, type TaxResult } from '../calc/taxes';
import { stackSizes, cardsLeft, drawn } from '../calc/deck';
import { checkPurchase, paymentValue, priceList, type PriceRow } from '../calc/purchase';
import { checkShownCards, unusableCards } from '../entries/purchase';
import { taxPayers, taxStockNeeded } from '../entries/taxation';
import { censusOrder, type OrderRow } from '../calc/order';
import type { AstMove } from '../calc/ast';
import { moveOf } from '../entries/ast';
import {
  calamityOrder,
  capitalsVariant,
  civilWarCapitals,
  explainCalamities,
  resolutionFields,
  type CalamityPhase,
  type CalamityStep,
  type ResolutionField,
} from '../entries/calamity-resolution';
import type { CalamitiesEntry, CalamityResolution } from '../entries/calamity-entry';
import { applicableCalamities, type HeldCalamity } from '../calc/calamity-order';
import type { LossBreakdown } from '../calc/calamity-losses';
import { calamityRules } from '../calamity-effects';
import type { NationId } from '../nations';
import { CARDS, type CardId } from '../cards';
import type { CalamityId, CommodityId } from '../commodities';
import type { AdvCivSetup } from '../setup';
import { handSize, keptKnown, playerOf, type AdvCivState, type Hand, type TradeRecord } from '../state';
import { checkCardsHeld, checkCommoditiesHeld, commodityCardsMax, handCounts, tradesOf } from '../calc/hands';
import { holdsCalamity as calamityHolder, trade, TRADE_MIN_CARDS, type TradeEntry } from '../entries/trade';
import { owedIfFull, owedStacks, supplementalCount, tradeCount } from '../variants/capitals';
import { cities, type CitiesEntry } from '../entries/cities';
import { hand, type HandEntry } from '../entries/hand';
import { censusSuggestion, suggestedValues, suggestionsOf } from './suggest';

const c = (rule: string, ruling?: string): RuleCitation => (ruling === undefined ? { doc: 'advciv', rule } : { doc: 'advciv', rule, ruling });

export interface TaxRow {
  readonly nation: NationId;
  readonly cities: number;
  /** The stock the form starts from (last known), or null when the table must count it. */
  readonly knownStock: number | null;
  /** False for a player without cities, asked only for his stock because a city revolts (19.32). */
  readonly taxed: boolean;
  readonly defaultRate: number;
  /** Rates the player may choose (19.2: Coinage holders 1, 2 or 3). */
  readonly rates: readonly number[];
  readonly due: number;
  readonly cite: readonly RuleCitation[];
}

type PerNation = Readonly<Partial<Record<NationId, number>>>;

/**
 * The taxation form's rows, A.S.T. order: players with cities (19.1, 19.2), and, while a city would
 * revolt with the stocks and rates typed so far, players without cities whose stock the entry needs
 * to find the beneficiary (19.32, taxStockNeeded) or whose stock was typed already.
 */
export function taxRows(setup: AdvCivSetup, state: AdvCivState, stock: PerNation = {}, rates: PerNation = {}): readonly TaxRow[] {
  const r = rulesetOf(setup);
  const needed = taxStockNeeded(state, setup, stock, rates);
  return state.players
    .filter((p) => p.status === 'active' && (p.cities > 0 || needed.includes(p.nation) || stock[p.nation] !== undefined))
    .map((p) => {
      if (p.cities === 0)
        return {
          nation: p.nation,
          cities: 0,
          knownStock: p.stock,
          taxed: false,
          defaultRate: r.limits.taxRate,
          rates: [r.limits.taxRate],
          due: 0,
          cite: [c('19.32')],
        };
      const coinage = r.roles.taxRates !== undefined && p.cards[r.roles.taxRates] !== undefined;
      const rates = coinage ? [...new Set([r.limits.taxRate, ...r.limits.altTaxRates])].sort() : [r.limits.taxRate];
      const cite = coinage ? [c('19.1'), c('19.2')] : [c('19.1')];
      return {
        nation: p.nation,
        cities: p.cities,
        knownStock: p.stock,
        taxed: true,
        defaultRate: r.limits.taxRate,
        rates,
        due: p.cities * r.limits.taxRate,
        cite,
      };
    });
}

export interface TaxPreview extends TaxResult {
  /** Per nation: tokens due, paid and cities revolting, with why (19.1, 19.31, 19.34, R-A11). */
  readonly due: readonly {
    readonly nation: NationId;
    readonly due: number;
    readonly paid: number;
    readonly revolting: number;
    readonly cite: readonly RuleCitation[];
  }[];
  /**
   * Players without cities whose stock is still to be typed (19.32): until it is, who takes the
   * revolting cities is not known, and `outcomes` name no beneficiary (takenBy and eliminated empty).
   */
  readonly stockNeeded: readonly NationId[];
}

/** What the taxation entry would do with these stocks and rates (the same payers as the entry's). */
export function taxPreview(setup: AdvCivSetup, state: AdvCivState, stock: PerNation, rates: PerNation): TaxPreview {
  const r = rulesetOf(setup);
  const payers = taxPayers(state, setup, stock, rates);
  const stockNeeded = taxStockNeeded(state, setup, stock, rates);
  const result = resolveTaxes(r, payers, setup.settings.taxRevolt);
  const due = payers
    .filter((p) => p.active && p.cities > 0)
    .map((p) => {
      const d = taxDue(p, setup.settings.taxRevolt);
      const cite = [c('19.1')];
      // 19.32, or with variant 39.5 the Pirate cities that take the revolting cities over.
      if (d.revolting > 0) cite.push(c('19.31', 'R-A11'), r.revolt.to === 'pirates' ? r.revolt.cite : c('19.32', 'R-A11'));
      if (p.democracy && p.stock < p.cities * p.rate) cite.push(c('19.34'));
      return { nation: p.nation, due: p.cities * p.rate, paid: d.paid, revolting: d.revolting, cite };
    });
  // A beneficiary counted from a stock not yet known would be a guess (19.32): name none until it is typed.
  const outcomes = stockNeeded.length === 0 ? result.outcomes : result.outcomes.map((o) => ({ ...o, takenBy: [], eliminated: 0 }));
  return { ...result, outcomes, due, stockNeeded };
}

export interface DrawRow {
  readonly nation: NationId;
  readonly cities: number;
  /** Stacks this player draws from (27.2, skipping exhausted ones 27.21); null once drawn. */
  readonly stacks: readonly number[] | null;
  readonly drawnStacks: readonly number[] | null;
  readonly bought: number;
  readonly treasury: number;
  /** Ninth-stack cards the player could buy right after his draw (27.51). */
  readonly canBuy: number;
  /**
   * He can still record a ninth-stack purchase (27.51: right after his own draw, before any player
   * after him in the draw order draws, 27.1): not drawn yet, nobody after him drawn, cards he can
   * pay for. A player with no stack to draw from (27.1, 27.21) has a form only while this holds.
   */
  readonly canStillBuy: boolean;
  readonly price: number;
  readonly cite: readonly RuleCitation[];
  /** Variant 'capitals': a supplemental draw (capitals 5.2), after every principal draw. */
  readonly round?: 'supplemental';
  /**
   * Of `stacks`, those a hand kept sealed (31.71) may have emptied (27.21): the table says whether
   * each is empty; absent = none in doubt.
   */
  readonly inDoubt?: readonly number[];
  /**
   * Supplemental round: the stacks next down (capitals 5.3, 5.4), drawn instead when stacks in doubt
   * are ticked empty; absent = none.
   */
  readonly orBelow?: readonly number[];
}

/** The stacks a draw form enters when the table ticks `empty` of the row's stacks in doubt (27.21; capitals 5.3, 5.4). */
export function stacksDrawn(row: DrawRow, empty: readonly number[]): readonly number[] {
  const stacks = row.stacks ?? [];
  return [...stacks, ...(row.orBelow ?? [])].filter((s) => !empty.includes(s)).slice(0, stacks.length);
}

/** The trade-card form: every active player in draw order with the stacks he draws from. */
export function drawRows(setup: AdvCivSetup, state: AdvCivState, order: readonly NationId[]): readonly DrawRow[] {
  const r = rulesetOf(setup);
  const sizes = stackSizes(r.stacks, r.commodities, r.calamities);
  const principalDrawn = (n: NationId) => state.draws.some((d) => d.nation === n && d.round === undefined);
  const principal = order.flatMap((nation, at) => {
    const p = playerOf(state, nation);
    if (p === undefined) return [];
    const done = state.draws.find((d) => d.nation === nation && d.round === undefined);
    // 27.2; with Capitals a capital city counts twice, nine stacks at most here (capitals 4.2, 5.1).
    const owed = owedStacks(r, state, p, 'principal');
    // 27.21 with sealed hands (31.71): a stack their cards may have emptied may be skipped.
    const ifFull = owedIfFull(r, state, p, 'principal');
    const inDoubt = owed.filter((s) => !ifFull.includes(s));
    const left = cardsLeft(sizes, drawn(state.stackOut, owed), r.limits.boughtCardStack);
    const canBuy = Math.max(0, Math.min(left, Math.floor(p.treasury / r.limits.boughtCardPrice)));
    return [
      {
        nation,
        cities: p.cities,
        stacks: done === undefined ? owed : null,
        drawnStacks: done?.stacks ?? null,
        bought: done?.bought ?? 0,
        treasury: p.treasury,
        canBuy,
        canStillBuy: done === undefined && canBuy > 0 && !order.slice(at + 1).some(principalDrawn),
        price: r.limits.boughtCardPrice,
        cite: [c('27.1'), c('27.2'), c('27.21'), c('27.51'), ...(r.tradeCards?.cite ?? [])],
        ...(done === undefined && inDoubt.length > 0 ? { inDoubt } : {}),
      },
    ];
  });
  if (r.tradeCards === undefined) return principal;
  // capitals 5.2-5.4: the supplemental round, in the same order, for counts above nine.
  const supplemental = order.flatMap((nation): DrawRow[] => {
    const p = playerOf(state, nation);
    if (p === undefined || supplementalCount(r.tradeCards, tradeCount(r.tradeCards, state, p).count) === 0) return [];
    const done = state.draws.find((d) => d.nation === nation && d.round === 'supplemental');
    const owed = owedStacks(r, state, p, 'supplemental');
    // 27.21 with sealed hands (31.71): for a stack in doubt ticked empty the next one down is drawn
    // (capitals 5.4), as far down as the draw reaches when every stack in doubt is empty.
    const ifFull = owedIfFull(r, state, p, 'supplemental');
    const lowest = ifFull.length < owed.length ? 0 : Math.min(...ifFull);
    const reach = [...r.stacks].reverse().filter((s) => s >= lowest && cardsLeft(sizes, state.stackOut, s) > 0);
    const inDoubt = reach.filter((s) => !ifFull.includes(s));
    return [
      {
        nation,
        cities: p.cities,
        stacks: done === undefined ? owed : null,
        drawnStacks: done?.stacks ?? null,
        bought: 0,
        treasury: p.treasury,
        canBuy: 0,
        canStillBuy: false, // capitals 5.1: ninth-stack cards are bought in the principal round
        price: r.limits.boughtCardPrice,
        cite: [
          { doc: 'capitals', rule: '5.2', variant: 'capitals' },
          { doc: 'capitals', rule: '5.3', variant: 'capitals' },
          { doc: 'capitals', rule: '5.4', variant: 'capitals' },
        ],
        round: 'supplemental',
        ...(done === undefined && inDoubt.length > 0 ? { inDoubt, orBelow: reach.filter((s) => !owed.includes(s)) } : {}),
      },
    ];
  });
  return [...principal, ...supplemental];
}

export interface PurchasePreview {
  readonly prices: readonly PriceRow[];
  /** Cards credits pay in full, which must be taken (31.57, R-A5 with its setting). */
  readonly forced: readonly CardId[];
  readonly due: number;
  /** Value of the commodity cards turned in (sets 28.51, Mining 28.53). */
  readonly value: number;
  readonly mined: CommodityId | null;
  readonly funds: number;
  readonly lost: number;
  readonly violations: readonly Violation[];
  /** Commodity cards left after the cards turned in, and treasury left. */
  readonly leftover: { readonly hand: Hand; readonly treasury: number };
  readonly miningAvailable: boolean;
  /** Cards this hand and treasury can pay for (with the free cards that must come along). */
  readonly affordable: readonly CardId[];
  readonly cite: readonly RuleCitation[];
  /** The rule of the cards kept after buying (31.71). */
  readonly handCite: readonly RuleCitation[];
  /** Most commodity cards he can hold now (calc/hands.ts: kept, drawn, traded, less calamities), or null if unknown. */
  readonly cardsMax: number | null;
}

export interface PurchaseDraft {
  readonly cards: readonly CardId[];
  /** The hand as entered (commodity counts). */
  readonly hand: Hand;
  /** Of the hand, the cards turned in. */
  readonly paid: Hand;
  readonly treasury: number;
  readonly mining: CommodityId | null;
}

/** The purchase form's live numbers and the engine's verdict on the draft. */
export function purchasePreview(setup: AdvCivSetup, state: AdvCivState, nation: NationId, draft: PurchaseDraft): PurchasePreview | undefined {
  const r = rulesetOf(setup);
  const p = playerOf(state, nation);
  if (p === undefined) return undefined;
  const prices = priceList(r, p, state.turn);
  // The same check as the purchase entry's, shown Grain included (30.312), so the preview never promises more.
  const unusable = unusableCards(state, nation);
  const check = checkPurchase(
    r,
    setup.settings,
    p,
    state.turn,
    { cards: draft.cards, paid: draft.paid, treasury: draft.treasury, mining: draft.mining },
    unusable,
  );
  // What the whole hand and treasury can pay (sets 28.51, Mining on the best set 28.53; Grain shown
  // against Famine pays nothing, 30.312); a card is affordable if it fits with the free cards (31.57).
  const usable: Partial<Record<CommodityId, number>> = {};
  for (const id of r.commodityIds) {
    const n = (draft.hand[id] ?? 0) - (unusable[id] ?? 0);
    if (n > 0) usable[id] = n;
  }
  const miningHeld = r.roles.mining !== undefined && (p.cards[r.roles.mining] ?? state.turn) < state.turn && p.miningUsedTurn !== state.turn;
  const most = Math.max(paymentValue(r, usable, null).value, ...(miningHeld ? r.commodityIds.map((id) => paymentValue(r, usable, id).value) : [])) + p.treasury;
  const forced = setup.settings.freeCards === 'required' ? prices.filter((x) => x.free) : [];
  const forcedDue = forced.reduce((sum, x) => sum + x.price, 0);
  const affordable = prices.filter((x) => !x.held && x.missing.length === 0 && forcedDue + (x.free ? 0 : x.price) <= most).map((x) => x.card);
  const pay = paymentValue(r, draft.paid, draft.mining);
  const left: Partial<Record<CommodityId, number>> = {};
  for (const id of r.commodityIds) {
    const n = (draft.hand[id] ?? 0) - (draft.paid[id] ?? 0);
    if (n > 0) left[id] = n;
  }
  const miningCard = r.roles.mining;
  return {
    prices,
    forced: setup.settings.freeCards === 'required' ? prices.filter((x) => x.free).map((x) => x.card) : [],
    due: check.due,
    value: pay.value,
    mined: pay.mined,
    funds: pay.value + draft.treasury,
    lost: check.lost,
    violations: [
      ...check.violations,
      ...checkCardsHeld(state, nation, handSize(draft.paid), 'purchase/more-than-held'),
      ...checkCommoditiesHeld(r, state, nation, draft.paid, 'purchase/commodity-not-held'),
      ...checkShownCards(r, state, nation, draft.paid),
    ],
    cardsMax: commodityCardsMax(state, nation),
    leftover: { hand: left, treasury: p.treasury - draft.treasury },
    affordable,
    miningAvailable: miningCard !== undefined && (p.cards[miningCard] ?? state.turn) < state.turn && p.miningUsedTurn !== state.turn,
    cite: [c('31.58', 'R-A4'), c('28.51'), c('31.41', 'R-A4')],
    handCite: [c('31.71')],
  };
}

/**
 * What the census form starts from (21.1): each active player's tokens at the last census, for the
 * table to confirm or adjust, at most what the census may count (20.1, 16.1: views/suggest.ts);
 * absent for a player never counted (the first turn, a late arrival).
 */
export function censusStart(setup: AdvCivSetup, state: AdvCivState): Partial<Record<NationId, number>> {
  return suggestedValues(suggestionsOf(state, (n) => censusSuggestion(setup, state, n)));
}

/** The census order (21.1, 21.2, 22.11, 23.21) the entered tokens give, shown while typing. */
export function censusPreview(setup: AdvCivSetup, state: AdvCivState, tokens: Readonly<Partial<Record<NationId, number>>>): readonly OrderRow[] {
  const next: AdvCivState = {
    ...state,
    players: state.players.map((p) => (tokens[p.nation] === undefined ? p : { ...p, census: tokens[p.nation] ?? p.census })),
  };
  return censusOrder(rulesetOf(setup), next);
}

export interface AstRow {
  readonly nation: NationId;
  readonly move: AstMove;
}

/** What the A.S.T. entry will do to each active marker (33.1-33.4), with the unmet requirements. */
export function astPreview(setup: AdvCivSetup, state: AdvCivState): readonly AstRow[] {
  const r = rulesetOf(setup);
  return state.players.filter((p) => p.status === 'active').map((p) => ({ nation: p.nation, move: moveOf(r, p) }));
}

/**
 * The holders who must enter which of their calamities were drawn at the table: more than two held
 * (29.5, R-G3), or with variant 39.6 Civil War and two or more others unless the holder has Military
 * (29.51-29.52). Asks the same judge the entry does (applicableCalamities), so form and engine agree.
 */
export function calamityDrawers(setup: AdvCivSetup, state: AdvCivState, held: readonly HeldCalamity<NationId>[]): readonly NationId[] {
  const rules = calamityRules(setup.variants);
  const cardsOf = (n: NationId): readonly CardId[] => {
    const p = playerOf(state, n);
    return p === undefined ? [] : CARDS.filter((id) => p.cards[id] !== undefined);
  };
  const holders = [...new Set(held.map((h) => h.holder))];
  return holders.filter((n) =>
    applicableCalamities<NationId>(
      held.filter((h) => h.holder === n),
      {},
      rules,
      cardsOf,
    ).violations.some((v) => v.code === 'calamity/draw-two'),
  );
}

/** The map facts and declarations the form asks for one calamity under the chosen variants (resolutionFields). */
export function calamityFields(variants: readonly string[], calamity: CalamityId): Readonly<Record<ResolutionField, boolean>> {
  return resolutionFields(calamityRules(variants), calamity);
}

/**
 * 30.312: only a holder of Pottery may show Grain cards against Famine, so the calamity form asks
 * only them (in the order given); nobody is asked when nobody holds Pottery.
 */
export function grainAskedOf(state: AdvCivState, nations: readonly NationId[]): readonly NationId[] {
  return nations.filter((n) => playerOf(state, n)?.cards.pottery !== undefined);
}

/** Variant 'capitals' (capitals 2, R-G2): the cities form asks which capital sites each player's cities stand on. */
export const capitalSitesAsked = (setup: AdvCivSetup): boolean => capitalsVariant(setup);

/** capitals 4.3: the capital cities a Civil War victim holds (the form asks how many flip into the first faction only then). */
export function civilWarCapitalsOf(setup: AdvCivSetup, state: AdvCivState, nation: NationId): number {
  const p = playerOf(state, nation);
  return p === undefined ? 0 : civilWarCapitals(capitalsVariant(setup), state, p);
}

/**
 * The calamity form's view: the order the held calamities resolve in (29.5, 29.6) and, for the entry
 * being built, every step with each victim's requirement and its why, the secondary victims who may
 * be named with their caps, and what is still wrong (explainCalamities is the one judge).
 */
export function calamityPreview(
  setup: AdvCivSetup,
  state: AdvCivState,
  entry: CalamitiesEntry,
): CalamityPhase & { readonly applies: readonly HeldCalamity<NationId>[]; readonly orderCite: readonly RuleCitation[] } {
  return { ...explainCalamities(state, entry, setup), applies: calamityOrder(state, setup, entry.held, entry.drawn ?? {}), orderCite: [c('29.6')] };
}

// ---------------------------------------------------------------------------------------------
// The calamity form's typing and the entry it makes (29.62, 30)

/** One victim's declared loss as typed: tokens, cities reduced with the tokens left in their areas, cities eliminated. */
export interface LossInput {
  readonly tokens: number | null;
  readonly reduced: number | null;
  /** Tokens left in the areas of the reduced cities, in all (a map fact, 26.41). */
  readonly left: number | null;
  readonly eliminated: number | null;
}

export const EMPTY_LOSS: LossInput = { tokens: null, reduced: null, left: null, eliminated: null };

/** What the calamity form has typed for one calamity; empty fields are null. */
export interface ResolutionInput {
  readonly volcano: boolean;
  /** Earthquake (30.212): whose neighbouring city is reduced; '' = not entered, 'none' = nobody's. */
  readonly earthquakeVictim: NationId | 'none' | '';
  readonly grain: Readonly<Partial<Record<NationId, number | null>>>;
  readonly coastal: Readonly<Partial<Record<NationId, number | null>>>;
  readonly assigned: Readonly<Partial<Record<NationId, number | null>>>;
  readonly losses: Readonly<Partial<Record<NationId, LossInput>>>;
  readonly floodPlain: Readonly<Partial<Record<NationId, number | null>>>;
  /** Civil War (30.412-30.415): the two selections, Military's losses per faction, the faction kept. */
  readonly civilWar: {
    readonly primaryCities: number | null;
    readonly primaryTokens: number | null;
    readonly beneficiaryCities: number | null;
    readonly beneficiaryTokens: number | null;
    readonly militaryFirst: number | null;
    readonly militarySecond: number | null;
    readonly retained: 'first' | 'second';
    /** Variant 'capitals' (capitals 4.3): capital cities in the first faction. */
    readonly capitalsInFirst: number | null;
  };
  /** Variant 39.4 (30.5121): Barbarian unit points on the flooded plain. */
  readonly floodPlainBarbarians: number | null;
}

export const EMPTY_RESOLUTION: ResolutionInput = {
  volcano: true,
  earthquakeVictim: '',
  grain: {},
  coastal: {},
  assigned: {},
  losses: {},
  floodPlain: {},
  civilWar: {
    primaryCities: null,
    primaryTokens: null,
    beneficiaryCities: null,
    beneficiaryTokens: null,
    militaryFirst: null,
    militarySecond: null,
    retained: 'first',
    capitalsInFirst: null,
  },
  floodPlainBarbarians: null,
};

/**
 * A typed loss as the entry's breakdown (29.62). The table enters the tokens left in all the reduced
 * cities' areas (26.41, a map fact, R-G2); they are spread over the reduced cities as evenly as the
 * areas allow, which is all the entry's checks need (26.41: each reduced city leaves its tokens).
 */
export function lossBreakdown(l: LossInput | undefined): LossBreakdown | undefined {
  if (l === undefined) return undefined;
  const reduced = Math.max(0, l.reduced ?? 0);
  const left = Math.max(0, l.left ?? 0);
  const citiesReduced = Array.from({ length: reduced }, (_, i) => Math.floor(left / reduced) + (i < left % reduced ? 1 : 0));
  return { tokens: l.tokens ?? 0, citiesReduced, citiesEliminated: l.eliminated ?? 0 };
}

/** The numbers typed, empty fields left out. */
export function enteredNumbers(m: Readonly<Partial<Record<NationId, number | null>>>): Partial<Record<NationId, number>> {
  const out: Partial<Record<NationId, number>> = {};
  for (const [k, v] of Object.entries(m) as [NationId, number | null][]) if (v !== null) out[k] = v;
  return out;
}

/** 29.8, 26.31, 26.41: per player, the tokens each city reduced for lack of support leaves. */
export function supportReductions(support: Readonly<Partial<Record<NationId, LossInput>>>): Partial<Record<NationId, readonly number[]>> {
  const out: Partial<Record<NationId, readonly number[]>> = {};
  for (const [n, l] of Object.entries(support) as [NationId, LossInput][]) {
    const b = lossBreakdown(l);
    if (b !== undefined && b.citiesReduced.length > 0) out[n] = b.citiesReduced;
  }
  return out;
}

const tokensLost = (n: number | null): LossBreakdown => ({ tokens: n ?? 0, citiesReduced: [], citiesEliminated: 0 });

/**
 * The resolution of one calamity the form's typing makes: only the map facts the calamity takes
 * under the chosen variants (calamityFields), the secondary assignment when the step has secondary
 * victims, each victim's declared loss (29.62), and for Civil War the factions (30.412-30.415).
 */
export function calamityResolution(
  variants: readonly string[],
  calamity: CalamityId,
  input: ResolutionInput,
  step: CalamityStep | undefined,
): CalamityResolution {
  const fields = calamityFields(variants, calamity);
  const hasSecondary = step?.secondary !== undefined;
  const cw = input.civilWar;
  const civilWar =
    calamity === 'civil-war' && step?.civilWar?.beneficiary != null
      ? {
          civilWar: {
            primarySelects: { cities: cw.primaryCities ?? 0, tokens: cw.primaryTokens ?? 0 },
            // Variant 39.9 (15.553): for a late arrival the second pair of fields is the whole first faction.
            ...(step.lateArrival?.equalFactions === true
              ? { beneficiarySelects: { cities: 0, tokens: 0 }, firstFaction: { cities: cw.beneficiaryCities ?? 0, tokens: cw.beneficiaryTokens ?? 0 } }
              : { beneficiarySelects: { cities: cw.beneficiaryCities ?? 0, tokens: cw.beneficiaryTokens ?? 0 } }),
            // 30.414 (Military): each faction loses its own units after the split.
            ...(step.civilWar.perFactionLoss.value > 0 ? { military: { first: tokensLost(cw.militaryFirst), second: tokensLost(cw.militarySecond) } } : {}),
            retained: cw.retained,
            ...(cw.capitalsInFirst === null ? {} : { capitalsInFirst: cw.capitalsInFirst }),
          },
        }
      : {};
  const losses: Partial<Record<NationId, LossBreakdown>> = {};
  for (const [n, l] of Object.entries(input.losses) as [NationId, LossInput][]) {
    const b = lossBreakdown(l);
    if (b !== undefined && (b.tokens > 0 || b.citiesReduced.length > 0 || b.citiesEliminated > 0)) losses[n] = b;
  }
  const assigned = (Object.entries(enteredNumbers(input.assigned)) as [NationId, number][])
    .filter(([, v]) => v > 0)
    .map(([player, amount]) => ({ player, amount }));
  return {
    calamity,
    ...(fields.volcano ? { volcano: input.volcano } : {}),
    ...(fields.earthquakeVictim && input.earthquakeVictim !== ''
      ? { earthquakeVictim: input.earthquakeVictim === 'none' ? null : input.earthquakeVictim }
      : {}),
    ...(fields.grain && Object.values(enteredNumbers(input.grain)).some((n) => n > 0) ? { grain: enteredNumbers(input.grain) } : {}),
    ...(fields.coastal && Object.keys(enteredNumbers(input.coastal)).length > 0 ? { coastal: enteredNumbers(input.coastal) } : {}),
    ...(fields.floodPlain ? { floodPlain: enteredNumbers(input.floodPlain) } : {}),
    ...(fields.floodPlainBarbarians && input.floodPlainBarbarians !== null ? { floodPlainBarbarians: input.floodPlainBarbarians } : {}),
    // 30.512, R-A9: a forced assignment is the engine's, whatever was typed before it was forced.
    ...(hasSecondary ? { assigned: step?.secondary?.forced === undefined ? assigned : [] } : {}),
    ...(Object.keys(losses).length > 0 ? { losses } : {}),
    ...civilWar,
  };
}

/** One player in the trade form: his card count as the entries tell, and the calamities he may pass on. */
export interface TraderRow {
  readonly nation: NationId;
  /** His trade cards if the trades recorded so far are all his (calc/hands.ts), or null if his hand is not known. */
  readonly cards: number | null;
  /** 28.3: fewer than three cards, he may not trade. */
  readonly mayTrade: boolean;
  /** Tradable calamities he can hold now (27.3, 29.3): drawn by him and kept, or passed to him last. */
  readonly calamities: readonly CalamityId[];
}

/** The trade form's view (28.2-28.3, 29.3): every active player, and the trades recorded this turn. */
export function tradeView(
  setup: AdvCivSetup,
  state: AdvCivState,
): { readonly players: readonly TraderRow[]; readonly trades: readonly TradeRecord[]; readonly cite: readonly RuleCitation[] } {
  const r = rulesetOf(setup);
  const players = handCounts(state).map((h) => ({
    nation: h.nation,
    cards: h.ifRecorded,
    mayTrade: h.ifRecorded === null || h.ifRecorded >= TRADE_MIN_CARDS,
    calamities: r.calamityIds.filter((c) => r.calamities[c].tradable && calamityHolder(state, h.nation, c)),
  }));
  return { players, trades: tradesOf(state), cite: [c('28.2'), c('28.3'), c('29.3')] };
}

/** What the trade entry would say of this deal (the handler is the one judge). */
export function tradePreview(setup: AdvCivSetup, state: AdvCivState, entry: TradeEntry): readonly Violation[] {
  return trade.validate(state, entry, setup);
}

/**
 * "Cities as last turn" (24-26, phase 8): the table says nothing changed on the board since the
 * census: nobody built, lost or reduced a city, and no token left the board. The entry keeps every
 * active player's cities and counts his tokens on the board as the census found them (state.boardMax:
 * the census, with what a city attack or a ship levy changed since, 26.1), so the stock is known
 * again for the next taxes (19.1: tokens - board - treasury). A player whose census is unknown stays
 * uncounted. The cities handler is the one judge (26.31 support against those tokens).
 */
export function citiesAsLastTurn(setup: AdvCivSetup, state: AdvCivState): { readonly entry: CitiesEntry; readonly violations: readonly Violation[] } {
  const active = state.players.filter((p) => p.status === 'active');
  const tokens: Partial<Record<NationId, number>> = {};
  for (const p of active) {
    const board = state.boardMax?.[p.nation];
    if (board !== undefined) tokens[p.nation] = board;
  }
  const entry: CitiesEntry = {
    kind: 'cities',
    cities: Object.fromEntries(active.map((p) => [p.nation, p.cities])),
    tokens,
  };
  return { entry, violations: cities.validate(state, entry, setup) };
}

/**
 * What the card form's hand starts from (31.71): the hand he kept last when it was entered (this
 * turn's or last turn's), else nothing typed: a hand nobody entered is not known, and old cards are
 * no suggestion (keptKnown). A sealed hand's cards are on the player's phone only.
 */
export function handStart(state: AdvCivState, nation: NationId): Hand {
  const p = playerOf(state, nation);
  return p === undefined || p.sealed !== undefined || keptKnown(state, p) === null ? {} : p.hand;
}

/**
 * What "no purchase for everyone left" records for each player (31.71): only what the table asserted.
 * No purchase is asserted; the hand kept is not, so it is recorded as not known (bounded by what the
 * engine knows, entries/hand.ts), unless nothing this turn can have changed the hand he kept last
 * turn: it was known, and he drew, received and gave no card (27.2, 28.3); then it is kept again (a
 * sealed one sealed again with the same count, its cards on the player's phone). `hand` is that hand
 * when its cards are known here, else null. Players who made a purchase entry are not listed; `entry`
 * is null when the hand entry would be refused (he surrenders excess cards with his own form).
 */
export function handsWithoutPurchase(
  setup: AdvCivSetup,
  state: AdvCivState,
  nations: readonly NationId[],
): readonly { readonly nation: NationId; readonly hand: Hand | null; readonly entry: HandEntry | null; readonly cite: readonly RuleCitation[] }[] {
  const counts = handCounts(state);
  return nations.flatMap((nation) => {
    const p = playerOf(state, nation);
    if (p === undefined || state.purchased.includes(nation)) return [];
    const h = counts.find((x) => x.nation === nation);
    const unchanged = h !== undefined && h.kept !== null && h.exact && h.drawn === 0 && h.received === 0 && h.given === 0;
    const entry: HandEntry = !unchanged
      ? { kind: 'hand', nation, unknown: true }
      : p.sealed === undefined
        ? { kind: 'hand', nation, cards: p.hand }
        : { kind: 'hand', nation, sealed: true, count: p.sealed.count };
    const refused = hand.validate(state, entry, setup).some((v) => v.code.startsWith('hand/') || v.code.startsWith('purchase/'));
    return [
      { nation, hand: refused || entry.sealed === true || entry.unknown === true ? null : entry.cards, entry: refused ? null : entry, cite: [c('31.71')] },
    ];
  });
}
