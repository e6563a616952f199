/** Danish glosses of card and calamity names, as the Danish rules give them, misspellings corrected. */
import { describe, expect, test } from 'vitest';
import { CARDS } from '../../../src/engine/rulesets/advciv/cards';
import { CALAMITIES } from '../../../src/engine/rulesets/advciv/commodities';
import { da, en, type MessageKey } from '../../../src/ui/messages/catalog';
import { formatMessage } from '../../../src/ui/messages/format';
import { DANISH_CALAMITY_GLOSS, DANISH_CARD_GLOSS } from '../../../src/ui/messages/da/glosses';

describe('danish-terms 2.2: every civilization card has its Danish gloss', () => {
  test.each([
    ['pottery', 'Pottemageri', '32.21'],
    ['metalworking', 'Metalbearbejdning', '32.23, danish-terms 2.2 suggestion'],
    ['engineering', 'Ingeniørkunst', '32.31, danish-terms 2.2 suggestion'],
    ['mathematics', 'Matematik', 'DA 32.54'],
    ['drama-poetry', 'Teater og poesi', '32.61'],
    ['mysticism', 'Mysticisme', '32.91, not "Mystisime"'],
    ['deism', 'Gudetro', '32.92'],
    ['monotheism', 'Monoteisme', '32.94, not "Monotheisme"'],
    ['theology', 'Teologi', '32.95, not "Theologi"'],
  ] as const)('%s is glossed %s (%s)', (card, gloss, _source) => {
    expect(DANISH_CARD_GLOSS[card]).toBe(gloss);
  });

  test('all 24 cards, each gloss Danish (not the English name)', () => {
    expect(Object.keys(DANISH_CARD_GLOSS).sort()).toEqual([...CARDS].sort());
    for (const id of CARDS) expect(DANISH_CARD_GLOSS[id]).not.toBe(en[`card.name.${id}`]);
  });
});

describe('danish-terms 2.5: every calamity has its Danish gloss', () => {
  test.each([
    ['volcano', 'Vulkanudbrud eller jordskælv', '30.21'],
    ['barbarian-hordes', 'Barbarinvasion', '30.52'],
    ['iconoclasm-heresy', 'Billedstyrtning og kætteri', '30.81'],
  ] as const)('%s is glossed %s (%s)', (calamity, gloss, _source) => {
    expect(DANISH_CALAMITY_GLOSS[calamity]).toBe(gloss);
  });

  test('all 12 calamities, each gloss Danish (not the English name)', () => {
    expect(Object.keys(DANISH_CALAMITY_GLOSS).sort()).toEqual([...CALAMITIES].sort());
    for (const id of CALAMITIES) expect(DANISH_CALAMITY_GLOSS[id]).not.toBe(en[`calamity.name.${id}`]);
  });
});

describe('one language per sentence: Danish names cards and calamities in Danish (danish-terms 2.2, 2.5)', () => {
  test('"Afrika køber Vævning", not "Afrika køber Cloth Making"', () => {
    const line = formatMessage(da['log.purchase'], { nation: da['nation.name.africa'], cards: [da['card.name.cloth-making']], treasury: 0 }, 'da');
    expect(line).toBe('Civilisationskort: Afrika køber Vævning (Finans 0)');
  });

  test('every card and calamity has its Danish name in the Danish catalog', () => {
    for (const id of CARDS) expect(da[`card.name.${id}`]).toBe(DANISH_CARD_GLOSS[id]);
    for (const id of CALAMITIES) expect(da[`calamity.name.${id}`]).toBe(DANISH_CALAMITY_GLOSS[id]);
  });

  test('no Danish sentence names an advciv card or calamity by its English printed name', () => {
    const printed = [...CARDS.map((id) => en[`card.name.${id}`]), ...CALAMITIES.map((id) => en[`calamity.name.${id}`])];
    const keys = (Object.keys(da) as MessageKey[]).filter((k) => !k.startsWith('eeui.') && !k.startsWith('smc') && !k.includes('.ee/') && !k.includes('/smc'));
    const found = keys.flatMap((k) =>
      printed.filter((name) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\/&]/g, '\\$&')}\\b`).test(da[k])).map((n) => `${k}: ${n}`),
    );
    expect(found).toEqual([]);
  });
});
