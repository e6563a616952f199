/**
 * The restore gate with Eastern Empires sealed hands (ee Phase 12, "Hand limit"): a record whose hands
 * were kept sealed (the count only) restores with the count known and no cards; a malformed sealed
 * hand is refused as an invalid record, one over the hand limit as a violation citing ee Phase 12.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import type { EeState } from '../../src/engine/rulesets/eastern-empires/state';
import { restore } from '../../src/persistence/restore';

interface RawRecord {
  readonly entries: readonly {
    readonly at: string;
    readonly entry: { readonly kind: string; readonly civ?: string; readonly cards?: Record<string, number> };
  }[];
}
const golden = JSON.parse(readFileSync(new URL('../fixtures/games/ee-7p.json', import.meta.url), 'utf8')) as RawRecord;
const count = (cards: Record<string, number> = {}) => Object.values(cards).reduce((n, k) => n + k, 0);
/** The golden game with every kept hand sealed, the first one changed by `first` (what a phone sent). */
const withSealed = (first: (e: Record<string, unknown>) => Record<string, unknown> = (e) => e) => {
  let seen = false;
  return {
    ...golden,
    entries: golden.entries.map((l) => {
      if (l.entry.kind !== 'hand') return l;
      const e = { kind: 'hand', civ: l.entry.civ, sealed: true, count: count(l.entry.cards) };
      const out = seen ? e : first(e);
      seen = true;
      return { ...l, entry: out };
    }),
  };
};

describe('the restore gate with Eastern Empires sealed hands (ee Phase 12)', () => {
  test('ee Phase 12 the golden game with its hands sealed restores: the counts known, the cards not', () => {
    const restored = restore(withSealed(), GAMES);
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    const babylon = (restored.value.state as EeState).players.find((p) => p.civ === 'babylon');
    expect(babylon).toMatchObject({ hand: {}, sealed: { count: 2 } });
  });
  test.each([
    ['a sealed hand with its cards', (e: Record<string, unknown>) => ({ ...e, cards: { silk: 1 } })],
    ['a sealed hand without a count', ({ count: _c, ...e }: Record<string, unknown>) => e],
    ['sealed: false', (e: Record<string, unknown>) => ({ ...e, sealed: false })],
  ])('%s is restore/invalid-record', (_, first) => {
    const restored = restore(withSealed(first), GAMES);
    expect(!restored.ok && restored.error.code).toBe('restore/invalid-record');
  });
  test('ee Phase 12 a sealed hand over the hand limit of 8 is restore/violations citing Phase 12', () => {
    const restored = restore(
      withSealed((e) => ({ ...e, count: 9 })),
      GAMES,
    );
    expect(!restored.ok && restored.error.code).toBe('restore/violations');
    expect(!restored.ok && restored.error.violations?.find((v) => v.code === 'ee/hand/over-limit')?.cite.map((c) => c.rule)).toContain('Phase 12');
  });
});
