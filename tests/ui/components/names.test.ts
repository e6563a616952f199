/** A refused entry's words name game things in the player's language, per ruleset. */
import { afterEach, describe, expect, test } from 'vitest';
import { languageChoice } from '../../../src/state/preferences';
import { violationText } from '../../../src/ui/components/names';
import { messagesFor } from '../../../src/ui/i18n';
import { da } from '../../../src/ui/messages/catalog';

afterEach(() => {
  languageChoice.value = 'auto';
});

describe('violation parameters read as names', () => {
  test('smc: an era id in a Danish message is the Danish era name, not the raw id', async () => {
    languageChoice.value = 'da';
    await messagesFor('rest');
    const text = violationText({ code: 'smc/technology/none-left', cite: [{ doc: 'smc', rule: 'x' }], params: { era: 'medieval' } });
    expect(text).toContain(da['smc.era.medieval']);
    expect(da['smc.era.medieval']).not.toBe('medieval');
    expect(text).not.toMatch(/\bmedieval\b/);
  });

  test('advciv: a nation id reads as the nation name', async () => {
    languageChoice.value = 'en';
    await messagesFor('rest');
    const text = violationText({ code: 'cities/out-of-range', cite: [{ doc: 'advciv', rule: '25.1' }], params: { nation: 'crete', cities: 10, max: 9 } });
    expect(text).toContain('Crete');
    expect(text).not.toContain('crete');
  });
});
