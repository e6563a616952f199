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
