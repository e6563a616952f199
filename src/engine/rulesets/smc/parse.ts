/**
 * Small structural readers for untrusted smc setups and entries (files, the database). They
 * collect every ShapeProblem with its JSON path instead of throwing.
 */
import type { ShapeProblem } from '../../result';

export const MAX_NAME = 80;
export const MAX_LIST = 200;
export const MAX_AMOUNT = 1_000_000;

export type Raw = Readonly<Record<string, unknown>>;
export const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

export class Reader {
  readonly problems: ShapeProblem[] = [];

  private missingOr(path: string, v: unknown, expected: string): void {
    this.problems.push({ path, code: v === undefined ? 'shape/missing' : 'shape/wrong-type', expected });
  }

  object(v: unknown, path: string): Raw {
    if (isObject(v)) return v;
    this.missingOr(path, v, 'object');
    return {};
  }

  string(v: unknown, path: string, max = MAX_NAME): string {
    if (typeof v !== 'string') this.missingOr(path, v, 'string');
    else if (v.length === 0) this.problems.push({ path, code: 'shape/out-of-range', expected: 'non-empty string' });
    else if (v.length > max) this.problems.push({ path, code: 'shape/too-large', expected: `at most ${max} characters` });
    else return v;
    return '';
  }

  int(v: unknown, path: string, min: number, max: number): number {
    if (typeof v !== 'number' || !Number.isInteger(v)) this.missingOr(path, v, 'integer');
    else if (v < min || v > max) this.problems.push({ path, code: 'shape/out-of-range', expected: `${min}..${max}` });
    else return v;
    return min;
  }

  bool(v: unknown, path: string): boolean {
    if (typeof v === 'boolean') return v;
    this.missingOr(path, v, 'boolean');
    return false;
  }

  oneOf<T extends string>(v: unknown, path: string, values: readonly T[]): T {
    if (typeof v === 'string' && (values as readonly string[]).includes(v)) return v as T;
    if (typeof v !== 'string') this.missingOr(path, v, values.join('|'));
    else this.problems.push({ path, code: 'shape/unknown-value', expected: values.join('|') });
    return values[0] as T;
  }

  array<T>(v: unknown, path: string, item: (raw: unknown, path: string) => T, max = MAX_LIST): readonly T[] {
    if (!Array.isArray(v)) {
      this.missingOr(path, v, 'array');
      return [];
    }
    if (v.length > max) {
      this.problems.push({ path, code: 'shape/too-large', expected: `at most ${max} items` });
      return [];
    }
    return v.map((raw: unknown, i) => item(raw, `${path}[${i}]`));
  }

  /** An optional field: absent (or null) gives `fallback`. */
  optional<T>(v: unknown, fallback: T, read: (raw: unknown) => T): T {
    return v === undefined || v === null ? fallback : read(v);
  }
}
