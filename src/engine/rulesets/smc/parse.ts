/**
 * Small structural readers for untrusted smc setups and entries (files, the database). They
 * collect every ShapeProblem with its JSON path instead of throwing. The reading itself is the
 * engine's shared Reader (../../parse) with smc's sizes; this module keeps smc's names for it.
 */
import { isObj, Reader as ShapeReader, type Obj } from '../../parse';
import type { ShapeProblem } from '../../result';

export const MAX_NAME = 80;
export const MAX_LIST = 200;
export const MAX_AMOUNT = 1_000_000;
/**
 * The most pieces one line of an entry counts (units or settlers bought, sold, lost, handed over or
 * awarded by a card's owner bonus). The rules set no ceiling: "The number of pieces in your color is
 * not a limiting factor" (Things To Note); this is the reader's, far beyond any table's game.
 */
export const MAX_PIECES = 1000;
/**
 * The most gold one city card's printed value is read as. The city cards' values are not in the text
 * (R-S1: the table types them); this is the reader's ceiling, far beyond any printed card.
 */
export const MAX_CITY_VALUE = 1000;

export type Raw = Obj;
export const isObject = isObj;

export class Reader {
  // smc names are never empty, and a number where a word is expected is of the wrong type.
  private readonly shape = new ShapeReader({ maxName: MAX_NAME, maxItems: MAX_LIST, emptyStrings: false, nonStringWord: 'shape/wrong-type' });
  readonly problems: ShapeProblem[] = this.shape.problems;

  object(v: unknown, path: string): Raw {
    return this.shape.object(v, path);
  }

  string(v: unknown, path: string, max = MAX_NAME): string {
    return this.shape.str(v, path, max);
  }

  int(v: unknown, path: string, min: number, max: number): number {
    return this.shape.int(v, path, min, max);
  }

  bool(v: unknown, path: string): boolean {
    return this.shape.bool(v, path);
  }

  oneOf<T extends string>(v: unknown, path: string, values: readonly T[]): T {
    return this.shape.oneOf(v, values, path);
  }

  array<T>(v: unknown, path: string, item: (raw: unknown, path: string) => T, max = MAX_LIST): readonly T[] {
    return this.shape.list(v, path, item, max);
  }

  /** An optional field: absent (or null) gives `fallback`. */
  optional<T>(v: unknown, fallback: T, read: (raw: unknown) => T): T {
    return this.shape.optional(v, fallback, read);
  }
}
