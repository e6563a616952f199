/**
 * Steps for browser tests of linked phones (issue 15): Chromium launched with a fake camera that a
 * test points at the QR code another page shows, phones (browser contexts) whose requests may reach
 * only the app's own server, scanning with retries, and a guest joining the host's table. Every
 * phone's Content-Security-Policy violations are collected (`cspViolations`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { encodeQr } from '../../src/link/qr';
import { serveDist } from '../../src/tools/serve.mjs';
import { pointCameraAt, writeY4m } from './fake-camera';
import { DIST, PHONE, watchCsp } from './harness';

export interface LinkedTable {
  readonly url: string;
  /** The fake camera's picture (a .y4m file). */
  readonly camera: string;
  readonly cspViolations: string[];
  /** A phone with its own storage whose requests may reach only the app's own server. */
  phone(init?: () => void): Promise<Page>;
  close(): Promise<void>;
}

export async function startLinkedTable(): Promise<LinkedTable> {
  const dir = mkdtempSync(join(tmpdir(), 'tresham-link-'));
  const camera = join(dir, 'camera.y4m');
  writeY4m(camera, encodeQr('nothing to see yet'));
  const { server, url } = (await serveDist({ root: DIST, port: 0 })) as { server: Server; url: string };
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  });
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];
  const origin = new URL(url).origin;
  return {
    url,
    camera,
    cspViolations,
    async phone(init) {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-GB', permissions: ['camera'] });
      contexts.push(context);
      await watchCsp(context, cspViolations);
      if (init !== undefined) await context.addInitScript(init);
      // setOffline would also stop WebRTC: refuse everything but the app's own files instead.
      await context.route('**', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
      return context.newPage();
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      server.closeAllConnections();
      await new Promise((ok) => server.close(() => ok(undefined)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One linked table for a test file: started before its first test, closed after its last. Returns a
 * stand-in whose members reach the started table, so tests read `table.url`, `table.phone()`.
 */
export function linkedTablePerFile(): LinkedTable {
  let started: LinkedTable | undefined;
  beforeAll(async () => {
    started = await startLinkedTable();
  });
  afterAll(async () => {
    await started?.close();
  });
  const get = (): LinkedTable => {
    if (started === undefined) throw new Error('the linked table starts in beforeAll: use it inside a test');
    return started;
  };
  return {
    get url() {
      return get().url;
    },
    get camera() {
      return get().camera;
    },
    get cspViolations() {
      return get().cspViolations;
    },
    phone: (init) => get().phone(init),
    close: () => get().close(),
  };
}

/** Waits for what another phone shows: a message crosses a data channel and a busy machine. */
export const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/**
 * Starts a page's camera until `done`. Chromium's fake device reads its file when it starts; a
 * device still running shows the old picture, so a scan that reads nothing it accepts is stopped
 * and started again.
 */
export async function scan(page: Page, testId: string, done: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.getByTestId(`${testId}-camera`).click();
    try {
      await expect.poll(done, { timeout: 8_000 }).toBe(true);
      return;
    } catch {
      const stop = page.getByRole('button', { name: 'Stop the camera' });
      if (!(await stop.isVisible())) return void (await expect.poll(done, { timeout: 15_000 }).toBe(true));
      await stop.click();
    }
  }
  throw new Error(`${testId}: no code read`);
}

/**
 * One guest joins: it scans the host's code, the host scans the guest's answer, the guest takes a
 * seat (`seat` undefined: a phone whose seat the host holds for it, which comes back with no question).
 */
export async function joinTable(table: LinkedTable, host: Page, guest: Page, seat: string | undefined): Promise<void> {
  await guest.goto(`${table.url}#/phones`);
  await guest.getByRole('button', { name: 'Join the host’s game' }).click();
  await pointCameraAt(host, 'host-code', table.camera);
  await scan(guest, 'guest-scan', () => guest.getByTestId('guest-code').isVisible());
  await pointCameraAt(guest, 'guest-code', table.camera);
  await scan(host, 'host-scan', () => guest.getByTestId('guest-joined').isVisible());
  if (seat !== undefined) await guest.getByRole('button', { name: seat }).click();
  await guest.getByTestId('guest-seat').waitFor();
}

/** The host imports a game file and hosts it: the game's id. */
export async function hostImported(table: LinkedTable, host: Page, record: { readonly id: string; readonly name: string }): Promise<string> {
  await host.goto(table.url);
  await host.getByRole('heading', { name: 'Your games' }).waitFor();
  await host.setInputFiles('#import-file', { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await host.getByRole('link', { name: `Resume ${record.name}` }).click();
  await host.waitForURL(/#\/game\/[^/]+\/turn$/);
  const id = decodeURIComponent(/#\/game\/([^/]+)\//.exec(host.url())?.[1] ?? '');
  await host.goto(`${table.url}#/phones/${encodeURIComponent(id)}`);
  await host.getByTestId('host-code').waitFor({ timeout: 30_000 });
  return id;
}

/** The guest opens its game screen from the phones screen: entries made there are proposed to the host. */
export async function recordHere(guest: Page): Promise<void> {
  await guest.getByRole('link', { name: 'Record on this phone (the host checks each entry)' }).click();
  await guest.locator('#phase-h').waitFor();
}

/**
 * A game file imported on a new host phone and hosted there, and a second phone joined at `seat` as
 * the host's first phone, its game screen open: entries made there are proposed to the host.
 */
export async function seatedAt(
  table: LinkedTable,
  record: { readonly id: string; readonly name: string },
  seat: string,
): Promise<{ host: Page; guest: Page; id: string }> {
  const host = await table.phone();
  const id = await hostImported(table, host, record);
  const guest = await table.phone();
  await joinTable(table, host, guest, seat);
  await poll(() => host.locator('[data-phone="phone-1"]').getAttribute('data-seat')).toBe(seat);
  await recordHere(guest);
  return { host, guest, id };
}

/** Every entry row a phone keeps in its database (raw IndexedDB, read-only), in order: a phone holds one game here. */
export function storedRows(page: Page): Promise<{ seq: number; at: string; entry: unknown }[]> {
  return page.evaluate(
    () =>
      new Promise<{ seq: number; at: string; entry: unknown }[]>((resolve, reject) => {
        const open = indexedDB.open('tresham');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('entries', 'readonly').objectStore('entries').getAll();
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            db.close();
            resolve(get.result as { seq: number; at: string; entry: unknown }[]);
          };
        };
      }),
  );
}

/** The ids of the games a phone keeps in its database (raw IndexedDB, read-only), sorted. */
export function storedGameIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('tresham');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const keys = db.transaction('games', 'readonly').objectStore('games').getAllKeys();
          keys.onerror = () => reject(keys.error);
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String).sort());
          };
        };
      }),
  );
}

/**
 * The ids the home screen lists, once it lists every game the phone keeps: the list first shown may be
 * the one read before the last change (it is refreshed on the way in), so a count read at once could
 * miss a game stored since.
 */
export async function homeListed(page: Page, url: string): Promise<string[]> {
  await page.goto(`${url}#/`);
  await page.getByRole('heading', { name: 'Your games' }).waitFor();
  const listed = async () => (await page.locator('li[data-game]').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-game') ?? ''))).sort();
  const stored = await storedGameIds(page);
  await expect.poll(listed).toEqual(stored);
  return listed();
}
