/**
 * My seat in Eastern Empires: the hand a player keeps (ee Phase 12, "Hand limit") stays on their own
 * phone; only its number leaves it (ee Phase 6: "Players are not allowed to conceal the number of trade
 * cards they have"). A guest phone bound to a seat records the sealed hand entry: what goes over the
 * link names no commodity, the host's log holds the count, and the cards stay in the guest's own store
 * (through a reload) for its purchase form and planner next turn.
 */
import { describe, expect, test } from 'vitest';
import { step } from '../../src/engine/log/replay';
import { GAMES } from '../../src/engine/games';
import type { EeEntry } from '../../src/engine/rulesets/eastern-empires/entries';
import { EE_GAME, eeInitialState } from '../../src/engine/rulesets/eastern-empires/game';
import { DEFAULT_EE_SETTINGS } from '../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../src/engine/rulesets/eastern-empires/setup';
import type { EeState } from '../../src/engine/rulesets/eastern-empires/state';
import { COMMODITY_IDS } from '../../src/engine/rulesets/eastern-empires/trade-cards';
import { createDrafts } from '../../src/state/drafts';
import { eeKeptCardsOf, eeKeptHandEntry } from '../../src/state/sealed-hand';
import { type GuestTable, guestPropose } from '../../src/link/guest';
import { type HostTable, hostReceive } from '../../src/link/host';
import { encodeMessage } from '../../src/link/protocol';
import { deviceStore, seatedTable } from './seated-table';

const AT = '2026-11-27T20:00:00.000Z';
const setup: EeSetup = {
  players: (['saba', 'maurya', 'babylon'] as const).map((civ) => ({ name: civ, civ })),
  settings: DEFAULT_EE_SETTINGS,
};
const module = GAMES['eastern-empires'];
type Host = HostTable<EeSetup, EeState, EeEntry>;
type Guest = GuestTable<EeSetup, EeState, EeEntry>;

const commoditiesIn = (text: string): string[] => COMMODITY_IDS.filter((id) => text.includes(`"${id}"`));

/** After ee Phase 6: each drew one card per city (Saba 3, Maurya 3, Babylon 2). */
function drawn(): EeState {
  const s = eeInitialState(setup);
  const base = { ...s, players: s.players.map((p) => ({ ...p, cities: p.civ === 'babylon' ? 2 : 3, census: 20 })) };
  const drew = (['babylon', 'saba', 'maurya'] as const).reduce<EeState>(
    (st, civ) => step(EE_GAME, setup, st, { kind: 'trade-cards', civ, bought: [] }).state,
    base,
  );
  // ee chapter 6: the hands are kept in Phase 12, once the surplus population is removed (Phase 11).
  return { ...drew, phase: 'removeSurplusPopulation' };
}

/** Host plus guest 'g' on Maurya's seat (1), greeted, welcomed and seated; the guest follows the host's table. */
function table(state: EeState): { host: Host; guest: Guest } {
  const { host, guests } = seatedTable<EeSetup, EeState, EeEntry>(module as never, setup, state, [['g', 1]], AT);
  // Its copy follows the host's table (the welcome carries the log, not this starting state).
  return { host, guest: { ...(guests.g as Guest), state } };
}

describe('ee Phase 12 a seated guest’s kept hand leaves its phone as a count only', () => {
  test('ee Phase 6, 12 the seated phone sends no commodity kind; the host holds the count; the host’s view records cards openly', () => {
    const device = deviceStore();
    const drafts = createDrafts(() => device.store);
    expect(eeKeptHandEntry({ game: 'copy', seated: false }, 'maurya', 1, { silk: 1 }, drafts)).toEqual({ kind: 'hand', civ: 'maurya', cards: { silk: 1 } });
    const entry = eeKeptHandEntry({ game: 'copy', seated: true }, 'maurya', 1, { silk: 2, pearls: 1 }, drafts);
    expect(entry).toEqual({ kind: 'hand', civ: 'maurya', sealed: true, count: 3 });
    const { host, guest } = table(drawn());
    const made = guestPropose(guest, 1, entry);
    expect(made.violations).toEqual([]);
    const wire = encodeMessage(made.message as NonNullable<typeof made.message>);
    expect(wire).toContain('"sealed":true');
    expect(commoditiesIn(wire)).toEqual([]);
    const out = hostReceive(host, 'g', wire, AT);
    expect(out.appended?.logged.entry).toEqual({ kind: 'hand', civ: 'maurya', sealed: true, count: 3 });
    for (const o of out.send) expect(commoditiesIn(encodeMessage(o.message))).toEqual([]);
    expect(out.table.state.players.find((p) => p.civ === 'maurya')).toMatchObject({ hand: {}, sealed: { count: 3 } });
  });

  test('ee Phase 12 the host refuses a sealed hand over the limit of 8 from the seated phone', () => {
    const { host, guest } = table({ ...eeInitialState(setup), turn: 2, handsKnown: [], phase: 'advancesAcquisition' });
    const entry: EeEntry = { kind: 'hand', civ: 'maurya', sealed: true, count: 9 };
    expect(guestPropose(guest, 1, entry).violations.map((v) => v.code)).toEqual(['ee/hand/over-limit']);
    const out = hostReceive(host, 'g', JSON.stringify({ t: 'propose', n: 3, id: 1, base: 0, entry }), AT);
    expect(out.appended).toBeUndefined();
    expect(out.send.map((o) => o.message)).toEqual([
      expect.objectContaining({ t: 'refused', id: 1, violations: [expect.objectContaining({ code: 'ee/hand/over-limit' })] }),
    ]);
  });

  test('ee Phase 12 the cards survive a reload of the seated phone and fill its forms next turn; another phone has none', async () => {
    const device = deviceStore();
    const before = createDrafts(() => device.store);
    const { host, guest } = table(drawn());
    const made = guestPropose(guest, 1, eeKeptHandEntry({ game: 'copy', seated: true }, 'maurya', 1, { silk: 2, pearls: 1 }, before));
    const out = hostReceive(host, 'g', encodeMessage(made.message as NonNullable<typeof made.message>), AT);
    await before.settled();
    const reloaded = createDrafts(() => device.store);
    await reloaded.load();
    const maurya = out.table.state.players.find((p) => p.civ === 'maurya');
    if (maurya === undefined) throw new Error('no Maurya');
    expect(eeKeptCardsOf('copy', maurya, reloaded)).toEqual({ silk: 2, pearls: 1 });
    const other = createDrafts(() => deviceStore().store);
    await other.load();
    expect(eeKeptCardsOf('copy', maurya, other)).toBeUndefined();
  });
});
