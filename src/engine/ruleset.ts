/**
 * The family `Ruleset`: what the engine core needs to know about one game of the Civilization family
 * (Advanced Civilization, Eastern Empires, ...). A ruleset is DATA (nations, cards, commodities,
 * calamities, A.S.T. tracks, limits) plus a few small HOOKS where data cannot say it (how credits are
 * counted, how a hand is valued, how victory points are counted). Each ruleset lives in
 * `rulesets/<id>/` and exports one object checked with `satisfies Ruleset<...>`.
 *
 * Variants (advciv section VII, Capitals & Bidding) are `Variant` overlays: each is tagged with the
 * rules it amends and is a pure `patch` from ruleset to ruleset; `applyVariants` is the one function
 * that applies them (in the order the ruleset lists its variants, so the result never depends on the
 * order a player ticked them).
 *
 * How another ruleset plugs in (e.g. Eastern Empires):
 * - colour credits instead of card-to-card credits: implement `creditLines` (R-E2 lives there);
 * - 16 + 8 calamities: `calamities` with `severity`;
 * - per-civilization A.S.T. with basic/expert requirements: `tracks` per nation and `epochs` whose
 *   requirements are `AstRequirement` values (add the expert set as a variant overlay or a setting);
 * - different scoring: `scoring` hook.
 * The advciv calculators (`rulesets/advciv/calc/`) only ever read this interface.
 */
import type { RuleCitation, RuleDoc, RulesetId } from './types';

/** One card's printed facts. Dual-group cards list both groups (advciv 31.55). */
export interface CardDef<CardId extends string, GroupId extends string> {
  readonly cost: number;
  readonly groups: readonly GroupId[];
  /** Cards that must have been acquired in an EARLIER turn (advciv 31.62). */
  readonly prerequisites: readonly CardId[];
  readonly cite: RuleCitation;
}

/** One commodity: its trade-card stack (= face value in advciv 8.1) and its number of cards. */
export interface CommodityDef {
  readonly stack: number;
  /** Face value of one card; a set of n is worth n^2 x value (advciv 28.51). */
  readonly value: number;
  /** Number of cards printed = largest possible set (advciv 8.1, 28.53). */
  readonly count: number;
  /** True for commodities whose set Mining may raise by one card (advciv 28.53, 32.261). */
  readonly mineable: boolean;
}

export interface CalamityDef {
  readonly stack: number;
  readonly tradable: boolean;
  /** Eastern Empires splits calamities into major and minor (R-E7); advciv uses 'major' for all. */
  readonly severity: 'major' | 'minor';
  readonly cite: RuleCitation;
}

/** One space of a nation's A.S.T. track. Index 0 of a track is the START arrow (R-A3). */
export interface AstSpace<EpochId extends string> {
  readonly epoch: EpochId;
  /** Printed value a player's civilization cards must reach to enter this space (advciv 33.25). */
  readonly points?: number;
}

/**
 * A requirement to enter (or stay advancing in) an epoch, as data. One evaluator in rulesets/advciv/calc/ast.ts knows
 * every kind; a ruleset combines them. `cities` is also the freeze requirement of advciv 33.3.
 */
export type AstRequirement =
  | { readonly kind: 'cities'; readonly min: number }
  | { readonly kind: 'groups'; readonly min: number }
  | { readonly kind: 'cards'; readonly min: number }
  /** Face value of held cards >= the points printed on the space entered (advciv 33.25). */
  | { readonly kind: 'card-points-of-space' }
  /** At least `min` cards whose printed cost is at least `cost` (Eastern Empires' basic A.S.T.). */
  | { readonly kind: 'cards-costing-at-least'; readonly cost: number; readonly min: number };

export interface EpochDef {
  readonly requirements: readonly AstRequirement[];
  /** True where a player with no cities does not move backwards (advciv 33.4: the Stone Age). */
  readonly regressExempt: boolean;
  readonly cite: RuleCitation;
}

/** One credit towards a card, with where it comes from ("why"). */
export interface CreditLine<CardId extends string> {
  readonly from: CardId | string;
  readonly amount: number;
  readonly cite: RuleCitation;
}

/** Player-count facts (advciv 16.x). */
export interface PlayerCountDef<NationId extends string> {
  readonly tokens: number;
  readonly nations: readonly NationId[];
  readonly cite: RuleCitation;
}

/** Numbers the phases use. Each is cited where it is defined in the ruleset's data. */
export interface RulesetLimits {
  /** Most cities on the board per player (advciv 25.1). */
  readonly cities: number;
  /** Commodity cards a player may keep after purchases (advciv 31.71). */
  readonly handLimit: number;
  /** Tokens per city taxed, and the alternative rates some card allows (advciv 19.1, 19.2). */
  readonly taxRate: number;
  readonly altTaxRates: readonly number[];
  /** What a city in stock counts for when finding a beneficiary (advciv 19.32). */
  readonly cityStockWeight: number;
  /** Treasury tokens per card bought from the top stack (advciv 27.51). */
  readonly boughtCardPrice: number;
  readonly boughtCardStack: number;
  /** Most ships in play (advciv 22.4). */
  readonly ships: number;
  /** Tokens on the board per new city without a city site... used for arithmetic checks (advciv 25.2). */
  readonly tokensPerCity: number;
}

/** Victory points (advciv 35.1): numbers as data; a ruleset with other scoring replaces `score`. */
export interface ScoringDef {
  readonly perAstSpace: number;
  readonly perCity: number;
  readonly perTreasuryToken: number;
  readonly cite: RuleCitation;
}

/** Named civilization-card roles the engine core needs (a ruleset maps them to its own ids). */
export interface CardRoles<CardId extends string> {
  /** Allows another tax rate (advciv 19.2). */
  readonly taxRates?: CardId;
  /** Cities never revolt (advciv 19.34). */
  readonly noRevolt?: CardId;
  /** Moves and builds ships after everyone else (advciv 21.1, 22.11, 23.21). */
  readonly movesLast?: CardId;
  /** Raises one set by one card, once per turn (advciv 28.53, 32.261, R-A6). */
  readonly mining?: CardId;
  /** Lets treasury help build one city per turn (advciv 25.3). */
  readonly cityFromTreasury?: CardId;
}

/**
 * How trade cards are counted beyond one per city (the Capitals variant, capitals 4.1-5.4): data the
 * trade-card phase reads; absent in the base game (advciv 27.2).
 */
export interface TradeCardRules {
  /** Most stacks drawn in the principal phase (capitals 5.1). */
  readonly principalMax: number;
  /** What a capital city counts as (capitals 4.2: two cities). */
  readonly capitalCountsAs: number;
  /** Capital effects wait until any player holds a civilization card (capitals 4.1). */
  readonly activeOnceAnyCardHeld: boolean;
  /** Cards owed beyond `principalMax`: one from each stack, top stack downward (capitals 5.2-5.4). */
  readonly supplemental: 'top-down';
  readonly cite: readonly RuleCitation[];
}

/**
 * Bidding for the order of choice (capitals 3, R-C2): bids `0..maxBid`, tokens available
 * `tokensLessBid - bid`. Absent in the base game (place cards, advciv 15.1).
 */
export interface BiddingRules {
  readonly maxBid: number;
  /** Minimum bid when a "blank" token is lost (capitals 3.1). */
  readonly minBidBlankLost: number;
  readonly tokensLessBid: number;
  readonly cite: readonly RuleCitation[];
}

/** One optional variant: an overlay tagged with the rules it amends. */
export interface Variant<R> {
  readonly id: string;
  readonly amends: readonly RuleCitation[];
  /** Variant ids that cannot be on together with this one (e.g. R-A14). */
  readonly excludes: readonly string[];
  readonly patch: (ruleset: R) => R;
}

export interface Ruleset<
  NationId extends string = string,
  CardId extends string = string,
  GroupId extends string = string,
  CommodityId extends string = string,
  CalamityId extends string = string,
  EpochId extends string = string,
> {
  readonly id: RulesetId;
  readonly doc: RuleDoc;
  /** Nations in A.S.T. order: the order that breaks ties (advciv 17.4, R-A10). */
  readonly nations: readonly NationId[];
  readonly playerCounts: Readonly<Record<number, PlayerCountDef<NationId>>>;
  readonly groups: readonly GroupId[];
  readonly cardIds: readonly CardId[];
  readonly cards: Readonly<Record<CardId, CardDef<CardId, GroupId>>>;
  readonly roles: CardRoles<CardId>;
  /**
   * HOOK: every credit the holder of `held` (cards held since an earlier turn) gets towards `target`.
   * advciv reads its printed Credit Table (31.52); Eastern Empires counts colour credits (R-E2).
   */
  readonly creditLines: (held: readonly CardId[], target: CardId) => readonly CreditLine<CardId>[];
  readonly commodityIds: readonly CommodityId[];
  readonly commodities: Readonly<Record<CommodityId, CommodityDef>>;
  readonly calamityIds: readonly CalamityId[];
  readonly calamities: Readonly<Record<CalamityId, CalamityDef>>;
  /** Trade-card stacks, lowest first (advciv 10.3). */
  readonly stacks: readonly number[];
  readonly epochs: readonly EpochId[];
  readonly epoch: Readonly<Record<EpochId, EpochDef>>;
  /** Per-nation track; index 0 = START, last index = FINISH (R-A3). */
  readonly tracks: Readonly<Record<NationId, readonly AstSpace<EpochId>[]>>;
  readonly limits: RulesetLimits;
  readonly scoring: ScoringDef;
  /** Who takes over revolting cities (advciv 19.32); variant 39.5 hands them to the pirates. */
  readonly revolt: { readonly to: 'beneficiary' | 'pirates'; readonly cite: RuleCitation };
  /** Capitals variant: capital cities count double for trade cards (absent = base rules). */
  readonly tradeCards?: TradeCardRules;
  /** Bidding variant: tokens follow the bid (absent = base rules). */
  readonly bidding?: BiddingRules;
  /** advciv variant 39.2 (15.2): how calamities are stacked; absent = shuffled in anywhere (15.2). */
  readonly calamityStacking?: { readonly coveredStacks: readonly number[]; readonly bottomCards: number; readonly cite: RuleCitation };
  /** Ships a nation may build at no cost in one turn (advciv variant 39.1, 22.5); absent = none. */
  readonly freeShips?: readonly { readonly nation: NationId; readonly turn: number; readonly ships: number; readonly cite: RuleCitation }[];
  readonly variants: readonly Variant<Ruleset<NationId, CardId, GroupId, CommodityId, CalamityId, EpochId>>[];
}

/** The violation codes setup validation of variants can produce. */
export interface VariantProblem {
  readonly code: 'setup/unknown-variant' | 'setup/exclusive-variants';
  readonly variants: readonly string[];
}

/**
 * Applies the chosen variants to a ruleset, in the ruleset's own order. Unknown ids and exclusive
 * pairs are reported, not thrown: the caller turns them into violations.
 */
export function applyVariants<R extends { readonly variants: readonly Variant<R>[] }>(
  ruleset: R,
  chosen: readonly string[],
): { readonly ruleset: R; readonly problems: readonly VariantProblem[] } {
  const problems: VariantProblem[] = [];
  const known = new Set(ruleset.variants.map((v) => v.id));
  const unknown = chosen.filter((id) => !known.has(id));
  if (unknown.length > 0) problems.push({ code: 'setup/unknown-variant', variants: unknown });
  let result = ruleset;
  for (const variant of ruleset.variants) {
    if (!chosen.includes(variant.id)) continue;
    const clash = variant.excludes.filter((other) => chosen.includes(other));
    if (clash.length > 0 && variant.id < (clash[0] ?? '')) problems.push({ code: 'setup/exclusive-variants', variants: [variant.id, ...clash] });
    result = variant.patch(result);
  }
  return { ruleset: result, problems };
}
