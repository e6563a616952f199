/** The message catalog: every string exists in English and Danish with the same placeholders. */
import { describe, expect, test } from 'vitest';
import { CATALOG, da, en, type MessageKey } from '../../../src/ui/messages/catalog';
import { formatMessage, placeholders } from '../../../src/ui/messages/format';
import { SAME_IN_BOTH } from './same-in-both';

const keys = Object.keys(en) as MessageKey[];

describe('catalog', () => {
  test('every English key has a Danish string and Danish has no extra keys', () => {
    expect(Object.keys(da).sort()).toEqual([...keys].sort());
  });

  test.each(keys)('%s: not empty, same placeholders in both languages', (key) => {
    expect(en[key].trim()).not.toBe('');
    expect(da[key].trim()).not.toBe('');
    expect(placeholders(da[key])).toEqual(placeholders(en[key]));
  });

  test('Danish strings differ from English except the deliberate list', () => {
    const same = keys.filter((k) => da[k] === en[k] && SAME_IN_BOTH[k] === undefined);
    expect(same).toEqual([]);
  });

  test('every deliberate exception names a key of the catalog', () => {
    expect(Object.keys(SAME_IN_BOTH).filter((k) => !(k in en))).toEqual([]);
  });

  test('both locales are registered', () => {
    expect(Object.keys(CATALOG).sort()).toEqual(['da', 'en']);
  });
});

/** The plural branches of a template: `[variable, [selector, ...]]` for every `{x, plural, ...}`. */
function pluralForms(template: string): [string, string[]][] {
  const out: [string, string[]][] = [];
  for (const m of template.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)) {
    let depth = 1;
    let i = (m.index ?? 0) + m[0].length;
    const selectors: string[] = [];
    let selector = '';
    for (; i < template.length && depth > 0; i++) {
      const ch = template[i];
      if (ch === '{') {
        if (depth === 1) selectors.push(selector.trim());
        selector = '';
        depth++;
      } else if (ch === '}') depth--;
      else if (depth === 1) selector += ch;
    }
    out.push([m[1] ?? '', selectors]);
  }
  return out;
}

describe('plurals (Intl.PluralRules: Danish has the categories one and other)', () => {
  const plurals = keys.filter((k) => en[k].includes('plural') || da[k].includes('plural'));

  // A noun the same in both numbers ("kort", "point", "enhedspoint") needs no plural form in that
  // language; every plural counts a number both languages take, and has the forms the language has.
  test.each(plurals)('%s: every plural counts a parameter of both languages and has both forms', (key) => {
    const dan = pluralForms(da[key]);
    const eng = pluralForms(en[key]);
    for (const [v] of [...dan, ...eng]) expect(placeholders(en[key])).toContain(v);
    for (const [, selectors] of [...dan, ...eng]) {
      const categories = selectors.filter((s) => !s.startsWith('='));
      expect(categories).toContain('other');
      for (const c of categories) expect(['one', 'other']).toContain(c);
    }
  });

  // "1 cities", "1 skibe": a count written straight before a countable noun, with no plural form.
  const NOT_A_COUNT = new Set([
    'commodity',
    'card',
    'era',
    'nation',
    'name',
    'player',
    'civ',
    'region',
    'what',
    'calamity',
    'phase',
    'wonder',
    'unit',
    'kind',
    'advance',
    'rates',
    'resource',
    'technology',
  ]);
  const COUNTABLE = {
    en: /\{(\w+)\} (cities|ships|tokens|players|trade cards|commodity cards|technology cards|starting regions|credits|cards|points|calamities|advances|technologies|wonders|sets|steps|spaces|villages|armies|fleets|turns|entries|games)\b/g,
    da: /\{(\w+)\} (brikker|byer|skibe|spillere|startområder|kreditter|teknologier|hovedstæder|vidundere|katastrofer|grupper|ressourcetyper|felter|landsbyer|hære|flåder|runder)\b/g,
  } as const;
  test.each(keys)('%s: every count before a noun goes through a plural form in both languages', (key) => {
    for (const [lang, text] of [
      ['en', en[key]],
      ['da', da[key]],
    ] as const)
      expect([...text.matchAll(COUNTABLE[lang])].filter((m) => !NOT_A_COUNT.has(m[1] ?? '')).map((m) => `${lang}: ${m[0]}`)).toEqual([]);
  });

  test('the formatter picks the Danish form by number', () => {
    expect(new Intl.PluralRules('da').resolvedOptions().pluralCategories.sort()).toEqual(['one', 'other']);
    expect(formatMessage(da['turn.cities'], { n: 1 }, 'da')).toBe('1 by');
    expect(formatMessage(da['turn.cities'], { n: 0 }, 'da')).toBe('0 byer');
    expect(formatMessage(da['turn.cities'], { n: 4 }, 'da')).toBe('4 byer');
  });
});

describe('formatMessage', () => {
  test('plurals follow the language (Intl.PluralRules)', () => {
    expect(formatMessage(en['home.players'], { count: 1 }, 'en')).toBe('1 player');
    expect(formatMessage(en['home.players'], { count: 5 }, 'en')).toBe('5 players');
    expect(formatMessage(da['home.players'], { count: 1 }, 'da')).toBe('1 spiller');
    expect(formatMessage(da['home.players'], { count: 5 }, 'da')).toBe('5 spillere');
  });

  test('numbers are formatted for the language', () => {
    expect(formatMessage('{n}', { n: 1600 }, 'en')).toBe('1,600');
    expect(formatMessage('{n}', { n: 1600 }, 'da')).toBe('1.600');
    expect(formatMessage('{n, plural, one {# point} other {# point}}', { n: 1900 }, 'da')).toBe('1.900 point');
  });

  test('lists are joined in the language', () => {
    expect(formatMessage('{cards}', { cards: ['Pottery', 'Music', 'Law'] }, 'en')).toBe('Pottery, Music, and Law');
    expect(formatMessage('{cards}', { cards: ['Pottery', 'Music', 'Law'] }, 'da')).toBe('Pottery, Music og Law');
  });

  test('placeholders lists the parameter names, plural ones included', () => {
    expect(placeholders('{a} and {n, plural, one {# x} other {# y}}')).toEqual(['a', 'n']);
  });
});
