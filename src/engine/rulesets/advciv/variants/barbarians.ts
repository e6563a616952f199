/**
 * Variant 39.4, Barbarian Population Expansion (advciv 20.4, 20.5, 25.4): who controls the
 * Barbarians' growth this turn, how many tokens they gain, and where they must build Pirate cities.
 * The areas are map facts (R-G2): the table enters how many Barbarian tokens stand in each area.
 * (Flood striking Barbarians, 30.5121, is in the calamity phase: calamity-effects.ts.)
 */
import type { RuleCitation } from '../../../types';
import type { NationId } from '../nations';
import type { AdvCivPlayer } from '../state';

const cite = (rule: string, ruling?: string): RuleCitation =>
  ruling === undefined ? { doc: 'advciv', rule, variant: '39.4' } : { doc: 'advciv', rule, ruling, variant: '39.4' };

/** 25.4: Barbarian tokens in an area with a city site that force a Pirate city. */
export const PIRATE_CITY_TOKENS = 6;

/**
 * 20.4: the player with the fewest tokens on the board (his census) controls the Barbarian population
 * expansion; ties by A.S.T. order (17.4, R-A10; `players` in A.S.T. order); inert nations take no part
 * (R-A12). Null before any census.
 */
export function barbarianController(
  players: readonly Pick<AdvCivPlayer, 'nation' | 'census' | 'status'>[],
): { readonly nation: NationId; readonly cite: readonly RuleCitation[] } | null {
  let best: { nation: NationId; census: number } | null = null;
  for (const p of players) {
    if (p.status !== 'active' || p.census === null) continue;
    if (best === null || p.census < best.census) best = { nation: p.nation, census: p.census };
  }
  return best === null ? null : { nation: best.nation, cite: [cite('20.4'), { doc: 'advciv', rule: '17.4', ruling: 'R-A10' }] };
}

export interface BarbarianGrowth {
  /** Tokens the areas call for: one where one stands, two where two or more stand (20.4). */
  readonly wanted: number;
  /** Tokens actually added: no more than the Barbarians have left (20.5). */
  readonly added: number;
  /** True when the controller divides the remaining tokens among the areas as he wishes (20.5). */
  readonly controllerDivides: boolean;
  readonly cite: readonly RuleCitation[];
}

/** 20.4, 20.5: Barbarian growth for the tokens standing in each area and the tokens left in their stock. */
export function barbarianGrowth(areas: readonly number[], available: number): BarbarianGrowth {
  const wanted = areas.reduce((n, a) => n + (a >= 2 ? 2 : a === 1 ? 1 : 0), 0);
  const added = Math.max(0, Math.min(wanted, available));
  return { wanted, added, controllerDivides: added < wanted, cite: added < wanted ? [cite('20.4'), cite('20.5')] : [cite('20.4')] };
}

/** 25.4: the areas (by index) with a city site and six or more Barbarian tokens, where a Pirate city is built. */
export function pirateCitySites(areas: readonly { readonly tokens: number; readonly citySite: boolean }[]): readonly number[] {
  return areas.flatMap((a, i) => (a.citySite && a.tokens >= PIRATE_CITY_TOKENS ? [i] : []));
}
