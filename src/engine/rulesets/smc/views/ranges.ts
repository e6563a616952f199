/**
 * The whole numbers a number box of a Sid Meier's entry form may take, from the rules and the state:
 * the form shows them as the range it refuses typing beyond (issue 19). The entries' validate checks
 * the same bounds with their rule citations.
 */
import type { PlayerState } from '../state';

export interface FieldRange {
  readonly min: number;
  readonly max: number;
}

/** Gold handed over in a permanent trade (smc Standard Rules, Trade Phase): at most the gold the giver holds. */
export function giveGoldRange(giver: PlayerState): FieldRange {
  return { min: 0, max: Math.max(0, giver.gold) };
}

/** Settlers handed over in a permanent trade (smc Standard Rules, Trade Phase): at most the giver's settlers. */
export function giveSettlersRange(giver: PlayerState): FieldRange {
  return { min: 0, max: Math.max(0, giver.settlers) };
}
