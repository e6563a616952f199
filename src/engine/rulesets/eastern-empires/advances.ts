/**
 * Eastern Empires: the 51 Civilization Advances (ee chapter 9, "Civilization Advances" in chapter 3,
 * Strategy Explorer in Phase 12). The rulebook printed the cards as pictures; the catalogue is
 * reference/eastern-empires-advances-civilizations.md (R-E1), whose seven prices the text states
 * agree with it: Music 80, Drama and Poetry 80, Mysticism 50, Pottery 60, Masonry 60, Agriculture
 * 120, Democracy 220 (ee Phase 12, examples 1-3). The table can correct the data; it is data here.
 */

/** The five groups (ee chapter 3, "Groups / colors"). */
export const COLOURS = ['green', 'blue', 'orange', 'red', 'yellow'] as const;
export type Colour = (typeof COLOURS)[number];

export const ADVANCE_IDS = [
  // Low range, cost < 100, 1 VP (ee Phase 13d)
  'urbanism',
  'sculpture',
  'clothMaking',
  'mysticism',
  'mythology',
  'empiricism',
  'monarchy',
  'masonry',
  'pottery',
  'writtenRecord',
  'deism',
  'astronavigation',
  'music',
  'dramaAndPoetry',
  'theocracy',
  'coinage',
  'metalworking',
  // Mid range, 100-200, 3 VP
  'literacy',
  'agriculture',
  'rhetoric',
  'medicine',
  'architecture',
  'fundamentalism',
  'law',
  'universalDoctrine',
  'enlightenment',
  'cartography',
  'navalWarfare',
  'diplomacy',
  'engineering',
  'military',
  'calendar',
  'tradeRoutes',
  'monument',
  // High range, > 200, 6 VP
  'library',
  'democracy',
  'roadbuilding',
  'philosophy',
  'publicWorks',
  'politics',
  'mining',
  'monotheism',
  'advancedMilitary',
  'theology',
  'mathematics',
  'provincialEmpire',
  'tradeEmpire',
  'diaspora',
  'anatomy',
  'culturalAscendancy',
  'wonderOfTheWorld',
] as const;
export type AdvanceId = (typeof ADVANCE_IDS)[number];

export type ColourCredits = Readonly<Partial<Record<Colour, number>>>;

export interface Advance {
  /** The printed cost (R-E6: VP tiers and A.S.T. thresholds use it, never the price paid). */
  readonly cost: number;
  /** One or two groups (ee chapter 3: "Some Civilization Advances belong to 2 groups"). */
  readonly colours: readonly [Colour] | readonly [Colour, Colour];
  /** Credit tokens received on purchase (ee Phase 12, "Credit tokens and discount"). */
  readonly credits: ColourCredits;
  /** Extra credits toward one named advance (ee Phase 12, Strategy Explorer: low 10 -> mid, mid 20 -> high). */
  readonly specific?: { readonly to: AdvanceId; readonly amount: number };
  /** Credit points in colours the owner chooses at purchase (Written Record 10, Monument 20; ee chapter 9). */
  readonly freeCredits?: number;
}

const a = (
  cost: number,
  colours: readonly [Colour] | readonly [Colour, Colour],
  credits: ColourCredits,
  specific?: { readonly to: AdvanceId; readonly amount: number },
  freeCredits?: number,
): Advance => ({ cost, colours, credits, ...(specific ? { specific } : {}), ...(freeCredits ? { freeCredits } : {}) });

/** Source: reference/eastern-empires-advances-civilizations.md (R-E1). */
export const ADVANCES: Readonly<Record<AdvanceId, Advance>> = {
  urbanism: a(50, ['red'], { red: 10, green: 5 }, { to: 'diplomacy', amount: 10 }),
  sculpture: a(50, ['blue'], { blue: 10, red: 5 }, { to: 'architecture', amount: 10 }),
  clothMaking: a(50, ['orange'], { orange: 10, blue: 5 }, { to: 'navalWarfare', amount: 10 }),
  mysticism: a(50, ['blue', 'yellow'], { blue: 5, yellow: 5 }, { to: 'monument', amount: 10 }),
  mythology: a(60, ['yellow'], { yellow: 10, blue: 5 }, { to: 'literacy', amount: 10 }),
  empiricism: a(60, ['green'], { green: 10, blue: 5, yellow: 5, orange: 5, red: 5 }, { to: 'medicine', amount: 10 }),
  monarchy: a(60, ['red'], { red: 10, yellow: 5 }, { to: 'law', amount: 10 }),
  masonry: a(60, ['orange'], { orange: 10, green: 5 }, { to: 'engineering', amount: 10 }),
  pottery: a(60, ['orange'], { orange: 10, blue: 5 }, { to: 'agriculture', amount: 10 }),
  writtenRecord: a(60, ['red', 'green'], { red: 5, green: 5 }, { to: 'cartography', amount: 10 }, 10),
  deism: a(70, ['yellow'], { yellow: 10, orange: 5 }, { to: 'fundamentalism', amount: 10 }),
  astronavigation: a(80, ['green'], { green: 10, yellow: 5 }, { to: 'calendar', amount: 10 }),
  music: a(80, ['blue'], { blue: 10, yellow: 5 }, { to: 'enlightenment', amount: 10 }),
  dramaAndPoetry: a(80, ['blue'], { blue: 10, yellow: 5 }, { to: 'rhetoric', amount: 10 }),
  theocracy: a(80, ['red', 'yellow'], { red: 5, yellow: 5 }, { to: 'universalDoctrine', amount: 10 }),
  coinage: a(90, ['green'], { green: 10, red: 5 }, { to: 'tradeRoutes', amount: 10 }),
  metalworking: a(90, ['orange'], { orange: 10, red: 5 }, { to: 'military', amount: 10 }),

  literacy: a(110, ['blue', 'red'], { blue: 10, red: 10, yellow: 5, orange: 5, green: 5 }, { to: 'mathematics', amount: 20 }),
  agriculture: a(120, ['orange'], { orange: 10, green: 5 }, { to: 'democracy', amount: 20 }),
  rhetoric: a(130, ['blue'], { blue: 10, red: 5 }, { to: 'politics', amount: 20 }),
  medicine: a(140, ['green'], { green: 10, orange: 5 }, { to: 'anatomy', amount: 20 }),
  architecture: a(140, ['blue'], { blue: 10, green: 5 }, { to: 'mining', amount: 20 }),
  fundamentalism: a(150, ['yellow'], { yellow: 10, blue: 5 }, { to: 'monotheism', amount: 20 }),
  law: a(150, ['red'], { red: 10, yellow: 5 }, { to: 'culturalAscendancy', amount: 20 }),
  universalDoctrine: a(160, ['yellow'], { yellow: 10, red: 5 }, { to: 'theology', amount: 20 }),
  enlightenment: a(160, ['yellow'], { yellow: 10, orange: 5 }, { to: 'philosophy', amount: 20 }),
  cartography: a(160, ['green'], { green: 10, blue: 5 }, { to: 'library', amount: 20 }),
  navalWarfare: a(160, ['red'], { red: 10, orange: 5 }, { to: 'diaspora', amount: 20 }),
  diplomacy: a(160, ['blue'], { blue: 10, red: 5 }, { to: 'provincialEmpire', amount: 20 }),
  engineering: a(160, ['orange', 'green'], { orange: 10, green: 10 }, { to: 'roadbuilding', amount: 20 }),
  military: a(170, ['red'], { red: 10, orange: 5 }, { to: 'advancedMilitary', amount: 20 }),
  calendar: a(180, ['green'], { green: 10, red: 5 }, { to: 'publicWorks', amount: 20 }),
  tradeRoutes: a(180, ['orange'], { orange: 10, yellow: 5 }, { to: 'tradeEmpire', amount: 20 }),
  monument: a(180, ['orange', 'yellow'], { orange: 10, yellow: 10 }, { to: 'wonderOfTheWorld', amount: 20 }, 20),

  library: a(220, ['green'], { green: 20, blue: 5 }),
  democracy: a(220, ['red'], { red: 20, blue: 5 }),
  roadbuilding: a(220, ['orange'], { orange: 20, green: 5 }),
  philosophy: a(220, ['yellow', 'green'], { yellow: 20, green: 20 }),
  publicWorks: a(230, ['red'], { red: 20, orange: 5 }),
  politics: a(230, ['blue'], { blue: 20, yellow: 5 }),
  mining: a(230, ['orange'], { orange: 20, green: 5 }),
  monotheism: a(240, ['yellow'], { yellow: 20, red: 5 }),
  advancedMilitary: a(240, ['red'], { red: 20, green: 5 }),
  theology: a(250, ['yellow'], { yellow: 20, green: 5 }),
  mathematics: a(250, ['blue', 'green'], { blue: 20, green: 20, yellow: 10, orange: 10, red: 10 }),
  provincialEmpire: a(260, ['red'], { red: 20, yellow: 5 }),
  tradeEmpire: a(260, ['orange'], { orange: 20, red: 5 }),
  diaspora: a(270, ['yellow'], { yellow: 20, blue: 5 }),
  anatomy: a(270, ['green'], { green: 20, orange: 5 }),
  culturalAscendancy: a(280, ['blue'], { blue: 20, yellow: 5 }),
  wonderOfTheWorld: a(290, ['blue', 'orange'], { blue: 20, orange: 20 }),
};

/** Victory points by printed cost (ee Phase 13d; R-E6): < 100 -> 1, 100..200 -> 3, > 200 -> 6. */
export function advanceVictoryPoints(id: AdvanceId): 1 | 3 | 6 {
  const { cost } = ADVANCES[id];
  return cost < 100 ? 1 : cost <= 200 ? 3 : 6;
}

/** The seven prices the rulebook itself prints (R-E1), kept to test the catalogue against the text. */
export const PRICES_IN_TEXT: Readonly<Partial<Record<AdvanceId, number>>> = {
  music: 80, // ee Phase 12, example 1
  dramaAndPoetry: 80, // ee Phase 12, example 1
  mysticism: 50, // ee Phase 12, example 1
  pottery: 60, // ee Phase 12, example 2
  masonry: 60, // ee Phase 12, example 2
  agriculture: 120, // ee Phase 12, example 2
  democracy: 220, // ee Phase 12, example 3
};
