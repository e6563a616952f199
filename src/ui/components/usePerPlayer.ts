/**
 * A whole number typed per player (tokens, cities, stock...): what is typed (blank is null), what is
 * entered (the players with a number) and whether every player has one. Holds no rule: limits and
 * checks are the engine's, on submit and in its previews.
 */
import { useState } from 'preact/hooks';

export interface PerPlayer<K extends string> {
  /** What the field shows: null while blank. */
  readonly typed: (k: K) => number | null;
  readonly set: (k: K, v: number | null) => void;
  /** The players with a number typed, for the entry. */
  readonly entered: Partial<Record<K, number>>;
  /** Every player in `keys` has a number. */
  readonly complete: boolean;
}

export function usePerPlayer<K extends string>(keys: readonly K[], initial?: () => Partial<Record<K, number | null>>): PerPlayer<K> {
  const [values, setValues] = useState<Partial<Record<K, number | null>>>(initial ?? {});
  const entered: Partial<Record<K, number>> = {};
  for (const k of keys) {
    const v = values[k];
    if (v !== null && v !== undefined) entered[k] = v;
  }
  return {
    typed: (k) => values[k] ?? null,
    set: (k, v) => setValues((old) => ({ ...old, [k]: v })),
    entered,
    complete: keys.every((k) => entered[k] !== undefined),
  };
}
