/**
 * The whole numbers a number box of an Eastern Empires entry form may take, from the rules' own data:
 * the form shows them as the range it refuses typing beyond (issue 19). The entries' validate checks
 * the same bounds with their rule numbers.
 */
import { CITIES_PER_PLAYER, TOKENS_PER_PLAYER } from '../civilizations';
import type { EePlayer } from '../state';

export interface FieldRange {
  readonly min: number;
  readonly max: number;
}

/** Census (ee Phase 2b, chapter 3): 55 tokens a player, less those in his treasury. */
export function censusRange(p: EePlayer): FieldRange {
  return { min: 0, max: Math.max(0, TOKENS_PER_PLAYER - p.treasury) };
}

/** Treasury tokens a player spends (ee chapter 3, Phase 3, Phase 12): at most those in his treasury. */
export function treasuryRange(p: EePlayer): FieldRange {
  return { min: 0, max: Math.max(0, p.treasury) };
}

/**
 * The area a special ability annexes or destroys (ee chapter 9, Monotheism, Fundamentalism, Politics):
 * one area, so at most one city; its tokens at most the target's 55 less his treasury (chapter 3).
 */
export function areaRanges(target: EePlayer | undefined): { readonly cities: FieldRange; readonly tokens: FieldRange } {
  return { cities: { min: 0, max: 1 }, tokens: target === undefined ? { min: 0, max: TOKENS_PER_PLAYER } : censusRange(target) };
}

/**
 * Treasury gained by Trade Routes (ee chapter 9, Trade Routes): taken from stock, so at most the
 * player's 55 tokens less those already in his treasury (chapter 3).
 */
export const tradeRoutesRange = censusRange;

/**
 * A calamity outcome's boxes (ee chapter 8): tokens removed or placed at most the player's 55 less his
 * treasury, cities reduced, destroyed, annexed or coastal at most his 9 cities (chapter 3), treasury
 * lost at most the treasury held; the A.S.T. steps and prevented losses take what the reader takes.
 */
export function outcomeRange(p: EePlayer, key: string): FieldRange | undefined {
  if (key === 'tokensRemoved' || key === 'tokensPlaced') return censusRange(p);
  if (key === 'citiesReduced' || key === 'citiesDestroyed' || key === 'citiesLost' || key === 'coastalCities') return { min: 0, max: CITIES_PER_PLAYER };
  if (key === 'treasuryLost') return treasuryRange(p);
  return undefined;
}
