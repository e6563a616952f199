/**
 * Names and dates in the player's way (issue 21 item 5): a game started with no name gets its
 * players and the day, written as the chosen language writes dates (en-GB "28 Nov 2026", Danish
 * "28. nov. 2026"), and a running number when that name is stored already, so no two games on the
 * home list look the same.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { languageChoice } from '../../../src/state/preferences';
import { gameName } from '../../../src/ui/components/game-name';
import { defaultGameName } from '../../../src/ui/components/useSetupForm';
import { messagesFor } from '../../../src/ui/i18n';
import { formatDate } from '../../../src/ui/messages/format';

afterEach(() => {
  languageChoice.value = 'auto';
});

const DAY = new Date(2026, 10, 28, 12);

describe('a date as the language writes it', () => {
  test.each([
    ['en', '28 Nov 2026'],
    ['da', '28. nov. 2026'],
  ])('%s: %s', (locale, written) => {
    expect(formatDate(DAY, locale)).toBe(written);
  });
});

describe('the name a game gets when none is typed', () => {
  test('English: the players and the day; more than three players are counted; a taken name gets a running number', async () => {
    languageChoice.value = 'en';
    await messagesFor('rest');
    expect(defaultGameName(['Ann', 'Bo', 'Cy'], new Set(), DAY)).toBe('Ann, Bo, and Cy on 28 Nov 2026');
    expect(defaultGameName(['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fi', 'Gu', 'Hal', 'Ida'], new Set(), DAY)).toBe('Ann, Bo and 7 others on 28 Nov 2026');
    expect(defaultGameName(['', ' '], new Set(), DAY)).toBe('Game of 28 Nov 2026');
    const taken = new Set(['Ann and Bo on 28 Nov 2026', 'Ann and Bo on 28 Nov 2026 (2)']);
    expect(defaultGameName(['Ann', 'Bo'], taken, DAY)).toBe('Ann and Bo on 28 Nov 2026 (3)');
  });

  test('Danish: the players and the day written the Danish way', async () => {
    languageChoice.value = 'da';
    await messagesFor('rest');
    expect(defaultGameName(['Ann', 'Bo', 'Cy'], new Set(), DAY)).toBe('Ann, Bo og Cy den 28. nov. 2026');
    expect(defaultGameName(['Ann', 'Bo', 'Cy', 'Di'], new Set(), DAY)).toBe('Ann, Bo og 2 andre den 28. nov. 2026');
    expect(defaultGameName(['Ann'], new Set(['Ann den 28. nov. 2026']), DAY)).toBe('Ann den 28. nov. 2026 (2)');
  });
});

describe('a game kept beside another of its name: storage keeps the mark, the screen words it in the player’s language', () => {
  test.each([
    ['en', { kind: 'imported', n: 1 }, 'Friday (imported)'],
    ['en', { kind: 'imported', n: 2 }, 'Friday (imported 2)'],
    ['en', { kind: 'conflict', n: 1 }, 'Friday (conflict copy)'],
    ['en', { kind: 'conflict', n: 3 }, 'Friday (conflict copy 3)'],
    ['da', { kind: 'imported', n: 1 }, 'Friday (importeret)'],
    ['da', { kind: 'conflict', n: 2 }, 'Friday (konfliktkopi 2)'],
  ] as const)('%s: %o', async (language, copy, shown) => {
    languageChoice.value = language;
    await messagesFor('rest');
    expect(gameName({ name: 'Friday', copy })).toBe(shown);
  });

  test('a game with no mark (or one stored before marks, its words in its name) shows its name as stored', async () => {
    languageChoice.value = 'da';
    await messagesFor('rest');
    expect(gameName({ name: 'Friday' })).toBe('Friday');
    expect(gameName({ name: 'Friday (imported)' })).toBe('Friday (imported)');
  });
});
