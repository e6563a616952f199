/**
 * The seat this phone speaks for at a linked table (several phones, src/link): set while the phone
 * records on its own copy of a game through the host, for that copy only. The game's screens then
 * open on that player's view (their purchase, their hand); the host's phone, bound to no seat, keeps
 * the table's view. What the rules let a seat record is the host's to judge, not this signal's.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { session } from './game';

const bound = signal<{ readonly gameId: string; readonly seat: number } | undefined>(undefined);
const linked = signal<string | undefined>(undefined);
const guests = signal<{ readonly gameId: string; readonly seats: readonly number[] } | undefined>(undefined);

/**
 * This phone's link to a table, for the game screen: it hosts `gameId`, or it is a guest whose copy
 * of the table's game is `gameId`: linked, or the link ended (the host went silent or left, or
 * removed this phone), when the game screen offers to host the game here or to join again.
 */
export type LinkPresence =
  | { readonly role: 'host'; readonly gameId: string }
  | { readonly role: 'guest'; readonly gameId: string; readonly link: 'linked' | LinkEnd };

/**
 * How a guest's link ended: the host went silent or its page closed ('host-gone'), it left the
 * table, removed this phone, let it go as slow, sent what this phone cannot read, runs another
 * version, or holds a log that does not continue this phone's ('conflict').
 */
export type LinkEnd = 'host-gone' | 'host-left' | 'removed' | 'slow' | 'unreadable' | 'version' | 'conflict';

const presence = signal<LinkPresence | undefined>(undefined);

/** This phone's link to a table, whatever game is open. */
export const linkPresence: ReadonlySignal<LinkPresence | undefined> = presence;

export function markPresence(next: LinkPresence | undefined): void {
  presence.value = next;
}

/** This phone's link to the open game, if any. */
export const openPresence = computed(() => {
  const p = presence.value;
  return p !== undefined && p.gameId === session().record.value?.id ? p : undefined;
});

/** A phone linked now (hosting, or a guest whose link holds): its screen is kept awake (wake.ts). */
export const linkAlive = computed(() => {
  const p = presence.value;
  return p !== undefined && (p.role === 'host' || p.link === 'linked');
});

/** Set by "Join again" on the game screen: the phones screen opens on joining. */
export const joinWanted = signal(false);

/** The game this phone hosts, or whose copy it records on through a host (undefined: none). */
export function markLinked(gameId: string | undefined): void {
  linked.value = gameId;
}

/**
 * The open game is played over linked phones: the other phones' entries land on it as they are
 * recorded, which is the table playing, not another screen of this phone changing the game.
 */
export const linkedOpen = computed(() => linked.value !== undefined && linked.value === session().record.value?.id);

/** The game this phone hosts and its seats bound to a connected guest phone (undefined: hosting none). */
export function markGuestSeats(next: { readonly gameId: string; readonly seats: readonly number[] } | undefined): void {
  guests.value = next;
}

/**
 * The seats of the open game bound to a connected guest phone, while this phone hosts it: their
 * players record their own entries on their own phones, so the table's one-tap buttons for
 * "everyone left" leave them out (the host still lists them as waiting).
 */
export const seatedGuests = computed((): readonly number[] => {
  const g = guests.value;
  return g !== undefined && g.gameId === session().record.value?.id ? g.seats : [];
});

/** Whom a one-tap button for everyone left records, and whom it leaves out and why. */
export interface OneTap<P> {
  /** Recorded by the tap, in this order. */
  readonly record: readonly P[];
  /** On their own phones (a seat bound to a connected guest phone): each records his own there. */
  readonly onPhones: readonly P[];
  /** With typing kept in their form: recorded or cleared first. */
  readonly typing: readonly P[];
  /**
   * `inOrder`: the player the tap stopped before because it must not decide for him (`mustAsk`, as a
   * draw with a stack in doubt, advciv 27.21): his entry is made with his own form. Absent = none.
   */
  readonly ask?: P;
}

/**
 * Whom a one-tap button for everyone left records, of `players` (in the order they are recorded):
 * not a player whose seat is bound to a connected guest phone (`seatedGuests`: he records his own
 * entry on his phone; the host still lists him as waiting), nor one with typing kept in his form
 * (`typed`). `inOrder` (entries made one after another, as the draws of advciv 27.1): the tap stops
 * before the first player on a guest phone or with typing kept, whose entry the players after him
 * wait for (recording them first would leave his entry out of order), or before the first player
 * whose entry only he or the table can decide (`mustAsk`: named as `ask`).
 */
export function oneTapFor<P>(
  players: readonly P[],
  seatOf: (p: P) => number,
  typed: (p: P) => boolean,
  inOrder = false,
  mustAsk: (p: P) => boolean = () => false,
): OneTap<P> {
  const phones = seatedGuests.value;
  const onPhone = (p: P) => phones.includes(seatOf(p));
  const stop = inOrder ? players.findIndex((p) => onPhone(p) || typed(p) || mustAsk(p)) : -1;
  const asked = stop < 0 ? players : players.slice(0, stop);
  const at = stop < 0 ? undefined : players[stop];
  return {
    record: asked.filter((p) => !onPhone(p) && !typed(p)),
    onPhones: players.filter(onPhone),
    // The player the tap stopped at is named too, when it stopped at his typing.
    typing: (stop < 0 ? players : players.slice(0, stop + 1)).filter((p) => !onPhone(p) && typed(p)),
    ...(at !== undefined && !onPhone(at) && !typed(at) ? { ask: at } : {}),
  };
}

const freedCopy = signal<string | undefined>(undefined);

/**
 * The host freed this phone's seat (its phone taken as lost) while it was linked for the game copy
 * `gameId`: the game screen says so, whatever tab is open, until the phone holds a seat again.
 */
export function markSeatFreed(gameId: string | undefined): void {
  freedCopy.value = gameId;
}

/** The open game's seat was freed by the host: this phone records for no player now. */
export const openSeatFreed = computed(() => freedCopy.value !== undefined && freedCopy.value === session().record.value?.id);

/** Binds this phone to a seat of one game copy (undefined: unbound, the link closed). */
export function bindSeat(next: { readonly gameId: string; readonly seat: number } | undefined): void {
  bound.value = next;
}

/** The seat (index in the setup's players) this phone speaks for in the open game, if any. */
export const mySeat = computed(() => {
  const b = bound.value;
  return b !== undefined && b.gameId === session().record.value?.id ? b.seat : undefined;
});

/** The name of the player this phone speaks for in the open game (every ruleset's setup names its players). */
export const mySeatName = computed(() => {
  const seat = mySeat.value;
  if (seat === undefined) return undefined;
  const players = (session().record.value?.setup as { readonly players?: readonly { readonly name?: unknown }[] } | undefined)?.players;
  const name = players?.[seat]?.name;
  return typeof name === 'string' ? name : `${seat + 1}`;
});

/**
 * The seat's own entry of `players` (the open game's setup players, in seat order): what an own-entry
 * form (a purchase, ships, a draw, production) opens on; undefined on a phone bound to no seat (the
 * host, a single phone), which keeps the whole table's form.
 */
export function seatPlayer<P>(players: readonly P[]): P | undefined {
  const seat = mySeat.value;
  return seat === undefined ? undefined : players[seat];
}
