/**
 * Linked phones' figures (`npm run bench`; printed, not asserted: a busy 2-core machine makes times
 * noisy): a host and two guests in real Chromium, joined through the fake camera as a table would,
 * with no request leaving the app's server. Several rounds of the host recording the census of
 * turn 1 (advciv 21) and undoing it, each timed from the tap on the host to the moment both guests'
 * screens show the new count (goal: under 100 ms on one machine); then rounds of a guest recording
 * its own player's entry (Africa's trade-card draw, advciv 27) timed to the host's and the other
 * guest's screens. Also the bytes sent on the data channels for each entry: to each guest, and a
 * guest's proposal to the host.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type LinkedTable, joinTable, startLinkedTable } from './link-steps';
import { advcivGrown, importGame } from './grown-records';
import { fillNumber, goToPhase, recordCities, waitPast } from './table-steps';

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

/** Marks on a page when its count of entries (`testId`: a guest's or the host's) changes: the screen its player sees. */
async function watchCount(page: Page, testId = 'guest-log-length'): Promise<void> {
  await page.locator(`[data-testid="${testId}"]`).waitFor();
  await page.evaluate((id) => {
    const w = window as unknown as { changedAt?: number };
    const target = document.querySelector(`[data-testid="${id}"]`);
    if (target) new MutationObserver(() => (w.changedAt = Date.now())).observe(target, { childList: true, characterData: true, subtree: true });
  }, testId);
}

/** Taps the button `name` on the host (inside the page, so no test-runner round trip is counted); the time of the tap. */
const tap = (host: Page, name: string): Promise<number> =>
  host.evaluate((text) => {
    const at = Date.now();
    [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)?.click();
    return at;
  }, name);

/** Milliseconds from `tapped` until every page shows its count (`testId` and the text it shows). */
async function toScreens(screens: readonly (readonly [Page, string, string])[], tapped: number): Promise<number> {
  for (const [page, testId, count] of screens) await expect.poll(() => page.getByTestId(testId).textContent(), { timeout: 15_000 }).toBe(count);
  const shown = await Promise.all(screens.map(([page]) => page.evaluate(() => (window as unknown as { changedAt: number }).changedAt)));
  return Math.max(...shown) - tapped;
}

/** Milliseconds from `tapped` until both guests show `count`. */
const toGuests = (guests: readonly Page[], count: string, tapped: number): Promise<number> =>
  toScreens(
    guests.map((g) => [g, 'guest-log-length', count] as const),
    tapped,
  );

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
    // Grown four quiet turns (16 tokens each on the board): the census typed is one a board gives (20.1) and builds a city (25.2).
    const grown = advcivGrown({ id: 'bench-table', name: 'Bench table', turns: 4 });
    const id = await importGame(host, table.url, grown);
    // What a guest's screen counts: every entry of the table's log, the imported ones first.
    const before = (JSON.parse(grown) as { readonly entries: readonly unknown[] }).entries.length;
    const received = (n: number) => `${before + n} entries received from the host`;
    await host.goto(`${table.url}#/phones/${encodeURIComponent(id)}`);
    await host.getByTestId('host-code').waitFor({ timeout: 30_000 });
    const guests = [await table.phone(countSent), await table.phone(countSent)];
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
        ['crete', 18],
        ['italy', 17],
        ['africa', 16],
      ] as const)
        await fillNumber(host, `census-${nation}`, n);
      record.push(await toGuests(guests, received(1), await tap(host, 'Record census')));
      await waitPast(host, 'census');
      const sent = await entriesSent(host, mark);
      // One entries message per guest, each carrying the one new entry.
      expect(sent.sizes).toHaveLength(2);
      bytes.push(...sent.sizes);
      mark = sent.total;
      await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/log`);
      await host.getByTestId('log').waitFor();
      undo.push(await toGuests(guests, received(0), await tap(host, 'Undo')));
      mark = (await entriesSent(host, mark)).total;
    }
    // A guest records for its own seat: Cy's phone records Africa's trade-card draw (advciv 27, its
    // own entry); the host checks it, stores it and sends it on. Timed to the host's screen and Bo's.
    await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/turn`);
    await goToPhase(host, 'census');
    for (const [nation, n] of [
      ['crete', 18],
      ['italy', 17],
      ['africa', 16],
    ] as const)
      await fillNumber(host, `census-${nation}`, n);
    await host.getByRole('button', { name: 'Record census' }).click();
    await waitPast(host, 'census');
    // Africa's one city gives her a draw of her own (27.1: a player without cities draws nothing and is not asked).
    await recordCities(host, { crete: 0, italy: 0, africa: 1 });
    const [bo, cy] = guests as [Page, Page];
    await expect.poll(() => cy.getByTestId('guest-log-length').textContent(), { timeout: 15_000 }).toBe(received(2));
    await cy.getByRole('link', { name: 'Record on this phone (the host checks each entry)' }).click();
    await goToPhase(cy, 'trade-cards');
    mark = (await entriesSent(host, 0)).total;
    const fromGuest: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await host.goto(`${table.url}#/phones/${encodeURIComponent(id)}`);
      await watchCount(host, 'host-log-length');
      const draw = cy.getByRole('button', { name: 'Record the draw of Africa', exact: true });
      await draw.waitFor({ timeout: 15_000 });
      const tapped = await cy.evaluate(() => {
        const at = Date.now();
        [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Record the draw of Africa')?.click();
        return at;
      });
      fromGuest.push(
        await toScreens(
          [
            [host, 'host-log-length', `${before + 3} entries in the log`],
            [bo, 'guest-log-length', received(3)],
          ],
          tapped,
        ),
      );
      await draw.waitFor({ state: 'detached' });
      await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/log`);
      await host.getByTestId('log').waitFor();
      await host.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect.poll(() => bo.getByTestId('guest-log-length').textContent(), { timeout: 15_000 }).toBe(received(2));
    }

    // What Cy's phone sent to propose its draws (the entry goes to the host once, then on to the others).
    const proposed = await cy.evaluate(() =>
      (window as unknown as { sent: { t: string; bytes: number }[] }).sent.filter((m) => m.t === 'propose').map((m) => m.bytes),
    );
    expect(proposed).toHaveLength(ROUNDS);
    const relayed = (await entriesSent(host, mark)).sizes;

    const ms = (xs: readonly number[]) => `median ${median(xs)} ms, max ${Math.max(...xs)} ms`;
    console.log(
      [
        `[bench] linked phones in Chromium, host and 2 guests, ${ROUNDS} rounds (goal: under 100 ms)`,
        `[bench] host records the census -> both guests' screens: ${ms(record)}  (${record.join(', ')})`,
        `[bench] host undoes it          -> both guests' screens: ${ms(undo)}  (${undo.join(', ')})`,
        `[bench] a guest records its own entry -> the host's and the other guest's screens: ${ms(fromGuest)}  (${fromGuest.join(', ')})`,
        `[bench] bytes sent per entry: the host's census of 3 nations, to each guest: ${Math.min(...bytes)}-${Math.max(...bytes)} bytes`,
        `[bench] bytes sent per entry: a guest's draw, proposed to the host ${Math.min(...proposed)}-${Math.max(...proposed)} bytes, sent on to each guest ${Math.min(...relayed)}-${Math.max(...relayed)} bytes`,
      ].join('\n'),
    );
    for (const x of [...record, ...undo, ...fromGuest]) expect(x).toBeGreaterThanOrEqual(0);
  });
});
