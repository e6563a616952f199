/**
 * Several phones at one table: the seats of the open game bound to a connected guest phone (as the
 * hub publishes them), and whom a one-tap button for everyone left records. A player on his own
 * phone records his own entry there (the host still lists him as waiting); a player with typing kept
 * is recorded or cleared first; where the entries go one after another (the draws of advciv 27.1)
 * the tap stops before the first player on his own phone.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { session } from '../../src/state/game';
import { repo } from '../../src/state/repo';
import { markGuestSeats, oneTapFor, seatedGuests } from '../../src/state/seat';

vi.mock('../../src/state/repo', async () => {
  const { harness } = await import('../persistence/harness');
  const { GAMES } = await import('../../src/engine/games');
  const h = harness(GAMES);
  return { repo: () => h.repo, db: h.db };
});

/** The seats of the four-player golden game. */
const players = ['Angela', 'Brad', 'Chris', 'Dana'];
const seatOf = (p: string) => players.indexOf(p);
let gameId = '';

beforeAll(async () => {
  const created = await repo().createGame({
    name: 'Friday',
    ruleset: 'smc',
    setup: (JSON.parse(readFileSync(new URL('../fixtures/games/smc-standard-4p.json', import.meta.url), 'utf8')) as { setup: unknown }).setup,
  });
  if (!created.ok) throw new Error(created.error.code);
  gameId = created.value.record.id;
  const opened = await session().open(gameId);
  if (!opened.ok) throw new Error(opened.error.code);
});

afterEach(() => markGuestSeats(undefined));

describe('the seats bound to a connected guest phone', () => {
  test('those of the open game only, while this phone hosts it', () => {
    expect(seatedGuests.value).toEqual([]);
    markGuestSeats({ gameId, seats: [1, 3] });
    expect(seatedGuests.value).toEqual([1, 3]);
    markGuestSeats({ gameId: 'another-game', seats: [1] });
    expect(seatedGuests.value).toEqual([]);
  });
});

describe('one tap for everyone left', () => {
  test('Turn Phases (smc Purchase Phase): a player on his own phone is left out, the others recorded in order', () => {
    markGuestSeats({ gameId, seats: [1] });
    expect(oneTapFor(players, seatOf, () => false)).toEqual({ record: ['Angela', 'Chris', 'Dana'], onPhones: ['Brad'], typing: [] });
  });

  test('a player with a purchase typed is left out and named, to record or clear it first', () => {
    expect(oneTapFor(players, seatOf, (p) => p === 'Chris')).toEqual({ record: ['Angela', 'Brad', 'Dana'], onPhones: [], typing: ['Chris'] });
  });

  test('with no phone linked every player left is recorded', () => {
    expect(oneTapFor(players, seatOf, () => false).record).toEqual(players);
  });

  test('advciv 27.1: draws go in order, so the tap stops before the first player on his own phone (the players after wait for his draw)', () => {
    markGuestSeats({ gameId, seats: [2] });
    expect(oneTapFor(players, seatOf, () => false, true)).toEqual({ record: ['Angela', 'Brad'], onPhones: ['Chris'], typing: [] });
    markGuestSeats({ gameId, seats: [0] });
    expect(oneTapFor(players, seatOf, () => false, true).record).toEqual([]);
  });

  test('advciv 27.1: the tap also stops before the first player with a draw typed; the players after him wait for his draw', () => {
    expect(oneTapFor(players, seatOf, (p) => p === 'Brad', true)).toEqual({ record: ['Angela'], onPhones: [], typing: ['Brad'] });
    expect(oneTapFor(players, seatOf, (p) => p === 'Angela', true).record).toEqual([]);
  });

  test('advciv 27.21, 27.1: the tap does not decide a draw with a stack in doubt: it stops before that player and names him', () => {
    const inDoubt = (p: string) => p === 'Chris';
    expect(oneTapFor(players, seatOf, () => false, true, inDoubt)).toEqual({ record: ['Angela', 'Brad'], onPhones: [], typing: [], ask: 'Chris' });
    expect(
      oneTapFor(
        players,
        seatOf,
        () => false,
        true,
        (p) => p === 'Angela',
      ),
    ).toMatchObject({ record: [], ask: 'Angela' });
    // A player on his own phone before him: the tap stops there first.
    markGuestSeats({ gameId, seats: [1] });
    expect(oneTapFor(players, seatOf, () => false, true, inDoubt)).toEqual({ record: ['Angela'], onPhones: ['Brad'], typing: [] });
  });
});
