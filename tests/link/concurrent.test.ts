/**
 * Proposals made at the same moment on several phones (issue 15: the card purchase phase runs on
 * every phone at once). The host places the first and refuses the others as made against an older
 * log, never rebasing them; a refused guest takes the entries that moved the log, checks its entry
 * again with the engine and proposes it again if it still passes, or shows the rule it now breaks.
 * Messages travel through queues, so "at the same moment" is both proposals sent before the host
 * reads either.
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import { replay } from '../../src/engine/log/replay';
import type { GameModule } from '../../src/engine/game';
import type { AdvCivEntry } from '../../src/engine/rulesets/advciv/entries';
import { type GuestTable, guestPropose, guestReceive, guestSend, hello, MAX_UNMOVED_STALE, newGuest } from '../../src/link/guest';
import { expectGuest, type HostTable, hostReceive, hostRecord, openTable } from '../../src/link/host';
import { speakerOf } from '../../src/link/seats';
import { encodeMessage, type GuestMessage } from '../../src/link/protocol';
import { seatsOf } from '../../src/link/session';
import type { Violation } from '../../src/engine/types';
import { setupOf } from '../engine/rulesets/advciv/helpers';
import { type CounterEntry, counter } from './counter';
import { proofOf } from './proof';

const AT = '2026-11-25T10:00:00.000Z';

type AnyEntry = { readonly kind: string };

/**
 * A host and guests over ordered queues (a data channel keeps order): nothing moves until `flush`,
 * which delivers every queued message, the answers they cause included, until all are quiet.
 */
function tableOf<S, T, E extends AnyEntry>(module: GameModule<S, T, E>, setup: S, seats: readonly string[], speaker: (s: S, e: E) => number | 'table') {
  const game = { id: 'g1', ruleset: module.id, name: 'Friday', setup, seats };
  let host: HostTable<S, T, E> = openTable(module, game, setup, module.initialState(setup), [], speaker);
  const guests = new Map<string, GuestTable<S, T, E>>();
  const toHost: [string, string][] = [];
  const toGuest = new Map<string, string[]>();
  const refusedHere = new Map<string, { id: number; violations: readonly Violation[] }[]>();
  const events = new Map<string, unknown[]>();
  const post = (to: string, raw: string) => toGuest.get(to)?.push(raw);
  const fromGuest = (id: string, m: GuestMessage) => toHost.push([id, encodeMessage(m)]);
  const flush = (): void => {
    for (;;) {
      const next = toHost.shift();
      if (next !== undefined) {
        const out = hostReceive(host, next[0], next[1], AT);
        host = out.table;
        for (const s of out.send) post(s.to, encodeMessage(s.message));
        continue;
      }
      const waiting = [...toGuest].find(([, q]) => q.length > 0);
      if (waiting === undefined) return;
      const [id, queue] = waiting;
      const out = guestReceive(guests.get(id) as GuestTable<S, T, E>, queue.shift());
      guests.set(id, out.table);
      if (out.event) events.get(id)?.push(out.event);
      for (const r of out.refusedHere ?? []) refusedHere.get(id)?.push(r);
      for (const m of out.send) fromGuest(id, m);
    }
  };
  const join = (id: string, seat: number): void => {
    host = expectGuest(host, id, `secret-of-${id}-0123456`);
    toGuest.set(id, []);
    refusedHere.set(id, []);
    events.set(id, []);
    const said = hello(
      newGuest<S, T, E>((r) => (r === module.id ? module : undefined)),
      `secret-of-${id}-0123456`,
    );
    fromGuest(id, said.message);
    const sat = guestSend(said.table, { t: 'seat', seat, proof: proofOf(id) });
    guests.set(id, sat.table);
    fromGuest(id, sat.message);
    flush();
  };
  /** A guest's screen proposes an entry: queued, not yet read by the host. */
  const propose = (id: string, proposal: number, entry: E): readonly Violation[] => {
    const made = guestPropose(guests.get(id) as GuestTable<S, T, E>, proposal, entry);
    guests.set(id, made.table);
    if (made.message !== undefined) fromGuest(id, made.message);
    return made.violations;
  };
  /** The host's own screen records (it may do so between a guest's proposal and the host reading it). */
  const record = (entry: E) => {
    const out = hostRecord(host, entry, AT);
    host = out.table;
    for (const s of out.send) post(s.to, encodeMessage(s.message));
    return out;
  };
  return {
    host: () => host,
    setHost: (h: HostTable<S, T, E>) => (host = h),
    guest: (id: string) => guests.get(id) as GuestTable<S, T, E>,
    join,
    propose,
    record,
    flush,
    refusedHere,
    events,
    toGuest,
  };
}

const counterTable = () => {
  const setup = { seats: ['Ann', 'Bo', 'Cy'] };
  const t = tableOf(counter, setup, setup.seats, (_, e: CounterEntry) => e.seat);
  t.join('bo', 1);
  t.join('cy', 2);
  return t;
};

describe('two proposals at the same sequence number', () => {
  test('both land, in the order the host read them, each checked by the engine against the log it joins', () => {
    const t = counterTable();
    expect(t.propose('bo', 1, { kind: 'add', seat: 1, points: 4 })).toEqual([]);
    expect(t.propose('cy', 1, { kind: 'add', seat: 2, points: 7 })).toEqual([]);
    t.flush();
    expect(t.host().log.map((l) => l.entry)).toEqual([
      { kind: 'add', seat: 1, points: 4 },
      { kind: 'add', seat: 2, points: 7 },
    ]);
    // Cy's first proposal was refused as stale; Cy's phone proposed it again against the longer log.
    expect(t.events.get('cy')).toContainEqual({ kind: 'proposed-again', id: 1, base: 1 });
    expect(t.events.get('cy')).toContainEqual({ kind: 'appended', from: 1, answers: 1 });
    expect(t.guest('bo').pending).toEqual([]);
    expect(t.guest('cy').pending).toEqual([]);
    for (const id of ['bo', 'cy']) {
      expect(t.guest(id).log).toEqual(t.host().log);
      expect(replay(counter, t.guest(id).setup as never, t.guest(id).log).state).toEqual([0, 4, 7]);
    }
  });

  test('advciv 1.1 (the test game’s own rule): a proposal that no longer passes after another entry landed is refused on that phone with its rule, nothing sent again', () => {
    const t = counterTable();
    // Bo's phone proposes 6 points; before the host reads it, the host's own screen records 6 for Bo.
    t.propose('bo', 1, { kind: 'add', seat: 1, points: 6 });
    t.record({ kind: 'add', seat: 1, points: 6 });
    t.flush();
    expect(t.host().log).toHaveLength(1);
    expect(t.refusedHere.get('bo')).toEqual([
      { id: 1, violations: [{ code: 'counter/over-ten', cite: [{ doc: 'advciv', rule: '1.1' }], params: { points: 6 } }] },
    ]);
    expect(t.guest('bo').pending).toEqual([]);
    expect(t.guest('bo').log).toEqual(t.host().log);
    expect(t.guest('cy').log).toEqual(t.host().log);
  });

  /** The host read Bo's proposal of 3 points, but storing it was refused (the stored log had moved under the table). */
  const storingRefused = (t: ReturnType<typeof counterTable>) => {
    const made = guestPropose(t.guest('bo'), 1, { kind: 'add' as const, seat: 1, points: 3 });
    const read = hostReceive(t.host(), 'bo', encodeMessage(made.message as GuestMessage), AT);
    expect(read.appended?.seq).toBe(0);
    t.setHost({ ...t.host(), guests: read.table.guests });
    return made.table;
  };
  const stale = encodeMessage({ t: 'refused', id: 1, reason: 'stale', violations: [] });

  test('the host’s own screen stored first: the host follows it before it answers stale, so the guest takes that entry, checks its own again and proposes it again at once', () => {
    const t = counterTable();
    const bo = storingRefused(t);
    // The host follows its stored log (its own screen's entry reaches the guests), then answers.
    t.record({ kind: 'add', seat: 2, points: 5 });
    const took = guestReceive(bo, t.toGuest.get('bo')?.shift());
    expect(took.send).toEqual([]);
    const told = guestReceive(took.table, stale);
    expect(told.event).toEqual({ kind: 'proposed-again', id: 1, base: 1 });
    expect(told.send).toMatchObject([{ t: 'propose', id: 1, base: 1, entry: { kind: 'add', seat: 1, points: 3 } }]);
    const placed = hostReceive(t.host(), 'bo', encodeMessage(told.send[0] as GuestMessage), AT);
    expect(placed.appended?.seq).toBe(1);
    expect(placed.table.state).toEqual([0, 3, 5]);
  });

  test('an undo and a redo on the host’s screen left the log as it was: the stale answer brings nothing new, and the guest proposes again against the same log rather than waiting for ever', () => {
    const t = counterTable();
    const bo = storingRefused(t);
    const told = guestReceive(bo, stale);
    expect(told.send).toMatchObject([{ t: 'propose', id: 1, base: 0, entry: { kind: 'add', seat: 1, points: 3 } }]);
    const placed = hostReceive(t.host(), 'bo', encodeMessage(told.send[0] as GuestMessage), AT);
    expect(placed.appended?.seq).toBe(0);
    const answered = guestReceive(told.table, encodeMessage(placed.send.find((s) => s.to === 'bo')?.message ?? { t: 'pong', n: 0 }));
    expect(answered.event).toEqual({ kind: 'appended', from: 0, answers: 1 });
    expect(answered.table.pending).toEqual([]);
  });

  test('refused as stale again and again with nothing new here: given up after a few tries, and the screen is told stale (no endless loop between the phones)', () => {
    const t = counterTable();
    let bo = storingRefused(t);
    for (let i = 1; i < MAX_UNMOVED_STALE; i++) {
      const told = guestReceive(bo, stale);
      expect(told.send).toHaveLength(1);
      bo = told.table;
    }
    const last = guestReceive(bo, stale);
    expect(last.send).toEqual([]);
    expect(last.event).toEqual({ kind: 'refused', id: 1, reason: 'stale', violations: [] });
    expect(last.table.pending).toEqual([]);
  });

  test('advciv 1.1 (the test game’s own rule): the host’s own entry is judged against the log it joins: after a guest’s entry landed it is refused with its rule, nothing appended', () => {
    const t = counterTable();
    t.propose('bo', 1, { kind: 'add', seat: 1, points: 6 });
    t.flush();
    const own = t.record({ kind: 'add', seat: 1, points: 6 });
    expect(own.appended).toBeUndefined();
    expect(own.violations?.map((v) => v.code)).toEqual(['counter/over-ten']);
    expect(t.host().log).toHaveLength(1);
  });

  test('refused because the host could not store it (a full disk), the proposal is settled at once with that reason: it does not wait for the log to move', () => {
    const t = counterTable();
    const made = guestPropose(t.guest('bo'), 1, { kind: 'add' as const, seat: 1, points: 3 });
    const violations = [{ code: 'link/host-storage', cite: [], params: {} }];
    const told = guestReceive(made.table, encodeMessage({ t: 'refused', id: 1, reason: 'storage', violations }));
    expect(told.event).toEqual({ kind: 'refused', id: 1, reason: 'storage', violations });
    expect(told.table.pending).toEqual([]);
  });

  test('a proposal is made against the log the phone holds now, not the older one its screen showed', () => {
    const t = counterTable();
    t.record({ kind: 'add', seat: 2, points: 5 });
    t.flush();
    const made = guestPropose(t.guest('bo'), 1, { kind: 'add' as const, seat: 1, points: 3 });
    expect(made.message).toMatchObject({ t: 'propose', base: 1 });
  });
});

describe('advciv 31: purchases from two seats at the same moment both land; a purchase after the hand is kept is refused (31.71)', () => {
  const setup = setupOf(['crete', 'italy', 'africa']);
  const module = GAMES.advciv as unknown as GameModule<typeof setup, unknown, AdvCivEntry>;
  // Turn 1: nobody has drawn a trade card yet (27.1) nor collected taxes (19.1), so a purchase turns in nothing.
  const buy = (nation: 'crete' | 'italy' | 'africa'): AdvCivEntry => ({
    kind: 'purchase',
    nation,
    cards: [],
    paid: {},
    treasury: 0,
    mining: null,
  });
  const advciv = () => {
    const t = tableOf(module, setup, seatsOf(setup), speakerOf('advciv'));
    t.join('italy', 1);
    t.join('africa', 2);
    // 18.1: the census of turn 1 first; with no city to build, the card phase is next.
    t.record({ kind: 'census', tokens: { crete: 1, italy: 1, africa: 1 } });
    t.flush();
    return t;
  };

  test('advciv 31.58: Italy’s and Africa’s purchases, proposed against the same log, are both in every log', () => {
    const t = advciv();
    expect(t.propose('italy', 1, buy('italy'))).toEqual([]);
    expect(t.propose('africa', 1, buy('africa'))).toEqual([]);
    t.record(buy('crete'));
    t.flush();
    expect(
      t
        .host()
        .log.slice(1)
        .map((l) => (l.entry as { nation: string }).nation),
    ).toEqual(['crete', 'italy', 'africa']);
    for (const id of ['italy', 'africa']) expect(t.guest(id).log).toEqual(t.host().log);
  });

  test('advciv 31.71: the host records Italy’s kept hand first; Italy’s purchase then breaks 31.71 and is refused on Italy’s phone only', () => {
    const t = advciv();
    t.propose('italy', 1, buy('italy'));
    t.record({ kind: 'hand', nation: 'italy', cards: {} });
    t.flush();
    expect(t.host().log).toHaveLength(2);
    const refused = t.refusedHere.get('italy') ?? [];
    expect(refused.map((r) => r.violations.map((v) => v.code))).toEqual([['purchase/after-hand']]);
    expect(refused[0]?.violations[0]?.cite.map((c) => c.rule)).toContain('31.71');
    expect(t.refusedHere.get('africa')).toEqual([]);
    expect(t.guest('africa').log).toEqual(t.host().log);
  });
});
