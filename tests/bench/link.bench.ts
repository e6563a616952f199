/**
 * Linked phones (issue 15), `npx vitest bench --run --project unit tests/bench/link.bench.ts`:
 * the work from a guest's proposal to the screens of the other phones, without the radio: the
 * host's gate, parseEntry and engine step, the broadcast to eight guests, and each guest's own gate
 * and engine check; late in a nine-player (38.1) twenty-turn advciv game. Also printed: the bytes
 * one entry costs on the link, per kind of entry. The data-channel time itself is measured in real
 * Chromium by tests/e2e/phones.e2e.test.ts.
 */
import { bench, describe } from 'vitest';
import { GAMES } from '../../src/engine/games';
import { replay } from '../../src/engine/log/replay';
import { guestReceive, type GuestTable, newGuest } from '../../src/link/guest';
import { expectGuest, type HostTable, hostReceive, openTable } from '../../src/link/host';
import { encodeMessage } from '../../src/link/protocol';
import { seatsOf } from '../../src/link/session';
import { lateGame } from './late-game';
import { proofOf } from '../link/proof';

const { setup, record } = lateGame(20);
const module = GAMES.advciv;
const last = record[record.length - 1];
if (last === undefined) throw new Error('empty record');
const before = record.slice(0, -1);
const state = replay(module, setup, before).state;
const game = { id: 'bench', ruleset: 'advciv', name: 'Bench', setup, seats: seatsOf(setup) };
const AT = '2026-11-25T10:00:00.000Z';

// biome-ignore lint/suspicious/noExplicitAny: the bench drives the registry's erased module.
type Any = any;
// The last entry is the table's; here it comes from guest g0 as if it spoke for g0's seat (one lookup).
let host: HostTable<Any, Any, Any> = openTable(module, game, setup, state, before, () => 0);
const guests: GuestTable<Any, Any, Any>[] = [];
for (let g = 0; g < 8; g++) {
  const id = `g${g}`;
  host = expectGuest(host, id, `secret-of-guest-${g}-xx`);
  host = hostReceive(host, id, encodeMessage({ t: 'hello', n: 1, v: 5, secret: `secret-of-guest-${g}-xx` }), AT).table;
  host = hostReceive(host, id, encodeMessage({ t: 'seat', n: 2, seat: g, proof: proofOf(`guest-${g}`) }), AT).table;
  const welcomed = guestReceive(
    newGuest(() => module),
    encodeMessage({ t: 'welcome', v: 5, game, length: 0, head: host.chain[0] as string, held: game.seats.map(() => null) }),
  ).table;
  // The guest as it stands after catching up: holding every entry before the last, and their chain.
  guests.push({
    ...welcomed,
    log: before,
    state,
    chain: host.chain.slice(0, before.length + 1),
    cursor: { length: before.length, welcomed: true },
    hostLength: before.length,
  });
}

const bytes = new Map<string, number[]>();
for (const [seq, logged] of record.entries()) {
  const kind = (logged.entry as { kind: string }).kind;
  const size = new TextEncoder().encode(encodeMessage({ t: 'entries', entries: [{ seq, at: logged.at, entry: logged.entry, h: 'a'.repeat(64) }] })).length;
  bytes.set(kind, [...(bytes.get(kind) ?? []), size]);
}
console.log(
  `bytes on the link per entry (${record.length} entries): ${[...bytes]
    .map(([kind, sizes]) => `${kind} ${Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length)} (max ${Math.max(...sizes)})`)
    .join(', ')}`,
);

describe('a guest records: from its proposal to every other phone’s checked log', () => {
  bench(`9 phones, entry ${record.length} of a 20-turn game: host gate + engine + 8 guests' gate + engine`, () => {
    const out = hostReceive(host, 'g0', encodeMessage({ t: 'propose', n: 3, id: 1, base: before.length, entry: last.entry }), AT);
    if (out.appended === undefined) throw new Error(`refused: ${JSON.stringify(out.send[0]?.message)}`);
    for (const [i, s] of out.send.entries()) {
      const got = guestReceive(guests[i] as GuestTable<Any, Any, Any>, encodeMessage(s.message));
      if (got.refused !== undefined) throw new Error(got.refused.code);
    }
  });
});
