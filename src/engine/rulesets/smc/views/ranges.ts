/**
 * The whole numbers a number box of a Sid Meier's entry form may take, from the rules and the state:
 * the form shows them as the range it refuses typing beyond (issue 19). The entries' validate checks
 * the same bounds with their rule citations.
 */
import { MAX_AMOUNT } from '../parse';
import type { PlayerState } from '../state';
import type { Era, UnitKind } from '../vocab';

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

/**
 * Units the map takes (smc Exploration markers: Plague, and any loss the map decides): at most the
 * units of that era and kind the player has (the lose entry refuses more, smc/units/not-enough).
 */
export function loseUnitsRange(p: PlayerState, era: Era, kind: UnitKind): FieldRange {
  return { min: 0, max: Math.max(0, p.units[era][kind]) };
}

/** Settlers the map takes (smc Exploration markers: Plague): at most the player's settlers. */
export function loseSettlersRange(p: PlayerState): FieldRange {
  return { min: 0, max: Math.max(0, p.settlers) };
}

/**
 * Military units sold back to the bank (smc Advanced Rules, Selling Military units): at most the
 * units of that earlier era and kind the player has.
 */
export const sellRange = loseUnitsRange;

/**
 * A technology card's printed cost as the table types it (smc Advanced Rules, Purchasing
 * Technologies; R-S1): at least 1, since every technology is purchased for gold; at most what the
 * card reader takes.
 */
export function cardCostRange(): FieldRange {
  return { min: 1, max: MAX_AMOUNT };
}
