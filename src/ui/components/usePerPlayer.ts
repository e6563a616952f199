/**
 * A whole number typed per player (tokens, cities, stock...): what is typed (blank is null), what is
 * entered (the players with a number) and whether every player has one. Holds no rule: limits and
 * checks are the engine's, on submit and in its previews.
 */
import { useDraft, type EntryForm } from './useEntry';

export interface PerPlayer<K extends string> {
  /** What the field shows: null while blank. */
  readonly typed: (k: K) => number | null;
  readonly set: (k: K, v: number | null) => void;
  /** The players with a number typed, for the entry. */
  readonly entered: Partial<Record<K, number>>;
  /** Every player in `keys` has a number. */
  readonly complete: boolean;
}

/** With `draft`, what is typed is kept in the form's draft under `draft.name` (useDraft: survives a reload). */
export function usePerPlayer<K extends string>(
  keys: readonly K[],
  initial?: () => Partial<Record<K, number | null>>,
  draft?: { readonly form: EntryForm; readonly name: string },
): PerPlayer<K> {
  const [values, setValues] = useDraft<Partial<Record<K, number | null>>>(draft?.form, draft?.name ?? 'values', initial ?? {});
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
