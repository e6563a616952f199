/**
 * The live link's session (src/link/session.ts) with both sides' real logic: the hub and the guest
 * link of this page, and across an in-memory data channel the other phone run by the pure modules
 * (guest.ts or host.ts) message by message. Storage is a real repository on fake IndexedDB. The game
 * is Sid Meier's (the four-player golden game at its Purchase Phase): a player's finished purchase
 * phase speaks for his seat.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { GAMES } from '../../src/engine/games';
import { replay } from '../../src/engine/log/replay';
import type { SmcEntry } from '../../src/engine/rulesets/smc/entries/types';
import type { LoggedEntry } from '../../src/engine/types';
import { type GuestEvent, type GuestTable, guestPropose, guestReceive, guestSend, hello, newGuest } from '../../src/link/guest';
import { expectGuest, type HostTable, hostReceive, openTable } from '../../src/link/host';
import { encodeMessage, type GuestMessage, type WireGame } from '../../src/link/protocol';
import { type HostHub, HostingRefused, hostGame, joinTable, localCopyOf, seatsOf } from '../../src/link/session';
import type { SubmitRoute } from '../../src/state/game';
import { drafts } from '../../src/state/drafts';
import { session } from '../../src/state/game';
import { repo } from '../../src/state/repo';
import { seatedGuests } from '../../src/state/seat';
import { da, en } from '../../src/ui/messages/catalog';
import { gameName } from '../../src/ui/components/game-name';
import { messagesFor } from '../../src/ui/i18n';
import { languageChoice } from '../../src/state/preferences';
import { type FakeChannel, until as untilHolds } from './fake-wire';
import { proofOf } from './proof';

// Sent while both ends are open: delivered, even when the sender closes right after (as a data channel's close does).
const wire = await vi.hoisted(async () => (await import('./fake-wire')).fakeWire({ sentSurvivesClose: true }));
vi.mock('../../src/link/peer', () => wire.peer());
vi.mock('../../src/state/repo', () => wire.repo());

const golden = JSON.parse(readFileSync(new URL('../fixtures/games/smc-standard-4p.json', import.meta.url), 'utf8')) as {
  setup: unknown;
  entries: LoggedEntry<SmcEntry>[];
};
/** The golden game's entries as the engine reads them (the restore gate stores them so). */
const parsed = golden.entries.map((l) => {
  const entry = GAMES.smc.parseEntry(l.entry);
  if (!entry.ok) throw new Error('the golden game parses');
  return { at: l.at, entry: entry.value as SmcEntry };
});
/** Turn 1 up to the Purchase Phase: everyone has collected production (Game Turn Sequence). */
const atPurchase = parsed.slice(0, 11);
const done = (player: string): SmcEntry => ({ kind: 'purchase-done', player });
const byRuleset = (ruleset: string) => GAMES[ruleset as keyof typeof GAMES];
// biome-ignore lint/suspicious/noExplicitAny: the other phone plays any ruleset, as the app's does.
type AnyGuest = GuestTable<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above.
type AnyHost = HostTable<any, any, any>;

/** Waits until `ok` holds: storage and the channel work in their own tasks. */
const until = (ok: () => boolean | Promise<boolean>, what: string) => untilHolds(ok, what, 5_000, (go) => setTimeout(go, 1));

/** A game stored on this phone at the Purchase Phase. */
async function stored(name: string, entries: readonly LoggedEntry<unknown>[] = atPurchase) {
  const file = JSON.stringify({
    schemaVersion: 1,
    id: `file-${name}`,
    name,
    createdAt: '2026-11-01T09:00:00.000Z',
    ruleset: 'smc',
    setup: golden.setup,
    entries,
  });
  const imported = await repo().importFile(file);
  if (!imported.ok) throw new Error(imported.error.code);
  const loaded = await repo().loadGame(imported.value[0]?.id ?? '');
  if (!loaded.ok) throw new Error(loaded.error.code);
  return loaded.value;
}

/** A guest phone at the far end of the next link, run by guest.ts: it says hello, takes a seat, proposes. */
function guestPhone() {
  const phone = { table: newGuest(byRuleset) as AnyGuest, far: undefined as FakeChannel | undefined, events: [] as GuestEvent[] };
  wire.on.far = (far) => {
    if (phone.far !== undefined) return;
    phone.far = far;
    far.addEventListener('message', (e) => {
      const out = guestReceive(phone.table, (e as MessageEvent).data);
      phone.table = out.table;
      if (out.event) phone.events.push(out.event);
      for (const m of out.send) far.send(encodeMessage(m));
    });
  };
  const send = (m: GuestMessage) => phone.far?.send(encodeMessage(m));
  return {
    phone,
    hello(v?: number) {
      const said = hello(phone.table, 'secret-of-this-code');
      phone.table = said.table;
      send(v === undefined ? said.message : ({ ...said.message, v } as GuestMessage));
    },
    seat(seat: number) {
      const said = guestSend(phone.table, { t: 'seat', seat, proof: proofOf('phone') });
      phone.table = said.table;
      send(said.message);
    },
    propose(id: number, entry: SmcEntry) {
      const made = guestPropose(phone.table, id, entry);
      phone.table = made.table;
      if (made.message !== undefined) send(made.message);
      return made.violations;
    },
  };
}

/** A host phone at the far end of the next link, run by host.ts over its own log. */
function hostPhone(game: WireGame, log: readonly LoggedEntry<SmcEntry>[], at = '2026-11-01T10:00:00.000Z') {
  const module = GAMES.smc;
  const setup = module.parseSetup(game.setup);
  if (!setup.ok) throw new Error('setup');
  const state = replay(module, setup.value, log).state;
  const far: { table: AnyHost; channel: FakeChannel | undefined; heard: GuestMessage[] } = {
    table: expectGuest(openTable(module, game, setup.value, state, log) as AnyHost, 'me', 'secret-of-this-code'),
    channel: undefined,
    heard: [],
  };
  wire.on.far = (channel) => {
    far.channel = channel;
    channel.addEventListener('message', (e) => {
      far.heard.push(JSON.parse(String((e as MessageEvent).data)) as GuestMessage);
      const out = hostReceive(far.table, 'me', (e as MessageEvent).data, at);
      far.table = out.table;
      for (const s of out.send) channel.send(encodeMessage(s.message));
    });
  };
  return far;
}

const gameOf = (id: string, name = 'Sid'): WireGame => ({ id, ruleset: 'smc', name, setup: golden.setup, seats: seatsOf(golden.setup) });

async function storedLog(id: string | undefined): Promise<readonly LoggedEntry<unknown>[]> {
  const loaded = await repo().loadGame(id ?? '');
  return loaded.ok ? loaded.value.record.entries : [];
}

let hub: HostHub | undefined;

afterEach(() => {
  hub?.close();
  hub = undefined;
  wire.on.far = undefined;
  session().close();
  vi.restoreAllMocks();
});

/** Hosts a stored game with a guest phone seated at `seat` (0 Angela, 1 Brad, 2 Chris, 3 Dana). */
async function hostedWithGuest(name: string, seat: number) {
  const game = await stored(name);
  const routes = vi.spyOn(session(), 'setSubmitRoute');
  const guest = guestPhone();
  hub = hostGame(game.record, game.state, game.rev);
  await until(() => hub?.code.value !== undefined, 'the code is shown');
  guest.hello();
  guest.seat(seat);
  await hub.accept('answer-code');
  await until(() => hub?.phones.value[0]?.seat === seat && guest.phone.table.log.length === atPurchase.length, 'the guest is seated and caught up');
  const route = routes.mock.lastCall?.[0] as SubmitRoute;
  return { game, guest, route };
}

describe('protocol 2 on both sides of a live link: another version is refused in words', () => {
  test('the hub turns away a guest saying hello in version 1: it is told so (bye "version") and let go, and the host’s screen says why', async () => {
    const game = await stored('Versions');
    const guest = guestPhone();
    hub = hostGame(game.record, game.state, game.rev);
    await until(() => hub?.code.value !== undefined, 'the code is shown');
    const heard: unknown[] = [];
    guest.phone.far?.addEventListener('message', (e) => heard.push(JSON.parse(String((e as MessageEvent).data))));
    guest.hello(1);
    await until(() => hub?.otherVersion.value === true, 'the host says so');
    await until(() => guest.phone.far?.readyState === 'closed', 'the guest is let go');
    expect(heard).toEqual([{ t: 'bye', reason: 'version' }]);
    expect(hub.phones.value).toEqual([]);
    expect(en['phones.host.otherVersion']).toMatch(/another version of Tresham/);
    expect(da['phones.host.otherVersion']).toMatch(/anden version af Tresham/);
  });

  test('a guest welcomed by a host of version 1 says so and ends the link (nothing stored)', async () => {
    wire.on.far = (far) => {
      far.addEventListener('message', (e) => {
        const m = JSON.parse(String((e as MessageEvent).data)) as GuestMessage;
        if (m.t === 'hello') far.send(JSON.stringify({ t: 'welcome', v: 1, game: gameOf('table-old'), length: 0 }));
      });
    };
    const link = await joinTable('offer-code');
    await until(() => link.status.value === 'closed', 'the link ends');
    expect(link.lastEvent.value).toEqual({ kind: 'bye', reason: 'version' });
    expect(link.table.value).toBeUndefined();
    expect(localCopyOf('table-old')).toBeUndefined();
    expect(da['phones.guest.bye.version']).toMatch(/anden version af Tresham/);
  });
});

describe('the host’s own screen records through the hub (recordHere)', () => {
  test('Turn Phases: an entry of the host’s screen is stored, placed in the table’s log and sent to every phone', async () => {
    const { game, guest, route } = await hostedWithGuest('Own screen', 1);
    expect(route.holder).toBe(true);
    expect(route.gameId).toBe(game.record.id);
    const placed = await route.propose(done('angela'), atPurchase.length);
    expect(placed).toEqual({ ok: true, value: atPurchase.length });
    expect((await storedLog(game.record.id)).map((l) => l.entry)).toEqual([...atPurchase.map((l) => l.entry), done('angela')]);
    await until(() => guest.phone.table.log.length === atPurchase.length + 1, 'the guest has it');
    expect(guest.phone.table.log.at(-1)?.entry).toEqual(done('angela'));
    expect(hub?.logLength.value).toBe(atPurchase.length + 1);
  });

  test('Purchasing technologies: the host’s entry and a guest’s at the same moment both land, one queue; the one the rules now refuse is refused with its rule, nothing stored', async () => {
    const { game, guest, route } = await hostedWithGuest('Same moment', 1);
    expect(guest.propose(1, done('brad'))).toEqual([]);
    const host = route.propose(done('dana'), atPurchase.length);
    expect(await host).toMatchObject({ ok: true });
    await until(() => guest.phone.events.some((e) => e.kind === 'appended' && e.answers === 1), 'the guest’s entry answered');
    const log = await storedLog(game.record.id);
    expect(log.slice(atPurchase.length).map((l) => l.entry)).toEqual(expect.arrayContaining([done('brad'), done('dana')]));
    expect(log).toHaveLength(atPurchase.length + 2);
    // Brad has finished: the host's screen, judged against the log as it is now, is refused (Purchasing technologies).
    const again = await route.propose(done('brad'), atPurchase.length);
    expect(again.ok === false && again.error.kind === 'violations' && again.error.violations.map((v) => v.code)).toEqual(['smc/purchase/already-finished']);
    expect(await storedLog(game.record.id)).toHaveLength(atPurchase.length + 2);
  });

  test('Turn Phases: the host’s log screen undid and redid its last entry (the log as it was) before the hub heard of it: a guest’s proposal is refused as stale, proposed again and lands, never left waiting', async () => {
    const game = await stored('Undo redo');
    // The hub hears of no change the host's own screens make (the watch is late): only its own writes.
    vi.spyOn(repo(), 'watchGame').mockImplementation(() => () => undefined);
    const guest = guestPhone();
    hub = hostGame(game.record, game.state, game.rev);
    await until(() => hub?.code.value !== undefined, 'the code is shown');
    guest.hello();
    guest.seat(1);
    await hub.accept('answer-code');
    await until(() => guest.phone.table.log.length === atPurchase.length, 'caught up');
    const undone = await repo().undo(game.record.id);
    const redone = await repo().redo(game.record.id);
    expect(undone.ok && redone.ok).toBe(true);
    expect(guest.propose(1, done('brad'))).toEqual([]);
    await until(() => guest.phone.events.some((e) => e.kind === 'appended' && e.answers === 1), 'the guest’s entry is placed');
    expect(guest.phone.events).toContainEqual({ kind: 'proposed-again', id: 1, base: atPurchase.length });
    expect((await storedLog(game.record.id)).at(-1)?.entry).toEqual(done('brad'));
    expect(guest.phone.table.pending).toEqual([]);
  });

  test('which seats have a linked phone: a seated guest’s seat, for the hosted game only; kept while the phone is away (its seat still held, so "for everyone left" leaves its player out), gone when the host frees the seat', async () => {
    const { game } = await hostedWithGuest('Seats', 2);
    await session().open(game.record.id);
    expect(seatedGuests.value).toEqual([2]);
    const phone = hub?.phones.value[0]?.id ?? '';
    hub?.remove(phone);
    expect(seatedGuests.value).toEqual([2]);
    hub?.freeSeat(2);
    await until(() => hub?.held.value[2] === null, 'the seat is freed');
    expect(seatedGuests.value).toEqual([]);
  });
});

describe('a guest’s screen records through the host (its copy’s route)', () => {
  async function joined(id: string, seat = 1) {
    const host = hostPhone(gameOf(id), atPurchase);
    const routes = vi.spyOn(session(), 'setSubmitRoute');
    const link = await joinTable('offer-code');
    await until(() => localCopyOf(id) !== undefined, 'the copy is stored');
    link.chooseSeat(seat);
    await until(() => routes.mock.lastCall?.[0]?.gameId === localCopyOf(id), 'the copy routes to the host');
    const local = localCopyOf(id) ?? '';
    await session().open(local);
    return { host, link, local };
  }

  test('Turn Phases: the player’s entry is proposed to the host, placed there, then stored and shown here', async () => {
    const { host, link, local } = await joined('table-propose');
    expect(session().routed.value).toBe(true);
    const r = await session().submitEntry(done('brad'));
    expect(r).toEqual({ ok: true, value: atPurchase.length });
    expect(host.heard.filter((m) => m.t === 'propose')).toMatchObject([{ base: atPurchase.length, entry: done('brad') }]);
    expect(host.table.log.at(-1)?.entry).toEqual(done('brad'));
    expect((await storedLog(local)).at(-1)?.entry).toEqual(done('brad'));
    expect((session().state.value as { finishedBuying: string[] }).finishedBuying).toEqual(['brad']);
    link.close();
  });

  test('refused by the host (an entry for another seat): the refusal in the app’s words, nothing stored, and the typing kept', async () => {
    const { host, link, local } = await joined('table-refused');
    const scope = { game: local, turn: 1, form: 'purchase-chris' };
    drafts.write(scope, 'counts', { infantry: 2 });
    const r = await session().submitEntry(done('chris'));
    expect(r.ok === false && r.error.kind === 'violations' && r.error.violations).toEqual([{ code: 'link/other-seat', cite: [], params: { seat: 'Chris' } }]);
    expect(en['violation.link/other-seat']).toContain('This phone is not {seat}’s');
    expect(await storedLog(local)).toHaveLength(atPurchase.length);
    expect(host.table.log).toHaveLength(atPurchase.length);
    expect(drafts.read(scope)).toEqual({ counts: { infantry: 2 } });
    drafts.clear(scope);
    link.close();
  });

  test('linked with no player chosen yet: an entry on the copy is refused in the app’s words, nothing proposed or stored; chosen, it records', async () => {
    const host = hostPhone(gameOf('table-no-seat'), atPurchase);
    const routes = vi.spyOn(session(), 'setSubmitRoute');
    const link = await joinTable('offer-code');
    await until(() => localCopyOf('table-no-seat') !== undefined, 'the copy is stored');
    const local = localCopyOf('table-no-seat') ?? '';
    await until(() => routes.mock.lastCall?.[0]?.gameId === local, 'the copy is routed');
    await session().open(local);
    const r = await session().submitEntry(done('brad'));
    expect(r.ok === false && r.error.kind === 'violations' && r.error.violations.map((v) => v.code)).toEqual(['link/no-seat']);
    expect(en['violation.link/no-seat']).toContain('has not chosen its player');
    expect(da['violation.link/no-seat']).toContain('ikke valgt sin spiller');
    expect(host.heard.filter((m) => m.t === 'propose')).toEqual([]);
    expect(await storedLog(local)).toHaveLength(atPurchase.length);
    link.chooseSeat(1);
    await until(() => host.heard.some((m) => m.t === 'seat'), 'the seat reaches the host');
    await until(async () => (await session().submitEntry(done('brad'))).ok, 'the entry records once the seat is chosen');
    expect(host.table.log.at(-1)?.entry).toEqual(done('brad'));
    link.close();
  });

  test('the link closed: an entry is refused (join again, then record), nothing proposed or stored', async () => {
    const { host, link, local } = await joined('table-closed');
    link.close();
    const r = await session().submitEntry(done('brad'));
    expect(r.ok === false && r.error.kind === 'violations' && r.error.violations.map((v) => v.code)).toEqual(['link/closed']);
    expect(host.heard.filter((m) => m.t === 'propose')).toEqual([]);
    expect(await storedLog(local)).toHaveLength(atPurchase.length);
  });

  test('one route per page: while this page is at another host’s table it does not host (said in the app’s words); once it has left, it hosts', async () => {
    const { link } = await joined('table-busy');
    const game = await stored('Mine');
    expect(() => hostGame(game.record, game.state, game.rev)).toThrow(HostingRefused);
    expect(session().routed.value).toBe(true);
    expect(en['phones.host.joined']).toMatch(/another host’s table/);
    expect(da['phones.host.joined']).toMatch(/anden værts bord/);
    link.close();
    hub = hostGame(game.record, game.state, game.rev);
    expect(hub.gameId).toBe(game.record.id);
  });

  test('one route per page: while this page hosts a game it joins no other table (said in the app’s words); once it stops hosting, it joins', async () => {
    const game = await stored('Hosted');
    const mine = hostGame(game.record, game.state, game.rev);
    await expect(joinTable('offer-code')).rejects.toThrow(HostingRefused);
    expect(en['phones.guest.hosting']).toMatch(/hosts a game/);
    expect(da['phones.guest.hosting']).toMatch(/er vært for et spil/);
    mine.close();
    hostPhone(gameOf('table-after', 'After'), atPurchase);
    const link = await joinTable('offer-code');
    await until(() => localCopyOf('table-after') !== undefined, 'the copy is stored');
    link.close();
  });
});

describe('a Danish phone receives the table’s game: storage marks its copy, the Danish screen words the mark', () => {
  afterEach(() => {
    languageChoice.value = 'auto';
  });
  /** The copy's name as a Danish screen shows it. */
  const inDanish = async (copy: Parameters<typeof gameName>[0]) => {
    languageChoice.value = 'da';
    await messagesFor('rest');
    return gameName(copy);
  };

  test('another game of the same name is here: the copy is marked “(importeret)”', async () => {
    await stored('Fredag');
    hostPhone(gameOf('table-fredag', 'Fredag'), atPurchase);
    const link = await joinTable('offer-code');
    await until(() => localCopyOf('table-fredag') !== undefined, 'the copy is stored');
    const copy = await repo().loadGame(localCopyOf('table-fredag') ?? '');
    if (!copy.ok) throw new Error(copy.error.code);
    expect([copy.value.record.name, copy.value.copy]).toEqual(['Fredag', { kind: 'imported', n: 1 }]);
    expect(await inDanish({ name: copy.value.record.name, copy: copy.value.copy })).toBe('Fredag (importeret)');
    link.close();
  });

  test('this phone’s copy holds entries the table’s log does not: the table goes on in a copy marked “(konfliktkopi)”', async () => {
    // A copy of the table's game (its identity across copies is the table's id) one entry ahead of the table.
    const file = JSON.stringify({
      schemaVersion: 1,
      id: 'table-lørdag',
      name: 'Lørdag',
      createdAt: '2026-11-01T09:00:00.000Z',
      ruleset: 'smc',
      setup: golden.setup,
      entries: parsed.slice(0, 12),
    });
    expect((await repo().importFile(file)).ok).toBe(true);
    hostPhone(gameOf('table-lørdag', 'Lørdag'), atPurchase);
    // Refused first, in words (issue 24 item 2): nothing stored; joining again keeps the table's log beside.
    const refused = await joinTable('offer-code');
    await until(() => refused.status.value === 'closed', 'the host is refused');
    expect(refused.conflict.value?.reason).toBe('behind');
    hostPhone(gameOf('table-lørdag', 'Lørdag'), atPurchase);
    const link = await joinTable('offer-code');
    await until(() => localCopyOf('table-lørdag') !== undefined, 'the copy is stored');
    const copy = await repo().loadGame(localCopyOf('table-lørdag') ?? '');
    if (!copy.ok) throw new Error(copy.error.code);
    expect([copy.value.record.name, copy.value.copy]).toEqual(['Lørdag', { kind: 'conflict', n: 1 }]);
    expect(await inDanish({ name: copy.value.record.name, copy: copy.value.copy })).toBe('Lørdag (konfliktkopi)');
    expect(copy.value.record.entries).toHaveLength(atPurchase.length);
    link.close();
  });
});
