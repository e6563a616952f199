/**
 * Eastern Empires advances and calamities have Danish names, so a Danish sentence speaks one
 * language (issue: names in one language per sentence). A card that is the same as in Advanced
 * Civilization takes the Danish name of that card (danish-terms 2.2, 2.5).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { ADVANCE_IDS } from '../../../src/engine/rulesets/eastern-empires/advances';
import { CALAMITY_IDS } from '../../../src/engine/rulesets/eastern-empires/trade-cards';
import { languageChoice } from '../../../src/state/preferences';
import { messagesFor } from '../../../src/ui/i18n';
import { da, en, type MessageKey } from '../../../src/ui/messages/catalog';
import { EE_PRINTED_NAMES } from '../../../src/ui/messages/printed-names';
import { advancePicked, calamityPicked } from '../../../src/ui/rulesets/eastern-empires/names';

const keyOf = (k: string) => k as MessageKey;

describe('every Eastern Empires advance and calamity has a Danish name of its own', () => {
  test.each([...ADVANCE_IDS.map((id) => `eeui.advance.${id}`), ...CALAMITY_IDS.map((id) => `eeui.calamity.${id}`)])('%s', (key) => {
    const name = da[keyOf(key)];
    expect(name, 'a Danish name, not a missing key').toBeTruthy();
    expect(name).not.toBe(key);
    expect(name).not.toBe(en[keyOf(key)]);
  });
});

describe('no Danish sentence names an Eastern Empires advance or calamity in English', () => {
  const printed = Object.entries(EE_PRINTED_NAMES)
    .filter(([k]) => k.startsWith('eeui.advance.') || (k.startsWith('eeui.calamity.') && !k.endsWith('.title')))
    .map(([, name]) => name);
  // "Librarys 40", "Trade Empire: ét kort": the printed name, or its genitive, in a Danish string.
  test.each(Object.keys(da) as MessageKey[])('%s', (key) => {
    expect(printed.filter((name) => new RegExp(`\\b${name}s?\\b`).test(da[key]) && da[key] !== en[key])).toEqual([]);
  });
});

describe('the same card has the same Danish name in both games', () => {
  test.each([
    ['eeui.advance.clothMaking', 'card.name.cloth-making'],
    ['eeui.advance.military', 'card.name.military'],
    ['eeui.advance.dramaAndPoetry', 'card.name.drama-poetry'],
    ['eeui.advance.monotheism', 'card.name.monotheism'],
    ['eeui.calamity.volcanicEruption', 'calamity.name.volcano'],
    ['eeui.calamity.iconoclasmAndHeresy', 'calamity.name.iconoclasm-heresy'],
    ['eeui.calamity.barbarianHordes', 'calamity.name.barbarian-hordes'],
  ])('%s reads as %s', (ee, advciv) => {
    expect(da[keyOf(ee)]).toBe(da[keyOf(advciv)]);
  });

  test('no two Eastern Empires advances share a Danish name', () => {
    const names = ADVANCE_IDS.map((id) => da[keyOf(`eeui.advance.${id}`)]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('where a card is picked, Danish mode shows the name printed on the English card beside the Danish one', () => {
  afterEach(() => {
    languageChoice.value = 'auto';
  });

  test('Danish: "Byplanlægning (Urbanism)", "Sult (Famine)"', async () => {
    languageChoice.value = 'da';
    await messagesFor('rest');
    expect(advancePicked('urbanism')).toBe('Byplanlægning (Urbanism)');
    expect(calamityPicked('famine')).toBe('Sult (Famine)');
  });

  test('English: the printed name alone', async () => {
    languageChoice.value = 'en';
    await messagesFor('rest');
    expect(advancePicked('urbanism')).toBe('Urbanism');
    expect(calamityPicked('famine')).toBe('Famine');
  });
});
