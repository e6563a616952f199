/**
 * One history, proven: each entry of a game's log is chained to the one before by a hash, so that
 * two phones holding "the same game" can tell whether one log continues the other by comparing a
 * single hash. A record's identity is its setup plus that chain: link 0 hashes the ruleset and the
 * setup; link i + 1 hashes link i with entry i (its time and content, keys in a fixed order).
 *
 * The chain is derived from the log, never stored: a record made before the chain existed has it
 * the first time it is opened, and a chain can never disagree with the log it is read from. The
 * hash is the engine's synchronous SHA-256 (hash.ts): the guest's and host's tables are pure
 * synchronous state machines that extend the chain as each entry passes (WebCrypto's digest is
 * asynchronous and would split every step of the link in two).
 */
import { sha256Hex } from '../hash';
import type { LoggedEntry } from '../types';

/** JSON with object keys sorted, so two parsings of one entry compare equal whatever their key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A chain: link i is the hash of the log's first i entries with the setup (length = entries + 1). */
export type Chain = readonly string[];

/** Link 0: the game itself (its ruleset and setup), before any entry. */
export function genesisOf(ruleset: string, setup: unknown): string {
  return sha256Hex(`tresham/chain/1\n${ruleset}\n${canonical(setup)}`);
}

/** The link after `logged`, following `previous`. */
export function nextLink(previous: string, logged: LoggedEntry<unknown>): string {
  return sha256Hex(`${previous}\n${canonical({ at: logged.at, entry: logged.entry })}`);
}

/** `chain` extended by `entries` (which follow the entries it covers). */
export function extendChain(chain: Chain, entries: readonly LoggedEntry<unknown>[]): Chain {
  const out = [...chain];
  let last = out[out.length - 1] as string;
  for (const logged of entries) {
    last = nextLink(last, logged);
    out.push(last);
  }
  return out;
}

/** The chain of a whole record. */
export function chainOf(record: { readonly ruleset: string; readonly setup: unknown; readonly entries: readonly LoggedEntry<unknown>[] }): Chain {
  return extendChain([genesisOf(record.ruleset, record.setup)], record.entries);
}

/**
 * How a log held here stands to another copy's chain: 'extends' when the other continues it (or
 * equals it), 'behind' when the other is a start of it, 'parted' otherwise, with the number of
 * entries both share (0 with another setup or ruleset).
 */
export function compareChains(mine: Chain, theirs: Chain): { readonly kind: 'extends' | 'behind' | 'parted'; readonly common: number } {
  if (mine[0] !== theirs[0]) return { kind: 'parted', common: 0 };
  const most = Math.min(mine.length, theirs.length) - 1;
  // The chain makes equal links mean equal logs up to them: the last equal link is found by halving.
  let low = 0;
  let high = most;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (mine[mid] === theirs[mid]) low = mid;
    else high = mid - 1;
  }
  if (low === mine.length - 1) return { kind: 'extends', common: low };
  if (low === theirs.length - 1) return { kind: 'behind', common: low };
  return { kind: 'parted', common: low };
}
