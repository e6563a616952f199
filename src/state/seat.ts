/**
 * The seat this phone speaks for at a linked table (several phones, src/link): set while the phone
 * records on its own copy of a game through the host, for that copy only. The game's screens then
 * open on that player's view (their purchase, their hand); the host's phone, bound to no seat, keeps
 * the table's view. What the rules let a seat record is the host's to judge, not this signal's.
 */
import { computed, signal } from '@preact/signals';
import { session } from './game';

const bound = signal<{ readonly gameId: string; readonly seat: number } | undefined>(undefined);
const linked = signal<string | undefined>(undefined);

/** The game this phone hosts, or whose copy it records on through a host (undefined: none). */
export function markLinked(gameId: string | undefined): void {
  linked.value = gameId;
}

/**
 * The open game is played over linked phones: the other phones' entries land on it as they are
 * recorded, which is the table playing, not another screen of this phone changing the game.
 */
export const linkedOpen = computed(() => linked.value !== undefined && linked.value === session().record.value?.id);

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
