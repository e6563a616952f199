/** A file imported or handed over is taken all or nothing: a refusal names the game of the file it stopped at, in the player's language. */
import { afterEach, describe, expect, test } from 'vitest';
import { languageChoice } from '../../../src/state/preferences';
import { refusedGameWords } from '../../../src/ui/components/RefusedGame';
import { messagesFor } from '../../../src/ui/i18n';

afterEach(() => {
  languageChoice.value = 'auto';
});

describe('a refused import names the game of the file that was refused and says nothing else came in', () => {
  test.each([
    ['en', 'Game 2 of the file, “Friday”, was refused, so no game of the file was taken and nothing on this phone changed:'],
    ['da', 'Spil 2 i filen, “Friday”, blev afvist, så intet spil fra filen blev taget, og intet på denne telefon er ændret:'],
  ] as const)('%s: the second game, by its name', async (language, words) => {
    languageChoice.value = language;
    await messagesFor('rest');
    expect(refusedGameWords({ gameIndex: 1, gameName: 'Friday' })).toBe(words);
  });

  test('a game whose name could not be read is named by its place in the file', async () => {
    languageChoice.value = 'en';
    await messagesFor('rest');
    expect(refusedGameWords({ gameIndex: 0 })).toBe('Game 1 of the file was refused, so no game of the file was taken and nothing on this phone changed:');
  });

  test('a refusal of the whole file (not JSON, a newer format) names no game', () => {
    expect(refusedGameWords({})).toBeUndefined();
  });
});
