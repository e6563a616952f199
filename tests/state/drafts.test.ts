/**
 * Drafts of open entry forms (src/state/drafts.ts) over an in-memory storage: kept per game, turn
 * and form; cleared on demand; a draft that no longer parses is dropped silently; a storage that
 * fails (private mode, full disk) never breaks the form.
 */
import { describe, expect, test } from 'vitest';
import { createDrafts, draftKey, sameShape, type DraftScope, type DraftStorage } from '../../src/state/drafts';

function memory(): DraftStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

const PURCHASE: DraftScope = { game: 'g1', turn: 5, form: 'purchase-egypt' };

describe('a draft is kept per game, turn and form', () => {
  test('fields written are read back', () => {
    const m = memory();
    const d = createDrafts(() => m);
    d.write(PURCHASE, 'hand', { salt: 3, grain: null });
    d.write(PURCHASE, 'treasury', 4);
    expect(d.read(PURCHASE)).toEqual({ hand: { salt: 3, grain: null }, treasury: 4 });
  });

  test.each<[string, DraftScope]>([
    ['another game', { ...PURCHASE, game: 'g2' }],
    ['another turn', { ...PURCHASE, turn: 6 }],
    ['another form (player)', { ...PURCHASE, form: 'purchase-crete' }],
  ])('%s does not see it', (_what, other) => {
    const m = memory();
    const d = createDrafts(() => m);
    d.write(PURCHASE, 'treasury', 4);
    expect(d.read(other)).toBeUndefined();
    expect(d.read(PURCHASE)).toEqual({ treasury: 4 });
  });

  test('writing undefined removes the field', () => {
    const m = memory();
    const d = createDrafts(() => m);
    d.write(PURCHASE, 'picked', ['pottery']);
    d.write(PURCHASE, 'picked', undefined);
    expect(d.read(PURCHASE)).toEqual({});
  });

  test('clear forgets the draft (recorded, or the form was cleared)', () => {
    const m = memory();
    const d = createDrafts(() => m);
    d.write(PURCHASE, 'treasury', 4);
    d.clear(PURCHASE);
    expect(d.read(PURCHASE)).toBeUndefined();
    expect(m.items.size).toBe(0);
  });

  test('game ids with separators cannot collide with another scope', () => {
    expect(draftKey({ game: 'a:1', turn: 2, form: 'x' })).not.toBe(draftKey({ game: 'a', turn: 1, form: '2:x' }));
  });
});

describe('a draft that no longer parses is dropped silently', () => {
  test.each<[string, string]>([
    ['not JSON', '{"v":1,"fields":'],
    ['another version of the app', JSON.stringify({ v: 0, fields: { treasury: 4 } })],
    ['no fields object', JSON.stringify({ v: 1, fields: [4] })],
    ['a bare value', '4'],
  ])('%s', (_what, stored) => {
    const m = memory();
    m.items.set(draftKey(PURCHASE), stored);
    const d = createDrafts(() => m);
    expect(d.read(PURCHASE)).toBeUndefined();
    expect(m.items.has(draftKey(PURCHASE))).toBe(false);
  });
});

describe('a failing storage never breaks the form', () => {
  const failing: DraftStorage = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  };
  test.each<[string, () => DraftStorage | undefined]>([
    ['storage that throws', () => failing],
    ['no storage at all', () => undefined],
  ])('%s: write, read and clear do not throw', (_what, storage) => {
    const d = createDrafts(storage);
    expect(() => d.write(PURCHASE, 'treasury', 4)).not.toThrow();
    expect(d.read(PURCHASE)).toBeUndefined();
    expect(() => d.clear(PURCHASE)).not.toThrow();
  });
  test('a full disk on write keeps the draft written before', () => {
    const m = memory();
    const d = createDrafts(() => m);
    d.write(PURCHASE, 'treasury', 4);
    m.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    d.write(PURCHASE, 'treasury', 5);
    expect(d.read(PURCHASE)).toEqual({ treasury: 4 });
  });
});

describe('sameShape: a restored field fits where the form expects its initial value', () => {
  test.each<[string, unknown, unknown, boolean]>([
    ['a number for a number', 0, 7, true],
    ['a blank (null) for a number', 0, null, true],
    ['a number for a blank', null, 7, true],
    ['a string for a select', '', 'iron', true],
    ['a string for a number', 0, '7', false],
    ['a list for a list', [], ['salt'], true],
    ['an object for a list', [], { salt: 1 }, false],
    ['an object for an object', {}, { salt: 1 }, true],
    ['a list for an object', {}, ['salt'], false],
    ['null for an object', {}, null, false],
    ['anything for an absent value', undefined, ['pottery'], true],
  ])('%s', (_what, initial, restored, fits) => {
    expect(sameShape(initial, restored)).toBe(fits);
  });
});
