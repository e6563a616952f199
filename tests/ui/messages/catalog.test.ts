/** The message catalog: every string exists in English and Danish with the same placeholders. */
import { describe, expect, test } from 'vitest';
import { CATALOG, da, en } from '../../../src/ui/messages/catalog';
import { formatMessage, placeholders } from '../../../src/ui/messages/format';

const keys = Object.keys(en) as (keyof typeof en)[];

/**
 * Keys whose Danish text is deliberately the same as the English: proper names (the app, card,
 * calamity and commodity names stay as printed on the English cards), language names shown in
 * their own language, and rule-document abbreviations.
 */
const SAME_IN_BOTH = /^(app\.name|lang\.|doc\.|ruleset\.|rule\.cite$|name\.|card\.name\.|calamity\.name\.|commodity\.name\.|nation\.name\.|advance\.name\.)/;

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
    const same = keys.filter((k) => da[k] === en[k] && !SAME_IN_BOTH.test(k));
    expect(same).toEqual([]);
  });

  test('both locales are registered', () => {
    expect(Object.keys(CATALOG).sort()).toEqual(['da', 'en']);
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
  });

  test('lists are joined in the language', () => {
    expect(formatMessage('{cards}', { cards: ['Pottery', 'Music', 'Law'] }, 'en')).toBe('Pottery, Music, and Law');
    expect(formatMessage('{cards}', { cards: ['Pottery', 'Music', 'Law'] }, 'da')).toBe('Pottery, Music og Law');
  });

  test('placeholders lists the parameter names, plural ones included', () => {
    expect(placeholders('{a} and {n, plural, one {# x} other {# y}}')).toEqual(['a', 'n']);
  });
});
