/**
 * Linked phones' figures (`npm run bench`; printed, not asserted: a busy 2-core machine makes times
 * noisy): a host and two guests in real Chromium, joined through the fake camera as a table would,
 * with no request leaving the app's server. Several rounds of the host recording the census of
 * turn 1 (advciv 21) and undoing it, each timed from the tap on the host to the moment both guests'
 * screens show the new count (goal: under 100 ms on one machine), and the bytes the host sent on
 * the data channel for each entry, to each guest.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type LinkedTable, joinTable, startLinkedTable } from './link-steps';
import { fillNumber, goToPhase, newGame, THREE_SEATS, waitPast } from './table-steps';

let table: LinkedTable;

beforeAll(async () => {
  table = await startLinkedTable();
});

afterAll(async () => {
  await table?.close();
  if (table !== undefined && table.cspViolations.length > 0) throw new Error(`Content-Security-Policy violations:\n${table.cspViolations.join('\n')}`);
});

const ROUNDS = 5;

/** Counts what each page sends on its data channels: one row per message, its kind and its size in bytes. */
function countSent(): void {
  const w = window as unknown as { sent: { t: string; bytes: number }[] };
  w.sent = [];
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: string | Blob | ArrayBuffer | ArrayBufferView) {
    const text = typeof data === 'string' ? data : '';
    let t = '?';
    try {
      t = String((JSON.parse(text) as { t?: unknown }).t);
    } catch {
      // Not a message of the app: counted with its size only.
    }
    w.sent.push({ t, bytes: new TextEncoder().encode(text).length });
    return (send as (this: RTCDataChannel, d: unknown) => void).call(this, data);
  } as typeof send;
}

/** Marks on a guest page when its count of received entries changes (the screen its player sees). */
async function watchCount(guest: Page): Promise<void> {
  await guest.evaluate(() => {
    const w = window as unknown as { changedAt?: number };
    const target = document.querySelector('[data-testid="guest-log-length"]');
    if (target) new MutationObserver(() => (w.changedAt = Date.now())).observe(target, { childList: true, characterData: true, subtree: true });
  });
}

/** Taps the button `name` on the host (inside the page, so no test-runner round trip is counted); the time of the tap. */
const tap = (host: Page, name: string): Promise<number> =>
  host.evaluate((text) => {
    const at = Date.now();
    [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)?.click();
    return at;
  }, name);

/** Milliseconds from `tapped` until both guests show `count`. */
async function toGuests(guests: readonly Page[], count: string, tapped: number): Promise<number> {
  for (const g of guests) await expect.poll(() => g.getByTestId('guest-log-length').textContent(), { timeout: 15_000 }).toBe(count);
  const shown = await Promise.all(guests.map((g) => g.evaluate(() => (window as unknown as { changedAt: number }).changedAt)));
  return Math.max(...shown) - tapped;
}

/** The 'entries' messages the host sent since `from` (their sizes in bytes), and how many messages it had sent. */
async function entriesSent(host: Page, from: number): Promise<{ sizes: number[]; total: number }> {
  return host.evaluate((start) => {
    const sent = (window as unknown as { sent: { t: string; bytes: number }[] }).sent;
    return {
      sizes: sent
        .slice(start)
        .filter((m) => m.t === 'entries')
        .map((m) => m.bytes),
      total: sent.length,
    };
  }, from);
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

describe('linked phones figures: a host and two guests', () => {
  test('a record on the host to the screens of both guests, and bytes per entry', async () => {
    const host = await table.phone(countSent);
    const id = await newGame(host, table.url, 'Bench table', THREE_SEATS);
    await host.goto(`${table.url}#/phones/${encodeURIComponent(id)}`);
    await host.getByTestId('host-code').waitFor({ timeout: 30_000 });
    const guests = [await table.phone(), await table.phone()];
    await joinTable(table, host, guests[0] as Page, 'Bo');
    await joinTable(table, host, guests[1] as Page, 'Cy');
    for (const g of guests) await watchCount(g);

    const record: number[] = [];
    const undo: number[] = [];
    const bytes: number[] = [];
    let mark = (await entriesSent(host, 0)).total;
    for (let round = 0; round < ROUNDS; round++) {
      await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/turn`);
      await goToPhase(host, 'census');
      for (const [nation, n] of [
        ['crete', 14],
        ['italy', 13],
        ['africa', 12],
      ] as const)
        await fillNumber(host, `census-${nation}`, n);
      record.push(await toGuests(guests, '1 entry received from the host', await tap(host, 'Record census')));
      await waitPast(host, 'census');
      const sent = await entriesSent(host, mark);
      // One entries message per guest, each carrying the one new entry.
      expect(sent.sizes).toHaveLength(2);
      bytes.push(...sent.sizes);
      mark = sent.total;
      await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/log`);
      await host.getByTestId('log').waitFor();
      undo.push(await toGuests(guests, '0 entries received from the host', await tap(host, 'Undo')));
      mark = (await entriesSent(host, mark)).total;
    }
    const ms = (xs: readonly number[]) => `median ${median(xs)} ms, max ${Math.max(...xs)} ms`;
    console.log(
      [
        `[bench] linked phones in Chromium, host and 2 guests, ${ROUNDS} rounds (goal: under 100 ms)`,
        `[bench] host records the census -> both guests' screens: ${ms(record)}  (${record.join(', ')})`,
        `[bench] host undoes it          -> both guests' screens: ${ms(undo)}  (${undo.join(', ')})`,
        `[bench] bytes sent per entry (census of 3 nations), to each guest: ${Math.min(...bytes)}-${Math.max(...bytes)} bytes`,
      ].join('\n'),
    );
    for (const x of [...record, ...undo]) expect(x).toBeGreaterThanOrEqual(0);
  });
});
