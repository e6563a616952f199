/**
 * The numbers of the board phases the app keeps without the map (R-G2): population expansion (20),
 * ship construction and upkeep (22), attacks on cities (24.3) with pillage (24.52), and city support
 * at the removal of surplus population (26.3). The entries (population, ships, city-attack, cities)
 * read them here, never as literals.
 */
import type { CardId } from './cards';
import { SUPPORT_TOKENS_PER_CITY } from './calamity-effects';

/** 20.1: one token added to an area holding one of the player's tokens, two to an area holding two or more. */
export const POPULATION_GROWTH = { one: 1, more: 2 } as const;

/**
 * 20.1: the most tokens population expansion can leave on the board from `before` tokens there: a
 * lone token gains `one`, an area of two or more gains `more` (so at most as many as the two held).
 * With the rule's figures, at most twice `before`.
 */
export function expansionMax(before: number): number {
  return before + before * Math.max(POPULATION_GROWTH.one, POPULATION_GROWTH.more / 2);
}

/** 22.1: building a ship costs two tokens; 22.3: keeping one already in play costs one, each turn after it was built. */
export const SHIP_COST = { build: 2, upkeep: 1 } as const;

/**
 * 24.31-24.35: tokens of one nation needed to attack a city, and the tokens that replace it; Engineering
 * (24.35) lowers both by one for its attacker and raises both by one against its holder; held by both,
 * the effects cancel.
 */
export const CITY_ATTACK = { tokens: 7, replacedBy: 6, engineering: 'engineering' satisfies CardId, step: 1 } as const;

/** 24.52: at most three tokens pillaged per city eliminated, never more than the attacker has in stock. */
export const PILLAGE_PER_CITY = 3;

/** 26.31: two tokens on the board for every city in play. */
export const SUPPORT_PER_CITY = SUPPORT_TOKENS_PER_CITY.amount;

/** Tokens needed to attack a city and tokens that replace it (24.31, 24.32, 24.35). */
export function cityAttackNeeds(attackerEngineering: boolean, defenderEngineering: boolean): { readonly tokens: number; readonly replacedBy: number } {
  const shift = (defenderEngineering ? CITY_ATTACK.step : 0) - (attackerEngineering ? CITY_ATTACK.step : 0);
  return { tokens: CITY_ATTACK.tokens + shift, replacedBy: CITY_ATTACK.replacedBy + shift };
}

/**
 * What keeping `after` ships costs a player who had `before` (22.1, 22.3), with `free` ships he may
 * build at no cost (22.5, variant 39.1): the least (every ship kept is maintained) and the most (ships
 * left unmaintained and rebuilt elsewhere in the same phase, 22.3). Every whole number between is possible.
 */
export function shipCostRange(before: number, after: number, free = 0): { readonly least: number; readonly most: number } {
  let least = Number.POSITIVE_INFINITY;
  let most = 0;
  for (let kept = 0; kept <= Math.min(before, after); kept++) {
    const built = after - kept;
    const cost = kept * SHIP_COST.upkeep + Math.max(0, built - free) * SHIP_COST.build;
    least = Math.min(least, cost);
    most = Math.max(most, cost);
  }
  return { least, most };
}
