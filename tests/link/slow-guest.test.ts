/**
 * A slow or hostile guest affects only itself (issue 24, item 4), through the link's public
 * functions: catch-up is sized by bytes below the gate; one catch-up in flight per guest; proposals
 * are rate-limited per guest; a refusal at a guest's gate asks for a catch-up or ends the link in
 * words, never a silent stall; and on the live hub (session.ts, over in-memory channels) a guest
 * whose sends throw, or whose channel stopped taking text, is let go while the others keep
 * receiving, and stopping hosting completes and tells every other guest.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type GuestTable, guestReceive, hello, newGuest } from '../../src/link/guest';
import { expectGuest, type HostTable, hostReceive, MAX_PROPOSALS, openTable } from '../../src/link/host';
import { encodeMessage, gateHostMessage, type HostMessage, MAX_MESSAGE_LENGTH, PROTOCOL_VERSION } from '../../src/link/protocol';
import { hostGame, MAX_BUFFERED, seatsOf } from '../../src/link/session';
import { repo } from '../../src/state/repo';
import { da, en } from '../../src/ui/messages/catalog';
import { lateGame } from '../bench/late-game';
import { type CounterEntry, type CounterSetup, type CounterState, counter } from './counter';
import { chainFor } from './chain-wire';
import { type FakeChannel, until } from './fake-wire';
import { proofOf } from './proof';

const wire = await vi.hoisted(async () => (await import('./fake-wire')).fakeWire({ sentSurvivesClose: true }));
vi.mock('../../src/link/peer', () => wire.peer());
vi.mock('../../src/state/repo', () => wire.repo());

type Host = HostTable<CounterSetup, CounterState, CounterEntry>;
type Guest = GuestTable<CounterSetup, CounterState, CounterEntry>;
const setup: CounterSetup = { seats: ['Ann', 'Bo'] };
const AT = '2026-11-28T19:30:00.000Z';
const later = (ms: number) => new Date(Date.parse(AT) + ms).toISOString();

/** A host whose log holds `log`, guest 'a' greeted and seated at 0; the guest welcomed. */
function linked(log: readonly { at: string; entry: CounterEntry }[]): { host: Host; guest: Guest } {
  let host: Host = expectGuest(
    openTable(counter, { id: 'g1', ruleset: 'smc', name: 'F', setup, seats: setup.seats }, setup, counter.initialState(setup), log, (_, e) => e.seat),
    'a',
    'secret-a-0000000000',
  );
  const hi = hello(
    newGuest(() => counter),
    'secret-a-0000000000',
  );
  const welcomed = hostReceive(host, 'a', encodeMessage(hi.message), AT);
  host = hostReceive(welcomed.table, 'a', JSON.stringify({ t: 'seat', n: 2, seat: 0, proof: proofOf('a', 'g1') }), AT).table;
  const welcome = welcomed.send[0]?.message as HostMessage;
  const guest = guestReceive({ ...hi.table, sent: 2 }, encodeMessage(welcome)).table as Guest;
  return { host, guest };
}

describe('issue 24: catch-up is sized by bytes below the gate', () => {
  test('a 200 kB catch-up is split into batches the guest’s gate takes, and the guest holds the whole log', () => {
    // Entries of 10 kB each (a long typed name, under the 16 kB entry cap): 20 of them, 200 kB.
    const pad = 'x'.repeat(10_000);
    const log = Array.from({ length: 20 }, () => ({ at: AT, entry: { kind: 'add', seat: 0, points: 0, pad } as CounterEntry }));
    const { host, guest } = linked(log);
    const out = hostReceive(host, 'a', JSON.stringify({ t: 'catch-up', n: 3, from: 0 }), AT);
    expect(out.send.length).toBeGreaterThan(3);
    let g = guest;
    for (const s of out.send) {
      const raw = encodeMessage(s.message);
      expect(raw.length).toBeLessThan(MAX_MESSAGE_LENGTH);
      expect(gateHostMessage(raw, g.cursor).ok).toBe(true);
      g = guestReceive(g, raw).table;
    }
    expect(g.log.length).toBe(20);
  });
});

describe('issue 24: one catch-up in flight per guest, proposals rate-limited per guest', () => {
  test('a catch-up asked again from no further on at once is not served twice; from further on, or later, it is', () => {
    const log = Array.from({ length: 5 }, () => ({ at: AT, entry: { kind: 'add', seat: 0, points: 0 } as CounterEntry }));
    const { host } = linked(log);
    const first = hostReceive(host, 'a', JSON.stringify({ t: 'catch-up', n: 3, from: 0 }), AT);
    expect(first.send.length).toBe(1);
    const again = hostReceive(first.table, 'a', JSON.stringify({ t: 'catch-up', n: 4, from: 0 }), later(100));
    expect([again.send, again.refused?.code]).toEqual([[], 'link/busy']);
    const further = hostReceive(again.table, 'a', JSON.stringify({ t: 'catch-up', n: 5, from: 3 }), later(200));
    expect(further.send.length).toBe(1);
    const afterGap = hostReceive(further.table, 'a', JSON.stringify({ t: 'catch-up', n: 6, from: 0 }), later(5_000));
    expect(afterGap.send.length).toBe(1);
  });

  test(`more than ${MAX_PROPOSALS} proposals in a few seconds: the rest are refused in words (link/too-fast), the log unchanged`, () => {
    let { host } = linked([]);
    const answers: string[] = [];
    for (let i = 0; i < MAX_PROPOSALS + 5; i++) {
      // Each refused by the rules (over ten) or taken: what matters is that the host answers and stops taking.
      const out = hostReceive(
        host,
        'a',
        JSON.stringify({ t: 'propose', n: 3 + i, id: i, base: host.log.length, entry: { kind: 'add', seat: 0, points: 0 } }),
        later(i),
      );
      host = out.table;
      const m = out.send.find((s) => s.to === 'a')?.message;
      answers.push(m?.t === 'refused' ? (m.violations[0]?.code ?? m.reason) : (m?.t ?? 'none'));
    }
    expect(answers.slice(0, MAX_PROPOSALS).every((a) => a === 'entries')).toBe(true);
    expect(answers.slice(MAX_PROPOSALS)).toEqual(Array(5).fill('link/too-fast'));
    expect(host.log.length).toBe(MAX_PROPOSALS);
    expect(en['violation.link/too-fast']).toContain('{max, plural');
    expect(da['violation.link/too-fast']).toContain('{max, plural');
  });
});

describe('issue 24: a refusal at a guest’s gate is never a silent stall', () => {
  test('an entry past the end (one was lost) asks the host for what is missing, once for that length', () => {
    const { guest } = linked([]);
    const gap = JSON.stringify({ t: 'entries', entries: [{ seq: 2, at: AT, entry: { kind: 'add', seat: 0, points: 1 }, h: 'a'.repeat(64) }] });
    const out = guestReceive(guest, gap);
    expect(out.send).toEqual([{ t: 'catch-up', n: 3, from: 0 }]);
    expect(guestReceive(out.table, gap).send).toEqual([]);
  });

  test('what the host sent that this phone cannot take ends the link, in words (bye unreadable)', () => {
    const { guest } = linked([]);
    const refused = { at: AT, entry: { kind: 'add', seat: 0, points: 50 } };
    const h = chainFor({ ruleset: 'smc', setup }, [refused], false)[1];
    const out = guestReceive(guest, JSON.stringify({ t: 'entries', entries: [{ seq: 0, ...refused, h }] }));
    expect(out.event).toEqual({ kind: 'bye', reason: 'unreadable' });
    expect(en['phones.guest.bye.unreadable']).toBeTruthy();
    expect(da['phones.guest.bye.unreadable']).toBeTruthy();
  });
});

describe('issue 24: on the live hub, a guest whose channel fails affects only itself', () => {
  afterEach(() => {
    wire.on.far = undefined;
  });

  test('a guest whose sends throw and one whose channel stopped taking text are let go; the third keeps receiving; stopping hosting completes', async () => {
    const { setup: advSetup, record } = lateGame(1);
    const created = await repo().createGame({ name: 'Hosted', ruleset: 'advciv', setup: advSetup });
    if (!created.ok) throw new Error(created.error.code);
    const id = created.value.record.id;
    const fars: FakeChannel[] = [];
    const heard: HostMessage[][] = [];
    wire.on.far = (far) => {
      const i = fars.length;
      fars.push(far);
      heard.push([]);
      far.addEventListener('message', (e) => heard[i]?.push(JSON.parse(String((e as MessageEvent).data)) as HostMessage));
    };
    const hub = hostGame(created.value.record, created.value.state, created.value.rev);
    expect(hub.seats).toEqual(seatsOf(advSetup));
    for (let i = 0; i < 3; i++) {
      await until(() => fars.length === i + 1 && hub.code.value !== undefined, `code ${i + 1}`);
      const far = fars[i];
      far?.send(JSON.stringify({ t: 'hello', n: 1, v: PROTOCOL_VERSION, secret: 'secret-of-this-code' }));
      far?.send(JSON.stringify({ t: 'seat', n: 2, seat: i, proof: proofOf(`phone-${i}`, id) }));
      await hub.accept('answer-code');
      await until(() => hub.phones.value.length === i + 1 && hub.phones.value[i]?.seat === i, `guest ${i + 1} seated`);
    }
    // Guest 1's channel throws on send (Chromium: "send queue is full"); guest 2's holds 2 MB unsent.
    const near = (i: number) => fars[i]?.other as FakeChannel & { bufferedAmount?: number };
    const n1 = near(1);
    if (n1 !== undefined)
      n1.send = () => {
        throw new Error('RTCDataChannel send queue is full');
      };
    Object.assign(near(2) ?? {}, { bufferedAmount: MAX_BUFFERED * 2 });
    Object.assign(near(0) ?? {}, { bufferedAmount: 0 });

    // The host's screen records an entry: the table follows it and sends it to every guest.
    const first = record[0];
    if (first === undefined) throw new Error('no entry');
    const stored = await repo().appendEntry(id, first, 0);
    expect(stored.ok).toBe(true);
    await until(() => heard[0]?.some((m) => m.t === 'entries') === true, 'guest 0 receives the entry');
    await until(() => hub.phones.value.map((p) => p.id).join() === 'phone-1', 'the failing guests are let go');
    // The slow one is told why before its channel closes; the one whose sends throw is cut off.
    expect(heard[2]).toContainEqual({ t: 'bye', reason: 'slow' });
    expect(heard[2]?.some((m) => m.t === 'entries')).toBe(false);
    await until(() => fars[1]?.readyState === 'closed' && fars[2]?.readyState === 'closed', 'their channels closed');

    // The table goes on: the next entry reaches guest 0.
    const second = record[1];
    if (second === undefined) throw new Error('no entry');
    expect((await repo().appendEntry(id, second, 1)).ok).toBe(true);
    await until(() => heard[0]?.filter((m) => m.t === 'entries').length === 2, 'guest 0 receives the next entry');

    // Stopping hosting completes even when the last guest's channel throws too.
    if (n1 !== undefined) Object.assign(near(0) ?? {}, { send: n1.send });
    expect(() => hub.close()).not.toThrow();
    expect(hub.phones.value).toEqual([]);
  });
});
