/**
 * The whole numbers a number box of a Sid Meier's entry form may take, from the rules and the state:
 * the form shows them as the range it refuses typing beyond (issue 19). The entries' validate checks
 * the same bounds with their rule citations.
 */
import { TECHNOLOGIES_PER_ERA } from '../data';
import { placementRoom, settlerPrice, standardTechnologyPrice, unitPrice } from '../entries/purchase';
import { MAX_AMOUNT, MAX_CITY_VALUE, MAX_PIECES } from '../parse';
import type { SmcSetup } from '../setup';
import { findPlayer, type PlayerState, type SmcState } from '../state';
import { ARMY_KINDS, type Era, type UnitKind } from '../vocab';

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
  return { min: 0, max: pieces(giver.settlers) };
}

/** At most `n` pieces, and never beyond what the entry reader takes for one line (MAX_PIECES). */
const pieces = (n: number): number => Math.max(0, Math.min(MAX_PIECES, n));

/**
 * Units the map takes (smc Exploration markers: Plague, and any loss the map decides): at most the
 * units of that era and kind the player has (the lose entry refuses more, smc/units/not-enough).
 */
export function loseUnitsRange(p: PlayerState, era: Era, kind: UnitKind): FieldRange {
  return { min: 0, max: pieces(p.units[era][kind]) };
}

/** Settlers the map takes (smc Exploration markers: Plague): at most the player's settlers. */
export function loseSettlersRange(p: PlayerState): FieldRange {
  return { min: 0, max: pieces(p.settlers) };
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

/** The counted lines of a purchase (Purchase Phase): units of each army kind, fleets, aircraft, settlers, standard technologies. */
const COUNTED_PURCHASES = [...ARMY_KINDS, 'fleet', 'aircraft', 'settler', 'technology'] as const;
export type CountedPurchase = (typeof COUNTED_PURCHASES)[number];

/** What `n` of a counted line cost now, as the purchase entry charges them; null where the era sells none. */
function countedCost(setup: SmcSetup, state: SmcState, owned: number, kind: CountedPurchase, n: number): number | null {
  if (n <= 0) return 0;
  if (kind === 'technology') {
    // Standard Rules: Purchasing technologies: 10 more for every technology already owned, the ones
    // bought before it in the same purchase included. The advanced rules buy printed cards, not a count.
    if (setup.rules !== 'standard') return null;
    let total = 0;
    for (let i = 0; i < n; i++) total += standardTechnologyPrice(owned + i);
    return total;
  }
  const each = kind === 'settler' ? settlerPrice(setup, state.era) : unitPrice(setup, kind === 'fleet' || kind === 'aircraft' ? kind : 'army', state.era);
  return each === null ? null : each * n;
}

/**
 * A counted line of a purchase (Purchase Phase): at most what the gold he holds pays for once the
 * other counted lines typed (`typed`, empty = none) are paid, every line being paid from the same gold
 * (Standard Rules: Purchase Phase; the entry refuses more, smc/purchase/not-enough-gold); in the
 * advanced rules with the other units and settlers at most the pieces his settlements may still take
 * this turn (Purchasing Military Units, smc/purchase/placement-limit); standard technologies at most
 * the cards of the era still in the supply (Contents, smc/technology/none-left). Lines that are not
 * counted (a village, upgrades, a printed card, an improvement) also cost gold: the entry judges
 * those, so a box never refuses a count the entry would take. A sale in the same entry is paid after
 * the purchases (entries/purchase.ts runs the lines in order), so it adds nothing here.
 */
export function purchaseCountRange(
  setup: SmcSetup,
  state: SmcState,
  player: string,
  kind: CountedPurchase,
  typed: Readonly<Partial<Record<CountedPurchase, number | null>>> = {},
): FieldRange {
  const p = findPlayer(state, player);
  if (p === undefined) return { min: 0, max: 0 };
  const owned = p.technologies.length;
  const others = COUNTED_PURCHASES.filter((k) => k !== kind).map((k) => [k, Math.max(0, typed[k] ?? 0)] as const);
  const spent = others.reduce((sum, [k, n]) => sum + (countedCost(setup, state, owned, k, n) ?? 0), 0);
  const budget = p.gold - spent;
  let max = MAX_PIECES;
  if (kind === 'technology') max = Math.min(max, Math.max(0, TECHNOLOGIES_PER_ERA[state.era] - state.taken[state.era]));
  else {
    const room = placementRoom(setup, state, player);
    if (room !== null) max = Math.min(max, room - others.reduce((sum, [k, n]) => sum + (k === 'technology' ? 0 : n), 0));
  }
  const one = countedCost(setup, state, owned, kind, 1);
  if (one === null || budget < one) return { min: 0, max: 0 };
  // Units and settlers cost the same each; technologies climb, and the era holds at most 18 of them.
  if (kind !== 'technology') return { min: 0, max: Math.max(0, Math.min(max, Math.floor(budget / one))) };
  let n = 0;
  while (n < max && (countedCost(setup, state, owned, kind, n + 1) ?? Number.POSITIVE_INFINITY) <= budget) n++;
  return { min: 0, max: n };
}

/**
 * A city card's printed value (Advanced Rules: City Production): typed from the card (R-S1); the text
 * prints no card's value, so no ceiling comes from the rules: the reader's, MAX_CITY_VALUE. A card may
 * show little for an unhappy settlement without resources ("only 1 gold"), and the 10-gold minimum
 * is the civilization's, not a card's: nothing below 0 is refused.
 */
export function cityValueRange(): FieldRange {
  return { min: 0, max: MAX_CITY_VALUE };
}

/**
 * The units a technology card's owner bonus awards (Advanced Rules: Owner Bonus, e.g. Art of War's two
 * medieval infantry): typed from the card (R-S1). The text prints no card's bonus and pieces are not
 * limited (Things To Note), so no ceiling comes from the rules: the reader's, MAX_PIECES. 0 = no units.
 */
export function ownerUnitsRange(): FieldRange {
  return { min: 0, max: MAX_PIECES };
}
