/**
 * The one way a new-game form starts a game: show the engine's verdict on the setup, store the game
 * through the repository (a full disk becomes a message), open it, and tell the PWA layer while the
 * form holds unsaved typing. The ruleset's form builds the setup and asks its engine for `found`.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SetupOf } from '../../engine/games';
import type { RulesetId, Violation } from '../../engine/types';
import type { PersistenceError } from '../../persistence/errors';
import { locale, t } from '../i18n';
import { beginEdit } from '../../state/pwa';
import { repo } from '../../state/repo';
import { navigate } from '../../state/router';

export interface SetupForm {
  readonly busy: boolean;
  readonly violations: readonly Violation[];
  readonly storage: PersistenceError | undefined;
  /** Call on every change the player types. */
  readonly touched: () => void;
  /** Shows `found`; when it is empty stores the game (a blank name gets today's) and opens its turn tab. */
  readonly create: <R extends RulesetId>(name: string, ruleset: R, setup: SetupOf<R>, found: readonly Violation[]) => Promise<void>;
}

/** "Game of 22 Nov 2026": the name a game gets when none is typed. */
export const defaultGameName = (): string =>
  t('new.defaultName', { date: new Date().toLocaleDateString(locale.value, { day: 'numeric', month: 'short', year: 'numeric' }) });

export function useSetupForm(): SetupForm {
  const [violations, setViolations] = useState<readonly Violation[]>([]);
  const [storage, setStorage] = useState<PersistenceError | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const done = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => done.current?.(), []);
  return {
    busy,
    violations,
    storage,
    touched: () => {
      done.current ??= beginEdit();
    },
    create: async (name, ruleset, setup, found) => {
      if (busy) return;
      setViolations(found);
      setStorage(undefined);
      if (found.length > 0) return;
      setBusy(true);
      const created = await repo().createGame({ name: name.trim() || defaultGameName(), ruleset, setup });
      setBusy(false);
      if (!created.ok) {
        setStorage(created.error);
        return;
      }
      done.current?.();
      done.current = undefined;
      navigate({ name: 'game', id: created.value.record.id, tab: 'turn' });
    },
  };
}
