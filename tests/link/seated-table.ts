/**
 * A table of phones for the link tests, run by the pure modules (host.ts and guest.ts) message by
 * message: a host with guests greeted, welcomed and seated, the host's messages delivered to them,
 * and a device's drafts store kept in a map.
 */
import type { GameModule } from '../../src/engine/game';
import type { LoggedEntry } from '../../src/engine/types';
import { type GuestTable, guestReceive, hello, newGuest } from '../../src/link/guest';
import { expectGuest, type HostTable, hostReceive, openTable, type Outgoing } from '../../src/link/host';
import { encodeMessage } from '../../src/link/protocol';
import { seatsOf } from '../../src/link/session';
import type { DraftStore } from '../../src/state/drafts';
import { proofOf } from './proof';

/** A device's drafts store kept in a map: a second createDrafts over it is the same phone after a reload. */
export function deviceStore(): { store: DraftStore; rows: Map<string, unknown> } {
  const rows = new Map<string, unknown>();
  return {
    rows,
    store: {
      list: async () => [...rows].map(([key, value]) => ({ key, value })),
      put: async (key, _game, value) => rows.set(key, value),
      remove: async (key) => rows.delete(key),
    },
  };
}

/** Delivers the host's messages to the guests named, returning the guests after them. */
export function deliver<S, T, E extends { readonly kind: string }>(
  guests: Record<string, GuestTable<S, T, E>>,
  send: readonly Outgoing[],
): Record<string, GuestTable<S, T, E>> {
  const next = { ...guests };
  for (const o of send) {
    const g = next[o.to];
    if (g !== undefined) next[o.to] = guestReceive(g, encodeMessage(o.message)).table;
  }
  return next;
}

/**
 * The host of the game 'table' ('Friday') at `state`, and one guest phone for each [id, seat] of
 * `seats`, in order: each expected with the secret `secret-of-<id>-000000`, greeted, welcomed and
 * seated at `at`; every guest so far receives the host's messages. `log` is the log `state` was
 * replayed from (the host judges a new entry against this turn's entries in it).
 */
export function seatedTable<S, T, E extends { readonly kind: string }>(
  module: GameModule<S, T, E>,
  setup: S,
  state: T,
  seats: readonly (readonly [string, number])[],
  at: string,
  log: readonly LoggedEntry<E>[] = [],
): { host: HostTable<S, T, E>; guests: Record<string, GuestTable<S, T, E>> } {
  const game = { id: 'table', ruleset: module.id, name: 'Friday', setup, seats: seatsOf(setup) };
  let host = openTable(module, game, setup, state, log);
  let guests: Record<string, GuestTable<S, T, E>> = {};
  for (const [id, seat] of seats) {
    host = expectGuest(host, id, `secret-of-${id}-000000`);
    const hi = hello(
      newGuest(() => module),
      `secret-of-${id}-000000`,
    );
    const welcomed = hostReceive(host, id, encodeMessage(hi.message), at);
    host = hostReceive(welcomed.table, id, JSON.stringify({ t: 'seat', n: 2, seat, proof: proofOf(id) }), at).table;
    guests = deliver({ ...guests, [id]: { ...hi.table, sent: 2 } }, welcomed.send);
  }
  return { host, guests };
}
