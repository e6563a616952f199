/**
 * Eastern Empires entries through the GameModule: each entry kind's checks, with the violation codes
 * and rule numbers it cites.
 */
import { describe, expect, test } from 'vitest';
import { step } from '../../../../src/engine/log/replay';
import type { AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';
import type { CivilizationId } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import type { EeEntry } from '../../../../src/engine/rulesets/eastern-empires/entries';
import type { VictimOutcome } from '../../../../src/engine/rulesets/eastern-empires/entries/calamity';
import { victimOutcome } from './outcomes';
import { EE_GAME, eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import type { EePlayer, EeState } from '../../../../src/engine/rulesets/eastern-empires/state';
import type { Violation } from '../../../../src/engine/types';
import { eePassedOpen, eeTurnView } from '../../../../src/engine/rulesets/eastern-empires/views/turn';

const civs = (n: number): CivilizationId[] => (['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia', 'nubia', 'indus', 'parthia'] as const).slice(0, n);
const setupOf = (n = 7): EeSetup => ({ players: civs(n).map((civ) => ({ name: civ, civ })), settings: DEFAULT_EE_SETTINGS });

/**
 * A state in `turn` with players changed as given (advances held since turn 1 unless stated). After
 * turn 1 nobody entered the hand he kept, so each may hold up to his hand limit (hands.ts).
 */
function stateWith(setup: EeSetup, turn: number, changes: Partial<Record<CivilizationId, Partial<EePlayer> & { held?: readonly AdvanceId[] }>>): EeState {
  const s = eeInitialState(setup);
  return {
    ...s,
    turn,
    handsKnown: turn === 1 ? s.handsKnown : [],
    players: s.players.map((p) => {
      const c = changes[p.civ];
      if (c === undefined) return p;
      const { held, ...rest } = c;
      const advances = held === undefined ? p.advances : Object.fromEntries(held.map((a) => [a, 1]));
      return { ...p, advances, ...rest };
    }),
  };
}

const run = (setup: EeSetup, state: EeState, entry: EeEntry) => step(EE_GAME, setup, state, entry);
const codes = (vs: readonly Violation[]) => vs.map((v) => v.code);
const rules = (vs: readonly Violation[]) => vs.flatMap((v) => v.cite.map((c) => `${c.doc} ${c.rule}${c.ruling ? `, ${c.ruling}` : ''}`));
const player = (s: EeState, civ: CivilizationId) => s.players.find((p) => p.civ === civ);

describe('ee chapter 4 set-up', () => {
  test.each([
    [2, ['ee/setup/player-count']],
    [3, []],
    [9, []],
  ] as const)('%i players: %j', (n, expected) => {
    const setup = n <= 9 ? setupOf(n) : setupOf(9);
    expect(codes(EE_GAME.validateSetup(setup))).toEqual(expected);
  });
  test('a civilization chosen twice is refused', () => {
    const setup: EeSetup = {
      players: [
        { name: 'a', civ: 'saba' },
        { name: 'b', civ: 'saba' },
        { name: 'c', civ: 'indus' },
      ],
      settings: DEFAULT_EE_SETTINGS,
    };
    expect(codes(EE_GAME.validateSetup(setup))).toEqual(['ee/setup/duplicate-civilization']);
  });
  test('the initial state: one token on the board, A.S.T.-ranking order, marker on the start arrow', () => {
    const s = eeInitialState({
      players: [
        { name: 'x', civ: 'parthia' },
        { name: 'y', civ: 'saba' },
        { name: 'z', civ: 'babylon' },
      ],
      settings: DEFAULT_EE_SETTINGS,
    });
    expect(s.players.map((p) => [p.civ, p.census, p.ast, p.cities])).toEqual([
      ['saba', 1, 0, 0],
      ['babylon', 1, 0, 0],
      ['parthia', 1, 0, 0],
    ]);
  });
});

describe('ee chapter 6 phases in order', () => {
  test('an entry of a phase already passed this turn is refused', () => {
    const setup = setupOf(3);
    const s = { ...stateWith(setup, 2, {}), phase: 'tradeCardsAcquisition' as const };
    const r = run(setup, s, { kind: 'census', tokens: { saba: 2, maurya: 2, babylon: 2 } });
    expect(codes(r.violations)).toEqual(['ee/phase/already-passed']);
    expect(rules(r.violations)).toEqual(['ee chapter 6']);
  });
});

describe('ee Phase 1 tax collection entry', () => {
  const setup = setupOf(3);
  const s = stateWith(setup, 3, { saba: { cities: 5, census: 20 }, maurya: { cities: 2, census: 20 }, babylon: { cities: 0 } });

  test('example: John, 5 cities, 10 tokens to treasury', () => {
    const r = run(setup, s, { kind: 'taxation', stock: { saba: 30, maurya: 30 } });
    expect(r.violations).toEqual([]);
    expect(player(r.state, 'saba')?.treasury).toBe(10);
  });
  test('example: Michael, 5 cities and 7 tokens: 2 cities revolt to the beneficiary (most cities in stock)', () => {
    const r = run(setup, s, { kind: 'taxation', stock: { saba: 7, maurya: 30 } });
    expect(r.state.taxes.find((t) => t.civ === 'saba')).toMatchObject({ collected: 7, revolting: 2, takenBy: [{ civ: 'babylon', cities: 2 }] });
    expect([player(r.state, 'saba')?.cities, player(r.state, 'babylon')?.cities]).toEqual([3, 2]);
  });
  test('a rate other than 2 needs Coinage or Monarchy', () => {
    const r = run(setup, s, { kind: 'taxation', stock: { saba: 30, maurya: 30 }, rates: { saba: 3 } });
    expect(codes(r.violations)).toEqual(['ee/tax/rate-not-allowed']);
    const withMonarchy = stateWith(setup, 3, { saba: { cities: 5, held: ['monarchy'] }, maurya: { cities: 2 } });
    expect(run(setup, withMonarchy, { kind: 'taxation', stock: { saba: 30, maurya: 30 }, rates: { saba: 3 } }).violations).toEqual([]);
  });
  test('two victims resolve in A.S.T.-ranking order; neither may benefit; a beneficiary out of cities hands on to the next (ee Phase 1b)', () => {
    const four = setupOf(4);
    // Saba 4 cities, stock 3: pays for 1 city, 3 revolt. Babylon 2 cities, stock 1: 2 revolt. Neither
    // victim can benefit. Maurya has 8 cities (1 in stock), Dravidia 5 (4 in stock).
    const t = stateWith(four, 3, {
      saba: { cities: 4, census: 20 },
      maurya: { cities: 8, census: 30 },
      babylon: { cities: 2, census: 20 },
      dravidia: { cities: 5, census: 20 },
    });
    const r = run(four, t, { kind: 'taxation', stock: { saba: 3, maurya: 25, babylon: 1, dravidia: 30 } });
    expect(r.violations).toEqual([]);
    // Saba first (#2): Dravidia takes 3 (4 -> 1 in stock). Babylon (#6): Dravidia has 1 in stock, Maurya 1;
    // Dravidia wins on tokens in stock (30 - 10 = 20 > 25 - 16 = 9) and takes 1, then Maurya the last.
    expect(r.state.taxes.filter((x) => x.revolting > 0).map((x) => [x.civ, x.takenBy])).toEqual([
      ['saba', [{ civ: 'dravidia', cities: 3 }]],
      [
        'babylon',
        [
          { civ: 'dravidia', cities: 1 },
          { civ: 'maurya', cities: 1 },
        ],
      ],
    ]);
    expect(r.state.players.map((p) => p.cities)).toEqual([1, 9, 0, 9]);
  });
  test('if every other player has 9 cities on the board, the revolting cities are destroyed (ee Phase 1b)', () => {
    const three = setupOf(3);
    const t = stateWith(three, 3, { saba: { cities: 3, census: 20 }, maurya: { cities: 9, census: 30 }, babylon: { cities: 9, census: 30 } });
    const r = run(three, t, { kind: 'taxation', stock: { saba: 2, maurya: 25, babylon: 25 } });
    expect(r.state.taxes.find((x) => x.civ === 'saba')).toMatchObject({ revolting: 2, takenBy: [], destroyed: 2 });
    expect(player(r.state, 'saba')?.cities).toBe(1);
  });
  test('every player with cities must be entered; stock at most 55 minus treasury', () => {
    const r = run(setup, s, { kind: 'taxation', stock: { saba: 56 } });
    expect(codes(r.violations).sort()).toEqual(['ee/player/missing', 'ee/tax/stock-out-of-range']);
  });
});

describe('ee Phase 5 cities entry', () => {
  const setup = setupOf(3);
  const s = stateWith(setup, 3, {
    saba: { cities: 1, census: 13 },
    maurya: { cities: 2, census: 20 },
    babylon: { cities: 0, census: 5, treasury: 6, held: ['architecture'] },
  });
  test('each new city needs 6 tokens from the board (ee Phase 5a)', () => {
    const r = run(setup, s, { kind: 'cities', step: 'construction', cities: { saba: 4, maurya: 2, babylon: 0 }, tokens: { saba: 8, maurya: 10, babylon: 5 } });
    expect(codes(r.violations)).toEqual(['ee/cities/too-many-built']);
  });
  test('Architecture: up to half of a city from treasury, paid from the treasury (ee chapter 9)', () => {
    const r = run(setup, s, {
      kind: 'cities',
      step: 'construction',
      cities: { saba: 1, maurya: 2, babylon: 1 },
      tokens: { saba: 2, maurya: 4, babylon: 2 },
      architecture: { babylon: 1 },
    });
    expect(r.violations).toEqual([]);
    expect(player(r.state, 'babylon')?.treasury).toBe(5);
  });
  test.each([
    [{}, ['ee/cities/too-many-built'], 'ee Phase 5a: 5 tokens on the board do not make a city without the treasury'],
    [{ babylon: 7 }, ['ee/cities/architecture-wrong'], 'ee chapter 9 Architecture: at most half of 12 (a wilderness city)'],
    [{ babylon: 1, saba: 1 }, ['ee/cities/architecture-wrong'], 'ee chapter 9 Architecture: only its holder'],
  ] as const)('Architecture payment %j: %j (%s)', (architecture, expected, _source) => {
    const r = run(setup, s, {
      kind: 'cities',
      step: 'construction',
      cities: { saba: 1, maurya: 2, babylon: 1 },
      tokens: { saba: 2, maurya: 4, babylon: 2 },
      architecture,
    });
    expect(codes(r.violations)).toEqual(expected);
  });
  test('ee Phase 11 reduces cities but builds none', () => {
    const r = run(setup, s, { kind: 'cities', step: 'surplus', cities: { saba: 2, maurya: 2, babylon: 0 }, tokens: { saba: 8, maurya: 4, babylon: 2 } });
    expect(codes(r.violations)).toEqual(['ee/cities/out-of-range']);
    expect(rules(r.violations)).toEqual(['ee Phase 11', 'ee Phase 5c']);
  });
  test('city support: 2 tokens per city, 3 with Cultural Ascendancy (ee Phase 5c)', () => {
    const r = run(setup, s, { kind: 'cities', step: 'construction', cities: { saba: 1, maurya: 2, babylon: 0 }, tokens: { saba: 2, maurya: 3, babylon: 5 } });
    expect(codes(r.violations)).toEqual(['ee/cities/unsupported']);
    expect(rules(r.violations)).toContain('ee Phase 5c');
  });
  test('at most 3 treasury per city another player lost (ee Phase 4b)', () => {
    const r = run(setup, s, {
      kind: 'cities',
      step: 'construction',
      cities: { saba: 1, maurya: 1, babylon: 0 },
      tokens: { saba: 2, maurya: 2, babylon: 5 },
      pillage: { saba: 4 },
    });
    expect(codes(r.violations)).toEqual(['ee/cities/pillage-out-of-range']);
  });
});

describe('ee Phase 6 trade-cards entry', () => {
  const setup = setupOf(3);
  const s = {
    ...stateWith(setup, 4, {
      saba: { cities: 3, treasury: 20 },
      maurya: { cities: 5, treasury: 20, held: ['cartography'] },
      babylon: { cities: 5, treasury: 40 },
    }),
    phase: 'cityConstruction' as const,
  };
  test('ee Phase 6a: fewest cities first (Saba, 3 cities, before Maurya with 5)', () => {
    const late = run(setup, s, { kind: 'trade-cards', civ: 'maurya', bought: [] });
    expect(late.violations).toEqual([]);
    const r = run(setup, late.state, { kind: 'trade-cards', civ: 'saba', bought: [] });
    expect(codes(r.violations)).toEqual(['ee/cards/out-of-order']);
  });
  test('stack 9 for 15 treasury; Cartography also stack 2 for 5 and stack 7 for 13', () => {
    const a = run(setup, s, { kind: 'trade-cards', civ: 'saba', bought: [9] });
    expect(a.violations).toEqual([]);
    expect(player(a.state, 'saba')?.treasury).toBe(5);
    const b = run(setup, a.state, { kind: 'trade-cards', civ: 'maurya', bought: [2, 7] });
    expect(b.violations).toEqual([]);
    expect(player(b.state, 'maurya')?.treasury).toBe(2); // 20 - 5 - 13
  });
  test('a stack no advance opens, or more than the treasury, is refused', () => {
    expect(codes(run(setup, s, { kind: 'trade-cards', civ: 'saba', bought: [3] }).violations)).toEqual(['ee/cards/offer-not-available']);
    expect(codes(run(setup, s, { kind: 'trade-cards', civ: 'saba', bought: [9, 9] }).violations)).toEqual(['ee/cards/treasury-short']);
  });
});

describe('ee Phase 8 calamity-selection entry (R-E7)', () => {
  test('example 1: David (8 players) holds three Majors and discards Treachery', () => {
    const setup = setupOf(8);
    const s = stateWith(setup, 5, { dravidia: { cities: 9 } });
    expect(
      run(setup, s, { kind: 'calamity-selection', civ: 'dravidia', held: ['famine', 'treachery', 'barbarianHordes'], discarded: ['treachery'] }).violations,
    ).toEqual([]);
    const r = run(setup, s, { kind: 'calamity-selection', civ: 'dravidia', held: ['famine', 'treachery', 'barbarianHordes'], discarded: [] });
    expect(codes(r.violations)).toEqual(['ee/selection/discards-wrong']);
    expect(rules(r.violations)).toEqual(['ee Phase 8, R-E7']);
  });
  test.each([
    ['treachery', ['ee/selection/not-in-deck'], 'discarded by David this turn: the one Treachery card is on its discard pile'],
    ['famine', ['ee/selection/not-in-deck'], 'kept by David'],
    ['epidemic', [], 'another card'],
  ] as const)('each calamity card exists once (ee chapter 11): after David, Saba holding %s: %j (%s)', (calamity, expected, _source) => {
    const setup = setupOf(8);
    const after = run(setup, stateWith(setup, 5, { dravidia: { cities: 9 } }), {
      kind: 'calamity-selection',
      civ: 'dravidia',
      held: ['famine', 'treachery', 'barbarianHordes'],
      discarded: ['treachery'],
    }).state;
    expect(codes(run(setup, after, { kind: 'calamity-selection', civ: 'saba', held: [calamity], discarded: [] }).violations)).toEqual(expected);
  });
  test('Minor calamities are not in the deck with fewer than 9 players (ee chapter 11)', () => {
    const setup = setupOf(7);
    expect(codes(run(setup, stateWith(setup, 5, {}), { kind: 'calamity-selection', civ: 'saba', held: ['tempest'], discarded: [] }).violations)).toEqual([
      'ee/selection/not-in-deck',
    ]);
  });
});

const none = victimOutcome;

/** A state in the calamity phase with `civ` holding `calamities` after selection. */
function holding(
  setup: EeSetup,
  civ: CivilizationId,
  calamities: EeState['selections'][number]['kept'],
  changes: Parameters<typeof stateWith>[2] = {},
): EeState {
  const s = stateWith(setup, 6, changes);
  return { ...s, phase: 'calamitySelection', selections: [{ civ, kept: calamities }] };
}

describe('ee Phase 9 calamity entry: secondary victims, losses and order', () => {
  const setup = setupOf(7);
  const board = {
    saba: { cities: 4, census: 20 },
    maurya: { cities: 4, census: 20 },
    babylon: { cities: 4, census: 20 },
    dravidia: { cities: 4, census: 20 },
  } as const;

  test('Famine: 10 damage and 5 to each of 3 players; a 4-city reduction to 3 tokens counts 2 damage', () => {
    const s = holding(setup, 'saba', ['famine'], board);
    const entry: EeEntry = {
      kind: 'calamity',
      calamity: 'famine',
      civ: 'saba',
      secondaries: ['maurya', 'babylon', 'dravidia'],
      outcomes: [
        none('saba', { tokensRemoved: 8, citiesReduced: 1, tokensPlaced: 3 }),
        none('maurya', { tokensRemoved: 5 }),
        none('babylon', { citiesDestroyed: 1 }),
        none('dravidia', { tokensRemoved: 5 }),
      ],
    };
    const r = run(setup, s, entry);
    expect(r.violations).toEqual([]);
    expect([player(r.state, 'saba')?.cities, player(r.state, 'saba')?.census, player(r.state, 'babylon')?.cities]).toEqual([3, 15, 3]);
  });

  test('Famine needs exactly 3 secondary victims; too little damage and a whole city too much are refused', () => {
    const s = holding(setup, 'saba', ['famine'], board);
    const r = run(setup, s, {
      kind: 'calamity',
      calamity: 'famine',
      civ: 'saba',
      secondaries: ['maurya', 'babylon'],
      outcomes: [none('saba', { tokensRemoved: 9 }), none('maurya', { tokensRemoved: 10 }), none('babylon', { tokensRemoved: 5 })],
    });
    expect(codes(r.violations).sort()).toEqual(['ee/calamity/damage-excess', 'ee/calamity/damage-short', 'ee/calamity/secondary-count']);
  });

  test('Epidemic: the beneficiary (who traded it) may not be a secondary victim', () => {
    const s = holding(setup, 'saba', ['epidemic'], board);
    const r = run(setup, s, {
      kind: 'calamity',
      calamity: 'epidemic',
      civ: 'saba',
      tradedBy: 'maurya',
      secondaries: ['maurya', 'babylon'],
      outcomes: [none('saba', { tokensRemoved: 15 }), none('maurya', { tokensRemoved: 10 }), none('babylon', { tokensRemoved: 10 })],
    });
    expect(codes(r.violations)).toEqual(['ee/calamity/secondary-not-allowed']);
    expect(rules(r.violations)).toEqual(['ee chapter 8, Epidemic']);
  });

  test('Epidemic: a secondary victim with Anatomy prevents 5 (ee chapter 9)', () => {
    const s = holding(setup, 'saba', ['epidemic'], { ...board, babylon: { cities: 4, census: 20, held: ['anatomy'] } });
    const ok = run(setup, s, {
      kind: 'calamity',
      calamity: 'epidemic',
      civ: 'saba',
      secondaries: ['maurya', 'babylon'],
      outcomes: [none('saba', { tokensRemoved: 15 }), none('maurya', { tokensRemoved: 10 }), none('babylon', { tokensRemoved: 5 })],
    });
    expect(ok.violations).toEqual([]);
  });

  test('Piracy: a Naval Warfare holder cannot be a secondary victim', () => {
    const s = holding(setup, 'saba', ['piracy'], { ...board, maurya: { cities: 4, census: 20, held: ['navalWarfare'] } });
    const r = run(setup, s, {
      kind: 'calamity',
      calamity: 'piracy',
      civ: 'saba',
      secondaries: ['maurya', 'babylon'],
      outcomes: [none('saba', { citiesLost: 2 }), none('maurya', { citiesLost: 1 }), none('babylon', { citiesLost: 1 })],
    });
    expect(codes(r.violations)).toEqual(['ee/calamity/secondary-not-allowed']);
  });

  test('Civil Disorder with Advanced Military: 4 cities, reduce all but 2', () => {
    const s = holding(setup, 'saba', ['civilDisorder'], { ...board, saba: { cities: 4, census: 20, held: ['advancedMilitary'] } });
    const mk = (n: number): EeEntry => ({
      kind: 'calamity',
      calamity: 'civilDisorder',
      civ: 'saba',
      secondaries: [],
      outcomes: [none('saba', { citiesReduced: n, tokensPlaced: n })],
    });
    expect(run(setup, s, mk(2)).violations).toEqual([]);
    expect(codes(run(setup, s, mk(1)).violations)).toEqual(['ee/calamity/cities-wrong']);
  });

  test('Regression with Library: no step back; with Fundamentalism: 2 steps', () => {
    const lib = holding(setup, 'saba', ['regression'], { saba: { ast: 6, held: ['library'] } });
    expect(run(setup, lib, { kind: 'calamity', calamity: 'regression', civ: 'saba', secondaries: [], outcomes: [none('saba')] }).violations).toEqual([]);
    const fun = holding(setup, 'saba', ['regression'], { saba: { ast: 6, held: ['fundamentalism'] } });
    const r = run(setup, fun, { kind: 'calamity', calamity: 'regression', civ: 'saba', secondaries: [], outcomes: [none('saba', { astBack: 1 })] });
    expect(codes(r.violations)).toEqual(['ee/calamity/ast-wrong']);
    const ok = run(setup, fun, { kind: 'calamity', calamity: 'regression', civ: 'saba', secondaries: [], outcomes: [none('saba', { astBack: 2 })] });
    expect(player(ok.state, 'saba')?.ast).toBe(4);
  });

  test('Civil War: the default beneficiary annexes the units over the threshold (R-E3)', () => {
    const s = holding(setup, 'saba', ['civilWar'], { saba: { cities: 5, census: 20, held: ['music'] } }); // 45 unit points, threshold 40
    const r = run(setup, s, {
      kind: 'calamity',
      calamity: 'civilWar',
      civ: 'saba',
      secondaries: [],
      outcomes: [none('saba', { tokensRemoved: 5 })],
      annexed: { cities: 0, tokens: 5 },
    });
    expect(r.violations).toEqual([]);
    const short = run(setup, s, {
      kind: 'calamity',
      calamity: 'civilWar',
      civ: 'saba',
      secondaries: [],
      outcomes: [none('saba', { tokensRemoved: 4 })],
      annexed: { cities: 0, tokens: 4 },
    });
    expect(codes(short.violations)).toEqual(['ee/calamity/annex-short']);
  });

  test('a calamity the player does not hold, or one resolved out of order, is refused (ee Phase 9b)', () => {
    const s = holding(setup, 'saba', ['famine', 'volcanicEruption'], board);
    expect(codes(run(setup, s, { kind: 'calamity', calamity: 'flood', civ: 'saba', secondaries: [], outcomes: [none('saba')] }).violations)).toEqual([
      'ee/calamity/not-held',
    ]);
    const famine: EeEntry = {
      kind: 'calamity',
      calamity: 'famine',
      civ: 'saba',
      secondaries: ['maurya', 'babylon', 'dravidia'],
      outcomes: [
        none('saba', { tokensRemoved: 10 }),
        none('maurya', { tokensRemoved: 5 }),
        none('babylon', { tokensRemoved: 5 }),
        none('dravidia', { tokensRemoved: 5 }),
      ],
    };
    const after = run(setup, s, famine).state;
    const quake = run(setup, after, {
      kind: 'calamity',
      calamity: 'volcanicEruption',
      civ: 'saba',
      cityOnVolcano: false,
      secondaries: [],
      outcomes: [none('saba', { citiesDestroyed: 1 })],
    });
    expect(codes(quake.violations)).toEqual(['ee/calamity/out-of-order']);
  });
});

describe('ee Phase 9a Minor calamities (9 players)', () => {
  const setup = setupOf(9);
  test('City in Flames: pay 10 treasury to prevent the destruction', () => {
    const s = holding(setup, 'saba', ['cityInFlames'], { saba: { cities: 3, census: 10, treasury: 12 } });
    const r = run(setup, s, {
      kind: 'calamity',
      calamity: 'cityInFlames',
      civ: 'saba',
      secondaries: [],
      outcomes: [none('saba', { prevented: 1, treasuryLost: 10 })],
    });
    expect(r.violations).toEqual([]);
    expect([player(r.state, 'saba')?.cities, player(r.state, 'saba')?.treasury]).toEqual([3, 2]);
  });
  test('Squandered Wealth: lose 10 treasury, or all of it when less', () => {
    const s = holding(setup, 'saba', ['squanderedWealth'], { saba: { cities: 3, census: 10, treasury: 7 } });
    expect(
      codes(
        run(setup, s, { kind: 'calamity', calamity: 'squanderedWealth', civ: 'saba', secondaries: [], outcomes: [none('saba', { treasuryLost: 10 })] })
          .violations,
      ),
    ).toEqual(['ee/calamity/treasury-wrong']);
    expect(
      run(setup, s, { kind: 'calamity', calamity: 'squanderedWealth', civ: 'saba', secondaries: [], outcomes: [none('saba', { treasuryLost: 7 })] }).violations,
    ).toEqual([]);
  });
  test('Banditry: 2 commodity cards, each preventable for 4 treasury', () => {
    const s = holding(setup, 'saba', ['banditry'], { saba: { cities: 3, census: 10, treasury: 9 } });
    expect(
      run(setup, s, {
        kind: 'calamity',
        calamity: 'banditry',
        civ: 'saba',
        secondaries: [],
        outcomes: [none('saba', { discarded: { water: 1 }, prevented: 1, treasuryLost: 4 })],
      }).violations,
    ).toEqual([]);
    expect(
      codes(
        run(setup, s, { kind: 'calamity', calamity: 'banditry', civ: 'saba', secondaries: [], outcomes: [none('saba', { discarded: { flax: 1 } })] })
          .violations,
      ),
    ).toEqual(['ee/calamity/discard-short']);
  });
});

describe('ee Phase 9a/9b order: Minors simultaneous (each player ascending by stack), then Majors by stack', () => {
  const setup = setupOf(9);
  const both = (s: EeState, kept: Record<string, EeState['selections'][number]['kept']>): EeState => ({
    ...s,
    selections: Object.entries(kept).map(([civ, k]) => ({ civ: civ as CivilizationId, kept: k })),
  });
  const base = both(stateWith(setup, 6, { saba: { cities: 3, census: 10, treasury: 20 }, maurya: { cities: 3, census: 10, treasury: 20 } }), {
    saba: ['cityInFlames', 'flood'],
    maurya: ['squanderedWealth', 'tempest'],
  });
  const flames: EeEntry = { kind: 'calamity', calamity: 'cityInFlames', civ: 'saba', secondaries: [], outcomes: [none('saba', { citiesDestroyed: 1 })] };
  const wealth: EeEntry = { kind: 'calamity', calamity: 'squanderedWealth', civ: 'maurya', secondaries: [], outcomes: [none('maurya', { treasuryLost: 10 })] };
  const tempest: EeEntry = {
    kind: 'calamity',
    calamity: 'tempest',
    civ: 'maurya',
    secondaries: [],
    outcomes: [none('maurya', { tokensRemoved: 2, treasuryLost: 5 })],
  };
  const flood: EeEntry = {
    kind: 'calamity',
    calamity: 'flood',
    civ: 'saba',
    onFloodPlain: false,
    secondaries: [],
    outcomes: [none('saba', { tokensRemoved: 5 })],
  };
  const afterEntries = (s: EeState, ...entries: EeEntry[]) => entries.reduce((x, e) => run(setup, x, e).state, s);

  test("another player's lower-stack Minor may follow (simultaneous, ee Phase 9a)", () => {
    expect(run(setup, afterEntries(base, flames), wealth).violations).toEqual([]);
    expect(run(setup, afterEntries(base, flames), tempest).violations).toEqual([]);
  });
  test("a player's own Minors go in ascending stack order (ee Phase 9a): Squandered Wealth (3) then Tempest (2) is refused", () => {
    const r = run(setup, afterEntries(base, wealth), tempest);
    expect(codes(r.violations)).toEqual(['ee/calamity/out-of-order']);
    expect(rules(r.violations)).toEqual(['ee Phase 9a']);
  });
  test('no Minor after a Major (ee Phase 9: Minors first)', () => {
    const r = run(setup, afterEntries(base, flames, flood), wealth);
    expect(codes(r.violations)).toEqual(['ee/calamity/out-of-order']);
    expect(r.violations[0]?.params).toEqual({ calamity: 'squanderedWealth', after: 'flood' });
  });
  test('a Major after the Minors is in order (ee Phase 9b)', () => {
    expect(run(setup, afterEntries(base, wealth, flames, tempest), flood).violations).toEqual([]);
  });
});

describe('ee chapter 8 The beneficiary: the last player who traded the calamity to the primary victim', () => {
  const setup = setupOf(7);
  const board = {
    saba: { cities: 4, census: 20 },
    maurya: { cities: 4, census: 20 },
    babylon: { cities: 4, census: 20 },
    dravidia: { cities: 4, census: 20 },
  } as const;
  const famine = (tradedBy: CivilizationId): EeEntry => ({
    kind: 'calamity',
    calamity: 'famine',
    civ: 'saba',
    tradedBy,
    secondaries: ['maurya', 'babylon', 'dravidia'],
    outcomes: [
      none('saba', { tokensRemoved: 10 }),
      none('maurya', { tokensRemoved: 5 }),
      none('babylon', { tokensRemoved: 5 }),
      none('dravidia', { tokensRemoved: 5 }),
    ],
  });
  const treachery = (tradedBy: CivilizationId): EeEntry => ({
    kind: 'calamity',
    calamity: 'treachery',
    civ: 'saba',
    tradedBy,
    secondaries: [],
    outcomes: [none('saba', { citiesLost: 1 })],
    annexed: { cities: 1, tokens: 0 },
  });

  test('Famine is Non Tradeable (ee Phase 7: "may never be traded"): no trader can be entered', () => {
    const r = run(setup, holding(setup, 'saba', ['famine'], board), famine('maurya'));
    expect(codes(r.violations)).toEqual(['ee/calamity/not-tradeable']);
    expect(rules(r.violations)).toEqual(['ee Phase 7', 'ee chapter 8, The beneficiary']);
  });
  test('the primary victim cannot have traded it to himself', () => {
    expect(codes(run(setup, holding(setup, 'saba', ['treachery'], board), treachery('saba')).violations)).toEqual(['ee/calamity/traded-by-self']);
  });
  test('a trader who has left the game is refused (ee chapter 7)', () => {
    const s = holding(setup, 'saba', ['treachery'], board);
    const left = { ...s, players: s.players.map((p) => (p.civ === 'maurya' ? { ...p, status: 'left' as const } : p)) };
    expect(codes(run(setup, left, treachery('maurya')).violations)).toEqual(['ee/player/left']);
  });
  test('Treachery traded by Maurya: Maurya annexes the city', () => {
    const r = run(setup, holding(setup, 'saba', ['treachery'], board), treachery('maurya'));
    expect(r.violations).toEqual([]);
    expect([player(r.state, 'saba')?.cities, player(r.state, 'maurya')?.cities]).toEqual([3, 5]);
  });
});

describe('ee Phase 6a example: Tony draws from stacks 1-5 but stack 2 is empty: a Water card instead', () => {
  test('the empty stack gives Water; nothing more leaves it, the other stacks give one card each', () => {
    const setup = setupOf(3); // 3-8 players: stack 2 holds 18 cards (ee chapter 11)
    const s = { ...stateWith(setup, 5, { babylon: { cities: 5 } }), stackOut: [0, 18, 0, 0, 0, 0, 0, 0, 0] };
    const r = run(setup, s, { kind: 'trade-cards', civ: 'babylon', bought: [] });
    expect(r.violations).toEqual([]);
    expect(r.state.stackOut).toEqual([1, 18, 1, 1, 1, 0, 0, 0, 0]);
    expect(r.state.draws[0]?.drawn).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('ee chapter 8 Definitions: reducing a city as taking damage', () => {
  const setup = setupOf(7);
  const s = holding(setup, 'saba', ['epidemic'], { saba: { cities: 3, census: 20 }, maurya: { cities: 3, census: 20 }, babylon: { cities: 3, census: 20 } });
  const entry = (saba: Partial<VictimOutcome>): EeEntry => ({
    kind: 'calamity',
    calamity: 'epidemic',
    civ: 'saba',
    secondaries: ['maurya', 'babylon'],
    outcomes: [none('saba', saba), none('maurya', { tokensRemoved: 10 }), none('babylon', { tokensRemoved: 10 })],
  });
  test('a city replaced by 2 tokens counts 5 - 2 = 3 damage: 12 tokens + that city = 15', () => {
    expect(run(setup, s, entry({ tokensRemoved: 12, citiesReduced: 1, tokensPlaced: 2 })).violations).toEqual([]);
  });
  test('to take 1 damage a city may be reduced to 4 tokens: 14 tokens + 1 = 15', () => {
    expect(run(setup, s, entry({ tokensRemoved: 14, citiesReduced: 1, tokensPlaced: 4 })).violations).toEqual([]);
  });
  test('a reduced city leaves at most 4 tokens (ee chapter 3: population limits are 0 to 4)', () => {
    const r = run(setup, s, entry({ tokensRemoved: 15, citiesReduced: 1, tokensPlaced: 5 }));
    expect(codes(r.violations)).toEqual(['ee/calamity/tokens-placed-wrong']);
    expect(r.violations[0]?.params).toMatchObject({ placed: 5, max: 4 });
  });
  test('no more tokens removed than are on the board: 20 + 2 placed (ee chapter 8, "Insufficient units")', () => {
    expect(codes(run(setup, s, entry({ tokensRemoved: 23, citiesReduced: 1, tokensPlaced: 2 })).violations)).toContain('ee/calamity/tokens-more-than-held');
    expect(run(setup, s, entry({ tokensRemoved: 22, citiesReduced: 1, tokensPlaced: 2, exhausted: true })).violations.map((v) => v.code)).not.toContain(
      'ee/calamity/tokens-more-than-held',
    );
  });
  test('destroying a city is 5 damage; the losses are applied to the board', () => {
    const r = run(setup, s, entry({ tokensRemoved: 10, citiesDestroyed: 1 }));
    expect(r.violations).toEqual([]);
    expect([player(r.state, 'saba')?.cities, player(r.state, 'saba')?.census]).toEqual([2, 10]);
  });
});

describe('ee Phase 13: Regression does not prevent advancing in the same turn', () => {
  test('moved back from 9 to 8, the marker still moves to 9 at the end of the turn', () => {
    const setup = setupOf(3);
    const s = holding(setup, 'saba', ['regression'], { saba: { ast: 9, cities: 3, held: ['pottery', 'masonry', 'mysticism'] } });
    const back = run(setup, s, { kind: 'calamity', calamity: 'regression', civ: 'saba', secondaries: [], outcomes: [none('saba', { astBack: 1 })] });
    expect(player(back.state, 'saba')?.ast).toBe(8);
    expect(player(run(setup, back.state, { kind: 'ast' }).state, 'saba')?.ast).toBe(9);
  });
});

describe('ee chapter 8 Civil War and Tyranny: the beneficiary annexes as many as his stock allows, the rest become barbarians', () => {
  const setup = setupOf(3);
  test('Civil War, 50 unit points: 15 annexed; a beneficiary with 9 tokens in stock annexes 9, 6 become barbarian tokens', () => {
    // Beneficiary: most cities in stock. Maurya 1 city (8 in stock), census 40 + treasury 6: 9 tokens in stock.
    const s = holding(setup, 'saba', ['civilWar'], {
      saba: { cities: 6, census: 20 },
      maurya: { cities: 1, census: 40, treasury: 6 },
      babylon: { cities: 3, census: 10 },
    });
    const entry = (annexed: { cities: number; tokens: number }): EeEntry => ({
      kind: 'calamity',
      calamity: 'civilWar',
      civ: 'saba',
      secondaries: [],
      outcomes: [none('saba', { tokensRemoved: 15 })],
      annexed,
    });
    const r = run(setup, s, entry({ cities: 0, tokens: 9 }));
    expect(r.violations).toEqual([]);
    expect([player(r.state, 'saba')?.census, player(r.state, 'maurya')?.census]).toEqual([5, 49]);
    expect(codes(run(setup, s, entry({ cities: 0, tokens: 15 })).violations)).toEqual(['ee/calamity/annexed-wrong']);
  });
  test('Tyranny, 15 unit points: a city and 10 tokens, all annexed by the beneficiary', () => {
    const s = holding(setup, 'saba', ['tyranny'], { saba: { cities: 4, census: 20 }, maurya: { cities: 1, census: 10 }, babylon: { cities: 3, census: 10 } });
    const r = run(setup, s, {
      kind: 'calamity',
      calamity: 'tyranny',
      civ: 'saba',
      secondaries: [],
      outcomes: [none('saba', { citiesLost: 1, tokensRemoved: 10 })],
      annexed: { cities: 1, tokens: 10 },
    });
    expect(r.violations).toEqual([]);
    expect([player(r.state, 'maurya')?.cities, player(r.state, 'maurya')?.census]).toEqual([2, 20]);
  });
  test('Famine has no beneficiary: nothing can be annexed', () => {
    const s = holding(setup, 'saba', ['famine'], { saba: { cities: 4, census: 20 }, maurya: { cities: 1, census: 10 }, babylon: { cities: 3, census: 10 } });
    const r = run(setup, s, {
      kind: 'calamity',
      calamity: 'famine',
      civ: 'saba',
      secondaries: ['maurya', 'babylon'],
      outcomes: [none('saba', { tokensRemoved: 10 }), none('maurya', { tokensRemoved: 5 }), none('babylon', { tokensRemoved: 5 })],
      annexed: { cities: 0, tokens: 10 },
    });
    expect(codes(r.violations)).toEqual(['ee/calamity/annexed-wrong']);
  });
});

describe('ee chapter 8 Slave Revolt: "Reduce cities until you have sufficient support"', () => {
  const setup = setupOf(3);
  // 5 cities and 12 tokens: at rate 4 (2 + 2) 12 tokens support 3 cities.
  const s = holding(setup, 'saba', ['slaveRevolt'], { saba: { cities: 5, census: 12 } });
  const revolt = (citiesReduced: number, tokensPlaced: number): EeEntry => ({
    kind: 'calamity',
    calamity: 'slaveRevolt',
    civ: 'saba',
    tradedBy: 'maurya',
    secondaries: [],
    outcomes: [none('saba', { citiesReduced, tokensPlaced })],
  });
  test.each([
    [1, 2, ['ee/cities/unsupported'], '4 cities need 16 tokens, 14 is short'],
    [2, 4, [], '3 cities, 16 tokens: supported (3 x 4 = 12)'],
    [1, 4, [], '4 cities, 16 tokens: supported with one reduction'],
    [3, 6, ['ee/calamity/reduced-too-many'], '2 cities, 18 tokens: one reduction fewer already supported 3 cities'],
  ] as const)('reduce %i cities placing %i tokens: %j (%s)', (reduced, placed, expected, _source) => {
    expect(codes(run(setup, s, revolt(reduced, placed)).violations)).toEqual(expected);
  });
  test('with Mythology the rate is 3 (ee chapter 9): no reduction needed for 12 tokens and 4 cities', () => {
    const m = holding(setup, 'saba', ['slaveRevolt'], { saba: { cities: 4, census: 12, held: ['mythology'] } });
    expect(run(setup, m, revolt(0, 0)).violations).toEqual([]);
    expect(codes(run(setup, m, revolt(1, 3)).violations)).toEqual(['ee/calamity/reduced-too-many']);
  });
});

describe('ee chapter 8 collateral losses of players who are not secondary victims', () => {
  const setup = setupOf(3);
  const s = (id: 'barbarianHordes' | 'volcanicEruption' | 'superstition') =>
    holding(setup, 'saba', [id], { saba: { cities: 4, census: 10 }, maurya: { cities: 2, census: 8 }, babylon: { cities: 1, census: 6 } });
  test('Barbarian Hordes: "If an area also contains tokens belonging to other players, these are involved in the conflict"', () => {
    const r = run(setup, s('barbarianHordes'), {
      kind: 'calamity',
      calamity: 'barbarianHordes',
      civ: 'saba',
      tradedBy: 'babylon',
      secondaries: [],
      outcomes: [none('saba', { citiesLost: 1, tokensRemoved: 3 }), none('maurya', { tokensRemoved: 2 })],
    });
    expect(r.violations).toEqual([]);
    expect(player(r.state, 'maurya')?.census).toBe(6);
  });
  test('Volcanic Eruption: "Destroy all units (irrespective of ownership)"; not more cities than held', () => {
    const e = (cities: number): EeEntry => ({
      kind: 'calamity',
      calamity: 'volcanicEruption',
      civ: 'saba',
      cityOnVolcano: true,
      secondaries: [],
      outcomes: [none('saba', { citiesDestroyed: 1 }), none('babylon', { citiesDestroyed: cities })],
    });
    expect(run(setup, s('volcanicEruption'), e(1)).violations).toEqual([]);
    expect(codes(run(setup, s('volcanicEruption'), e(2)).violations)).toEqual(['ee/calamity/more-than-held']);
  });
  test('Superstition strikes the primary victim only (ee chapter 8: "Unless clearly specified, the calamity only applies to the primary victim")', () => {
    const r = run(setup, s('superstition'), {
      kind: 'calamity',
      calamity: 'superstition',
      civ: 'saba',
      tradedBy: 'maurya',
      secondaries: [],
      outcomes: [none('saba', { citiesReduced: 3, tokensPlaced: 6 }), none('maurya', { tokensRemoved: 2 })],
    });
    expect(codes(r.violations)).toEqual(['ee/calamity/secondary-not-allowed']);
  });
});

describe('ee chapter 8 Treachery through the entry', () => {
  const setup = setupOf(3);
  test('the beneficiary (who traded it) annexes 1 city, 2 if the victim holds Diplomacy', () => {
    const s = holding(setup, 'saba', ['treachery'], { saba: { cities: 4, census: 10, held: ['diplomacy'] }, maurya: { cities: 2 } });
    const r = run(setup, s, {
      kind: 'calamity',
      calamity: 'treachery',
      civ: 'saba',
      tradedBy: 'maurya',
      secondaries: [],
      outcomes: [none('saba', { citiesLost: 2 })],
      annexed: { cities: 2, tokens: 0 },
    });
    expect(r.violations).toEqual([]);
    expect([player(r.state, 'saba')?.cities, player(r.state, 'maurya')?.cities]).toEqual([2, 4]);
    expect(
      codes(
        run(setup, s, {
          kind: 'calamity',
          calamity: 'treachery',
          civ: 'saba',
          tradedBy: 'maurya',
          secondaries: [],
          outcomes: [none('saba', { citiesLost: 1 })],
          annexed: { cities: 1, tokens: 0 },
        }).violations,
      ),
    ).toEqual(['ee/calamity/cities-wrong', 'ee/calamity/cities-wrong']);
  });
  test.each([
    [undefined, ['ee/calamity/annexed-wrong'], 'the annexed city must go to the beneficiary'],
    [{ cities: 1, tokens: 0 }, ['ee/calamity/annexed-wrong'], 'both cities lost are annexed'],
    [{ cities: 2, tokens: 3 }, ['ee/calamity/annexed-wrong'], 'no tokens were lost'],
  ] as const)('annexed %j: %j (%s)', (annexed, expected, _source) => {
    const s = holding(setup, 'saba', ['treachery'], { saba: { cities: 4, census: 10, held: ['diplomacy'] }, maurya: { cities: 2 } });
    const r = run(setup, s, {
      kind: 'calamity',
      calamity: 'treachery',
      civ: 'saba',
      tradedBy: 'maurya',
      secondaries: [],
      outcomes: [none('saba', { citiesLost: 2 })],
      ...(annexed === undefined ? {} : { annexed }),
    });
    expect(codes(r.violations)).toEqual(expected);
    expect(r.violations[0]?.params).toMatchObject({ civ: 'maurya', expectedCities: 2, expectedTokens: 0 });
  });
  test('a city is destroyed only when the beneficiary has no city in stock ("For each city that cannot be annexed")', () => {
    const s = holding(setup, 'saba', ['treachery'], { saba: { cities: 4, census: 10 }, maurya: { cities: 8 } });
    const r = run(setup, s, {
      kind: 'calamity',
      calamity: 'treachery',
      civ: 'saba',
      tradedBy: 'maurya',
      secondaries: [],
      outcomes: [none('saba', { citiesDestroyed: 1 })],
    });
    expect(codes(r.violations)).toEqual(['ee/calamity/cities-wrong']);
  });
  test('a city the beneficiary cannot annex is destroyed instead', () => {
    const s = holding(setup, 'saba', ['treachery'], { saba: { cities: 4, census: 10 }, maurya: { cities: 9 } });
    const r = run(setup, s, {
      kind: 'calamity',
      calamity: 'treachery',
      civ: 'saba',
      tradedBy: 'maurya',
      secondaries: [],
      outcomes: [none('saba', { citiesDestroyed: 1 })],
    });
    expect(r.violations).toEqual([]);
  });
});

describe('ee Phase 3 ships entry', () => {
  const setup = setupOf(3);
  const s = { ...stateWith(setup, 4, { saba: { census: 10, treasury: 5, ships: 2 } }), phase: 'populationExpansion' as const };
  test.each([
    [{ built: 1, maintained: 2, treasury: 2, tokens: 2 }, [], 'a new ship 2 + two maintained 1 each = 4'],
    [{ built: 2, maintained: 0, treasury: 1, tokens: 3 }, [], 'the ships not maintained are destroyed'],
    [{ built: 1, maintained: 0, treasury: 1, tokens: 0 }, ['ee/ships/payment-wrong'], 'a new ship costs 2'],
    [{ built: 3, maintained: 2, treasury: 5, tokens: 3 }, ['ee/ships/too-many'], 'at most 4 ships in play'],
    [{ built: 0, maintained: 3, treasury: 3, tokens: 0 }, ['ee/ships/too-many'], 'only ships in play can be maintained'],
    [{ built: 4, maintained: 0, treasury: 8, tokens: 0 }, ['ee/ships/treasury-short'], 'treasury 5'],
  ] as const)('%j: %j (%s)', (paid, expected, _why) => {
    expect(codes(run(setup, s, { kind: 'ships', civ: 'saba', ...paid }).violations)).toEqual(expected);
  });
  test('ee chapter 6, Phase 3: once ships are entered the movement phase is not listed as passed with nothing entered', () => {
    const ships: EeEntry = { kind: 'ships', civ: 'saba', built: 1, maintained: 1, treasury: 2, tokens: 1 };
    const r = run(setup, s, ships);
    const v = eeTurnView(r.state, [ships]);
    expect(v.steps.find((x) => x.phase === 'movement')).toMatchObject({ open: true, entered: true });
    expect(eePassedOpen(v, 'cityConstruction')).not.toContain('movement');
    // With nothing entered there, it is listed: the table can go back to it.
    expect(eePassedOpen(eeTurnView(r.state, []), 'cityConstruction')).toContain('movement');
  });
  test('the payment leaves treasury and board; ships in play = maintained + built', () => {
    const r = run(setup, s, { kind: 'ships', civ: 'saba', built: 1, maintained: 1, treasury: 2, tokens: 1 });
    expect([player(r.state, 'saba')?.ships, player(r.state, 'saba')?.treasury, player(r.state, 'saba')?.census]).toEqual([2, 3, 9]);
    expect(codes(run(setup, r.state, { kind: 'ships', civ: 'saba', built: 0, maintained: 0, treasury: 0, tokens: 0 }).violations)).toEqual([
      'ee/ships/already-entered',
    ]);
  });
});
