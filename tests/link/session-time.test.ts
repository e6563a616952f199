/**
 * The live link over time (issue 15), with fake timers: the heartbeat (a guest notices a silent
 * host and says so; the host lets a silent guest go) and a guest's copy that storage refuses (a
 * full disk: the entries are kept, the screen says so, storing is retried, nothing lost or doubled).
 * The data channel is a pair of in-memory channels (no WebRTC in Node); the other phone is scripted
 * message by message; storage is a real repository on fake IndexedDB whose disk can be made full.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { GAMES } from '../../src/engine/games';
import { replay } from '../../src/engine/log/replay';
import { encodeMessage, type GuestMessage, type HostMessage, type WireGame } from '../../src/link/protocol';
import { COPY_RETRY_MS, copyProblem, hostGame, joinTable, localCopyOf, seatsOf } from '../../src/link/session';
import { entriesOf } from '../../src/persistence/db';
import { session } from '../../src/state/game';
import { linkPresence } from '../../src/state/seat';
import { repo } from '../../src/state/repo';
import { en } from '../../src/ui/messages/catalog';
import { lateGame } from '../bench/late-game';
import { wireEntries, headOf } from './chain-wire';
import { type FakeChannel, until } from './fake-wire';
import { proofOf } from './proof';
import { holderOf } from '../../src/link/seat-key';

const wire = await vi.hoisted(async () => (await import('./fake-wire')).fakeWire());
vi.mock('../../src/link/peer', () => wire.peer());
vi.mock('../../src/state/repo', () => wire.repo());

const { setup, record } = lateGame(1);
const entries = record.slice(0, 6);
const gameOf = (id: string): WireGame => ({ id, ruleset: 'advciv', name: 'Friday', setup, seats: seatsOf(setup) });

/** A host phone scripted message by message: it welcomes, serves catch-up, answers pings while awake. */
function scriptedHost(game: WireGame, log: readonly (typeof entries)[number][]) {
  const heard: GuestMessage[] = [];
  const state = { awake: true, far: undefined as FakeChannel | undefined };
  wire.on.far = (far) => {
    state.far = far;
    far.addEventListener('message', (e) => {
      const m = JSON.parse(String((e as MessageEvent).data)) as GuestMessage;
      heard.push(m);
      if (!state.awake) return;
      const say = (out: HostMessage) => far.send(encodeMessage(out));
      if (m.t === 'hello') say({ t: 'welcome', v: 5, game, length: log.length, head: headOf(game, log), held: game.seats.map(() => null) });
      if (m.t === 'catch-up') say({ t: 'entries', entries: wireEntries(game, log, m.from) });
      if (m.t === 'ping') say({ t: 'pong', n: m.n });
      // The seat claimed is free here: bound to the claiming phone (issue 19 item 8).
      if (m.t === 'seat') say({ t: 'seats', held: game.seats.map((_, i) => (i === m.seat ? holderOf(m.proof) : null)) });
    });
  };
  return {
    heard,
    state,
    /** The host appends entries at the end of its log and sends them. */
    append(from: number, more: readonly (typeof entries)[number][]) {
      // Their links follow the log the host holds before them.
      state.far?.send(encodeMessage({ t: 'entries', entries: wireEntries(game, [...log.slice(0, from), ...more], from) }));
    },
  };
}

async function storedEntries(tableId: string): Promise<number> {
  const local = localCopyOf(tableId);
  if (local === undefined) return -1;
  const { db } = (await import('../../src/state/repo')) as unknown as { db: Parameters<typeof entriesOf>[0] };
  return entriesOf(db, local).count();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'], now: Date.UTC(2026, 10, 25, 10) });
  wire.storage().disk.full = false;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  wire.on.far = undefined;
});

describe('issue 15 heartbeat: a guest and a silent host', () => {
  test('while the host answers, the link stays; once it is silent past the timeout (within 5 s, issue 19 item 8) the guest closes the link, its game screen is told the host is gone, and an entry waiting for the host is told the link is closed, in the app’s words', async () => {
    const game = gameOf('table-heartbeat');
    const host = scriptedHost(game, entries.slice(0, 3));
    const routes = vi.spyOn(session(), 'setSubmitRoute');
    const link = await joinTable('offer-code');
    await until(async () => (await storedEntries(game.id)) === 3, 'the copy is stored');
    expect(link.status.value).toBe('linked');
    link.chooseSeat(0);
    await until(() => routes.mock.lastCall?.[0] !== undefined, 'the game screen routes entries to the host');

    await vi.advanceTimersByTimeAsync(30_000);
    expect(link.status.value).toBe('linked');
    expect(host.heard.filter((m) => m.t === 'ping').length).toBeGreaterThanOrEqual(9);

    // The host's phone sleeps: nothing comes back, and the channel itself stays open.
    host.state.awake = false;
    const route = routes.mock.lastCall?.[0];
    // The game's next entry (it passes the engine here, so it goes to the host and waits for its answer).
    const waiting = route?.propose(entries[3]?.entry, 3);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(link.status.value).toBe('linked');
    expect(linkPresence.value).toEqual({ role: 'guest', gameId: route?.gameId, link: 'linked' });
    await vi.advanceTimersByTimeAsync(2_500);
    expect(link.status.value).toBe('closed');
    expect(link.ended.value).toBe('host-gone');
    expect(linkPresence.value).toEqual({ role: 'guest', gameId: route?.gameId, link: 'host-gone' });
    // The copy stays the table's: an entry recorded on it now is refused (join again), never stored apart from the table's log.
    const closed = routes.mock.lastCall?.[0];
    expect(closed?.gameId).toBe(route?.gameId);
    const later = await closed?.propose({ kind: 'census', tokens: {} }, 3);
    expect(later?.ok === false && later.error.kind === 'violations' && later.error.violations[0]?.code).toBe('link/closed');
    const answer = await waiting;
    expect(answer?.ok === false && answer.error.kind === 'violations' && answer.error.violations[0]?.code).toBe('link/closed');
    expect(en['violation.link/closed']).toBe('The link to the phone that holds the game is closed: nothing was recorded. Join again, then record.');
    expect(en['phones.guest.closed']).toBe('The link to the host is closed.');
    expect(host.state.far?.readyState).toBe('closed');
  });
});

describe('issue 15 heartbeat: the host and a silent guest', () => {
  test('a guest that pings stays at the table; one silent past the timeout is let go and its channel closed', async () => {
    const created = await repo().createGame({ name: 'Hosted', ruleset: 'advciv', setup });
    if (!created.ok) throw new Error(created.error.code);
    const guest: { far?: FakeChannel; n: number } = { n: 0 };
    // The first code's link is this guest's (once it is taken, the host makes the next code).
    wire.on.far = (far) => {
      guest.far ??= far;
    };
    const hub = hostGame(created.value.record, created.value.state, created.value.rev);
    await until(() => hub.code.value !== undefined, 'the code is shown');
    const say = (m: Record<string, unknown>) => guest.far?.send(JSON.stringify({ ...m, n: ++guest.n }));
    say({ t: 'hello', v: 5, secret: 'secret-of-this-code' });
    say({ t: 'seat', seat: 1, proof: proofOf('guest') });
    await hub.accept('answer-code');
    await until(() => hub.phones.value[0]?.seat === 1, 'the guest is seated');

    for (let i = 0; i < 10; i++) {
      say({ t: 'ping' });
      await vi.advanceTimersByTimeAsync(3_000);
    }
    expect(hub.phones.value.map((p) => p.id)).toEqual(['phone-1']);

    // The guest's phone sleeps: it sends nothing more.
    await vi.advanceTimersByTimeAsync(6_000);
    expect(hub.phones.value.map((p) => p.id)).toEqual(['phone-1']);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(hub.phones.value).toEqual([]);
    expect(guest.far?.readyState).toBe('closed');
    hub.close();
  });
});

describe('issue 15: a guest whose storage refuses a write', () => {
  test('a full disk: the entries are kept on the guest, the screen says so, storing is retried until it lands; nothing lost or doubled', async () => {
    const game = gameOf('table-full-disk');
    const host = scriptedHost(game, entries.slice(0, 3));
    const link = await joinTable('offer-code');
    await until(async () => (await storedEntries(game.id)) === 3, 'the copy is stored');

    wire.storage().disk.full = true;
    host.append(3, entries.slice(3, 5));
    await until(() => copyProblem.value !== undefined, 'the refusal is said');
    expect(copyProblem.value?.code).toBe('storage/quota-exceeded');
    expect(en['phones.guest.notStored']).toBe(
      'This phone could not store the entries it received: they are kept on this screen and stored again every few seconds.',
    );
    // Kept on the guest: its table (what its screen shows) holds both entries.
    expect(link.table.value?.log.length).toBe(5);
    expect(await storedEntries(game.id)).toBe(3);

    // Still full at the next try: still said, nothing half-written.
    await vi.advanceTimersByTimeAsync(COPY_RETRY_MS);
    await until(() => copyProblem.value !== undefined, 'still refused');
    expect(await storedEntries(game.id)).toBe(3);

    // Space again: the next try stores both, once; the message goes.
    wire.storage().disk.full = false;
    await vi.advanceTimersByTimeAsync(COPY_RETRY_MS);
    await until(() => copyProblem.value === undefined, 'stored at last');
    expect(await storedEntries(game.id)).toBe(5);
    await vi.advanceTimersByTimeAsync(3 * COPY_RETRY_MS);
    expect(await storedEntries(game.id)).toBe(5);
    const local = localCopyOf(game.id);
    const loaded = local === undefined ? undefined : await repo().loadGame(local);
    expect(loaded?.ok && loaded.value.record.entries).toEqual(entries.slice(0, 5));
    expect(loaded?.ok && loaded.value.state).toEqual(replay(GAMES.advciv, setup, entries.slice(0, 5)).state);
    link.close();
  });
});
