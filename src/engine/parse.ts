/**
 * The one structural reader for untrusted data (files, the database) that every ruleset's parser
 * uses: each value is checked for type, vocabulary and size, and every problem is collected as a
 * ShapeProblem with its JSON path; nothing throws. Rule checks come later (validateSetup, handlers).
 * What differed between the rulesets' parsers (default sizes, a cap on problems, empty strings,
 * the code for a non-string where a vocabulary word is expected) is a `ReaderLimits` setting.
 */
import { err, ok, type ParseResult, type ShapeProblem } from './result';

/** Default longest name, largest count (advciv and Eastern Empires parsers). */
export const MAX_NAME = 60;
export const MAX_COUNT = 10_000;

/**
 * The last turn a table may set for the game (advciv 34.1 B: a game may end at a time or turn agreed
 * in advance; ee chapter 4, game limits): turn 1 at the earliest; 1000 is more than any table plays.
 */
export const TURN_LIMIT = { min: 1, max: 1000 } as const;

export type Obj = Readonly<Record<string, unknown>>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON path of `key` below `path`: `a.b`, `a[3]`, or `key` at the root. */
export const join = (path: string, key: string | number): string => (typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`);

export interface ReaderLimits {
  /** Default longest string `str` accepts. */
  readonly maxName: number;
  /** Default largest integer `int` and `table` accept. */
  readonly maxCount: number;
  /** Default longest array `list` accepts. */
  readonly maxItems: number;
  /** Problems kept; later ones are dropped (one broken file need not list thousands). */
  readonly maxProblems: number;
  /** Whether `str` accepts ''; if not, '' is 'shape/out-of-range' ('non-empty string'). */
  readonly emptyStrings: boolean;
  /** The code `oneOf` gives a present value that is not a string. */
  readonly nonStringWord: 'shape/unknown-value' | 'shape/wrong-type';
}

export const DEFAULT_LIMITS: ReaderLimits = {
  maxName: MAX_NAME,
  maxCount: MAX_COUNT,
  maxItems: 64,
  maxProblems: Number.POSITIVE_INFINITY,
  emptyStrings: true,
  nonStringWord: 'shape/unknown-value',
};

const missingOr = (v: unknown, code: ShapeProblem['code']): ShapeProblem['code'] => (v === undefined ? 'shape/missing' : code);

export class Reader {
  readonly problems: ShapeProblem[] = [];
  readonly limits: ReaderLimits;

  constructor(limits: Partial<ReaderLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  fail(path: string, code: ShapeProblem['code'], expected: string): void {
    if (this.problems.length < this.limits.maxProblems) this.problems.push({ path, code, expected });
  }

  /** An object, or null (problem noted) when `v` is none. */
  obj(v: unknown, path: string): Obj | null {
    if (isObj(v)) return v;
    this.fail(path, missingOr(v, 'shape/wrong-type'), 'object');
    return null;
  }

  /** An object, or {} (problem noted) when `v` is none: reads below it then report what is missing. */
  object(v: unknown, path: string): Obj {
    return this.obj(v, path) ?? {};
  }

  /** An integer in min..max; on a problem, `min`. */
  int(v: unknown, path: string, min = 0, max = this.limits.maxCount): number {
    if (typeof v !== 'number' || !Number.isInteger(v)) this.fail(path, missingOr(v, 'shape/wrong-type'), 'integer');
    else if (v < min || v > max) this.fail(path, 'shape/out-of-range', `${min}..${max}`);
    else return v;
    return min;
  }

  /**
   * A sealed form's count (a hand whose cards stay on the player's phone: advciv 31.71, 15.62; ee
   * Phase 12), or undefined for the open form, whose `openField` holds the cards. A count without
   * `sealed: true`, and the cards beside a sealed count, are refused.
   */
  sealedCount(o: Obj, openField: string, max = 20): number | undefined {
    if (o.sealed === undefined) {
      if (o.count !== undefined) this.fail('count', 'shape/unknown-value', 'no count without sealed: true');
      return undefined;
    }
    if (o.sealed !== true) this.fail('sealed', 'shape/unknown-value', 'true');
    if (o[openField] !== undefined) this.fail(openField, 'shape/unknown-value', `no ${openField} beside sealed: true`);
    return this.int(o.count, 'count', 0, max);
  }

  bool(v: unknown, path: string): boolean {
    if (typeof v === 'boolean') return v;
    this.fail(path, missingOr(v, 'shape/wrong-type'), 'boolean');
    return false;
  }

  str(v: unknown, path: string, max = this.limits.maxName): string {
    if (typeof v !== 'string') this.fail(path, missingOr(v, 'shape/wrong-type'), 'string');
    else if (v.length === 0 && !this.limits.emptyStrings) this.fail(path, 'shape/out-of-range', 'non-empty string');
    else if (v.length > max) this.fail(path, 'shape/too-large', `at most ${max} characters`);
    else return v;
    return '';
  }

  /** A word of the vocabulary `list`; on a problem, its first word. */
  oneOf<T extends string>(v: unknown, list: readonly T[], path: string): T {
    if (typeof v === 'string' && (list as readonly string[]).includes(v)) return v as T;
    this.fail(path, missingOr(v, typeof v === 'string' ? 'shape/unknown-value' : this.limits.nonStringWord), list.join('|'));
    return list[0] as T;
  }

  /** An array of at most `max` items, each read by `item`; on a problem, []. */
  list<T>(v: unknown, path: string, item: (x: unknown, p: string) => T, max = this.limits.maxItems): readonly T[] {
    if (!Array.isArray(v)) {
      this.fail(path, missingOr(v, 'shape/wrong-type'), 'array');
      return [];
    }
    if (v.length > max) {
      this.fail(path, 'shape/too-large', `at most ${max} items`);
      return [];
    }
    return v.map((x: unknown, i) => item(x, join(path, i)));
  }

  /** An object keyed by a vocabulary, each value read by `item`. */
  record<K extends string, T>(v: unknown, keys: readonly K[], path: string, item: (x: unknown, p: string) => T): Readonly<Partial<Record<K, T>>> {
    const out: Partial<Record<K, T>> = {};
    for (const [k, x] of Object.entries(this.object(v, path))) out[this.oneOf(k, keys, join(path, k))] = item(x, join(path, k));
    return out;
  }

  /** An object keyed by a vocabulary with integer values in 0..max. */
  table<K extends string>(v: unknown, keys: readonly K[], path: string, max = this.limits.maxCount): Readonly<Partial<Record<K, number>>> {
    return this.record(v, keys, path, (x, p) => this.int(x, p, 0, max));
  }

  /** An optional field: absent (or null) gives `fallback`. */
  optional<T>(v: unknown, fallback: T, read: (raw: unknown) => T): T {
    return v === undefined || v === null ? fallback : read(v);
  }

  /** The value read, or every problem found. */
  done<T>(value: T): ParseResult<T> {
    return this.problems.length > 0 ? err(this.problems) : ok(value);
  }
}
