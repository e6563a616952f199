/**
 * The "Capitals" variant (seed 003, David Bofinger; R-C1): the 18 capital sites (capitals 2.1-2.18),
 * each player's capital cities, and the trade cards they bring: once any player holds a
 * civilization card (4.1), a capital city counts as two cities for trade cards (4.2); cards come in
 * a principal phase (min(9, count), as usual, 5.1) and a supplemental phase (count - 9 cards from
 * stack 9 downward, skipping exhausted stacks, 5.2-5.4). In a Civil War at least one capital, if
 * the victim has one, goes into the first faction (4.3).
 *
 * Which sites a player holds is a map fact (R-G2): the table enters it with the cities entry.
 */
import type { RuleCitation, Violation } from '../../../types';
import type { TradeCardRules } from '../../../ruleset';
import { cardsLeft, entitlement, stackSizes } from '../calc/deck';
import type { AdvCivRulesetShape } from '../ruleset-shape';
import type { NationId } from '../nations';
import type { AdvCivPlayer, AdvCivState } from '../state';

const cite = (rule: string, ruling?: string): RuleCitation =>
  ruling === undefined ? { doc: 'capitals', rule, variant: 'capitals' } : { doc: 'capitals', rule, ruling, variant: 'capitals' };

/** The capital sites (capitals 2.1-2.18), in the order the text lists them. */
export const CAPITAL_SITES = [
  'rome',
  'carthage',
  'troy',
  'athens',
  'argos',
  'miletus',
  'knossos',
  'ankara',
  'nineveh',
  'babylon',
  'ur',
  'susa',
  'memphis',
  'thebes',
  'persepolis',
  'mohenjo-daro',
  'harappa',
  'pataliputra',
] as const;
export type CapitalId = (typeof CAPITAL_SITES)[number];

/** The mapboards a site lies on: the base map, or one of the Eastern extension maps (1.2). */
export const CAPITAL_MAPS = ['base', 'persian', 'lower-indus', 'upper-indus', 'ganges'] as const;
export type CapitalMap = (typeof CAPITAL_MAPS)[number];

export interface CapitalSite {
  readonly map: CapitalMap;
  readonly cite: RuleCitation;
}

const site = (rule: string, map: CapitalMap = 'base'): CapitalSite => ({ map, cite: cite(rule) });

/** Capitals 2.1-2.18: each site with the rule that names it. */
export const CAPITAL_SITE: Readonly<Record<CapitalId, CapitalSite>> = {
  rome: site('2.1'),
  carthage: site('2.2'),
  troy: site('2.3'),
  athens: site('2.4'),
  argos: site('2.5'), // representing Mycenae
  miletus: site('2.6'),
  knossos: site('2.7'),
  ankara: site('2.8'), // representing Hattusa
  nineveh: site('2.9'),
  babylon: site('2.10'),
  ur: site('2.11'),
  susa: site('2.12'),
  memphis: site('2.13'),
  thebes: site('2.14'),
  persepolis: site('2.15', 'persian'),
  'mohenjo-daro': site('2.16', 'lower-indus'),
  harappa: site('2.17', 'upper-indus'),
  pataliputra: site('2.18', 'ganges'),
};

/** The trade-card rules the Capitals overlay puts on the ruleset (capitals 4.1, 4.2, 5.1-5.4, R-C1). */
export const CAPITALS_TRADE: TradeCardRules = {
  principalMax: 9, // 5.1: up to a maximum of 9
  capitalCountsAs: 2, // 4.2: each city on a capital site counts as two cities
  activeOnceAnyCardHeld: true, // 4.1
  supplemental: 'top-down', // 5.3, 5.4
  cite: [cite('4.1', 'R-C1'), cite('4.2'), cite('5.1'), cite('5.2')],
};

export const CAPITALS_CIVIL_WAR_CITE = cite('4.3');

/** 4.1: capital effects start once at least one player holds a civilization card. */
export function capitalsInEffect(state: Pick<AdvCivState, 'players'>): boolean {
  return state.players.some((p) => Object.keys(p.cards).length > 0);
}

/**
 * Capital cities a player holds now: the sites entered, never more than his cities (a city lost
 * since, to a revolt or a calamity, is taken to be a capital only as far as cities remain).
 */
export function capitalCities(p: Pick<AdvCivPlayer, 'cities' | 'capitals'>): number {
  return Math.min(p.capitals?.length ?? 0, p.cities);
}

/** A player's count for trade cards, with the rules that made it (27.2; capitals 4.1, 4.2). */
export interface TradeCount {
  readonly nation: NationId;
  readonly count: number;
  readonly cities: number;
  /** Capital cities counted a second time (0 when the variant is off or not yet in effect). */
  readonly capitals: number;
  readonly cite: readonly RuleCitation[];
}

/**
 * The number of cities a player receives trade cards for: his cities (27.2), and with Capitals each
 * capital city once more once any player holds a civilization card (4.1, 4.2).
 */
export function tradeCount(rules: TradeCardRules | undefined, state: Pick<AdvCivState, 'players'>, p: AdvCivPlayer): TradeCount {
  const base = { nation: p.nation, cities: p.cities };
  if (rules === undefined) return { ...base, count: p.cities, capitals: 0, cite: [{ doc: 'advciv', rule: '27.2' }] };
  if (rules.activeOnceAnyCardHeld && !capitalsInEffect(state))
    return { ...base, count: p.cities, capitals: 0, cite: [{ doc: 'advciv', rule: '27.2' }, cite('4.1', 'R-C1')] };
  const capitals = capitalCities(p);
  return { ...base, count: p.cities + (rules.capitalCountsAs - 1) * capitals, capitals, cite: [{ doc: 'advciv', rule: '27.2' }, cite('4.2')] };
}

/** Principal phase (5.1): one card from each of stacks 1..min(9, count), skipping exhausted stacks (27.21). */
export function principalStacks(rules: TradeCardRules | undefined, sizes: readonly number[], out: readonly number[], count: number): readonly number[] {
  return entitlement(sizes, out, Math.min(count, rules?.principalMax ?? count));
}

/** Cards owed in the supplemental phase (5.2): count - 9, or none. */
export function supplementalCount(rules: TradeCardRules | undefined, count: number): number {
  return rules === undefined ? 0 : Math.max(0, count - rules.principalMax);
}

/**
 * Supplemental phase (5.2-5.4): `extra` cards, one from each stack starting at the top stack and
 * going down (5.3), an exhausted stack skipped without counting as a card (5.4).
 */
export function supplementalStacks(sizes: readonly number[], out: readonly number[], extra: number): readonly number[] {
  const stacks: number[] = [];
  for (let s = sizes.length; s >= 1 && stacks.length < extra; s--) if (cardsLeft(sizes, out, s) > 0) stacks.push(s);
  return stacks;
}

/**
 * The stacks a player draws from in a round, given the draws made so far: the principal round
 * (27.2, 27.21; capitals 5.1) or the supplemental round (capitals 5.2-5.4).
 */
export function owedStacks(
  r: Pick<AdvCivRulesetShape, 'stacks' | 'commodities' | 'calamities' | 'tradeCards'>,
  state: Pick<AdvCivState, 'players' | 'stackOut'>,
  p: AdvCivPlayer,
  round: 'principal' | 'supplemental',
): readonly number[] {
  const sizes = stackSizes(r.stacks, r.commodities, r.calamities);
  const count = tradeCount(r.tradeCards, state, p).count;
  return round === 'principal'
    ? principalStacks(r.tradeCards, sizes, state.stackOut, count)
    : supplementalStacks(sizes, state.stackOut, supplementalCount(r.tradeCards, count));
}

/**
 * The stacks owed if every card a sealed hand (31.71) may hold is out of the stacks it may come from
 * (`stackOutMax`, 27.21): the stacks of `owedStacks` missing here are in doubt. With no sealed hand
 * it is `owedStacks` itself.
 */
export function owedIfFull(
  r: Pick<AdvCivRulesetShape, 'stacks' | 'commodities' | 'calamities' | 'tradeCards'>,
  state: Pick<AdvCivState, 'players' | 'stackOut' | 'stackOutMax'>,
  p: AdvCivPlayer,
  round: 'principal' | 'supplemental',
): readonly number[] {
  return owedStacks(r, state.stackOutMax === undefined ? state : { ...state, stackOut: state.stackOutMax }, p, round);
}

/** The violation codes of the Capitals variant (messages: violation.<code>). */
export const CAPITALS_VIOLATIONS = [
  'capitals/variant-off',
  'capitals/site-twice',
  'capitals/more-than-cities',
  'capitals/supplemental-early',
  'capitals/no-supplemental',
  'capitals/supplemental-purchase',
  'capitals/civil-war-capital',
] as const;
export type CapitalsViolationCode = (typeof CAPITALS_VIOLATIONS)[number];

const v = (code: CapitalsViolationCode, rule: string, params: Violation['params'], ruling?: string): Violation => ({
  code,
  cite: [cite(rule, ruling)],
  params,
});
/** A Capitals violation citing `capitals <rule>`. */
export const capitalsViolation = v;

/**
 * Checks the capital sites entered with a cities entry (capitals 2, 4.0, R-G2): only with the
 * variant, a site held by one nation at most, no more capitals than the cities the nation will have.
 */
export function checkCapitalSites(
  rules: TradeCardRules | undefined,
  capitals: Readonly<Partial<Record<NationId, readonly CapitalId[]>>>,
  citiesAfter: (nation: NationId) => number,
): readonly Violation[] {
  const entries = Object.entries(capitals) as [NationId, readonly CapitalId[]][];
  if (rules === undefined) return entries.length > 0 ? [v('capitals/variant-off', '2', { nations: entries.map(([n]) => n) })] : [];
  const out: Violation[] = [];
  const owner = new Map<CapitalId, NationId>();
  for (const [nation, sites] of entries) {
    for (const s of sites) {
      const first = owner.get(s);
      if (first !== undefined) out.push(v('capitals/site-twice', CAPITAL_SITE[s].cite.rule, { site: s, nation, other: first }));
      else owner.set(s, nation);
    }
    const cities = citiesAfter(nation);
    // 4.0: a capital city is a city on a capital site, so no more capitals than cities.
    if (sites.length > cities) out.push(v('capitals/more-than-cities', '4.0', { nation, capitals: sites.length, cities }));
  }
  return out;
}

/** 4.3: a Civil War victim holding a capital city puts at least one into the first faction. */
export function checkCivilWarCapital(capitalsHeld: number, capitalsInFirst: number): readonly Violation[] {
  if (capitalsHeld > 0 && capitalsInFirst < 1) return [v('capitals/civil-war-capital', '4.3', { held: capitalsHeld })];
  return [];
}
