/**
 * Eastern Empires movement, ships and conflict numbers, and the advances that change them (ee Phases
 * 3-5, ee chapter 9). The app does not model the map (R-G2): these are the numbers the screens show
 * and the checks that do not need the map use.
 */
import type { AdvanceId } from '../advances';

/** ee Phase 3 "Ship movement": 4 areas by water; Cloth Making: 5 steps (ee chapter 9). */
export const shipSteps = (held: readonly AdvanceId[]): number => (held.includes('clothMaking') ? 5 : 4);

/** ee Phase 3: a ship carries up to 5 tokens; Naval Warfare: 6 (ee chapter 9). */
export const shipCapacity = (held: readonly AdvanceId[]): number => (held.includes('navalWarfare') ? 6 : 5);

/** ee Phase 3: ships cannot move through open sea; Astronavigation allows it, but not to end there. */
export const shipsCrossOpenSea = (held: readonly AdvanceId[]): boolean => held.includes('astronavigation');

/** ee Phase 3: tokens move 1 area by land; Roadbuilding: 2 (ee chapter 9). */
export const landSteps = (held: readonly AdvanceId[]): number => (held.includes('roadbuilding') ? 2 : 1);

/** ee Phase 3 "Ship construction": at most 4 ships built per turn; 4 ships per player (ee chapter 3). */
export const SHIPS_PER_PLAYER = 4;

/** ee Phase 3: a new ship costs 2 (treasury and/or tokens); maintenance 1 (treasury or a token). */
export const SHIP_COST = 2;
export const SHIP_MAINTENANCE = 1;

/** ee Phase 5a: 6 tokens on a city site, 12 for a wilderness city. */
export const CITY_SITE_TOKENS = 6;
export const WILDERNESS_CITY_TOKENS = 12;

/**
 * Architecture: once per turn, up to half the tokens of a city from treasury; Urbanism: up to 4 tokens
 * from adjacent areas for a wilderness city (ee chapter 9; the Urbanism example: 2 + 4 + 6 = 12).
 */
export const architectureTreasury = (wilderness: boolean): number => (wilderness ? WILDERNESS_CITY_TOKENS : CITY_SITE_TOKENS) / 2;
export const URBANISM_ADJACENT_TOKENS = 4;

/**
 * Tokens needed to take a city (ee Phase 4b: 7) and the tokens the city becomes (6). Engineering:
 * 8 to take the holder's cities, which become 7; the holder needs 6, the city becomes 5; not when
 * both hold Engineering (ee chapter 9).
 * Reading (not in RULINGS.md): Engineering's "6 tokens ... other player's cities or pirate cities"
 * lowers the attack on a pirate city to 6, but its "Their cities are then replaced with 5 tokens"
 * speaks of players' cities; a pirate city still becomes 6 barbarian tokens (ee Phase 4b, "Attacking
 * a pirate city"). Display only: the engine does not model conflicts (R-G2).
 */
export function cityAttack(
  attacker: readonly AdvanceId[],
  defender: readonly AdvanceId[] | 'pirates',
): { readonly tokensNeeded: number; readonly replacedBy: number } {
  const a = attacker.includes('engineering');
  const d = defender !== 'pirates' && defender.includes('engineering');
  if (a && !d) return { tokensNeeded: 6, replacedBy: defender === 'pirates' ? 6 : 5 };
  if (d && !a) return { tokensNeeded: 8, replacedBy: 7 };
  return { tokensNeeded: 7, replacedBy: 6 };
}

/** ee Phase 4b step 4: the successful attacker may gain up to 3 treasury tokens. */
export const CITY_ATTACK_TREASURY = 3;
