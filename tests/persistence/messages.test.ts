/**
 * Every persistence error code has a message in English and Danish (`error.<code>`), both use the
 * same placeholders, and only params the code carries (ERROR_PARAMS), so no message shows a hole.
 */
import { describe, expect, test } from 'vitest';
import { ERROR_PARAMS, errorMessageKey, PERSISTENCE_ERROR_CODES } from '../../src/persistence/errors';
import { persistence as da } from '../../src/ui/messages/da/persistence';
import { persistence as en } from '../../src/ui/messages/en/persistence';
import { CATALOG } from '../../src/ui/messages/catalog';
import { placeholders } from '../../src/ui/messages/format';
import { parseBackupText } from '../../src/persistence/backup';
import { TALLY_GAMES } from './tally';

describe('persistence messages', () => {
  test.each(PERSISTENCE_ERROR_CODES.map((code) => [code]))('%s has an English and a Danish message with its params', (code) => {
    const key = errorMessageKey({ code });
    const english = (en as Record<string, string>)[key];
    const danish = (da as Record<string, string>)[key];
    expect(english).toBeDefined();
    expect(danish).toBeDefined();
    // A message may leave a param out (a game id means nothing to a player), never use one that is not there.
    for (const name of placeholders(english ?? '')) expect(ERROR_PARAMS[code]).toContain(name);
    expect(placeholders(danish ?? '')).toEqual(placeholders(english ?? ''));
    expect(CATALOG.en[key]).toBe(english);
    expect(CATALOG.da[key]).toBe(danish);
  });

  test('every other persistence message has the same placeholders in both languages', () => {
    for (const [key, english] of Object.entries(en)) {
      expect([key, placeholders((da as Record<string, string>)[key] ?? '')]).toEqual([key, placeholders(english)]);
    }
  });

  test.each([
    ['import/not-json', 'nope'],
    ['import/unknown-version', JSON.stringify({ schemaVersion: 5 })],
    ['import/bad-version', JSON.stringify({ schemaVersion: 0 })],
    ['import/invalid-record', JSON.stringify({ schemaVersion: 1, name: 3 })],
    ['text/markup', JSON.stringify({ schemaVersion: 1, name: '<i>' })],
  ])('an error %s as produced carries exactly its params', async (code, text) => {
    const result = await parseBackupText(text, TALLY_GAMES);
    expect(!result.ok && result.error.code).toBe(code);
    if (result.ok) return;
    expect(Object.keys(result.error.params).sort()).toEqual([...ERROR_PARAMS[result.error.code]].sort());
  });
});
