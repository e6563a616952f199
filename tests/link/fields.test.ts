/**
 * Every field from a peer is checked as storage checks it (issue 24, item 3): each field of each
 * message the host sends, and of each message a guest sends, is given bad values; whatever the gate
 * and the engine make of it, the copy the phone then holds opens through the restore gate (the same
 * record a guest stores, session.ts) and passes storage's text check. A host entry whose time is not
 * a date and time is refused at the gate.
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import type { AdvCivEntry } from '../../src/engine/rulesets/advciv/entries';
import type { AdvCivSetup } from '../../src/engine/rulesets/advciv/setup';
import type { AdvCivState } from '../../src/engine/rulesets/advciv/state';
import { SCHEMA_VERSION } from '../../src/engine/types';
import { type GuestTable, guestReceive, hello, newGuest } from '../../src/link/guest';
import { expectGuest, hostReceive, hostRecord, openTable } from '../../src/link/host';
import { encodeMessage, gateHostMessage, PROTOCOL_VERSION } from '../../src/link/protocol';
import { seatsOf } from '../../src/link/session';
import { restore } from '../../src/persistence/restore';
import { checkText } from '../../src/persistence/text';
import { setupOf } from '../engine/rulesets/advciv/helpers';
import { proofOf } from './proof';

const AT = '2026-11-28T19:10:00.000Z';
const module = GAMES.advciv;
const setup = setupOf(['crete', 'italy', 'africa']);
const game = { id: 'table-1', ruleset: 'advciv', name: 'Friday', setup, seats: seatsOf(setup) };
type Guest = GuestTable<AdvCivSetup, AdvCivState, AdvCivEntry>;
const census: AdvCivEntry = { kind: 'census', tokens: { crete: 1, italy: 1, africa: 1 } };

/** The record a guest stores of its table (session.ts syncCopy): it must open. */
function copyOpens(g: Guest): string | undefined {
  if (g.game === undefined) return undefined;
  const record = {
    schemaVersion: SCHEMA_VERSION,
    id: g.game.id,
    name: g.game.name,
    createdAt: g.log[0]?.at ?? AT,
    ruleset: g.game.ruleset,
    setup: g.game.setup,
    entries: g.log,
  };
  const unsafe = checkText(record);
  if (unsafe !== undefined) return unsafe.code;
  const opened = restore(record);
  return opened.ok ? undefined : `${opened.error.code} ${JSON.stringify(opened.error.params)}`;
}

/** A fresh guest that said hello, a guest welcomed, a guest holding one entry; the host's valid messages. */
function phones() {
  let host = expectGuest(openTable(module, game, setup, module.initialState(setup), []), 'g', 'secret-of-g-000000');
  const fresh = hello(
    newGuest(() => module),
    'secret-of-g-000000',
  );
  const welcomed = hostReceive(host, 'g', encodeMessage(fresh.message), AT);
  host = welcomed.table;
  const welcome = welcomed.send[0]?.message;
  const greeted = guestReceive(fresh.table, encodeMessage(welcome ?? { t: 'pong', n: 0 })).table as Guest;
  const recorded = hostRecord(host, census, AT);
  const entries = recorded.send[0]?.message;
  const holding = guestReceive(greeted, encodeMessage(entries ?? { t: 'pong', n: 0 })).table as Guest;
  return { fresh: fresh.table as Guest, greeted, holding, welcome, entries };
}

const BAD: readonly unknown[] = [
  null,
  -1,
  1.5,
  2 ** 60,
  '',
  'whenever',
  '9999-99-99T99:99Z',
  '<b>bold</b>',
  'a\u0000b',
  '\uD800',
  'x'.repeat(20_000),
  {},
  [],
  { kind: 'census', tokens: { crete: 1e9 } },
  [{ '<script': 1 }],
];

/** Every path to a value in a message, nested objects and arrays included. */
function paths(value: unknown, prefix: readonly (string | number)[] = []): (readonly (string | number)[])[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((k) => paths((value as Record<string | number, unknown>)[k], [...prefix, k]))].filter((p) => p.length > 0);
}

function setAt(value: unknown, path: readonly (string | number)[], bad: unknown): unknown {
  if (path.length === 0) return bad;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head as string] = setAt(copy[head as string], rest, bad);
  return copy;
}

describe('issue 24: every field of every host message, given a bad value, leaves a copy that opens', () => {
  const p = phones();
  const cases: [string, Guest, unknown][] = [
    ['welcome', p.fresh, p.welcome],
    ['entries', p.greeted, p.entries],
    ['refused', p.holding, { t: 'refused', id: 1, reason: 'rules', violations: [{ code: 'advciv/x', cite: [], params: {} }] }],
    ['bye', p.holding, { t: 'bye', reason: 'removed' }],
    ['rewind', p.holding, { t: 'rewind', length: 0 }],
    ['pong', p.holding, { t: 'pong', n: 3 }],
  ];
  test.each(cases)('%s', (_type, guest, message) => {
    const broken: string[] = [];
    let tried = 0;
    for (const path of paths(message))
      for (const bad of BAD) {
        const out = guestReceive(guest, JSON.stringify(setAt(message, path, bad)));
        tried++;
        const problem = copyOpens(out.table as Guest);
        if (problem !== undefined) broken.push(`${path.join('.')} = ${JSON.stringify(bad).slice(0, 40)}: ${problem}`);
      }
    expect(tried).toBeGreaterThan(BAD.length);
    expect(broken).toEqual([]);
  });
});

describe('issue 24: every field of every guest message, given a bad value, leaves the host a log that opens', () => {
  const messages = [
    { t: 'seat', n: 2, seat: 0, proof: proofOf('g', 'table-1') },
    { t: 'propose', n: 3, id: 1, base: 0, entry: { kind: 'purchase', nation: 'crete', cards: [], paid: {}, treasury: 0 } },
    { t: 'catch-up', n: 3, from: 0 },
    { t: 'ping', n: 3 },
  ];
  test.each(messages.map((m) => [m.t, m] as const))('%s', (_type, message) => {
    let host = expectGuest(openTable(module, game, setup, module.initialState(setup), []), 'g', 'secret-of-g-000000');
    host = hostReceive(host, 'g', JSON.stringify({ t: 'hello', n: 1, v: PROTOCOL_VERSION, secret: 'secret-of-g-000000' }), AT).table;
    if (message.t !== 'seat') host = hostReceive(host, 'g', JSON.stringify({ t: 'seat', n: 2, seat: 0, proof: proofOf('g', 'table-1') }), AT).table;
    expect(host.guests.get('g')?.cursor.greeted).toBe(true);
    const broken: string[] = [];
    for (const path of paths(message))
      for (const bad of BAD) {
        const out = hostReceive(host, 'g', JSON.stringify(setAt(message, path, bad)), AT);
        const record = { schemaVersion: SCHEMA_VERSION, id: 'table-1', name: 'Friday', createdAt: AT, ruleset: 'advciv', setup, entries: out.table.log };
        const opened = restore(record);
        if (!opened.ok || checkText(record) !== undefined) broken.push(`${path.join('.')} = ${JSON.stringify(bad).slice(0, 40)}`);
      }
    expect(broken).toEqual([]);
  });
});

describe('issue 24: a host entry’s time is checked as the restore gate checks it', () => {
  test.each(['whenever', '', '2026-13-01T00:00Z', '2026-02-30T10:00:00Z', `2026-11-28T19:10:00.000Z${' '.repeat(300)}`])(
    'at %j is refused at the gate, the guest’s log unchanged',
    (at) => {
      const p = phones();
      const raw = JSON.stringify({ t: 'entries', entries: [{ seq: 0, at, entry: census }] });
      expect(gateHostMessage(raw, p.greeted.cursor)).toMatchObject({ ok: false, error: { code: 'gate/shape' } });
      const out = guestReceive(p.greeted, raw);
      expect(out.table.log).toEqual([]);
      expect(copyOpens(out.table as Guest)).toBeUndefined();
    },
  );
  test('a real time passes: the entry is held and the copy opens', () => {
    const p = phones();
    expect(p.holding.log).toEqual([{ at: AT, entry: census }]);
    expect(copyOpens(p.holding)).toBeUndefined();
  });
});
