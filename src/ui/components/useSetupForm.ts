/**
 * The one way a new-game form starts a game: show the engine's verdict on the setup, store the game
 * through the repository (a full disk becomes a message), open it, and tell the PWA layer while the
 * form holds unsaved typing. The ruleset's form builds the setup and asks its engine for `found`.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SetupOf } from '../../engine/games';
import type { RulesetId, Violation } from '../../engine/types';
import type { PersistenceError } from '../../persistence/errors';
import { t } from '../i18n';
import { gameName } from './game-name';
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

/** What the name box shows when empty: what a blank name becomes ("The players on 28 Nov 2026"). */
export const gameNamePlaceholder = (): string => t('new.namePlaceholder', { date: new Date() });

/**
 * The name a game gets when none is typed: its players and the day, in the player's language
 * ("Ann, Bo and Cy on 28 Nov 2026", "Ann, Bo and 7 others on 28 Nov 2026"; Danish "Ann, Bo og Cy
 * den 28. nov. 2026"), with a running number when a game of that name is stored already ("... (2)").
 */
export function defaultGameName(players: readonly string[], taken: ReadonlySet<string>, day: Date = new Date()): string {
  const names = players.map((p) => p.trim()).filter((p) => p !== '');
  const base =
    names.length === 0
      ? t('new.defaultNameNobody', { date: day })
      : names.length <= 3
        ? t('new.defaultName', { players: names, date: day })
        : t('new.defaultNameMany', { players: names.slice(0, 2).join(', '), more: names.length - 2, date: day });
  let name = base;
  for (let n = 2; taken.has(name); n++) name = t('new.defaultNameN', { name: base, n });
  return name;
}

/** The players' names of a setup (every ruleset seats players with a name). */
const playerNames = (setup: unknown): readonly string[] => {
  const players = (setup as { readonly players?: unknown }).players;
  return Array.isArray(players)
    ? players.map((p: unknown) => (typeof p === 'object' && p !== null && 'name' in p && typeof p.name === 'string' ? p.name : ''))
    : [];
};

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
      let chosen = name.trim();
      if (chosen === '') {
        const listed = await repo().listGames();
        chosen = defaultGameName(playerNames(setup), new Set(listed.ok ? listed.value.map(gameName) : []));
      }
      const created = await repo().createGame({ name: chosen, ruleset, setup });
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
