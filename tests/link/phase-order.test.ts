/**
 * Phases in order (advciv 18.1) for an entry from a linked phone: the host judges a guest's proposal
 * with the same check as its own screen (judgeNew: GameModule.admit, then the entry's rules). At the
 * start of turn 2, with the taxes in and the census owed, Italy's phone sends his draw straight to the
 * host (as a phone of an older version, or a hostile one, could): refused naming the census, the log
 * unchanged, nothing sent to the other phones. The guest's own check refuses it before sending, too.
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import { replay } from '../../src/engine/log/replay';
import type { AdvCivEntry } from '../../src/engine/rulesets/advciv/entries';
import type { AdvCivSetup } from '../../src/engine/rulesets/advciv/setup';
import type { AdvCivState } from '../../src/engine/rulesets/advciv/state';
import type { LoggedEntry } from '../../src/engine/types';
import { type GuestTable, guestPropose } from '../../src/link/guest';
import { type HostTable, hostReceive, hostRecord } from '../../src/link/host';
import { setupOf } from '../engine/rulesets/advciv/helpers';
import { seatedTable } from './seated-table';

const AT = '2026-11-28T20:00:00.000Z';
const setup = setupOf(['crete', 'italy', 'africa']);
const module = GAMES.advciv;
const all = (n: number) => ({ crete: n, italy: n, africa: n });
const ENTRIES: readonly AdvCivEntry[] = [
  { kind: 'census', tokens: all(6) },
  { kind: 'cities', cities: all(1) },
  { kind: 'trade-cards', nation: 'africa', stacks: [1], bought: 0 },
  { kind: 'trade-cards', nation: 'italy', stacks: [1], bought: 0 },
  { kind: 'trade-cards', nation: 'crete', stacks: [1], bought: 0 },
  { kind: 'calamities', held: [], tokens: all(5), resolutions: [] } as unknown as AdvCivEntry,
  { kind: 'hand', nation: 'africa', cards: {} },
  { kind: 'hand', nation: 'italy', cards: {} },
  { kind: 'hand', nation: 'crete', cards: {} },
  { kind: 'ast' },
  { kind: 'taxation', stock: all(40) },
];
const LOG: readonly LoggedEntry<AdvCivEntry>[] = ENTRIES.map((entry) => ({ at: AT, entry }));
const draw: AdvCivEntry = { kind: 'trade-cards', nation: 'italy', stacks: [1], bought: 0 };

function table() {
  const { state, violations } = replay(module, setup, LOG);
  expect(violations).toEqual([]);
  const t = seatedTable<AdvCivSetup, AdvCivState, AdvCivEntry>(
    module,
    setup,
    state,
    [
      ['g', 1],
      ['h', 2],
    ],
    AT,
    LOG,
  );
  // The guests' copies hold the table's log (the catch-up brings it; here it is given).
  const guests = Object.fromEntries(Object.entries(t.guests).map(([id, g]) => [id, { ...g, state, log: LOG }])) as Record<
    string,
    GuestTable<AdvCivSetup, AdvCivState, AdvCivEntry>
  >;
  return { host: t.host as HostTable<AdvCivSetup, AdvCivState, AdvCivEntry>, guests };
}

describe('advciv 18.1 an entry of a later phase from a linked phone while the census is owed', () => {
  test('advciv 18.1, 21 the host refuses Italy’s draw sent while the census is owed, naming the census; its log and the other phones unchanged', () => {
    const { host } = table();
    const raw = JSON.stringify({ t: 'propose', n: 3, id: 1, base: LOG.length, entry: draw });
    const out = hostReceive(host, 'g', raw, AT);
    expect(out.appended).toBeUndefined();
    expect(out.table.log).toHaveLength(LOG.length);
    expect(out.send).toHaveLength(1);
    const [reply] = out.send;
    expect(reply?.to).toBe('g');
    expect(reply?.message).toMatchObject({ t: 'refused', id: 1, reason: 'rules' });
    const violations = reply?.message.t === 'refused' ? reply.message.violations : [];
    expect(violations.map((v) => [v.code, v.params.phase, v.cite.map((c) => c.rule)])).toEqual([['phase/owed', 'census', ['21', '18.1']]]);
  });

  test('advciv 18.1, 21 Italy’s own phone refuses it before sending; once the host records the census, the same draw is taken', () => {
    const { host, guests } = table();
    const made = guestPropose(guests.g as GuestTable<AdvCivSetup, AdvCivState, AdvCivEntry>, 1, draw);
    expect(made.message).toBeUndefined();
    expect(made.violations.map((v) => [v.code, v.params.phase])).toEqual([['phase/owed', 'census']]);
    // The census and the cities in, from the host's own screen (the same check): the draws are next.
    const census = hostRecord(host, { kind: 'census', tokens: all(4) }, AT);
    expect(census.violations).toBeUndefined();
    const cities = hostRecord(census.table, { kind: 'cities', cities: all(1) }, AT);
    expect(cities.violations).toBeUndefined();
    const after = cities.table;
    // Fewest cities first, ties in A.S.T. order: Africa draws before Italy (27.1).
    const africa = hostReceive(after, 'h', JSON.stringify({ t: 'propose', n: 3, id: 1, base: after.log.length, entry: { ...draw, nation: 'africa' } }), AT);
    expect(africa.appended?.logged.entry).toMatchObject({ kind: 'trade-cards', nation: 'africa' });
    const italy = hostReceive(africa.table, 'g', JSON.stringify({ t: 'propose', n: 3, id: 1, base: africa.table.log.length, entry: draw }), AT);
    expect(italy.appended?.logged.entry).toEqual(draw);
  });
});
