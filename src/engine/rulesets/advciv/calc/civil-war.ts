/**
 * Civil War in Advanced Civilization (30.41): the two factions' unit points, the selections of the
 * primary victim and the beneficiary, the hand limit of variant 39.6, and what the beneficiary
 * annexes (30.415).
 */
import type { RuleCitation, Violation } from '../../../types';
import { calamityCode as vc } from './calamities-violations';
import { CALAMITY_RULES, CITY_UNIT_POINTS, CIVIL_WAR, EXACT_LOSS_CITE, type Amount, type CalamityRules } from '../calamity-effects';
import { type StockFacts, rankByStock } from './calamity-beneficiaries';
import { type Figure, type VictimFacts, applyModifiers, base } from './calamity-figure';
import { NO_LOSS, leastLossAtLeast } from './calamity-losses';

export interface CivilWarPlan<P extends string> {
  /** The beneficiary, or null when there is no Civil War (30.411: the victim has most in stock). */
  readonly beneficiary: P | null;
  /** Variant 39.5: the faction not kept becomes Barbarians and Pirates; the beneficiary only controls it. */
  readonly toBarbarians?: RuleCitation;
  readonly ranking: readonly { readonly player: P; readonly points: number }[];
  /** Unit points the primary victim selects for the first faction (30.4121-30.4122; 0 with Philosophy). */
  readonly primarySelects: Figure;
  /** Unit points the beneficiary adds to the first faction (30.4123; 15 with Philosophy, 30.4124). */
  readonly beneficiarySelects: Figure;
  /** Unit points removed from each faction after the split (30.414: Military). */
  readonly perFactionLoss: Figure;
}

export function civilWarPlan<P extends string>(
  primary: P,
  v: VictimFacts,
  players: readonly StockFacts<P>[],
  rules: CalamityRules = CALAMITY_RULES,
): CivilWarPlan<P> {
  const e = CIVIL_WAR;
  const ranking = rankByStock(players);
  const top = ranking[0];
  // 39.5 (30.411): with the victim first in stock he controls the Barbarian faction himself; the war happens.
  const toBarbarians = rules.civilWarToBarbarians;
  const beneficiary = top === undefined || (top.player === primary && toBarbarians === undefined) ? null : top.player;
  const philosophy = v.cards.includes(e.philosophy.card);
  const primarySelects: Figure = philosophy
    ? { value: 0, why: [{ code: 'card-level', cite: e.philosophy.beneficiarySelects.cite, amount: 0, card: e.philosophy.card }] }
    : applyModifiers(base(e.primarySelects), e.primaryModifiers, 'primary', v);
  const beneficiarySelects: Figure = philosophy
    ? {
        value: e.philosophy.beneficiarySelects.amount,
        why: [{ code: 'card-level', cite: e.philosophy.beneficiarySelects.cite, amount: e.philosophy.beneficiarySelects.amount, card: e.philosophy.card }],
      }
    : base(e.beneficiarySelects);
  const military = v.cards.includes(e.military.card);
  const perFactionLoss: Figure = military
    ? {
        value: e.military.perFaction.amount,
        why: [{ code: 'card', cite: e.military.perFaction.cite, amount: e.military.perFaction.amount, card: e.military.card }],
      }
    : { value: 0, why: [] };
  return { beneficiary, ranking, primarySelects, beneficiarySelects, perFactionLoss, ...(toBarbarians === undefined ? {} : { toBarbarians }) };
}

/**
 * Variant 39.6 (31.83): commodity cards the Civil War victim may keep beyond the hand limit
 * (`handLimit`, 31.71). Without the variant, or for another player, the limit is unchanged.
 */
export function civilWarHandLimit(handLimit: Amount, v: VictimFacts, drewCivilWar: boolean, rules: CalamityRules = CALAMITY_RULES): Figure {
  const start = base(handLimit);
  if (!drewCivilWar || rules.civilWarHandBonus === undefined) return start;
  return applyModifiers(start, rules.civilWarHandBonus, 'primary', v);
}

/** Some of a nation's units: cities and tokens. */
export interface Units {
  readonly cities: number;
  readonly tokens: number;
}
export const unitPoints = (u: Units): number => u.tokens + CITY_UNIT_POINTS.amount * u.cities;

/** Checks one selection of `required` unit points from `from` (exact if possible, 29.63). */
export function checkSelection(required: Figure, from: Units, chosen: Units, who: 'primary' | 'beneficiary'): readonly Violation[] {
  const cite = required.why[0]?.cite ?? EXACT_LOSS_CITE;
  if (chosen.cities > from.cities || chosen.tokens > from.tokens || chosen.cities < 0 || chosen.tokens < 0) {
    return [{ code: vc('calamity/selection-more-than-held'), cite: [cite], params: { who, cities: from.cities, tokens: from.tokens } }];
  }
  const declared = unitPoints(chosen);
  const least = leastLossAtLeast(required.value, { cities: from.cities, tokens: from.tokens, stockTokens: 0 }, NO_LOSS, CITY_UNIT_POINTS.amount);
  if (declared < Math.min(required.value, least) || declared > least) {
    return [
      {
        code: vc('calamity/selection-size'),
        cite: [...required.why.map((w) => w.cite), EXACT_LOSS_CITE],
        params: { who, required: required.value, declared, least },
      },
    ];
  }
  return [];
}

/**
 * 30.415: who annexes the faction the victim gives up: the beneficiary replaces its units with his
 * own from stock; what he cannot replace goes to the next player by units in stock, and so on.
 * Units nobody can replace return to the victim's stock.
 */
export function civilWarAnnexation<P extends string>(
  faction: Units,
  ranking: readonly { readonly player: P }[],
  stock: Readonly<Partial<Record<P, Units>>>,
  primary: P,
): readonly { readonly player: P; readonly cities: number; readonly tokens: number }[] {
  let cities = faction.cities;
  let tokens = faction.tokens;
  const out: { player: P; cities: number; tokens: number }[] = [];
  for (const r of ranking) {
    if (r.player === primary || (cities === 0 && tokens === 0)) continue;
    const s = stock[r.player];
    if (s === undefined) continue;
    const c = Math.min(cities, s.cities);
    const t = Math.min(tokens, s.tokens);
    if (c + t > 0) out.push({ player: r.player, cities: c, tokens: t });
    cities -= c;
    tokens -= t;
  }
  return out;
}
