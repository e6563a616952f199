import { EVERY_STACK_DRAWN } from '../helpers';
/** Section VII variants that change the calamity phase (overlays in calamity-effects.ts). */
import { describe, expect, test } from 'vitest';
import { applicableCalamities, type HeldCalamity } from '../../../../../src/engine/rulesets/advciv/calc/calamity-order';
import { civilWarHandLimit, civilWarPlan } from '../../../../../src/engine/rulesets/advciv/calc/civil-war';
import { primaryRequirement, secondaryPlan, secondaryRequirement } from '../../../../../src/engine/rulesets/advciv/calc/calamity-requirements';
import { rankBarbarianBeneficiary, rankPiracyBeneficiary, type BeneficiaryFacts } from '../../../../../src/engine/rulesets/advciv/calc/calamity-beneficiaries';
import { calamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity';
import { explainCalamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import type { CalamitiesEntry } from '../../../../../src/engine/rulesets/advciv/entries/calamity-entry';
import { CALAMITY_RULES, calamityRules } from '../../../../../src/engine/rulesets/advciv/calamity-effects';
import { advcivInitialState } from '../../../../../src/engine/rulesets/advciv/game';
import type { CardId } from '../../../../../src/engine/rulesets/advciv/cards';
import type { CalamityId } from '../../../../../src/engine/rulesets/advciv/commodities';
import type { NationId } from '../../../../../src/engine/rulesets/advciv/nations';
import { DEFAULT_SETTINGS } from '../../../../../src/engine/rulesets/advciv/settings';
import type { AdvCivSetup } from '../../../../../src/engine/rulesets/advciv/setup';

const held = (calamity: CalamityId, holder: NationId, tradedBy: NationId | null = null): HeldCalamity<NationId> => ({ calamity, holder, tradedBy });

describe('advciv calamity rules without variants', () => {
  test('no overlay: the base rules', () => {
    expect(calamityRules([])).toBe(CALAMITY_RULES);
    expect(calamityRules(['39.1', '39.2'])).toBe(CALAMITY_RULES);
  });
});

describe('advciv 39.6 No-Trade Civil War (29.5, 29.51, 29.52, 27.31)', () => {
  const rules = calamityRules(['39.6']);
  const babylon = [held('civil-war', 'babylon'), held('flood', 'babylon'), held('iconoclasm-heresy', 'babylon', 'egypt')];
  test('39.6 example: Babylon (Democracy, Music) draws Civil War, Flood and I&H: Civil War and one drawn of the others', () => {
    const cards = (): readonly CardId[] => ['democracy', 'music'];
    const r = applicableCalamities(babylon, { babylon: ['iconoclasm-heresy'] }, rules, cards);
    expect(r.violations).toEqual([]);
    expect(r.applies.map((h) => h.calamity)).toEqual(['civil-war', 'iconoclasm-heresy']);
    const without = applicableCalamities(babylon, {}, rules, cards);
    expect(without.violations.map((v) => [v.code, v.cite[0]?.rule, v.cite[0]?.variant])).toEqual([['calamity/draw-two', '29.51', '39.6']]);
  });
  test('39.6 example: if he holds Military, both Flood and I&H affect him too', () => {
    const r = applicableCalamities(babylon, {}, rules, () => ['democracy', 'music', 'military']);
    expect(r.applies.map((h) => h.calamity)).toEqual(['civil-war', 'flood', 'iconoclasm-heresy']);
  });
  test('29.5 without the variant, two are drawn and Civil War may be disregarded', () => {
    const r = applicableCalamities(babylon, { babylon: ['flood', 'iconoclasm-heresy'] });
    expect(r.applies.map((h) => h.calamity)).toEqual(['flood', 'iconoclasm-heresy']);
  });
  test('27.31 the Civil War holder trades no calamity (entry)', () => {
    const setup: AdvCivSetup = {
      players: (['africa', 'babylon', 'egypt'] as const).map((nation) => ({ name: nation, nation })),
      variants: ['39.6'],
      settings: DEFAULT_SETTINGS,
    };
    const s0 = advcivInitialState(setup);
    const s = { ...s0, phase: 'trade' as const, draws: EVERY_STACK_DRAWN };
    const e: CalamitiesEntry = {
      kind: 'calamities',
      held: [held('civil-war', 'babylon'), held('epidemic', 'egypt', 'babylon')],
      tokens: { africa: 1, babylon: 1, egypt: 1 },
      resolutions: [],
    };
    expect(calamities.validate(s, e, setup).map((v) => v.code)).toContain('calamity/civil-war-no-trade');
    expect(calamities.validate(s, e, { ...setup, variants: [] }).map((v) => v.code)).not.toContain('calamity/civil-war-no-trade');
  });
});

describe('advciv 39.8 Modified Piracy (30.911-30.913)', () => {
  const effects = calamityRules(['39.8']).effects;
  const illyria = { cards: [] as CardId[], cities: 5, tokens: 10, stockTokens: 10 };
  test('39.8 example: Africa trades Piracy to Illyria: two coastal cities reduced, two commodity cards lost', () => {
    const req = primaryRequirement('piracy', { ...illyria, tradedBy: 'africa', traderCards: [] }, effects);
    expect(req).toMatchObject({ kind: 'cities-reduced', cities: { value: 2 }, commodityCards: { value: 2 } });
  });
  test('39.8 example: Africa is immune as the trader', () => {
    const plan = secondaryPlan<NationId>('piracy', 'illyria', 'africa', [{ player: 'africa', cards: [], capacity: 3 }], effects);
    expect(plan?.candidates[0]?.eligible).toBe(false);
  });
  test('39.8 example: if Africa holds Astronomy and Cloth Making, Illyria reduces a third city and loses a third card', () => {
    const req = primaryRequirement('piracy', { ...illyria, tradedBy: 'africa', traderCards: ['astronomy', 'cloth-making'] }, effects);
    expect(req).toMatchObject({ kind: 'cities-reduced', cities: { value: 3 }, commodityCards: { value: 3 } });
  });
  test('39.8 30.913 Astronomy alone has no aggravating effect', () => {
    expect(primaryRequirement('piracy', { ...illyria, tradedBy: 'africa', traderCards: ['astronomy'] }, effects)).toMatchObject({ cities: { value: 2 } });
  });
  test('39.8 example: had Africa not traded it and held both cards, it reduces three coastal cities', () => {
    expect(primaryRequirement('piracy', { ...illyria, cards: ['astronomy', 'cloth-making'], tradedBy: null }, effects)).toMatchObject({
      cities: { value: 3 },
      commodityCards: { value: 3 },
    });
  });
  test('39.8 30.911 one coastal city: one reduced, one card; none: no effect', () => {
    expect(primaryRequirement('piracy', { ...illyria, tradedBy: 'africa', coastalCities: 1 }, effects)).toMatchObject({
      cities: { value: 1 },
      commodityCards: { value: 1 },
    });
    expect(primaryRequirement('piracy', { ...illyria, tradedBy: 'africa', coastalCities: 0 }, effects)).toMatchObject({
      cities: { value: 0 },
      commodityCards: { value: 0 },
    });
  });
  test('39.8 30.912 a secondary victim reduces one coastal city and loses one card', () => {
    expect(secondaryRequirement('piracy', 1, { cards: [] }, effects)).toMatchObject({
      kind: 'cities-reduced',
      cities: { value: 1 },
      commodityCards: { value: 1 },
    });
  });
  test('30.911 without the variant, the cities become Pirate cities', () => {
    expect(primaryRequirement('piracy', { ...illyria, tradedBy: 'africa', traderCards: ['astronomy', 'cloth-making'] })).toMatchObject({
      kind: 'cities-lost',
      to: 'pirates',
      cities: { value: 2 },
    });
  });
});

describe('advciv 39.5 Modified Civil War (30.411, 30.415)', () => {
  const rules = calamityRules(['39.5']);
  const stocks = [
    { player: 'africa' as const, stockTokens: 5, stockCities: 1 },
    { player: 'egypt' as const, stockTokens: 30, stockCities: 4 },
  ];
  test('30.411 the victim with most in stock controls the Barbarian faction: the Civil War still happens', () => {
    expect(civilWarPlan<NationId>('egypt', { cards: [] }, stocks, rules)).toMatchObject({
      beneficiary: 'egypt',
      toBarbarians: { rule: '30.415', variant: '39.5' },
    });
    expect(civilWarPlan<NationId>('egypt', { cards: [] }, stocks).beneficiary).toBeNull();
  });
  test('30.415 the faction not kept becomes Barbarians and Pirates; nobody gains it (entry)', () => {
    const setup: AdvCivSetup = {
      players: (['africa', 'egypt'] as const).map((nation) => ({ name: nation, nation })),
      variants: ['39.5'],
      settings: DEFAULT_SETTINGS,
    };
    const s0 = advcivInitialState(setup);
    const s = {
      ...s0,
      phase: 'trade' as const,
      draws: [{ nation: 'egypt' as const, stacks: [1, 2, 3, 4], bought: 0 }],
      players: s0.players.map((p) => ({ ...p, cities: p.nation === 'egypt' ? 5 : 8 })),
    };
    const e: CalamitiesEntry = {
      kind: 'calamities',
      held: [held('civil-war', 'egypt')],
      tokens: { africa: 40, egypt: 20 },
      resolutions: [
        { calamity: 'civil-war', civilWar: { primarySelects: { cities: 3, tokens: 0 }, beneficiarySelects: { cities: 1, tokens: 15 }, retained: 'second' } },
      ],
    };
    const phase = explainCalamities(s, e, setup);
    expect(phase.violations).toEqual([]);
    expect(phase.steps[0]?.gains).toEqual([]);
    expect(phase.end.egypt).toMatchObject({ cities: 1, tokens: 5 });
    expect(phase.end.africa).toMatchObject({ cities: 8, tokens: 40 });
  });
});

describe('advciv 38.2 Nine-Player Variant: beneficiaries of Barbarian Hordes and Piracy', () => {
  const ALL: NationId[] = ['africa', 'italy', 'illyria', 'thrace', 'crete', 'asia', 'assyria', 'babylon', 'egypt'];
  const setup: AdvCivSetup = { players: ALL.map((nation) => ({ name: nation, nation })), variants: ['38.2'], settings: DEFAULT_SETTINGS };
  const base = advcivInitialState(setup);
  // 47 tokens each (16.9 as 38.1/38.2 set it); everyone 4 cities except as listed.
  const cities: Partial<Record<NationId, number>> = { egypt: 6, asia: 2, thrace: 2 };
  const s = {
    ...base,
    phase: 'trade' as const,
    draws: EVERY_STACK_DRAWN,
    players: base.players.map((p) => ({ ...p, cities: cities[p.nation] ?? 4, ast: p.nation === 'asia' ? 3 : 5 })),
  };
  const tokens = Object.fromEntries(ALL.map((n) => [n, n === 'thrace' ? 30 : 20])) as Record<NationId, number>;
  test('30.910 Piracy: most cities in stock, ties by tokens on the board (Thrace), gains the lost cities', () => {
    const e: CalamitiesEntry = {
      kind: 'calamities',
      held: [held('piracy', 'egypt', 'crete')],
      tokens,
      resolutions: [
        {
          calamity: 'piracy',
          assigned: [
            { player: 'africa', amount: 1 },
            { player: 'italy', amount: 1 },
          ],
          losses: {
            egypt: { tokens: 0, citiesReduced: [], citiesEliminated: 2 },
            africa: { tokens: 0, citiesReduced: [], citiesEliminated: 1 },
            italy: { tokens: 0, citiesReduced: [], citiesEliminated: 1 },
          },
        },
      ],
    };
    const phase = explainCalamities(s, e, setup);
    expect(phase.violations).toEqual([]);
    expect(phase.steps[0]?.beneficiary).toBe('thrace');
    expect(phase.steps[0]?.gains).toEqual([{ nation: 'thrace', cities: 4, tokens: 0 }]);
    expect(phase.end.thrace?.cities).toBe(6);
  });
  test('30.912 the beneficiary may not be selected as a secondary victim', () => {
    const e: CalamitiesEntry = {
      kind: 'calamities',
      held: [held('piracy', 'egypt', 'crete')],
      tokens,
      resolutions: [
        {
          calamity: 'piracy',
          assigned: [
            { player: 'thrace', amount: 1 },
            { player: 'italy', amount: 1 },
          ],
          losses: {
            egypt: { tokens: 0, citiesReduced: [], citiesEliminated: 2 },
            thrace: { tokens: 0, citiesReduced: [], citiesEliminated: 1 },
            italy: { tokens: 0, citiesReduced: [], citiesEliminated: 1 },
          },
        },
      ],
    };
    const v = calamities.validate(s, e, setup);
    expect(v.map((x) => [x.code, x.params.reasons])).toEqual([['calamity/secondary-not-eligible', ['beneficiary']]]);
  });
  test('30.520 Barbarian Hordes: most tokens in stock (27, a tie of all but Thrace), broken by most cities in stock: Asia keeps the survivors', () => {
    const e: CalamitiesEntry = {
      kind: 'calamities',
      held: [held('barbarian-hordes', 'egypt', 'crete')],
      tokens,
      resolutions: [{ calamity: 'barbarian-hordes', barbarianSurvivors: 9, losses: { egypt: { tokens: 6, citiesReduced: [], citiesEliminated: 1 } } }],
    };
    const phase = explainCalamities(s, e, setup);
    expect(phase.violations).toEqual([]);
    expect(phase.steps[0]?.beneficiary).toBe('asia');
    expect(phase.end.asia).toMatchObject({ tokens: 29, stock: 18 });
  });
  test('30.5211 survivors cannot exceed the fifteen placed', () => {
    const e: CalamitiesEntry = {
      kind: 'calamities',
      held: [held('barbarian-hordes', 'egypt', 'crete')],
      tokens,
      resolutions: [{ calamity: 'barbarian-hordes', barbarianSurvivors: 16, losses: {} }],
    };
    expect(calamities.validate(s, e, setup).map((v) => v.code)).toEqual(['calamity/map-fact-out-of-range']);
  });
  test('30.520 the victim ranks first: no Barbarian Hordes', () => {
    const rich = { ...s, players: s.players.map((p) => (p.nation === 'egypt' ? { ...p, cities: 1 } : p)) };
    const e: CalamitiesEntry = {
      kind: 'calamities',
      held: [held('barbarian-hordes', 'egypt', 'crete')],
      tokens: { ...tokens, egypt: 2 },
      resolutions: [{ calamity: 'barbarian-hordes', losses: {} }],
    };
    const phase = explainCalamities(rich, e, setup);
    expect(phase.steps[0]?.beneficiary).toBeNull();
    expect(phase.violations).toEqual([]);
  });
});

describe('advciv 38.2 (30.520, 30.910) beneficiary tie-breaks, level by level', () => {
  const f = (player: NationId, o: Partial<BeneficiaryFacts<NationId>> = {}): BeneficiaryFacts<NationId> => ({
    player,
    stockTokens: 10,
    stockCities: 3,
    boardTokens: 10,
    ast: 5,
    cardPoints: 300,
    treasury: 5,
    ...o,
  });
  test.each<[string, BeneficiaryFacts<NationId>[], NationId, NationId]>([
    [
      'first key: tokens in stock (Barbarians) / cities in stock (Piracy)',
      [f('africa', { stockTokens: 12 }), f('italy', { stockCities: 4 })],
      'africa',
      'italy',
    ],
    ['Barbarians: cities in stock break a tie of tokens in stock', [f('africa'), f('italy', { stockCities: 4 })], 'italy', 'italy'],
    ['Piracy: tokens on the board break a tie of cities in stock', [f('africa', { boardTokens: 12 }), f('italy', { stockTokens: 12 })], 'italy', 'africa'],
    ['then furthest behind on the A.S.T.', [f('africa'), f('italy', { ast: 3 })], 'italy', 'italy'],
    ['then fewest civilization-card points', [f('africa'), f('italy', { cardPoints: 100 })], 'italy', 'italy'],
    ['then smallest treasury', [f('africa'), f('italy', { treasury: 0 })], 'italy', 'italy'],
    ['then A.S.T. order (R-A10)', [f('africa'), f('italy')], 'africa', 'africa'],
    ['R-A12 never an inert nation', [f('africa', { stockTokens: 40, stockCities: 9, inert: true }), f('italy')], 'italy', 'italy'],
  ])('%s', (_name, players, barbarians, piracy) => {
    expect(rankBarbarianBeneficiary(players)[0]).toBe(barbarians);
    expect(rankPiracyBeneficiary(players)[0]).toBe(piracy);
  });
});

describe('advciv 39.6 (31.83) the Civil War victim may keep more commodity cards', () => {
  const limit = { amount: 8, cite: { doc: 'advciv' as const, rule: '31.71' } };
  test('39.6 example: Babylon with Democracy and Music may retain 11 instead of 8', () => {
    const f = civilWarHandLimit(limit, { cards: ['democracy', 'music'] }, true, calamityRules(['39.6']));
    expect(f.value).toBe(11);
    expect(f.why.map((w) => [w.cite.rule, w.cite.variant])).toEqual([
      ['31.71', undefined],
      ['31.83', '39.6'],
      ['31.83', '39.6'],
    ]);
  });
  test.each<[string, CardId[], boolean, readonly string[], number]>([
    ['31.83 Drama & Poetry: one more', ['drama-poetry'], true, ['39.6'], 9],
    ['31.83 all three: four more', ['music', 'drama-poetry', 'democracy'], true, ['39.6'], 12],
    ['a player who did not draw Civil War keeps 8', ['democracy', 'music'], false, ['39.6'], 8],
    ['without the variant, 8', ['democracy', 'music'], true, [], 8],
  ])('%s', (_name, cards, drew, variants, expected) => {
    expect(civilWarHandLimit(limit, { cards }, drew, calamityRules(variants)).value).toBe(expected);
  });
});
