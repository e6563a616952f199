/**
 * A guest phone whose page reloads (issue 15 "after sleep or a dropped link a guest rejoins with
 * nothing lost or doubled"): the page forgets which stored game is its copy of the table's game,
 * joins again, and the host sends the whole log. The copy is found again by the game's identity
 * across copies (its `origin`, the host's game id) and continued: one copy on the home screen, its
 * entries going on. The data channel is a pair of in-memory channels; the host is scripted message
 * by message; storage is one real repository on fake IndexedDB that outlives the reload (the
 * session module is loaded afresh, as a reloaded page loads it).
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { GAMES } from '../../src/engine/games';
import { replay } from '../../src/engine/log/replay';
import type { LoggedEntry } from '../../src/engine/types';
import { encodeMessage, type GuestMessage, type HostMessage, type WireGame } from '../../src/link/protocol';
import { holderOf } from '../../src/link/seat-key';
import { lateGame } from '../bench/late-game';
import { wireEntries, headOf } from './chain-wire';
import { type FakeChannel, until } from './fake-wire';

const wire = await vi.hoisted(async () => (await import('./fake-wire')).fakeWire());
vi.mock('../../src/link/peer', () => wire.peer());
vi.mock('../../src/state/repo', () => wire.repo());

const { setup, record } = lateGame(1);
const entries = record.slice(0, 8);
type Logged = (typeof entries)[number];

/** A host phone scripted message by message over its current log (which the test changes between joins). */
function scriptedHost(game: WireGame) {
  const state = {
    log: [] as Logged[],
    far: undefined as FakeChannel | undefined,
    held: game.seats.map(() => null) as (string | null)[],
    claims: [] as string[],
    /** The proofs seatless phones said they are ('phone'), and the holders of the phones this host let go. */
    phones: [] as string[],
    letGo: new Set<string>(),
  };
  wire.on.far = (far) => {
    state.far = far;
    far.addEventListener('message', (e) => {
      const m = JSON.parse(String((e as MessageEvent).data)) as GuestMessage;
      const say = (out: HostMessage) => far.send(encodeMessage(out));
      if (m.t === 'hello') say({ t: 'welcome', v: 5, game, length: state.log.length, head: headOf(game, state.log), held: state.held });
      // As the host binds seats (host.ts): a free seat or the claimer's own is bound to its holder; the answer is the seats as they are.
      if (m.t === 'seat') {
        state.claims.push(m.proof);
        const holder = holderOf(m.proof);
        if (state.held[m.seat] === null || state.held[m.seat] === holder)
          state.held = state.held.map((h, i) => (i === m.seat ? holder : h === holder ? null : h));
        say({ t: 'seats', held: state.held });
      }
      if (m.t === 'catch-up') say({ t: 'entries', entries: wireEntries(game, state.log, m.from) });
      // As the host does (host.ts): a phone it let go is told why when it says which phone it is.
      if (m.t === 'phone') {
        state.phones.push(m.proof);
        if (state.letGo.delete(holderOf(m.proof))) say({ t: 'told', reason: 'slow' });
      }
    });
  };
  return {
    state,
    append(more: readonly Logged[]) {
      const from = state.log.length;
      state.log = [...state.log, ...more];
      state.far?.send(encodeMessage({ t: 'entries', entries: wireEntries(game, state.log, from) }));
    },
  };
}

/** The page loaded afresh: the session module (and everything it holds in memory) is new; the phone's storage is not. */
async function reloadPage(): Promise<typeof import('../../src/link/session')> {
  vi.resetModules();
  return import('../../src/link/session');
}

const repoNow = () => wire.storage().repo;

async function storedLog(id: string): Promise<readonly LoggedEntry<unknown>[]> {
  const loaded = await repoNow().loadGame(id);
  return loaded.ok ? loaded.value.record.entries : [];
}

afterEach(() => {
  wire.on.far = undefined;
});

describe('issue 15: a guest whose page reloads joins again and continues its stored copy', () => {
  test('the copy is found by the host’s game id: one game on the home screen, the entries after the reload appended to it, nothing lost or doubled', async () => {
    const game: WireGame = { id: 'table-reload', ruleset: 'advciv', name: 'Friday', setup, seats: ['Ann', 'Bo', 'Cy'] };
    const host = scriptedHost(game);
    host.state.log = entries.slice(0, 3);
    let page = await reloadPage();
    const first = await page.joinTable('offer-code');
    await until(async () => (await storedLog(page.localCopyOf(game.id) ?? '')).length === 3, 'the first copy is stored');
    const local = page.localCopyOf(game.id);
    first.chooseSeat(1);

    // The page reloads; the host went on meanwhile.
    first.close();
    page = await reloadPage();
    expect(page.localCopyOf(game.id)).toBeUndefined();
    host.state.log = entries.slice(0, 5);
    const again = await page.joinTable('offer-code');
    await until(() => page.localCopyOf(game.id) !== undefined, 'the copy is known again');
    expect(page.localCopyOf(game.id)).toBe(local);
    await until(async () => (await storedLog(local ?? '')).length === 5, 'the copy caught up');

    // Play goes on into the same copy.
    host.append(entries.slice(5, 7));
    await until(async () => (await storedLog(local ?? '')).length === 7, 'the next entries stored');
    const games = await repoNow().listGames();
    expect(games.ok && games.value.map((g) => g.id)).toEqual([local]);
    expect(await storedLog(local ?? '')).toEqual(entries.slice(0, 7));
    const loaded = await repoNow().loadGame(local ?? '');
    expect(loaded.ok && loaded.value.state).toEqual(replay(GAMES.advciv, setup, entries.slice(0, 7)).state);
    again.close();
  });

  test('issue 19 item 8: a reloaded guest is back in its seat with no question: its key, kept in its storage, proves the seat is its own; the holders are kept with its copy', async () => {
    const game: WireGame = { id: 'table-seat-back', ruleset: 'advciv', name: 'Sunday', setup, seats: ['Ann', 'Bo', 'Cy'] };
    const host = scriptedHost(game);
    host.state.log = entries.slice(0, 3);
    let page = await reloadPage();
    const first = await page.joinTable('offer-code');
    await until(async () => (await storedLog(page.localCopyOf(game.id) ?? '')).length === 3, 'the first copy is stored');
    expect(first.seat.value).toBeUndefined();
    first.chooseSeat(1);
    await until(() => first.seat.value === 1, 'the host bound Bo to this phone');
    const local = page.localCopyOf(game.id) ?? '';
    await until(async () => {
      const kept = await repoNow().seatHolders(local);
      return kept.ok && JSON.stringify(kept.value) === JSON.stringify(host.state.held);
    }, 'the holders are kept with the copy');

    first.close();
    page = await reloadPage();
    const again = await page.joinTable('offer-code');
    // No choice made on this page: the seat comes back, claimed with the same proof.
    await until(() => again.seat.value === 1, 'back in its seat');
    expect(host.state.claims).toHaveLength(2);
    expect(host.state.claims[1]).toBe(host.state.claims[0]);
    expect(again.claim.value).toBeUndefined();
    expect(again.back.value).toBe(true);
    again.close();
  });

  test('issue 19 item 8: a link the host ends says why on the guest’s game screen: let go as slow, it is told to join again (nothing lost)', async () => {
    const game: WireGame = { id: 'table-slow', ruleset: 'advciv', name: 'Slow night', setup, seats: ['Ann', 'Bo', 'Cy'] };
    const host = scriptedHost(game);
    host.state.log = entries.slice(0, 2);
    const page = await reloadPage();
    const seat = await import('../../src/state/seat');
    const link = await page.joinTable('offer-code');
    await until(async () => (await storedLog(page.localCopyOf(game.id) ?? '')).length === 2, 'the copy is stored');
    const local = page.localCopyOf(game.id);
    await until(() => seat.linkPresence.value?.role === 'guest', 'linked');
    expect(seat.linkPresence.value).toEqual({ role: 'guest', gameId: local, link: 'linked' });
    host.state.far?.send(encodeMessage({ t: 'bye', reason: 'slow' }));
    await until(() => link.status.value === 'closed', 'the link ended');
    expect(seat.linkPresence.value).toEqual({ role: 'guest', gameId: local, link: 'slow' });
  });

  test('issue 24 item 4: a phone with no seat says which phone it is after the welcome; let go, it is told why when it comes back, after a reload too', async () => {
    const game: WireGame = { id: 'table-seatless', ruleset: 'advciv', name: 'No seat', setup, seats: ['Ann', 'Bo', 'Cy'] };
    const host = scriptedHost(game);
    host.state.log = entries.slice(0, 2);
    let page = await reloadPage();
    const first = await page.joinTable('offer-code');
    await until(() => host.state.phones.length === 1, 'the phone said which phone it is');
    expect(first.seat.value).toBeUndefined();
    expect(first.told.value).toBeUndefined();
    // The phone sleeps; the host lets it go (its bye never reaches it).
    first.close();
    host.state.letGo.add(holderOf(host.state.phones[0] as string));
    page = await reloadPage();
    const again = await page.joinTable('offer-code');
    await until(() => again.told.value === 'slow', 'told why it was let go');
    expect(host.state.phones).toEqual([host.state.phones[0], host.state.phones[0]]);
    expect(host.state.claims).toEqual([]);
    again.close();
  });

  test('the host undoes right after the guest joined again: the copy is cut back at once and the entry recorded in its place is stored, not the undone one', async () => {
    const game: WireGame = { id: 'table-undo-after-join', ruleset: 'advciv', name: 'Monday', setup, seats: ['Ann', 'Bo', 'Cy'] };
    const host = scriptedHost(game);
    host.state.log = entries.slice(0, 3);
    let page = await reloadPage();
    const first = await page.joinTable('offer-code');
    await until(async () => (await storedLog(page.localCopyOf(game.id) ?? '')).length === 3, 'the first copy is stored');
    const local = page.localCopyOf(game.id) ?? '';
    first.close();

    page = await reloadPage();
    const again = await page.joinTable('offer-code');
    await until(() => page.localCopyOf(game.id) === local, 'the copy is known again');
    // The host undoes its last entry and records another in its place (the same census, a moment later).
    host.state.log = entries.slice(0, 2);
    host.state.far?.send(encodeMessage({ t: 'rewind', length: 2 }));
    await until(async () => (await storedLog(local)).length === 2, 'the copy cut back');
    const replaced = { ...(entries[2] as Logged), at: '2026-11-25T11:00:00.000Z' };
    host.append([replaced]);
    await until(async () => (await storedLog(local)).at(-1)?.at === replaced.at, 'the new entry stored');
    expect(await storedLog(local)).toEqual([...entries.slice(0, 2), replaced]);
    again.close();
  });

  test('two writers: the host undoes while another tab of this phone wrote an entry on the copy; the undo cuts nothing the other tab wrote, and the table goes on in a conflict copy beside it', async () => {
    const game: WireGame = { id: 'table-two-writers', ruleset: 'advciv', name: 'Thursday', setup, seats: ['Ann', 'Bo', 'Cy'] };
    const host = scriptedHost(game);
    host.state.log = entries.slice(0, 3);
    const page = await reloadPage();
    const link = await page.joinTable('offer-code');
    await until(async () => (await storedLog(page.localCopyOf(game.id) ?? '')).length === 3, 'the copy is stored');
    const local = page.localCopyOf(game.id) ?? '';
    // Another tab writes the copy this page stored: an entry this page has not seen.
    const apart = { ...(entries[3] as Logged), at: '2026-11-25T08:00:00.000Z' };
    expect((await repoNow().appendEntry(local, apart, 3)).ok).toBe(true);
    // The host undoes its last entry and records another in its place.
    host.state.log = entries.slice(0, 2);
    host.state.far?.send(encodeMessage({ t: 'rewind', length: 2 }));
    await until(() => page.copyConflict.value?.local === local, 'the table’s log goes on beside the copy');
    const copy = page.copyConflict.value?.copy ?? '';
    expect(page.localCopyOf(game.id)).toBe(copy);
    const replaced = { ...(entries[2] as Logged), at: '2026-11-25T11:00:00.000Z' };
    host.append([replaced]);
    await until(async () => (await storedLog(copy)).at(-1)?.at === replaced.at, 'the new entry stored in the conflict copy');
    expect(await storedLog(local)).toEqual([...entries.slice(0, 3), apart]);
    expect(await storedLog(copy)).toEqual([...entries.slice(0, 2), replaced]);
    link.close();
  });

  test('a guest whose page reloaded takes over as host of its copy: the table knows the game by the first host’s id, so the other phones’ copies go on', async () => {
    const game: WireGame = { id: 'table-take-over', ruleset: 'advciv', name: 'Tuesday', setup, seats: ['Ann', 'Bo', 'Cy'] };
    const host = scriptedHost(game);
    host.state.log = entries.slice(0, 3);
    let page = await reloadPage();
    const first = await page.joinTable('offer-code');
    await until(async () => (await storedLog(page.localCopyOf(game.id) ?? '')).length === 3, 'the copy is stored');
    const local = page.localCopyOf(game.id) ?? '';
    first.close();

    // The first host is gone; this phone's page reloads, and it hosts its copy for the others.
    page = await reloadPage();
    const loaded = await repoNow().loadGame(local);
    if (!loaded.ok) throw new Error(loaded.error.code);
    expect(loaded.value.origin).toBe(game.id);
    const other: { far?: FakeChannel; heard: HostMessage[] } = { heard: [] };
    wire.on.far = (far) => {
      if (other.far !== undefined) return;
      other.far = far;
      far.addEventListener('message', (e) => other.heard.push(JSON.parse(String((e as MessageEvent).data)) as HostMessage));
    };
    const hub = page.hostGame(loaded.value.record, loaded.value.state, loaded.value.rev, loaded.value.origin);
    await until(() => hub.code.value !== undefined, 'the code is shown');
    other.far?.send(JSON.stringify({ t: 'hello', n: 1, v: 5, secret: 'secret-of-this-code' }));
    await until(() => other.heard.length > 0, 'the welcome');
    const welcome = other.heard[0];
    expect(welcome?.t === 'welcome' && welcome.game.id).toBe(game.id);
    expect(welcome?.t === 'welcome' && welcome.length).toBe(3);
    hub.close();
  });

  test('issue 24 item 2: the host undid entries while the page was away: the first join after the reload is refused in words and stores nothing; joining again keeps the table’s log in a conflict copy beside the untouched copy', async () => {
    const game: WireGame = { id: 'table-undone', ruleset: 'advciv', name: 'Saturday', setup, seats: ['Ann', 'Bo', 'Cy'] };
    const host = scriptedHost(game);
    host.state.log = entries.slice(0, 5);
    let page = await reloadPage();
    const first = await page.joinTable('offer-code');
    await until(async () => (await storedLog(page.localCopyOf(game.id) ?? '')).length === 5, 'the first copy is stored');
    const local = page.localCopyOf(game.id) ?? '';
    first.close();

    page = await reloadPage();
    host.state.log = entries.slice(0, 4);
    const refused = await page.joinTable('offer-code');
    await until(() => refused.status.value === 'closed', 'the host is refused');
    expect(refused.conflict.value).toEqual({ reason: 'behind', length: 4, held: 5 });
    expect(refused.ended.value).toBe('conflict');
    expect(page.localCopyOf(game.id)).toBeUndefined();
    const alone = await repoNow().listGames();
    expect(alone.ok && alone.value.filter((g) => g.name === 'Saturday').map((g) => g.id)).toEqual([local]);
    expect(await storedLog(local)).toEqual(entries.slice(0, 5));

    // Joining again on this page follows the table, in a conflict copy beside the untouched game.
    const again = await page.joinTable('offer-code');
    await until(() => page.localCopyOf(game.id) !== undefined, 'the table’s copy is known');
    const copy = page.localCopyOf(game.id) ?? '';
    expect(copy).not.toBe(local);
    await until(async () => (await storedLog(copy)).length === 4, 'the table’s log stored');
    host.append(entries.slice(4, 6));
    await until(async () => (await storedLog(copy)).length === 6, 'play goes on in the conflict copy');
    expect(await storedLog(copy)).toEqual(entries.slice(0, 6));
    expect(await storedLog(local)).toEqual(entries.slice(0, 5));
    const games = await repoNow().listGames();
    expect(
      games.ok &&
        games.value
          .filter((g) => g.name === 'Saturday')
          .map((g) => g.copy?.kind ?? 'own')
          .sort(),
    ).toEqual(['conflict', 'own']);
    again.close();
  });

  test('issue 24 item 2: a copy that went its own way (an entry recorded on it apart from the table): the first join after the reload is refused in words (where the logs part) and stores nothing; joining again keeps the table’s log beside it, nothing dropped', async () => {
    const game: WireGame = { id: 'table-parted', ruleset: 'advciv', name: 'Sunday apart', setup, seats: ['Ann', 'Bo', 'Cy'] };
    const host = scriptedHost(game);
    host.state.log = entries.slice(0, 3);
    let page = await reloadPage();
    const first = await page.joinTable('offer-code');
    await until(async () => (await storedLog(page.localCopyOf(game.id) ?? '')).length === 3, 'the first copy is stored');
    const local = page.localCopyOf(game.id) ?? '';
    first.close();

    // After the reload, before joining, this phone's copy was played on alone: its fourth entry is not the table's.
    const apart = { ...(entries[3] as Logged), at: '2026-11-25T09:00:00.000Z' };
    const appended = await repoNow().appendEntry(local, apart, 3);
    expect(appended.ok).toBe(true);
    page = await reloadPage();
    host.state.log = entries.slice(0, 5);
    const refused = await page.joinTable('offer-code');
    await until(() => refused.status.value === 'closed', 'the host is refused');
    expect(refused.conflict.value).toEqual({ reason: 'parted', at: 4 });
    expect(page.localCopyOf(game.id)).toBeUndefined();
    const alone = await repoNow().listGames();
    expect(alone.ok && alone.value.filter((g) => g.name === 'Sunday apart').map((g) => g.id)).toEqual([local]);

    const again = await page.joinTable('offer-code');
    await until(() => page.localCopyOf(game.id) !== undefined, 'the table’s copy is known');
    const copy = page.localCopyOf(game.id) ?? '';
    expect(copy).not.toBe(local);
    await until(async () => (await storedLog(copy)).length === 5, 'the table’s log stored');
    expect(await storedLog(local)).toEqual([...entries.slice(0, 3), apart]);
    expect(await storedLog(copy)).toEqual(entries.slice(0, 5));
    again.close();
  });
});
