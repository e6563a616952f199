/** A malformed entry is told in words naming its field, never by its internal path (issue 19 item 4). */
import { afterEach, describe, expect, test } from 'vitest';
import { languageChoice } from '../../../src/state/preferences';
import { entryFieldWords } from '../../../src/ui/components/names';
import { messagesFor } from '../../../src/ui/i18n';

afterEach(() => {
  languageChoice.value = 'auto';
});

describe("entryFieldWords: the field of a malformed entry in the player's words", () => {
  test.each([
    ['entry.tokens.africa', 'en', 'The value for Africa in this entry'],
    ['entry.tokens.africa', 'da', 'Værdien for Afrika i denne indtastning'],
    ['entry.hand.salt', 'en', 'The value for Salt in this entry'],
    ['entry.count', 'en', 'A value in this entry'],
    ['entry', 'da', 'En værdi i denne indtastning'],
  ] as const)('%s in %s reads "%s"', async (path, lang, words) => {
    languageChoice.value = lang;
    await messagesFor('rest');
    const text = entryFieldWords(path);
    expect(text).toBe(words);
    expect(text).not.toContain('entry.');
  });
});
