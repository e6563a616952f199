/**
 * A guest's side of a linked table, as a pure state machine: what the host sends passes the gate
 * (protocol.ts), then the game module's parseEntry and the engine, so a guest holds a log it has
 * checked itself. The guest numbers its own messages and proposes entries against the log length
 * it holds; the host's answer (the entry, or a refusal with its violations) settles the proposal.
 *
 * Proposals made at the same moment on several phones (the card purchase phase runs on all of them
 * at once): the host places the first and refuses the others as made against an older log, and
 * never rebases them. A refused proposer keeps its entry, takes the entries that moved the log (sent
 * before the refusal on the same ordered channel: the host follows its own screen's entries before
 * it refuses), checks its entry again with the engine against the log as it now is, and proposes it
 * again if it still passes; if not, the proposal is refused here with the rule it now breaks.
 */
import type { GameModule } from '../engine/game';
import { type Chain, genesisOf, nextLink } from '../engine/log/chain';
import { replay, step, stepNew } from '../engine/log/replay';
import type { LoggedEntry, Violation } from '../engine/types';
import { MAX_ENTRY_LENGTH } from '../engine/limits';
import {
  type ByeReason,
  entryProblem,
  type GateRefusal,
  gateHostMessage,
  type GuestMessage,
  type HostCursor,
  type RefusalReason,
  type SeatHolders,
  type WireGame,
  PROTOCOL_VERSION,
} from './protocol';

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
  /** How often the log held has changed (entries taken, a rewind): a refused proposal waits for a change. */
  readonly moves: number;
  /** Proposals sent and not yet answered, with the entry kept for a check against a newer log. */
  readonly pending: readonly PendingProposal<Entry>[];
  /** Which phone holds each seat, as the host said last (its welcome, then every change). */
  readonly held: SeatHolders;
  /** The log length this guest last asked the host to catch up from after a gap (asked once per length). */
  readonly askedFrom?: number;
  /**
   * The chain of the log held (engine/log/chain.ts), computed here from each entry taken: link i
   * follows the first i entries (empty before a welcome). Every link the host sends must equal it.
   */
  readonly chain: Chain;
  /**
   * Which log this is on its page (the caller numbers every new guest): a stored copy follows one
   * epoch's log through its rewinds, and compares its chain with a log of any other epoch.
   */
  readonly epoch: number;
}

/**
 * Why a host's log is not taken: it does not continue the log this phone holds of the same game.
 * 'setup': another ruleset or setup; 'behind': the host holds `length` entries, a start of this
 * phone's `held` (a phone with a shorter log took over, or the host undid while this phone slept);
 * 'parted': the two logs differ at entry `at` (1-based) or before.
 */
export type Conflict =
  | { readonly reason: 'setup' }
  | { readonly reason: 'behind'; readonly length: number; readonly held: number }
  | { readonly reason: 'parted'; readonly at: number };

export interface PendingProposal<Entry> {
  readonly id: number;
  readonly entry: Entry;
  /** The log length it was proposed against. */
  readonly base: number;
  /** `moves` when it was proposed: refused as stale, it is checked again once the log has moved past it. */
  readonly moves: number;
  /** Refused as stale and not yet proposed again (proposed again once the log has moved past it). */
  readonly waiting: boolean;
  /** How often in a row it was refused as stale with nothing new here (an undo and redo on the host). */
  readonly unmoved: number;
}

/**
 * Stale refusals in a row with no change to the log here after which a proposal is given up and the
 * screen told "stale" (it shows the log and the player records again): never a loop between phones.
 */
export const MAX_UNMOVED_STALE = 3;

export type GuestEvent =
  | { readonly kind: 'welcomed'; readonly game: WireGame; readonly held: SeatHolders }
  /** The seats' holders changed, or a claim of this phone was answered (refused if its seat is not this phone's). */
  | { readonly kind: 'seats'; readonly held: SeatHolders }
  | { readonly kind: 'appended'; readonly from: number; readonly answers?: number }
  | { readonly kind: 'rewound'; readonly length: number }
  | { readonly kind: 'refused'; readonly id: number; readonly reason: RefusalReason; readonly violations: readonly Violation[] }
  /** A proposal refused as stale was checked again against the newer log and sent again. */
  | { readonly kind: 'proposed-again'; readonly id: number; readonly base: number }
  /**
   * The host let this phone go; 'version': the host runs another protocol version (its bye, or its
   * welcome refused here); 'unreadable': the host sent what this phone's gate or engine refuses and a
   * catch-up cannot mend (the link ends, in words, never a silent stall).
   */
  | { readonly kind: 'bye'; readonly reason: ByeReason | 'unreadable' }
  /** The host's log does not continue this phone's: refused, nothing here changes, the link ends in words. */
  | { readonly kind: 'conflict'; readonly conflict: Conflict }
  /** The host let this phone go earlier because its sends failed: said when this phone claimed its seat again. */
  | { readonly kind: 'told'; readonly reason: 'slow' }
  | { readonly kind: 'pong'; readonly n: number };

export interface GuestOutcome<S, T, E extends { readonly kind: string }> {
  readonly table: GuestTable<S, T, E>;
  readonly send: readonly GuestMessage[];
  readonly event?: GuestEvent;
  /**
   * Proposals this phone's engine refused once the log had moved (checked again after a stale
   * refusal): settled here, with the rules they now break.
   */
  readonly refusedHere?: readonly { readonly id: number; readonly violations: readonly Violation[] }[];
  readonly refused?: GateRefusal | { readonly code: 'link/bad-game' | 'link/engine-refused'; readonly detail: string };
}

export function newGuest<S, T, E extends { readonly kind: string }>(
  modules: (ruleset: string) => GameModule<S, T, E> | undefined,
  epoch = 0,
): GuestTable<S, T, E> {
  return { modules, cursor: { length: 0, welcomed: false }, sent: 0, log: [], hostLength: 0, moves: 0, pending: [], held: [], chain: [], epoch };
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

/**
 * A new channel to a host (after sleep or a dropped link): the log held is kept, numbering restarts.
 * Proposals of the old channel are forgotten (their screens were told the link closed): one the host
 * placed before the link dropped comes back with the catch-up, never twice.
 */
export function reconnect<S, T, E extends { readonly kind: string }>(table: GuestTable<S, T, E>): GuestTable<S, T, E> {
  return { ...table, cursor: { length: table.log.length, welcomed: false }, sent: 0, pending: [] };
}

/** The engine's verdict on an entry against the log this guest holds now. */
function checkHere<S, T, E extends { readonly kind: string }>(table: GuestTable<S, T, E>, entry: E): readonly Violation[] {
  if (table.module === undefined || table.setup === undefined || table.state === undefined) return [{ code: 'link/closed', cite: [], params: {} }];
  return stepNew(table.module, table.setup, table.state, table.log, entry).violations;
}

/**
 * Proposes an entry of this phone's seat to the host, against the log held now (which may have
 * grown since the screen judged it): checked here first, so what is sent passes this log.
 */
export function guestPropose<S, T, E extends { readonly kind: string }>(
  table: GuestTable<S, T, E>,
  id: number,
  entry: E,
): { readonly table: GuestTable<S, T, E>; readonly message?: GuestMessage; readonly violations: readonly Violation[] } {
  // An entry the host's gate would refuse unread (too long, or text storage refuses) is refused here, in words.
  if (entryProblem(entry) !== undefined) return { table, violations: [{ code: 'link/entry-refused', cite: [], params: { max: MAX_ENTRY_LENGTH } }] };
  const violations = checkHere(table, entry);
  if (violations.length > 0) return { table, violations };
  const base = table.log.length;
  const sent = guestSend(table, { t: 'propose', id, base, entry });
  const pending: PendingProposal<E> = { id, entry, base, moves: table.moves, waiting: false, unmoved: 0 };
  return { table: { ...sent.table, pending: [...sent.table.pending.filter((p) => p.id !== id), pending] }, message: sent.message, violations: [] };
}

/**
 * After the log moved: every proposal refused as stale and waiting is checked again and either
 * proposed again against the new log or refused here with its rules.
 */
function proposeWaiting<S, T, E extends { readonly kind: string }>(
  table: GuestTable<S, T, E>,
): { table: GuestTable<S, T, E>; send: GuestMessage[]; refusedHere: { id: number; violations: readonly Violation[] }[] } {
  let next = table;
  const send: GuestMessage[] = [];
  const refusedHere: { id: number; violations: readonly Violation[] }[] = [];
  for (const p of table.pending) {
    if (!p.waiting) continue;
    const again = guestPropose({ ...next, pending: next.pending.filter((q) => q.id !== p.id) }, p.id, p.entry);
    next = again.table;
    if (again.message !== undefined) send.push(again.message);
    else refusedHere.push({ id: p.id, violations: again.violations });
  }
  return { table: next, send, refusedHere };
}

/**
 * What a refusal here leads to, never a silent stall: a message already held (replayed) changes
 * nothing; one past the end (something was lost) asks the host for what is missing, once for each
 * length held; anything else the host sent that this phone cannot take ends the link, in words
 * ('unreadable': the same host would send it again).
 */
function afterRefusal<S, T, E extends { readonly kind: string }>(
  table: GuestTable<S, T, E>,
  refused: GateRefusal | { readonly code: 'link/engine-refused'; readonly detail: string },
): GuestOutcome<S, T, E> {
  if (refused.code === 'gate/replayed') return { table, send: [], refused };
  if (refused.code === 'gate/out-of-order') {
    if (!table.cursor.welcomed || table.askedFrom === table.log.length) return { table, send: [], refused };
    const asked = guestSend({ ...table, askedFrom: table.log.length }, { t: 'catch-up', from: table.log.length });
    return { table: asked.table, send: [asked.message], refused };
  }
  return { table, send: [], refused, event: { kind: 'bye', reason: 'unreadable' } };
}

export const hello = <S, T, E extends { readonly kind: string }>(table: GuestTable<S, T, E>, secret: string) =>
  guestSend(table, { t: 'hello', v: PROTOCOL_VERSION, secret });

export function guestReceive<S, T, E extends { readonly kind: string }>(table: GuestTable<S, T, E>, raw: unknown): GuestOutcome<S, T, E> {
  const gated = gateHostMessage(raw, table.cursor);
  // A host of another version: this phone cannot read its table, and says so (the link ends).
  if (!gated.ok && gated.error.code === 'gate/version') return { table, send: [], refused: gated.error, event: { kind: 'bye', reason: 'version' } };
  if (!gated.ok) return afterRefusal(table, gated.error);
  const msg = gated.value;
  switch (msg.t) {
    case 'welcome': {
      const module = table.modules(msg.game.ruleset);
      const setup = module?.parseSetup(msg.game.setup);
      // Parsed and checked as the restore gate will check the copy stored (its setup rules too).
      if (module === undefined || setup === undefined || !setup.ok || msg.game.ruleset !== module.id || module.validateSetup(setup.value).length > 0)
        return { table, send: [], refused: { code: 'link/bad-game', detail: msg.game.ruleset } };
      // Rejoining the same game (a dropped link, a new host): the log held is kept, and the host's
      // must continue it. Its setup and ruleset are the same, and its chain runs through this log's
      // last link: a host with fewer entries, or whose head differs where the logs are as long, is
      // refused (nothing here changes); a longer one is checked entry by entry as it catches up.
      const genesis = genesisOf(module.id, setup.value);
      const rejoin = table.game?.id === msg.game.id && table.state !== undefined;
      if (rejoin) {
        const held = table.log.length;
        const conflict: Conflict | undefined =
          table.chain[0] !== genesis || table.game?.ruleset !== msg.game.ruleset
            ? { reason: 'setup' }
            : msg.length < held
              ? { reason: 'behind', length: msg.length, held }
              : msg.length === held && msg.head !== table.chain[held]
                ? { reason: 'parted', at: held }
                : undefined;
        if (conflict !== undefined) return { table, send: [], event: { kind: 'conflict', conflict } };
      }
      const welcomed: GuestTable<S, T, E> = rejoin
        ? { ...table, cursor: { length: table.log.length, welcomed: true }, hostLength: msg.length, held: msg.held }
        : {
            ...table,
            held: msg.held,
            cursor: { length: 0, welcomed: true },
            module,
            game: msg.game,
            setup: setup.value,
            state: module.initialState(setup.value),
            log: [],
            hostLength: msg.length,
            chain: [genesis],
          };
      const event: GuestEvent = { kind: 'welcomed', game: msg.game, held: msg.held };
      if (msg.length <= welcomed.log.length) return { table: welcomed, send: [], event };
      const asked = guestSend(welcomed, { t: 'catch-up', from: welcomed.log.length });
      return { table: asked.table, send: [asked.message], event };
    }
    case 'entries': {
      const module = table.module as GameModule<S, T, E>;
      let state = table.state as T;
      const log = [...table.log];
      const chain = [...table.chain];
      for (const w of msg.entries) {
        const parsed = module.parseEntry(w.entry);
        if (!parsed.ok) return afterRefusal(table, { code: 'link/engine-refused', detail: `seq ${w.seq}: shape` });
        // The entry's link, computed here: the host's must be the same, or its log is not this one
        // continued (a host that took over with another log, or one that lies about its chain).
        const logged = { at: w.at, entry: parsed.value };
        const link = nextLink(chain[chain.length - 1] as string, logged);
        if (link !== w.h) return { table, send: [], event: { kind: 'conflict', conflict: { reason: 'parted', at: w.seq + 1 } } };
        const result = step(module, table.setup as S, state, parsed.value);
        if (result.violations.length > 0) return afterRefusal(table, { code: 'link/engine-refused', detail: `seq ${w.seq}: ${result.violations[0]?.code}` });
        state = result.state;
        log.push(logged);
        chain.push(link);
      }
      const from = table.log.length;
      const grown = {
        ...table,
        state,
        log,
        chain,
        cursor: { ...table.cursor, length: log.length },
        moves: table.moves + 1,
        pending: table.pending.filter((p) => p.id !== msg.answers),
      };
      const again = proposeWaiting(grown);
      return {
        table: again.table,
        send: again.send,
        event: msg.answers === undefined ? { kind: 'appended', from } : { kind: 'appended', from, answers: msg.answers },
        ...(again.refusedHere.length > 0 ? { refusedHere: again.refusedHere } : {}),
      };
    }
    case 'rewind': {
      const log = table.log.slice(0, msg.length);
      const state = replay(table.module as GameModule<S, T, E>, table.setup as S, log).state;
      // The host's log is shorter now: this guest is caught up at the rewound length (its copy is cut
      // back to it at once, not once the log has grown past the length the host had at the welcome).
      const hostLength = Math.min(table.hostLength, log.length);
      const chain = table.chain.slice(0, log.length + 1);
      const again = proposeWaiting({ ...table, log, state, chain, cursor: { ...table.cursor, length: log.length }, hostLength, moves: table.moves + 1 });
      return {
        table: again.table,
        send: again.send,
        event: { kind: 'rewound', length: msg.length },
        ...(again.refusedHere.length > 0 ? { refusedHere: again.refusedHere } : {}),
      };
    }
    case 'refused': {
      const mine = table.pending.find((p) => p.id === msg.id);
      const rest = { ...table, pending: table.pending.filter((p) => p.id !== msg.id) };
      if (mine === undefined || msg.reason !== 'stale')
        return { table: rest, send: [], event: { kind: 'refused', id: msg.id, reason: msg.reason, violations: msg.violations } };
      // Made against an older log. The host sends every entry that moved it before it answers "stale"
      // (protocol 2; its own screen's too, which it follows first): checked again and sent again now.
      // Nothing new here (the host's screen undid and redid the same entry): sent again against the
      // same log, a few times at most; then the screen is told, and shows the log to record again.
      const unmoved = table.moves === mine.moves ? mine.unmoved + 1 : 0;
      if (unmoved >= MAX_UNMOVED_STALE) return { table: rest, send: [], event: { kind: 'refused', id: msg.id, reason: 'stale', violations: [] } };
      const waiting = { ...table, pending: table.pending.map((p) => (p.id === msg.id ? { ...p, waiting: true } : p)) };
      const proposed = proposeWaiting(waiting);
      const again = { ...proposed, table: { ...proposed.table, pending: proposed.table.pending.map((p) => (p.id === msg.id ? { ...p, unmoved } : p)) } };
      const sent = again.send.length > 0;
      return {
        table: again.table,
        send: again.send,
        ...(sent ? { event: { kind: 'proposed-again', id: msg.id, base: again.table.log.length } } : {}),
        ...(again.refusedHere.length > 0 ? { refusedHere: again.refusedHere } : {}),
      };
    }
    case 'seats':
      if (msg.held.length !== (table.game?.seats.length ?? 0)) return { table, send: [], refused: { code: 'gate/shape', detail: 'seats: one per seat' } };
      return { table: { ...table, held: msg.held }, send: [], event: { kind: 'seats', held: msg.held } };
    case 'bye':
      return { table, send: [], event: { kind: 'bye', reason: msg.reason } };
    case 'pong':
      return { table, send: [], event: { kind: 'pong', n: msg.n } };
    case 'told':
      return { table, send: [], event: { kind: 'told', reason: msg.reason } };
  }
}
