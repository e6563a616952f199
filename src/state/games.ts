/**
 * The list of saved games the home screen shows, and the home screen's commands: import, export,
 * delete, and reopening the game that was open when the app last closed. The repository (Dexie and
 * the rules engine behind its restore gate) is loaded on first use, so the start bundle stays small.
 */
import { signal } from '@preact/signals';
import type { GameSummary, Received, Repository } from '../persistence/repository';
import type { PersistenceError } from '../persistence/errors';
import type { Result } from '../engine/result';

export type { GameSummary };

/** undefined while loading the first time. */
export const gameSummaries = signal<readonly GameSummary[] | undefined>(undefined);
export const gamesError = signal<PersistenceError | undefined>(undefined);

const repository = (): Promise<Repository> => import('./repo').then((m) => m.repo());

export async function refreshGames(): Promise<void> {
  const result = await (await repository()).listGames();
  if (result.ok) {
    gameSummaries.value = result.value;
    gamesError.value = undefined;
  } else {
    gameSummaries.value ??= [];
    gamesError.value = result.error;
  }
}

export async function deleteGame(id: string): Promise<Result<true, PersistenceError>> {
  const r = await (await repository()).deleteGame(id);
  await refreshGames();
  return r;
}

/**
 * Imports a backup file (one game or all) as a hand-over is received: a game this phone lacks
 * becomes a new game; a copy it holds is brought up to date with the entries after the part both
 * share (each judged by the rules), left as it is when the file has nothing new, or kept beside a
 * conflict copy when the two went on differently. Nothing changes when the file is refused.
 */
export async function importBackup(file: Blob | string): Promise<Result<readonly Received[], PersistenceError>> {
  const r = await (await repository()).receiveHandOver(file);
  await refreshGames();
  return r;
}

/** Exports one game (id) or every game (undefined) and hands the file to the share sheet or a download. */
export async function exportBackup(id?: string): Promise<Result<string, PersistenceError>> {
  const repo = await repository();
  const file = id === undefined ? await repo.exportAll() : await repo.exportGame(id);
  if (!file.ok) return file;
  const { handOver } = await import('../persistence/backup');
  await handOver(file.value);
  return { ok: true, value: file.value.filename };
}

// The address the app was started at: only a start at the home address reopens the last game.
const startHash = globalThis.location?.hash ?? '';
let reopened = startHash !== '' && startHash !== '#/';

/**
 * At start-up only: the game that was open when the app closed, if it is still stored. A later
 * visit to the home screen (the player went back on purpose) does not reopen it.
 */
export async function lastOpenGameAtStart(): Promise<string | undefined> {
  if (reopened) return undefined;
  reopened = true;
  const repo = await repository();
  const last = await repo.getLastOpenGame();
  if (!last.ok || last.value === undefined) return undefined;
  const list = await repo.listGames();
  return list.ok && list.value.some((g) => g.id === last.value) ? last.value : undefined;
}
