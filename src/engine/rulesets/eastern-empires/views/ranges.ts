/**
 * The whole numbers a number box of an Eastern Empires entry form may take, from the rules' own data:
 * the form shows them as the range it refuses typing beyond (issue 19). The entries' validate checks
 * the same bounds with their rule numbers.
 */
import { TOKENS_PER_PLAYER } from '../civilizations';
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
