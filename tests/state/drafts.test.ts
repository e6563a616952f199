/**
 * Drafts of open entry forms (src/state/drafts.ts) over an in-memory store standing in for the
 * database: kept per game, turn and form; read synchronously from memory, written through to the
 * store; loaded once at start (so a relaunched browser or a new tab sees them); cleared on demand;
 * a draft that no longer parses is dropped silently; a store that fails (private mode, full disk)
 * never breaks the form; sessionStorage drafts of earlier versions are carried over once.
 */
import { describe, expect, test } from 'vitest';
import { createDrafts, draftKey, sameShape, type DraftScope, type DraftStore, type LegacyStorage } from '../../src/state/drafts';

function memory(): DraftStore & { readonly rows: Map<string, { game: string; value: unknown }> } {
  const rows = new Map<string, { game: string; value: unknown }>();
  return {
    rows,
    list: async () => [...rows].map(([key, r]) => ({ key, value: r.value })),
    put: async (key, game, value) => void rows.set(key, { game, value }),
    remove: async (key) => void rows.delete(key),
  };
}

function legacy(items: Record<string, string>): LegacyStorage & { readonly items: Map<string, string> } {
  const map = new Map(Object.entries(items));
  return {
    items: map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    removeItem: (k) => void map.delete(k),
  };
}

const PURCHASE: DraftScope = { game: 'g1', turn: 5, form: 'purchase-egypt' };

describe('a draft is kept per game, turn and form', () => {
  test('fields written are read back at once, and reach the store', async () => {
    const m = memory();
    const d = createDrafts(() => m);
    d.write(PURCHASE, 'hand', { salt: 3, grain: null });
    d.write(PURCHASE, 'treasury', 4);
    expect(d.read(PURCHASE)).toEqual({ hand: { salt: 3, grain: null }, treasury: 4 });
    await d.settled();
    expect(m.rows.get(draftKey(PURCHASE))).toEqual({ game: 'g1', value: { v: 1, fields: { hand: { salt: 3, grain: null }, treasury: 4 } } });
  });

  test.each<[string, DraftScope]>([
    ['another game', { ...PURCHASE, game: 'g2' }],
    ['another turn', { ...PURCHASE, turn: 6 }],
    ['another form (player)', { ...PURCHASE, form: 'purchase-crete' }],
  ])('%s does not see it', (_what, other) => {
    const d = createDrafts(() => memory());
    d.write(PURCHASE, 'treasury', 4);
    expect(d.read(other)).toBeUndefined();
    expect(d.read(PURCHASE)).toEqual({ treasury: 4 });
  });

  test('writing undefined removes the field', () => {
    const d = createDrafts(() => memory());
    d.write(PURCHASE, 'picked', ['pottery']);
    d.write(PURCHASE, 'picked', undefined);
    expect(d.read(PURCHASE)).toEqual({});
  });

  test('clear forgets the draft (recorded, or the form was cleared), in the store too', async () => {
    const m = memory();
    const d = createDrafts(() => m);
    d.write(PURCHASE, 'treasury', 4);
    d.clear(PURCHASE);
    expect(d.read(PURCHASE)).toBeUndefined();
    await d.settled();
    expect(m.rows.size).toBe(0);
  });

  test('game ids with separators cannot collide with another scope', () => {
    expect(draftKey({ game: 'a:1', turn: 2, form: 'x' })).not.toBe(draftKey({ game: 'a', turn: 1, form: '2:x' }));
  });
});

describe('a relaunched page (or a new tab) finds the drafts once loaded', () => {
  test('another page over the same store reads what the first wrote', async () => {
    const m = memory();
    const first = createDrafts(() => m);
    first.write(PURCHASE, 'treasury', 4);
    await first.settled();
    const second = createDrafts(() => m);
    expect(second.read(PURCHASE)).toBeUndefined();
    await second.load();
    expect(second.read(PURCHASE)).toEqual({ treasury: 4 });
  });

  test('typing done before the load finished wins over what was kept', async () => {
    const m = memory();
    m.rows.set(draftKey(PURCHASE), { game: 'g1', value: { v: 1, fields: { treasury: 4 } } });
    const d = createDrafts(() => m);
    d.write(PURCHASE, 'treasury', 9);
    await d.load();
    expect(d.read(PURCHASE)).toEqual({ treasury: 9 });
  });

  test('a draft cleared before the load finished stays cleared', async () => {
    const m = memory();
    m.rows.set(draftKey(PURCHASE), { game: 'g1', value: { v: 1, fields: { treasury: 4 } } });
    const d = createDrafts(() => m);
    d.clear(PURCHASE);
    await d.load();
    expect(d.read(PURCHASE)).toBeUndefined();
  });

  test('drafts an earlier version kept in sessionStorage are carried into the store once', async () => {
    const m = memory();
    const old = legacy({
      [draftKey(PURCHASE)]: JSON.stringify({ v: 1, fields: { treasury: 4 } }),
      'tresham.draft:g1:5:broken': '{',
      'another-app': 'x',
    });
    const d = createDrafts(
      () => m,
      () => old,
    );
    await d.load();
    expect(d.read(PURCHASE)).toEqual({ treasury: 4 });
    await d.settled();
    expect([...m.rows.keys()]).toEqual([draftKey(PURCHASE)]);
    expect([...old.items.keys()]).toEqual(['another-app']);
  });
});

describe('a draft that no longer parses is dropped silently', () => {
  test.each<[string, unknown]>([
    ['another version of the app', { v: 0, fields: { treasury: 4 } }],
    ['no fields object', { v: 1, fields: [4] }],
    ['a bare value', 4],
    ['a string', '{"v":1,"fields":'],
  ])('%s', async (_what, stored) => {
    const m = memory();
    m.rows.set(draftKey(PURCHASE), { game: 'g1', value: stored });
    const d = createDrafts(() => m);
    await d.load();
    expect(d.read(PURCHASE)).toBeUndefined();
    await d.settled();
    expect(m.rows.has(draftKey(PURCHASE))).toBe(false);
  });
});

describe('a failing store never breaks the form', () => {
  const failing: DraftStore = {
    list: () => Promise.reject(new DOMException('denied', 'SecurityError')),
    put: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    remove: () => Promise.reject(new DOMException('denied', 'SecurityError')),
  };
  test.each<[string, () => DraftStore | undefined]>([
    ['a store that fails', () => failing],
    ['no store at all', () => undefined],
    [
      'a store that throws when reached',
      () => {
        throw new Error('no database');
      },
    ],
  ])('%s: the typing lasts for this page, and load, write, read and clear do not throw', async (_what, store) => {
    const d = createDrafts(store);
    await expect(d.load()).resolves.toBeUndefined();
    expect(() => d.write(PURCHASE, 'treasury', 4)).not.toThrow();
    expect(d.read(PURCHASE)).toEqual({ treasury: 4 });
    expect(() => d.clear(PURCHASE)).not.toThrow();
    expect(d.read(PURCHASE)).toBeUndefined();
    await expect(d.settled()).resolves.toBeUndefined();
  });
  test('a write the store refuses does not stop the next ones', async () => {
    const m = memory();
    let refuse = true;
    const flaky: DraftStore = { ...m, put: (k, g, v) => (refuse ? Promise.reject(new Error('full')) : m.put(k, g, v)) };
    const d = createDrafts(() => flaky);
    d.write(PURCHASE, 'treasury', 4);
    await d.settled();
    refuse = false;
    d.write(PURCHASE, 'treasury', 5);
    await d.settled();
    expect(m.rows.get(draftKey(PURCHASE))?.value).toEqual({ v: 1, fields: { treasury: 5 } });
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
