/**
 * The live side of "Play with several phones": the host's hub (one invite after another, the
 * phones linked, the pure host table of host.ts) and a guest's link (guest.ts), as signals the
 * screen reads. Messages go through the pure modules; this file only moves text between data
 * channels and them, and keeps time (the host stamps the entries it appends).
 */
import { computed, type Signal, signal } from '@preact/signals';
import { type AnyGameModule, GAMES } from '../engine/games';
import { type GameRecord, type RulesetId, SCHEMA_VERSION } from '../engine/types';
import { guestPropose, guestReceive, type GuestEvent, type GuestTable, guestSend, hello, newGuest, reconnect } from './guest';
import { repo } from '../state/repo';
import { type Refusal, type SubmitRoute, session } from '../state/game';
import { bindSeat, type LinkEnd, linkAlive, markGuestSeats, markLinked, markPresence } from '../state/seat';
import { keepAwake } from '../state/preferences';
import { keepScreenAwake, type WakeDeps } from '../state/wake';
import type { Result } from '../engine/result';
import type { Violation } from '../engine/types';
import type { PersistenceError } from '../persistence/errors';
import { defaultMarkConflict, type HandOverOptions } from '../persistence/repository';
import {
  expectGuest,
  freeSeat,
  guestSeats,
  type HostOutcome,
  type HostTable,
  hostFollow,
  hostReceive,
  hostRecord,
  openTable,
  removeGuest,
  withHolders,
} from './host';
import { answer, type GuestReply, type HostInvite, invite, type Link } from './peer';
import { encodeMessage, type GuestMessage, type HostMessage, type SeatHolders, type WireGame } from './protocol';
import { fitHolders, holderOf, seatHeldBy, seatProof } from './seat-key';

/** The host drops a guest silent for longer than this (it pings every GUEST_PING_MS). */
const HEARTBEAT_MS = 3000;
const HEARTBEAT_LOST_MS = 10_000;
/**
 * A guest pings the host this often and takes the host as gone after GUEST_LOST_MS without a word
 * from it (checked every GUEST_CHECK_MS): the game screen says so within 5 s of the host leaving.
 */
const GUEST_PING_MS = 1000;
const GUEST_CHECK_MS = 400;
const GUEST_LOST_MS = 3200;

/**
 * This phone's own key (persistence: made once, kept in its storage). A phone whose storage refuses
 * (private mode) keeps one for the page's life: its seat then comes back after sleep, not a reload.
 */
let keyOfPhone: Promise<string> | undefined;
function phoneKey(): Promise<string> {
  const random = (n: number): Uint8Array => globalThis.crypto.getRandomValues(new Uint8Array(n));
  keyOfPhone ??= repo()
    .phoneKey(random)
    .then((r) => (r.ok ? r.value : [...random(32)].map((b) => b.toString(16).padStart(2, '0')).join('')));
  return keyOfPhone;
}

/**
 * While this phone is linked (hosting, or a guest whose link holds) its screen is kept on, unless
 * the setting is off: started with the first link of the page, it follows the link from then on.
 */
let awake = false;
function keepAwakeWhileLinked(): void {
  if (awake || globalThis.document === undefined) return;
  awake = true;
  const wakeLock = (globalThis.navigator as { wakeLock?: WakeDeps['wakeLock'] } | undefined)?.wakeLock;
  keepScreenAwake(
    computed(() => linkAlive.value && keepAwake.value),
    { wakeLock, document: globalThis.document },
  );
}

/**
 * A guest whose channel holds more unsent text than this has stopped reading (about a minute of a
 * busy table's entries, far under the ~16 MB at which a send throws): it is let go ('slow').
 */
export const MAX_BUFFERED = 1024 * 1024;
/** A guest let go as slow: its channel is closed at the latest this long after (its last words sent or not). */
const SLOW_CLOSE_MS = 60_000;

/** The submit route this module set last: a hub or a link that closes takes back only its own. */
let routeSet: SubmitRoute | undefined;

function setRoute(next: SubmitRoute | undefined): void {
  routeSet = next;
  session().setSubmitRoute(next);
  markLinked(next?.gameId);
}

const linkClosed: Refusal = { kind: 'violations', violations: [{ code: 'link/closed', cite: [], params: {} }] };
/** A guest that has not chosen its player: the host takes entries from a seat only (a watcher's copy never parts from the table's log). */
const noSeat: Refusal = { kind: 'violations', violations: [{ code: 'link/no-seat', cite: [], params: {} }] };

// biome-ignore lint/suspicious/noExplicitAny: a linked table serves any ruleset; the module is found by the record's ruleset id.
type AnyHost = HostTable<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above, for the guest.
type AnyGuest = GuestTable<any, any, any>;

/** The seats of a game: every ruleset's setup lists its players with a name. */
export function seatsOf(setup: unknown): string[] {
  const players = (setup as { players?: unknown })?.players;
  if (!Array.isArray(players)) return [];
  return players.map((p: unknown, i) => {
    const name = (p as { name?: unknown })?.name;
    return typeof name === 'string' ? name : `${i + 1}`;
  });
}

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

/** A link that has not opened this long after both codes were read will not: the player is told what to try. */
export const LINK_OPEN_MS = 15_000;

/**
 * Resolves once the link is open; rejects with Error('link/failed') when the browser gave up on it,
 * or Error('link/timeout') when it has not opened within `ms`.
 */
export function opened(link: Link, ms: number = LINK_OPEN_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('link/timeout')), ms);
    link.open.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

let hosted: HostHub | undefined;

/**
 * Why this page may not host or join now: one page has one submit route and one seat. A guest at
 * another host's table ('link/joined') leaves that table first (or the link closes), then hosts; a
 * page that hosts a game ('link/hosting') stops hosting it before it joins another table.
 */
export class HostingRefused extends Error {
  constructor(readonly problem: 'link/joined' | 'link/hosting') {
    super(problem);
  }
}

/** The game this phone hosts now, if any: hosting goes on while the host plays on its game screen. */
export function hostedHub(): HostHub | undefined {
  return hosted;
}

/**
 * Hosts a stored game (or returns the hub already hosting it): shows the first code at once,
 * stores each guest's accepted entry before sending it to the table, and follows the stored log
 * so that what the host records or undoes on its own screens reaches every guest. `origin`: the
 * game's identity across copies when this phone holds a copy (a guest taking over, after a reload
 * too): the table knows the game by it, so the other phones' copies go on.
 */
export function hostGame(record: GameRecord, state: unknown, rev: number, origin?: string, now: () => string = () => new Date().toISOString()): HostHub {
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
  // A guest pings every few seconds: one silent for longer has slept or left, and is let go.
  const heard = new Map<string, number>();
  const beat = setInterval(() => {
    for (const [id, at] of heard) if (Date.now() - at > HEARTBEAT_LOST_MS) drop(id);
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
    table = removeGuest(table, id);
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
      if (hosted === hub) {
        hosted = undefined;
        markGuestSeats(undefined);
        markPresence(undefined);
      }
      if (routeSet === own) setRoute(undefined);
    },
  };
  hosted = hub;
  const own: SubmitRoute = { gameId: record.id, holder: true, propose: recordHere };
  setRoute(own);
  // The phone that hosts keeps the table's view (a guest that took over speaks for the table now).
  bindSeat(undefined);
  markPresence({ role: 'host', gameId: record.id });
  keepAwakeWhileLinked();
  return hub;
}

export type GuestStatus = 'answering' | 'waiting' | 'linked' | 'closed';

export interface GuestLink {
  /** The answer code to show the host. */
  readonly code: string;
  readonly status: Signal<GuestStatus>;
  readonly table: Signal<AnyGuest | undefined>;
  readonly lastEvent: Signal<GuestEvent | undefined>;
  /** The seat this phone holds (the host bound it to this phone's key); undefined until then. */
  readonly seat: Signal<number | undefined>;
  /** Which phone holds each seat, as the host says: a seat held by another phone cannot be taken. */
  readonly held: Signal<SeatHolders>;
  /** This phone's holder for the table's game (its entry in `held`), once welcomed. */
  readonly holder: Signal<string | undefined>;
  /** The seat this phone claimed last, while the host has not answered, or refused because another phone holds it. */
  readonly claim: Signal<{ readonly seat: number; readonly refused: boolean } | undefined>;
  /** This phone's seat came back to it with no question (the host knew its key). */
  readonly back: Signal<boolean>;
  /** The host freed this phone's seat (its phone taken as lost): the phone chooses again. */
  readonly freed: Signal<boolean>;
  /** Why the link ended, when it did: the host went silent (gone) or said why. */
  readonly ended: Signal<'host-gone' | GuestEvent['kind'] | undefined>;
  chooseSeat(seat: number): void;
  close(): void;
}

/** The host's refusal of a proposal as the game screen shows it: the rules' (or the seat's) violations, or stale. */
function refusalOf(reason: string, violations: readonly Violation[]): Refusal {
  if (reason === 'stale') return { kind: 'stale', recorded: [], from: 0, removed: 0 };
  return { kind: 'violations', violations: violations.length > 0 ? violations : [{ code: 'link/refused', cite: [], params: {} }] };
}

/**
 * The words a copy's name is marked with when it meets a game of the same name here, in the
 * language of the screen that joined (the same as a hand-over's): English by default.
 */
let marks: HandOverOptions = {};

/**
 * The games this phone keeps as a guest: the host's game id -> the id of this phone's own copy,
 * and how many entries that copy holds. A guest stores every entry it accepts, so that it can take
 * over as host with the whole log. Kept for the page's life; after a reload the first entries the
 * host sends find the stored copy again by the game's identity across copies (its `origin`, the
 * host's game id), as a hand-over would, and continue it.
 */
const copies = new Map<string, { local: string; stored: number }>();

/** The id a hosted game is known by at the table: the first host's id when this phone holds a copy. */
function tableIdOf(localId: string): string {
  for (const [tableId, copy] of copies) if (copy.local === localId) return tableId;
  return localId;
}

let storing: Promise<void> = Promise.resolve();

/**
 * Why this phone's copy could not be stored (a full disk): the entries stay in the guest's log on
 * this page, the screen says so, and storing is tried again every COPY_RETRY_MS until it lands.
 * Every write names the sequence number it expects, so a retry never doubles an entry.
 */
export const copyProblem = signal<PersistenceError | undefined>(undefined);
export const COPY_RETRY_MS = 2000;
let newest: AnyGuest | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;

/** Brings this phone's copy of the joined game up to the guest's checked log. */
function storeCopy(table: AnyGuest): void {
  newest = table;
  storing = storing
    .then(() => syncCopy(table))
    .then((problem) => {
      copyProblem.value = problem;
      if (problem === undefined || retry !== undefined) return;
      retry = setTimeout(() => {
        retry = undefined;
        if (newest !== undefined) storeCopy(newest);
      }, COPY_RETRY_MS);
    })
    .catch(() => undefined);
}

/** Stores what the copy lacks; the storage refusal that stopped it, if any. */
async function syncCopy(table: AnyGuest): Promise<PersistenceError | undefined> {
  const game = table.game;
  if (game === undefined || table.log.length < table.hostLength) return undefined;
  let copy = copies.get(game.id);
  if (copy === undefined) {
    const record = {
      schemaVersion: SCHEMA_VERSION,
      id: game.id,
      name: game.name,
      createdAt: table.log[0]?.at ?? new Date().toISOString(),
      ruleset: game.ruleset,
      setup: game.setup,
      entries: table.log,
    };
    const file = JSON.stringify({ format: 'tresham-backup', schemaVersion: SCHEMA_VERSION, exportedAt: new Date().toISOString(), games: [record] });
    // Through the restore gate, like a file handed over: checked again as it is stored, and matched
    // with a copy this phone stored before (a page reloaded, then joined again), which it continues.
    const received = await repo().receiveHandOver(file, marks);
    if (!received.ok) return received.error;
    const one = received.value[0];
    if (one === undefined) return undefined;
    if (one.kind === 'local-ahead') {
      // The stored copy holds entries after the table's log: the host undid them while this page was
      // away, or they were recorded on the copy with no link. Which, nothing tells: the copy keeps them
      // as it is, and the table's log goes on in a conflict copy beside it (nothing dropped).
      const kept = await repo().importFile(file, { markImported: marks.markConflict ?? defaultMarkConflict });
      if (!kept.ok) return kept.error;
      const local = kept.value[0]?.id;
      if (local === undefined) return undefined;
      copy = { local, stored: table.log.length };
    } else copy = { local: one.kind === 'conflict' ? one.copy.id : one.game.id, stored: table.log.length };
    copies.set(game.id, copy);
  }
  let stored = copy.stored;
  if (stored > table.log.length) {
    const cut = await repo().truncate(copy.local, table.log.length);
    if (!cut.ok) return cut.error;
    stored = table.log.length;
  }
  let problem: PersistenceError | undefined;
  for (; stored < table.log.length; stored++) {
    const logged = table.log[stored];
    if (logged === undefined) break;
    const appended = await repo().appendEntry(copy.local, logged, stored);
    if (!appended.ok) {
      problem = appended.error;
      break;
    }
  }
  copies.set(game.id, { local: copy.local, stored });
  return problem;
}

/** The id of this phone's own copy of the game joined, once stored. */
export function localCopyOf(tableId: string): string | undefined {
  return copies.get(tableId)?.local;
}

const byRuleset = (ruleset: string): AnyGameModule | undefined => GAMES[ruleset as RulesetId];

/** The table this phone is linked to as a guest: the link stays while its player records on the game screen. */
let joined: GuestLink | undefined;

/** The guest link of this phone, if it is linked to a host now. */
export function joinedLink(): GuestLink | undefined {
  return joined?.status.value === 'closed' ? undefined : joined;
}

/** What this guest phone holds of the table it joined last: kept for a rejoin after a dropped link. */
let kept: { readonly table: AnyGuest; readonly seat: number | undefined } | undefined;

/**
 * Answers a host's code (scanned or pasted); rejects with a LinkCodeError for a bad code. A phone
 * that held the same game before (sleep, a dropped link, a new host) keeps its log and its seat,
 * and asks only for the entries after the last one it holds. `options`: the words a copy's name is
 * marked with where it meets a game of the same name (the screen's language, as for a hand-over).
 */
export async function joinTable(offerCode: string, options: HandOverOptions = {}): Promise<GuestLink> {
  // One submit route and one seat per page: joining would take them from the table this page hosts.
  if (hosted !== undefined) throw new HostingRefused('link/hosting');
  const reply: GuestReply = await answer(offerCode);
  const key = await phoneKey();
  marks = options;
  const status = signal<GuestStatus>('waiting');
  const lastEvent = signal<GuestEvent | undefined>(undefined);
  const seat = signal<number | undefined>(undefined);
  const held = signal<SeatHolders>([]);
  const holder = signal<string | undefined>(undefined);
  const claim = signal<{ readonly seat: number; readonly refused: boolean } | undefined>(undefined);
  const freed = signal(false);
  const backSeat = signal(false);
  const ended = signal<'host-gone' | GuestEvent['kind'] | undefined>(undefined);
  const before = kept;
  let current: AnyGuest = before === undefined ? newGuest(byRuleset) : reconnect(before.table);
  const table = signal<AnyGuest | undefined>(undefined);
  const { channel } = reply.link;
  const send = (m: GuestMessage): void => {
    if (channel.readyState !== 'open') return;
    try {
      channel.send(encodeMessage(m));
    } catch {
      // The channel took no more: the link is over (the heartbeat would find so too); said at once.
      unroute();
      reply.link.close();
      status.value = 'closed';
    }
  };
  const keep = (next: AnyGuest): void => {
    current = next;
    kept = { table: next, seat: seat.value };
    if (next.game !== undefined) table.value = next;
  };
  const say = (message: Parameters<typeof guestSend>[1]): void => {
    const s = guestSend(current, message);
    keep(s.table);
    send(s.message);
  };
  // Entries this phone's game screen proposed, by id, waiting for the host's answer.
  const proposals = new Map<number, (r: Result<number, Refusal>) => void>();
  let proposalId = 0;
  const settle = (id: number, r: Result<number, Refusal>): void => {
    const done = proposals.get(id);
    proposals.delete(id);
    // Answered once what the host sent before the answer is stored on this phone (the screen shows it).
    void storing.then(() => done?.(r));
  };
  // The seats' holders last kept with this phone's copy (written again only when they change).
  let savedHolders: string | undefined;
  // The route this link set for its copy of the game, while it is the session's.
  let mine: SubmitRoute | undefined;
  /**
   * The link closed: the copy stays a copy of the table's game. Its entries are refused (join
   * again, then record) rather than stored here, where they would part this log from the table's.
   */
  const unroute = (why: LinkEnd = 'host-gone'): void => {
    const game = current.game;
    const local = game === undefined ? undefined : localCopyOf(game.id);
    if (local !== undefined && joined?.status === status) markPresence({ role: 'guest', gameId: local, link: why });
    if (mine !== undefined && routeSet === mine) {
      const copy = mine.gameId;
      mine = undefined;
      setRoute({ gameId: copy, propose: async () => ({ ok: false, error: linkClosed }) });
    }
    for (const id of [...proposals.keys()]) settle(id, { ok: false, error: linkClosed });
  };
  /** Once this phone holds its copy and a seat, its game screen proposes entries to the host. */
  const route = (): void => {
    const game = current.game;
    const local = game === undefined ? undefined : localCopyOf(game.id);
    if (local === undefined) return;
    if (status.value === 'closed') return;
    markPresence({ role: 'guest', gameId: local, link: 'linked' });
    // The seats' holders as the host said last, kept with this phone's copy: if this phone hosts the
    // game later (the host left), every phone's seat stays its own.
    const holders = JSON.stringify(current.held);
    if (current.held.length > 0 && holders !== savedHolders) {
      savedHolders = holders;
      void repo().putSeatHolders(local, current.held);
    }
    if (seat.value === undefined) {
      // Linked, no player chosen yet (or the host freed its seat): this phone's copy takes no entry of
      // its own (it would part from the table's log); the host would refuse it from a phone without a seat anyway.
      bindSeat(undefined);
      mine = { gameId: local, propose: async () => ({ ok: false, error: noSeat }) };
      setRoute(mine);
      return;
    }
    bindSeat({ gameId: local, seat: seat.value });
    mine = {
      gameId: local,
      // Judged by the screen against the log it shows; proposed against the log held now, which may
      // have grown since: checked again here first.
      propose: (entry) =>
        new Promise((resolve) => {
          if (channel.readyState !== 'open') return resolve({ ok: false, error: linkClosed });
          proposalId += 1;
          const made = guestPropose(current, proposalId, entry as { kind: string });
          keep(made.table);
          // Refused against entries this phone holds but may not show yet: answered once they are stored.
          if (made.message === undefined) return void storing.then(() => resolve({ ok: false, error: { kind: 'violations', violations: made.violations } }));
          proposals.set(proposalId, resolve);
          send(made.message);
        }),
    };
    setRoute(mine);
  };
  /** The link ended: closed here, by the host (a bye says why), or the host went silent. */
  const end = (why: 'host-gone' | GuestEvent['kind'], byeReason?: string): void => {
    if (status.value === 'closed') return;
    clearInterval(beat);
    ended.value = why;
    status.value = 'closed';
    unroute(
      byeReason === 'removed' || byeReason === 'bad-secret'
        ? 'removed'
        : byeReason === 'slow' || byeReason === 'unreadable' || byeReason === 'version'
          ? byeReason
          : byeReason === undefined
            ? 'host-gone'
            : 'host-left',
    );
    reply.link.close();
  };
  channel.addEventListener('close', () => end('host-gone'));
  reply.link.connection.addEventListener('connectionstatechange', () => {
    if (reply.link.connection.connectionState === 'failed') end('host-gone');
  });
  /** This phone's seat is the one the host binds to its holder; a claim answered otherwise was refused. */
  const seatsSaid = (next: SeatHolders): void => {
    held.value = next;
    const mineNow = holder.value === undefined ? undefined : seatHeldBy(next, holder.value);
    const asked = claim.value;
    if (asked !== undefined && !asked.refused) claim.value = mineNow === asked.seat ? undefined : { seat: asked.seat, refused: true };
    if (mineNow !== seat.value) {
      // Held, and now no seat with no claim of this phone's: the host freed it.
      freed.value = seat.value !== undefined && mineNow === undefined && asked === undefined;
      if (mineNow === undefined) backSeat.value = false;
      seat.value = mineNow;
      keep(current);
    }
  };
  const claimSeat = (chosen: number, chosenHere = false): void => {
    const game = current.game;
    if (game === undefined) return;
    if (chosenHere) {
      backSeat.value = false;
      freed.value = false;
    }
    claim.value = { seat: chosen, refused: false };
    say({ t: 'seat', seat: chosen, proof: seatProof(key, game.id) });
  };
  channel.addEventListener('message', (e) => {
    const out = guestReceive(current, e.data);
    keep(out.table);
    for (const m of out.send) send(m);
    if (out.event) lastEvent.value = out.event;
    if (out.event?.kind === 'appended' || out.event?.kind === 'rewound' || out.event?.kind === 'welcomed') {
      storeCopy(current);
      void storing.then(route);
    }
    if (out.event?.kind === 'appended' && out.event.answers !== undefined) settle(out.event.answers, { ok: true, value: out.event.from });
    if (out.event?.kind === 'refused') settle(out.event.id, { ok: false, error: refusalOf(out.event.reason, out.event.violations) });
    for (const r of out.refusedHere ?? []) settle(r.id, { ok: false, error: { kind: 'violations', violations: r.violations } });
    if (out.event?.kind === 'welcomed') {
      // This phone's own seat comes back with no question: the one the host holds for its key, or
      // (a host that took over and knows no holder yet) the one it held at this table before.
      holder.value = holderOf(seatProof(key, out.event.game.id));
      const own = seatHeldBy(out.event.held, holder.value);
      const earlier = before?.table.game?.id === out.event.game.id ? before.seat : undefined;
      const back = own ?? (earlier !== undefined && out.event.held[earlier] === null ? earlier : undefined);
      seatsSaid(out.event.held);
      backSeat.value = back !== undefined;
      if (back !== undefined) claimSeat(back);
    }
    if (out.event?.kind === 'seats') {
      seatsSaid(out.event.held);
      void storing.then(route);
    }
    if (out.event?.kind === 'bye') end('bye', out.event.reason);
  });
  // The heartbeat: a sleeping phone or a host out of range is noticed in seconds, where the data
  // channel itself may take half a minute to close.
  let heard = Date.now();
  let pinged = 0;
  let beat: ReturnType<typeof setInterval> | undefined;
  channel.addEventListener('message', () => {
    heard = Date.now();
  });
  void reply.link.open.then(() => {
    status.value = 'linked';
    keepAwakeWhileLinked();
    heard = Date.now();
    const first = hello(current, reply.secret);
    keep(first.table);
    send(first.message);
    beat = setInterval(() => {
      if (status.value === 'closed') return clearInterval(beat);
      const now = Date.now();
      // A page the browser hid and throttled has not been listening: it is not the host that went silent.
      if (globalThis.document?.visibilityState === 'hidden') heard = Math.max(heard, now - GUEST_LOST_MS / 2);
      if (now - heard > GUEST_LOST_MS) return end('host-gone');
      if (current.cursor.welcomed && now - pinged >= GUEST_PING_MS) {
        pinged = now;
        say({ t: 'ping' });
      }
    }, GUEST_CHECK_MS);
  });
  joined?.close();
  joined = {
    code: reply.code,
    status,
    table,
    lastEvent,
    seat,
    held,
    holder,
    claim,
    back: backSeat,
    freed,
    ended,
    chooseSeat(chosen) {
      claimSeat(chosen, true);
    },
    close() {
      clearInterval(beat);
      unroute();
      // Left on this phone: nothing to warn of on the game screen.
      markPresence(undefined);
      reply.link.close();
      status.value = 'closed';
    },
  };
  return joined;
}
