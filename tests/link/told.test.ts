/**
 * A guest let go is told why, and a guest whose link does not open sees it too (issue 24 item 4,
 * issue 20): a phone the host let go because its sends failed (its bye could not reach it then) is
 * told why once it claims its seat again; a guest's link that has not opened 15 s after its answer
 * code was shown says so on the guest, in the words the host shows, English and Danish.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { guestReceive, type GuestTable, hello, newGuest } from '../../src/link/guest';
import { expectGuest, type HostTable, hostReceive, letGoGuest, openTable } from '../../src/link/host';
import { encodeMessage, type HostMessage } from '../../src/link/protocol';
import { da, en } from '../../src/ui/messages/catalog';
import { type CounterEntry, type CounterSetup, type CounterState, counter } from './counter';
import { proofOf } from './proof';

const never = vi.hoisted(() => ({ open: new Promise<void>(() => undefined), closed: 0 }));
vi.mock('../../src/link/peer', () => ({
  LinkCodeError: class extends Error {},
  // A link whose channel never opens (the host has not scanned, or the phones cannot reach each other).
  answer: async () => ({
    link: {
      channel: Object.assign(new EventTarget(), { readyState: 'connecting', send: () => undefined }),
      connection: Object.assign(new EventTarget(), { connectionState: 'connecting' }),
      open: never.open,
      close: () => {
        never.closed += 1;
      },
    },
    secret: 'secret-of-this-code',
    code: 'answer-code',
  }),
  invite: async () => {
    throw new Error('no hosting here');
  },
}));
vi.mock('../../src/state/repo', async () => (await import('./fake-wire')).fakeWire().repo());

type Host = HostTable<CounterSetup, CounterState, CounterEntry>;
type Guest = GuestTable<CounterSetup, CounterState, CounterEntry>;
const setup: CounterSetup = { seats: ['Ann', 'Bo'] };
const AT = '2026-11-28T21:00:00.000Z';
const game = { id: 'g1', ruleset: 'smc', name: 'F', setup, seats: setup.seats };

/** Phone `id` (its link numbered by the host) says hello and claims seat 0 with phone "ann"'s proof. */
function joinAsAnn(host: Host, id: string): { host: Host; guest: Guest; sent: HostMessage[] } {
  const h0 = expectGuest(host, id, `secret-of-${id}-00000000`);
  const hi = hello(
    newGuest(() => counter),
    `secret-of-${id}-00000000`,
  );
  const welcomed = hostReceive(h0, id, encodeMessage(hi.message), AT);
  let guest = guestReceive({ ...hi.table, sent: 2 }, encodeMessage(welcomed.send[0]?.message as HostMessage)).table;
  const claimed = hostReceive(welcomed.table, id, JSON.stringify({ t: 'seat', n: 2, seat: 0, proof: proofOf('ann', 'g1') }), AT);
  const sent = claimed.send.filter((s) => s.to === id).map((s) => s.message);
  for (const m of sent) guest = guestReceive(guest, encodeMessage(m)).table;
  return { host: claimed.table, guest, sent };
}

describe('issue 24 item 4: a guest let go because its sends failed is told why when it comes back', () => {
  test('its next claim of its seat is answered with why ("told", slow), once; another phone is told nothing', () => {
    const start: Host = openTable(counter, game, setup, counter.initialState(setup), [], (_, e) => e.seat);
    const first = joinAsAnn(start, 'phone-1');
    expect(first.sent.map((m) => m.t)).toEqual(['seats']);
    // Its send threw: the host let it go (its bye never reached it).
    const after = letGoGuest(first.host, 'phone-1');
    expect(after.guests.has('phone-1')).toBe(false);
    const back = joinAsAnn(after, 'phone-2');
    expect(back.sent).toContainEqual({ t: 'told', reason: 'slow' });
    const told = guestReceive(back.guest, encodeMessage({ t: 'told', reason: 'slow' }));
    expect(told.event).toEqual({ kind: 'told', reason: 'slow' });
    // Said once: a third link of the same phone is not told again.
    const again = joinAsAnn(letGoGuest(back.host, 'phone-2'), 'phone-3');
    expect(again.sent.filter((m) => m.t === 'told')).toHaveLength(1);
    const once = joinAsAnn(again.host, 'phone-4');
    expect(once.sent.filter((m) => m.t === 'told')).toHaveLength(0);
    expect(en['phones.guest.told.slow']).toBeTruthy();
    expect(da['phones.guest.told.slow']).toBeTruthy();
  });
});

/** Phone `id` says hello and, with no seat to claim, says which phone it is ("ann"'s proof): what the host sends it. */
function comeBackSeatless(host: Host, id: string): { host: Host; sent: HostMessage[] } {
  const h0 = expectGuest(host, id, `secret-of-${id}-00000000`);
  const hi = hello(
    newGuest(() => counter),
    `secret-of-${id}-00000000`,
  );
  const welcomed = hostReceive(h0, id, encodeMessage(hi.message), AT);
  const said = hostReceive(welcomed.table, id, JSON.stringify({ t: 'phone', n: 2, proof: proofOf('ann', 'g1') }), AT);
  return { host: said.table, sent: said.send.filter((s) => s.to === id).map((s) => s.message) };
}

describe('issue 24 item 4 (a phone with no seat): let go, it is told why when it comes back', () => {
  test('a seatless phone says which phone it is; let go, its next link is told why ("told", slow), once; no seat is bound to it', () => {
    const start: Host = openTable(counter, game, setup, counter.initialState(setup), [], (_, e) => e.seat);
    const first = comeBackSeatless(start, 'phone-1');
    expect(first.sent).toEqual([]);
    expect(first.host.held).toEqual([null, null]);
    expect(first.host.guests.get('phone-1')?.seat).toBeUndefined();
    // It fell silent (asleep) or its sends failed: the host let it go; its bye never reached it.
    const back = comeBackSeatless(letGoGuest(first.host, 'phone-1'), 'phone-2');
    expect(back.sent).toEqual([{ t: 'told', reason: 'slow' }]);
    expect(back.host.held).toEqual([null, null]);
    // Said once.
    expect(comeBackSeatless(back.host, 'phone-3').sent).toEqual([]);
  });
});

describe('issue 20: the guest too says a link did not open within 15 s', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('15 s after its answer was shown with no link, the guest says so with what to try; the link stays for a host that scans late', async () => {
    const { joinTable, LINK_OPEN_MS } = await import('../../src/link/session');
    // The phone's key is read from its storage once (with the real clock): later joins reuse it.
    (await joinTable('offer-code')).close();
    vi.useFakeTimers();
    const link = await joinTable('offer-code');
    const closedBefore = never.closed;
    expect(link.status.value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(LINK_OPEN_MS - 1);
    expect(link.failed.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(link.failed.value).toBe('link/timeout');
    expect(link.status.value).toBe('waiting');
    expect(never.closed).toBe(closedBefore);
    expect(en['phones.guest.notLinked']).toContain('15');
    expect(da['phones.guest.notLinked']).toContain('15');
    link.close();
  });
});
