import { describe, expect, test } from 'vitest';
import { join, MAX_COUNT, MAX_NAME, Reader } from '../../src/engine/parse';

const WORDS = ['grain', 'salt'] as const;

describe('the shared structural reader: every problem is a value with its JSON path, nothing throws', () => {
  test.each([
    ['', 'players', 'players'],
    ['players', 2, 'players[2]'],
    ['players[2]', 'name', 'players[2].name'],
  ] as const)('join(%j, %j) is %j', (path, key, expected) => {
    expect(join(path, key)).toBe(expected);
  });

  test.each([
    // value, min, max, code, expected (the advciv/EE callers' codes, kept by the shared reader)
    [undefined, 0, 9, 'shape/missing', 'integer'],
    ['3', 0, 9, 'shape/wrong-type', 'integer'],
    [2.5, 0, 9, 'shape/wrong-type', 'integer'],
    [10, 0, 9, 'shape/out-of-range', '0..9'],
    [0, 1, 9, 'shape/out-of-range', '1..9'],
  ] as const)('int(%j) in %i..%i is %s', (v, min, max, code, expected) => {
    const r = new Reader();
    expect(r.int(v, 'n', min, max)).toBe(min);
    expect(r.problems).toEqual([{ path: 'n', code, expected }]);
  });

  test('int defaults to 0..MAX_COUNT, or the limit a caller sets (calamity entry: 1000)', () => {
    const r = new Reader();
    expect(r.int(MAX_COUNT, 'a')).toBe(MAX_COUNT);
    expect(r.problems).toEqual([]);
    const c = new Reader({ maxCount: 1000 });
    c.int(1001, 'b');
    expect(c.problems).toEqual([{ path: 'b', code: 'shape/out-of-range', expected: '0..1000' }]);
  });

  test.each([
    // limits, value, code or null when accepted
    [{}, '', null],
    [{ emptyStrings: false }, '', 'shape/out-of-range'],
    [{}, 'x'.repeat(MAX_NAME), null],
    [{}, 'x'.repeat(MAX_NAME + 1), 'shape/too-large'],
    [{ maxName: 80 }, 'x'.repeat(80), null],
    [{}, 7, 'shape/wrong-type'],
    [{}, undefined, 'shape/missing'],
  ] as const)('str with %j reads %j as %s', (limits, v, code) => {
    const r = new Reader(limits);
    const out = r.str(v, 'name');
    if (code === null) {
      expect(out).toBe(v);
      expect(r.problems).toEqual([]);
    } else {
      expect(out).toBe('');
      expect(r.problems.map((p) => p.code)).toEqual([code]);
    }
  });

  test.each([
    // limits, value, code: a non-string word is unknown (advciv, EE, calamities) or of the wrong type (smc)
    [{}, 'gold', 'shape/unknown-value'],
    [{}, 3, 'shape/unknown-value'],
    [{}, undefined, 'shape/missing'],
    [{ nonStringWord: 'shape/wrong-type' }, 3, 'shape/wrong-type'],
    [{ nonStringWord: 'shape/wrong-type' }, 'gold', 'shape/unknown-value'],
  ] as const)('oneOf with %j reads %j as %s', (limits, v, code) => {
    const r = new Reader(limits);
    expect(r.oneOf(v, WORDS, 'card')).toBe('grain');
    expect(r.problems).toEqual([{ path: 'card', code, expected: 'grain|salt' }]);
  });

  test('list: item paths, a default or given longest length, [] on a problem', () => {
    const r = new Reader({ maxItems: 2 });
    expect(r.list([1, 'x'], 'xs', (x, p) => r.int(x, p))).toEqual([1, 0]);
    expect(r.problems).toEqual([{ path: 'xs[1]', code: 'shape/wrong-type', expected: 'integer' }]);
    expect(r.list([1, 2, 3], 'ys', (x) => x)).toEqual([]);
    expect(r.list([1, 2, 3], 'zs', (x) => x, 3)).toEqual([1, 2, 3]);
    expect(r.list({}, 'ws', (x) => x)).toEqual([]);
    expect(r.problems.slice(1).map((p) => [p.path, p.code])).toEqual([
      ['ys', 'shape/too-large'],
      ['ws', 'shape/wrong-type'],
    ]);
  });

  test('obj gives null and object gives {} for a non-object, both noting the problem', () => {
    const r = new Reader();
    expect(r.obj([], 'a')).toBeNull();
    expect(r.object(undefined, 'b')).toEqual({});
    expect(r.problems).toEqual([
      { path: 'a', code: 'shape/wrong-type', expected: 'object' },
      { path: 'b', code: 'shape/missing', expected: 'object' },
    ]);
  });

  test('record and table: keys from a vocabulary, values read below them', () => {
    const r = new Reader();
    expect(r.table({ grain: 3, salt: 99 }, WORDS, 'hand', 20)).toEqual({ grain: 3, salt: 0 });
    expect(r.record({ gold: true }, WORDS, 'h', (x, p) => r.bool(x, p))).toEqual({ grain: true });
    expect(r.problems.map((p) => [p.path, p.code])).toEqual([
      ['hand.salt', 'shape/out-of-range'],
      ['h.gold', 'shape/unknown-value'],
    ]);
  });

  test('bool, optional and done', () => {
    const r = new Reader();
    expect(r.optional(undefined, 5, () => 6)).toBe(5);
    expect(r.optional(null, 5, () => 6)).toBe(5);
    expect(r.optional(0, 5, (v) => r.int(v, 'x'))).toBe(0);
    expect(r.done('ok')).toEqual({ ok: true, value: 'ok' });
    expect(r.bool('yes', 'flag')).toBe(false);
    expect(r.done('ok')).toEqual({ ok: false, error: [{ path: 'flag', code: 'shape/wrong-type', expected: 'boolean' }] });
  });

  test('maxProblems keeps the first problems only (the calamity entry reports 20)', () => {
    const r = new Reader({ maxProblems: 20 });
    r.list(
      Array.from({ length: 30 }, () => 'x'),
      'xs',
      (x, p) => r.int(x, p),
    );
    expect(r.problems).toHaveLength(20);
    expect(r.problems[19]?.path).toBe('xs[19]');
  });
});
