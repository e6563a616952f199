/**
 * Eastern Empires trade cards: commodities by stack with face values, Water, the 24 calamities and
 * the deck for each player count (ee chapter 11, "Division of Trade Cards"; ee chapter 4, "Selecting
 * trade cards" and "Preparing the stacks of trade cards"; ee Phase 7, set values).
 */

export const STACKS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type Stack = (typeof STACKS)[number];

export const COMMODITY_IDS = [
  'water',
  'flax',
  'hides',
  'bone',
  'stone',
  'furs',
  'wax',
  'timber',
  'salt',
  'ceramics',
  'cotton',
  'sugar',
  'grain',
  'lacquer',
  'livestock',
  'glass',
  'silver',
  'bronze',
  'lead',
  'jade',
  'spice',
  'herbs',
  'dye',
  'tea',
  'obsidian',
  'silk',
  'pearls',
  'amber',
] as const;
export type CommodityId = (typeof COMMODITY_IDS)[number];

export interface Commodity {
  /** Stack number; the face value equals it (ee chapter 11; Water is 0, ee Phase 6a). */
  readonly stack: 0 | Stack;
  readonly faceValue: number;
  /** Cards in the deck with 3-8 players and with 9 players (ee chapter 11); Water: unlimited, see below. */
  readonly cards: { readonly upTo8: number; readonly nine: number };
  /** The 'additional' set used only with 9 players (ee chapter 4, "9 Players"). */
  readonly nineOnly?: true;
}

const c = (stack: Stack, upTo8: number, nine: number): Commodity =>
  upTo8 === 0 ? { stack, faceValue: stack, cards: { upTo8, nine }, nineOnly: true } : { stack, faceValue: stack, cards: { upTo8, nine } };

/**
 * ee chapter 11. Water is always available and worth 0 (ee chapter 4; ee Phase 6a); the count of
 * Water cards is not printed, so it is not limited here.
 */
export const COMMODITIES: Readonly<Record<CommodityId, Commodity>> = {
  water: { stack: 0, faceValue: 0, cards: { upTo8: Number.POSITIVE_INFINITY, nine: Number.POSITIVE_INFINITY } },
  flax: c(1, 9, 9),
  hides: c(1, 9, 9),
  bone: c(1, 0, 8),
  stone: c(2, 8, 8),
  furs: c(2, 8, 8),
  wax: c(2, 0, 8),
  timber: c(3, 8, 8),
  salt: c(3, 9, 9),
  ceramics: c(3, 0, 8),
  cotton: c(4, 7, 7),
  sugar: c(4, 8, 8),
  grain: c(4, 0, 8),
  lacquer: c(5, 6, 6),
  livestock: c(5, 7, 7),
  glass: c(5, 0, 6),
  silver: c(6, 5, 5),
  bronze: c(6, 6, 6),
  lead: c(6, 0, 6),
  jade: c(7, 5, 5),
  spice: c(7, 6, 6),
  herbs: c(7, 0, 6),
  dye: c(8, 4, 4),
  tea: c(8, 5, 5),
  obsidian: c(8, 0, 4),
  silk: c(9, 4, 4),
  pearls: c(9, 5, 5),
  amber: c(9, 0, 4),
};

export const CALAMITY_IDS = [
  // Minor calamities, 9 players only (ee chapter 8, "Minor calamities"; ee chapter 11)
  'tempest',
  'squanderedWealth',
  'cityRiots',
  'cityInFlames',
  'tribalConflict',
  'minorUprising',
  'banditry',
  'coastalMigration',
  // Major calamities, 2 per stack 2-9: the Non Tradeable first (ee chapter 8; ee Phase 9b)
  'volcanicEruption',
  'treachery',
  'famine',
  'slaveRevolt',
  'flood',
  'superstition',
  'civilWar',
  'barbarianHordes',
  'cyclone',
  'epidemic',
  'tyranny',
  'civilDisorder',
  'corruption',
  'iconoclasmAndHeresy',
  'regression',
  'piracy',
] as const;
export type CalamityId = (typeof CALAMITY_IDS)[number];

export const CALAMITY_KINDS = ['minor', 'majorNonTradeable', 'majorTradeable'] as const;
export type CalamityKind = (typeof CALAMITY_KINDS)[number];

export interface Calamity {
  readonly stack: Exclude<Stack, 1>;
  readonly kind: CalamityKind;
}

/** ee chapter 11 (stacks) and ee chapter 8 (kinds); tradeability corroborated by the reference file. */
export const CALAMITIES: Readonly<Record<CalamityId, Calamity>> = {
  tempest: { stack: 2, kind: 'minor' },
  squanderedWealth: { stack: 3, kind: 'minor' },
  cityRiots: { stack: 4, kind: 'minor' },
  cityInFlames: { stack: 5, kind: 'minor' },
  tribalConflict: { stack: 6, kind: 'minor' },
  minorUprising: { stack: 7, kind: 'minor' },
  banditry: { stack: 8, kind: 'minor' },
  coastalMigration: { stack: 9, kind: 'minor' },
  volcanicEruption: { stack: 2, kind: 'majorNonTradeable' },
  treachery: { stack: 2, kind: 'majorTradeable' },
  famine: { stack: 3, kind: 'majorNonTradeable' },
  slaveRevolt: { stack: 3, kind: 'majorTradeable' },
  flood: { stack: 4, kind: 'majorNonTradeable' },
  superstition: { stack: 4, kind: 'majorTradeable' },
  civilWar: { stack: 5, kind: 'majorNonTradeable' },
  barbarianHordes: { stack: 5, kind: 'majorTradeable' },
  cyclone: { stack: 6, kind: 'majorNonTradeable' },
  epidemic: { stack: 6, kind: 'majorTradeable' },
  tyranny: { stack: 7, kind: 'majorNonTradeable' },
  civilDisorder: { stack: 7, kind: 'majorTradeable' },
  corruption: { stack: 8, kind: 'majorNonTradeable' },
  iconoclasmAndHeresy: { stack: 8, kind: 'majorTradeable' },
  regression: { stack: 9, kind: 'majorNonTradeable' },
  piracy: { stack: 9, kind: 'majorTradeable' },
};

export const isMajor = (id: CalamityId): boolean => CALAMITIES[id].kind !== 'minor';
export const isTradeable = (id: CalamityId): boolean => CALAMITIES[id].kind !== 'majorNonTradeable';

/** Minor calamities are in the deck only with 9 players (ee chapter 4; ee chapter 11). */
export const calamityInDeck = (id: CalamityId, playerCount: number): boolean => isMajor(id) || playerCount === 9;

/** How many cards of a commodity the deck holds for a player count (ee chapter 11); 0 = not used. */
export function commodityCardCount(id: CommodityId, playerCount: number): number {
  const { cards } = COMMODITIES[id];
  return playerCount === 9 ? cards.nine : cards.upTo8;
}

export interface StackComposition {
  readonly stack: Stack;
  readonly commodities: Readonly<Partial<Record<CommodityId, number>>>;
  readonly calamities: readonly CalamityId[];
  readonly cardCount: number;
}

/** The nine stacks for a player count (ee chapter 11; Water kept apart, ee chapter 4). */
export function deckComposition(playerCount: number): readonly StackComposition[] {
  return STACKS.map((stack) => {
    const commodities: Partial<Record<CommodityId, number>> = {};
    let cardCount = 0;
    for (const id of COMMODITY_IDS) {
      if (COMMODITIES[id].stack !== stack) continue;
      const n = commodityCardCount(id, playerCount);
      if (n === 0) continue;
      commodities[id] = n;
      cardCount += n;
    }
    const calamities = CALAMITY_IDS.filter((id) => CALAMITIES[id].stack === stack && calamityInDeck(id, playerCount));
    return { stack, commodities, calamities, cardCount: cardCount + calamities.length };
  });
}

/**
 * Set value (ee Phase 7): (number of identical commodity cards)^2 x face value. More cards than the
 * commodity has in the deck cannot be held; the caller checks that against commodityCardCount.
 */
export const setValue = (id: CommodityId, count: number): number => count * count * COMMODITIES[id].faceValue;

/** Cards drawn in Phase 6a: one per stack from 1 up to the number of cities (ee Phase 6a). */
export const stacksDrawn = (cities: number): readonly Stack[] => STACKS.filter((s) => s <= cities);
