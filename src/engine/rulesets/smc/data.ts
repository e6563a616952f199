/**
 * Every number of Sid Meier's Civilization: The Boardgame that the rulebook prints, as typed data
 * with its section. Numbers the text lacks (advanced card data: technology costs, prerequisites,
 * seminal flags, city-card values) are never here: the table enters them (R-S1) and the state
 * marks them `source: 'table'`.
 */
import type { ArmyKind, Era, MilestoneId, Resource, SettlementSize, Terrain, UnitKind } from './vocab';

/** Set-Up (both rule sets): each player starts with 20 gold, two villages, two swordsmen, two settlers. */
export const STARTING_GOLD = 20;
export const STARTING_SETTLERS = 2;
export const STARTING_SWORDSMEN = 2;
export const STARTING_VILLAGES = 2;

/** Introduction: "up to five other players", so 2..6 players (six colours in Contents). */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

/** Contents: technology cards per era (15/10/10/18); Standard Rules: Wonders (3 per era). */
export const TECHNOLOGIES_PER_ERA: Readonly<Record<Era, number>> = { ancient: 15, medieval: 10, gunpowder: 10, modern: 18 };
export const STANDARD_WONDERS_PER_ERA = 3;

/** Standard Rules: The Eras, "the third technology of the current era" (per player, R-S2). */
export const ERA_END_OWN_TECHNOLOGIES = 3;
/** Standard Rules: Ending And Winning The Game, three modern era technologies. */
export const GAME_END_MODERN_TECHNOLOGIES = 3;

/** Critical Resource Table (both rule sets): the 2d6 bands 2-3, 4-5, 6-8, 9-10, 11-12. */
export const CRITICAL_BANDS = [
  [2, 3],
  [4, 5],
  [6, 8],
  [9, 10],
  [11, 12],
] as const;
export const CRITICAL_RESOURCE: Readonly<Record<Era, readonly [Resource, Resource, Resource, Resource, Resource]>> = {
  ancient: ['wine', 'horses', 'iron', 'gems', 'spices'],
  medieval: ['wine', 'gems', 'spices', 'iron', 'horses'],
  gunpowder: ['oil', 'gems', 'coal', 'iron', 'horses'],
  modern: ['coal', 'rare-metals', 'oil', 'oil', 'iron'],
};

/**
 * Monopolies (both rule sets): 3/4/5 of one resource give 20/40/80 gold. The text stops at five;
 * more than five of a kind earns the five-of-a-kind bonus (R-S6).
 */
export const MONOPOLY_BONUS: Readonly<Record<3 | 4 | 5, number>> = { 3: 20, 4: 40, 5: 80 };
/** Minimum Gold Production: never less than 10 gold. */
export const MINIMUM_PRODUCTION = 10;
/** Standard Rules: City production: fertile land counts one size larger. */
export const FERTILE_BONUS = 1;
/** Standard Rules: the critical resource doubles city production. */
export const STANDARD_CRITICAL_MULTIPLIER = 2;
/** Advanced Rules: Critical Resource, +15 gold. Resources: +3 per unique resource. */
export const ADVANCED_CRITICAL_BONUS = 15;
export const ADVANCED_GOLD_PER_RESOURCE = 3;

/** Standard Rules: Purchase Table. `null` = not available in that era. */
export const STANDARD_PRICES: Readonly<Record<'army' | 'fleet' | 'aircraft' | 'settler' | 'village', Readonly<Record<Era, number | null>>>> = {
  army: { ancient: 5, medieval: 10, gunpowder: 15, modern: 20 },
  fleet: { ancient: 10, medieval: 20, gunpowder: 30, modern: 40 },
  aircraft: { ancient: null, medieval: null, gunpowder: null, modern: 40 },
  settler: { ancient: 5, medieval: 10, gunpowder: 15, modern: 20 },
  village: { ancient: 5, medieval: 10, gunpowder: 15, modern: 20 },
};
/** Standard Rules: upgrade price by the new size: 5 to a town, 10 to a city, 20 to a metropolis. */
export const STANDARD_UPGRADE_PRICE: Readonly<Record<2 | 3 | 4, number>> = { 2: 5, 3: 10, 4: 20 };
/**
 * Advanced Rules: the table types each technology card's printed values (R-S1). A name on a card
 * is a few words (the longest in the game's decks is about twenty letters): at most this long, as
 * are the names of its prerequisites and wonder.
 */
export const MAX_CARD_NAME = 40;

/** Standard Rules: technologies cost 10 + 10 per technology already owned. */
export const STANDARD_TECHNOLOGY_STEP = 10;

/** Advanced Rules: Purchase Table. */
export const ADVANCED_PRICES: Readonly<Record<'army' | 'fleet' | 'aircraft' | 'improvement' | 'fee', Readonly<Record<Era, number | null>>>> = {
  army: { ancient: 10, medieval: 15, gunpowder: 20, modern: 25 },
  fleet: { ancient: 20, medieval: 30, gunpowder: 40, modern: 50 },
  aircraft: { ancient: null, medieval: null, gunpowder: null, modern: 50 },
  improvement: { ancient: 10, medieval: 15, gunpowder: 20, modern: 25 },
  fee: { ancient: 5, medieval: 5, gunpowder: 10, modern: 10 },
};
export const ADVANCED_SETTLER_PRICE = 10;
export const ADVANCED_VILLAGE_PRICE = 10;
export const ADVANCED_UPGRADE_PRICE = 20;
/** Advanced Rules: Technology/space victory: the colony ship costs 200 gold once Fusion is in play. */
export const COLONY_SHIP_PRICE = 200;
export const COLONY_SHIP_TECHNOLOGY = 'Fusion';
export const UNITED_NATIONS = 'United Nations';
/**
 * Advanced Rules: Seminal Discoveries (the Civ Note names all four): worth 4 victory points each.
 * A card the table enters with one of these names counts as seminal whatever its flag says.
 */
export const SEMINAL_DISCOVERIES = ['Alphabet/Writing', 'The Printing Press', 'Computers', 'Steam Power'] as const;
/** Advanced Rules: Military Unit Upgrades: catapults become trebuchets once Engineering is bought. */
export const ENGINEERING = 'Engineering';
export const APOLLO_PROGRAM = 'Apollo Program';
/** Advanced Rules: Selling Military units, for one-fifth of their original cost. */
export const SELL_DIVISOR = 5;

/** Advanced Rules: Happiness: wine and gems settlements are always happy; one more is free. */
export const ALWAYS_HAPPY: readonly Resource[] = ['wine', 'gems'];
export const FREE_HAPPY_SETTLEMENTS = 1;

/**
 * Advanced Rules: Trade Range chart, in the order of the chart. `land`/`sea`: how many land
 * regions or sea zones away the other player's closest settlement may be; `null` = unlimited;
 * sea 0 = no sea trade. Flight: unlimited.
 */
export interface TradeRange {
  readonly technologies: readonly string[];
  readonly land: number | null;
  readonly sea: number | null;
}
export const TRADE_RANGE: readonly TradeRange[] = [
  { technologies: [], land: 1, sea: 0 },
  { technologies: ['Trade', 'Mapmaking'], land: 1, sea: 1 },
  { technologies: ['Astronomy'], land: 1, sea: 2 },
  { technologies: ['Navigation'], land: 1, sea: 3 },
  { technologies: ['Steam Power'], land: 4, sea: 3 },
  { technologies: ['Flight'], land: null, sea: null },
];

/** Exploration markers: Treasure gives 10 gold. */
export const TREASURE_GOLD = 10;

/** Exploration markers: Terrain: the largest settlement each terrain supports (0 = none). */
export const TERRAIN_MAX_SIZE: Readonly<Record<Terrain, 0 | SettlementSize>> = { open: 4, desert: 0, mountains: 1, jungle: 2 };

/** Victory Points (both rule sets): 1..4 per settlement by size. */
export const SETTLEMENT_POINTS: Readonly<Record<SettlementSize, number>> = { 1: 1, 2: 2, 3: 3, 4: 4 };
/** Standard Rules: Victory Points: 2 per technology, 3 per wonder. */
export const STANDARD_TECHNOLOGY_POINTS = 2;
export const STANDARD_WONDER_POINTS = 3;
/** Advanced Rules: Victory Points: 2 per wonder, 4 per seminal discovery, bonuses by victory. */
export const ADVANCED_WONDER_POINTS = 2;
export const ADVANCED_SEMINAL_POINTS = 4;
export const DIPLOMATIC_BONUS = 5;
export const MILITARY_BONUS_PER_UNIT = 1;
export const SPACE_BONUS_PER_TECHNOLOGY = 1;

/** Dice: an era's units roll as many dice as the era's number (1..4). */
export const DICE_SIDES = 6;
/** Standard Rules: Scientific Superiority: +1 per two technologies (round down). */
export const TECHNOLOGIES_PER_BATTLE_POINT = 2;
/** Standard Rules: Aircraft add one die. */
export const STANDARD_AIRCRAFT_DICE = 1;
/** Advanced Rules: Defending a Settlement: +1. */
export const DEFENDING_SETTLEMENT_BONUS = 1;

/** Battlefield Superiority, "CIA": each army kind and the kind it beats. */
export const SUPERIOR_TO: Readonly<Record<ArmyKind, ArmyKind>> = { cavalry: 'infantry', infantry: 'artillery', artillery: 'cavalry' };

/** Advanced Rules: Military Units Strength Table: the unit at each level, its dice bonus. */
export interface UnitLevel {
  readonly name: string;
  readonly bonus: number;
}
export const STRENGTH_TABLE: Readonly<Record<Era, Readonly<Record<UnitKind, readonly UnitLevel[]>>>> = {
  ancient: {
    infantry: [
      { name: 'Spearman', bonus: 0 },
      { name: 'Swordsman', bonus: 1 },
    ],
    cavalry: [
      { name: 'Chariot', bonus: 0 },
      { name: 'Horseman', bonus: 1 },
    ],
    artillery: [{ name: 'Catapult', bonus: 1 }],
    fleet: [{ name: 'Galley', bonus: 0 }],
    aircraft: [],
  },
  medieval: {
    infantry: [{ name: 'Man-at-Arms', bonus: 0 }],
    cavalry: [{ name: 'Knight', bonus: 0 }],
    artillery: [{ name: 'Trebuchet', bonus: 0 }],
    fleet: [
      { name: 'Caravel', bonus: 0 },
      { name: 'Galleon', bonus: 2 },
    ],
    aircraft: [],
  },
  gunpowder: {
    infantry: [
      { name: 'Musketman', bonus: 0 },
      { name: 'Rifleman', bonus: 2 },
    ],
    cavalry: [{ name: 'Dragoon', bonus: 0 }],
    artillery: [
      { name: 'Cannon', bonus: 1 },
      { name: 'Artillery', bonus: 3 },
    ],
    fleet: [
      { name: 'Frigate', bonus: 0 },
      { name: 'Ironclad', bonus: 2 },
    ],
    aircraft: [],
  },
  modern: {
    infantry: [
      { name: 'Machinegunner', bonus: 0 },
      { name: 'Mechanized Infantry', bonus: 2 },
    ],
    cavalry: [
      { name: 'Tank', bonus: 0 },
      { name: 'Modern Armor', bonus: 3 },
    ],
    artillery: [
      { name: 'Rocket Artillery', bonus: 2 },
      { name: 'Cruise Missiles', bonus: 4 },
    ],
    fleet: [
      { name: 'Battleship', bonus: 1 },
      { name: 'Carrier', bonus: 0 },
    ],
    // Aircraft add dice instead of a bonus: Biplane 1 .. Stealth Aircraft 4 (the level is the dice).
    aircraft: [
      { name: 'Biplane', bonus: 0 },
      { name: 'Monoplane', bonus: 0 },
      { name: 'Jet', bonus: 0 },
      { name: 'Stealth Aircraft', bonus: 0 },
    ],
  },
};

/** Standard Rules: Wonders: the milestones, with what each counts and the threshold. */
export type MilestoneMeasure = 'villages' | 'technologies' | 'armies' | 'fleets' | 'gold' | 'metropolises';
export interface Milestone {
  readonly era: Era;
  readonly measure: MilestoneMeasure;
  readonly target: number;
}
export const MILESTONE_TABLE: Readonly<Record<MilestoneId, Milestone>> = {
  // "6 Villages": size-one settlements, or settlements of any size if the game's setting says so (R-S5).
  'ancient-villages': { era: 'ancient', measure: 'villages', target: 6 },
  'ancient-technologies': { era: 'ancient', measure: 'technologies', target: 2 },
  'ancient-armies': { era: 'ancient', measure: 'armies', target: 8 },
  'medieval-technologies': { era: 'medieval', measure: 'technologies', target: 2 },
  'medieval-fleets': { era: 'medieval', measure: 'fleets', target: 2 },
  'medieval-gold': { era: 'medieval', measure: 'gold', target: 60 },
  'gunpowder-technologies': { era: 'gunpowder', measure: 'technologies', target: 2 },
  'gunpowder-fleets': { era: 'gunpowder', measure: 'fleets', target: 2 },
  'gunpowder-gold': { era: 'gunpowder', measure: 'gold', target: 80 },
  'modern-metropolises': { era: 'modern', measure: 'metropolises', target: 10 },
  'modern-technologies': { era: 'modern', measure: 'technologies', target: 2 },
  'modern-gold': { era: 'modern', measure: 'gold', target: 100 },
};
