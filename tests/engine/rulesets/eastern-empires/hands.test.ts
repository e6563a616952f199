/**
 * What the engine knows of each player's trade cards (hands.ts) and the refusals built on it: the
 * cards drawn by cities (ee Phase 6a) and bought (6b), the hand kept (Phase 12), a card taken in a city
 * attack (Phase 4b step 3), trading that moves cards and never makes them (Phase 7, at least 3 cards
 * per player; Non Tradeable calamities never traded), and the cards given up since.
 */
import { describe, expect, test } from 'vitest';
import { step } from '../../../../src/engine/log/replay';
import type { CivilizationId } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import type { EeEntry } from '../../../../src/engine/rulesets/eastern-empires/entries';
import { victimOutcome } from './outcomes';
import { EE_GAME, eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { cardBoundsOf } from '../../../../src/engine/rulesets/eastern-empires/calc/hands';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import type { EePlayer, EeState } from '../../../../src/engine/rulesets/eastern-empires/state';
import type { Violation } from '../../../../src/engine/types';

const setup: EeSetup = {
  players: (['saba', 'maurya', 'babylon'] as const).map((civ) => ({ name: civ, civ })),
  settings: DEFAULT_EE_SETTINGS,
};
const codes = (vs: readonly Violation[]) => vs.map((v) => v.code);
const rulesOf = (vs: readonly Violation[], code: string) => vs.find((v) => v.code === code)?.cite.map((c) => c.rule);

/** Turn 1 (nobody holds cards), players changed as given. */
function turn1(changes: Partial<Record<CivilizationId, Partial<EePlayer>>> = {}): EeState {
  const s = eeInitialState(setup);
  return { ...s, players: s.players.map((p) => ({ ...p, ...(changes[p.civ] ?? {}) })) };
}

/** Runs entries from a state; throws on the first refused one so a setup mistake is visible. */
function run(state: EeState, entries: readonly EeEntry[]): EeState {
  return entries.reduce((s, e) => {
    const r = step(EE_GAME, setup, s, e);
    if (r.violations.length > 0) throw new Error(JSON.stringify(r.violations));
    return r.state;
  }, state);
}

const draws = (cities: Partial<Record<CivilizationId, number>>): EeEntry[] =>
  (Object.keys(cities) as CivilizationId[]).map((civ) => ({ kind: 'trade-cards', civ, bought: [] }));

/** A state after Phase 6 with these cities (each drew one card per city; nobody bought). */
function afterDraw(cities: Partial<Record<CivilizationId, number>>, more: Partial<Record<CivilizationId, Partial<EePlayer>>> = {}): EeState {
  const base = turn1(Object.fromEntries((['saba', 'maurya', 'babylon'] as const).map((c) => [c, { cities: cities[c] ?? 0, census: 20, ...(more[c] ?? {}) }])));
  // Fewest cities draw first (ee Phase 6a).
  const order = (Object.keys(cities) as CivilizationId[]).sort((a, b) => (cities[a] ?? 0) - (cities[b] ?? 0));
  return run(base, draws(Object.fromEntries(order.map((c) => [c, cities[c]]))));
}

const select = (civ: CivilizationId, held: EeState['selections'][number]['kept'], discarded: typeof held = []): EeEntry => ({
  kind: 'calamity-selection',
  civ,
  held,
  discarded,
});

describe('ee Phase 6a: "Each player draws one trade card per stack ... until the stack number that equals his number of cities"', () => {
  test.each([
    [0, 0, []],
    [2, 2, [1, 2]],
    [5, 5, [1, 2, 3, 4, 5]],
  ] as const)('%i cities: %i cards from stacks %j', (cities, cards, stacks) => {
    const b = cardBoundsOf(afterDraw({ saba: cities }), 'saba');
    expect([b?.drawn, b?.stacks]).toEqual([cards, stacks]);
  });
  test('ee Phase 6b: a player who entered nothing may have bought what his treasury pays for (stack 9 at 15)', () => {
    const b = cardBoundsOf(turn1({ saba: { cities: 2, treasury: 31 } }), 'saba');
    expect([b?.drawn, b?.stacks]).toEqual([4, [1, 2, 9]]);
  });
});

describe('ee Phase 7 (issue): three calamities for a player with no cities and no trade cards are refused', () => {
  test('no cities, no cards kept, no treasury: he holds no card, so no calamity', () => {
    const s = afterDraw({ saba: 0, maurya: 4, babylon: 4 });
    const r = step(EE_GAME, setup, s, select('saba', ['volcanicEruption', 'treachery', 'famine'], ['treachery']));
    expect(codes(r.violations)).toEqual([
      'ee/selection/more-than-held',
      'ee/selection/stack-not-drawn',
      'ee/selection/stack-not-drawn',
      'ee/selection/stack-not-drawn',
    ]);
    expect(r.violations[0]?.params).toMatchObject({ civ: 'saba', calamities: 3, cards: 0 });
    expect(rulesOf(r.violations, 'ee/selection/more-than-held')).toEqual(['Phase 6', 'Phase 7']);
  });
});

describe('ee Phase 7: "Except for Non Tradeable Calamities, which may never be traded"', () => {
  const s = afterDraw({ saba: 3, maurya: 4, babylon: 2 });
  test.each([
    ['famine', 'saba', [], 'stack 3 drawn by Saba herself'],
    ['flood', 'maurya', [], 'stack 4 drawn by Maurya himself'],
    ['flood', 'saba', ['ee/selection/stack-not-drawn'], 'stack 4 is Non Tradeable: only Maurya drew it'],
    ['superstition', 'saba', [], 'stack 4 Tradeable: Maurya drew it and both can trade'],
    ['treachery', 'babylon', [], 'stack 2 drawn by Babylon herself'],
    ['slaveRevolt', 'babylon', ['ee/selection/stack-not-drawn'], 'Tradeable, but with 2 cards Babylon cannot trade (at least 3 per player)'],
  ] as const)('%s held by %s: %j (%s)', (calamity, civ, expected, _why) => {
    expect(codes(step(EE_GAME, setup, s, select(civ, [calamity])).violations)).toEqual(expected);
  });
  test('a Non Tradeable calamity not drawn cites Phase 6a, Phase 7 and chapter 8', () => {
    const r = step(EE_GAME, setup, s, select('saba', ['flood']));
    expect(rulesOf(r.violations, 'ee/selection/stack-not-drawn')).toEqual(['Phase 6a', 'Phase 7', 'chapter 8']);
    expect(r.violations[0]?.params).toMatchObject({ civ: 'saba', calamity: 'flood', stack: 4 });
  });
  test('a Tradeable calamity from a stack nobody drew is refused (stack 9, no purchase)', () => {
    expect(codes(step(EE_GAME, setup, s, select('saba', ['piracy'])).violations)).toEqual(['ee/selection/stack-not-drawn']);
  });
});

describe('ee Phase 7: trading moves cards between players who hold at least 3, and never makes any', () => {
  test('three players with 3, 4 and 2 cards: Babylon cannot trade; a trader holds at most 3 + 4 - 3 = 4', () => {
    const s = afterDraw({ saba: 3, maurya: 4, babylon: 2 });
    expect(['saba', 'maurya', 'babylon'].map((c) => cardBoundsOf(s, c as CivilizationId)?.held)).toEqual([4, 4, 2]);
    expect(cardBoundsOf(s, 'babylon')?.canTrade).toBe(false);
  });
});

describe('ee Phase 12 hand limit: a hand entered is what the player holds next turn; otherwise up to the limit', () => {
  test('no hand entered: up to 8 kept (9 with Roadbuilding)', () => {
    const s = { ...turn1({ maurya: { advances: { roadbuilding: 1 } } }), turn: 2, handsKnown: [] };
    expect([cardBoundsOf(s, 'saba')?.kept, cardBoundsOf(s, 'maurya')?.kept]).toEqual([8, 9]);
  });
  test('a hand entered: exactly those cards next turn', () => {
    const s = afterDraw({ saba: 3, maurya: 3, babylon: 3 });
    const next = run(s, [{ kind: 'hand', civ: 'saba', cards: { flax: 1, hides: 1 } }, { kind: 'ast' }]);
    expect(cardBoundsOf(next, 'saba')?.kept).toBe(2);
    expect(cardBoundsOf(next, 'maurya')?.kept).toBe(8);
  });
  test('keeping more cards than he holds after paying is refused', () => {
    const s = afterDraw({ saba: 2, maurya: 0, babylon: 0 });
    const r = step(EE_GAME, setup, s, { kind: 'hand', civ: 'saba', cards: { flax: 2, stone: 1 } });
    expect(codes(r.violations)).toEqual(['ee/hand/cards-not-held']);
    expect(rulesOf(r.violations, 'ee/hand/cards-not-held')).toEqual(['Phase 12', 'Phase 6']);
    expect(step(EE_GAME, setup, s, { kind: 'hand', civ: 'saba', cards: { flax: 1, stone: 1 } }).violations).toEqual([]);
  });
});

describe('ee Phase 4b step 3: "the attacking player may choose to draw a trade card at random from the defending player\'s hand"', () => {
  test('Maurya kept 2 cards and lost a city: Saba, who kept none, may have taken one', () => {
    const start = turn1({ saba: { census: 20 }, maurya: { cities: 2, census: 20, hand: { flax: 2 } } });
    const s = run({ ...start, turn: 2 }, [
      {
        kind: 'cities',
        step: 'construction',
        cities: { saba: 0, maurya: 1, babylon: 0 },
        tokens: { saba: 20, maurya: 20, babylon: 1 },
        pillage: { saba: 3 },
      },
    ]);
    expect(cardBoundsOf(s, 'saba')).toMatchObject({ kept: 0, seized: 1 });
    expect(cardBoundsOf(s, 'babylon')).toMatchObject({ kept: 0, seized: 1 });
  });
});

describe('ee Phase 12 (issue): commodity cards turned in must be cards the player holds', () => {
  test('5 cards turned in by a player who drew 2 and kept none are refused', () => {
    const s = afterDraw({ saba: 2, maurya: 0, babylon: 0 });
    const r = step(EE_GAME, setup, s, { kind: 'purchase', civ: 'saba', advances: [], paid: { flax: 5 }, treasury: 0 });
    expect(codes(r.violations)).toContain('ee/purchase/cards-not-held');
    expect(r.violations.find((v) => v.code === 'ee/purchase/cards-not-held')?.params).toEqual({ civ: 'saba', cards: 5, held: 2 });
    expect(rulesOf(r.violations, 'ee/purchase/cards-not-held')).toEqual(['Phase 12', 'Phase 6']);
  });
  test('calamity cards shown in Phase 8 are not commodities: 3 cards, one of them Treachery, pay with 2', () => {
    const s = run(afterDraw({ saba: 3, maurya: 0, babylon: 0 }), [select('saba', ['treachery'])]);
    expect(cardBoundsOf(s, 'saba')?.commodities).toBe(2);
  });
});

const none = victimOutcome;

describe('ee chapter 8: calamities act on what the victim holds', () => {
  test('Volcanic Eruption: "Only if you have a city on a volcano" (issue: a volcano on a city that did not exist)', () => {
    const s: EeState = { ...turn1({ saba: { census: 10 } }), phase: 'calamitySelection', selections: [{ civ: 'saba', kept: ['volcanicEruption'] }] };
    const r = step(EE_GAME, setup, s, {
      kind: 'calamity',
      calamity: 'volcanicEruption',
      civ: 'saba',
      cityOnVolcano: true,
      secondaries: [],
      outcomes: [none('saba', { tokensRemoved: 10 })],
    });
    expect(codes(r.violations)).toContain('ee/calamity/no-city-on-volcano');
    expect(rulesOf(r.violations, 'ee/calamity/no-city-on-volcano')).toEqual(['chapter 8, Volcanic Eruption/Earthquake']);
  });
  test('Banditry-like discards: no more commodity cards than he holds (Corruption, 2 cards held, 3 discarded)', () => {
    const drawn = afterDraw({ saba: 3, maurya: 0, babylon: 0 });
    const s = run(drawn, [select('saba', ['famine'])]);
    const corrupt: EeState = { ...s, selections: [{ civ: 'saba', kept: ['corruption'] }] };
    const r = step(EE_GAME, setup, corrupt, {
      kind: 'calamity',
      calamity: 'corruption',
      civ: 'saba',
      secondaries: [],
      outcomes: [none('saba', { discarded: { flax: 1, stone: 1, salt: 1 } })],
    });
    expect(codes(r.violations)).toContain('ee/calamity/cards-not-held');
    expect(r.violations.find((v) => v.code === 'ee/calamity/cards-not-held')?.params).toEqual({ civ: 'saba', cards: 3, held: 2 });
  });
});

describe('ee chapter 9, Trade Routes and Provincial Empire (Phase 10): the cards given up are cards held', () => {
  test('Trade Routes: Saba holds no card, so discards none', () => {
    const s: EeState = { ...turn1({ saba: { advances: { tradeRoutes: 0 }, census: 10 } }), phase: 'calamityResolution' };
    const r = step(EE_GAME, setup, s, { kind: 'special-abilities', civ: 'saba', tradeRoutes: { discarded: { silk: 1 }, treasury: 18 } });
    expect(codes(r.violations)).toEqual(['ee/ability/cards-not-held']);
    expect(rulesOf(r.violations, 'ee/ability/cards-not-held')).toEqual(['chapter 9, Trade Routes', 'Phase 6']);
  });
  test('Provincial Empire: a player with no card cannot give one; one who drew cards can', () => {
    const drawn = afterDraw({ saba: 0, maurya: 2, babylon: 0 }, { saba: { advances: { provincialEmpire: 0 } } });
    const r = step(EE_GAME, setup, drawn, { kind: 'special-abilities', civ: 'saba', provincialEmpire: { maurya: 'stone', babylon: 'stone' } });
    expect(codes(r.violations)).toEqual(['ee/ability/cards-not-held']);
    expect(r.violations[0]?.params).toEqual({ civ: 'babylon', cards: 1, held: 0 });
    const ok = run(drawn, [{ kind: 'special-abilities', civ: 'saba', provincialEmpire: { maurya: 'stone' } }]);
    expect([cardBoundsOf(ok, 'saba')?.held, cardBoundsOf(ok, 'maurya')?.commodities]).toEqual([1, 1]);
  });
});
