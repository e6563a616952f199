/**
 * advciv nations (5.1) in A.S.T. order (17.4), and what the number of players allows (16.x).
 * The nation number is its place in NATIONS + 1; ties are broken by it (17.4, R-A10).
 */
import type { PlayerCountDef } from '../../ruleset';

export const NATIONS = ['africa', 'italy', 'illyria', 'thrace', 'crete', 'asia', 'assyria', 'babylon', 'egypt'] as const;
export type BaseNationId = (typeof NATIONS)[number];
/**
 * Variant 38.1 (15.52, 16.10, 17.4): a late arrival who enters at a Civil War in a game where all
 * nine nations are in play becomes the victim's nation's counterpart (Egypt-II), playing on the same
 * A.S.T. track. A counterpart is a seat of its own (own units, cities, cards, marker); the nation
 * data it needs (A.S.T. track) is the original nation's, found by `originalOf`. Without 38.1 no
 * counterpart can be in play (late-arrivals.ts refuses it).
 */
export const COUNTERPARTS = ['africa-ii', 'italy-ii', 'illyria-ii', 'thrace-ii', 'crete-ii', 'asia-ii', 'assyria-ii', 'babylon-ii', 'egypt-ii'] as const;
export type CounterpartId = (typeof COUNTERPARTS)[number];
export type NationId = BaseNationId | CounterpartId;

/** Every seat a record may name: the nine nations and, with variant 38.1, their counterparts. */
export const SEATS: readonly NationId[] = [...NATIONS, ...COUNTERPARTS];

const BASE_OF: Readonly<Record<CounterpartId, BaseNationId>> = {
  'africa-ii': 'africa',
  'italy-ii': 'italy',
  'illyria-ii': 'illyria',
  'thrace-ii': 'thrace',
  'crete-ii': 'crete',
  'asia-ii': 'asia',
  'assyria-ii': 'assyria',
  'babylon-ii': 'babylon',
  'egypt-ii': 'egypt',
};
const COUNTERPART_OF: Readonly<Record<BaseNationId, CounterpartId>> = {
  africa: 'africa-ii',
  italy: 'italy-ii',
  illyria: 'illyria-ii',
  thrace: 'thrace-ii',
  crete: 'crete-ii',
  asia: 'asia-ii',
  assyria: 'assyria-ii',
  babylon: 'babylon-ii',
  egypt: 'egypt-ii',
};

export const isCounterpart = (n: NationId): n is CounterpartId => n in BASE_OF;
/** 38.1 (15.52): the nation whose data (A.S.T. track) a seat uses: itself, or a counterpart's original. */
export const originalOf = (n: NationId): BaseNationId => (isCounterpart(n) ? BASE_OF[n] : n);
/** 38.1 (15.52): the counterpart of an original nation ("Egypt-II"). */
export const counterpartOf = (n: BaseNationId): CounterpartId => COUNTERPART_OF[n];
/** 38.1 (17.4): A.S.T. order with counterparts: Africa-II, Africa, Italy-II, Italy, ... Egypt-II, Egypt. */
export const SEAT_AST_ORDER: readonly NationId[] = NATIONS.flatMap((n) => [COUNTERPART_OF[n], n]);

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
/** Tokens in each set of playing pieces (5.1). */
export const TOKENS_PER_SET = 55;
