/**
 * What a scripted host sends of its log since protocol 4: every entry with its link in the log's
 * chain, and the welcome with the chain's head, made with the engine's chain functions (the real
 * host's, host.ts) over the setup as a guest parses it.
 */
import { GAMES } from '../../src/engine/games';
import { chainOf } from '../../src/engine/log/chain';
import type { LoggedEntry, RulesetId } from '../../src/engine/types';
import type { WireEntry } from '../../src/link/protocol';

interface Game {
  readonly ruleset: string;
  readonly setup: unknown;
}

/**
 * The chain of `log` in `game`, over the setup as the ruleset parses it (`parse: false`: as it is,
 * for a test module that stands in for a ruleset).
 */
export function chainFor(game: Game, log: readonly LoggedEntry<unknown>[], parse = true): readonly string[] {
  const parsed = parse ? GAMES[game.ruleset as RulesetId]?.parseSetup(game.setup) : undefined;
  const setup = parsed?.ok ? parsed.value : game.setup;
  return chainOf({ ruleset: game.ruleset, setup, entries: log });
}

/** The entries of `log` from `from` on, as the host sends them. */
export function wireEntries(game: Game, log: readonly LoggedEntry<unknown>[], from: number, parse = true): WireEntry[] {
  const chain = chainFor(game, log, parse);
  return log.slice(from).map((l, i) => ({ seq: from + i, at: l.at, entry: l.entry, h: chain[from + i + 1] as string }));
}

/** The head of the chain of `log`: the welcome's `head`. */
export function headOf(game: Game, log: readonly LoggedEntry<unknown>[], parse = true): string {
  const chain = chainFor(game, log, parse);
  return chain[chain.length - 1] as string;
}
