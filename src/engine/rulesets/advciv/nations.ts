/**
 * advciv nations (5.1) in A.S.T. order (17.4), and what the number of players allows (16.x).
 * The nation number is its place in NATIONS + 1; ties are broken by it (17.4, R-A10).
 */
import type { PlayerCountDef } from '../../ruleset';

export const NATIONS = ['africa', 'italy', 'illyria', 'thrace', 'crete', 'asia', 'assyria', 'babylon', 'egypt'] as const;
export type NationId = (typeof NATIONS)[number];

const ALL: readonly NationId[] = NATIONS;
const EAST: readonly NationId[] = ['asia', 'assyria', 'babylon', 'egypt'];
const WEST: readonly NationId[] = ['africa', 'italy', 'illyria', 'thrace', 'crete'];

/**
 * Tokens per player and selectable nations by player count (16.2-16.8). 16.4/16.5/16.12 allow
 * panels to be left out, which can forbid some nations; the map is not modelled (R-G2), so those
 * counts offer every nation and the table chooses. 16.6 offers either the east or (Western Extension)
 * the west: both sets are allowed here, the setup check refuses a mix. 9 players exist only with
 * variant 38.1/38.2 (16.9, added by the variant overlay).
 */
export const PLAYER_COUNTS: Readonly<Record<number, PlayerCountDef<NationId>>> = {
  2: { tokens: 55, nations: ['africa', 'italy', 'illyria', 'thrace'], cite: { doc: 'advciv', rule: '16.8' } },
  3: { tokens: 47, nations: WEST, cite: { doc: 'advciv', rule: '16.7' } },
  4: { tokens: 55, nations: [...EAST, ...WEST], cite: { doc: 'advciv', rule: '16.6' } },
  5: { tokens: 47, nations: ALL, cite: { doc: 'advciv', rule: '16.5' } },
  6: { tokens: 55, nations: ALL, cite: { doc: 'advciv', rule: '16.4' } },
  7: { tokens: 55, nations: ALL, cite: { doc: 'advciv', rule: '16.3' } },
  8: { tokens: 47, nations: ALL, cite: { doc: 'advciv', rule: '16.2' } },
};

/** 16.6: a four-player game uses the east (Egypt, Babylon, Asia, Assyria) OR the west, not a mix. */
export const FOUR_PLAYER_SIDES: readonly (readonly NationId[])[] = [EAST, WEST];

/** Cities each nation owns (5.1); tokens per set 55 (5.1), limited by player count (16.x). */
export const CITIES_PER_NATION = 9;
