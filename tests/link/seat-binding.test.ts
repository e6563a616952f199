/**
 * A seat belongs to its phone (issue 19 item 8): a seat is bound, on the host, to the phone that
 * took it, by the hash of that phone's proof (its own key and the game: seat-key.ts). A claim for a
 * seat another phone holds is refused and changes nothing, even when it presents the holder every
 * phone was told; the phone's own seat comes back to it on a new link with no question; only the
 * host frees a seat. Written against the link's public functions (host.ts, guest.ts, protocol.ts).
 */
import { describe, expect, test } from 'vitest';
import { guestReceive, hello, newGuest } from '../../src/link/guest';
import { expectGuest, freeSeat, type HostOutcome, type HostTable, hostReceive, openTable, withHolders } from '../../src/link/host';
import { encodeMessage, gateGuestMessage, gateHostMessage, NEW_GUEST } from '../../src/link/protocol';
import { holderOf, seatHeldBy, seatProof } from '../../src/link/seat-key';
import { da, en } from '../../src/ui/messages/catalog';
import { type CounterEntry, type CounterSetup, type CounterState, counter } from './counter';
import { proofOf } from './proof';

type Host = HostTable<CounterSetup, CounterState, CounterEntry>;
const AT = '2026-11-28T19:00:00.000Z';
const setup: CounterSetup = { seats: ['Ann', 'Bo', 'Cy'] };
const game = { id: 'table', ruleset: counter.id, name: 'Friday', setup, seats: setup.seats };

const table = (): Host => openTable(counter, game, setup, counter.initialState(setup), [], (_, e) => e.seat);

/** Guest `id` (a link; `phone` is the phone behind it) says hello on a fresh link: the host after it. */
function greeted(h: Host, id: string): Host {
  const expected = expectGuest(h, id, `secret-of-${id}-000000`);
  return hostReceive(expected, id, JSON.stringify({ t: 'hello', n: 1, v: 5, secret: `secret-of-${id}-000000` }), AT).table;
}

const claim = (h: Host, id: string, n: number, seat: number, proof: string): HostOutcome<CounterSetup, CounterState, CounterEntry> =>
  hostReceive(h, id, JSON.stringify({ t: 'seat', n, seat, proof }), AT);

const propose = (h: Host, id: string, n: number, seat: number) =>
  hostReceive(h, id, JSON.stringify({ t: 'propose', n, id: 1, base: h.log.length, entry: { kind: 'add', seat, points: 1 } }), AT);

/** Ann's phone holds seat 0, Bo's phone holds seat 1; both linked. */
function annAndBo(): Host {
  let h = greeted(greeted(table(), 'ann'), 'bo');
  h = claim(h, 'ann', 2, 0, proofOf('ann')).table;
  return claim(h, 'bo', 2, 1, proofOf('bo')).table;
}

describe('issue 19 item 8: a seat is bound to the phone that took it', () => {
  test('a free seat is bound to the claiming phone’s holder (the hash of its proof, never the proof), and every phone is told', () => {
    const h = greeted(greeted(table(), 'ann'), 'bo');
    const out = claim(h, 'ann', 2, 0, proofOf('ann'));
    expect(out.table.held).toEqual([holderOf(proofOf('ann')), null, null]);
    expect(out.table.held).not.toContain(proofOf('ann'));
    expect(out.held).toEqual(out.table.held);
    expect(out.table.guests.get('ann')?.seat).toBe(0);
    expect(out.send).toEqual([
      { to: 'ann', message: { t: 'seats', held: out.table.held } },
      { to: 'bo', message: { t: 'seats', held: out.table.held } },
    ]);
  });

  test('a claim for a seat another phone holds is refused and changes nothing: the seats, the other phone’s seat, and what the claimer may record', () => {
    const h = annAndBo();
    const out = claim(h, 'bo', 3, 0, proofOf('bo'));
    expect(out.refused).toEqual({ code: 'link/seat-held', detail: 'seat 0' });
    expect(out.held).toBeUndefined();
    expect(out.table.held).toEqual(h.held);
    expect(out.table.guests.get('ann')?.seat).toBe(0);
    expect(out.table.guests.get('bo')?.seat).toBe(1);
    // Only the claimer is answered, with the seats as they are: it reads its claim was refused.
    expect(out.send).toEqual([{ to: 'bo', message: { t: 'seats', held: h.held } }]);
    // Bo's phone still speaks for Bo only: an entry for Ann from it is refused as another seat's.
    const entry = propose(out.table, 'bo', 4, 0);
    expect(entry.appended).toBeUndefined();
    expect(entry.send[0]?.message).toMatchObject({ t: 'refused', reason: 'seat' });
  });

  test('the holder every phone reads is no key: presenting Ann’s holder as the proof, or another game’s proof of hers, is refused', () => {
    const h = annAndBo();
    const annHolder = h.held[0] as string;
    const stranger = greeted(h, 'eve');
    expect(claim(stranger, 'eve', 2, 0, annHolder).refused?.code).toBe('link/seat-held');
    expect(claim(stranger, 'eve', 2, 0, proofOf('ann', 'another-table')).refused?.code).toBe('link/seat-held');
    expect(claim(stranger, 'eve', 2, 0, proofOf('ann', 'another-table')).table.held).toEqual(h.held);
    // A made-up proof is no better; a claim with no proof does not pass the gate at all.
    expect(claim(stranger, 'eve', 2, 0, 'f'.repeat(64)).refused?.code).toBe('link/seat-held');
    expect(gateGuestMessage(JSON.stringify({ t: 'seat', n: 2, seat: 0 }), { lastN: 1, greeted: true })).toMatchObject({
      ok: false,
      error: { code: 'gate/shape' },
    });
  });

  test('a phone that rejoins on a new link (reload, sleep) gets its own seat back with its proof, and nobody else’s seat moves', () => {
    const h = annAndBo();
    // Ann's phone comes back on a new link: the welcome says which seat her holder holds.
    const back = greeted(h, 'ann-again');
    const welcome = hostReceive(
      expectGuest(h, 'ann-again', 'secret-of-ann-again-000000'),
      'ann-again',
      encodeMessage({ t: 'hello', n: 1, v: 5, secret: 'secret-of-ann-again-000000' }),
      AT,
    );
    const said = welcome.send[0]?.message;
    expect(said?.t === 'welcome' && seatHeldBy(said.held, holderOf(proofOf('ann')))).toBe(0);
    const out = claim(back, 'ann-again', 2, 0, proofOf('ann'));
    expect(out.refused).toBeUndefined();
    expect(out.table.held).toEqual(h.held);
    // Nothing changed for the table: only the claimer is answered, nothing to store.
    expect(out.held).toBeUndefined();
    expect(out.table.guests.get('ann-again')?.seat).toBe(0);
    expect(out.table.guests.get('bo')?.seat).toBe(1);
    expect(propose(out.table, 'ann-again', 3, 0).appended?.logged.entry).toEqual({ kind: 'add', seat: 0, points: 1 });
  });

  test('a phone may move its own binding to a free seat (a mistaken tap); its old seat is free then', () => {
    const out = claim(annAndBo(), 'bo', 3, 2, proofOf('bo'));
    expect(out.table.held).toEqual([holderOf(proofOf('ann')), null, holderOf(proofOf('bo'))]);
    expect(out.table.guests.get('bo')?.seat).toBe(2);
  });

  test('only the host frees a seat (a lost phone): every phone is told, the phone linked for it speaks for no seat, and another phone may take it', () => {
    const h = annAndBo();
    const freed = freeSeat(h, 0);
    expect(freed.table.held).toEqual([null, holderOf(proofOf('bo')), null]);
    expect(freed.held).toEqual(freed.table.held);
    expect(freed.send.map((s) => s.to).sort()).toEqual(['ann', 'bo']);
    expect(freed.table.guests.get('ann')?.seat).toBeUndefined();
    expect(propose(freed.table, 'ann', 3, 0).send[0]?.message).toMatchObject({ t: 'refused', reason: 'not-seated' });
    const taken = claim(greeted(freed.table, 'cy'), 'cy', 2, 0, proofOf('cy'));
    expect(taken.refused).toBeUndefined();
    expect(taken.table.held[0]).toBe(holderOf(proofOf('cy')));
    // A guest cannot free or rewrite seats: a 'seats' message from it is forged.
    expect(gateGuestMessage(JSON.stringify({ t: 'seats', n: 3, held: [null, null, null] }), { lastN: 2, greeted: true })).toMatchObject({
      ok: false,
      error: { code: 'gate/forged' },
    });
    expect(gateGuestMessage(JSON.stringify({ t: 'seats', n: 1, held: [] }), NEW_GUEST)).toMatchObject({ ok: false, error: { code: 'gate/forged' } });
  });

  test('the holders stored with the game hold after the host’s page reloads: another phone is refused, the seat’s own phone is seated', () => {
    const stored = annAndBo().held;
    const reloaded = greeted(greeted(withHolders(table(), stored), 'eve'), 'ann');
    expect(claim(reloaded, 'eve', 2, 0, proofOf('eve')).refused?.code).toBe('link/seat-held');
    expect(claim(reloaded, 'ann', 2, 0, proofOf('ann')).table.guests.get('ann')?.seat).toBe(0);
  });

  test('a guest reads the holders from the welcome and each change; a holders list that does not fit the game is refused', () => {
    const h = annAndBo();
    const welcome = hostReceive(
      expectGuest(h, 'x', 'secret-of-x-0000000000'),
      'x',
      JSON.stringify({ t: 'hello', n: 1, v: 5, secret: 'secret-of-x-0000000000' }),
      AT,
    );
    const g = guestReceive(
      hello(
        newGuest(() => counter),
        'secret-of-x-0000000000',
      ).table,
      encodeMessage(welcome.send[0]?.message as never),
    );
    expect(g.event).toEqual({ kind: 'welcomed', game, held: h.held });
    const moved = guestReceive(g.table, encodeMessage({ t: 'seats', held: [null, null, null] }));
    expect(moved.event).toEqual({ kind: 'seats', held: [null, null, null] });
    expect(guestReceive(g.table, encodeMessage({ t: 'seats', held: [null] })).refused?.code).toBe('gate/shape');
    expect(gateHostMessage(JSON.stringify({ t: 'seats', held: ['not a hash', null, null] }), { length: 0, welcomed: true })).toMatchObject({ ok: false });
  });

  test('a proof is the phone’s own for one game: another key or another game gives another proof', () => {
    expect(seatProof('key-a', 'table')).toMatch(/^[0-9a-f]{64}$/);
    expect(seatProof('key-a', 'table')).toBe(seatProof('key-a', 'table'));
    expect(seatProof('key-a', 'table')).not.toBe(seatProof('key-b', 'table'));
    expect(seatProof('key-a', 'table')).not.toBe(seatProof('key-a', 'other'));
  });

  test('the words a phone reads about seats, in English and Danish', () => {
    expect(en['phones.guest.claimRefused']).toBe(
      '{seat}’s seat is held by another phone: nothing changed. Only the phone that holds it can take it, or the host can free it if that phone is lost.',
    );
    expect(da['phones.guest.claimRefused']).toContain('intet er ændret');
    expect(en['phones.host.freeConfirm']).toContain('Use this only if {seat}’s phone is lost');
    expect(da['phones.host.freeConfirm']).toContain('hvis {seat}s telefon er væk');
  });
});
