/**
 * Two copies of one game's log, as they meet when a game is handed over with no link (a file or a
 * sequence of QR codes received by a phone that already holds a copy): how far they agree, and what
 * merging them means. Pure: no storage, no engine. The caller runs the merged log through the
 * restore gate (the engine) before anything is stored.
 *
 * An entry is the same entry on both phones when its time and its content are the same (compared
 * with object keys in a fixed order). Two entries with the same content made at different times
 * are two entries: the same census recorded on both phones separately is a conflict to show, not
 * one entry to keep.
 */
import type { LoggedEntry } from '../types';
import { chainOf, compareChains } from './chain';

/** The part of a game record two copies must share to be one game. */
export interface CopyOfGame {
  readonly ruleset: string;
  readonly setup: unknown;
  readonly entries: readonly LoggedEntry<unknown>[];
}

export type CopyComparison =
  /** Both copies hold the same log: nothing to do. */
  | { readonly kind: 'same'; readonly common: number }
  /** The received copy holds the local log and more: `append` follows the local log. */
  | { readonly kind: 'received-ahead'; readonly common: number; readonly append: readonly LoggedEntry<unknown>[] }
  /** The local copy holds the received log and more: nothing to take. */
  | { readonly kind: 'local-ahead'; readonly common: number; readonly localOnly: number }
  /** The copies part after `common` entries (0 with another setup): both sides hold entries the other lacks. */
  | { readonly kind: 'diverged'; readonly common: number; readonly localOnly: number; readonly receivedOnly: number };

export { canonical } from './chain';

/** Compares the copy this phone holds with one received. Another ruleset or setup shares nothing. */
export function compareCopies(local: CopyOfGame, received: CopyOfGame): CopyComparison {
  // The two chains (chain.ts) hold the game's identity: the same first link is the same ruleset and
  // setup; the last link both share ends the entries both hold.
  const mine = chainOf(local);
  const theirs = chainOf(received);
  const sameGame = mine[0] === theirs[0];
  const common = compareChains(mine, theirs).common;
  const localOnly = local.entries.length - common;
  const receivedOnly = received.entries.length - common;
  if (sameGame && localOnly === 0 && receivedOnly === 0) return { kind: 'same', common };
  if (sameGame && localOnly === 0) return { kind: 'received-ahead', common, append: received.entries.slice(common) };
  if (sameGame && receivedOnly === 0) return { kind: 'local-ahead', common, localOnly };
  return { kind: 'diverged', common, localOnly, receivedOnly };
}

/** How well a received copy fits a local one: a copy it extends or equals beats one it has parted from. */
export function closeness(c: CopyComparison): number {
  return c.kind === 'diverged' ? c.common : 1_000_000 + c.common;
}
