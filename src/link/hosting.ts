/**
 * Hosting: the host's hub (one invite after another, the phones linked, the pure host table of
 * host.ts), as signals the screen reads, on the phone that started the game or on a guest's copy
 * that takes over (its `origin`: the table goes on under the game's first id). Messages go through
 * the pure modules; this file only moves text between data channels and them, and keeps time (the
 * host stamps the entries it appends).
 */
import { type Signal, signal } from '@preact/signals';
import { type AnyGameModule, GAMES } from '../engine/games';
import type { GameRecord, RulesetId } from '../engine/types';
import { repo } from '../state/repo';
import type { Refusal, SubmitRoute } from '../state/game';
import { bindSeat, markGuestSeats, markPresence } from '../state/seat';
import type { Result } from '../engine/result';
import {
  expectGuest,
  freeSeat,
  guestSeats,
  type HostOutcome,
  type HostTable,
  hostFollow,
  hostReceive,
  hostRecord,
  letGoGuest,
  openTable,
  removeGuest,
  withHolders,
} from './host';
import { type HostInvite, invite, type Link } from './peer';
import { encodeMessage, type HostMessage, type SeatHolders, type WireGame } from './protocol';
import { fitHolders } from './seat-key';
import { tableIdOf } from './copy';
import { HostingRefused, hostedHub, joinedLink, keepAwakeWhileLinked, opened, routeSet, seatsOf, setHosted, setRoute } from './pairing';

/** The host drops a guest silent for longer than this (it pings every GUEST_PING_MS). */
const HEARTBEAT_MS = 3000;
const HEARTBEAT_LOST_MS = 10_000;

/**
 * A guest whose channel holds more unsent text than this has stopped reading (about a minute of a
 * busy table's entries, far under the ~16 MB at which a send throws): it is let go ('slow').
 */
export const MAX_BUFFERED = 1024 * 1024;
/** A guest let go as slow: its channel is closed at the latest this long after (its last words sent or not). */
const SLOW_CLOSE_MS = 60_000;

// biome-ignore lint/suspicious/noExplicitAny: a linked table serves any ruleset; the module is found by the record's ruleset id.
type AnyHost = HostTable<any, any, any>;

export interface LinkedPhone {
  readonly id: string;
  readonly seat: number | undefined;
  readonly connected: boolean;
}

export interface HostHub {
  readonly gameId: string;
  /** The code shown now, for the next phone; undefined while it is being made. */
  readonly code: Signal<string | undefined>;
  readonly phones: Signal<readonly LinkedPhone[]>;
  /** The seats bound to a connected guest phone (their players record on their phones): also the game screen's `seatedGuests`. */
  readonly seated: Signal<readonly number[]>;
  readonly logLength: Signal<number>;
  /** A phone of another protocol version tried to join (it was told so and let go): update both. */
  readonly otherVersion: Signal<boolean>;
  readonly seats: readonly string[];
  /** Which phone holds each seat (null: free); a held seat stays its phone's while that phone is away. */
  readonly held: Signal<SeatHolders>;
  /** Frees a seat whose phone is lost: any phone may claim it then. */
  freeSeat(seat: number): void;
  /**
   * Takes the answer code of the phone now joining and resolves once the two are linked; rejects with
   * a LinkCodeError for a bad code, Error('link/failed') or Error('link/timeout') for a link that did not open.
   */
  accept(answerCode: string): Promise<void>;
  remove(id: string): void;
  close(): void;
}

/**
 * Hosts a stored game (or returns the hub already hosting it): shows the first code at once,
 * stores each guest's accepted entry before sending it to the table, and follows the stored log
 * so that what the host records or undoes on its own screens reaches every guest. `origin`: the
 * game's identity across copies when this phone holds a copy (a guest taking over, after a reload
 * too): the table knows the game by it, so the other phones' copies go on.
 */
export function hostGame(record: GameRecord, state: unknown, rev: number, origin?: string, now: () => string = () => new Date().toISOString()): HostHub {
  const hosted = hostedHub();
  if (hosted?.gameId === record.id) return hosted;
  // One submit route and one seat per page: hosting would take them from the table this page is at.
  if (joinedLink() !== undefined) throw new HostingRefused('link/joined');
  hosted?.close();
  const module = GAMES[record.ruleset as RulesetId] as AnyGameModule;
  const game: WireGame = { id: origin ?? tableIdOf(record.id), ruleset: record.ruleset, name: record.name, setup: record.setup, seats: seatsOf(record.setup) };
  let table: AnyHost = openTable(module, game, record.setup, state, record.entries);
  // Every guest's link from the moment its code is shown (its hello may come before the answer
  // is fully taken); `accepted` are those whose answer the host scanned.
  const links = new Map<string, Link>();
  const accepted = new Set<string>();
  // A guest pings every few seconds: one silent for longer has slept or left, and is let go, told
  // why at the end of what it has to read (a phone that wakes reads it, and joins again with nothing lost).
  const heard = new Map<string, number>();
  const beat = setInterval(() => {
    for (const [id, at] of heard) if (Date.now() - at > HEARTBEAT_LOST_MS) letGo(id);
  }, HEARTBEAT_MS);
  const code = signal<string | undefined>(undefined);
  const phones = signal<readonly LinkedPhone[]>([]);
  const seated = signal<readonly number[]>([]);
  const logLength = signal(record.entries.length);
  const otherVersion = signal(false);
  const held = signal<SeatHolders>(table.held);
  let pending: { id: string; invite: HostInvite } | undefined;
  let counter = 0;
  let closed = false;
  // One message at a time: an entry is stored before the next message is judged against the log.
  // The seats' holders stored for this game come first: every guest's claim is judged against them.
  let queue: Promise<void> = repo()
    .seatHolders(record.id)
    .then((stored) => {
      if (stored.ok) table = withHolders(table, fitHolders(stored.value, game.seats.length));
      held.value = table.held;
    })
    .catch(() => undefined);

  const publish = (): void => {
    held.value = table.held;
    phones.value = [...table.guests].filter(([id]) => accepted.has(id)).map(([id, g]) => ({ id, seat: g.seat, connected: g.cursor.greeted }));
    logLength.value = table.log.length;
    const now = guestSeats(table, accepted);
    if (now.join() !== seated.value.join()) {
      seated.value = now;
      if (!closed) markGuestSeats({ gameId: record.id, seats: now });
    }
  };
  /**
   * Every send to a guest passes here: a guest whose channel holds more unsent text than
   * MAX_BUFFERED (it stopped reading: asleep, or a slow link) or whose send fails (a full queue
   * throws) is let go at once, so that it never stops the others; the table goes on without it.
   */
  const sendTo = (to: string, message: HostMessage): void => {
    const channel = links.get(to)?.channel;
    if (channel?.readyState !== 'open') return;
    if (channel.bufferedAmount > MAX_BUFFERED) {
      letGo(to);
      return;
    }
    try {
      channel.send(encodeMessage(message));
    } catch {
      letGo(to);
    }
  };
  /**
   * Lets a guest that fell behind go: told why ('slow') at the end of what it has yet to read, so it
   * reads it when it comes back and joins again with nothing lost. Its channel closes once that is
   * sent (a data channel's close sends what is queued first), and the link after it.
   */
  const letGo = (id: string): void => {
    const link = links.get(id);
    accepted.delete(id);
    heard.delete(id);
    // Its bye may never reach it (its queue is full): the phone is told why when it claims its seat again.
    table = letGoGuest(table, id);
    if (link === undefined) {
      publish();
      return;
    }
    try {
      link.channel.send(encodeMessage({ t: 'bye', reason: 'slow' }));
      link.channel.close();
      setTimeout(() => drop(id), SLOW_CLOSE_MS);
    } catch {
      drop(id);
    }
    publish();
  };
  const deliver = (out: HostOutcome<unknown, unknown, { kind: string }>): void => {
    // The seats' holders are stored with the game: a seat stays its phone's after a reload of this page.
    if (out.held !== undefined) void repo().putSeatHolders(record.id, out.held);
    for (const s of out.send) sendTo(s.to, s.message);
    if (out.drop !== undefined) drop(out.drop);
    publish();
  };
  const receive = async (from: string, raw: unknown): Promise<void> => {
    const before = table;
    const out = hostReceive(table, from, raw, now());
    table = out.table;
    if (out.refused?.code === 'gate/version') otherVersion.value = true;
    if (out.appended !== undefined) {
      const stored = await repo().appendEntry(record.id, out.appended.logged, out.appended.seq, knownRev);
      if (stored.ok) knownRev = stored.value.rev;
      else {
        // Not stored: the entry is not the table's. The host's own screen recorded first: the guest
        // takes that entry, checks its own again and proposes it again. A full disk or a newer
        // schema: the guest is told so (it would wait in vain for the log to move).
        table = { ...before, guests: out.table.guests };
        if (stored.error.code === 'append/stale') {
          // The stored log moved under the hub (the host's screen recorded, or undid and redid, and the
          // watch has not told yet): the table follows it first, so that the guest has every entry that
          // moved the log before it is told "stale", and checks and proposes its entry again at once. An
          // undo and a redo leave the log as it was: then nothing is sent and the guest proposes again.
          const loaded = await repo().loadGame(record.id);
          if (loaded.ok) {
            knownRev = loaded.value.rev;
            follow(loaded.value.record, loaded.value.state);
          }
        }
        const proposal = JSON.parse(String(raw)) as { id?: number };
        const refused: HostMessage =
          stored.error.code === 'append/stale'
            ? { t: 'refused', id: proposal.id ?? 0, reason: 'stale', violations: [] }
            : { t: 'refused', id: proposal.id ?? 0, reason: 'storage', violations: [{ code: 'link/host-storage', cite: [], params: {} }] };
        deliver({ table, send: [{ to: from, message: refused }] });
        return;
      }
    }
    deliver(out);
  };
  const follow = (stored: GameRecord, state: unknown): void => {
    const out = hostFollow(table, stored.entries, state);
    table = out.table;
    deliver(out);
  };
  // The stored game's revision as this hub last saw it: a change by anyone else (the host's own
  // screens) is read and followed; the hub's own appends are not read back.
  let knownRev: number | undefined = rev;
  const unwatch = repo().watchGame(record.id, (head) => {
    if (!head.ok || head.value.rev === knownRev) return;
    queue = queue
      .then(async () => {
        const loaded = await repo().loadGame(record.id);
        if (!loaded.ok) return;
        knownRev = loaded.value.rev;
        follow(loaded.value.record, loaded.value.state);
      })
      .catch(() => undefined);
  });
  /**
   * The host's own screens record through the hub too: their entries and the guests' are judged one
   * at a time, each against the log it is appended to, so purchases made on every phone at once all
   * land. One the rules now refuse (another phone's entry came first) is refused with its rule.
   */
  const recordHere = (entry: unknown): Promise<Result<number, Refusal>> =>
    new Promise((resolve) => {
      const attempt = async (tries: number): Promise<void> => {
        const out = hostRecord(table, entry as { kind: string }, now());
        if (out.appended === undefined) return resolve({ ok: false, error: { kind: 'violations', violations: out.violations ?? [] } });
        const stored = await repo().appendEntry(record.id, out.appended.logged, out.appended.seq, knownRev);
        if (stored.ok) {
          knownRev = stored.value.rev;
          table = out.table;
          deliver(out);
          return resolve({ ok: true, value: out.appended.seq });
        }
        if (stored.error.code !== 'append/stale' || tries === 0) {
          const stale: Refusal = { kind: 'stale', recorded: [], from: 0, removed: 0 };
          return resolve({ ok: false, error: stored.error.code === 'append/stale' ? stale : { kind: 'storage', error: stored.error } });
        }
        // The stored log moved under the hub (this phone undid on its log screen): follow it, then judge again.
        const loaded = await repo().loadGame(record.id);
        if (loaded.ok) {
          knownRev = loaded.value.rev;
          follow(loaded.value.record, loaded.value.state);
        }
        return attempt(tries - 1);
      };
      queue = queue.then(() => attempt(2)).catch(() => resolve({ ok: false, error: { kind: 'stale', recorded: [], from: 0, removed: 0 } }));
    });
  const drop = (id: string): void => {
    try {
      links.get(id)?.close();
    } catch {
      // Closing a link that is already failing: it is let go all the same.
    }
    links.delete(id);
    accepted.delete(id);
    heard.delete(id);
    table = removeGuest(table, id);
    publish();
  };
  const next = async (): Promise<void> => {
    code.value = undefined;
    counter += 1;
    const id = `phone-${counter}`;
    const inv = await invite();
    if (closed) return inv.link.close();
    pending = { id, invite: inv };
    links.set(id, inv.link);
    table = expectGuest(table, id, inv.secret);
    // Listening from the start: the guest's hello may come as soon as the channel opens.
    inv.link.channel.addEventListener('message', (e) => {
      heard.set(id, Date.now());
      queue = queue.then(() => receive(id, e.data)).catch(() => undefined);
    });
    inv.link.channel.addEventListener('close', () => drop(id));
    inv.link.connection.addEventListener('connectionstatechange', () => {
      if (inv.link.connection.connectionState === 'failed') drop(id);
    });
    code.value = inv.code;
  };
  void next();

  const hub: HostHub = {
    gameId: record.id,
    code,
    phones,
    seated,
    logLength,
    otherVersion,
    seats: game.seats,
    held,
    freeSeat(seat) {
      queue = queue
        .then(() => {
          const out = freeSeat(table, seat);
          table = out.table;
          deliver(out);
        })
        .catch(() => undefined);
    },
    async accept(answerCode) {
      const current = pending;
      if (current === undefined) return;
      await current.invite.accept(answerCode);
      pending = undefined;
      accepted.add(current.id);
      publish();
      void next();
      // Resolves once the phones are linked; a link that fails or does not open in time is dropped
      // and the error says which (the screen says what to try).
      try {
        await opened(current.invite.link);
      } catch (e) {
        drop(current.id);
        throw e;
      }
    },
    remove(id) {
      sendTo(id, { t: 'bye', reason: 'removed' });
      drop(id);
    },
    close() {
      closed = true;
      clearInterval(beat);
      unwatch();
      // Every guest is told, whatever one guest's channel does.
      for (const id of [...links.keys()]) {
        sendTo(id, { t: 'bye', reason: 'host-leaves' });
        drop(id);
      }
      if (hostedHub() === hub) {
        setHosted(undefined);
        markGuestSeats(undefined);
        markPresence(undefined);
      }
      if (routeSet === own) setRoute(undefined);
    },
  };
  setHosted(hub);
  const own: SubmitRoute = { gameId: record.id, holder: true, propose: recordHere };
  setRoute(own);
  // The phone that hosts keeps the table's view (a guest that took over speaks for the table now).
  bindSeat(undefined);
  markPresence({ role: 'host', gameId: record.id });
  keepAwakeWhileLinked();
  return hub;
}
