/** ee Phase 10 special abilities through the entry, with the numbers and protections of ee chapter 9. */
import { describe, expect, test } from 'vitest';
import { step } from '../../../../src/engine/log/replay';
import type { AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';
import type { CivilizationId } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import type { EeEntry } from '../../../../src/engine/rulesets/eastern-empires/entries';
import type { SpecialAbilitiesEntry } from '../../../../src/engine/rulesets/eastern-empires/entries/special-abilities';
import { EE_GAME, eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import type { EeState } from '../../../../src/engine/rulesets/eastern-empires/state';
import type { Violation } from '../../../../src/engine/types';

const setup: EeSetup = {
  players: (['saba', 'maurya', 'babylon', 'dravidia', 'kushan'] as const).map((civ) => ({ name: civ, civ })),
  settings: DEFAULT_EE_SETTINGS,
};

function state(held: Partial<Record<CivilizationId, readonly AdvanceId[]>>, ast: Partial<Record<CivilizationId, number>> = {}): EeState {
  const s = eeInitialState(setup);
  return {
    ...s,
    turn: 8,
    phase: 'calamityResolution',
    players: s.players.map((p) => ({
      ...p,
      cities: 3,
      census: 12,
      treasury: 20,
      ast: ast[p.civ] ?? 5,
      advances: Object.fromEntries((held[p.civ] ?? []).map((a) => [a, 1])),
    })),
  };
}
const use = (civ: CivilizationId, e: Omit<SpecialAbilitiesEntry, 'kind' | 'civ'>): EeEntry => ({ kind: 'special-abilities', civ, ...e });
const codes = (vs: readonly Violation[]) => vs.map((v) => v.code);
const of = (s: EeState, civ: CivilizationId) => s.players.find((p) => p.civ === civ);

describe('ee chapter 9 Politics', () => {
  const s = state({ saba: ['politics'], babylon: ['culturalAscendancy'] });
  test('option 1: gain up to 5 treasury', () => {
    expect(of(step(EE_GAME, setup, s, use('saba', { politics: { treasury: 5 } })).state, 'saba')?.treasury).toBe(25);
    expect(codes(step(EE_GAME, setup, s, use('saba', { politics: { treasury: 6 } })).violations)).toEqual(['ee/ability/gain-wrong']);
  });
  test('option 2: annex all units in an area, paying 1 treasury per unit point', () => {
    const r = step(EE_GAME, setup, s, use('saba', { politics: { annex: { target: 'maurya', cities: 1, tokens: 2 } } }));
    expect(r.violations).toEqual([]);
    expect([of(r.state, 'saba')?.cities, of(r.state, 'saba')?.census, of(r.state, 'saba')?.treasury]).toEqual([4, 14, 13]);
    expect([of(r.state, 'maurya')?.cities, of(r.state, 'maurya')?.census]).toEqual([2, 10]);
  });
  test('holders of Cultural Ascendancy are protected against Politics (ee chapter 9)', () => {
    const r = step(EE_GAME, setup, s, use('saba', { politics: { annex: { target: 'babylon', cities: 0, tokens: 2 } } }));
    expect(codes(r.violations)).toEqual(['ee/ability/target-protected']);
  });
  test('not without the treasury to pay', () => {
    const poor = { ...s, players: s.players.map((p) => (p.civ === 'saba' ? { ...p, treasury: 10 } : p)) };
    expect(codes(step(EE_GAME, setup, poor, use('saba', { politics: { annex: { target: 'maurya', cities: 1, tokens: 12 } } })).violations)).toEqual([
      'ee/ability/treasury-short',
    ]);
  });
});

describe('ee chapter 9 Monotheism and Fundamentalism', () => {
  test('Monotheism annexes an area; holders of Theology are protected', () => {
    const s = state({ saba: ['monotheism'], maurya: ['theology'] });
    expect(codes(step(EE_GAME, setup, s, use('saba', { monotheism: { target: 'maurya', cities: 0, tokens: 3 } })).violations)).toEqual([
      'ee/ability/target-protected',
    ]);
    const r = step(EE_GAME, setup, s, use('saba', { monotheism: { target: 'babylon', cities: 1, tokens: 0 } }));
    expect([of(r.state, 'saba')?.cities, of(r.state, 'babylon')?.cities]).toEqual([4, 2]);
  });
  test('Fundamentalism destroys an area; holders of Philosophy are protected', () => {
    const s = state({ saba: ['fundamentalism'], maurya: ['philosophy'] });
    expect(codes(step(EE_GAME, setup, s, use('saba', { fundamentalism: { target: 'maurya', cities: 0, tokens: 3 } })).violations)).toEqual([
      'ee/ability/target-protected',
    ]);
    const r = step(EE_GAME, setup, s, use('saba', { fundamentalism: { target: 'babylon', cities: 1, tokens: 0 } }));
    expect([of(r.state, 'saba')?.cities, of(r.state, 'babylon')?.cities]).toEqual([3, 2]);
  });
});

describe('ee chapter 9 Trade Routes, Provincial Empire, Universal Doctrine, Diaspora', () => {
  const s = state({ saba: ['tradeRoutes', 'provincialEmpire', 'universalDoctrine', 'diaspora'], dravidia: ['publicWorks'] });
  test('Trade Routes: twice the face value (Silk 9 + Flax 1 = 20, from a stock of 23)', () => {
    expect(step(EE_GAME, setup, s, use('saba', { tradeRoutes: { discarded: { silk: 1, flax: 1 }, treasury: 20 } })).violations).toEqual([]);
    expect(codes(step(EE_GAME, setup, s, use('saba', { tradeRoutes: { discarded: { silk: 1 }, treasury: 9 } })).violations)).toEqual(['ee/ability/gain-wrong']);
  });
  test('Provincial Empire: cards of face value 2 or more; Public Works protects', () => {
    expect(step(EE_GAME, setup, s, use('saba', { provincialEmpire: { maurya: 'stone', babylon: 'silk' } })).violations).toEqual([]);
    expect(codes(step(EE_GAME, setup, s, use('saba', { provincialEmpire: { maurya: 'flax' } })).violations)).toEqual(['ee/ability/card-too-low']);
    expect(codes(step(EE_GAME, setup, s, use('saba', { provincialEmpire: { dravidia: 'silk' } })).violations)).toEqual(['ee/ability/target-protected']);
  });
  test('Universal Doctrine: 1 pirate city or up to 5 barbarian tokens', () => {
    expect(of(step(EE_GAME, setup, s, use('saba', { universalDoctrine: { pirateCity: true, barbarians: 0 } })).state, 'saba')?.cities).toBe(4);
    expect(codes(step(EE_GAME, setup, s, use('saba', { universalDoctrine: { pirateCity: false, barbarians: 6 } })).violations)).toEqual([
      'ee/ability/too-many',
    ]);
    expect(codes(step(EE_GAME, setup, s, use('saba', { universalDoctrine: { pirateCity: true, barbarians: 2 } })).violations)).toEqual(['ee/ability/too-many']);
  });
  test('Diaspora: up to 5 tokens', () => {
    expect(step(EE_GAME, setup, s, use('saba', { diaspora: { tokens: 5 } })).violations).toEqual([]);
    expect(codes(step(EE_GAME, setup, s, use('saba', { diaspora: { tokens: 6 } })).violations)).toEqual(['ee/ability/too-many']);
  });
});

describe('ee Phase 10 order and holding', () => {
  test('only abilities held; A.S.T.-position order, furthest first', () => {
    const s = state({ saba: ['politics'], maurya: ['diaspora'] }, { saba: 5, maurya: 7 });
    expect(codes(step(EE_GAME, setup, s, use('saba', { monotheism: { target: 'maurya', cities: 0, tokens: 1 } })).violations)).toEqual(['ee/ability/not-held']);
    const saba = step(EE_GAME, setup, s, use('saba', { politics: { treasury: 5 } }));
    expect(codes(step(EE_GAME, setup, saba.state, use('maurya', { diaspora: { tokens: 2 } })).violations)).toEqual(['ee/ability/out-of-order']);
    expect(codes(step(EE_GAME, setup, saba.state, use('saba', { politics: { treasury: 1 } })).violations)).toEqual(['ee/ability/already-used']);
  });
});

describe('ee chapter 9 special abilities need the units and tokens in stock', () => {
  /** Saba with `cities` on the board, and tokens in stock = 55 - census - treasury (ee chapter 3). */
  const sabaWith = (held: readonly AdvanceId[], cities: number, census: number, treasury: number): EeState => {
    const s = state({ saba: held });
    return { ...s, players: s.players.map((p) => (p.civ === 'saba' ? { ...p, cities, census, treasury } : p)) };
  };
  const rulesOf = (vs: readonly Violation[]) => vs.flatMap((v) => v.cite.map((c) => c.rule));

  test.each([
    // [held, cities, census, treasury, entry, ok, source]
    [
      ['monotheism'],
      9,
      12,
      20,
      { monotheism: { target: 'maurya', cities: 1, tokens: 0 } },
      false,
      'Monotheism: "insufficient units in stock ... you cannot select this area" (9 cities on the board)',
    ],
    [['monotheism'], 8, 12, 20, { monotheism: { target: 'maurya', cities: 1, tokens: 0 } }, true, 'Monotheism: one city in stock suffices'],
    [['monotheism'], 3, 30, 22, { monotheism: { target: 'maurya', cities: 0, tokens: 4 } }, false, 'Monotheism: 3 tokens in stock cannot annex 4'],
    [
      ['politics'],
      3,
      30,
      22,
      { politics: { annex: { target: 'maurya', cities: 0, tokens: 4 } } },
      false,
      'Politics: "insufficient units in stock or treasury"',
    ],
    [['politics'], 3, 30, 22, { politics: { treasury: 4 } }, false, 'Politics: "Gain up to 5 treasury tokens from stock" with 3 in stock'],
    [['politics'], 3, 30, 22, { politics: { treasury: 3 } }, true, 'Politics: 3 from a stock of 3'],
    [
      ['tradeRoutes'],
      3,
      30,
      22,
      { tradeRoutes: { discarded: { stone: 2 }, treasury: 8 } },
      false,
      'Trade Routes: "If you have insufficient tokens in stock you cannot discard this card"',
    ],
    [['tradeRoutes'], 3, 30, 22, { tradeRoutes: { discarded: { flax: 1 }, treasury: 2 } }, true, 'Trade Routes: 2 from a stock of 3'],
    [
      ['universalDoctrine'],
      9,
      12,
      20,
      { universalDoctrine: { pirateCity: true, barbarians: 0 } },
      false,
      'Universal Doctrine: no city in stock to annex a pirate city with',
    ],
  ] as const)('%j, %i cities, census %i, treasury %i: %j valid %s (%s)', (held, cities, census, treasury, e, ok, _source) => {
    const r = step(EE_GAME, setup, sabaWith(held, cities, census, treasury), use('saba', e));
    expect(codes(r.violations)).toEqual(ok ? [] : ['ee/ability/stock-short']);
    if (!ok) expect(rulesOf(r.violations)[0]).toMatch(/^chapter 9, /);
  });

  test('together: Politics 5 and Trade Routes 4 need 9 tokens in stock; 8 is too few (ee Phase 10, one ability after another)', () => {
    const r = step(
      EE_GAME,
      setup,
      sabaWith(['politics', 'tradeRoutes'], 3, 27, 20),
      use('saba', { politics: { treasury: 5 }, tradeRoutes: { discarded: { stone: 1 }, treasury: 4 } }),
    );
    expect(codes(r.violations)).toEqual(['ee/ability/stock-short']);
    expect(r.violations[0]?.params).toMatchObject({ abilities: ['politics', 'tradeRoutes'], tokens: 9, tokensInStock: 8 });
    expect(
      step(
        EE_GAME,
        setup,
        sabaWith(['politics', 'tradeRoutes'], 3, 26, 20),
        use('saba', { politics: { treasury: 5 }, tradeRoutes: { discarded: { stone: 1 }, treasury: 4 } }),
      ).violations,
    ).toEqual([]);
  });

  test("Politics' payment returns to stock (ee chapter 9, Politics) and may cover Trade Routes afterwards", () => {
    // Stock 3: annex 2 tokens (pays 2 treasury into stock: 3 - 2 + 2 = 3), then Trade Routes 2.
    const r = step(
      EE_GAME,
      setup,
      sabaWith(['politics', 'tradeRoutes'], 3, 30, 22),
      use('saba', { politics: { annex: { target: 'maurya', cities: 0, tokens: 2 } }, tradeRoutes: { discarded: { flax: 1 }, treasury: 2 } }),
    );
    expect(r.violations).toEqual([]);
  });
});
