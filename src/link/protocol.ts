/**
 * The messages phones of one table exchange over their data channel, and the one gate every
 * message from another phone passes before anything acts on it: size, JSON, shape, sequence.
 * Entries inside messages stay `unknown` here; the game module's parseEntry and the engine judge
 * them (see host.ts), as for a backup file.
 *
 * Sequence rules. Each side numbers what it sends: a guest's messages carry `n` (1, 2, 3, ...);
 * the host's entries carry `seq`, the entry's index in the log. A number already taken is a replay,
 * a number ahead of the next expected one is out of order (something was lost): both are refused,
 * and nothing changes. A guest never sends an entry with a sequence number: it proposes one against
 * the log length it has seen (`base`), and only the host decides where entries go.
 *
 * Pure: no browser globals.
 */
import { isTimestamp, MAX_ENTRY_LENGTH, MAX_STRING } from '../engine/limits';
import { err, ok, type Result } from '../engine/result';
import type { Violation } from '../engine/types';
import { checkText } from '../persistence/text';

/**
 * The shape of the messages below. A phone refuses a peer with another version in words (a bye
 * 'version', or the host's welcome refused): version 2 has the bye 'version' and a stale refusal
 * that comes after every entry that moved the log; version 3 binds a seat to the phone that took
 * it (a seat claim carries the phone's proof, the welcome and 'seats' say which seats are held);
 * version 4 chains the log (engine/log/chain.ts): every entry carries its link and the welcome the
 * host's last, so a guest takes only a log that continues its own, and the host tells a phone it let
 * go why ('told') when that phone claims its seat again; version 5 lets a phone with no seat to claim
 * say which phone it is ('phone', its proof for the game), so that it is told why too.
 */
export const PROTOCOL_VERSION = 5;
/** A message longer than this (UTF-16 code units of its JSON) is refused unread. */
export const MAX_MESSAGE_LENGTH = 64 * 1024;
/** Catch-up is sent in batches so that no message passes the size limit: at most this many entries, */
export const CATCH_UP_BATCH = 50;
/**
 * and at most this many characters of JSON (the gate's limit less a margin for the envelope): an
 * entry is at most MAX_ENTRY_LENGTH (engine/limits), so one always fits.
 */
export const CATCH_UP_LENGTH = MAX_MESSAGE_LENGTH - 8 * 1024;

/** What a guest sends. */
export type GuestMessage =
  | { readonly t: 'hello'; readonly n: number; readonly v: number; readonly secret: string }
  /** A claim for a seat, with this phone's proof for this game (seat-key.ts): only a phone with the proof the seat is bound to gets a held seat. */
  | { readonly t: 'seat'; readonly n: number; readonly seat: number; readonly proof: string }
  /**
   * A phone with no seat to claim says which phone it is (its proof for this game, as in a claim):
   * the host binds no seat to it, but knows it, so that a phone it lets go is told why when it comes back.
   */
  | { readonly t: 'phone'; readonly n: number; readonly proof: string }
  | { readonly t: 'propose'; readonly n: number; readonly id: number; readonly base: number; readonly entry: unknown }
  | { readonly t: 'catch-up'; readonly n: number; readonly from: number }
  | { readonly t: 'ping'; readonly n: number };

/**
 * One entry of the log as the host sends it: its place, when it was made, the entry itself, and
 * its link in the log's chain (engine/log/chain.ts), which the guest computes again and compares.
 */
export interface WireEntry {
  readonly seq: number;
  readonly at: string;
  readonly entry: unknown;
  readonly h: string;
}

/** What the host sends. */
export type HostMessage =
  /** `head`: the chain's link after the host's `length` entries (link 0, the setup's, for an empty log). */
  | { readonly t: 'welcome'; readonly v: number; readonly game: WireGame; readonly length: number; readonly head: string; readonly held: SeatHolders }
  /** Which phone holds each seat now (after a claim, a refused claim, or the host freed a seat). */
  | { readonly t: 'seats'; readonly held: SeatHolders }
  | { readonly t: 'entries'; readonly entries: readonly WireEntry[]; readonly answers?: number }
  | { readonly t: 'refused'; readonly id: number; readonly reason: RefusalReason; readonly violations: readonly Violation[] }
  | { readonly t: 'bye'; readonly reason: ByeReason }
  /** The host undid entries: the log is now its first `length` entries (only the log's writer undoes). */
  | { readonly t: 'rewind'; readonly length: number }
  | { readonly t: 'pong'; readonly n: number }
  /** Why the host let this phone go before (its sends failed), said once when it comes back (its seat claim, or 'phone'). */
  | { readonly t: 'told'; readonly reason: 'slow' };

/**
 * Per seat of the game, the holder of the phone bound to it (the hash of that phone's proof,
 * seat-key.ts), or null for a free seat. A holder proves nothing by itself: the claim must carry
 * the proof it is the hash of, which only that phone can make.
 */
export type SeatHolders = readonly (string | null)[];

/** Why the host lets a guest go: removed, a wrong secret, the host left, or another protocol version (the guest's). */
export type ByeReason = 'removed' | 'bad-secret' | 'host-leaves' | 'version' | 'slow';
/*
 * 'slow': the host let this phone go because it fell behind (its link took no more: its unsent
 * messages passed the host's limit, or a send failed); it joins again and misses nothing. A phone
 * that does not know the reason refuses the bye and sees its link close instead.
 */

/** The game a guest joins: its id, ruleset, setup and players (untrusted until parsed). */
export interface WireGame {
  readonly id: string;
  readonly ruleset: string;
  readonly name: string;
  readonly setup: unknown;
  readonly seats: readonly string[];
}

/**
 * Why a proposal was refused: the engine's rules, a log moved on, no seat, a broken entry, an entry
 * for another seat, or the host's storage refused it (full, or a newer schema).
 */
export type RefusalReason = 'rules' | 'stale' | 'not-seated' | 'shape' | 'seat' | 'storage';

export type GateCode = 'gate/too-large' | 'gate/not-json' | 'gate/shape' | 'gate/version' | 'gate/replayed' | 'gate/out-of-order' | 'gate/forged';

export interface GateRefusal {
  readonly code: GateCode;
  /** What was expected, for the log a host keeps of refused messages. */
  readonly detail: string;
}

const refuse = (code: GateCode, detail: string): Result<never, GateRefusal> => err({ code, detail });

type Json = Record<string, unknown>;

function readJson(raw: unknown): Result<Json, GateRefusal> {
  if (typeof raw !== 'string') return refuse('gate/shape', 'a text message');
  if (raw.length > MAX_MESSAGE_LENGTH) return refuse('gate/too-large', `at most ${MAX_MESSAGE_LENGTH} characters`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return refuse('gate/not-json', 'JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse('gate/shape', 'an object');
  return ok(value as Json);
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
/** A SHA-256 in lowercase hex (a seat's proof or holder). */
const isHash = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
const isHolders = (v: unknown): v is SeatHolders => Array.isArray(v) && v.length <= 64 && v.every((h) => h === null || isHash(h));

/**
 * What storage would refuse in an entry another phone sent, checked with storage's own functions so
 * that what a phone takes, it can store and open again: its size (MAX_ENTRY_LENGTH, as the
 * repository's append) and its text (checkText, as every write). Undefined: fine.
 */
export function entryProblem(entry: unknown): GateRefusal | undefined {
  let json: string | undefined;
  try {
    json = JSON.stringify(entry);
  } catch {
    return { code: 'gate/shape', detail: 'entry: JSON' };
  }
  if (json === undefined) return { code: 'gate/shape', detail: 'entry: an object' };
  if (json.length > MAX_ENTRY_LENGTH) return { code: 'gate/too-large', detail: `entry: at most ${MAX_ENTRY_LENGTH} characters` };
  if (checkText(entry) !== undefined) return { code: 'gate/shape', detail: 'entry: text without markup or control characters' };
  return undefined;
}

/** An entry's time as the restore gate requires it (isTimestamp, at most MAX_STRING long). */
const isAt = (v: unknown): v is string => isText(v, MAX_STRING) && isTimestamp(v);

/** Where a guest's messages stand: the number of the last one taken (0 before the first). */
export interface GuestCursor {
  readonly lastN: number;
  readonly greeted: boolean;
}

export const NEW_GUEST: GuestCursor = { lastN: 0, greeted: false };

/**
 * The gate for a guest's message on the host: a host-only message, a message before hello or a
 * second hello is forged; `n` must be exactly the next number.
 */
export function gateGuestMessage(raw: unknown, cursor: GuestCursor): Result<GuestMessage, GateRefusal> {
  const read = readJson(raw);
  if (!read.ok) return read;
  const m = read.value;
  if (!isCount(m.n) || m.n === 0) return refuse('gate/shape', 'n: a positive whole number');
  const shaped = shapeGuest(m);
  if (!shaped.ok) return shaped;
  if (m.n <= cursor.lastN) return refuse('gate/replayed', `n after ${cursor.lastN}`);
  if (m.n > cursor.lastN + 1) return refuse('gate/out-of-order', `n = ${cursor.lastN + 1}`);
  const msg = shaped.value;
  if (msg.t === 'hello' && cursor.greeted) return refuse('gate/forged', 'one hello');
  if (msg.t !== 'hello' && !cursor.greeted) return refuse('gate/forged', 'hello first');
  if (msg.t === 'hello' && msg.v !== PROTOCOL_VERSION) return refuse('gate/version', `v = ${PROTOCOL_VERSION}`);
  return shaped;
}

/** The cursor after a message passed the gate. */
export function advanceGuest(cursor: GuestCursor, msg: GuestMessage): GuestCursor {
  return { lastN: msg.n, greeted: cursor.greeted || msg.t === 'hello' };
}

function shapeGuest(m: Json): Result<GuestMessage, GateRefusal> {
  const n = m.n as number;
  switch (m.t) {
    case 'hello':
      if (!isCount(m.v) || !isText(m.secret, 64)) return refuse('gate/shape', 'hello: v, secret');
      return ok({ t: 'hello', n, v: m.v, secret: m.secret });
    case 'seat':
      if (!isCount(m.seat) || m.seat > 64 || !isHash(m.proof)) return refuse('gate/shape', 'seat: a seat number and a proof');
      return ok({ t: 'seat', n, seat: m.seat, proof: m.proof });
    case 'phone':
      if (!isHash(m.proof)) return refuse('gate/shape', 'phone: a proof');
      return ok({ t: 'phone', n, proof: m.proof });
    case 'propose':
      if (!isCount(m.id) || !isCount(m.base) || !('entry' in m)) return refuse('gate/shape', 'propose: id, base, entry');
      return ok({ t: 'propose', n, id: m.id, base: m.base, entry: m.entry });
    case 'catch-up':
      if (!isCount(m.from)) return refuse('gate/shape', 'catch-up: from');
      return ok({ t: 'catch-up', n, from: m.from });
    case 'ping':
      return ok({ t: 'ping', n });
    case 'entries':
    case 'welcome':
    case 'seats':
    case 'refused':
    case 'bye':
    case 'rewind':
    case 'pong':
    case 'told':
      // Only the host places entries or speaks for the table: a guest sending these forges.
      return refuse('gate/forged', 'a guest message');
    default:
      return refuse('gate/shape', 'a known message type');
  }
}

/** Where the host's messages stand on a guest: the log length it holds. */
export interface HostCursor {
  readonly length: number;
  readonly welcomed: boolean;
}

/**
 * The gate for the host's message on a guest. Entries must continue the guest's log exactly:
 * an entry already held is a replay, one past the end is out of order (the guest asks to catch up).
 */
export function gateHostMessage(raw: unknown, cursor: HostCursor): Result<HostMessage, GateRefusal> {
  const read = readJson(raw);
  if (!read.ok) return read;
  const m = read.value;
  switch (m.t) {
    case 'welcome': {
      const g = m.game as Json | undefined;
      // The version first: a host of another version may shape the rest of its welcome otherwise.
      if (isCount(m.v) && m.v !== PROTOCOL_VERSION) return refuse('gate/version', `v = ${PROTOCOL_VERSION}`);
      if (!isCount(m.v) || !isCount(m.length) || !isHash(m.head) || typeof g !== 'object' || g === null || !isHolders(m.held))
        return refuse('gate/shape', 'welcome: v, length, head, game, held');
      if (cursor.welcomed) return refuse('gate/forged', 'one welcome');
      const seats = g.seats;
      if (
        !isText(g.id, MAX_STRING) ||
        !isText(g.ruleset, 50) ||
        !isText(g.name, MAX_STRING) ||
        !Array.isArray(seats) ||
        seats.length > 64 ||
        !seats.every((s) => isText(s, MAX_STRING)) ||
        (m.held as SeatHolders).length !== seats.length
      )
        return refuse('gate/shape', 'welcome: game id, ruleset, name, seats');
      // What the copy of the game will store: text as storage takes it (checkText).
      if (checkText({ id: g.id, name: g.name, seats, setup: g.setup }) !== undefined) return refuse('gate/shape', 'welcome: text without markup');
      return ok({
        t: 'welcome',
        v: m.v,
        length: m.length,
        head: m.head,
        game: { id: g.id, ruleset: g.ruleset, name: g.name, setup: g.setup, seats },
        held: m.held as SeatHolders,
      });
    }
    case 'seats':
      if (!cursor.welcomed) return refuse('gate/forged', 'welcome first');
      if (!isHolders(m.held)) return refuse('gate/shape', 'seats: held');
      return ok({ t: 'seats', held: m.held });
    case 'entries': {
      if (!cursor.welcomed) return refuse('gate/forged', 'welcome first');
      const list = m.entries;
      if (!Array.isArray(list) || list.length === 0 || list.length > CATCH_UP_BATCH) return refuse('gate/shape', 'entries: 1 to 50');
      if (m.answers !== undefined && !isCount(m.answers)) return refuse('gate/shape', 'answers: a proposal id');
      const entries: WireEntry[] = [];
      for (const [i, e] of list.entries()) {
        if (typeof e !== 'object' || e === null || !isCount((e as Json).seq) || !isAt((e as Json).at) || !isHash((e as Json).h) || !('entry' in e))
          return refuse('gate/shape', 'entry: seq, at (a date and time), entry, h');
        const w = e as Json;
        const problem = entryProblem(w.entry);
        if (problem !== undefined) return err(problem);
        const expected = cursor.length + i;
        if ((w.seq as number) < expected) return refuse('gate/replayed', `seq = ${expected}`);
        if ((w.seq as number) > expected) return refuse('gate/out-of-order', `seq = ${expected}`);
        entries.push({ seq: w.seq as number, at: w.at as string, entry: w.entry, h: w.h as string });
      }
      return ok(m.answers === undefined ? { t: 'entries', entries } : { t: 'entries', entries, answers: m.answers });
    }
    case 'refused': {
      const reasons: readonly RefusalReason[] = ['rules', 'stale', 'not-seated', 'shape', 'seat', 'storage'];
      if (!isCount(m.id) || !reasons.includes(m.reason as RefusalReason) || !Array.isArray(m.violations) || !m.violations.every(isViolation))
        return refuse('gate/shape', 'refused: id, reason, violations');
      return ok({ t: 'refused', id: m.id, reason: m.reason as RefusalReason, violations: m.violations });
    }
    case 'bye': {
      const reasons: readonly ByeReason[] = ['removed', 'bad-secret', 'host-leaves', 'version', 'slow'];
      if (!reasons.includes(m.reason as ByeReason)) return refuse('gate/shape', 'bye: reason');
      return ok({ t: 'bye', reason: m.reason as ByeReason });
    }
    case 'rewind':
      if (!cursor.welcomed) return refuse('gate/forged', 'welcome first');
      if (!isCount(m.length)) return refuse('gate/shape', 'rewind: length');
      if (m.length >= cursor.length) return refuse('gate/out-of-order', `length < ${cursor.length}`);
      return ok({ t: 'rewind', length: m.length });
    case 'pong':
      if (!isCount(m.n)) return refuse('gate/shape', 'pong: n');
      return ok({ t: 'pong', n: m.n });
    case 'told':
      if (!cursor.welcomed) return refuse('gate/forged', 'welcome first');
      if (m.reason !== 'slow') return refuse('gate/shape', 'told: reason');
      return ok({ t: 'told', reason: 'slow' });
    case 'hello':
    case 'seat':
    case 'phone':
    case 'propose':
    case 'catch-up':
    case 'ping':
      return refuse('gate/forged', 'a host message');
    default:
      return refuse('gate/shape', 'a known message type');
  }
}

function isViolation(v: unknown): v is Violation {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Json;
  return isText(o.code, 100) && Array.isArray(o.cite) && typeof o.params === 'object' && o.params !== null;
}

/** The text to send: one JSON object (the gate on the other side reads it back). */
export function encodeMessage(message: GuestMessage | HostMessage): string {
  return JSON.stringify(message);
}
