/** The list of saved games the home screen shows. */
import { signal } from '@preact/signals';
import type { GameSummary } from '../persistence/repository';
import type { PersistenceError } from '../persistence/errors';
import { repo } from './repo';

export type { GameSummary };

/** undefined while loading the first time. */
export const gameSummaries = signal<readonly GameSummary[] | undefined>(undefined);
export const gamesError = signal<PersistenceError | undefined>(undefined);

export async function refreshGames(): Promise<void> {
  const result = await repo().listGames();
  if (result.ok) {
    gameSummaries.value = result.value;
    gamesError.value = undefined;
  } else {
    gameSummaries.value ??= [];
    gamesError.value = result.error;
  }
}
