/**
 * What a number box holds, read exactly as typed: blank, a whole number within its range, or typing
 * the box refuses (a sign, a decimal point, an exponent, anything but digits, or a value beyond the
 * range). Nothing is rounded, dropped or clamped: "2.5" is never 25, "-3" never 3, "1e3" never 13.
 * Holds no rule: the range comes from the form (the engine's data).
 */

/** Why typing is not a whole number in range. */
export const TYPING_PROBLEMS = ['sign', 'decimal', 'exponent', 'not-digits', 'range'] as const;
export type TypingProblem = (typeof TYPING_PROBLEMS)[number];

export type WholeNumberReading =
  | { readonly kind: 'blank' }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'refused'; readonly problem: TypingProblem };

export interface WholeNumberRange {
  readonly min: number;
  readonly max: number;
}

/**
 * Reads `raw` as a whole number from `range.min` to `range.max`. Spaces around the digits are
 * allowed (a phone's keyboard may add one); leading zeros are ("07" is 7).
 */
export function readWholeNumber(raw: string, range: WholeNumberRange): WholeNumberReading {
  const s = raw.trim();
  if (s === '') return { kind: 'blank' };
  if (/^\d+$/.test(s)) {
    const value = Number(s);
    return Number.isSafeInteger(value) && value >= range.min && value <= range.max ? { kind: 'number', value } : { kind: 'refused', problem: 'range' };
  }
  if (/[-+−]/.test(s)) return { kind: 'refused', problem: 'sign' };
  if (/[.,]/.test(s)) return { kind: 'refused', problem: 'decimal' };
  if (/^\d*e\d*$/i.test(s)) return { kind: 'refused', problem: 'exponent' };
  return { kind: 'refused', problem: 'not-digits' };
}
