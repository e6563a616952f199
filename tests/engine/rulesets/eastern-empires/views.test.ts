import { describe, expect, test } from 'vitest';
import { DEFAULT_EE_SETTINGS, type AdvanceId, type CivilizationId, type EeSetup } from '../../../../src/engine/rulesets/eastern-empires';
import { eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { withPlayer, type EeState } from '../../../../src/engine/rulesets/eastern-empires/state';
import { calamityEffect } from '../../../../src/engine/rulesets/eastern-empires/calc/calamity-effects';
import {
  calamityFields,
  calamityPreview,
  citySupport,
  COLLATERAL_OUTCOMES,
  outcomeFields,
  purchaseChoices,
  purchasePreview,
  specialAbilitiesOf,
  CITIES_PER_PLAYER,
  DIASPORA_TOKENS,
  handLimitOf,
  POLITICS_TREASURY,
  SHIPS_PER_PLAYER,
  UNIVERSAL_DOCTRINE_BARBARIANS,
  usesScenarioSetup,
} from '../../../../src/engine/rulesets/eastern-empires/views';
import { EE_FORMS, FORM_CITES } from '../../../../src/engine/rulesets/eastern-empires/views/turn';

const SETUP: EeSetup = {
  players: [
    { name: 'Ronald', civ: 'saba' },
    { name: 'Michael', civ: 'maurya' },
    { name: 'Judith', civ: 'babylon' },
  ],
  settings: DEFAULT_EE_SETTINGS,
};

const holding = (state: EeState, civ: CivilizationId): EeState => withPlayer(state, civ, (p) => ({ ...p, advances: { ...p.advances, culturalAscendancy: 1 } }));

describe('ee Phase 5c city support: tokens per city the cities typed need', () => {
  test.each([
    // ee Phase 5c: two tokens per city.
    { cities: 3, cultural: false, rate: 2, need: 6 },
    { cities: 0, cultural: false, rate: 2, need: 0 },
    // ee chapter 9, Cultural Ascendancy: one more token per city.
    { cities: 3, cultural: true, rate: 3, need: 9 },
    { cities: CITIES_PER_PLAYER, cultural: true, rate: 3, need: 27 },
  ])('$cities cities, Cultural Ascendancy $cultural: $rate per city, $need needed', ({ cities, cultural, rate, need }) => {
    const base = eeInitialState(SETUP);
    const state = cultural ? holding(base, 'saba') : base;
    expect(citySupport(state, { saba: cities }).saba).toEqual({ rate, need });
  });

  test('an empty field needs nothing yet; every active player has a rate', () => {
    const support = citySupport(holding(eeInitialState(SETUP), 'maurya'), {});
    expect(support).toEqual({ saba: { rate: 2, need: 0 }, maurya: { rate: 3, need: 0 }, babylon: { rate: 2, need: 0 } });
  });
});

describe('ee chapter 3 and chapter 9: the limits the forms offer', () => {
  test.each([
    ['ee chapter 3: nine cities per player', CITIES_PER_PLAYER, 9],
    ['ee chapter 3: four ships per player', SHIPS_PER_PLAYER, 4],
    ['ee chapter 9, Politics: 5 treasury', POLITICS_TREASURY, 5],
    ['ee chapter 9, Universal Doctrine: 5 Barbarian tokens', UNIVERSAL_DOCTRINE_BARBARIANS, 5],
    ['ee chapter 9, Diaspora: 5 tokens', DIASPORA_TOKENS, 5],
  ])('%s', (_name, value, printed) => {
    expect(value).toBe(printed);
  });
});

describe('ee Phase 12 hand limit of one player', () => {
  test.each([
    // ee Phase 12: 8 cards; ee chapter 9, Roadbuilding: one more.
    ['saba', false, 8],
    ['saba', true, 9],
    // a civilization not in play gets the rulebook's limit
    ['persia', false, 8],
  ] as const)('%s, Roadbuilding %s: %i', (civ, roadbuilding, limit) => {
    const base = eeInitialState(SETUP);
    const state = roadbuilding ? withPlayer(base, 'saba', (p) => ({ ...p, advances: { ...p.advances, roadbuilding: 1 } })) : base;
    expect(handLimitOf(state, civ)).toBe(limit);
  });
});

describe('ee chapter 4 fewer than five players use the scenario book set-up', () => {
  test.each([
    [3, true],
    [4, true],
    [5, false],
    [9, false],
  ])('%i players: scenario %s', (players, scenario) => {
    expect(usesScenarioSetup(players)).toBe(scenario);
  });
});

describe('ee phase order: each form cites the phase it enters', () => {
  test.each([
    ['taxation', 'Phase 1a'],
    ['census', 'Phase 3'],
    ['ships', 'Phase 3'],
    ['construction', 'Phase 5c'],
    ['surplus', 'Phase 11'],
    ['tradeCards', 'Phase 6a'],
    ['calamitySelection', 'Phase 8'],
    ['calamity', 'Phase 9a'],
    ['abilities', 'Phase 10'],
    ['purchase', 'Phase 12'],
    ['hand', 'Phase 12'],
    ['ast', 'Phase 13'],
    ['astTrack', 'Phase 13'],
    ['score', 'Phase 13d'],
  ] as const)('%s cites ee %s', (form, rule) => {
    expect(FORM_CITES[form].map((c) => c.rule)).toContain(rule);
  });

  test('every form cites only the Eastern Empires rulebook', () => {
    for (const form of EE_FORMS) {
      expect(FORM_CITES[form].length).toBeGreaterThan(0);
      expect(FORM_CITES[form].every((c) => c.doc === 'ee')).toBe(true);
    }
  });
});

describe('ee chapter 8 the calamity form asks for the map facts the calamity reads (calamityFields, R-G2)', () => {
  const none = { tradedBy: false, cityOnVolcano: false, onFloodPlain: false, coastalCities: false, collateral: false };
  test.each([
    [
      'chapter 8, Volcanic Eruption/Earthquake: a city on a volcano; other players struck; Non Tradeable',
      'volcanicEruption',
      { cityOnVolcano: true, collateral: true },
    ],
    ['chapter 8, Flood: units on a flood plain; Non Tradeable', 'flood', { onFloodPlain: true }],
    ['chapter 8, Cyclone: coastal cities; Non Tradeable', 'cyclone', { coastalCities: true }],
    ['chapter 8, Piracy: coastal cities; traded (Phase 7)', 'piracy', { coastalCities: true, tradedBy: true }],
    ['chapter 8, Coastal Migration: coastal cities; a Minor is traded', 'coastalMigration', { coastalCities: true, tradedBy: true }],
    ['chapter 8, Barbarian Hordes: other players in the areas attacked; traded', 'barbarianHordes', { collateral: true, tradedBy: true }],
    ['chapter 8, Treachery: no map fact; traded', 'treachery', { tradedBy: true }],
    ['chapter 8, Civil War: no map fact; Non Tradeable', 'civilWar', {}],
  ] as const)('%s', (_why, calamity, asked) => {
    expect(calamityFields(calamity)).toEqual({ ...none, ...asked });
  });

  test('chapter 8: the bystanders of a Volcanic Eruption are the other players not named as victims; Flood has none', () => {
    const state = eeInitialState(SETUP);
    const preview = (calamity: 'volcanicEruption' | 'flood') => calamityPreview(SETUP, state, { civ: 'saba', calamity, secondaries: ['maurya'] });
    expect(preview('volcanicEruption')?.bystanders).toEqual(['babylon']);
    expect(preview('flood')?.bystanders).toEqual([]);
  });
});

describe('ee chapter 8 the outcome each loss is recorded in (outcomeFields)', () => {
  const facts = { role: 'primary', holds: [], cities: 4, unitPoints: 30 } as const;
  test.each([
    [
      'Tribal Conflict: damage of unit points takes tokens and cities',
      'tribalConflict',
      ['tokensRemoved', 'citiesReduced', 'tokensPlaced', 'citiesDestroyed'],
      false,
    ],
    ['Banditry: cards discarded, prevented by paying treasury', 'banditry', ['prevented'], true],
    ['Coastal Migration: coastal cities destroyed and treasury lost', 'coastalMigration', ['citiesDestroyed', 'treasuryLost'], false],
  ] as const)('%s', (_why, calamity, numbers, discards) => {
    expect(outcomeFields(calamityEffect(calamity, facts))).toEqual({ numbers, discards });
  });
  test('units of other players struck record what a damage takes', () => {
    expect(COLLATERAL_OUTCOMES).toEqual(['tokensRemoved', 'citiesReduced', 'tokensPlaced', 'citiesDestroyed']);
  });
});

describe('ee chapter 9 Library and Anatomy: the choices a purchase asks for (purchaseChoices, purchasePreview; R-E5)', () => {
  test.each([
    [
      'Library: its 40 goes to another advance bought with it',
      ['library', 'mythology', 'pottery'],
      { libraryTargets: ['mythology', 'pottery'], anatomy: false },
    ],
    ['no Library: no target asked', ['mythology'], { libraryTargets: null, anatomy: false }],
    ['Anatomy: a free card is chosen', ['anatomy'], { libraryTargets: null, anatomy: true }],
  ] as const)('%s', (_why, advances, choices) => {
    expect(purchaseChoices(advances)).toEqual(choices);
  });

  const state = eeInitialState(SETUP);
  const draft = { civ: 'saba' as const, paid: {}, treasury: 0 };
  test('chapter 9, Anatomy: green advances below 100 not held or bought; none offered without Anatomy', () => {
    const choices = (advances: readonly AdvanceId[]) => purchasePreview(SETUP, state, { ...draft, advances })?.anatomyChoices;
    expect(choices(['anatomy'])).toContain('writtenRecord');
    expect(choices(['anatomy'])).not.toContain('medicine'); // green, but 140
    expect(choices(['anatomy', 'writtenRecord'])).not.toContain('writtenRecord'); // bought in this purchase
    expect(purchasePreview(SETUP, state, { ...draft, advances: ['medicine'] })?.anatomyChoices).toBeNull();
  });
  test("chapter 9, Written Record and Monument: their free credits are asked when acquired, Anatomy's free card included", () => {
    const p = purchasePreview(SETUP, state, { ...draft, advances: ['anatomy', 'monument'], anatomyFree: 'writtenRecord' });
    expect(p?.acquired).toEqual(['anatomy', 'monument', 'writtenRecord']);
    expect(p?.freeCredits).toEqual(['writtenRecord', 'monument']);
    expect(purchasePreview(SETUP, state, { ...draft, advances: ['monument'], anatomyFree: 'writtenRecord' })?.acquired).toEqual(['monument']);
  });
});

describe('ee Phase 10 the special abilities a player enters are those of his advances (specialAbilitiesOf, ee chapter 9)', () => {
  test('Politics and Diaspora held, Pottery has none; a player without them has none', () => {
    const state = withPlayer(eeInitialState(SETUP), 'saba', (p) => ({ ...p, advances: { ...p.advances, politics: 1, pottery: 1, diaspora: 2 } }));
    expect([...specialAbilitiesOf(state, 'saba')].sort()).toEqual(['diaspora', 'politics']);
    expect(specialAbilitiesOf(state, 'maurya')).toEqual([]);
  });
});
