/**
 * The Danish catalog against the project reference danish-terms.md: one Danish word per concept
 * (section 2.9), none of the translation's misspellings (section 3.2), no English sentence in a
 * Danish string (names as printed on the cards aside), and rule numbers in the Danish numbering.
 */
import { describe, expect, test } from 'vitest';
import { ADVANCE_IDS } from '../../../src/engine/rulesets/eastern-empires/advances';
import { da, en, type MessageKey } from '../../../src/ui/messages/catalog';
import { DANISH_ADVCIV_NUMBERS } from '../../../src/ui/messages/citations';
import { SAME_IN_BOTH } from './same-in-both';

const keys = Object.keys(da) as MessageKey[];
const offending = (re: RegExp): string[] => keys.filter((k) => re.test(da[k])).map((k) => `${k}: ${da[k]}`);

describe('danish-terms 3.2: the Danish translation’s misspellings are not copied', () => {
  test.each([
    [/varerkort/i, '2.4 varerkort, use varekort'],
    [/primærer/i, '3.2 primærer offer'],
    [/sekunder(t|e)\b|sekundærer/i, '3.2 sekundert, sekundere, sekundærer ofrer'],
    [/\bmidste|\bmidster/i, '3.2 midste/midster for miste/mister'],
    [/begustig/i, '3.2 begustigede'],
    [/financer/i, '2.5 financer'],
    [/prirat/i, '24.53 prirater, priratby'],
    [/\bspillerer/i, '3.2 spillerer, spillerere'],
    [/folketæling|makør/i, '5.1, 21.2 folketæling, folketællingsmakør'],
    [/civilationskort|civilisasionskort|civilisations kort/i, '28.53, 32.941, 3.1K'],
    [/\bTrace\b|\bCreta\b|\bTrakien\b/, '15.3, 29.61: Trace, Creta; Trakien (Thrakien)'],
    [/Mystisime|Engineeing|Egineeing|Democray|Babarian|Katatasrofe|katastroffer/i, '3.2 misspelled card and calamity words'],
    [/\bCici(c|v)s?\b/, '32.8 Cicic, Ciciv'],
    [/\brækkfølge|befolkninggrænse|befolkingsgrænse|byfeldt/i, '23.21, 26.1, 30.511'],
    [/\bEkempel|Beskivelse|Forsat\b/i, '29.61, 2, 30.523'],
    [/\bat (etablerer|forsvarer|gennemfører|avancerer|afgører|udfører)\b/i, '3.3 infinitive ending in -r'],
    [/\bmed bunden op\b/i, '29.7 face down is "med bagsiden op"'],
  ] as const)('%s (%s)', (re, _source) => {
    expect(offending(re)).toEqual([]);
  });
});

describe('danish-terms 2.9: one Danish word per concept', () => {
  test.each([
    // turn: runde; "træk" is the draw of a card and may not also mean the turn (2.9, 3.1 overloaded words)
    [/\btur(en|e|ene)?\b/i, 'turn is "runde", not "tur"'],
    [
      /\btræk(ket|kets|kene)?\s*\{turn\}|\btrækkets\b|\b(dette|næste|denne|hvert|sidste|første|samme) træk\b|\btrækket slutter|afslut trækket|turrækkefølge/i,
      'turn is "runde", not "træk"',
    ],
    // place cards (12): placeringskort
    [/stedkort/i, 'place cards are "placeringskort"'],
    // map: brættet (2.9 map; "kortet" clashes with card)
    [/spilleplade|spillebræt|\bspilbræt/i, 'the map is "brættet"'],
    // stock / treasury: the translation's labels Folk and Finans, written as labels (capitalised)
    [/\bfinans\b|\bfolk\b/, 'Folk and Finans are labels: capitalised'],
    [/\bbeholdning\b|skatkammer/i, 'stock and treasury are Folk and Finans'],
    // census: Danish word, never the English one kept in the translation
    [/\bcensus/i, 'census is "folketælling"'],
    // credit: kredit, not rabat (31.54)
    [/\brabat/i, 'credit is "kredit"'],
    // player: spiller, not deltager
    [/\bdeltager(e|ne)?\b(?! ikke)/i, 'player is "spiller"'],
    // set: sæt, not serie
    [/\bserie(r|n|rne)?\b/i, 'a set of commodity cards is "sæt"'],
    // stack: bunke, not stak
    [/\bstak(ken|ke|kene)?\b/i, 'a trade-card stack is "bunke"'],
    // epochs of the A.S.T. in Danish (2.6; 33.4 keeps "Stone Age" in English)
    [/\b(Stone|Bronze|Iron) Age\b/i, 'epochs are stenalder, bronzealder, jernalder'],
    // "is listed twice" reads "er angivet to gange" everywhere
    [/står der to gange/i, 'listed twice is "er angivet to gange"'],
    // calamities are traded, not sold (3.4)
    [/\bsolgte\b/i, 'calamities are traded ("handlet"), not sold'],
    // population expansion: "Forøgelse af befolkning" (20), "befolkningsforøgelse" (20.2, 20.3)
    [/befolkningsvækst/i, 'population expansion is "befolkningsforøgelse"'],
    // the finish square: "finish-feltet" (34.1)
    [/målfelt|slutfelt/i, 'the finish square is "finish-feltet"'],
    // civilization cards are acquired ("anskaffet", 31), not held in the hand like trade cards
    [/(civilisationskort|fremskridt) på hånden/i, 'civilization cards are acquired, not "på hånden"'],
  ] as const)('%s (%s)', (re, _source) => {
    expect(offending(re)).toEqual([]);
  });
});

/**
 * Proper names that stay English inside Danish sentences: every deliberate same-in-both string, and
 * the Eastern Empires advances as printed ("wonderOfTheWorld" is "Wonder of the World").
 */
const NAMES = [
  ...new Set([...Object.keys(SAME_IN_BOTH).flatMap((k) => (k in en ? [en[k as MessageKey]] : [])), ...ADVANCE_IDS.map((id) => id.replace(/([A-Z])/g, ' $1'))]),
].sort((a, b) => b.length - a.length);
/** English words that are never Danish ("to", "i", "have" and "be" are Danish too, so they are not here). */
const ENGLISH = [
  'the',
  'and',
  'of',
  'with',
  'you',
  'your',
  'turn',
  'player',
  'players',
  'city',
  'cities',
  'card',
  'cards',
  'from',
  'is',
  'are',
  'this',
  'not',
  'tokens',
  'treasury',
  'stock',
  'each',
  'must',
  'cannot',
  'has',
  'been',
  'already',
  'only',
  'more',
  'than',
  'phase',
  'chapter',
  'when',
  'or',
  'all',
  'advance',
  'advances',
  'calamity',
  'calamities',
  'ship',
  'ships',
  'points',
  'space',
  'moves',
  'holds',
];

/** The words of a Danish string outside placeholders and names. */
function danishWords(text: string): string[] {
  let rest = text
    .replace(/\{\s*\w+\s*\}/g, ' ')
    .replace(/\{\s*\w+\s*,\s*plural\s*,/g, ' ')
    .replace(/[{}#]/g, ' ');
  for (const name of NAMES) rest = rest.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  return rest
    .toLowerCase()
    .split(/[^a-zæøåé]+/)
    .filter((w) => w.length > 0);
}

describe('no English sentence in a Danish string (names as printed on the cards aside)', () => {
  test.each(keys.filter((k) => SAME_IN_BOTH[k] === undefined))('%s', (key) => {
    expect(danishWords(da[key]).filter((w) => ENGLISH.includes(w))).toEqual([]);
  });

  test('the word check sees English (it can fail)', () => {
    expect(danishWords('{nation} cannot have {n} tokens').filter((w) => ENGLISH.includes(w))).toEqual(['cannot', 'tokens']);
    expect(danishWords('{card} kræver Drama & Poetry').filter((w) => ENGLISH.includes(w))).toEqual([]);
  });
});

describe('rule numbers written in Danish strings use the Danish numbering (danish-terms: numbering table)', () => {
  // Only advciv has a Danish text; Eastern Empires and SMC keys keep the English numbers.
  const advciv = keys.filter((k) => !/^(ee\.|smc|violation\.(ee|smc)\/)/.test(k));
  const numbers = (s: string): string[] => [...s.matchAll(/\b\d{1,2}\.\d{1,4}\b/g)].map((m) => m[0]).sort();

  test.each(advciv.filter((k) => numbers(en[k]).some((n) => DANISH_ADVCIV_NUMBERS[n] !== undefined)))('%s', (key) => {
    const expected = numbers(en[key])
      .map((n) => DANISH_ADVCIV_NUMBERS[n]?.rule ?? n)
      .sort();
    expect(numbers(da[key])).toEqual(expected);
  });

  test('every advciv string quotes the same rules in both languages, renumbered where Danish differs', () => {
    const differ = advciv.filter((k) => {
      const expected = numbers(en[k])
        .map((n) => DANISH_ADVCIV_NUMBERS[n]?.rule ?? n)
        .sort();
      return JSON.stringify(numbers(da[k])) !== JSON.stringify(expected);
    });
    expect(differ).toEqual([]);
  });
});

describe('Danish typography', () => {
  test('quotation marks are Danish (»…« or “…”), not straight', () => {
    expect(offending(/"/)).toEqual([]);
  });

  test('no space before a colon, semicolon or full stop, and no double spaces', () => {
    expect(offending(/ [:;.](\s|$)| {2}/)).toEqual([]);
  });
});
