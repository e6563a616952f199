/**
 * A hand kept sealed (advciv 31.71: the count is public; 27.4, 28.3: the cards are secret): a phone
 * bound to one player's seat enters the count only and shows the cards at the end (35.1 B).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseRecord } from '../../../../src/engine/record';
import { replay } from '../../../../src/engine/log/replay';
import { ADVCIV_GAME } from '../../../../src/engine/rulesets/advciv/game';
import { drawnStacksAllowed, stackSizes } from '../../../../src/engine/rulesets/advciv/calc/deck';
import { canHoldCommodity, handCountOf } from '../../../../src/engine/rulesets/advciv/calc/hands';
import { parseAdvCivEntry } from '../../../../src/engine/rulesets/advciv/parse';
import { drawRows, handsWithoutPurchase } from '../../../../src/engine/rulesets/advciv/views/forms';
import { playerViews } from '../../../../src/engine/rulesets/advciv/views/players';
import { scoreView } from '../../../../src/engine/rulesets/advciv/views';
import { rulesetOf } from '../../../../src/engine/rulesets/advciv/entries/context';
import { sealOf, unrevealedHands } from '../../../../src/engine/rulesets/advciv/entries/hand-reveal';
import { hostReceive } from '../../../../src/link/host';
import { seatsOf } from '../../../../src/link/session';
import { da, en } from '../../../../src/ui/messages/catalog';
import { seatedTable } from '../../../link/seated-table';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import type { AdvCivSetup } from '../../../../src/engine/rulesets/advciv/setup';
import type { NationId } from '../../../../src/engine/rulesets/advciv/nations';
import type { AdvCivState, Hand } from '../../../../src/engine/rulesets/advciv/state';
import type { LoggedEntry } from '../../../../src/engine/types';
import { check, codes, play, rules, setupOf, stateOf } from './helpers';

// Turn 2 after the draws: Africa kept two Grain last turn and drew from stacks 1-3; Italy kept nothing
// and drew from stacks 1-2 (2 cards, too few to trade: 28.3); Crete kept three Ochre and drew 1-3.
const THREE: readonly NationId[] = ['africa', 'italy', 'crete'];
const setup = setupOf(THREE);
const kept: Partial<Record<NationId, Hand>> = { africa: { grain: 2 }, crete: { ochre: 3 } };
const drawn = (handsKnown: readonly NationId[] = THREE): AdvCivState =>
  stateOf(setup, Object.fromEntries(THREE.map((n) => [n, { cities: n === 'italy' ? 2 : 3, hand: kept[n] ?? {}, treasury: 10 }])), {
    turn: 2,
    phase: 'trade-cards',
    draws: [
      { nation: 'italy', stacks: [1, 2], bought: 0 },
      { nation: 'africa', stacks: [1, 2, 3], bought: 0 },
      { nation: 'crete', stacks: [1, 2, 3], bought: 0 },
    ],
    handsKnown,
  });
const sealed = (nation: NationId, count: number): AdvCivEntry => ({ kind: 'hand', nation, sealed: true, count });
const keep = (nation: NationId, cards: Hand): AdvCivEntry => ({ kind: 'hand', nation, cards });
const buy = (nation: NationId, paid: Hand): AdvCivEntry => ({ kind: 'purchase', nation, cards: [], paid, treasury: 0, mining: null });
const reveal = (nation: NationId, cards: Hand): AdvCivEntry => ({ kind: 'hand-reveal', nation, cards });

describe('advciv 31.71 a sealed hand: the count is checked, the cards are never asked for', () => {
  test('31.71 a sealed hand of the cards he holds is recorded without its cards; the players view shows the count', () => {
    expect(codes(check(setup, drawn(), sealed('italy', 2)))).toEqual([]);
    const s = play(setup, drawn(), [sealed('italy', 2)]);
    const italy = s.players.find((p) => p.nation === 'italy');
    expect(italy?.hand).toEqual({});
    expect(italy?.sealed?.count).toBe(2);
    expect(playerViews(setup, s).find((v) => v.player.nation === 'italy')?.handCards).toBe(2);
  });
  test('31.71 a sealed hand over the hand limit of eight is refused', () => {
    // Nothing bounds the cards held when last turn's hands were not entered: the limit alone refuses.
    const v = check(setup, drawn([]), sealed('africa', 9));
    expect(codes(v)).toEqual(['hand/over-limit']);
    expect(rules(v)).toContain('31.71');
    expect(codes(check(setup, drawn([]), sealed('africa', 8)))).toEqual([]);
  });
  test('31.71 a sealed hand of more cards than he can hold after his purchase is refused (Italy holds 2)', () => {
    const v = check(setup, drawn(), sealed('italy', 3));
    expect(codes(v)).toEqual(['hand/more-than-held']);
    expect(rules(v)).toContain('31.71');
    const after = play(setup, drawn(), [buy('italy', { ochre: 1 })]);
    expect(codes(check(setup, after, sealed('italy', 2)))).toEqual(['hand/more-than-held']);
    expect(codes(check(setup, after, sealed('italy', 1)))).toEqual([]);
  });
  test('31.71 an open hand entry is checked by commodity as before (no Gold without stack 9)', () => {
    expect(codes(check(setup, drawn(), keep('italy', { gold: 1 })))).toEqual(['hand/commodity-not-held']);
  });
});

describe('advciv 31.1, 28.3 next turn a sealed hand bounds by its count and its possible cards, and refuses nothing legal', () => {
  // Italy sealed his 2 cards (drawn from stacks 1 and 2: Ochre or Hides, Iron or Papyrus); Africa and
  // Crete kept theirs openly. Turn 3, no draws yet.
  const turn3 = (): AdvCivState => play(setup, drawn(), [keep('africa', { grain: 2 }), sealed('italy', 2), keep('crete', { ochre: 3 }), { kind: 'ast' }]);
  test('31.71 the count is known next turn: Italy keeps 2', () => {
    expect(handCountOf(turn3(), 'italy')).toMatchObject({ kept: 2 });
  });
  test('31.1 paying with cards the sealed hand can hold is accepted without knowing them', () => {
    expect(codes(check(setup, turn3(), buy('italy', { hides: 1, papyrus: 1 })))).toEqual([]);
    expect(codes(check(setup, turn3(), buy('italy', { ochre: 1, iron: 1 })))).toEqual([]);
  });
  test('31.1 but not more cards than its count, nor a commodity it cannot hold (Gold)', () => {
    expect(codes(check(setup, turn3(), buy('italy', { hides: 1, ochre: 1, iron: 1 })))).toContain('purchase/more-than-held');
    expect(codes(check(setup, turn3(), buy('italy', { gold: 1 })))).toContain('purchase/commodity-not-held');
  });
  test('31.71 no purchase for everyone left keeps a sealed hand sealed, by its count; an open hand by its cards', () => {
    expect(handsWithoutPurchase(setup, turn3(), ['italy', 'africa']).map((h) => [h.nation, h.hand, h.entry])).toEqual([
      ['italy', null, { kind: 'hand', nation: 'italy', sealed: true, count: 2 }],
      ['africa', { grain: 2 }, { kind: 'hand', nation: 'africa', cards: { grain: 2 } }],
    ]);
  });
  test('28.3 a commodity named in a trade may be one the sealed hand can hold; one it cannot is known not held', () => {
    const r = rulesetOf(setup);
    expect(canHoldCommodity(r, turn3(), 'italy', 'papyrus')).toBe(true);
    expect(canHoldCommodity(r, turn3(), 'italy', 'grain')).toBe(false);
  });
});

describe('advciv 27.21 stacks a sealed hand may have emptied', () => {
  test('27.21 with nothing in doubt, the stacks entered must be exactly those owed', () => {
    expect(drawnStacksAllowed([1, 2, 3], [1, 2, 3], [1, 2, 3], 'principal')).toBe(true);
    expect(drawnStacksAllowed([1, 3], [1, 2, 3], [1, 2, 3], 'principal')).toBe(false);
  });
  test('27.21 a stack in doubt may be drawn from or skipped; a stack surely holding cards may not be skipped', () => {
    // Stack 2 may be empty (owed [1, 3] if the sealed cards emptied it, [1, 2, 3] if not).
    expect(drawnStacksAllowed([1, 2, 3], [1, 2, 3], [1, 3], 'principal')).toBe(true);
    expect(drawnStacksAllowed([1, 3], [1, 2, 3], [1, 3], 'principal')).toBe(true);
    expect(drawnStacksAllowed([1, 2], [1, 2, 3], [1, 3], 'principal')).toBe(false);
    expect(drawnStacksAllowed([1, 3, 4], [1, 2, 3], [1, 3], 'principal')).toBe(false);
  });
  test('27.21 the draw entry follows: the stack a sealed hand may have emptied may be drawn from or skipped', () => {
    // Italy sealed 8 cards that could all be Ochre or Hides (stack 1): at the restack (31.81) they may
    // all be out of stack 1, or none of them.
    const r = rulesetOf(setup);
    const before: AdvCivState = stateOf(
      setup,
      { italy: { cities: 2, sealed: { count: 8, max: { ochre: 7, hides: 7 }, turn: 2 } } },
      { turn: 3, handsKnown: THREE },
    );
    const s = play(setup, before, [{ kind: 'ast' }]);
    expect(s.stackOut[0]).toBe(0);
    expect(s.stackOutMax?.slice(0, 2)).toEqual([8, 0]);
    // Later, the other players' draws have taken all but 8 cards of stack 1: it may be empty.
    const size = stackSizes(r.stacks, r.commodities, r.calamities)[0] ?? 0;
    const late: AdvCivState = { ...s, stackOut: [size - 8, 0, 0, 0, 0, 0, 0, 0, 0], stackOutMax: [size, 0, 0, 0, 0, 0, 0, 0, 0] };
    const draw = (stacks: number[]): AdvCivEntry => ({ kind: 'trade-cards', nation: 'italy', stacks, bought: 0 });
    const alone = { ...late, players: late.players.map((p) => (p.nation === 'italy' ? p : { ...p, cities: 0 })) };
    expect(codes(check(setup, alone, draw([1, 2])))).toEqual([]);
    expect(codes(check(setup, alone, draw([2])))).toEqual([]);
    // Stack 2 surely has cards: skipping it is refused.
    expect(codes(check(setup, alone, draw([1])))).toEqual(['trade/wrong-stacks']);
    // The draw form offers the stack in doubt to be ticked empty, and only that one.
    expect(drawRows(setup, alone, ['italy'])[0]).toMatchObject({ stacks: [1, 2], inDoubt: [1] });
    expect(drawRows(setup, s, ['italy'])[0]?.inDoubt).toBeUndefined();
  });
});

describe('advciv 27.21 a stack in doubt found empty stays empty for the turn', () => {
  // Italy sealed 8 cards that may all be out of stack 1; the draws so far left 8 cards in it at most.
  const r = rulesetOf(setup);
  const size = stackSizes(r.stacks, r.commodities, r.calamities)[0] ?? 0;
  const base = play(
    setup,
    stateOf(setup, { italy: { cities: 2, sealed: { count: 8, max: { ochre: 7, hides: 7 }, turn: 2 } }, crete: { cities: 3 } }, { turn: 3, handsKnown: THREE }),
    [{ kind: 'ast' }],
  );
  const late: AdvCivState = {
    ...base,
    players: base.players.map((p) => (p.nation === 'africa' ? { ...p, cities: 0 } : p)),
    stackOut: [size - 8, 0, 0, 0, 0, 0, 0, 0, 0],
    stackOutMax: [size, 0, 0, 0, 0, 0, 0, 0, 0],
  };
  const draw = (nation: NationId, stacks: number[]): AdvCivEntry => ({ kind: 'trade-cards', nation, stacks, bought: 0 });
  test('27.21 before any player finds it empty, the later player may still draw from it', () => {
    expect(drawRows(setup, late, ['italy', 'crete'])[1]).toMatchObject({ stacks: [1, 2, 3], inDoubt: [1] });
    const drawnFrom = play(setup, late, [draw('italy', [1, 2])]);
    expect(codes(check(setup, drawnFrom, draw('crete', [1, 2, 3])))).toEqual([]);
  });
  test('27.21 once a draw found it empty, a later draw from it is refused and it is no longer in doubt', () => {
    const s = play(setup, late, [draw('italy', [2])]);
    expect(codes(check(setup, s, draw('crete', [1, 2, 3])))).toEqual(['trade/wrong-stacks']);
    expect(rules(check(setup, s, draw('crete', [1, 2, 3])))).toContain('27.21');
    expect(codes(check(setup, s, draw('crete', [2, 3])))).toEqual([]);
    expect(drawRows(setup, s, ['italy', 'crete'])[1]).toMatchObject({ stacks: [2, 3] });
    expect(drawRows(setup, s, ['italy', 'crete'])[1]?.inDoubt).toBeUndefined();
  });
  test('27.21 the next turn starts from the restack again (31.81): the stack is no longer known empty', () => {
    const s = play(setup, late, [draw('italy', [2])]);
    expect(s.stackOut[0]).toBe(size);
    expect(play(setup, s, [{ kind: 'ast' }]).stackOut[0]).toBe(0);
  });
});

describe('advciv 35.1 B the sealed hand is revealed at the end and scored', () => {
  const ended = (): AdvCivState =>
    play(setupOf(THREE, { turnLimit: 2 }), drawn(), [keep('africa', { grain: 2 }), sealed('italy', 2), keep('crete', { ochre: 3 }), { kind: 'ast' }]);
  const lim = setupOf(THREE, { turnLimit: 2 });
  test('35.1 B until revealed the score says the hand is not yet revealed, not 0', () => {
    const s = ended();
    expect(s.ended).not.toBeNull();
    const row = scoreView(lim, s).find((r) => r.nation === 'italy');
    expect(row?.commodities).toBeNull();
    expect(row?.unrevealed).toBe(2);
    expect(scoreView(lim, s).find((r) => r.nation === 'africa')).toMatchObject({ commodities: 16, unrevealed: null }); // 35.1 B: a set of two Grain (4) = 16
  });
  test('35.1 B the cards revealed count as sets (one Hides 1 + one Papyrus 2 = 3)', () => {
    const s = play(lim, ended(), [reveal('italy', { hides: 1, papyrus: 1 })]);
    const row = scoreView(lim, s).find((r) => r.nation === 'italy');
    expect(row).toMatchObject({ commodities: 3, unrevealed: null });
  });
  test('31.71, 35.1 B a sealed hand of no cards holds no secret: scored 0, no reveal asked', () => {
    const s = play(lim, drawn(), [keep('africa', { grain: 2 }), sealed('italy', 0), keep('crete', { ochre: 3 }), { kind: 'ast' }]);
    expect(s.ended).not.toBeNull();
    expect(scoreView(lim, s).find((r) => r.nation === 'italy')).toMatchObject({ commodities: 0, unrevealed: null, provisional: null });
    expect(unrevealedHands(s)).toEqual([]);
    expect(codes(check(lim, s, reveal('italy', {})))).toEqual(['hand/not-sealed']);
  });
  test('35.2, 35.1 B places from totals leaving a sealed hand out are provisional until it is revealed', () => {
    const s = ended();
    expect(scoreView(lim, s).map((r) => r.provisional)).toEqual([['italy'], ['italy'], ['italy']]);
    expect(scoreView(lim, s).every((r) => r.place !== null)).toBe(true);
    const shown = play(lim, s, [reveal('italy', { hides: 1, papyrus: 1 })]);
    expect(scoreView(lim, shown).map((r) => r.provisional)).toEqual([null, null, null]);
  });
  test('35.1, 27.4 the cards are not revealed before the end', () => {
    const s = play(setup, drawn(), [sealed('italy', 2)]);
    const v = check(setup, s, reveal('italy', { hides: 1, papyrus: 1 }));
    expect(codes(v)).toEqual(['hand/reveal-before-end']);
    expect(rules(v)).toContain('35.1');
  });
  test('31.71 the cards revealed are the sealed hand: same count, cards it could hold, only once', () => {
    const s = ended();
    expect(codes(check(lim, s, reveal('italy', { hides: 1 })))).toEqual(['hand/reveal-count']);
    expect(rules(check(lim, s, reveal('italy', { hides: 1 })))).toContain('31.71');
    expect(codes(check(lim, s, reveal('italy', { hides: 1, gold: 1 })))).toEqual(['hand/commodity-not-held']);
    expect(codes(check(lim, s, reveal('africa', { grain: 2 })))).toEqual(['hand/not-sealed']);
    // 27.2: one draw from stack 1 gives one Ochre at most.
    expect(codes(check(lim, s, reveal('italy', { ochre: 2 })))).toEqual(['hand/commodity-not-held']);
    const shown = play(lim, s, [reveal('italy', { ochre: 1, iron: 1 })]);
    expect(codes(check(lim, shown, reveal('italy', { ochre: 1, iron: 1 })))).toEqual(['hand/not-sealed']);
  });
});

describe('the sealed hand in records', () => {
  test('parse reads the sealed form and the reveal', () => {
    expect(parseAdvCivEntry({ kind: 'hand', nation: 'italy', sealed: true, count: 3 })).toEqual({
      ok: true,
      value: { kind: 'hand', nation: 'italy', sealed: true, count: 3 },
    });
    expect(parseAdvCivEntry({ kind: 'hand-reveal', nation: 'italy', cards: { salt: 3 } })).toEqual({
      ok: true,
      value: { kind: 'hand-reveal', nation: 'italy', cards: { salt: 3 } },
    });
  });
  test.each([
    ['sealed without a count', { kind: 'hand', nation: 'italy', sealed: true }, 'count'],
    ['sealed other than true', { kind: 'hand', nation: 'italy', sealed: false, count: 2 }, 'sealed'],
    ['a sealed hand carrying cards', { kind: 'hand', nation: 'italy', sealed: true, count: 2, cards: { salt: 2 } }, 'cards'],
    ['a count without sealed', { kind: 'hand', nation: 'italy', count: 2, cards: {} }, 'count'],
    ['a negative count', { kind: 'hand', nation: 'italy', sealed: true, count: -1 }, 'count'],
    ['a reveal without cards', { kind: 'hand-reveal', nation: 'italy' }, 'cards'],
  ])('refuses %s', (_what, raw, path) => {
    const r = parseAdvCivEntry(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContainEqual(expect.objectContaining({ path }));
  });
});

describe('advciv 35.1 B the golden game with every hand sealed and revealed scores the same', () => {
  const raw: unknown = JSON.parse(readFileSync(new URL('../../../fixtures/games/advciv-golden-5p-10t.json', import.meta.url), 'utf8'));
  const parsed = parseRecord(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const golden = parsed.value.setup as AdvCivSetup;
  const entries = parsed.value.entries as readonly LoggedEntry<AdvCivEntry>[];
  const open = replay(ADVCIV_GAME, golden, entries);
  const hands = entries
    .map((e) => e.entry)
    .filter((e): e is Extract<AdvCivEntry, { kind: 'hand' }> & { cards: Hand } => e.kind === 'hand' && e.sealed !== true);
  const sealedLog: LoggedEntry<AdvCivEntry>[] = entries.map((e) =>
    e.entry.kind === 'hand' && e.entry.sealed !== true && e.entry.unknown !== true
      ? { ...e, entry: { kind: 'hand', nation: e.entry.nation, sealed: true, count: Object.values(e.entry.cards).reduce((n, k) => n + (k ?? 0), 0) } }
      : e,
  );
  const sealedGame = replay(ADVCIV_GAME, golden, sealedLog);
  test('old full-hand records replay as before: no sealed hand, no stack in doubt', () => {
    expect(open.violations).toEqual([]);
    expect(open.state.players.every((p) => p.sealed === undefined)).toBe(true);
    expect(open.state.stackOutMax).toBeUndefined();
  });
  test('35.1 B sealed: every entry valid; the totals leave the hands out until revealed', () => {
    expect(hands.length).toBeGreaterThan(0);
    expect(sealedGame.violations).toEqual([]);
    expect(scoreView(golden, sealedGame.state).find((r) => r.nation === 'africa')).toMatchObject({ commodities: null, unrevealed: 2 });
  });
  test('35.1 B once every sealed hand is revealed, the scores and places equal the open game’s', () => {
    const last = sealedLog.at(-1)?.at ?? '';
    const shown = replay(ADVCIV_GAME, golden, [
      ...sealedLog,
      // 31.71: a hand of no cards holds no secret and is not revealed.
      ...hands
        .filter((h) => Object.values(h.cards).some((k) => (k ?? 0) > 0))
        .map((h) => ({ at: last, entry: { kind: 'hand-reveal' as const, nation: h.nation, cards: h.cards } })),
    ]);
    expect(shown.violations).toEqual([]);
    expect(scoreView(golden, shown.state)).toEqual(scoreView(golden, open.state));
  });
});

describe('advciv 15.62 leaving from the player’s own phone keeps the cards retained sealed', () => {
  // 15.62: the nation retains one card per city at random; the attacker of an inert city later draws
  // one of them unseen, so they stay secret: the sealed leave gives their count only.
  const lim = setupOf(THREE, { turnLimit: 2 });
  const leaveSealed = (nation: NationId, count: number): AdvCivEntry => ({ kind: 'leave', nation, sealed: true, count });
  test('15.62 a sealed leave of one card per city is recorded without its cards; the nation is inert', () => {
    expect(codes(check(setup, drawn(), leaveSealed('crete', 3)))).toEqual([]);
    const crete = play(setup, drawn(), [leaveSealed('crete', 3)]).players.find((p) => p.nation === 'crete');
    expect(crete).toMatchObject({ status: 'inert', hand: {}, sealed: { count: 3 } });
  });
  test('15.62 a sealed leave of more cards than cities is refused, as the open one', () => {
    const v = check(setup, drawn(), leaveSealed('italy', 3));
    expect(codes(v)).toEqual(['hand/over-limit']);
    expect(rules(v)).toContain('15.62');
    expect(codes(check(setup, drawn(), { kind: 'leave', nation: 'italy', hand: { salt: 3 } }))).toEqual(['hand/over-limit']);
  });
  test('35.1 B the cards retained are revealed at the end within what he could hold and scored', () => {
    // Italy kept nothing and drew from stacks 1 and 2, too few cards to trade (28.3): Ochre or Hides, Iron or Papyrus.
    const s = play(lim, drawn(), [leaveSealed('italy', 2), keep('africa', { grain: 2 }), keep('crete', { ochre: 3 }), { kind: 'ast' }]);
    expect(s.ended).not.toBeNull();
    expect(scoreView(lim, s).find((r) => r.nation === 'italy')).toMatchObject({ commodities: null, unrevealed: 2 });
    expect(codes(check(lim, s, reveal('italy', { hides: 1, gold: 1 })))).toEqual(['hand/commodity-not-held']);
    expect(codes(check(lim, s, reveal('italy', { hides: 1 })))).toEqual(['hand/reveal-count']);
    const shown = play(lim, s, [reveal('italy', { hides: 1, papyrus: 1 })]);
    // One Hides (1) and one Papyrus (2), each a set of one: 3.
    expect(scoreView(lim, shown).find((r) => r.nation === 'italy')).toMatchObject({ commodities: 3, unrevealed: null });
  });
  test('15.62 parse reads the sealed leave and refuses one carrying its cards; the open leave parses as before', () => {
    expect(parseAdvCivEntry({ kind: 'leave', nation: 'crete', sealed: true, count: 2 })).toEqual({
      ok: true,
      value: { kind: 'leave', nation: 'crete', sealed: true, count: 2 },
    });
    expect(parseAdvCivEntry({ kind: 'leave', nation: 'crete', hand: { salt: 1 } })).toEqual({
      ok: true,
      value: { kind: 'leave', nation: 'crete', hand: { salt: 1 } },
    });
    for (const [raw, path] of [
      [{ kind: 'leave', nation: 'crete', sealed: true, count: 2, hand: { salt: 2 } }, 'hand'],
      [{ kind: 'leave', nation: 'crete', sealed: true }, 'count'],
      [{ kind: 'leave', nation: 'crete', count: 2 }, 'count'],
    ] as const) {
      const r = parseAdvCivEntry(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toContainEqual(expect.objectContaining({ path }));
    }
  });
});

describe('issue 24: advciv 35.1 B a sealed hand is committed: the reveal must match its seal', () => {
  const lim = setupOf(THREE, { turnLimit: 2 });
  // Italy keeps Hides 1 + Papyrus 1 sealed with the salt its phone drew (the engine is given it).
  const SALT = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
  const kept: Hand = { hides: 1, papyrus: 1 };
  const withSeal: AdvCivEntry = { kind: 'hand', nation: 'italy', sealed: true, count: 2, seal: sealOf(SALT, kept) };
  const ended = (): AdvCivState => play(lim, drawn(), [keep('africa', { grain: 2 }), withSeal, keep('crete', { ochre: 3 }), { kind: 'ast' }]);
  const revealWith = (cards: Hand, salt?: string): AdvCivEntry => ({ kind: 'hand-reveal', nation: 'italy', cards, ...(salt === undefined ? {} : { salt }) });

  test('35.1 B a better hand of the same count, within what he could hold, is refused: not the cards kept (hand/reveal-seal)', () => {
    const s = ended();
    // Iron in place of Papyrus: two cards, each of a commodity he could hold (SealedHand.max).
    const other: Hand = { hides: 1, iron: 1 };
    expect(codes(check(lim, s, revealWith(other)))).toEqual([]); // the bounds alone let it through: the hole
    const v = check(lim, s, revealWith(other, SALT));
    expect(codes(v)).toEqual(['hand/reveal-seal']);
    expect(rules(v)).toContain('35.1');
    expect(en['violation.hand/reveal-seal']).toContain('{nation}');
    expect(da['violation.hand/reveal-seal']).toContain('{nation}');
  });

  test('35.1 B the cards kept, with their salt, are revealed and scored; a wrong salt is refused', () => {
    const s = ended();
    expect(codes(check(lim, s, revealWith(kept, SALT)))).toEqual([]);
    expect(codes(check(lim, s, revealWith(kept, 'ab')))).toEqual(['hand/reveal-seal']);
  });

  test('35.1 B from a seat, a reveal must carry its salt: without it the reveal is the table’s (the host enters it for a lost phone)', () => {
    const game = { id: 'table', ruleset: 'advciv', name: 'Friday', setup: lim, seats: seatsOf(lim) };
    const italy = lim.players.findIndex((p) => p.nation === 'italy');
    const { host } = seatedTable(ADVCIV_GAME, lim, ended(), [['g', italy]], '2026-11-28T20:00:00.000Z');
    expect(host.game.id).toBe(game.id);
    const propose = (entry: AdvCivEntry) =>
      hostReceive(host, 'g', JSON.stringify({ t: 'propose', n: 3, id: 1, base: 0, entry }), '2026-11-28T20:00:00.000Z').send[0]?.message;
    const unsalted = propose(revealWith({ hides: 1, iron: 1 }));
    expect(unsalted?.t === 'refused' && [unsalted.reason, unsalted.violations[0]?.code]).toEqual(['seat', 'link/table-entry']);
    const forged = propose(revealWith({ hides: 1, iron: 1 }, SALT));
    expect(forged?.t === 'refused' && [forged.reason, forged.violations[0]?.code]).toEqual(['rules', 'hand/reveal-seal']);
    expect(propose(revealWith(kept, SALT))?.t).toBe('entries');
  });

  test('a seal and a salt are hex; a reveal names its salt only when it has one', () => {
    expect(parseAdvCivEntry({ kind: 'hand', nation: 'italy', sealed: true, count: 2, seal: 'not hex' }).ok).toBe(false);
    expect(parseAdvCivEntry(withSeal)).toEqual({ ok: true, value: withSeal });
    expect(parseAdvCivEntry(revealWith(kept, SALT))).toEqual({ ok: true, value: revealWith(kept, SALT) });
  });
});
