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
import { expect } from 'vitest';
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

/** One guest joins: it scans the host's code, the host scans the guest's answer, the guest takes a seat. */
export async function joinTable(table: LinkedTable, host: Page, guest: Page, seat: string): Promise<void> {
  await guest.goto(`${table.url}#/phones`);
  await guest.getByRole('button', { name: 'Join the host’s game' }).click();
  await pointCameraAt(host, 'host-code', table.camera);
  await scan(guest, 'guest-scan', () => guest.getByTestId('guest-code').isVisible());
  await pointCameraAt(guest, 'guest-code', table.camera);
  await scan(host, 'host-scan', () => guest.getByTestId('guest-joined').isVisible());
  await guest.getByRole('button', { name: seat }).click();
  await guest.getByTestId('guest-seat').waitFor();
}
