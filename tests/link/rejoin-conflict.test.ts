/**
 * One history, proven, on a guest phone's storage (issue 24 item 2): a guest that rejoins a host
 * whose log does not continue the one it holds (the host undid and recorded again while this phone
 * slept; a phone with another log took over) refuses it in words and cuts nothing from its game.
 * Joining again follows the host's game in a conflict copy beside the untouched local game: never
 * a truncation. The data channel is a pair of in-memory channels; the host is scripted message by
 * message; storage is a real repository on fake IndexedDB.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LoggedEntry } from '../../src/engine/types';
import { encodeMessage, type GuestMessage, type HostMessage, type WireGame } from '../../src/link/protocol';
import { holderOf } from '../../src/link/seat-key';
import { copyConflict, joinTable, localCopyOf } from '../../src/link/session';
import { linkPresence } from '../../src/state/seat';
import { lateGame } from '../bench/late-game';
import { headOf, wireEntries } from './chain-wire';
import { type FakeChannel, until } from './fake-wire';

const wire = await vi.hoisted(async () => (await import('./fake-wire')).fakeWire());
vi.mock('../../src/link/peer', () => wire.peer());
vi.mock('../../src/state/repo', () => wire.repo());

const { setup, record } = lateGame(1);
const entries = record.slice(0, 6);
type Logged = (typeof entries)[number];

/** A host phone scripted message by message over its current log (which the test changes between joins). */
function scriptedHost(game: WireGame) {
  const state = { log: [] as Logged[], far: undefined as FakeChannel | undefined, held: game.seats.map(() => null) as (string | null)[] };
  wire.on.far = (far) => {
    state.far = far;
    far.addEventListener('message', (e) => {
      const m = JSON.parse(String((e as MessageEvent).data)) as GuestMessage;
      const say = (out: HostMessage) => far.send(encodeMessage(out));
      if (m.t === 'hello') say({ t: 'welcome', v: 5, game, length: state.log.length, head: headOf(game, state.log), held: state.held });
      if (m.t === 'seat') {
        state.held = state.held.map((h, i) => (i === m.seat ? holderOf(m.proof) : h));
        say({ t: 'seats', held: state.held });
      }
      if (m.t === 'catch-up') say({ t: 'entries', entries: wireEntries(game, state.log, m.from) });
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

const repoNow = () => wire.storage().repo;
async function storedLog(id: string): Promise<readonly LoggedEntry<unknown>[]> {
  const loaded = await repoNow().loadGame(id);
  return loaded.ok ? loaded.value.record.entries : [];
}

afterEach(() => {
  wire.on.far = undefined;
});

describe('issue 24 item 2: a rejoin whose host log parts from this phone’s gives a conflict copy, never a truncation', () => {
  test('the host undid and recorded again while this phone slept: refused in words, the game here untouched; joining again keeps the table’s log in a conflict copy beside it', async () => {
    const game: WireGame = { id: 'table-parted-asleep', ruleset: 'advciv', name: 'Wednesday', setup, seats: ['Ann', 'Bo', 'Cy'] };
    const host = scriptedHost(game);
    host.state.log = entries.slice(0, 5);
    const first = await joinTable('offer-code');
    await until(async () => (await storedLog(localCopyOf(game.id) ?? '')).length === 5, 'the copy is stored');
    const local = localCopyOf(game.id) ?? '';
    first.chooseSeat(1);
    await until(() => first.seat.value === 1, 'seated');

    // The phone sleeps; its link drops. The host undoes two entries and records the fourth again, a moment later.
    host.state.far?.close();
    await until(() => first.status.value === 'closed', 'the link dropped');
    const redone = { ...(entries[3] as Logged), at: '2026-11-25T12:00:00.000Z' };
    host.state.log = [...entries.slice(0, 3), redone];

    const second = await joinTable('offer-code');
    await until(() => second.status.value === 'closed', 'the host is refused');
    expect(second.conflict.value).toEqual({ reason: 'behind', length: 4, held: 5 });
    expect(second.ended.value).toBe('conflict');
    expect(linkPresence.value).toEqual({ role: 'guest', gameId: local, link: 'conflict' });
    // Nothing cut: the game on this phone holds all it held.
    expect(await storedLog(local)).toEqual(entries.slice(0, 5));

    // Joining again follows the host's game, in a copy of its own beside this phone's game.
    const third = await joinTable('offer-code');
    await until(() => localCopyOf(game.id) !== local, 'the table’s log kept beside');
    const copy = localCopyOf(game.id) ?? '';
    await until(async () => (await storedLog(copy)).length === 4, 'the table’s log stored');
    expect(copyConflict.value).toEqual({ local, copy });
    host.append(entries.slice(4, 5));
    await until(async () => (await storedLog(copy)).length === 5, 'play goes on in the conflict copy');
    expect(await storedLog(copy)).toEqual([...entries.slice(0, 3), redone, entries[4]]);
    expect(await storedLog(local)).toEqual(entries.slice(0, 5));
    const games = await repoNow().listGames();
    expect(
      games.ok &&
        games.value
          .filter((g) => g.name === 'Wednesday')
          .map((g) => g.copy?.kind ?? 'own')
          .sort(),
    ).toEqual(['conflict', 'own']);
    third.close();
  });

  test('a stranger hosting the same game id with a longer log that parts from this phone’s is refused in words, and nothing is stored from it', async () => {
    const game: WireGame = { id: 'table-stranger', ruleset: 'advciv', name: 'Thursday', setup, seats: ['Ann', 'Bo', 'Cy'] };
    const host = scriptedHost(game);
    host.state.log = entries.slice(0, 3);
    const first = await joinTable('offer-code');
    await until(async () => (await storedLog(localCopyOf(game.id) ?? '')).length === 3, 'the copy is stored');
    const local = localCopyOf(game.id) ?? '';
    host.state.far?.close();
    await until(() => first.status.value === 'closed', 'the link dropped');

    // Another phone that saw the game id hosts "the same game" with its own log.
    const stranger = scriptedHost(game);
    stranger.state.log = [entries[0] as Logged, { ...(entries[1] as Logged), at: '2026-11-25T13:00:00.000Z' }, ...entries.slice(2, 5)];
    const second = await joinTable('offer-code');
    await until(() => second.status.value === 'closed', 'the stranger is refused');
    expect(second.conflict.value).toEqual({ reason: 'parted', at: 4 });
    expect(await storedLog(local)).toEqual(entries.slice(0, 3));
    const games = await repoNow().listGames();
    expect(games.ok && games.value.filter((g) => g.name.startsWith('Thursday')).length).toBe(1);
  });
});
