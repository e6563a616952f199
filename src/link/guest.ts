/**
 * A guest's side of a linked table, as a pure state machine: what the host sends passes the gate
 * (protocol.ts), then the game module's parseEntry and the engine, so a guest holds a log it has
 * checked itself. The guest numbers its own messages and proposes entries against the log length
 * it holds; the host's answer (the entry, or a refusal with its violations) settles the proposal.
 */
import type { GameModule } from '../engine/game';
import { replay, step } from '../engine/log/replay';
import type { LoggedEntry, Violation } from '../engine/types';
import { type GateRefusal, gateHostMessage, type GuestMessage, type HostCursor, type RefusalReason, type WireGame, PROTOCOL_VERSION } from './protocol';

export interface GuestTable<Setup, State, Entry extends { readonly kind: string }> {
  /** Finds the game module of the ruleset the host's welcome names (the guest's registry). */
  readonly modules: (ruleset: string) => GameModule<Setup, State, Entry> | undefined;
  /** The game module of the game joined (known once welcomed). */
  readonly module?: GameModule<Setup, State, Entry>;
  readonly cursor: HostCursor;
  /** The number of the last message this guest sent. */
  readonly sent: number;
  readonly game?: WireGame;
  readonly setup?: Setup;
  readonly state?: State;
  readonly log: readonly LoggedEntry<Entry>[];
  /** The host's length when it welcomed this guest: caught up once the log is that long. */
  readonly hostLength: number;
}

export type GuestEvent =
  | { readonly kind: 'welcomed'; readonly game: WireGame }
  | { readonly kind: 'appended'; readonly from: number; readonly answers?: number }
  | { readonly kind: 'rewound'; readonly length: number }
  | { readonly kind: 'refused'; readonly id: number; readonly reason: RefusalReason; readonly violations: readonly Violation[] }
  | { readonly kind: 'bye'; readonly reason: 'removed' | 'bad-secret' | 'host-leaves' }
  | { readonly kind: 'pong'; readonly n: number };

export interface GuestOutcome<S, T, E extends { readonly kind: string }> {
  readonly table: GuestTable<S, T, E>;
  readonly send: readonly GuestMessage[];
  readonly event?: GuestEvent;
  readonly refused?: GateRefusal | { readonly code: 'link/bad-game' | 'link/engine-refused'; readonly detail: string };
}

export function newGuest<S, T, E extends { readonly kind: string }>(modules: (ruleset: string) => GameModule<S, T, E> | undefined): GuestTable<S, T, E> {
  return { modules, cursor: { length: 0, welcomed: false }, sent: 0, log: [], hostLength: 0 };
}

/** The next message this guest sends, numbered. */
export function guestSend<S, T, E extends { readonly kind: string }>(
  table: GuestTable<S, T, E>,
  message: DistributiveOmit<GuestMessage, 'n'>,
): { readonly table: GuestTable<S, T, E>; readonly message: GuestMessage } {
  const n = table.sent + 1;
  return { table: { ...table, sent: n }, message: { ...message, n } as GuestMessage };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A new channel to a host (after sleep or a dropped link): the log held is kept, numbering restarts. */
export function reconnect<S, T, E extends { readonly kind: string }>(table: GuestTable<S, T, E>): GuestTable<S, T, E> {
  return { ...table, cursor: { length: table.log.length, welcomed: false }, sent: 0 };
}

export const hello = <S, T, E extends { readonly kind: string }>(table: GuestTable<S, T, E>, secret: string) =>
  guestSend(table, { t: 'hello', v: PROTOCOL_VERSION, secret });

export function guestReceive<S, T, E extends { readonly kind: string }>(table: GuestTable<S, T, E>, raw: unknown): GuestOutcome<S, T, E> {
  const gated = gateHostMessage(raw, table.cursor);
  if (!gated.ok) return { table, send: [], refused: gated.error };
  const msg = gated.value;
  switch (msg.t) {
    case 'welcome': {
      const module = table.modules(msg.game.ruleset);
      const setup = module?.parseSetup(msg.game.setup);
      if (module === undefined || setup === undefined || !setup.ok || msg.game.ruleset !== module.id)
        return { table, send: [], refused: { code: 'link/bad-game', detail: msg.game.ruleset } };
      // Rejoining the same game keeps the log held and asks only for what came after it.
      const keep = table.game?.id === msg.game.id && table.state !== undefined && table.log.length <= msg.length;
      const welcomed: GuestTable<S, T, E> = keep
        ? { ...table, cursor: { length: table.log.length, welcomed: true }, hostLength: msg.length }
        : {
            ...table,
            cursor: { length: 0, welcomed: true },
            module,
            game: msg.game,
            setup: setup.value,
            state: module.initialState(setup.value),
            log: [],
            hostLength: msg.length,
          };
      const event: GuestEvent = { kind: 'welcomed', game: msg.game };
      if (msg.length <= welcomed.log.length) return { table: welcomed, send: [], event };
      const asked = guestSend(welcomed, { t: 'catch-up', from: welcomed.log.length });
      return { table: asked.table, send: [asked.message], event };
    }
    case 'entries': {
      const module = table.module as GameModule<S, T, E>;
      let state = table.state as T;
      const log = [...table.log];
      for (const w of msg.entries) {
        const parsed = module.parseEntry(w.entry);
        if (!parsed.ok) return { table, send: [], refused: { code: 'link/engine-refused', detail: `seq ${w.seq}: shape` } };
        const result = step(module, table.setup as S, state, parsed.value);
        if (result.violations.length > 0)
          return { table, send: [], refused: { code: 'link/engine-refused', detail: `seq ${w.seq}: ${result.violations[0]?.code}` } };
        state = result.state;
        log.push({ at: w.at, entry: parsed.value });
      }
      const from = table.log.length;
      return {
        table: { ...table, state, log, cursor: { ...table.cursor, length: log.length } },
        send: [],
        event: msg.answers === undefined ? { kind: 'appended', from } : { kind: 'appended', from, answers: msg.answers },
      };
    }
    case 'rewind': {
      const log = table.log.slice(0, msg.length);
      const state = replay(table.module as GameModule<S, T, E>, table.setup as S, log).state;
      return { table: { ...table, log, state, cursor: { ...table.cursor, length: log.length } }, send: [], event: { kind: 'rewound', length: msg.length } };
    }
    case 'refused':
      return { table, send: [], event: { kind: 'refused', id: msg.id, reason: msg.reason, violations: msg.violations } };
    case 'bye':
      return { table, send: [], event: { kind: 'bye', reason: msg.reason } };
    case 'pong':
      return { table, send: [], event: { kind: 'pong', n: msg.n } };
  }
}
