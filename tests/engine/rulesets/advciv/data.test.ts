import { describe, expect, test } from 'vitest';
import { ADVCIV } from '../../../../src/engine/rulesets/advciv/ruleset';
import { CARDS, type CardId } from '../../../../src/engine/rulesets/advciv/cards';
import { COMMODITIES } from '../../../../src/engine/rulesets/advciv/commodities';
import { stackSizes } from '../../../../src/engine/rulesets/advciv/calc/deck';
import { setValue } from '../../../../src/engine/rulesets/advciv/calc/sets';
import { cardPrice } from '../../../../src/engine/rulesets/advciv/calc/credits';

describe('advciv 6.1, 32.x the 24 civilization cards', () => {
  test('24 cards whose costs sum to 3190 (reference 5.3)', () => {
    expect(CARDS.length).toBe(24);
    expect(CARDS.reduce((s, c) => s + ADVCIV.cards[c].cost, 0)).toBe(3190);
  });
  test('31.55 four cards belong to two groups', () => {
    expect(CARDS.filter((c) => ADVCIV.cards[c].groups.length === 2).sort()).toEqual(['engineering', 'literacy', 'mathematics', 'mysticism']);
  });
  test.each([
    ['roadbuilding', ['engineering'], '32.253'],
    ['mining', ['engineering'], '32.263'],
    ['democracy', ['law'], '32.823'],
    ['philosophy', ['law'], '32.842'],
    ['monotheism', ['enlightenment'], '32.944'],
    ['theology', ['enlightenment'], '32.953'],
  ] as const)('31.62 %s needs %j (%s)', (card, pre, _rule) => {
    expect(ADVCIV.cards[card].prerequisites).toEqual(pre);
  });
  test('31.62 no other card has a prerequisite', () => {
    expect(CARDS.filter((c) => ADVCIV.cards[c].prerequisites.length > 0).length).toBe(6);
  });
});

describe('advciv 31.52 the Credit Table cell by cell (reference 5.3, "by card held", with 32.x groups and costs)', () => {
  // Transcribed from reference/advciv-ast-credits-commodities.md 5.3; a missing column means no credit.
  const CRAFTS10 = { pottery: 10, 'cloth-making': 10, metalworking: 10, agriculture: 10, roadbuilding: 10, mining: 10, democracy: 10, monotheism: 10 } as const;
  const SCI20 = { engineering: 20, astronomy: 20, coinage: 20, medicine: 20, mathematics: 20, philosophy: 20, theology: 20 } as const;
  const without = <T extends object>(row: T, ...cards: readonly CardId[]): Partial<Record<CardId, number>> =>
    Object.fromEntries(Object.entries(row).filter(([c]) => !cards.includes(c as CardId)));
  const rows: readonly (readonly [CardId, readonly string[], number, Partial<Record<CardId, number>>])[] = [
    ['pottery', ['crafts'], 45, { ...without(CRAFTS10, 'pottery'), engineering: 10 }],
    ['cloth-making', ['crafts'], 45, { ...without(CRAFTS10, 'cloth-making'), engineering: 10 }],
    ['metalworking', ['crafts'], 80, { ...without(CRAFTS10, 'metalworking'), engineering: 10, military: 20 }],
    ['agriculture', ['crafts'], 110, { ...without(CRAFTS10, 'agriculture'), engineering: 10 }],
    ['roadbuilding', ['crafts'], 140, without(CRAFTS10, 'roadbuilding')],
    ['mining', ['crafts'], 180, without(CRAFTS10, 'mining')],
    ['engineering', ['crafts', 'sciences'], 140, { ...CRAFTS10, ...without(SCI20, 'engineering') }],
    ['astronomy', ['sciences'], 80, without(SCI20, 'astronomy')],
    ['coinage', ['sciences'], 110, without(SCI20, 'coinage')],
    ['medicine', ['sciences'], 140, without(SCI20, 'medicine')],
    [
      'mathematics',
      ['sciences', 'arts'],
      230,
      {
        ...without(SCI20, 'mathematics'),
        'drama-poetry': 5,
        music: 5,
        architecture: 5,
        literacy: 5,
        mysticism: 5,
        law: 5,
        enlightenment: 10,
        philosophy: 25,
        theology: 25,
      },
    ],
    ['drama-poetry', ['arts'], 60, { mathematics: 5, music: 5, architecture: 5, law: 5, mysticism: 5, democracy: 10, enlightenment: 10, literacy: 20 }],
    [
      'music',
      ['arts'],
      60,
      { 'drama-poetry': 5, architecture: 5, literacy: 5, law: 5, mysticism: 5, democracy: 10, enlightenment: 10, mathematics: 20, philosophy: 20 },
    ],
    ['architecture', ['arts'], 120, { mathematics: 5, 'drama-poetry': 5, music: 5, literacy: 5, mysticism: 5, democracy: 10, enlightenment: 10, law: 15 }],
    [
      'literacy',
      ['arts', 'civics'],
      110,
      { mathematics: 5, 'drama-poetry': 5, music: 5, architecture: 5, mysticism: 5, enlightenment: 10, law: 25, democracy: 25, philosophy: 25 },
    ],
    ['law', ['civics'], 170, {}],
    ['democracy', ['civics'], 200, {}],
    ['military', ['civics'], 180, {}],
    ['philosophy', ['civics'], 240, {}],
    [
      'mysticism',
      ['religion', 'arts'],
      50,
      { mathematics: 5, 'drama-poetry': 5, music: 5, architecture: 5, literacy: 5, deism: 15, enlightenment: 15, monotheism: 15, theology: 15 },
    ],
    ['deism', ['religion'], 80, { enlightenment: 15, monotheism: 15, theology: 15 }],
    ['enlightenment', ['religion'], 150, { monotheism: 15, theology: 15 }],
    ['monotheism', ['religion'], 220, {}],
    ['theology', ['religion'], 250, {}],
  ];
  test('the table lists every card once', () => {
    expect(rows.map((r) => r[0]).sort()).toEqual([...CARDS].sort());
  });
  test.each(rows)('%s: groups %j, cost %i, credits given %j', (held, groups, cost, given) => {
    expect(ADVCIV.cards[held].groups).toEqual(groups);
    expect(ADVCIV.cards[held].cost).toBe(cost);
    const actual = Object.fromEntries(CARDS.flatMap((target) => ADVCIV.creditLines([held], target).map((l) => [target, l.amount] as const)));
    expect(actual).toEqual(given);
  });
});

describe('advciv 31.52 the Credit Table: maximum credit towards each card (reference 5.3, column sums)', () => {
  const max: readonly (readonly [CardId, number])[] = [
    ['pottery', 60],
    ['cloth-making', 60],
    ['metalworking', 60],
    ['agriculture', 60],
    ['roadbuilding', 60],
    ['mining', 60],
    ['engineering', 120],
    ['astronomy', 80],
    ['coinage', 80],
    ['medicine', 80],
    ['mathematics', 120],
    ['drama-poetry', 25],
    ['music', 25],
    ['architecture', 25],
    ['literacy', 40],
    ['law', 55],
    ['democracy', 125],
    ['military', 20],
    ['philosophy', 150],
    ['mysticism', 25],
    ['deism', 15],
    ['enlightenment', 80],
    ['monotheism', 115],
    ['theology', 150],
  ];
  test.each(max)('all other cards held give %s a credit of %i', (card, total) => {
    const held = CARDS.filter((c) => c !== card);
    expect(cardPrice(ADVCIV, held, card).creditTotal).toBe(total);
  });
});

describe('advciv 8.1 commodity cards and 9.1 calamities', () => {
  test('114 commodity cards, 12 calamities, 126 trade cards in 9 stacks', () => {
    expect(COMMODITIES.reduce((s, c) => s + ADVCIV.commodities[c].count, 0)).toBe(114);
    expect(ADVCIV.calamityIds.length).toBe(12);
    expect(stackSizes(ADVCIV.stacks, ADVCIV.commodities, ADVCIV.calamities)).toEqual([14, 17, 19, 17, 15, 12, 12, 10, 10]);
  });
  test.each([
    ['volcano', 2, false],
    ['treachery', 2, true],
    ['famine', 3, false],
    ['superstition', 3, true],
    ['civil-war', 4, false],
    ['slave-revolt', 4, true],
    ['flood', 5, false],
    ['barbarian-hordes', 5, true],
    ['epidemic', 6, true],
    ['civil-disorder', 7, true],
    ['iconoclasm-heresy', 8, true],
    ['piracy', 9, true],
  ] as const)('9.1 %s is in stack %i, tradable %s', (id, stack, tradable) => {
    expect(ADVCIV.calamities[id]).toMatchObject({ stack, tradable });
  });
  test.each([
    ['iron', [2, 8, 18, 32, 50, 72, 98, 128]],
    ['wine', [5, 20, 45, 80, 125, 180]],
    ['ivory', [9, 36, 81, 144]],
    ['salt', [3, 12, 27, 48, 75, 108, 147, 192, 243]],
  ] as const)('28.51, 28.52 printed set values of %s (reference 5.4)', (id, values) => {
    const def = ADVCIV.commodities[id];
    expect(Array.from({ length: def.count }, (_, i) => setValue(def, i + 1))).toEqual(values);
  });
  test('28.51 example: three Grain are worth 36', () => {
    expect(setValue(ADVCIV.commodities.grain, 3)).toBe(36);
  });
});
