/**
 * One history, proven (issue 24 item 2), through the link's public functions: every entry the host
 * sends carries its link in the log's chain (src/engine/log/chain.ts), and a guest that holds a log
 * of the game takes a host only if that host's log continues its own (or equals it), whatever game
 * id it gives; setup and ruleset are compared too. A refused host changes nothing on the guest, and
 * the guest says why in words (English and Danish).
 */
import { describe, expect, test } from 'vitest';
import { chainOf, compareChains, genesisOf, nextLink } from '../../src/engine/log/chain';
import { replay } from '../../src/engine/log/replay';
import { type GuestTable, guestReceive, hello, newGuest, reconnect } from '../../src/link/guest';
import { expectGuest, type HostTable, hostFollow, hostReceive, openTable } from '../../src/link/host';
import { encodeMessage, type HostMessage, PROTOCOL_VERSION } from '../../src/link/protocol';
import { da, en } from '../../src/ui/messages/catalog';
import { type CounterEntry, type CounterSetup, type CounterState, counter } from './counter';

type Host = HostTable<CounterSetup, CounterState, CounterEntry>;
type Guest = GuestTable<CounterSetup, CounterState, CounterEntry>;
type Logged = { readonly at: string; readonly entry: CounterEntry };
const setup: CounterSetup = { seats: ['Ann', 'Bo'] };
const AT = '2026-11-28T20:00:00.000Z';
const at = (minute: number) => `2026-11-28T20:${String(minute).padStart(2, '0')}:00.000Z`;
const add = (minute: number, points: number): Logged => ({ at: at(minute), entry: { kind: 'add', seat: 0, points } });
const table = { id: 'g1', ruleset: 'smc', name: 'Friday', setup, seats: setup.seats };

/** A host phone holding `log` for game `id` (a stranger can give any id), with one phone expected. */
function hostOf(log: readonly Logged[], game = table, hostSetup: CounterSetup = setup): Host {
  return expectGuest(
    openTable(counter, { ...game, setup: hostSetup }, hostSetup, counter.initialState(hostSetup), log, (_, e) => e.seat),
    'p',
    'secret-of-p-0000000',
  );
}

/** The guest's messages to the host and the host's back, until neither has more to say. */
function talk(host: Host, guest: Guest): { host: Host; guest: Guest; events: string[]; conflict?: unknown } {
  let h = host;
  let g = guest;
  const first = hello(g, 'secret-of-p-0000000');
  g = first.table;
  let toHost = [first.message] as unknown[];
  const events: string[] = [];
  let conflict: unknown;
  for (let round = 0; round < 10 && toHost.length > 0; round++) {
    const toGuest: HostMessage[] = [];
    for (const m of toHost) {
      const out = hostReceive(h, 'p', encodeMessage(m as never), AT);
      h = out.table;
      toGuest.push(...out.send.map((s) => s.message));
    }
    toHost = [];
    for (const m of toGuest) {
      const out = guestReceive(g, encodeMessage(m));
      g = out.table;
      toHost.push(...out.send);
      if (out.event !== undefined) events.push(out.event.kind);
      if (out.event?.kind === 'conflict') conflict = out.event.conflict;
    }
  }
  return { host: h, guest: g, events, conflict };
}

/** A guest that followed `log` at an honest host, then lost its link (sleep, a dropped link). */
function guestHolding(log: readonly Logged[]): Guest {
  const linked = talk(
    hostOf(log),
    newGuest(() => counter),
  );
  expect(linked.guest.log).toHaveLength(log.length);
  return reconnect(linked.guest);
}

const honest = [add(1, 2), add(2, 3), add(3, 1)];

describe('issue 24 item 2: the chain is derived from the log', () => {
  test('link 0 is the ruleset and setup; each link follows the one before; key order does not matter; a record made before has its chain when opened', () => {
    // A record as stored before chains existed: no chain in it, only its log.
    const record = { ruleset: 'smc', setup, entries: honest };
    const chain = chainOf(record);
    expect(chain).toHaveLength(4);
    expect(chain[0]).toBe(genesisOf('smc', setup));
    expect(chain[1]).toBe(nextLink(chain[0] as string, honest[0] as Logged));
    const reordered = honest.map((l) => ({ entry: { points: l.entry.points, seat: l.entry.seat, kind: l.entry.kind }, at: l.at }));
    expect(chainOf({ ...record, entries: reordered })).toEqual(chain);
    // One entry changed (its time) changes its link and every link after it, none before.
    const other = chainOf({ ...record, entries: [honest[0] as Logged, add(9, 3), honest[2] as Logged] });
    expect(other.slice(0, 2)).toEqual(chain.slice(0, 2));
    expect(other.slice(2).some((h, i) => h === chain[i + 2])).toBe(false);
    expect(compareChains(chain, other)).toEqual({ kind: 'parted', common: 1 });
    expect(compareChains(chain.slice(0, 2), chain)).toEqual({ kind: 'extends', common: 1 });
    expect(compareChains(chain, chain.slice(0, 2))).toEqual({ kind: 'behind', common: 1 });
    expect(compareChains(chain, chainOf({ ...record, setup: { seats: ['Ann', 'Cy'] } })).common).toBe(0);
  });

  test('the host undoes and records again while a guest is linked: the guest follows the rewind and the new entry with no conflict, and both chains are the new log’s', () => {
    const linked = talk(
      hostOf(honest),
      newGuest(() => counter),
    );
    const redone = [...honest.slice(0, 2), add(9, 4)];
    const followed = hostFollow(linked.host, redone, replay(counter, setup, redone).state);
    expect(followed.table.chain).toEqual(chainOf({ ruleset: 'smc', setup, entries: redone }));
    let guest = linked.guest;
    for (const s of followed.send) {
      const out = guestReceive(guest, encodeMessage(s.message));
      expect(out.event?.kind).not.toBe('conflict');
      guest = out.table;
    }
    expect(guest.log).toEqual(redone);
    expect(guest.chain).toEqual(followed.table.chain);
  });

  test('every entry the host sends carries its link, and the welcome the head of the host’s chain (protocol 4)', () => {
    const linked = talk(
      hostOf(honest),
      newGuest(() => counter),
    );
    expect(PROTOCOL_VERSION).toBe(5);
    expect(linked.guest.chain).toEqual(chainOf({ ruleset: 'smc', setup, entries: honest }));
    expect(linked.guest.chain).toEqual(linked.host.chain);
  });
});

describe('issue 24 item 2: a guest takes a new host only if its log continues the guest’s', () => {
  test('an honest host that went on (or a phone that took over with the whole log) is taken: the guest catches up from its own last entry', () => {
    const guest = guestHolding(honest.slice(0, 2));
    const after = talk(hostOf(honest), guest);
    expect(after.conflict).toBeUndefined();
    expect(after.guest.log).toEqual(honest);
    // Equal logs: nothing to take, and the link holds.
    const same = talk(hostOf(honest.slice(0, 2)), guestHolding(honest.slice(0, 2)));
    expect(same.conflict).toBeUndefined();
    expect(same.events).toContain('welcomed');
  });

  test('a stranger hosting the same game id with another log is refused in words; the guest’s log is kept as it was', () => {
    const guest = guestHolding(honest.slice(0, 2));
    // Same id, same setup, a longer log that parts from the guest's at its second entry.
    const stranger = [honest[0] as Logged, add(7, 5), add(8, 1)];
    const out = talk(hostOf(stranger), guest);
    expect(out.conflict).toEqual({ reason: 'parted', at: 3 });
    expect(out.guest.log).toEqual(honest.slice(0, 2));
    expect(out.guest.chain).toEqual(guest.chain);
    expect(out.guest.state).toEqual(guest.state);
    expect(en['phones.guest.conflict.parted']).toContain('{at}');
    expect(da['phones.guest.conflict.parted']).toContain('{at}');
  });

  test('a host as long as the guest with another last entry is refused at its welcome (the heads differ)', () => {
    const guest = guestHolding(honest.slice(0, 2));
    const out = talk(hostOf([honest[0] as Logged, add(7, 3)]), guest);
    expect(out.conflict).toEqual({ reason: 'parted', at: 2 });
    expect(out.guest.log).toEqual(honest.slice(0, 2));
  });

  test('a host holding fewer entries than the guest (a phone with a shorter log took over, or the host undid while this phone slept) is refused: nothing is cut from the guest', () => {
    const guest = guestHolding(honest);
    const out = talk(hostOf(honest.slice(0, 1)), guest);
    expect(out.conflict).toEqual({ reason: 'behind', length: 1, held: 3 });
    expect(out.guest.log).toEqual(honest);
    expect(en['phones.guest.conflict.behind']).toContain('{length, plural');
    expect(da['phones.guest.conflict.behind']).toContain('{length, plural');
  });

  test('a host of the same game id with another setup is refused, whatever its log', () => {
    const guest = guestHolding(honest.slice(0, 1));
    const out = talk(hostOf(honest, table, { seats: ['Ann', 'Cy'] }), guest);
    expect(out.conflict).toEqual({ reason: 'setup' });
    expect(out.guest.log).toEqual(honest.slice(0, 1));
    expect(en['phones.guest.conflict.setup']).toBeTruthy();
    expect(da['phones.guest.conflict.setup']).toBeTruthy();
  });

  test('a host that sends an entry with a link that does not follow its own log is refused (the guest computes every link itself)', () => {
    const guest = talk(
      hostOf([]),
      newGuest(() => counter),
    ).guest;
    const logged = add(1, 2);
    const forged = encodeMessage({ t: 'entries', entries: [{ seq: 0, ...logged, h: 'f'.repeat(64) }] });
    const out = guestReceive(guest, forged);
    expect(out.event).toEqual({ kind: 'conflict', conflict: { reason: 'parted', at: 1 } });
    expect(out.table.log).toEqual([]);
  });
});
