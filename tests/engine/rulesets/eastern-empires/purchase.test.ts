/**
 * ee Phase 12 through the purchase entry: the worked examples, colour credits (R-E2), Library,
 * Anatomy, Mining, Monument and Written Record (R-E5), Trade Empire, and the hand limit; then the
 * A.S.T. entry (ee Phase 13) and leaving the game (ee chapter 7).
 */
import { describe, expect, test } from 'vitest';
import { step } from '../../../../src/engine/log/replay';
import type { AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';
import type { EeEntry } from '../../../../src/engine/rulesets/eastern-empires/entries';
import { priceList, usableCredits } from '../../../../src/engine/rulesets/eastern-empires/entries/purchase';
import { EE_GAME, eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import type { EePlayer, EeState } from '../../../../src/engine/rulesets/eastern-empires/state';
import type { Violation } from '../../../../src/engine/types';

const setup: EeSetup = {
  players: (['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia', 'nubia'] as const).map((civ) => ({ name: civ, civ })),
  settings: DEFAULT_EE_SETTINGS,
};

/** Saba in turn 4 holding `held` since turn `since`, with treasury; hands kept last turn not entered. */
function saba(held: readonly AdvanceId[], treasury = 0, since = 1, more: Partial<EePlayer> = {}): EeState {
  const s = eeInitialState(setup);
  return {
    ...s,
    turn: 4,
    handsKnown: [], // nobody entered the hand he kept: each may hold up to his hand limit (hands.ts)
    players: s.players.map((p) => (p.civ === 'saba' ? { ...p, treasury, advances: Object.fromEntries(held.map((a) => [a, since])), ...more } : p)),
  };
}
const buy = (advances: readonly AdvanceId[], extra: Partial<Extract<EeEntry, { kind: 'purchase' }>> = {}): EeEntry => ({
  kind: 'purchase',
  civ: 'saba',
  advances,
  paid: {},
  treasury: 0,
  ...extra,
});
const codes = (vs: readonly Violation[]) => vs.map((v) => v.code);
const sabaOf = (s: EeState) => s.players.find((p) => p.civ === 'saba');

describe('ee Phase 12 worked examples through the entry', () => {
  test('example 1: John holds Music; Drama and Poetry + Mysticism cost 70 + 40 = 110', () => {
    expect(step(EE_GAME, setup, saba(['music'], 110), buy(['dramaAndPoetry', 'mysticism'], { treasury: 110 })).violations).toEqual([]);
    const short = step(EE_GAME, setup, saba(['music'], 110), buy(['dramaAndPoetry', 'mysticism'], { treasury: 109 }));
    expect(codes(short.violations)).toEqual(['ee/purchase/not-enough-funds']);
    expect(short.violations[0]?.params).toMatchObject({ due: 110, paid: 109 });
  });
  test('example 2: Flo holds Pottery and Masonry; Agriculture costs 90', () => {
    expect(step(EE_GAME, setup, saba(['pottery', 'masonry'], 90), buy(['agriculture'], { treasury: 90 })).violations).toEqual([]);
  });
  test('example 3: Michael holds Agriculture; Democracy costs 200', () => {
    const r = step(EE_GAME, setup, saba(['agriculture'], 0), buy(['democracy'], { paid: { silk: 3, pearls: 3, tea: 2 } })); // 81 + 81 + 32 = 194
    expect(r.violations[0]?.params).toMatchObject({ due: 200, paid: 194 });
  });
  test('credits of an advance bought this turn do not count yet (ee Phase 12: "cannot use credit tokens during the same turn")', () => {
    const s = saba(['music'], 80, 4); // Music bought this turn
    expect(codes(step(EE_GAME, setup, s, buy(['dramaAndPoetry'], { treasury: 70 })).violations)).toEqual(['ee/purchase/not-enough-funds']);
  });
  test.each([
    [{ silk: 3 }, 0, [], 'cards worth 81 for 70: no change, allowed'],
    [{ silk: 2 }, 34, [], '36 + 34 = 70 exactly'],
    [{ silk: 2 }, 35, ['ee/purchase/treasury-overspent'], 'one token fewer would still cover 70'],
    [{ silk: 3 }, 1, ['ee/purchase/treasury-overspent'], 'the cards alone cover it'],
    [{}, 111, ['ee/purchase/treasury-exceeds-holdings', 'ee/purchase/treasury-overspent'], 'more treasury than held'],
  ] as const)('Drama and Poetry (70 after Music) paid with %j and %i treasury: %j (%s)', (paid, treasury, expected, _why) => {
    expect(codes(step(EE_GAME, setup, saba(['music'], 110), buy(['dramaAndPoetry'], { paid, treasury })).violations)).toEqual(expected);
  });
});

describe('ee chapter 9 special purchase effects through the entry (R-E5)', () => {
  test('Library: 40 off one other advance bought with it, after credits', () => {
    // Library 220 - 5 green (Agriculture) = 215; Democracy 220 - 20 (Agriculture) - 40 = 160; total 375.
    const short = step(
      EE_GAME,
      setup,
      saba(['agriculture'], 0),
      buy(['library', 'democracy'], { libraryTarget: 'democracy', paid: { silk: 4, pearls: 5, flax: 2 } }),
    ); // 144 + 225 + 4
    expect(short.violations[0]?.params).toMatchObject({ due: 375, paid: 373 });
    expect(
      step(
        EE_GAME,
        setup,
        saba(['agriculture'], 0),
        buy(['library', 'democracy'], { libraryTarget: 'democracy', paid: { silk: 4, pearls: 5, stone: 1, hides: 2 } }),
      ).violations,
    ).toEqual([]);
  });
  test('Library target must be another advance of the same transaction', () => {
    expect(codes(step(EE_GAME, setup, saba([], 0), buy(['democracy'], { libraryTarget: 'democracy', paid: { silk: 4, pearls: 5 } })).violations)).toEqual([
      'ee/purchase/library-target',
    ]);
  });
  test('Anatomy: one science advance under 100 for free (Written Record counts: R-E5)', () => {
    const ok = step(
      EE_GAME,
      setup,
      saba([], 0),
      buy(['anatomy'], { anatomyFree: 'writtenRecord', freeCredits: { writtenRecord: { blue: 10 } }, paid: { silk: 4, pearls: 5 } }),
    );
    expect(ok.violations).toEqual([]);
    expect(Object.keys(sabaOf(ok.state)?.advances ?? {}).sort()).toEqual(['anatomy', 'writtenRecord']);
    const bad = step(EE_GAME, setup, saba([], 0), buy(['anatomy'], { anatomyFree: 'cartography', paid: { silk: 4, pearls: 5 } }));
    expect(codes(bad.violations)).toEqual(['ee/purchase/anatomy-choice']);
  });
  test("Monument: 20 credit points in colours of the owner's choice, usable from the next turn", () => {
    const r = step(EE_GAME, setup, saba([], 0), buy(['monument'], { freeCredits: { monument: { red: 15, blue: 5 } }, paid: { silk: 4, dye: 4 } }));
    expect(r.violations).toEqual([]);
    const p = sabaOf(r.state);
    expect(p === undefined ? undefined : usableCredits(p, 4, 7)).toEqual({ green: 0, blue: 0, orange: 0, red: 0, yellow: 0 });
    expect(p === undefined ? undefined : usableCredits(p, 5, 7)).toEqual({ green: 0, blue: 5, orange: 10, red: 15, yellow: 10 });
  });
  test('Monument and Written Record must be given exactly their points', () => {
    const r = step(EE_GAME, setup, saba([], 100), buy(['writtenRecord'], { freeCredits: { writtenRecord: { red: 15 } }, treasury: 60 }));
    expect(codes(r.violations)).toEqual(['ee/purchase/free-credits']);
  });
  test('Mining: a treasury token is worth 2; 23 tokens pay 45 (exceeding by exactly 1), 24 overspend', () => {
    // Calendar 180 - 10 green (Astronavigation) - 10 specific (Astronavigation) ... held since turn 1
    const held: AdvanceId[] = ['mining', 'astronavigation'];
    const due = 180 - 10 - 10 - 5; // green 10 + 5 (Mining gives green 5) = 15; specific 10: 155
    expect(step(EE_GAME, setup, saba(held, 80), buy(['calendar'], { treasury: Math.ceil(due / 2) })).violations).toEqual([]);
    expect(codes(step(EE_GAME, setup, saba(held, 80), buy(['calendar'], { treasury: Math.ceil(due / 2) + 1 })).violations)).toEqual([
      'ee/purchase/treasury-overspent',
    ]);
    expect(codes(step(EE_GAME, setup, saba(['astronavigation'], 80), buy(['calendar'], { treasury: 78 })).violations)).toEqual([
      'ee/purchase/not-enough-funds',
    ]);
  });
  test('Trade Empire: a substitute card completes an incomplete set; only with Trade Empire from an earlier turn', () => {
    // Democracy 220: 3 Salt + 1 Cotton as 4 Salt = 48; with 4 Silk (144) and 2 Tea (32): 224.
    const paid = { salt: 3, cotton: 1, silk: 4, tea: 2 } as const;
    expect(step(EE_GAME, setup, saba(['tradeEmpire'], 0), buy(['democracy'], { paid, substitute: { card: 'cotton', forSet: 'salt' } })).violations).toEqual([]);
    expect(codes(step(EE_GAME, setup, saba([], 0), buy(['democracy'], { paid, substitute: { card: 'cotton', forSet: 'salt' } })).violations)).toEqual([
      'ee/purchase/substitute-without-trade-empire',
    ]);
    expect(
      codes(
        step(
          EE_GAME,
          setup,
          saba(['tradeEmpire'], 0),
          buy(['democracy'], { paid: { salt: 3, flax: 1, silk: 4, tea: 3 }, substitute: { card: 'flax', forSet: 'salt' } }),
        ).violations,
      ),
    ).toEqual(['ee/purchase/substitute-lower-value']);
  });
  test('one copy of each advance, one transaction per turn', () => {
    expect(codes(step(EE_GAME, setup, saba(['music'], 100), buy(['music'], { treasury: 70 })).violations)).toContain('ee/purchase/already-held');
    const once = step(EE_GAME, setup, saba([], 100), buy(['mysticism'], { treasury: 50 }));
    expect(codes(step(EE_GAME, setup, once.state, buy(['pottery'], { treasury: 50 })).violations)).toEqual(['ee/purchase/already-purchased']);
  });
});

describe('ee Phase 12 hand limit', () => {
  test.each([
    [[], { silk: 4, pearls: 4 }, []],
    [[], { silk: 4, pearls: 5 }, ['ee/hand/over-limit']],
    [['roadbuilding'], { silk: 4, pearls: 5 }, []],
    [[], { silk: 5 }, ['ee/hand/set-too-large']],
  ] as const)('holding %j, keeping %j: %j', (held, cards, expected) => {
    expect(codes(step(EE_GAME, setup, saba(held), { kind: 'hand', civ: 'saba', cards }).violations)).toEqual(expected);
  });
});

describe('ee Phase 13 A.S.T. entry', () => {
  test('every marker moves if its player meets the next space; the turn ends', () => {
    const s = saba(['pottery', 'masonry', 'mysticism'], 0, 1, { ast: 7, cities: 3 });
    const r = step(EE_GAME, setup, { ...s, players: s.players.map((p) => (p.civ === 'maurya' ? { ...p, ast: 4, cities: 1 } : p)) }, { kind: 'ast' });
    expect(r.state.players.map((p) => [p.civ, p.ast])).toEqual([
      ['saba', 8],
      ['maurya', 4], // Early Bronze Age needs 2 cities
      ['babylon', 1],
      ['dravidia', 1],
      ['kushan', 1],
      ['persia', 1],
      ['nubia', 1],
    ]);
    expect([r.state.turn, r.state.phase, r.state.ended]).toEqual([5, null, null]);
  });
  test('ee Phase 9b: the turn cannot end while a kept calamity is unresolved', () => {
    const s = {
      ...saba([]),
      selections: [{ civ: 'saba' as const, kept: ['famine' as const, 'piracy' as const] }],
      resolved: [{ civ: 'saba' as const, calamity: 'famine' as const }],
    };
    const r = step(EE_GAME, setup, s, { kind: 'ast' });
    expect(codes(r.violations)).toEqual(['ee/calamity/unresolved']);
    expect(r.violations[0]?.params).toEqual({ civ: 'saba', calamity: 'piracy' });
    expect(
      step(EE_GAME, setup, { ...s, resolved: [...s.resolved, { civ: 'saba' as const, calamity: 'piracy' as const }] }, { kind: 'ast' }).violations,
    ).toEqual([]);
  });
  test('the turn limit ends the game (ee chapter 4, "Setting game limits")', () => {
    const limited: EeSetup = { ...setup, settings: { ...DEFAULT_EE_SETTINGS, turnLimit: 4 } };
    expect(step(EE_GAME, limited, saba([]), { kind: 'ast' }).state.ended).toEqual({ reason: 'turnLimit', turn: 4 });
  });
  test('after the end every entry is refused', () => {
    const ended = { ...saba([]), ended: { reason: 'lateIronAge' as const, turn: 4 } };
    expect(codes(step(EE_GAME, setup, ended, { kind: 'ast' }).violations)).toEqual(['ee/game/ended']);
  });
});

describe('ee chapter 7 leaving the game', () => {
  test('advances, credits and cards are discarded; the player takes part in nothing more', () => {
    const s0 = saba(['music', 'monument'], 12);
    const s = { ...s0, players: s0.players.map((p) => (p.civ === 'maurya' ? { ...p, census: 6 } : p)) };
    const r = step(EE_GAME, setup, s, { kind: 'leave', civ: 'saba', others: { maurya: { cities: 0, tokens: 6 } } });
    expect(r.violations).toEqual([]);
    expect(sabaOf(r.state)).toMatchObject({ status: 'left', advances: {}, chosenCredits: [], cities: 0, treasury: 0 });
    expect(r.state.players.find((p) => p.civ === 'maurya')?.census).toBe(6);
    expect(codes(step(EE_GAME, setup, r.state, { kind: 'hand', civ: 'saba', cards: {} }).violations)).toEqual(['ee/player/left']);
    expect(codes(step(EE_GAME, setup, r.state, { kind: 'leave', civ: 'saba' }).violations)).toEqual(['ee/leave/already-left']);
  });

  test.each([
    [{ maurya: { cities: 0, tokens: 6 } }, [], "ee chapter 7: Maurya's units left the out-of-play areas"],
    [{ maurya: { cities: 1, tokens: 1 } }, ['ee/cities/unsupported'], 'ee chapter 7: "an additional check for city support" (ee Phase 5c: 2 per city)'],
    [{ maurya: { cities: 2, tokens: 4 } }, ['ee/leave/cities-gained'], 'ee chapter 7: cities in out-of-play areas are replaced with tokens, never gained'],
    [{ maurya: { cities: 0, tokens: 9 } }, [], 'ee chapter 7: his city there is replaced with 5 tokens (4 + 5)'],
    [{ maurya: { cities: 0, tokens: 10 } }, ['ee/leave/tokens-gained'], 'ee chapter 7: no token gained beyond the 5 that replace a city'],
    [{ saba: { cities: 0, tokens: 0 } }, ['ee/player/left'], 'ee chapter 7: the leaving player is not among the others'],
  ] as const)('others %j: %j (%s)', (others, expected, _source) => {
    const s = saba([], 0, 1, { cities: 2, census: 10 });
    const withMaurya = { ...s, players: s.players.map((p) => (p.civ === 'maurya' ? { ...p, cities: 1, census: 4 } : p)) };
    expect(codes(step(EE_GAME, setup, withMaurya, { kind: 'leave', civ: 'saba', others }).violations)).toEqual(expected);
  });
});

describe('ee Phase 12 price list for a purchase screen', () => {
  test('every advance not held, priced with credits from earlier turns and the 5-player starting credits', () => {
    const five: EeSetup = { players: setup.players.slice(0, 5), settings: DEFAULT_EE_SETTINGS };
    const s = eeInitialState(five);
    const p = { ...s.players[0]!, advances: { music: 1 } };
    const list = priceList(p, 2, 5);
    expect(list.length).toBe(50);
    expect(list.find((x) => x.advance === 'dramaAndPoetry')?.price).toBe(60); // 80 - (10 start + 10 Music) blue
    expect(list.find((x) => x.advance === 'pottery')?.price).toBe(50); // 60 - 10 start orange
  });
});
