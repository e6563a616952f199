import { describe, expect, test } from 'vitest';
import { ADVCIV_GAME } from '../../../../src/engine/rulesets/advciv/game';
import { handCountOf } from '../../../../src/engine/rulesets/advciv/calc/hands';
import { parseAdvCivEntry } from '../../../../src/engine/rulesets/advciv/parse';
import { playerViews } from '../../../../src/engine/rulesets/advciv/views/players';
import { handsWithoutPurchase } from '../../../../src/engine/rulesets/advciv/views/forms';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import type { NationId } from '../../../../src/engine/rulesets/advciv/nations';
import type { AdvCivState } from '../../../../src/engine/rulesets/advciv/state';
import { check, codes, play, setupOf } from './helpers';

// Three players with two cities each: each draws from stacks 1 and 2 every turn (27.2).
const THREE: readonly NationId[] = ['africa', 'italy', 'crete'];
const SETUP = setupOf(THREE);
const census: AdvCivEntry = { kind: 'census', tokens: { africa: 14, italy: 13, crete: 12 } };
const cities: AdvCivEntry = { kind: 'cities', cities: { africa: 2, italy: 2, crete: 2 } };
const draws: readonly AdvCivEntry[] = (['africa', 'italy', 'crete'] as const).map((nation) => ({ kind: 'trade-cards', nation, stacks: [1, 2], bought: 0 }));
const start = (): AdvCivState => ADVCIV_GAME.initialState(SETUP) as AdvCivState;
/** Turn 1 to the card phase, then "no purchase for everyone left": the engine's entries, recorded in order. */
function afterNoPurchase(): AdvCivState {
  const s = play(SETUP, start(), [census, cities, ...draws]);
  const entries = handsWithoutPurchase(SETUP, s, THREE).flatMap((h) => (h.entry === null ? [] : [h.entry]));
  expect(entries).toHaveLength(3);
  return play(SETUP, s, entries);
}
const turn2 = (): AdvCivState => play(SETUP, afterNoPurchase(), [{ kind: 'ast' }, census, cities, ...draws]);
const side = (cards: number) => ({ cards, named: ['ochre', 'hides'] as const, calamities: [] });

describe('advciv 31.71 a hand nobody typed is not known, never zero', () => {
  test('31.71: "no purchase for everyone left" records each hand as not known, and the players tab says so (null, not 0)', () => {
    const s = afterNoPurchase();
    for (const v of playerViews(SETUP, s)) expect(v.handCards).toBeNull();
    expect(s.players.every((p) => p.unknownHand !== undefined)).toBe(true);
  });

  test('28.3: next turn, a legal trade by a player whose hand was never typed is recorded (he may hold 3 cards)', () => {
    const s = turn2();
    const deal: AdvCivEntry = {
      kind: 'trade',
      from: 'italy',
      to: 'crete',
      gave: { ...side(3), named: ['ochre', 'hides'] },
      got: { ...side(3), named: ['ochre', 'hides'] },
    };
    expect(check(SETUP, s, deal)).toEqual([]);
    expect(handCountOf(s, 'italy')?.ifRecorded).toBeNull();
  });

  test('31.71: next turn, his real hand of 3 is not refused as more than he holds', () => {
    const s = turn2();
    expect(codes(check(SETUP, s, { kind: 'hand', nation: 'italy', cards: { ochre: 2, hides: 1 } }))).toEqual([]);
  });

  test('31.71: the unknown hand stays bounded: by the hand limit and what was in play, never unbounded', () => {
    const s = turn2();
    const h = handCountOf(s, 'italy');
    expect(h?.kept).toBeNull();
    expect(h?.exact).toBe(false);
    // Each kept at most 8 (31.71) and drew 2 (27.2): nobody can hold more than all of those cards.
    expect(h?.max).toBe(3 * (8 + 2));
    expect(s.players.find((p) => p.nation === 'italy')?.unknownHand).toEqual({ atMost: 8 });
  });

  test('28.3: a typed hand is still exact: a known empty hand with 2 cards drawn may not trade', () => {
    const s0 = play(SETUP, start(), [census, cities, ...draws]);
    const s = play(SETUP, s0, [...THREE.map((nation): AdvCivEntry => ({ kind: 'hand', nation, cards: {} })), { kind: 'ast' }, census, cities, ...draws]);
    const deal: AdvCivEntry = {
      kind: 'trade',
      from: 'italy',
      to: 'crete',
      gave: { ...side(3), named: ['ochre', 'hides'] },
      got: { ...side(3), named: ['ochre', 'hides'] },
    };
    expect(codes(check(SETUP, s, deal))).toContain('trade/hand-too-small');
    for (const v of playerViews(SETUP, s)) expect(v.handCards).toBe(0);
  });

  test('31.71: a bound from a hand not entered does not outlive the next turn without a hand entry', () => {
    const s = play(SETUP, turn2(), [{ kind: 'ast' }]);
    expect(s.players.every((p) => p.unknownHand === undefined)).toBe(true);
    expect(playerViews(SETUP, s).map((v) => v.handCards)).toEqual([null, null, null]);
  });

  test('the record reads an unknown hand, and refuses cards or a count beside it', () => {
    expect(parseAdvCivEntry({ kind: 'hand', nation: 'thrace', unknown: true })).toEqual({ ok: true, value: { kind: 'hand', nation: 'thrace', unknown: true } });
    expect(parseAdvCivEntry({ kind: 'hand', nation: 'thrace', unknown: true, cards: {} }).ok).toBe(false);
    expect(parseAdvCivEntry({ kind: 'hand', nation: 'thrace', unknown: true, sealed: true, count: 2 }).ok).toBe(false);
  });
});
