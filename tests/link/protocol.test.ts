/**
 * The link's gate and its two sides (issue 15 "Only the table joins"): a hostile peer's malformed,
 * oversized, replayed, out-of-order and forged messages are refused with a typed reason and change
 * nothing; entries pass the engine on the host and again on every guest.
 */
import { describe, expect, test } from 'vitest';
import { type GuestTable, guestReceive, guestSend, hello, newGuest, reconnect } from '../../src/link/guest';
import { expectGuest, type HostOutcome, type HostTable, hostFollow, hostReceive, hostRecord, openTable, removeGuest } from '../../src/link/host';
import { replay } from '../../src/engine/log/replay';
import { encodeMessage, gateGuestMessage, gateHostMessage, MAX_MESSAGE_LENGTH, NEW_GUEST, PROTOCOL_VERSION } from '../../src/link/protocol';
import { da, en } from '../../src/ui/messages/catalog';
import { type CounterEntry, type CounterSetup, type CounterState, counter } from './counter';
import { chainFor, headOf } from './chain-wire';
import { proofOf } from './proof';

type Host = HostTable<CounterSetup, CounterState, CounterEntry>;
type Guest = GuestTable<CounterSetup, CounterState, CounterEntry>;
const byRuleset = (ruleset: string) => (ruleset === counter.id ? counter : undefined);
const AT = '2026-11-25T10:00:00.000Z';
const SECRET = 'one-time-secret-0123';
const setup: CounterSetup = { seats: ['Ann', 'Bo', 'Cy'] };

function host(): Host {
  const table = openTable(
    counter,
    { id: 'g1', ruleset: 'smc', name: 'Friday', setup, seats: setup.seats },
    setup,
    counter.initialState(setup),
    [],
    (_, e) => e.seat,
  );
  return expectGuest(expectGuest(table, 'a', SECRET), 'b', 'other-secret-456789');
}

/** Delivers a guest's message to the host as text and returns the host's outcome. */
const deliver = (h: Host, from: string, message: object | string): HostOutcome<CounterSetup, CounterState, CounterEntry> =>
  hostReceive(h, from, typeof message === 'string' ? message : JSON.stringify(message), AT);

/** Guest `a` says hello and takes seat 0: the host's table after both. */
function seated(): Host {
  const h1 = deliver(host(), 'a', { t: 'hello', n: 1, v: 5, secret: SECRET });
  expect(h1.send.map((s) => s.message.t)).toEqual(['welcome']);
  return deliver(h1.table, 'a', { t: 'seat', n: 2, seat: 0, proof: proofOf('a') }).table;
}

describe('the gate refuses what no phone of the table sends, and nothing changes', () => {
  test.each([
    ['not text', 42, 'gate/shape'],
    ['not JSON', '{"t":"hello"', 'gate/not-json'],
    ['an array', '[1,2]', 'gate/shape'],
    ['oversized', `{"t":"ping","n":1,"pad":"${'x'.repeat(MAX_MESSAGE_LENGTH)}"}`, 'gate/too-large'],
    ['no number', '{"t":"ping"}', 'gate/shape'],
    ['an unknown type', '{"t":"drop-table","n":1}', 'gate/shape'],
    ['a hello with no secret', '{"t":"hello","n":1,"v":2}', 'gate/shape'],
    ['a proposal before hello', '{"t":"propose","n":1,"id":1,"base":0,"entry":{}}', 'gate/forged'],
    ['a guest placing an entry itself', '{"t":"entries","n":1,"entries":[{"seq":0,"at":"x","entry":{}}]}', 'gate/forged'],
    ['a guest speaking for the host', '{"t":"bye","n":1,"reason":"host-leaves"}', 'gate/forged'],
    ['a message skipping a number', '{"t":"hello","n":2,"v":5,"secret":"one-time-secret-0123"}', 'gate/out-of-order'],
  ])('a guest message that is %s', (_name, raw, code) => {
    const before = host();
    const out = hostReceive(before, 'a', raw, AT);
    expect(out.refused?.code).toBe(code);
    expect(out.table).toBe(before);
    expect(out.send).toEqual([]);
  });

  test('a replayed message (the same number twice) is refused, the first one stands', () => {
    const h = seated();
    const first = deliver(h, 'a', { t: 'propose', n: 3, id: 1, base: 0, entry: { kind: 'add', seat: 0, points: 2 } });
    expect(first.appended?.seq).toBe(0);
    const again = deliver(first.table, 'a', { t: 'propose', n: 3, id: 1, base: 0, entry: { kind: 'add', seat: 0, points: 2 } });
    expect(again.refused?.code).toBe('gate/replayed');
    expect(again.table).toBe(first.table);
    expect(again.table.log).toHaveLength(1);
  });

  test('a hello with the wrong secret is answered with bye, dropped and forgotten', () => {
    const out = deliver(host(), 'a', { t: 'hello', n: 1, v: 5, secret: 'guessed-secret-000000' });
    expect(out.refused?.code).toBe('link/bad-secret');
    expect(out.drop).toBe('a');
    expect(out.send).toEqual([{ to: 'a', message: { t: 'bye', reason: 'bad-secret' } }]);
    expect(out.table.guests.has('a')).toBe(false);
  });

  test('a phone the host never showed a code to, or removed, is dropped', () => {
    const out = deliver(removeGuest(seated(), 'a'), 'a', { t: 'ping', n: 3 });
    expect(out.refused?.code).toBe('link/unknown-guest');
    expect(out.drop).toBe('a');
  });

  test('a second hello on one channel is forged', () => {
    const out = deliver(seated(), 'a', { t: 'hello', n: 3, v: 5, secret: SECRET });
    expect(out.refused?.code).toBe('gate/forged');
    expect(out.drop).toBe('a');
  });
});

describe('phones of another protocol version are refused in words, on both sides', () => {
  test('the messages changed shape this round (a phone with no seat says which phone it is, issue 24 item 4): the protocol is version 5', () => {
    expect(PROTOCOL_VERSION).toBe(5);
  });

  test.each([4, 6])('a guest saying hello in version %i is told so in a bye it can read, and let go', (v) => {
    const out = deliver(host(), 'a', { t: 'hello', n: 1, v, secret: SECRET });
    expect(out.refused?.code).toBe('gate/version');
    expect(out.send).toEqual([{ to: 'a', message: { t: 'bye', reason: 'version' } }]);
    expect(out.drop).toBe('a');
    expect(out.table.guests.has('a')).toBe(false);
    expect(out.table.log).toEqual([]);
  });

  test.each([4, 6])('a host welcoming in version %i is refused on the guest, which says why and keeps nothing of it', (v) => {
    const g = newGuest(byRuleset);
    const out = guestReceive(
      g,
      JSON.stringify({
        t: 'welcome',
        v,
        length: 4,
        game: { id: 'g1', ruleset: 'smc', name: 'F', setup, seats: setup.seats },
        held: setup.seats.map(() => null),
      }),
    );
    expect(out.refused?.code).toBe('gate/version');
    expect(out.event).toEqual({ kind: 'bye', reason: 'version' });
    expect(out.table).toBe(g);
    expect(out.send).toEqual([]);
  });

  test('a bye for another version reaches the guest, and both phones say it in the app’s words (en, da)', () => {
    const out = guestReceive(newGuest(byRuleset), encodeMessage({ t: 'bye', reason: 'version' }));
    expect(out.event).toEqual({ kind: 'bye', reason: 'version' });
    expect(en['phones.guest.bye.version']).toContain('another version of Tresham');
    expect(da['phones.guest.bye.version']).toContain('en anden version af Tresham');
    expect(en['phones.host.otherVersion']).toContain('another version of Tresham');
    expect(da['phones.host.otherVersion']).toContain('en anden version af Tresham');
  });
});

describe('a proposal is judged by the engine on the host, never rebased', () => {
  test('a valid proposal is appended at the end and sent to every greeted guest; the proposer learns it answered its proposal', () => {
    const h = deliver(seated(), 'b', { t: 'hello', n: 1, v: 5, secret: 'other-secret-456789' }).table;
    const out = deliver(h, 'a', { t: 'propose', n: 3, id: 7, base: 0, entry: { kind: 'add', seat: 0, points: 4 } });
    expect(out.appended).toEqual({ seq: 0, logged: { at: AT, entry: { kind: 'add', seat: 0, points: 4 } } });
    expect(out.table.state).toEqual([4, 0, 0]);
    const logged = { at: AT, entry: { kind: 'add', seat: 0, points: 4 } };
    const entries = [{ seq: 0, ...logged, h: chainFor({ ruleset: 'smc', setup }, [logged], false)[1] }];
    expect(out.send).toEqual([
      { to: 'a', message: { t: 'entries', entries, answers: 7 } },
      { to: 'b', message: { t: 'entries', entries } },
    ]);
  });

  test.each([
    ['the engine refuses it (the rules)', { kind: 'add', seat: 0, points: 11 }, 0, 'rules', ['counter/over-ten']],
    ['it has no valid shape', { kind: 'remove-all' }, 0, 'shape', []],
    ['it was made against an older log (stale)', { kind: 'add', seat: 0, points: 1 }, 5, 'stale', []],
  ])('a proposal is refused when %s: the guest hears why, the log is unchanged', (_name, entry, base, reason, codes) => {
    const h = seated();
    const out = deliver(h, 'a', { t: 'propose', n: 3, id: 9, base, entry });
    expect(out.appended).toBeUndefined();
    expect(out.table.log).toBe(h.log);
    expect(out.send).toHaveLength(1);
    const message = out.send[0]?.message;
    expect(message?.t === 'refused' && [message.reason, message.violations.map((v) => v.code)]).toEqual([reason, codes]);
  });

  test('a guest with no seat cannot propose', () => {
    const h = deliver(host(), 'a', { t: 'hello', n: 1, v: 5, secret: SECRET }).table;
    const out = deliver(h, 'a', { t: 'propose', n: 2, id: 1, base: 0, entry: { kind: 'add', seat: 0, points: 1 } });
    expect(out.send[0]?.message).toMatchObject({ t: 'refused', reason: 'not-seated' });
  });
});

/** Runs a host and two guests over in-memory channels, in JSON, the way phones would. */
function table() {
  let h = host();
  const guests: Record<string, Guest> = { a: newGuest(byRuleset), b: newGuest(byRuleset) };
  const events: Record<string, unknown[]> = { a: [], b: [] };
  const toHost = (id: string, message: object): void => {
    const out = hostReceive(h, id, encodeMessage(message as never), AT);
    h = out.table;
    for (const s of out.send) toGuest(s.to, encodeMessage(s.message));
  };
  const toGuest = (id: string, raw: string): void => {
    const out = guestReceive(guests[id] as Guest, raw);
    guests[id] = out.table;
    if (out.event) events[id]?.push(out.event);
    for (const m of out.send) toHost(id, m);
  };
  const send = (id: string, message: Parameters<typeof guestSend>[1]): void => {
    const s = guestSend(guests[id] as Guest, message);
    guests[id] = s.table;
    toHost(id, s.message);
  };
  const join = (id: string, secret: string, seat: number): void => {
    const s = hello(guests[id] as Guest, secret);
    guests[id] = s.table;
    toHost(id, s.message);
    send(id, { t: 'seat', seat, proof: proofOf(id) });
  };
  return { host: () => h, setHost: (x: Host) => (h = x), guests, events, send, join, toGuest };
}

describe('one log on every phone', () => {
  test('entries from the host and both guests reach every phone in one order, each checked again by the guest', () => {
    const t = table();
    t.join('a', SECRET, 0);
    t.join('b', 'other-secret-456789', 1);
    t.send('a', { t: 'propose', id: 1, base: 0, entry: { kind: 'add', seat: 0, points: 3 } });
    const own = hostRecord(t.host(), { kind: 'add' as const, seat: 2, points: 5 }, AT);
    t.setHost(own.table);
    for (const s of own.send) t.toGuest(s.to, encodeMessage(s.message));
    t.send('b', { t: 'propose', id: 1, base: 2, entry: { kind: 'add', seat: 1, points: 6 } });
    expect(t.host().state).toEqual([3, 6, 5]);
    expect(t.guests.a?.log).toEqual(t.host().log);
    expect(t.guests.b?.log).toEqual(t.host().log);
    expect(t.guests.a?.state).toEqual([3, 6, 5]);
  });

  test('a guest that joins late, or comes back after a dropped link, catches up from the length it holds: nothing lost or doubled', () => {
    const t = table();
    t.join('a', SECRET, 0);
    for (let i = 0; i < 3; i++) t.send('a', { t: 'propose', id: i, base: i, entry: { kind: 'add', seat: 0, points: 1 } });
    t.join('b', 'other-secret-456789', 1);
    expect(t.guests.b?.log).toHaveLength(3);
    // b's link drops; a records two more; b reconnects with a new code and asks from 3.
    t.setHost(expectGuest(removeGuest(t.host(), 'b'), 'b', 'fresh-secret-abcdefgh'));
    for (let i = 3; i < 5; i++) t.send('a', { t: 'propose', id: i, base: i, entry: { kind: 'add', seat: 0, points: 1 } });
    t.guests.b = reconnect(t.guests.b as Guest);
    t.join('b', 'fresh-secret-abcdefgh', 1);
    expect(t.guests.b?.log).toEqual(t.host().log);
    expect(t.guests.b?.state).toEqual([5, 0, 0]);
  });

  test('two guests propose against the same log: one is appended, the other refused as stale and records again', () => {
    const t = table();
    t.join('a', SECRET, 0);
    t.join('b', 'other-secret-456789', 1);
    t.send('a', { t: 'propose', id: 1, base: 0, entry: { kind: 'add', seat: 0, points: 1 } });
    t.send('b', { t: 'propose', id: 1, base: 0, entry: { kind: 'add', seat: 1, points: 1 } });
    expect(t.host().log).toHaveLength(1);
    expect(t.events.b).toContainEqual({ kind: 'refused', id: 1, reason: 'stale', violations: [] });
    t.send('b', { t: 'propose', id: 2, base: 1, entry: { kind: 'add', seat: 1, points: 1 } });
    expect(t.host().state).toEqual([1, 1, 0]);
  });
});

describe('the host’s own screens write the stored log; the table follows it', () => {
  const add = (seat: number, points: number) => ({ at: AT, entry: { kind: 'add' as const, seat, points } });
  const follow = (t: ReturnType<typeof table>, stored: ReturnType<typeof add>[]): void => {
    const out = hostFollow(t.host(), stored, replay(counter, setup, stored).state);
    t.setHost(out.table);
    for (const s of out.send) t.toGuest(s.to, encodeMessage(s.message));
  };

  test('an entry recorded on the host’s game screen reaches every guest', () => {
    const t = table();
    t.join('a', SECRET, 0);
    t.join('b', 'other-secret-456789', 1);
    follow(t, [add(2, 3)]);
    expect(t.guests.a?.log).toEqual([add(2, 3)]);
    expect(t.guests.b?.state).toEqual([0, 0, 3]);
  });

  test('an undo on the host rewinds every guest to the common part, then the new entries follow', () => {
    const t = table();
    t.join('a', SECRET, 0);
    follow(t, [add(0, 1), add(0, 2), add(0, 3)]);
    follow(t, [add(0, 1), add(1, 5)]);
    expect(t.guests.a?.log).toEqual([add(0, 1), add(1, 5)]);
    expect(t.guests.a?.state).toEqual([1, 5, 0]);
    expect(t.events.a).toContainEqual({ kind: 'rewound', length: 1 });
  });

  test('an unchanged stored log sends nothing', () => {
    const t = table();
    t.join('a', SECRET, 0);
    follow(t, [add(0, 1)]);
    const out = hostFollow(t.host(), [add(0, 1)], [1, 0, 0]);
    expect(out.send).toEqual([]);
    expect(out.table).toBe(t.host());
  });
});

describe('a guest refuses what no honest host sends, and keeps its log', () => {
  const welcomed = (): Guest =>
    guestReceive(
      newGuest(byRuleset),
      encodeMessage({
        t: 'welcome',
        v: 5,
        length: 0,
        game: { id: 'g1', ruleset: 'smc', name: 'F', setup, seats: setup.seats },
        head: headOf({ ruleset: 'smc', setup }, [], false),
        held: setup.seats.map(() => null),
      }),
    ).table;
  // Each entry with its true link after the log held (empty): the engine's refusal, not the chain's, is what is tested.
  const entry = (seq: number, points = 1) => {
    const logged = { at: AT, entry: { kind: 'add', seat: 0, points } };
    return { seq, ...logged, h: chainFor({ ruleset: 'smc', setup }, [logged], false)[1] };
  };

  test.each([
    ['an entry ahead of its log (out of order)', { t: 'entries', entries: [entry(1)] }, 'gate/out-of-order'],
    ['an entry it already holds (replayed)', { t: 'entries', entries: [entry(0), entry(0)] }, 'gate/replayed'],
    ['an entry the engine refuses', { t: 'entries', entries: [entry(0, 50)] }, 'link/engine-refused'],
    [
      'a second welcome',
      { t: 'welcome', v: 5, length: 0, head: 'a'.repeat(64), game: { id: 'g2', ruleset: 'smc', name: 'x', setup, seats: [] }, held: [] },
      'gate/forged',
    ],
    ['a guest-only message', { t: 'propose', n: 1, id: 1, base: 0, entry: {} }, 'gate/forged'],
    ['a refusal with no violations list', { t: 'refused', id: 1, reason: 'rules' }, 'gate/shape'],
    ['a rewind to a length it does not have', { t: 'rewind', length: 0 }, 'gate/out-of-order'],
  ])('%s', (_name, message, code) => {
    const g = welcomed();
    const out = guestReceive(g, JSON.stringify(message));
    expect(out.refused?.code).toBe(code);
    // The log held is kept (issue 24: what the refusal leads to is tested in slow-guest.test.ts).
    expect([out.table.log, out.table.state, out.table.cursor]).toEqual([g.log, g.state, g.cursor]);
  });

  test('entries before a welcome are forged', () => {
    expect(gateHostMessage(JSON.stringify({ t: 'entries', entries: [entry(0)] }), { length: 0, welcomed: false })).toMatchObject({
      ok: false,
      error: { code: 'gate/forged' },
    });
  });

  test('a game of another ruleset is refused', () => {
    const out = guestReceive(
      newGuest(byRuleset),
      encodeMessage({ t: 'welcome', v: 5, length: 0, head: 'a'.repeat(64), game: { id: 'g', ruleset: 'advciv', name: 'x', setup, seats: [] }, held: [] }),
    );
    expect(out.refused?.code).toBe('link/bad-game');
  });

  test('the gate reads a well-formed guest message as its type', () => {
    expect(gateGuestMessage('{"t":"hello","n":1,"v":5,"secret":"s"}', NEW_GUEST)).toEqual({ ok: true, value: { t: 'hello', n: 1, v: 5, secret: 's' } });
  });
});
