/** A cursor store in memory for the turn walker tests: what the app keeps in localStorage. */
import type { CursorStore } from '../../src/state/ruleset-signals';

export function memoryCursors(): CursorStore & { value: string | null } {
  const store = {
    value: null as string | null,
    read: () => store.value,
    write: (v: string) => {
      store.value = v;
    },
  };
  return store;
}
