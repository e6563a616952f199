/**
 * Receiving a game handed over with no link (a file, or the text of a sequence of QR codes): the
 * repository matches it with this phone's copy and merges through the restore gate; the list of
 * games is refreshed. A game kept beside another of its name carries a mark the UI words.
 */
import type { Result } from '../engine/result';
import type { PersistenceError } from '../persistence/errors';
import type { Received } from '../persistence/repository';
import { refreshGames } from './games';
import { repo } from './repo';

export type { Received };

export async function receiveHandOver(input: Blob | string): Promise<Result<readonly Received[], PersistenceError>> {
  const r = await repo().receiveHandOver(input);
  await refreshGames();
  return r;
}
