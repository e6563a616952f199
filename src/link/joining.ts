/**
 * Joining: a guest's link to a host's table (the pure guest table of guest.ts), as signals the
 * screen reads. The guest's copy of the game is stored as it grows (copy.ts); its own seat comes
 * back to it on a rejoin (seat-key.ts), and the game screen proposes entries through the host.
 */
import { type Signal, signal } from '@preact/signals';
import { type AnyGameModule, GAMES } from '../engine/games';
import type { RulesetId, Violation } from '../engine/types';
import type { Result } from '../engine/result';
import type { Refusal, SubmitRoute } from '../state/game';
import { bindSeat, type LinkEnd, markPresence, markSeatFreed } from '../state/seat';
import { type Conflict, guestPropose, guestReceive, type GuestEvent, type GuestTable, guestSend, hello, newGuest, reconnect } from './guest';
import { answer, type GuestReply } from './peer';
import { encodeMessage, type GuestMessage, type SeatHolders } from './protocol';
import { holderOf, seatHeldBy, seatProof } from './seat-key';
import { repo } from '../state/repo';
import { localCopyOf, storeCopy, stored } from './copy';
import { HostingRefused, hostedHub, keepAwakeWhileLinked, lastJoined, linkClosed, noSeat, opened, phoneKey, routeSet, setJoined, setRoute } from './pairing';

// biome-ignore lint/suspicious/noExplicitAny: a linked table serves any ruleset; the module is found by the record's ruleset id.
type AnyGuest = GuestTable<any, any, any>;

/**
 * A guest pings the host this often and takes the host as gone after GUEST_LOST_MS without a word
 * from it (checked every GUEST_CHECK_MS): the game screen says so within 5 s of the host leaving.
 */
const GUEST_PING_MS = 1000;
const GUEST_CHECK_MS = 400;
const GUEST_LOST_MS = 3200;

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
  /** The host's log does not continue the one this phone holds: refused, in words (the game here is unchanged). */
  readonly conflict: Signal<Conflict | undefined>;
  /** The host let this phone go earlier because its link took no more: said when it came back. */
  readonly told: Signal<'slow' | undefined>;
  /**
   * The link did not open within LINK_OPEN_MS of this phone's answer ('link/timeout'), or the
   * browser gave up on it ('link/failed'): the same words the host sees, with what to try.
   */
  readonly failed: Signal<'link/timeout' | 'link/failed' | undefined>;
  chooseSeat(seat: number): void;
  close(): void;
}

/** The host's refusal of a proposal as the game screen shows it: the rules' (or the seat's) violations, or stale. */
function refusalOf(reason: string, violations: readonly Violation[]): Refusal {
  if (reason === 'stale') return { kind: 'stale', recorded: [], from: 0, removed: 0 };
  return { kind: 'violations', violations: violations.length > 0 ? violations : [{ code: 'link/refused', cite: [], params: {} }] };
}

const byRuleset = (ruleset: string): AnyGameModule | undefined => GAMES[ruleset as RulesetId];

/** The guest logs begun on this page: each new one is an epoch of its own (copy.ts compares across epochs). */
let epochs = 0;

/** What this guest phone holds of the table it joined last: kept for a rejoin after a dropped link. */
let kept: { readonly table: AnyGuest; readonly seat: number | undefined } | undefined;

/**
 * Answers a host's code (scanned or pasted); rejects with a LinkCodeError for a bad code. A phone
 * that held the same game before (sleep, a dropped link, a new host) keeps its log and its seat,
 * and asks only for the entries after the last one it holds.
 */
export async function joinTable(offerCode: string): Promise<GuestLink> {
  // One submit route and one seat per page: joining would take them from the table this page hosts.
  if (hostedHub() !== undefined) throw new HostingRefused('link/hosting');
  const reply: GuestReply = await answer(offerCode);
  const key = await phoneKey();
  const status = signal<GuestStatus>('waiting');
  const lastEvent = signal<GuestEvent | undefined>(undefined);
  const seat = signal<number | undefined>(undefined);
  const held = signal<SeatHolders>([]);
  const holder = signal<string | undefined>(undefined);
  const claim = signal<{ readonly seat: number; readonly refused: boolean } | undefined>(undefined);
  const freed = signal(false);
  const backSeat = signal(false);
  const ended = signal<'host-gone' | GuestEvent['kind'] | undefined>(undefined);
  const conflict = signal<Conflict | undefined>(undefined);
  const told = signal<'slow' | undefined>(undefined);
  const failed = signal<'link/timeout' | 'link/failed' | undefined>(undefined);
  const before = kept;
  let current: AnyGuest = before === undefined ? newGuest(byRuleset, ++epochs) : reconnect(before.table);
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
    void stored().then(() => done?.(r));
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
    // The link's end is said instead (the game screen's notice of it).
    markSeatFreed(undefined);
    const game = current.game;
    const local = game === undefined ? undefined : localCopyOf(game.id);
    if (local !== undefined && lastJoined()?.status === status) markPresence({ role: 'guest', gameId: local, link: why });
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
          if (made.message === undefined) return void stored().then(() => resolve({ ok: false, error: { kind: 'violations', violations: made.violations } }));
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
        : byeReason === 'slow' || byeReason === 'unreadable' || byeReason === 'version' || byeReason === 'conflict'
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
      // Said on the game screen too (the phone may be there), until it holds a seat again.
      const local = current.game === undefined ? undefined : localCopyOf(current.game.id);
      markSeatFreed(freed.value ? local : undefined);
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
  /**
   * This phone's log is not the host's (the one held on this page, or after a reload the copy stored
   * before): nothing of it changes, and the link ends in words. Joining again starts afresh: the
   * host's log is then stored beside this phone's game as a conflict copy.
   */
  const refuseLog = (why: Conflict): void => {
    conflict.value = why;
    end('conflict', 'conflict');
    kept = undefined;
  };
  channel.addEventListener('message', (e) => {
    const out = guestReceive(current, e.data);
    keep(out.table);
    for (const m of out.send) send(m);
    if (out.event) lastEvent.value = out.event;
    if (out.event?.kind === 'appended' || out.event?.kind === 'rewound' || out.event?.kind === 'welcomed') {
      storeCopy(current, refuseLog);
      void stored().then(route);
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
      // No seat to claim: this phone says which phone it is, so a host that let it go tells it why.
      else say({ t: 'phone', proof: seatProof(key, out.event.game.id) });
    }
    if (out.event?.kind === 'seats') {
      seatsSaid(out.event.held);
      void stored().then(route);
    }
    if (out.event?.kind === 'bye') end('bye', out.event.reason);
    if (out.event?.kind === 'told') told.value = out.event.reason;
    if (out.event?.kind === 'conflict') refuseLog(out.event.conflict);
  });
  // The heartbeat: a sleeping phone or a host out of range is noticed in seconds, where the data
  // channel itself may take half a minute to close.
  let heard = Date.now();
  let pinged = 0;
  let beat: ReturnType<typeof setInterval> | undefined;
  channel.addEventListener('message', () => {
    heard = Date.now();
  });
  // The link has not opened LINK_OPEN_MS after this phone showed its answer: this phone says so too,
  // with what to try, as the host does. The host may not have read the code yet, so the link stays
  // open for it; the words go once it opens. A link the browser gave up on is closed, in words.
  opened(reply.link).catch((e: unknown) => {
    const gaveUp = e instanceof Error && e.message === 'link/failed';
    if (!gaveUp && status.value !== 'waiting') return;
    failed.value = gaveUp ? 'link/failed' : 'link/timeout';
  });
  void reply.link.open.then(() => {
    failed.value = undefined;
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
  lastJoined()?.close();
  const link: GuestLink = {
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
    conflict,
    told,
    failed,
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
  setJoined(link);
  return link;
}
