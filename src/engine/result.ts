/** Results as values: parsing untrusted data and validating entries never throws for bad input. */
import type { Violation } from './types';

export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** A problem found while reading untrusted data (a file, the database): where, and what. */
export interface ShapeProblem {
  /** JSON path of the offending value, e.g. `entries[3].entry.cities`. */
  readonly path: string;
  readonly code: 'shape/missing' | 'shape/wrong-type' | 'shape/out-of-range' | 'shape/unknown-value' | 'shape/too-large';
  readonly expected?: string;
}

export type ParseResult<T> = Result<T, readonly ShapeProblem[]>;
export type Validation = readonly Violation[];
