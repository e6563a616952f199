/**
 * The host's side of a linked table, as a pure state machine: each message from a guest phone
 * passes the gate (protocol.ts), then the game module's parseEntry, then the engine (`step`), and
 * only then is an entry appended at the end of the log and sent to every guest. The host is the
 * one writer of the table's log; guests propose. What the caller does with the outcome (store the
 * appended entry, send the messages) is outside: no browser globals here, time comes in as `at`.
 */
import type { GameModule } from '../engine/game';
import { type Chain, chainOf, extendChain, nextLink } from '../engine/log/chain';
import { stepNew } from '../engine/log/replay';
import type { LoggedEntry, Violation } from '../engine/types';
import { holderOf } from './seat-key';
import { type SpeakerOf, speakerOf } from './seats';
import {
  advanceGuest,
  CATCH_UP_BATCH,
  CATCH_UP_LENGTH,
  entryProblem,
  type GateRefusal,
  type GuestCursor,
  gateGuestMessage,
  type HostMessage,
  NEW_GUEST,
  PROTOCOL_VERSION,
  type SeatHolders,
  type WireEntry,
  type WireGame,
} from './protocol';

export interface LinkedGuest {
  /** The one-time secret shown in this guest's code; it must come back in the guest's hello. */
  readonly secret: string;
  readonly cursor: GuestCursor;
  /** The seat this phone's link speaks for: set only by a claim whose proof the seat is bound to. */
  readonly seat: number | undefined;
  /** The holder of this phone's seat (seat-key.ts), once it has claimed one. */
  readonly holder?: string;
  /** When (ms) this guest's latest proposals came, newest last: at most MAX_PROPOSALS in PROPOSAL_WINDOW_MS. */
  readonly proposals?: readonly number[];
  /** The last catch-up served to this guest: from where, and when (ms). */
  readonly caughtUp?: { readonly from: number; readonly at: number };
}

/**
 * A guest's proposals per window: far more than a player taps (and a stale proposal sent again), so
 * that only a phone in a loop or a hostile one is refused ('link/too-fast'), and the table goes on.
 */
export const MAX_PROPOSALS = 30;
export const PROPOSAL_WINDOW_MS = 10_000;
/**
 * One catch-up in flight per guest: a catch-up asking from no further than the last one served is
 * not served again within this time (a guest asks once per gap; a loop asking for the whole log
 * sends it once).
 */
export const CATCH_UP_GAP_MS = 2_000;

export interface HostTable<Setup, State, Entry extends { readonly kind: string }> {
  readonly module: GameModule<Setup, State, Entry>;
  readonly game: WireGame;
  readonly setup: Setup;
  readonly state: State;
  readonly log: readonly LoggedEntry<Entry>[];
  readonly guests: ReadonlyMap<string, LinkedGuest>;
  /** Which seat an entry speaks for: a guest proposes only its own seat's entries. */
  readonly speaker: SpeakerOf<Setup, Entry>;
  /**
   * Each seat's holder: the phone it is bound to (the hash of that phone's proof), or null. Bound by
   * the first claim with a proof; only the host frees it (`freeSeat`), a lost phone's seat.
   */
  readonly held: SeatHolders;
  /** The log's chain (engine/log/chain.ts): link i follows the first i entries; sent with every entry. */
  readonly chain: Chain;
  /**
   * Phones let go because their sends failed or they fell silent (their holders): told why once, when
   * they come back ('told': a seat claim, or a seatless phone's 'phone'), since a bye could not reach them then.
   */
  readonly letGo?: ReadonlySet<string>;
}

export interface Outgoing {
  readonly to: string;
  readonly message: HostMessage;
}

export interface HostOutcome<Setup, State, Entry extends { readonly kind: string }> {
  readonly table: HostTable<Setup, State, Entry>;
  readonly send: readonly Outgoing[];
  /** The entry appended to the log, if any: the caller stores it at `seq`. */
  readonly appended?: { readonly seq: number; readonly logged: LoggedEntry<Entry> };
  /**
   * Why the message was refused (nothing changed): at the gate (the guest is dropped on 'forged'), a
   * wrong secret, an unknown guest, or a claim for a seat another phone holds.
   */
  readonly refused?: GateRefusal | { readonly code: 'link/bad-secret' | 'link/unknown-guest' | 'link/seat-held' | 'link/busy'; readonly detail: string };
  /** The seats' holders changed: the caller stores them, so a seat stays its phone's across a reload of the host. */
  readonly held?: SeatHolders;
  /** The guest to disconnect (a bad secret, a forged message). */
  readonly drop?: string;
  /** The rules the host's own entry breaks against the log it would be appended to (nothing changed). */
  readonly violations?: readonly Violation[];
}

export function openTable<Setup, State, Entry extends { readonly kind: string }>(
  module: GameModule<Setup, State, Entry>,
  game: WireGame,
  setup: Setup,
  state: State,
  log: readonly LoggedEntry<Entry>[],
  speaker: SpeakerOf<Setup, Entry> = speakerOf(module.id),
): HostTable<Setup, State, Entry> {
  const chain = chainOf({ ruleset: module.id, setup, entries: log.map((l) => asParsed(module, l)) });
  return { module, game, setup, state, log, guests: new Map(), speaker, held: game.seats.map(() => null), chain };
}

/**
 * An entry as a guest's parseEntry reads it off the wire, which is what both sides hash into the
 * chain: an entry the host's own screen made may carry what parsing drops.
 */
function asParsed<E>(
  module: { readonly parseEntry: (raw: unknown) => { readonly ok: boolean; readonly value?: unknown } },
  logged: LoggedEntry<E>,
): LoggedEntry<unknown> {
  const parsed = module.parseEntry(JSON.parse(JSON.stringify(logged.entry)) as unknown);
  return parsed.ok ? { at: logged.at, entry: parsed.value } : logged;
}

/**
 * A guest let go because its sends failed (its queue full) or it fell silent: the table goes on
 * without it, and that phone, seated or not (its holder, once it said which phone it is), is told why
 * when it comes back.
 */
export function letGoGuest<S, T, E extends { readonly kind: string }>(table: HostTable<S, T, E>, id: string): HostTable<S, T, E> {
  const holder = table.guests.get(id)?.holder;
  const rest = removeGuest(table, id);
  return holder === undefined ? rest : { ...rest, letGo: new Set([...(table.letGo ?? []), holder]) };
}

/** The table with the seats' holders stored for this game (or held by the copy that takes over). */
export function withHolders<S, T, E extends { readonly kind: string }>(table: HostTable<S, T, E>, held: SeatHolders): HostTable<S, T, E> {
  return { ...table, held: table.game.seats.map((_, i) => held[i] ?? null) };
}

const toGreeted = <S, T, E extends { readonly kind: string }>(table: HostTable<S, T, E>, message: HostMessage): Outgoing[] =>
  [...table.guests].filter(([, g]) => g.cursor.greeted).map(([to]) => ({ to, message }));

/**
 * The host frees a seat (its phone is lost): no phone holds it now, a phone linked for it speaks for
 * no seat, and any phone may claim it. Every phone is told.
 */
export function freeSeat<S, T, E extends { readonly kind: string }>(table: HostTable<S, T, E>, seat: number): HostOutcome<S, T, E> {
  if (table.held[seat] === undefined || table.held[seat] === null) return { table, send: [] };
  const held = table.held.map((h, i) => (i === seat ? null : h));
  const guests = new Map([...table.guests].map(([id, g]) => [id, g.seat === seat ? { ...g, seat: undefined } : g]));
  const next = { ...table, held, guests };
  return { table: next, send: toGreeted(next, { t: 'seats', held }), held };
}

/** Why an entry for another seat (or the whole table) is refused to a guest: the seat it speaks for. */
function otherSeat(game: WireGame, speaker: number | 'table'): Violation {
  return speaker === 'table'
    ? { code: 'link/table-entry', cite: [], params: {} }
    : { code: 'link/other-seat', cite: [], params: { seat: game.seats[speaker] ?? '' } };
}

/** Expects a guest with the secret of the code the host shows (before the channel opens). */
export function expectGuest<S, T, E extends { readonly kind: string }>(table: HostTable<S, T, E>, id: string, secret: string): HostTable<S, T, E> {
  const guests = new Map(table.guests);
  guests.set(id, { secret, cursor: NEW_GUEST, seat: undefined });
  return { ...table, guests };
}

/**
 * The seats whose players record on their own phones, ascending and each once: a seat bound to a
 * connected (greeted) guest among `phones` (the phones whose code the host took), and a seat still
 * held by a phone that is away (asleep, let go, removed) until the host frees it. The host's
 * "for everyone left" taps leave these players out: a phone that sleeps through a phase comes back
 * to what its player did, not to an entry the host's tap made for him.
 */
export function guestSeats<S, T, E extends { readonly kind: string }>(table: HostTable<S, T, E>, phones: ReadonlySet<string>): readonly number[] {
  const seats = new Set<number>();
  for (const [id, g] of table.guests) if (phones.has(id) && g.cursor.greeted && g.seat !== undefined) seats.add(g.seat);
  table.held.forEach((holder, seat) => {
    if (holder !== null && holder !== undefined) seats.add(seat);
  });
  return [...seats].sort((a, b) => a - b);
}

/** Removes a guest (the host's remove button, or its channel closed). */
export function removeGuest<S, T, E extends { readonly kind: string }>(table: HostTable<S, T, E>, id: string): HostTable<S, T, E> {
  const guests = new Map(table.guests);
  guests.delete(id);
  return { ...table, guests };
}

const wire = <E>(log: readonly LoggedEntry<E>[], chain: Chain, from: number, to: number): WireEntry[] =>
  log.slice(from, to).map((l, i) => ({ seq: from + i, at: l.at, entry: l.entry, h: chain[from + i + 1] as string }));

/**
 * The log from `from` on as 'entries' messages, each under the gate's size limit with a margin
 * (CATCH_UP_LENGTH) and of at most CATCH_UP_BATCH entries: a catch-up of long entries is sent in more
 * batches, never in one the guest's gate refuses.
 */
export function catchUpMessages<E>(log: readonly LoggedEntry<E>[], from: number, chain: Chain): HostMessage[] {
  const out: HostMessage[] = [];
  let batch: WireEntry[] = [];
  let length = 0;
  for (const w of wire(log, chain, from, log.length)) {
    const size = JSON.stringify(w).length + 1;
    if (batch.length > 0 && (batch.length >= CATCH_UP_BATCH || length + size > CATCH_UP_LENGTH)) {
      out.push({ t: 'entries', entries: batch });
      batch = [];
      length = 0;
    }
    batch.push(w);
    length += size;
  }
  if (batch.length > 0) out.push({ t: 'entries', entries: batch });
  return out;
}

/** Every greeted guest gets the new entry; the proposer's copy answers its proposal. */
function broadcast<S, T, E extends { readonly kind: string }>(table: HostTable<S, T, E>, seq: number, proposer?: { id: string; proposal: number }): Outgoing[] {
  const entries = wire(table.log, table.chain, seq, seq + 1);
  return [...table.guests]
    .filter(([, g]) => g.cursor.greeted)
    .map(([to]) => ({
      to,
      message: proposer?.id === to ? { t: 'entries', entries, answers: proposer.proposal } : { t: 'entries', entries },
    }));
}

/**
 * The host records an entry itself (its own phone's forms): checked by the engine against the log
 * it is appended to (which guests' entries may have moved since the screen judged it), appended, sent.
 */
export function hostRecord<S, T, E extends { readonly kind: string }>(table: HostTable<S, T, E>, entry: E, at: string): HostOutcome<S, T, E> {
  const result = stepNew(table.module, table.setup, table.state, table.log, entry);
  if (result.violations.length > 0) return { table, send: [], violations: result.violations };
  const seq = table.log.length;
  const logged = { at, entry };
  const link = nextLink(table.chain[seq] as string, asParsed(table.module, logged));
  const next = { ...table, state: result.state, log: [...table.log, logged], chain: [...table.chain, link] };
  return { table: next, send: broadcast(next, seq), appended: { seq, logged } };
}

const sameEntry = (a: LoggedEntry<unknown> | undefined, b: LoggedEntry<unknown> | undefined): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The stored log changed under the host (its own screens recorded or undid entries; the database
 * is the truth): the table follows it, and the guests get what they lack. Entries the stored log
 * shares with the table stay; where they part, guests rewind to the common part, then get the rest.
 * The stored entries were judged by the engine when they were recorded; they are replayed here once.
 */
export function hostFollow<S, T, E extends { readonly kind: string }>(
  table: HostTable<S, T, E>,
  stored: readonly LoggedEntry<E>[],
  state: T,
): HostOutcome<S, T, E> {
  let common = 0;
  while (common < Math.min(stored.length, table.log.length) && sameEntry(stored[common], table.log[common])) common++;
  if (common === stored.length && common === table.log.length) return { table, send: [] };
  // The links of the entries both logs share are kept; the rest are hashed from where they part.
  const chain = extendChain(
    table.chain.slice(0, common + 1),
    stored.slice(common).map((l) => asParsed(table.module, l)),
  );
  const next = { ...table, state, log: stored, chain };
  const greeted = [...table.guests].filter(([, g]) => g.cursor.greeted).map(([to]) => to);
  const send: Outgoing[] = [];
  for (const to of greeted) {
    if (common < table.log.length) send.push({ to, message: { t: 'rewind', length: common } });
    for (const message of catchUpMessages(stored, common, next.chain)) send.push({ to, message });
  }
  return { table: next, send };
}

/** One message from guest `from`, as received from its data channel. */
export function hostReceive<S, T, E extends { readonly kind: string }>(
  table: HostTable<S, T, E>,
  from: string,
  raw: unknown,
  at: string,
): HostOutcome<S, T, E> {
  const guest = table.guests.get(from);
  if (guest === undefined) return { table, send: [], refused: { code: 'link/unknown-guest', detail: from }, drop: from };
  const gated = gateGuestMessage(raw, guest.cursor);
  // A guest of another version: told so in a bye it can read (the bye's shape is the same in every version), and let go.
  if (!gated.ok && gated.error.code === 'gate/version')
    return { table: removeGuest(table, from), send: [{ to: from, message: { t: 'bye', reason: 'version' } }], refused: gated.error, drop: from };
  if (!gated.ok) return { table, send: [], refused: gated.error, ...(gated.error.code === 'gate/forged' ? { drop: from } : {}) };
  const msg = gated.value;
  const moved = (patch: Partial<LinkedGuest> = {}): HostTable<S, T, E> => {
    const guests = new Map(table.guests);
    guests.set(from, { ...guest, ...patch, cursor: advanceGuest(guest.cursor, msg) });
    return { ...table, guests };
  };
  const reply = (message: HostMessage): Outgoing => ({ to: from, message });
  switch (msg.t) {
    case 'hello':
      if (msg.secret !== guest.secret) {
        return {
          table: removeGuest(table, from),
          send: [reply({ t: 'bye', reason: 'bad-secret' })],
          refused: { code: 'link/bad-secret', detail: 'the secret of the code shown' },
          drop: from,
        };
      }
      return {
        table: moved(),
        send: [
          reply({
            t: 'welcome',
            v: PROTOCOL_VERSION,
            game: table.game,
            length: table.log.length,
            head: table.chain[table.log.length] as string,
            held: table.held,
          }),
        ],
      };
    case 'seat': {
      // The seat is the phone's whose proof hashes to its holder: a claim for a seat another phone
      // holds changes nothing (the claimer is told who holds what); a free seat is bound to this phone,
      // which leaves the seat it held before; the phone's own seat comes back to it with no question.
      const holder = holderOf(msg.proof);
      const current = table.held[msg.seat];
      if (current === undefined || (current !== null && current !== holder))
        return {
          table: moved(),
          send: [reply({ t: 'seats', held: table.held })],
          refused: { code: 'link/seat-held', detail: `seat ${msg.seat}` },
        };
      const held = table.held.map((h, i) => (i === msg.seat ? holder : h === holder ? null : h));
      const guests = new Map(table.guests);
      for (const [id, g] of table.guests) if (g.holder === holder) guests.set(id, { ...g, seat: msg.seat });
      guests.set(from, { ...guest, seat: msg.seat, holder, cursor: advanceGuest(guest.cursor, msg) });
      // A phone let go because its sends failed is told why now, once (its bye could not reach it then).
      const told: Outgoing[] = table.letGo?.has(holder) ? [reply({ t: 'told', reason: 'slow' })] : [];
      const letGo = told.length > 0 ? { letGo: new Set([...(table.letGo ?? [])].filter((h) => h !== holder)) } : {};
      const next = { ...table, held, guests, ...letGo };
      if (current === holder && held.every((h, i) => h === table.held[i])) return { table: next, send: [reply({ t: 'seats', held }), ...told] };
      return { table: next, send: [...toGreeted(next, { t: 'seats', held }), ...told], held };
    }
    case 'phone': {
      // A phone with no seat to claim: known by its holder (no seat bound), told why if it was let go.
      const holder = holderOf(msg.proof);
      const told: Outgoing[] = table.letGo?.has(holder) ? [reply({ t: 'told', reason: 'slow' })] : [];
      const letGo = told.length > 0 ? { letGo: new Set([...(table.letGo ?? [])].filter((h) => h !== holder)) } : {};
      const guests = new Map(table.guests);
      guests.set(from, { ...guest, holder, cursor: advanceGuest(guest.cursor, msg) });
      return { table: { ...table, guests, ...letGo }, send: told };
    }
    case 'catch-up': {
      const from0 = Math.min(msg.from, table.log.length);
      const now = Date.parse(at);
      const last = guest.caughtUp;
      // One in flight: asked again from no further on, soon after, it is not sent twice.
      if (last !== undefined && from0 <= last.from && now - last.at < CATCH_UP_GAP_MS)
        return { table: moved(), send: [], refused: { code: 'link/busy', detail: `a catch-up from ${last.from} was sent` } };
      return { table: moved({ caughtUp: { from: from0, at: now } }), send: catchUpMessages(table.log, from0, table.chain).map(reply) };
    }
    case 'ping':
      return { table: moved(), send: [reply({ t: 'pong', n: msg.n })] };
    case 'propose': {
      const now = Date.parse(at);
      const recent = [...(guest.proposals ?? []).filter((t) => now - t < PROPOSAL_WINDOW_MS), now];
      const after = moved({ proposals: recent.slice(-MAX_PROPOSALS - 1) });
      // A phone in a loop (or a hostile one) is refused in words; the table goes on.
      if (recent.length > MAX_PROPOSALS)
        return {
          table: after,
          send: [reply({ t: 'refused', id: msg.id, reason: 'rules', violations: [{ code: 'link/too-fast', cite: [], params: { max: MAX_PROPOSALS } }] })],
        };
      if (guest.seat === undefined || guest.holder === undefined || table.held[guest.seat] !== guest.holder)
        return { table: after, send: [reply({ t: 'refused', id: msg.id, reason: 'not-seated', violations: [] })] };
      // The guest's view must be the current log: like a second tab, a stale proposer catches up and
      // records again against the new state; the host never rebases an entry.
      if (msg.base !== table.log.length) return { table: after, send: [reply({ t: 'refused', id: msg.id, reason: 'stale', violations: [] })] };
      const parsed = entryProblem(msg.entry) === undefined ? table.module.parseEntry(msg.entry) : undefined;
      if (parsed === undefined || !parsed.ok) return { table: after, send: [reply({ t: 'refused', id: msg.id, reason: 'shape', violations: [] })] };
      // A guest speaks for its own seat only: the whole table's entries come from the host's phone.
      const speaker = table.speaker(table.setup, parsed.value);
      if (speaker !== guest.seat)
        return { table: after, send: [reply({ t: 'refused', id: msg.id, reason: 'seat', violations: [otherSeat(table.game, speaker)] })] };
      // A guest's entry is a new entry: the turn's order (once per turn, phases in order) judges it too.
      const result = stepNew(table.module, table.setup, table.state, table.log, parsed.value);
      if (result.violations.length > 0) return { table: after, send: [reply({ t: 'refused', id: msg.id, reason: 'rules', violations: result.violations })] };
      const seq = table.log.length;
      const logged = { at, entry: parsed.value };
      const next = { ...after, state: result.state, log: [...table.log, logged], chain: [...table.chain, nextLink(table.chain[seq] as string, logged)] };
      return { table: next, send: broadcast(next, seq, { id: from, proposal: msg.id }), appended: { seq, logged } };
    }
  }
}
