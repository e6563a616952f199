/**
 * The wording a player reads where a sentence has a count or a person (issue 21 item 9), in English
 * and Danish: the plural of stacks (advciv 27.2), the subject of a choice made by several players
 * (section 30), the victim who selects the first faction of Civil War (30.41), Sid Meier's "Done
 * buying", the log's stock count at the taxes (19.1) and an empty hand kept (31.71), the cities still
 * without support (26.31) and a rule cited once (no citation printed twice).
 */
import { describe, expect, test } from 'vitest';
import { checkSupportReductions } from '../../../src/engine/rulesets/advciv/calc/calamity-losses';
import { CATALOG, type MessageKey } from '../../../src/ui/messages/catalog';
import { formatCitations } from '../../../src/ui/messages/citations';
import { formatMessage, type MessageParams } from '../../../src/ui/messages/format';

const say = (lang: 'en' | 'da', key: MessageKey, params: MessageParams): string => formatMessage(CATALOG[lang][key] ?? key, params, lang);

describe('advciv 27.2 the stacks a player draws from: one stack is "stack", several "stacks"', () => {
  test.each([
    ['en', 'trade.stacks', { stacks: [1], n: 1 }, 'Draws 1 card: from stack 1.'],
    ['en', 'trade.stacks', { stacks: [1, 2, 3], n: 3 }, 'Draws 3 cards: one from each of stacks 1, 2, and 3.'],
    ['da', 'trade.stacks', { stacks: [1], n: 1 }, 'Trækker 1 kort: fra bunke 1.'],
    ['da', 'trade.stacks', { stacks: [1, 2], n: 2 }, 'Trækker 2 kort: ét fra hver af bunkerne 1 og 2.'],
    ['en', 'trade.waits', { nation: 'Crete', stacks: [1], n: 1 }, 'Crete draws later from stack 1'],
    ['en', 'trade.waits', { nation: 'Crete', stacks: [1, 2], n: 2 }, 'Crete draws later from stacks 1 and 2'],
    ['da', 'trade.waits', { nation: 'Kreta', stacks: [1], n: 1 }, 'Kreta trækker senere fra bunke 1'],
    ['da', 'trade.waits', { nation: 'Kreta', stacks: [1, 2], n: 2 }, 'Kreta trækker senere fra bunkerne 1 og 2'],
  ] as const)('%s %s %j', (lang, key, params, text) => {
    expect(say(lang, key, params)).toBe(text);
  });

  test('advciv 27.51 the one tap for everyone left: none of them buys from stack 9', () => {
    expect(say('en', 'trade.recordAllHint', {})).toMatch(/^None of them buys from stack 9 \(27\.51\)/);
  });
});

describe('advciv 30 who chooses: the sentence reads right for one player and for several', () => {
  test.each([
    ['en', ['Thrace'], 'Chosen by Thrace, each for his own: which of his units are lost.'],
    ['en', ['Thrace', 'Crete', 'Babylon'], 'Chosen by Thrace, Crete, and Babylon, each for his own: which of his units are lost.'],
    ['da', ['Thrakien'], 'Vælges af Thrakien, hver for sig: hvilke af hans enheder der tabes.'],
    ['da', ['Thrakien', 'Kreta', 'Babylon'], 'Vælges af Thrakien, Kreta og Babylon, hver for sig: hvilke af hans enheder der tabes.'],
  ] as const)('%s %j', (lang, who, text) => {
    expect(say(lang, 'calamity.choice.units', { who })).toBe(text);
  });
});

describe('advciv 30.41 Civil War: the victim selects the first faction, named', () => {
  test.each([
    ['en', 'Egypt, the victim, selects 15 unit points for the first faction:'],
    ['da', 'Egypten, offeret, udvælger 15 enhedspoint til den første fraktion:'],
  ] as const)('%s', (lang, text) => {
    expect(say(lang, 'cw.primary', { nation: lang === 'en' ? 'Egypt' : 'Egypten', n: 15 })).toBe(text);
  });
});

describe("smc Turn Phases: Done buying names the player, not 'his purchase phase'", () => {
  test.each([
    ['en', 'One tap when Ida has finished buying, whether he bought or not: Ida buys no more this turn.'],
    ['da', 'Ét tryk når Ida er færdig med at købe, med eller uden køb: Ida køber ikke mere i denne runde.'],
  ] as const)('%s', (lang, text) => {
    expect(say(lang, 'smcui.doneBuyingHint', { player: 'Ida' })).toBe(text);
  });
});

describe('the log: the taxes are a stock count (19.1), an empty hand kept says so (31.71)', () => {
  test.each([
    ['en', 'log.taxation', { stock: 'Egypt 39' }, 'Taxation, tokens counted in stock: Egypt 39'],
    ['da', 'log.taxation', { stock: 'Egypten 39' }, 'Beskatning, brikker talt i Folk: Egypten 39'],
    ['en', 'log.handNone', { nation: 'Egypt' }, 'Egypt keeps no cards'],
    ['da', 'log.handNone', { nation: 'Egypten' }, 'Egypten beholder ingen kort'],
  ] as const)('%s %s', (lang, key, params, text) => {
    expect(say(lang, key, params)).toBe(text);
  });
});

describe('advciv 26.31 city support after calamities: the cities still unsupported, counted', () => {
  test('5 cities, 6 tokens, none reduced: 2 cities are still without support (3 are supported), not 5', () => {
    const [v] = checkSupportReductions({ cities: 5, tokens: 6 }, [], 0, { doc: 'advciv', rule: '30.61' });
    expect(v?.code).toBe('calamity/support-not-restored');
    expect(v?.params).toEqual({ cities: 2, reduced: 0 });
    expect(say('en', 'violation.calamity/support-not-restored', { nation: 'Egypt', ...v?.params })).toBe(
      'Egypt: 2 cities are still without support with no city reduced.',
    );
    expect(say('da', 'violation.calamity/support-not-restored', { nation: 'Egypten', ...v?.params })).toBe(
      'Egypten: 2 byer er stadig uden understøttelse uden nogen reduceret by.',
    );
  });

  test('after one reduction that added no token, 1 city is still without support', () => {
    const [v] = checkSupportReductions({ cities: 5, tokens: 6 }, [0], 0, { doc: 'advciv', rule: '30.61' });
    expect(v?.params).toEqual({ cities: 1, reduced: 1 });
    expect(say('en', 'violation.calamity/support-not-restored', { nation: 'Egypt', ...v?.params })).toBe(
      'Egypt: 1 city is still without support after 1 city reduced.',
    );
    expect(say('da', 'violation.calamity/support-not-restored', { nation: 'Egypten', ...v?.params })).toBe(
      'Egypten: 1 by er stadig uden understøttelse efter 1 reduceret by.',
    );
  });
});

describe('a rule cited twice is printed once', () => {
  test.each(['en', 'da'] as const)('%s: advciv 30.511 twice and 26.31 read "30.511; 26.31"', (lang) => {
    const text = formatCitations(
      [
        { doc: 'advciv', rule: '30.511' },
        { doc: 'advciv', rule: '30.511' },
        { doc: 'advciv', rule: '26.31' },
      ],
      lang,
    );
    expect(text.match(/30\.511/g)).toHaveLength(1);
    expect(text).toContain('26.31');
  });
});

describe('issue 21 item 3 one word for going on: "On to <phase>", or "Skip:" saying what is owed', () => {
  const skip = (lang: 'en' | 'da', key: MessageKey, params: MessageParams) => say(lang, 'turn.skipOwed', { owed: say(lang, key, params) });
  test.each([
    ['en', 'turn.owed.trade-cards', { nations: ['Thrace'], n: 1 }, "Skip: Thrace's draw not recorded"],
    ['en', 'turn.owed.trade-cards', { nations: ['Thrace', 'Crete'], n: 2 }, 'Skip: the draws of Thrace and Crete not recorded'],
    ['da', 'turn.owed.trade-cards', { nations: ['Thrakien'], n: 1 }, 'Spring over: trækket for Thrakien ikke registreret'],
    ['da', 'turn.owed.trade-cards', { nations: ['Thrakien', 'Kreta'], n: 2 }, 'Spring over: trækkene for Thrakien og Kreta ikke registreret'],
    ['en', 'eeui.owed.advancesAcquisition', { players: ['Saba'], n: 1 }, "Skip: Saba's purchase not recorded"],
    ['en', 'eeui.owed.calamitySelection', { players: ['Saba', 'Kushan'], n: 2 }, 'Skip: the calamities of Saba and Kushan not recorded'],
    ['da', 'eeui.owed.advancesAcquisition', { players: ['Saba', 'Kushan'], n: 2 }, 'Spring over: købene for Saba og Kushan ikke registreret'],
    ['en', 'turn.owed.census', {}, 'Skip: census not recorded'],
    ['da', 'turn.owed.census', {}, 'Spring over: folketælling ikke registreret'],
  ] as const)('%s %s %j', (lang, key, params, text) => {
    expect(skip(lang, key, params)).toBe(text);
  });

  test.each([
    ['en', 'On to Calamities'],
    ['da', 'Videre til Katastrofer'],
  ] as const)('%s: nothing owed left behind', (lang, text) => {
    expect(say(lang, 'turn.next', { next: lang === 'en' ? 'Calamities' : 'Katastrofer' })).toBe(text);
  });
});
