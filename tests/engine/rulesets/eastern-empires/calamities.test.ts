import { describe, expect, test } from 'vitest';
import type { AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';
import {
  calamityBeneficiary,
  calamityLimit,
  defaultBeneficiary,
  discardsValid,
  resolutionOrder,
} from '../../../../src/engine/rulesets/eastern-empires/calc/calamity-order';
import { calamityEffect, type Loss, type Role, type VictimFacts } from '../../../../src/engine/rulesets/eastern-empires/calc/calamity-effects';
import type { CalamityId } from '../../../../src/engine/rulesets/eastern-empires/trade-cards';

const victim = (role: Role, holds: readonly AdvanceId[] = [], more: Partial<VictimFacts> = {}): VictimFacts => ({ role, holds, cities: 6, ...more });
const losses = (id: CalamityId, facts: VictimFacts, settings?: Parameters<typeof calamityEffect>[2]): readonly Loss[] =>
  calamityEffect(id, facts, settings).losses;
const first = (id: CalamityId, facts: VictimFacts, settings?: Parameters<typeof calamityEffect>[2]): Loss | undefined => losses(id, facts, settings)[0];

describe('ee Phase 8 calamity limit per player (R-E7)', () => {
  test.each([
    [5, { total: 2, major: 2 }, 'R-E7: 5-8 players at most 2 Major'],
    [8, { total: 2, major: 2 }, 'R-E7'],
    [9, { total: 3, major: 2 }, 'R-E7: 9 players at most 3, at most 2 Major'],
    [3, { total: 2, major: 2 }, '3-4 players follow the 5-8 player rules (their scenario book is not among the sources)'],
    [4, { total: 2, major: 2 }, '3-4 players follow the 5-8 player rules'],
  ] as const)('%i players: %j (%s)', (n, limit, _source) => {
    expect(calamityLimit(n)).toEqual(limit);
  });

  test('example 1: David, 8 players, Famine + Treachery + Barbarian Hordes, discards Treachery, keeps two', () => {
    expect(discardsValid(['famine', 'treachery', 'barbarianHordes'], ['treachery'], calamityLimit(8))).toBe(true);
    expect(discardsValid(['famine', 'treachery', 'barbarianHordes'], [], calamityLimit(8))).toBe(false);
    expect(discardsValid(['famine', 'treachery', 'barbarianHordes'], ['treachery', 'famine'], calamityLimit(8))).toBe(false);
  });

  test.each([
    [['tyranny'], true, 'ee Phase 8 example 2: Tyranny drawn, 1 Major + 2 Minor remain'],
    [['squanderedWealth'], true, 'ee Phase 8 example 2: Squandered Wealth drawn, 2 Major + 1 Minor remain'],
    [['superstition'], true, 'ee Phase 8 example 2'],
    [[], false, 'ee Phase 8 example 2: four calamities exceed the limit of 3'],
    [['tyranny', 'superstition'], false, 'ee Phase 8: stop discarding once within the limit'],
  ] as const)('example 2: Jacob, 9 players, discards %j: valid %s (%s)', (discards, ok, _source) => {
    expect(discardsValid(['superstition', 'tyranny', 'squanderedWealth', 'coastalMigration'], discards, calamityLimit(9))).toBe(ok);
  });

  test('9 players: three Majors exceed the 2-Major limit even within 3 calamities (R-E7)', () => {
    expect(discardsValid(['famine', 'flood', 'piracy'], [], calamityLimit(9))).toBe(false);
    expect(discardsValid(['famine', 'flood', 'piracy'], ['flood'], calamityLimit(9))).toBe(true);
  });
});

describe('ee Phase 9 order of resolution', () => {
  test('Minor first (ascending stack), then Majors by stack, the Non Tradeable of a stack before the Tradeable', () => {
    const order = resolutionOrder([
      { player: 'saba', calamity: 'piracy' },
      { player: 'maurya', calamity: 'treachery' },
      { player: 'babylon', calamity: 'coastalMigration' },
      { player: 'saba', calamity: 'volcanicEruption' },
      { player: 'dravidia', calamity: 'tempest' },
      { player: 'kushan', calamity: 'regression' },
    ]).map((h) => h.calamity);
    expect(order).toEqual(['tempest', 'coastalMigration', 'volcanicEruption', 'treachery', 'regression', 'piracy']);
  });
});

describe('ee chapter 8 the beneficiary', () => {
  const stock = [
    { player: 'saba', citiesInStock: 4, tokensInStock: 10 },
    { player: 'maurya', citiesInStock: 6, tokensInStock: 3 },
    { player: 'babylon', citiesInStock: 6, tokensInStock: 8 },
    { player: 'dravidia', citiesInStock: 6, tokensInStock: 8 },
  ] as const;

  test('most cities in stock, then most tokens in stock, then A.S.T.-ranking (Babylon #6 before Dravidia #8)', () => {
    expect(defaultBeneficiary(stock, [])).toBe('babylon');
  });
  test('the primary victim himself cannot be selected', () => {
    expect(calamityBeneficiary('epidemic', 'babylon', undefined, stock)).toBe('dravidia');
  });
  test('a traded calamity: the last player who traded it', () => {
    expect(calamityBeneficiary('epidemic', 'babylon', 'saba', stock)).toBe('saba');
  });
  test.each([['civilWar'], ['tyranny']] as const)('%s: always the default beneficiary, even if traded (ee chapter 8)', (id) => {
    expect(calamityBeneficiary(id, 'saba', 'maurya', stock)).toBe('babylon');
  });
});

describe('ee chapter 8 Minor calamities: advances do not influence them (ee Phase 9a)', () => {
  test.each([
    [
      'tempest',
      [
        { kind: 'damage', points: 2, from: 'coastal' },
        { kind: 'loseTreasury', amount: 5 },
      ],
    ],
    ['squanderedWealth', [{ kind: 'loseTreasury', amount: 10 }]],
    [
      'cityRiots',
      [
        { kind: 'reduceCities', count: 1 },
        { kind: 'loseTreasury', amount: 5 },
      ],
    ],
    ['cityInFlames', [{ kind: 'destroyCities', count: 1 }]],
    ['tribalConflict', [{ kind: 'damage', points: 5, from: 'any' }]],
    ['minorUprising', [{ kind: 'destroyCities', count: 1 }]],
    ['banditry', [{ kind: 'discardCommodities', count: 2 }]],
    [
      'coastalMigration',
      [
        { kind: 'destroyCities', count: 1, coastal: true },
        { kind: 'loseTreasury', amount: 5 },
      ],
    ],
  ] as const)('%s', (id, expected) => {
    expect(losses(id, victim('primary'))).toEqual(expected);
    expect(losses(id, victim('primary', ['engineering', 'law', 'medicine', 'calendar', 'democracy']))).toEqual(expected);
  });
  test('City in Flames may be prevented by paying 10 treasury; Banditry by 4 per card', () => {
    expect(calamityEffect('cityInFlames', victim('primary')).preventions).toEqual([{ kind: 'payTreasury', amount: 10, per: 'calamity' }]);
    expect(calamityEffect('banditry', victim('primary')).preventions).toEqual([{ kind: 'payTreasury', amount: 4, per: 'card' }]);
  });
});

describe('ee chapter 8 Volcanic Eruption / Earthquake', () => {
  test('a city on a volcano: Volcanic Eruption destroys the area(s) touched', () => {
    expect(losses('volcanicEruption', victim('primary', [], { cityOnVolcano: true }))).toEqual([{ kind: 'destroyVolcanoAreas' }]);
  });
  test('otherwise Earthquake: destroy 1 own city and reduce 1 adjacent city', () => {
    expect(losses('volcanicEruption', victim('primary', [], { cityOnVolcano: false }))).toEqual([
      { kind: 'destroyCities', count: 1 },
      { kind: 'reduceCities', count: 1, adjacentAnyOwner: true },
    ]);
  });
  test('Earthquake with Engineering: the own city is reduced instead of destroyed', () => {
    const e = calamityEffect('volcanicEruption', victim('primary', ['engineering'], { cityOnVolcano: false }));
    expect(e.losses[0]).toEqual({ kind: 'reduceCities', count: 1 });
    expect(e.modifiers).toEqual(['engineering']);
  });
});

describe('ee chapter 8 Treachery', () => {
  test.each([
    [[], 1],
    [['diplomacy'], 2],
  ] as const)('holding %j: the beneficiary annexes %i cities', (holds, n) => {
    const e = calamityEffect('treachery', victim('primary', holds));
    expect(e.losses).toEqual([{ kind: 'annexCities', count: n }]);
    expect(e.beneficiary).toBe('trader');
  });
});

describe('ee chapter 8 Famine', () => {
  test.each([
    ['primary', [], 10],
    ['primary', ['agriculture'], 15],
    ['primary', ['pottery'], 5],
    ['primary', ['calendar'], 5],
    ['primary', ['pottery', 'calendar'], 0],
    ['primary', ['agriculture', 'pottery', 'calendar'], 5],
    ['secondary', [], 5],
    ['secondary', ['agriculture'], 5], // "If you are the primary victim and hold Agriculture"
    ['secondary', ['pottery'], 0],
    ['secondary', ['pottery', 'calendar'], 0],
  ] as const)('%s victim holding %j takes %i damage', (role, holds, points) => {
    expect(first('famine', victim(role, holds))).toEqual({ kind: 'damage', points, from: 'any' });
  });
  test('the primary assigns 5 damage to each of 3 players, even if he prevents all of his own', () => {
    expect(calamityEffect('famine', victim('primary', ['pottery', 'calendar'])).secondary).toEqual({ count: 3, beneficiaryExcluded: false });
  });
});

describe('ee chapter 8 Slave Revolt: city support rate during the revolt', () => {
  test.each([
    [[], 4],
    [['mythology'], 3],
    [['enlightenment'], 3],
    [['mythology', 'enlightenment'], 2],
    [['mining'], 5],
    [['culturalAscendancy'], 5], // default 3, still +2
    [['culturalAscendancy', 'mythology', 'enlightenment', 'mining'], 4],
  ] as const)('holding %j: rate %i', (holds, rate) => {
    expect(first('slaveRevolt', victim('primary', holds))).toEqual({ kind: 'citySupportCheck', rate });
  });
});

describe('ee chapter 8 Flood', () => {
  test.each([
    ['primary', [], true, 15, 'floodPlain'],
    ['primary', ['engineering'], true, 10, 'floodPlain'],
    ['primary', [], false, 5, 'coastal'],
    ['primary', ['engineering'], false, 0, 'coastal'],
    ['secondary', [], true, 5, 'floodPlain'],
    ['secondary', ['engineering'], true, 0, 'floodPlain'],
  ] as const)('%s holding %j, on a flood plain %s: %i damage from %s', (role, holds, onFloodPlain, points, from) => {
    expect(first('flood', victim(role, holds, { onFloodPlain }))).toEqual({ kind: 'damage', points, from });
  });
  test('everyone else on the same flood plain is a secondary victim; none without a flood plain', () => {
    expect(calamityEffect('flood', victim('primary', [], { onFloodPlain: true })).secondary?.count).toBe('byMap');
    expect(calamityEffect('flood', victim('primary', [], { onFloodPlain: false })).secondary).toBeUndefined();
  });
});

describe('ee chapter 8 Superstition', () => {
  test.each([
    [[], 3],
    [['mysticism'], 2],
    [['mysticism', 'deism'], 1],
    [['mysticism', 'deism', 'enlightenment'], 0],
    [['universalDoctrine'], 4],
    [['deism', 'universalDoctrine'], 3],
  ] as const)('holding %j: reduce %i cities', (holds, count) => {
    expect(first('superstition', victim('primary', holds))).toEqual({ kind: 'reduceCities', count });
  });
  test('ee chapter 8 "Insufficient units": Gerart must reduce 3 but has 2 cities, so he reduces both', () => {
    expect(first('superstition', victim('primary', [], { cities: 2 }))).toEqual({ kind: 'reduceCities', count: 2 });
  });
});

describe('ee chapter 8 Civil War: units in excess of 35, threshold moving with the advances (R-E3)', () => {
  test.each([
    [50, [], 15],
    [35, [], 0],
    [30, [], 0],
    [50, ['music'], 10],
    [50, ['dramaAndPoetry'], 10],
    [50, ['democracy'], 5],
    [50, ['music', 'dramaAndPoetry', 'democracy'], 0],
    [50, ['philosophy'], 20],
    [50, ['military'], 20],
    [33, ['philosophy'], 3], // R-E3: threshold 30
    [40, ['music'], 0], // R-E3: threshold 40
  ] as const)('%i unit points holding %j: %i annexed', (unitPoints, holds, points) => {
    const e = calamityEffect('civilWar', victim('primary', holds, { unitPoints }));
    expect(e.losses).toEqual([{ kind: 'annexUnitPoints', points }]);
    expect(e.beneficiary).toBe('default');
    expect(e.cite[0]).toMatchObject({ doc: 'ee', ruling: 'R-E3' });
  });
  test('setting "fixed threshold": 35 or fewer unit points is never a Civil War (R-E3)', () => {
    const fixed = { civilWarThreshold: 'fixed', iconoclasmModifiers: 'allVictims' } as const;
    expect(first('civilWar', victim('primary', ['philosophy'], { unitPoints: 33 }), fixed)).toEqual({ kind: 'annexUnitPoints', points: 0 });
    expect(first('civilWar', victim('primary', ['philosophy'], { unitPoints: 40 }), fixed)).toEqual({ kind: 'annexUnitPoints', points: 10 });
  });
});

describe('ee chapter 8 Barbarian Hordes', () => {
  test.each([
    [[], 15],
    [['monarchy'], 10],
    [['politics'], 20],
    [['provincialEmpire'], 20],
    [['monarchy', 'politics', 'provincialEmpire'], 20],
  ] as const)('holding %j: %i barbarian tokens', (holds, tokens) => {
    expect(first('barbarianHordes', victim('primary', holds))).toEqual({ kind: 'barbarianAttack', tokens });
  });
});

describe('ee chapter 8 Cyclone', () => {
  test.each([
    ['primary', [], 6, 3],
    ['primary', ['tradeEmpire'], 6, 4],
    ['primary', ['masonry'], 6, 2],
    ['primary', ['calendar'], 6, 1],
    ['primary', ['masonry', 'calendar'], 6, 0],
    ['primary', ['tradeEmpire', 'masonry', 'calendar'], 6, 1],
    ['primary', [], 2, 2], // fewer cities next to the Cyclone area: all of them are selected
    ['primary', ['calendar'], 2, 0], // Calendar: select 2, deselect 2
    ['secondary', [], 6, 2],
    ['secondary', ['tradeEmpire'], 6, 3], // R-E4: not limited to the primary
    ['secondary', ['masonry'], 6, 1],
  ] as const)('%s holding %j with %i cities next to the area: reduce %i', (role, holds, coastalCities, count) => {
    expect(first('cyclone', victim(role, holds, { coastalCities }))).toEqual({ kind: 'reduceCities', count, coastal: true });
  });
  test('canceled when the primary victim has no coastal city next to an open sea', () => {
    const e = calamityEffect('cyclone', victim('primary', [], { coastalCities: 0 }));
    expect(e.canceled).toBe(true);
    expect(e.losses).toEqual([]);
  });
  test('Masonry and Calendar do not cancel the Cyclone for secondary victims', () => {
    expect(calamityEffect('cyclone', victim('primary', ['masonry', 'calendar'], { coastalCities: 3 })).secondary?.count).toBe('byMap');
  });
});

describe('ee chapter 8 Epidemic', () => {
  test.each([
    ['primary', [], 15],
    ['primary', ['medicine'], 10],
    ['primary', ['enlightenment'], 10],
    ['primary', ['anatomy'], 15], // Anatomy: secondary only
    ['primary', ['roadbuilding'], 20],
    ['primary', ['tradeEmpire'], 20],
    ['primary', ['medicine', 'enlightenment', 'roadbuilding', 'tradeEmpire'], 15],
    ['secondary', [], 10],
    ['secondary', ['medicine'], 5],
    ['secondary', ['anatomy'], 5],
    ['secondary', ['medicine', 'anatomy'], 0],
    ['secondary', ['enlightenment', 'roadbuilding', 'tradeEmpire'], 10], // primary-only cards
  ] as const)('%s holding %j: %i damage', (role, holds, points) => {
    expect(first('epidemic', victim(role, holds))).toEqual({ kind: 'damage', points, from: 'any' });
  });
  test('2 secondary victims; the beneficiary may not be one', () => {
    expect(calamityEffect('epidemic', victim('primary')).secondary).toEqual({ count: 2, beneficiaryExcluded: true });
  });
});

describe('ee chapter 8 Tyranny', () => {
  test.each([
    [[], 15],
    [['sculpture'], 10],
    [['law'], 10],
    [['sculpture', 'law'], 5],
    [['monarchy'], 20],
    [['provincialEmpire'], 20],
    [['sculpture', 'law', 'monarchy', 'provincialEmpire'], 15],
  ] as const)('holding %j: %i unit points annexed', (holds, points) => {
    expect(first('tyranny', victim('primary', holds))).toEqual({ kind: 'annexUnitPoints', points });
  });
});

describe('ee chapter 8 Civil Disorder: reduce all but 3, advances applied to the text first', () => {
  test.each([
    [6, [], 3],
    [3, [], 0],
    [6, ['music'], 2],
    [6, ['music', 'dramaAndPoetry', 'law', 'democracy'], 0],
    [6, ['advancedMilitary'], 4],
    [6, ['advancedMilitary', 'navalWarfare'], 5],
    [2, ['advancedMilitary'], 0], // ee chapter 8 example: Bob, 2 cities, "reduce all but 2": no effect
    [3, ['advancedMilitary'], 1],
  ] as const)('%i cities holding %j: reduce %i', (cities, holds, count) => {
    expect(first('civilDisorder', victim('primary', holds, { cities }))).toEqual({ kind: 'reduceCities', count });
  });
});

describe('ee chapter 8 Corruption: discard face value', () => {
  test.each([
    [[], 10],
    [['law'], 5],
    [['coinage'], 15],
    [['wonderOfTheWorld'], 15],
    [['coinage', 'wonderOfTheWorld', 'law'], 15],
  ] as const)('holding %j: %i points of face value', (holds, points) => {
    expect(first('corruption', victim('primary', holds))).toEqual({ kind: 'discardFaceValue', points });
  });
});

describe('ee chapter 8 Iconoclasm and Heresy (R-E4)', () => {
  test.each([
    ['primary', [], 4],
    ['primary', ['philosophy'], 2],
    ['primary', ['theology'], 1],
    ['primary', ['philosophy', 'theology'], 0],
    ['primary', ['monotheism'], 5],
    ['secondary', [], 1],
    ['secondary', ['philosophy'], 0], // R-E4: never below 0
    ['secondary', ['theology'], 0],
    ['secondary', ['monotheism'], 2], // R-E4
  ] as const)('%s holding %j: reduce %i', (role, holds, count) => {
    expect(first('iconoclasmAndHeresy', victim(role, holds))).toEqual({ kind: 'reduceCities', count });
  });
  test('Theocracy: may discard 2 commodity cards to prevent the reduction', () => {
    expect(calamityEffect('iconoclasmAndHeresy', victim('secondary', ['theocracy'])).preventions).toEqual([
      { kind: 'discardCommodities', count: 2, advance: 'theocracy' },
    ]);
  });
  test('setting: modifiers for the primary only leaves a secondary at 1 city (R-E4)', () => {
    const primaryOnly = { civilWarThreshold: 'moving', iconoclasmModifiers: 'primaryOnly' } as const;
    expect(first('iconoclasmAndHeresy', victim('secondary', ['philosophy', 'monotheism']), primaryOnly)).toEqual({ kind: 'reduceCities', count: 1 });
    expect(calamityEffect('iconoclasmAndHeresy', victim('secondary', ['theocracy']), primaryOnly).preventions).toEqual([]);
  });
  test('canceled if the primary victim has no cities; otherwise 2 secondaries, not the beneficiary', () => {
    expect(calamityEffect('iconoclasmAndHeresy', victim('primary', [], { cities: 0 })).canceled).toBe(true);
    expect(calamityEffect('iconoclasmAndHeresy', victim('primary', ['theology'])).secondary).toEqual({ count: 2, beneficiaryExcluded: true });
  });
});

describe('ee chapter 8 Regression', () => {
  test.each([
    [[], 1],
    [['fundamentalism'], 2],
    [['library'], 0],
    [['fundamentalism', 'library'], 1],
  ] as const)('holding %j: %i steps back', (holds, steps) => {
    expect(first('regression', victim('primary', holds))).toEqual({ kind: 'astBack', steps });
  });
  test('Enlightenment: each step may be prevented by destroying 2 cities', () => {
    expect(calamityEffect('regression', victim('primary', ['enlightenment'])).preventions).toEqual([
      { kind: 'destroyCitiesPerStep', cities: 2, advance: 'enlightenment' },
    ]);
  });
});

describe('ee chapter 8 Piracy', () => {
  test.each([
    ['primary', [], 4, 2],
    ['primary', ['cartography'], 4, 3],
    ['primary', ['navalWarfare'], 4, 1],
    ['primary', ['cartography', 'navalWarfare'], 4, 2],
    ['primary', ['cartography'], 2, 2], // only as many coastal cities as he has
    ['secondary', [], 4, 1],
    ['secondary', ['cartography'], 4, 1], // "if you are the primary victim"
  ] as const)('%s holding %j with %i coastal cities: %i replaced by pirate cities', (role, holds, coastalCities, count) => {
    expect(first('piracy', victim(role, holds, { coastalCities }))).toEqual({ kind: 'piratesReplaceCoastalCities', count });
  });
  test('Naval Warfare holders cannot be secondary victims; nor the beneficiary; canceled without coastal cities', () => {
    expect(calamityEffect('piracy', victim('primary', [], { coastalCities: 3 })).secondary).toEqual({
      count: 2,
      beneficiaryExcluded: true,
      protectedBy: 'navalWarfare',
    });
    expect(calamityEffect('piracy', victim('primary', [], { coastalCities: 0 })).canceled).toBe(true);
  });
});
