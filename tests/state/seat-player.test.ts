/**
 * My seat (several phones, src/state/seat.ts): a phone bound to a seat of the open game opens the
 * own-entry forms (a purchase, ships, a draw, production) on that seat's player only; the host's
 * phone and a single phone, bound to no seat, keep the whole table's forms.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/rulesets/advciv/settings';
import { session } from '../../src/state/game';
import { repo } from '../../src/state/repo';
import { bindSeat, mySeat, seatPlayer } from '../../src/state/seat';

const PLAYERS = [
  { name: 'Ann', nation: 'crete' },
  { name: 'Bo', nation: 'italy' },
  { name: 'Cy', nation: 'africa' },
] as const;

async function openGame(): Promise<string> {
  const created = await repo().createGame({ name: 'Seats', ruleset: 'advciv', setup: { players: PLAYERS, variants: [], settings: DEFAULT_SETTINGS } });
  if (!created.ok) throw new Error(created.error.code);
  const opened = await session().open(created.value.record.id);
  expect(opened.ok).toBe(true);
  return created.value.record.id;
}

afterEach(() => bindSeat(undefined));

describe('issue 15 my seat: the own-entry forms open on the seat’s player', () => {
  test('a phone bound to no seat (the host, a single phone) has no seat player: the forms list the whole table', async () => {
    await openGame();
    expect(mySeat.value).toBeUndefined();
    expect(seatPlayer(PLAYERS)).toBeUndefined();
  });

  test('a phone bound to seat 1 of the open game opens on that seat’s player, and again on none when the link closes', async () => {
    const id = await openGame();
    bindSeat({ gameId: id, seat: 1 });
    expect(seatPlayer(PLAYERS)).toEqual({ name: 'Bo', nation: 'italy' });
    bindSeat(undefined);
    expect(seatPlayer(PLAYERS)).toBeUndefined();
  });

  test('a seat bound to another game’s copy does not narrow the forms of the game open here', async () => {
    const other = await openGame();
    await openGame();
    bindSeat({ gameId: other, seat: 0 });
    expect(seatPlayer(PLAYERS)).toBeUndefined();
  });
});
