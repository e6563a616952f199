/**
 * Pairing: what both sides of a link share on one page. A link opens within LINK_OPEN_MS or the
 * player is told what to try; one page hosts or joins, never both (one submit route, one seat);
 * the phone's own key; the screen kept on while linked. Hosting (hosting.ts), joining (joining.ts)
 * and the guest's stored copy (copy.ts) build on it; session.ts gathers them for the screens.
 */
import { computed } from '@preact/signals';
import { repo } from '../state/repo';
import type { Refusal, SubmitRoute } from '../state/game';
import { session } from '../state/game';
import { linkAlive, markLinked } from '../state/seat';
import { keepAwake } from '../state/preferences';
import { keepScreenAwake, type WakeDeps } from '../state/wake';
import type { Link } from './peer';
import type { HostHub } from './hosting';
import type { GuestLink } from './joining';

/**
 * This phone's own key (persistence: made once, kept in its storage). A phone whose storage refuses
 * (private mode) keeps one for the page's life: its seat then comes back after sleep, not a reload.
 */
let keyOfPhone: Promise<string> | undefined;
export function phoneKey(): Promise<string> {
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
export function keepAwakeWhileLinked(): void {
  if (awake || globalThis.document === undefined) return;
  awake = true;
  const wakeLock = (globalThis.navigator as { wakeLock?: WakeDeps['wakeLock'] } | undefined)?.wakeLock;
  keepScreenAwake(
    computed(() => linkAlive.value && keepAwake.value),
    { wakeLock, document: globalThis.document },
  );
}

/** The submit route this module set last: a hub or a link that closes takes back only its own. */
export let routeSet: SubmitRoute | undefined;

export function setRoute(next: SubmitRoute | undefined): void {
  routeSet = next;
  session().setSubmitRoute(next);
  markLinked(next?.gameId);
}

export const linkClosed: Refusal = { kind: 'violations', violations: [{ code: 'link/closed', cite: [], params: {} }] };
/** A guest that has not chosen its player: the host takes entries from a seat only (a watcher's copy never parts from the table's log). */
export const noSeat: Refusal = { kind: 'violations', violations: [{ code: 'link/no-seat', cite: [], params: {} }] };

/** The seats of a game: every ruleset's setup lists its players with a name. */
export function seatsOf(setup: unknown): string[] {
  const players = (setup as { players?: unknown })?.players;
  if (!Array.isArray(players)) return [];
  return players.map((p: unknown, i) => {
    const name = (p as { name?: unknown })?.name;
    return typeof name === 'string' ? name : `${i + 1}`;
  });
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

/** The game this page hosts and the table it joined: at most one of them at a time. */
let hosted: HostHub | undefined;
let joined: GuestLink | undefined;

/** The game this phone hosts now, if any: hosting goes on while the host plays on its game screen. */
export function hostedHub(): HostHub | undefined {
  return hosted;
}

export function setHosted(hub: HostHub | undefined): void {
  hosted = hub;
}

/** The guest link of this phone, if it is linked to a host now. */
export function joinedLink(): GuestLink | undefined {
  return joined?.status.value === 'closed' ? undefined : joined;
}

/** The table this phone is linked to as a guest (the last link made, closed or not). */
export function lastJoined(): GuestLink | undefined {
  return joined;
}

export function setJoined(link: GuestLink | undefined): void {
  joined = link;
}
