import { describe, expect, test } from 'vitest';
import { atPhase, cursorViolations, guarded, isViolation, missingPlayers, type CursorRules } from '../../src/engine/phased-entries';
import type { Violation } from '../../src/engine/types';

// A toy ruleset with three phases; the real ones (advciv 18.1, ee chapter 6) are tested through their handlers.
type P = 'first' | 'second' | 'third';
interface S {
  readonly phase: P | null;
  readonly ended: { readonly turn: number } | null;
  readonly players: readonly { readonly key: 'a' | 'b' | 'c'; readonly status: 'active' | 'out' }[];
}
const v = (code: string, params: Violation['params'] = {}): Violation => ({ code, cite: [{ doc: 'advciv', rule: '18.1' }], params });
const RULES: CursorRules<P> = {
  phases: ['first', 'second', 'third'],
  ended: (turn) => v('game/ended', { turn }),
  passed: (phase, current) => v('phase/already-passed', { phase, current }),
};
const state = (phase: P | null, ended: number | null = null): S => ({
  phase,
  ended: ended === null ? null : { turn: ended },
  players: [
    { key: 'a', status: 'active' },
    { key: 'b', status: 'active' },
    { key: 'c', status: 'out' },
  ],
});

describe('the phase cursor (advciv 18.1, ee chapter 6): a phase already passed this turn is closed', () => {
  test.each([
    [null, 'first', []],
    ['second', null, []],
    ['second', 'second', []],
    ['second', 'third', []],
    ['second', 'first', ['phase/already-passed']],
  ] as const)('cursor at %s, entry of %s -> %j', (at, phase, codes) => {
    expect(cursorViolations(RULES, state(at), phase).map((x) => x.code)).toEqual(codes);
  });

  test('any entry after the end is refused (advciv 34.1, ee Phase 13b), with the turn', () => {
    expect(cursorViolations(RULES, state('third', 7), null)).toEqual([v('game/ended', { turn: 7 })]);
  });

  test('atPhase moves the cursor; an entry between phases (null) leaves it', () => {
    expect(atPhase<P, S>(state('first'), 'third').phase).toBe('third');
    const s = state('second');
    expect(atPhase(s, null)).toBe(s);
  });

  test('guarded: the cursor is checked before the handler, and moved before it applies', () => {
    const seen: (P | null)[] = [];
    const h = guarded<P, S, { readonly phase: P }, null>(RULES, (e) => e.phase, {
      validate: () => [v('handler/own')],
      apply: (s) => (seen.push(s.phase), s),
    });
    expect(h.validate(state('third'), { phase: 'first' }, null).map((x) => x.code)).toEqual(['phase/already-passed']);
    expect(h.validate(state('first'), { phase: 'second' }, null).map((x) => x.code)).toEqual(['handler/own']);
    expect(h.apply(state('first'), { phase: 'second' }, null).phase).toBe('second');
    expect(seen).toEqual(['second']);
  });
});

describe('missingPlayers: a per-player table covers every active player and no one else', () => {
  const seating = (s: S) => ({
    players: s.players,
    keyOf: (p: S['players'][number]) => p.key,
    lookup: (key: 'a' | 'b' | 'c') => {
      const p = s.players.find((x) => x.key === key);
      return p === undefined ? v('player/unknown', { key }) : p.status === 'active' ? p : v('player/out', { key });
    },
    missing: (key: 'a' | 'b' | 'c') => v('player/missing', { key }),
  });
  test.each([
    [{ a: 1, b: 2 }, []],
    [{ a: 1 }, ['player/missing:b']],
    [{ a: 1, b: 2, c: 3 }, ['player/out:c']],
    [{}, ['player/missing:a', 'player/missing:b']],
  ] as const)('%j -> %j', (table, expected) => {
    expect(missingPlayers(seating(state(null)), table, () => true).map((x) => `${x.code}:${String(x.params.key)}`)).toEqual(expected);
  });
  test('the filter narrows who must be there', () => {
    expect(missingPlayers(seating(state(null)), {}, (p) => p.key === 'b').map((x) => x.code)).toEqual(['player/missing']);
  });
  test('isViolation tells a violation from a player', () => {
    expect(isViolation(v('x'))).toBe(true);
    expect(isViolation({ key: 'a', status: 'active' })).toBe(false);
  });
});
