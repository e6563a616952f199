/**
 * The live side of "Play with several phones": the host's hub (one invite after another, the
 * phones linked, the pure host table of host.ts) and a guest's link (guest.ts), as signals the
 * screen reads. Messages go through the pure modules; this file only moves text between data
 * channels and them, and keeps time (the host stamps the entries it appends).
 */
import { type Signal, signal } from '@preact/signals';
import { type AnyGameModule, GAMES } from '../engine/games';
import type { GameRecord, RulesetId } from '../engine/types';
import { guestReceive, type GuestEvent, type GuestTable, guestSend, hello, newGuest } from './guest';
import { expectGuest, type HostOutcome, type HostTable, hostReceive, openTable, removeGuest } from './host';
import { answer, type GuestReply, type HostInvite, invite, type Link } from './peer';
import { encodeMessage, type GuestMessage, type WireGame } from './protocol';

// biome-ignore lint/suspicious/noExplicitAny: a linked table serves any ruleset; the module is found by the record's ruleset id.
type AnyHost = HostTable<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above, for the guest.
type AnyGuest = GuestTable<any, any, any>;

/** The seats of a game: every ruleset's setup lists its players with a name. */
export function seatsOf(setup: unknown): string[] {
  const players = (setup as { players?: unknown })?.players;
  if (!Array.isArray(players)) return [];
  return players.map((p: unknown, i) => {
    const name = (p as { name?: unknown })?.name;
    return typeof name === 'string' ? name : `${i + 1}`;
  });
}

export interface LinkedPhone {
  readonly id: string;
  readonly seat: number | undefined;
  readonly connected: boolean;
}

export interface HostHub {
  /** The code shown now, for the next phone; undefined while it is being made. */
  readonly code: Signal<string | undefined>;
  readonly phones: Signal<readonly LinkedPhone[]>;
  readonly logLength: Signal<number>;
  readonly seats: readonly string[];
  /** Takes the answer code of the phone now joining; rejects with a LinkCodeError. */
  accept(answerCode: string): Promise<void>;
  remove(id: string): void;
  close(): void;
}

/** Opens the hub for a stored game: shows the first code at once. */
export function hostGame(record: GameRecord, state: unknown, now: () => string = () => new Date().toISOString()): HostHub {
  const module = GAMES[record.ruleset as RulesetId] as AnyGameModule;
  const game: WireGame = { id: record.id, ruleset: record.ruleset, name: record.name, setup: record.setup, seats: seatsOf(record.setup) };
  let table: AnyHost = openTable(module, game, record.setup, state, record.entries);
  const links = new Map<string, Link>();
  const code = signal<string | undefined>(undefined);
  const phones = signal<readonly LinkedPhone[]>([]);
  const logLength = signal(record.entries.length);
  let pending: { id: string; invite: HostInvite } | undefined;
  let counter = 0;
  let closed = false;

  const publish = (): void => {
    phones.value = [...table.guests].filter(([id]) => links.has(id)).map(([id, g]) => ({ id, seat: g.seat, connected: g.cursor.greeted }));
    logLength.value = table.log.length;
  };
  const apply = (out: HostOutcome<unknown, unknown, { kind: string }>): void => {
    table = out.table;
    for (const s of out.send) {
      const channel = links.get(s.to)?.channel;
      if (channel?.readyState === 'open') channel.send(encodeMessage(s.message));
    }
    if (out.drop !== undefined) drop(out.drop);
    publish();
  };
  const drop = (id: string): void => {
    links.get(id)?.close();
    links.delete(id);
    table = removeGuest(table, id);
    publish();
  };
  const next = async (): Promise<void> => {
    code.value = undefined;
    counter += 1;
    const id = `phone-${counter}`;
    const inv = await invite();
    if (closed) return inv.link.close();
    pending = { id, invite: inv };
    table = expectGuest(table, id, inv.secret);
    code.value = inv.code;
  };
  void next();

  return {
    code,
    phones,
    logLength,
    seats: game.seats,
    async accept(answerCode) {
      const current = pending;
      if (current === undefined) return;
      await current.invite.accept(answerCode);
      pending = undefined;
      const { link } = current.invite;
      links.set(current.id, link);
      link.channel.addEventListener('message', (e) => apply(hostReceive(table, current.id, e.data, now())));
      link.channel.addEventListener('close', () => drop(current.id));
      publish();
      void next();
    },
    remove(id) {
      const channel = links.get(id)?.channel;
      if (channel?.readyState === 'open') channel.send(encodeMessage({ t: 'bye', reason: 'removed' }));
      drop(id);
    },
    close() {
      closed = true;
      pending?.invite.link.close();
      for (const id of [...links.keys()]) drop(id);
    },
  };
}

export type GuestStatus = 'answering' | 'waiting' | 'linked' | 'closed';

export interface GuestLink {
  /** The answer code to show the host. */
  readonly code: string;
  readonly status: Signal<GuestStatus>;
  readonly table: Signal<AnyGuest | undefined>;
  readonly lastEvent: Signal<GuestEvent | undefined>;
  /** The seat this phone took (undefined until chosen). */
  readonly seat: Signal<number | undefined>;
  chooseSeat(seat: number): void;
  close(): void;
}

/** Answers a host's code (scanned or pasted); rejects with a LinkCodeError for a bad code. */
export async function joinTable(offerCode: string): Promise<GuestLink> {
  const reply: GuestReply = await answer(offerCode);
  const status = signal<GuestStatus>('waiting');
  const table = signal<AnyGuest | undefined>(undefined);
  const lastEvent = signal<GuestEvent | undefined>(undefined);
  const seat = signal<number | undefined>(undefined);
  let current: AnyGuest | undefined;
  const { channel } = reply.link;
  const send = (m: GuestMessage): void => {
    if (channel.readyState === 'open') channel.send(encodeMessage(m));
  };
  channel.addEventListener('open', () => {
    status.value = 'linked';
  });
  channel.addEventListener('close', () => {
    status.value = 'closed';
  });
  channel.addEventListener('message', (e) => {
    if (current === undefined) {
      // The ruleset is known from the welcome: the guest's module is chosen by it.
      const ruleset = readRuleset(e.data);
      const module = ruleset === undefined ? undefined : GAMES[ruleset as RulesetId];
      if (module === undefined) return;
      current = { ...newGuest(module as AnyGameModule), sent: greeted };
    }
    const out = guestReceive(current, e.data);
    current = out.table;
    for (const m of out.send) send(m);
    table.value = current;
    if (out.event) lastEvent.value = out.event;
    if (out.event?.kind === 'bye') reply.link.close();
  });
  // The hello goes first, before the guest knows the game: numbered 1 on a placeholder table.
  let greeted = 0;
  void reply.link.open.then(() => {
    const first = hello(newGuest({} as AnyGameModule), reply.secret);
    greeted = first.table.sent;
    send(first.message);
  });
  return {
    code: reply.code,
    status,
    table,
    lastEvent,
    seat,
    chooseSeat(chosen) {
      if (current === undefined) return;
      seat.value = chosen;
      const s = guestSend(current, { t: 'seat', seat: chosen });
      current = s.table;
      table.value = current;
      send(s.message);
    },
    close() {
      reply.link.close();
      status.value = 'closed';
    },
  };
}

function readRuleset(raw: unknown): string | undefined {
  try {
    const m = JSON.parse(String(raw)) as { t?: unknown; game?: { ruleset?: unknown } };
    return m.t === 'welcome' && typeof m.game?.ruleset === 'string' ? m.game.ruleset : undefined;
  } catch {
    return undefined;
  }
}
