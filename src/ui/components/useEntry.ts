/**
 * The one way a form records an entry: validate + persist through the session, keep what was typed
 * on a refusal (the form's own state is untouched), and tell the PWA layer while typing is unsaved.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Refusal } from '../../state/game';
import { session } from '../../state/game';
import { beginEdit } from '../../state/pwa';

export interface EntryForm {
  readonly busy: boolean;
  readonly refusal: Refusal | undefined;
  /** Call on every change the player types. */
  readonly touched: () => void;
  /** Records the entry; true when stored. On false the refusal is shown and the typing kept. */
  readonly submit: (entry: unknown) => Promise<boolean>;
}

export function useEntry(): EntryForm {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  const editing = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => editing.current?.(), []);
  return {
    busy,
    refusal,
    touched: () => {
      editing.current ??= beginEdit();
    },
    submit: async (entry) => {
      setBusy(true);
      const result = await session().submitEntry(entry);
      setBusy(false);
      if (!result.ok) {
        setRefusal(result.error);
        return false;
      }
      setRefusal(undefined);
      editing.current?.();
      editing.current = undefined;
      return true;
    },
  };
}
