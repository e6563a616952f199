/**
 * Eastern Empires as a family `Ruleset`: the object the engine core reads agrees with the ruleset's
 * own calculators, and the family calculators in rulesets/advciv/calc/ give the same answers where they apply.
 * Also the record gate: parseRecord accepts well-formed Eastern Empires records and refuses bad ones.
 */
import { describe, expect, test } from 'vitest';
import { cardPrice } from '../../../../src/engine/rulesets/advciv/calc/credits';
import { setValue as familySetValue } from '../../../../src/engine/rulesets/advciv/calc/sets';
import { parseRecord } from '../../../../src/engine/record';
import { ADVANCE_IDS, type AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';
import { advancePrice, creditTokens } from '../../../../src/engine/rulesets/eastern-empires/credits';
import { CIVILIZATIONS } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import { EASTERN_EMPIRES, eeRuleset } from '../../../../src/engine/rulesets/eastern-empires/ruleset';
import { COMMODITY_IDS, setValue } from '../../../../src/engine/rulesets/eastern-empires/trade-cards';

describe('ee as a family Ruleset', () => {
  test('identity, 51 advances in five colours, nine civilizations in A.S.T.-ranking order', () => {
    expect([EASTERN_EMPIRES.id, EASTERN_EMPIRES.doc]).toEqual(['eastern-empires', 'ee']);
    expect(EASTERN_EMPIRES.cardIds.length).toBe(51);
    expect(EASTERN_EMPIRES.nations).toEqual(CIVILIZATIONS);
    expect(Object.keys(EASTERN_EMPIRES.playerCounts).map(Number)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  test.each([
    [['music'], 'mysticism'],
    [['pottery', 'masonry'], 'agriculture'],
    [['agriculture'], 'democracy'],
    [['empiricism', 'literacy'], 'mathematics'],
    [['deism', 'mythology'], 'mysticism'],
  ] as const)('the creditLines hook prices %j -> %s like credits.ts (R-E2)', (held, target) => {
    const family = cardPrice(EASTERN_EMPIRES, held as readonly AdvanceId[], target).price;
    expect(family).toBe(advancePrice(target, creditTokens(held), held).price);
  });

  test('every advance: the family price with no credits is its printed cost', () => {
    for (const id of ADVANCE_IDS) expect(cardPrice(EASTERN_EMPIRES, [], id).price).toBe(EASTERN_EMPIRES.cards[id].cost);
  });

  test('set values: the family calculator agrees with ee Phase 7', () => {
    const seven = eeRuleset(7);
    for (const id of COMMODITY_IDS) if (id !== 'water') expect(familySetValue(seven.commodities[id], 3)).toBe(setValue(id, 3));
  });

  test('A.S.T. tracks end on the Late Iron Age space (ee Phase 13b); Basic A.S.T. never moves back', () => {
    expect(EASTERN_EMPIRES.tracks.babylon.length).toBe(16);
    expect(EASTERN_EMPIRES.tracks.babylon[15]?.epoch).toBe('lateIronAge');
    expect(EASTERN_EMPIRES.tracks.saba[5]?.epoch).toBe('stoneAge');
    expect(Object.values(EASTERN_EMPIRES.epoch).every((e) => e.regressExempt)).toBe(true);
    expect(EASTERN_EMPIRES.epoch.lateIronAge.requirements).toEqual([
      { kind: 'cities', min: 5 },
      { kind: 'cards-costing-at-least', cost: 200, min: 3 },
    ]);
  });

  test('limits: tax 2, stack 9 for 15, hand limit 8; a city in stock outweighs all 55 tokens (ee chapter 6)', () => {
    expect(EASTERN_EMPIRES.limits).toMatchObject({ taxRate: 2, boughtCardStack: 9, boughtCardPrice: 15, handLimit: 8, cities: 9 });
    expect(EASTERN_EMPIRES.limits.cityStockWeight).toBeGreaterThan(55);
    expect(EASTERN_EMPIRES.scoring).toMatchObject({ perAstSpace: 5, perCity: 1, perTreasuryToken: 0 });
  });

  test('commodity card counts follow the player count (ee chapter 11)', () => {
    expect([eeRuleset(8).commodities.bone.count, eeRuleset(9).commodities.bone.count]).toEqual([0, 8]);
  });
});

const record = (
  entries: unknown[],
  setup: unknown = {
    players: [
      { name: 'A', civ: 'saba' },
      { name: 'B', civ: 'babylon' },
      { name: 'C', civ: 'indus' },
    ],
  },
) => ({
  schemaVersion: 1,
  id: 'x',
  name: 'x',
  createdAt: '2026-01-01T00:00:00.000Z',
  ruleset: 'eastern-empires',
  setup,
  entries: entries.map((entry) => ({ at: '2026-01-01T00:00:00.000Z', entry })),
});

describe('the record gate accepts Eastern Empires records and refuses malformed ones', () => {
  test('a well-formed record passes, settings default to the rulings (R-E3, R-E4)', () => {
    const r = parseRecord(record([{ kind: 'census', tokens: { saba: 2 } }, { kind: 'ast' }]));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.setup).toMatchObject({ settings: { civilWarThreshold: 'moving', iconoclasmModifiers: 'allVictims', turnLimit: null } });
  });
  test.each([
    [[{ kind: 'tax' }], 'entries[0].entry.kind'],
    [[{ kind: 'purchase', civ: 'rome', advances: [], paid: {} }], 'entries[0].entry.civ'],
    [[{ kind: 'purchase', civ: 'saba', advances: ['bronzeWorking'], paid: {} }], 'entries[0].entry.advances[0]'],
    [[{ kind: 'calamity', calamity: 'famine', civ: 'saba', outcomes: [{ civ: 'saba', tokensRemoved: -1 }] }], 'entries[0].entry.outcomes[0].tokensRemoved'],
    [[{ kind: 'hand', civ: 'saba', cards: { gold: 1 } }], 'entries[0].entry.cards.gold'],
  ])('%j is refused at %s', (entries, path) => {
    const r = parseRecord(record(entries));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((p) => p.path)).toContain(path);
  });
  test('an unknown civilization in the setup is refused', () => {
    const r = parseRecord(record([], { players: [{ name: 'A', civ: 'rome' }] }));
    expect(r.ok).toBe(false);
  });
});
