/**
 * advciv civilization cards (6.1, 32.x): groups, cost, prerequisites (31.62) and the printed Credit
 * Table (14.1, 31.52), from reference/advciv-ast-credits-commodities.md 5.3 (checked against 32.x).
 * All 24 cards sum to 3190.
 */
import type { CardDef, CreditLine } from '../../ruleset';

export const GROUPS = ['crafts', 'sciences', 'arts', 'civics', 'religion'] as const;
export type GroupId = (typeof GROUPS)[number];

export const CARDS = [
  'pottery',
  'cloth-making',
  'metalworking',
  'agriculture',
  'roadbuilding',
  'mining',
  'engineering',
  'astronomy',
  'coinage',
  'medicine',
  'mathematics',
  'drama-poetry',
  'music',
  'architecture',
  'literacy',
  'law',
  'democracy',
  'military',
  'philosophy',
  'mysticism',
  'deism',
  'enlightenment',
  'monotheism',
  'theology',
] as const;
export type CardId = (typeof CARDS)[number];

const card = (cost: number, groups: readonly GroupId[], rule: string, prerequisites: readonly CardId[] = []): CardDef<CardId, GroupId> => ({
  cost,
  groups,
  prerequisites,
  cite: { doc: 'advciv', rule },
});

/** 32.x: "(Group - cost)"; prerequisites 31.62 (32.253, 32.263, 32.812, 32.932). */
export const CARD: Readonly<Record<CardId, CardDef<CardId, GroupId>>> = {
  pottery: card(45, ['crafts'], '32.21'),
  'cloth-making': card(45, ['crafts'], '32.22'),
  metalworking: card(80, ['crafts'], '32.23'),
  agriculture: card(110, ['crafts'], '32.24'),
  roadbuilding: card(140, ['crafts'], '32.25', ['engineering']),
  mining: card(180, ['crafts'], '32.26', ['engineering']),
  engineering: card(140, ['crafts', 'sciences'], '32.31'),
  astronomy: card(80, ['sciences'], '32.41'),
  coinage: card(110, ['sciences'], '32.42'),
  medicine: card(140, ['sciences'], '32.43'),
  mathematics: card(230, ['sciences', 'arts'], '32.51'),
  'drama-poetry': card(60, ['arts'], '32.61'),
  music: card(60, ['arts'], '32.62'),
  architecture: card(120, ['arts'], '32.63'),
  literacy: card(110, ['arts', 'civics'], '32.71'),
  law: card(170, ['civics'], '32.81'),
  democracy: card(200, ['civics'], '32.82', ['law']),
  military: card(180, ['civics'], '32.83'),
  philosophy: card(240, ['civics'], '32.84', ['law']),
  mysticism: card(50, ['religion', 'arts'], '32.91'),
  deism: card(80, ['religion'], '32.92'),
  enlightenment: card(150, ['religion'], '32.93'),
  monotheism: card(220, ['religion'], '32.94', ['enlightenment']),
  theology: card(250, ['religion'], '32.95', ['enlightenment']),
};

/** The card's own rule saying what it needs (31.62 lists them all), cited when a prerequisite is missing. */
export const PREREQUISITE_RULE: Readonly<Partial<Record<CardId, string>>> = {
  roadbuilding: '32.253',
  mining: '32.263',
  democracy: '32.823',
  philosophy: '32.842',
  monotheism: '32.944',
  theology: '32.953',
};

const CRAFTS_10 = {
  pottery: 10,
  'cloth-making': 10,
  metalworking: 10,
  agriculture: 10,
  roadbuilding: 10,
  mining: 10,
  engineering: 10,
  democracy: 10,
  monotheism: 10,
} as const;
const SCIENCE_20 = { engineering: 20, astronomy: 20, coinage: 20, medicine: 20, mathematics: 20, philosophy: 20, theology: 20 } as const;
const ARTS_5 = { mathematics: 5, 'drama-poetry': 5, music: 5, architecture: 5, literacy: 5, mysticism: 5 } as const;

/** Drops the card's own column (a card gives no credit to itself). */
function others(self: CardId, row: Readonly<Partial<Record<CardId, number>>>): Readonly<Partial<Record<CardId, number>>> {
  const { [self]: _own, ...rest } = row;
  return rest;
}

/**
 * The Civilization Card Credit Table (14.1, 31.52): held card -> credit towards each other card.
 * Group credits count for both groups of a dual card (31.55). Roadbuilding and Mining give nothing to
 * Engineering (the printed table; it cannot matter, Engineering is their prerequisite).
 */
export const CREDITS: Readonly<Record<CardId, Readonly<Partial<Record<CardId, number>>>>> = {
  pottery: others('pottery', CRAFTS_10), // 32.212
  'cloth-making': others('cloth-making', CRAFTS_10), // 32.222
  metalworking: { ...others('metalworking', CRAFTS_10), military: 20 }, // 32.232
  agriculture: others('agriculture', CRAFTS_10), // 32.242
  roadbuilding: others('roadbuilding', { ...CRAFTS_10, engineering: 0 }), // 32.254
  mining: others('mining', { ...CRAFTS_10, engineering: 0 }), // 32.264
  engineering: { ...others('engineering', CRAFTS_10), ...others('engineering', SCIENCE_20) }, // 32.314
  astronomy: others('astronomy', SCIENCE_20), // 32.412
  coinage: others('coinage', SCIENCE_20), // 32.422
  medicine: others('medicine', SCIENCE_20), // 32.432
  // 32.511 (printed "32.311", R-A2): 20 to Sciences, 5 to Arts, Law 5, 10 Enlightenment, 25 Philosophy and Theology.
  mathematics: { ...others('mathematics', SCIENCE_20), ...others('mathematics', ARTS_5), law: 5, enlightenment: 10, philosophy: 25, theology: 25 },
  // 32.612: 5 to Mathematics, Music, Architecture, Law, Mysticism; 10 Democracy, Enlightenment; 20 Literacy.
  'drama-poetry': { mathematics: 5, music: 5, architecture: 5, law: 5, mysticism: 5, democracy: 10, enlightenment: 10, literacy: 20 },
  // 32.622: 5 to Drama & Poetry, Architecture, Literacy, Law, Mysticism; 10 Democracy, Enlightenment; 20 Mathematics, Philosophy.
  music: { 'drama-poetry': 5, architecture: 5, literacy: 5, law: 5, mysticism: 5, democracy: 10, enlightenment: 10, mathematics: 20, philosophy: 20 },
  // 32.632: 5 to other Arts, 10 Democracy and Enlightenment, 15 Law.
  architecture: { ...others('architecture', ARTS_5), democracy: 10, enlightenment: 10, law: 15 },
  // 32.711: 5 to other Arts, 10 Enlightenment, 25 Law, Democracy, Philosophy.
  literacy: { ...others('literacy', ARTS_5), enlightenment: 10, law: 25, democracy: 25, philosophy: 25 },
  law: {},
  democracy: {},
  military: {},
  philosophy: {},
  // 32.912: 5 to other Arts, 15 to other Religion cards.
  mysticism: { ...others('mysticism', ARTS_5), deism: 15, enlightenment: 15, monotheism: 15, theology: 15 },
  deism: { enlightenment: 15, monotheism: 15, theology: 15 }, // 32.922
  enlightenment: { monotheism: 15, theology: 15 }, // 32.933
  monotheism: {},
  theology: {},
};

const ORDER: Readonly<Record<CardId, number>> = Object.fromEntries(CARDS.map((c, i) => [c, i])) as Record<CardId, number>;

/** Every credit `held` gives towards `target`, one line per card (31.54: once per new card), in card order. */
export function advcivCreditLines(held: readonly CardId[], target: CardId): readonly CreditLine<CardId>[] {
  const lines: CreditLine<CardId>[] = [];
  for (const from of held) {
    const amount = from === target ? 0 : (CREDITS[from][target] ?? 0);
    if (amount > 0) lines.push({ from, amount, cite: { doc: 'advciv', rule: '31.52' } });
  }
  return lines.sort((a, b) => ORDER[a.from as CardId] - ORDER[b.from as CardId]);
}
