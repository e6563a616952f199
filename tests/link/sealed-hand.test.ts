/**
 * My seat: the hand a player keeps stays on their own phone (advciv 27.4, 28.3: trade cards are
 * secret; 31.71: only their number is public). A guest phone bound to a seat records the sealed hand
 * entry: what goes over the link names no commodity, the host's log and the other phones' logs hold
 * only the count, and the cards stay in the guest's own store (through a reload) for its purchase
 * form next turn and its reveal at the end (35.1 B).
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import { COMMODITIES } from '../../src/engine/rulesets/advciv/commodities';
import type { AdvCivEntry } from '../../src/engine/rulesets/advciv/entries';
import type { AdvCivSetup } from '../../src/engine/rulesets/advciv/setup';
import type { AdvCivState } from '../../src/engine/rulesets/advciv/state';
import { createDrafts } from '../../src/state/drafts';
import { keptCardsOf, keptHandEntry, leaveEntry, sealedCardsOf } from '../../src/state/sealed-hand';
import { type GuestTable, guestPropose } from '../../src/link/guest';
import { type HostTable, hostReceive } from '../../src/link/host';
import { encodeMessage } from '../../src/link/protocol';
import { setupOf, stateOf } from '../engine/rulesets/advciv/helpers';
import { deliver, deviceStore, seatedTable } from './seated-table';

const AT = '2026-11-27T20:00:00.000Z';
const setup = setupOf(['crete', 'italy', 'africa']);
const module = GAMES.advciv;
type Host = HostTable<AdvCivSetup, AdvCivState, AdvCivEntry>;
type Guest = GuestTable<AdvCivSetup, AdvCivState, AdvCivEntry>;

/**
 * The card phase of turn 4, in which Italy, with 3 cities, drew a card from each of stacks 1-3 (27.1):
 * he can keep 3 cards (in turn 1 nobody holds any, 27.1).
 */
const CARD_PHASE: AdvCivState = {
  ...module.initialState(setup),
  turn: 4,
  phase: 'civ-cards',
  players: module.initialState(setup).players.map((p: AdvCivState['players'][number]) => (p.nation === 'italy' ? { ...p, cities: 3 } : p)),
  draws: [{ nation: 'italy', stacks: [1, 2, 3], bought: 0 }],
};

/** Host plus guests 'g' (Italy, seat 1) and 'h' (Africa, seat 2), greeted, welcomed and seated. */
function table(state: AdvCivState = CARD_PHASE): { host: Host; guests: Record<string, Guest> } {
  const { host, guests } = seatedTable<AdvCivSetup, AdvCivState, AdvCivEntry>(
    module,
    setup,
    state,
    [
      ['g', 1],
      ['h', 2],
    ],
    AT,
  );
  // The guests' copies follow the host's table (the welcome carries the log, not this starting state).
  return { host, guests: Object.fromEntries(Object.entries(guests).map(([id, g]) => [id, { ...g, state }])) };
}

const commoditiesIn = (text: string): string[] => COMMODITIES.filter((id) => text.includes(`"${id}"`));

describe('advciv 31.71 a seated guest’s kept hand leaves its phone as a count only', () => {
  test('27.4, 31.71 the seated phone records the sealed entry; the cards go to its own store', () => {
    const device = deviceStore();
    const drafts = createDrafts(() => device.store);
    const entry = keptHandEntry({ game: 'copy', seated: true }, 'italy', 1, { salt: 1, grain: 2 }, drafts);
    expect(entry).toEqual({ kind: 'hand', nation: 'italy', sealed: true, count: 3, seal: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // The host's table view and one phone passed round record the cards openly, as before.
    expect(keptHandEntry({ game: 'copy', seated: false }, 'italy', 1, { salt: 1 }, drafts)).toEqual({ kind: 'hand', nation: 'italy', cards: { salt: 1 } });
  });

  test('28.3 the proposal sent names no commodity; the host and the other guest hold only the count', () => {
    const device = deviceStore();
    const drafts = createDrafts(() => device.store);
    const { host, guests } = table();
    const g = guests.g as Guest;
    const entry = keptHandEntry({ game: 'copy', seated: true }, 'italy', 4, { salt: 1, grain: 2 }, drafts);
    const made = guestPropose(g, 1, entry);
    expect(made.violations).toEqual([]);
    const wire = encodeMessage(made.message as NonNullable<typeof made.message>);
    expect(wire).toContain('"sealed":true');
    expect(commoditiesIn(wire)).toEqual([]);

    const out = hostReceive(host, 'g', wire, AT);
    expect(out.appended?.logged.entry).toEqual({ kind: 'hand', nation: 'italy', sealed: true, count: 3, seal: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // What the host sends every phone names no commodity either.
    for (const o of out.send) expect(commoditiesIn(encodeMessage(o.message))).toEqual([]);
    const after = deliver({ g: made.table, h: guests.h as Guest }, out.send);
    for (const phone of [after.g, after.h]) {
      expect(phone?.log.map((l) => l.entry)).toEqual([
        { kind: 'hand', nation: 'italy', sealed: true, count: 3, seal: expect.stringMatching(/^[0-9a-f]{64}$/) },
      ]);
      expect(commoditiesIn(JSON.stringify(phone?.log))).toEqual([]);
    }
    // 31.71: every phone knows the count, none but Italy's the cards.
    const italyOn = (s: AdvCivState | undefined) => s?.players.find((p) => p.nation === 'italy');
    expect(italyOn(out.table.state)?.sealed?.count).toBe(3);
    expect(italyOn(out.table.state)?.hand).toEqual({});
    expect(italyOn(after.h?.state)?.hand).toEqual({});
  });

  test('31.71, 35.1 B the cards survive a reload of the seated phone and fill its own forms; other phones have none', async () => {
    const device = deviceStore();
    const before = createDrafts(() => device.store);
    const { host, guests } = table();
    const made = guestPropose(guests.g as Guest, 1, keptHandEntry({ game: 'copy', seated: true }, 'italy', 4, { salt: 1, grain: 2 }, before));
    const out = hostReceive(host, 'g', encodeMessage(made.message as NonNullable<typeof made.message>), AT);
    await before.settled();
    const reloaded = createDrafts(() => device.store);
    await reloaded.load();
    const italy = out.table.state.players.find((p) => p.nation === 'italy');
    if (italy === undefined) throw new Error('no Italy');
    expect(sealedCardsOf('copy', italy, reloaded)).toEqual({ salt: 1, grain: 2 });
    expect(keptCardsOf('copy', italy, reloaded)).toEqual({ salt: 1, grain: 2 });
    // Another phone (its own store) does not know them.
    const other = createDrafts(() => deviceStore().store);
    await other.load();
    expect(keptCardsOf('copy', italy, other)).toBeUndefined();
  });
});

describe('advciv 31.71 the seated phone reads the cards of the hand the table’s log holds', () => {
  test('31.71 an undo of this turn’s hand brings back last turn’s cards, not this turn’s of the same count', () => {
    const drafts = createDrafts(() => deviceStore().store);
    keptHandEntry({ game: 'copy', seated: true }, 'italy', 1, { salt: 1, grain: 2 }, drafts);
    keptHandEntry({ game: 'copy', seated: true }, 'italy', 2, { ochre: 3 }, drafts);
    const start: AdvCivState = module.initialState(setup);
    const italy = start.players.find((p) => p.nation === 'italy');
    if (italy === undefined) throw new Error('no Italy');
    // The log holds turn 2's hand: its cards; after the undo it holds turn 1's again: those cards.
    expect(sealedCardsOf('copy', { ...italy, sealed: { count: 3, max: {}, turn: 2 } }, drafts)).toEqual({ ochre: 3 });
    expect(sealedCardsOf('copy', { ...italy, sealed: { count: 3, max: {}, turn: 1 } }, drafts)).toEqual({ salt: 1, grain: 2 });
    // A hand kept in a turn this phone wrote nothing for (sealed on another phone): none.
    expect(sealedCardsOf('copy', { ...italy, sealed: { count: 3, max: {}, turn: 3 } }, drafts)).toBeUndefined();
  });
});

describe('advciv 15.62 a seated guest leaving keeps the cards retained on its phone', () => {
  test('15.62 the leave sent names no commodity; the host holds the count; the cards stay in the guest’s store for the end (35.1 B)', () => {
    const device = deviceStore();
    const drafts = createDrafts(() => device.store);
    // Italy has two cities: he retains two cards at most (15.62).
    const two = stateOf(setup, { italy: { cities: 2 } });
    const { host, guests } = table(two);
    // The host's table view (or a phone passed round) records them openly, as before.
    expect(leaveEntry({ game: 'copy', seated: false }, 'italy', 1, { salt: 1 }, drafts)).toEqual({ kind: 'leave', nation: 'italy', hand: { salt: 1 } });
    const entry = leaveEntry({ game: 'copy', seated: true }, 'italy', 1, { grain: 1 }, drafts);
    expect(entry).toEqual({ kind: 'leave', nation: 'italy', sealed: true, count: 1, seal: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // The guest's copy follows the host's table (its welcome carries the log, not this starting state).
    const made = guestPropose({ ...(guests.g as Guest), state: two }, 1, entry);
    expect(made.violations).toEqual([]);
    const wire = encodeMessage(made.message as NonNullable<typeof made.message>);
    expect(commoditiesIn(wire)).toEqual([]);
    const out = hostReceive(host, 'g', wire, AT);
    for (const o of out.send) expect(commoditiesIn(encodeMessage(o.message))).toEqual([]);
    const italy = out.table.state.players.find((p) => p.nation === 'italy');
    expect(italy).toMatchObject({ status: 'inert', hand: {}, sealed: { count: 1 } });
    if (italy === undefined) throw new Error('no Italy');
    expect(sealedCardsOf('copy', italy, drafts)).toEqual({ grain: 1 });
  });
});
