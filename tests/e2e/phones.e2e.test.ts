/**
 * Play with several phones (issue 15), in real Chromium: a host and two guests, each its own
 * browser context, join through the real QR path. Each side's camera is Chromium's fake capture
 * device showing the code the other page displays (read from its SVG); the app decodes it with
 * the bundled decoder (Linux Chromium has no BarcodeDetector). After the app has loaded, every
 * request that leaves the test server is refused: the data channels use no server and no internet.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveDist } from '../../src/tools/serve.mjs';
import { pointCameraAt, writeY4m } from './fake-camera';
import { DIST, PHONE, watchCsp } from './harness';
import { homeListed, poll, scan, storedRows } from './link-steps';
import { advcivGrown, importGame } from './grown-records';
import { citiesAsLastTurn, expectAppRefusal, fillNumber, goToPhase, newGame, recordCities, setHand, THREE_SEATS, waitPast } from './table-steps';
import { encodeQr } from '../../src/link/qr';

let server: Server;
let url: string;
/** The entries of the grown record of the purchase test: a census and the A.S.T. in each of four turns. */
const GROWN = 8;
let browser: Browser;
let dir: string;
let camera: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tresham-phones-'));
  camera = join(dir, 'camera.y4m');
  writeY4m(camera, encodeQr('nothing to see yet'));
  ({ server, url } = await serveDist({ root: DIST, port: 0 }));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  });
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((ok) => server?.close(() => ok(undefined)));
  rmSync(dir, { recursive: true, force: true });
});

/** A phone with its own storage whose requests may reach only the app's own server. */
async function phone(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-GB', permissions: ['camera'] });
  contexts.push(context);
  const origin = new URL(url).origin;
  // setOffline would also stop WebRTC: refuse everything but the app's own files instead.
  await context.route('**', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
  await watchCsp(context, cspViolations);
  // The data channels a page has used, so that a test can drop a phone's link as a lost network would.
  await context.addInitScript(() => {
    const used = new Set<RTCDataChannel>();
    (window as unknown as { linkChannels: Set<RTCDataChannel> }).linkChannels = used;
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: never) {
      used.add(this);
      return send.call(this, data);
    };
  });
  return context.newPage();
}

const cspViolations: string[] = [];

/**
 * One guest joins: it scans the host's code, the host scans the guest's answer, the guest takes a
 * seat (`seat` undefined: a phone the host knows, whose seat comes back with no question).
 */
async function joinTable(host: Page, guest: Page, seat: string | undefined): Promise<void> {
  await guest.goto(`${url}#/phones`);
  await guest.getByRole('button', { name: 'Join the host’s game' }).click();
  await pointCameraAt(host, 'host-code', camera);
  await scan(guest, 'guest-scan', () => guest.getByTestId('guest-code').isVisible());
  await pointCameraAt(guest, 'guest-code', camera);
  await scan(host, 'host-scan', () => guest.getByTestId('guest-joined').isVisible());
  if (seat !== undefined) await guest.getByRole('button', { name: seat }).click();
  await guest.getByTestId('guest-seat').waitFor();
}

/** The host records the census of turn 1 on its game screen: one start token grows to at most two (advciv 15.3, 20.1). */
async function recordCensus(host: Page, id: string): Promise<number> {
  await host.goto(`${url}#/game/${encodeURIComponent(id)}/turn`);
  await goToPhase(host, 'census');
  for (const [nation, n] of [
    ['crete', 2],
    ['italy', 2],
    ['africa', 1],
  ] as const)
    await fillNumber(host, `census-${nation}`, n);
  const tapped = await host.evaluate(() => {
    const at = Date.now();
    [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Record census')?.click();
    return at;
  });
  await waitPast(host, 'census');
  return tapped;
}

/** Notes on a guest page when its count of received entries changes (the screen the player sees). */
async function watchCount(guest: Page): Promise<void> {
  await guest.evaluate(() => {
    const w = window as unknown as { countChangedAt?: number };
    const target = document.querySelector('[data-testid="guest-log-length"]');
    if (target) new MutationObserver(() => (w.countChangedAt = Date.now())).observe(target, { childList: true, characterData: true, subtree: true });
  });
}

describe('issue 15: phones joined by QR codes, with no server', () => {
  test('a host and two guests link through the fake camera and take their seats; a seated guest shows the whole table’s census read-only, with no form to type it into (advciv 21); what the host records and undoes reaches both; a removed phone rejoins with nothing lost or doubled; the host leaves and a guest takes over', async () => {
    const host = await phone();
    const id = await newGame(host, url, 'Friday table', THREE_SEATS);
    await host.goto(`${url}#/phones/${encodeURIComponent(id)}`);
    await host.getByTestId('host-code').waitFor({ timeout: 30_000 });
    // The code a guest scans is small: one QR code of version 10 or below.
    expect(Number(await host.getByTestId('host-code').locator('svg').getAttribute('data-size'))).toBeLessThanOrEqual(57);

    const ann = await phone();
    await joinTable(host, ann, 'Bo');
    await poll(() => host.locator('[data-phone="phone-1"]').getAttribute('data-seat')).toBe('Bo');
    expect(await ann.getByTestId('guest-joined').getByRole('heading').textContent()).toBe('Linked to Friday table');

    const cy = await phone();
    await joinTable(host, cy, 'Cy');
    await poll(() => host.locator('[data-phone="phone-2"]').getAttribute('data-seat')).toBe('Cy');
    expect(await host.locator('[data-phone]').count()).toBe(2);

    // My seat: Bo records on Bo's phone, where entries are proposed to the host. The census is the
    // whole table's (advciv 21): Bo's phone shows the phase read-only, who the table waits for and his
    // own figure, with no census form to type the table's entry into; nothing reaches the log.
    await ann.getByRole('link', { name: 'Record on this phone (the host checks each entry)' }).click();
    await ann.locator('#phase-h').waitFor();
    expect(await ann.locator('#phase-h').getAttribute('data-phase')).toBe('census');
    expect(await ann.getByTestId('seat-waiting').textContent()).toBe('The table waits for: Cy (Africa), Bo (Italy), and Ann (Crete)');
    expect(await ann.getByTestId('seat-card').locator('[data-figure="census"]').textContent()).toBe('Tokens on the board, as last counted: 1');
    expect(await ann.locator('#census-crete').count()).toBe(0);
    expect(await ann.getByRole('button', { name: 'Record census' }).count()).toBe(0);
    expect(await host.getByTestId('host-log-length').textContent()).toBe('0 entries in the log');
    await ann.evaluate(() => {
      location.hash = '#/phones';
    });
    await ann.getByTestId('guest-seat').waitFor();

    // The host goes on playing on its game screen: what it records and undoes reaches both guests.
    await host.getByRole('link', { name: 'Back to the game (the phones stay linked)' }).click();
    for (const guest of [ann, cy]) await watchCount(guest);
    const tapped = await recordCensus(host, id);
    for (const guest of [ann, cy]) await poll(() => guest.getByTestId('guest-log-length').textContent()).toBe('1 entry received from the host');
    const shown = await Promise.all([ann, cy].map((g) => g.evaluate(() => (window as unknown as { countChangedAt: number }).countChangedAt)));
    console.log(`tap on the host to the screens of both guests: ${Math.max(...shown) - tapped} ms`);
    // Measured here about 35 ms (goal under 100); the bound only catches a link that waits on something.
    expect(Math.max(...shown) - tapped).toBeLessThan(1500);
    await host.goto(`${url}#/game/${encodeURIComponent(id)}/log`);
    await host.getByTestId('log').waitFor();
    await host.getByRole('button', { name: 'Undo', exact: true }).click();
    for (const guest of [ann, cy]) await poll(() => guest.getByTestId('guest-log-length').textContent()).toBe('0 entries received from the host');

    await host.goto(`${url}#/phones/${encodeURIComponent(id)}`);
    await host.getByRole('button', { name: 'Remove phone 2' }).click();
    await cy.getByText('The host removed this phone from the table.').waitFor();
    expect(await host.locator('[data-phone]').count()).toBe(1);

    // While Cy's phone is off the table the host records; Cy joins again with the host's new code:
    // it keeps its seat and gets only what it missed, nothing lost or doubled.
    await recordCensus(host, id);
    await poll(() => ann.getByTestId('guest-log-length').textContent()).toBe('1 entry received from the host');
    await host.goto(`${url}#/phones/${encodeURIComponent(id)}`);
    await cy.getByRole('button', { name: 'Join again: scan the host’s code' }).click();
    await pointCameraAt(host, 'host-code', camera);
    await scan(cy, 'guest-scan', () => cy.getByTestId('guest-code').isVisible());
    await pointCameraAt(cy, 'guest-code', camera);
    await scan(host, 'host-scan', () => cy.getByTestId('guest-joined').isVisible());
    await poll(() => cy.getByTestId('guest-log-length').textContent()).toBe('1 entry received from the host');
    expect(await cy.getByTestId('guest-seat').textContent()).toBe('This phone is Cy’s.');
    await poll(() => host.locator('[data-phone="phone-3"]').getAttribute('data-seat')).toBe('Cy');

    // The host's phone leaves (its page closed). Ann's phone holds the whole log: it takes over as
    // host, Cy joins it by scanning, keeps what it holds, and play goes on.
    await host.close();
    await ann.getByRole('button', { name: 'Host the game from this phone' }).click();
    await ann.getByTestId('host-code').waitFor({ timeout: 30_000 });
    await poll(() => ann.getByTestId('host-log-length').textContent()).toBe('1 entry in the log');
    await cy.getByRole('button', { name: 'Join again: scan the host’s code' }).click();
    await pointCameraAt(ann, 'host-code', camera);
    await scan(cy, 'guest-scan', () => cy.getByTestId('guest-code').isVisible());
    await pointCameraAt(cy, 'guest-code', camera);
    await scan(ann, 'host-scan', () => cy.getByTestId('guest-joined').isVisible());
    await poll(() => ann.locator('[data-phone="phone-1"]').getAttribute('data-seat')).toBe('Cy');
    await poll(() => cy.getByTestId('guest-log-length').textContent()).toBe('1 entry received from the host');
    await ann.getByRole('link', { name: 'Back to the game (the phones stay linked)' }).click();
    await ann.locator('#phase-h').waitFor();
    await recordCities(ann, { crete: 0, italy: 0, africa: 0 });
    await poll(() => cy.getByTestId('guest-log-length').textContent()).toBe('2 entries received from the host');

    // Cy's page reloads: what it held in memory is gone, its copy is not. Cy joins Ann's table again
    // by scanning; the copy it stored is found again and goes on: still one game on Cy's home screen,
    // Ann's undo and her next entry land in it, nothing lost or doubled.
    const annGame = decodeURIComponent(/#\/game\/([^/]+)\//.exec(ann.url())?.[1] ?? '');
    await cy.reload();
    const [cyCopy, ...more] = await homeListed(cy, url);
    expect(more).toEqual([]);
    await ann.goto(`${url}#/phones/${encodeURIComponent(annGame)}`);
    // Issue 19 item 8: the reloaded phone is asked no question: its key, kept in its storage, gets Cy's seat back.
    await joinTable(ann, cy, undefined);
    expect(await cy.getByTestId('guest-seat').textContent()).toBe('This phone is Cy’s.');
    expect(await cy.getByRole('group', { name: 'Which player are you?' }).count()).toBe(0);
    await poll(() => ann.locator('[data-phone="phone-2"]').getAttribute('data-seat')).toBe('Cy');
    await poll(() => cy.getByTestId('guest-log-length').textContent()).toBe('2 entries received from the host');
    await ann.goto(`${url}#/game/${encodeURIComponent(annGame)}/log`);
    await ann.getByTestId('log').waitFor();
    await ann.getByRole('button', { name: 'Undo', exact: true }).click();
    await poll(() => cy.getByTestId('guest-log-length').textContent()).toBe('1 entry received from the host');
    await ann.goto(`${url}#/game/${encodeURIComponent(annGame)}/turn`);
    await ann.locator('#phase-h').waitFor();
    // Turn 1's census (two tokens at most) builds no city (25.2): the table says nothing changed.
    await goToPhase(ann, 'surplus');
    await citiesAsLastTurn(ann);
    await poll(() => cy.getByTestId('guest-log-length').textContent()).toBe('2 entries received from the host');
    const annLog = await storedLog(ann);
    await poll(() => storedLog(cy)).toEqual(annLog);
    expect(await homeListed(cy, url)).toEqual([cyCopy]);
    expect(cspViolations).toEqual([]);
  });
});

/** Every entry a phone keeps in its database, in order, as JSON: a phone holds one game here. */
const storedLog = async (page: Page): Promise<readonly string[]> => (await storedRows(page)).map((r) => JSON.stringify([r.seq, r.at, r.entry]));

/**
 * Taps a nation's Buy button at the wall-clock time `at`: the phones share this machine's clock, so
 * three pages given one `at` tap within a millisecond of each other, whatever the driver's round trips.
 */
function tapBuyAt(page: Page, nation: string, at: number): Promise<boolean> {
  return page.evaluate(
    ([n, when]) =>
      new Promise<boolean>((resolve) => {
        setTimeout(
          () => {
            const button = document.querySelector<HTMLButtonElement>(`[data-nation="${n}"] [data-testid="purchase-form"] button[type="submit"]`) ?? undefined;
            button?.click();
            resolve(button !== undefined && !button.disabled);
          },
          Math.max(0, (when as number) - Date.now()),
        );
      }),
    [nation, at] as const,
  );
}

/** A guest opens its own seat's view of the card purchase (advciv 31) from the phones screen. */
async function openMySeat(guest: Page, nation: string): Promise<void> {
  await guest.getByRole('link', { name: 'Record on this phone (the host checks each entry)' }).click();
  await guest.locator('#phase-h').waitFor();
  await goToPhase(guest, 'civ-cards');
  await guest.locator(`[data-testid="civ-form"] [data-nation="${nation}"]`).waitFor();
}

/** Three Gold turned in (81) buys Pottery (45) with change lost (advciv 31.58). */
async function typePotteryBuy(page: Page, nation: string): Promise<void> {
  await setHand(page, nation, { gold: 3 });
  const form = page.locator(`[data-nation="${nation}"] [data-testid="purchase-form"]`);
  await form.getByLabel('Turn in the Gold set').check();
  await form.locator(`#buy-${nation}-pottery`).check();
}

describe('issue 15: my seat, the card purchase on every phone at once', () => {
  test('advciv 31: each guest phone shows its own player’s shop only and the host who has still to buy; a refused purchase shows on that guest only, typing kept (31.58); a link dropped mid-entry comes back with the typing; purchases tapped on all three phones at once all land, in one log on every phone, with the same scores', async () => {
    cspViolations.splice(0);
    const host = await phone();
    // Four quiet turns grown with no hand typed (31.71: unknown, not empty), so the hands typed in turn 5
    // may hold cards drawn in turns before (27.1): in turn 1 nobody holds a card yet.
    const id = await importGame(host, url, advcivGrown({ id: 'purchase-table', name: 'Purchase table', turns: 4, hands: false }));
    await host.goto(`${url}#/phones/${encodeURIComponent(id)}`);
    await host.getByTestId('host-code').waitFor({ timeout: 30_000 });
    const bo = await phone();
    await joinTable(host, bo, 'Bo');
    const cy = await phone();
    await joinTable(host, cy, 'Cy');
    await poll(() => host.locator('[data-phone="phone-2"]').getAttribute('data-seat')).toBe('Cy');

    // My seat: each guest opens on its own player's shop (no choice of player), with the hand, the
    // prices after credits and "Plan my buy" of that player; who has still to buy shows on every phone.
    await openMySeat(bo, 'italy');
    await openMySeat(cy, 'africa');
    expect(await bo.getByTestId('my-seat').textContent()).toContain('This phone is Bo’s');
    expect(await cy.getByTestId('my-seat').textContent()).toContain('This phone is Cy’s');
    for (const guest of [bo, cy]) {
      expect(await guest.getByLabel('Player buying').count()).toBe(0);
      expect(await guest.locator('[data-testid="civ-form"] [data-nation]').count()).toBe(1);
      expect(await guest.getByText('Plan my buy').count()).toBeGreaterThan(0);
    }
    await host.getByRole('link', { name: 'Back to the game (the phones stay linked)' }).click();
    // 18.1: the census of turn 5 first (2 tokens each: no city, nothing drawn), then the card phase.
    await goToPhase(host, 'census');
    for (const s of THREE_SEATS) await host.locator(`#census-${s.nation}`).fill('2');
    await host.getByRole('button', { name: 'Record census' }).click();
    await host.waitForFunction(() => document.querySelector('#phase-h')?.getAttribute('data-phase') !== 'census');
    await goToPhase(host, 'civ-cards');
    await host.getByLabel('Player buying').selectOption('crete');
    expect(await host.getByTestId('my-seat').count()).toBe(0);
    for (const p of [host, bo, cy])
      expect(await p.getByTestId('still-to-buy').textContent()).toBe('Still to buy and keep a hand: Africa (Cy), Italy (Bo), and Crete (Ann)');

    // Cy takes away the Gold set the form turned in for him: the engine refuses the purchase on Cy's
    // phone (31.58), the typing stays, and no other phone shows anything of it.
    await setHand(cy, 'africa', { gold: 3 });
    await cy.locator('#buy-africa-pottery').check();
    await cy.locator('[data-nation="africa"] [data-testid="purchase-form"]').getByLabel('Turn in the Gold set').uncheck();
    await cy.getByRole('button', { name: 'Buy 1 card' }).click();
    await expectAppRefusal(cy, 'purchase/not-enough-funds');
    expect(await cy.locator('#hand-africa-gold').inputValue()).toBe('3');
    expect(await cy.locator('#buy-africa-pottery').isChecked()).toBe(true);
    for (const p of [host, bo]) expect(await p.locator('[data-code="purchase/not-enough-funds"]').count()).toBe(0);
    await cy.locator('[data-nation="africa"] [data-testid="purchase-form"]').getByLabel('Turn in the Gold set').check();

    // Bo's link drops while Bo is typing; Bo joins again by scanning the host's new code, and the
    // typing is still there (a draft on Bo's phone: the hand never left it).
    await typePotteryBuy(bo, 'italy');
    await bo.evaluate(() => {
      for (const c of (window as unknown as { linkChannels: Set<RTCDataChannel> }).linkChannels) c.close();
    });
    await poll(() => host.locator('[data-phone="phone-1"]').count()).toBe(0);
    // With no link, Bo's purchase is refused on Bo's phone (never stored apart from the table's log),
    // and the typing stays.
    await bo.getByRole('button', { name: 'Buy 1 card' }).click();
    await bo.getByText('The link to the phone that holds the game is closed').waitFor();
    expect(await storedLog(bo)).toEqual(await storedLog(host));
    await bo.goto(`${url}#/phones`);
    await bo.getByRole('button', { name: 'Join the host’s game' }).click();
    await host.goto(`${url}#/phones/${encodeURIComponent(id)}`);
    await pointCameraAt(host, 'host-code', camera);
    await scan(bo, 'guest-scan', () => bo.getByTestId('guest-code').isVisible());
    await pointCameraAt(bo, 'guest-code', camera);
    await scan(host, 'host-scan', () => bo.getByTestId('guest-joined').isVisible());
    await poll(() => host.locator('[data-phone="phone-3"]').getAttribute('data-seat')).toBe('Bo');
    await openMySeat(bo, 'italy');
    expect(await bo.locator('#hand-italy-gold').inputValue()).toBe('3');
    expect(await bo.locator('#buy-italy-pottery').isChecked()).toBe(true);

    // Ann buys on the host's phone; all three tap Buy at the same moment. Two proposals (or the
    // host's entry and a proposal) meet at one place in the log: the host takes one, the others are
    // checked again against the longer log and land after it.
    await host.getByRole('link', { name: 'Back to the game (the phones stay linked)' }).click();
    await goToPhase(host, 'civ-cards');
    await host.getByLabel('Player buying').selectOption('crete');
    await typePotteryBuy(host, 'crete');
    const at = (await host.evaluate(() => Date.now())) + 500;
    const tapped = await Promise.all([host, bo, cy].map((p, i) => tapBuyAt(p, ['crete', 'italy', 'africa'][i] as string, at)));
    expect(tapped).toEqual([true, true, true]);
    for (const [p, nation] of [
      [host, 'crete'],
      [bo, 'italy'],
      [cy, 'africa'],
    ] as const)
      await p.locator(`[data-nation="${nation}"]`).getByText('Purchase recorded.').waitFor({ timeout: 15_000 });
    await poll(() => host.getByTestId('still-to-buy').textContent()).toBe('Still to buy and keep a hand: Africa (Cy), Italy (Bo), and Crete (Ann)');

    // The other phones' entries are the table playing: no phone says its game changed on another screen.
    for (const p of [host, bo, cy]) expect(await p.getByText('This game changed on another screen').count()).toBe(0);
    // One log on every phone, nothing lost or doubled: the census, then the same three purchases in the same order.
    const logs = await Promise.all([host, bo, cy].map(storedLog));
    await poll(async () => JSON.stringify(await Promise.all([bo, cy].map(storedLog)))).toBe(JSON.stringify([logs[0], logs[0]]));
    const bought = (logs[0] ?? [])
      .slice(GROWN)
      .map((l) => JSON.parse(l) as [number, string, { kind: string; nation: string }])
      .map(([, , e]) => `${e.kind} ${e.nation}`);
    expect(bought.sort()).toEqual(['census undefined', 'purchase africa', 'purchase crete', 'purchase italy']);
    // Replayed on each phone, the log gives the same scores (a phone shows an entry just after storing
    // it: each guest's table is waited for until it shows the host's, never read at once).
    const scoreTables = await Promise.all(
      [host, bo, cy].map(async (p) => {
        await p.evaluate(() => {
          location.hash = location.hash.replace(/\/turn$/, '/scores');
        });
        const table = p.getByTestId('score-table');
        await table.waitFor();
        return table;
      }),
    );
    const [hostScores, ...guestScores] = scoreTables as [Locator, Locator, Locator];
    const scores = await hostScores.innerText();
    for (const guestTable of guestScores) await poll(() => guestTable.innerText()).toBe(scores);
    expect(cspViolations).toEqual([]);
  });
});

describe('issue 15: with no link at all', () => {
  test('a game handed over as a sequence of QR codes opens on the receiving phone, at the same phase', async () => {
    const giver = await phone();
    const id = await newGame(giver, url, 'Saturday table', THREE_SEATS);
    await recordCensus(giver, id);
    const phase = await giver.locator('#phase-h').getAttribute('data-phase');
    await giver.goto(`${url}#/phones/${encodeURIComponent(id)}`);
    await giver.getByRole('button', { name: 'Show the game as codes' }).click();
    const of = Number(/of (\d+)/.exec((await giver.getByTestId('handover-position').textContent()) ?? '')?.[1]);
    expect(of).toBeGreaterThanOrEqual(1);

    const taker = await phone();
    await taker.goto(`${url}#/phones`);
    await taker.getByRole('button', { name: 'Receive a game without a network' }).click();
    for (let n = 1; n <= of; n++) {
      const stop = taker.getByRole('button', { name: 'Stop the camera' });
      if (await stop.isVisible()) await stop.click();
      await pointCameraAt(giver, 'handover-code', camera);
      const read =
        n < of
          ? async () => ((await taker.getByTestId('receive-progress').textContent()) ?? '').startsWith(`${n} of`)
          : async () => /#\/game\//.test(taker.url());
      await scan(taker, 'receive-scan', read);
      if (n < of) {
        await giver.getByRole('button', { name: 'Next code' }).click();
        // The camera is pointed at the next code only once the giver shows it.
        await poll(() => giver.getByTestId('handover-position').textContent()).toMatch(new RegExp(`^\\D*${n + 1} of`));
      }
    }
    await poll(() => taker.locator('#phase-h').getAttribute('data-phase')).toBe(phase);
    expect(taker.url()).not.toContain(encodeURIComponent(id));
  });
});
