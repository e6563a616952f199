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
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveDist } from '../../src/tools/serve.mjs';
import { pointCameraAt, writeY4m } from './fake-camera';
import { DIST, PHONE } from './harness';
import { newGame, THREE_SEATS } from './table-steps';
import { encodeQr } from '../../src/link/qr';

let server: Server;
let url: string;
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
  return context.newPage();
}

/** One guest joins: it scans the host's code, the host scans the guest's answer, the guest takes a seat. */
async function joinTable(host: Page, guest: Page, seat: string): Promise<void> {
  await guest.goto(`${url}#/phones`);
  await guest.getByRole('button', { name: 'Join the host’s game' }).click();
  await pointCameraAt(host, 'host-code', camera);
  await guest.getByTestId('guest-scan-camera').click();
  await pointCameraAt(guest, 'guest-code', camera);
  await host.getByTestId('host-scan-camera').click();
  await guest.getByTestId('guest-joined').waitFor({ timeout: 30_000 });
  await guest.getByRole('button', { name: seat }).click();
  await guest.getByTestId('guest-seat').waitFor();
}

describe('issue 15: phones joined by QR codes, with no server', () => {
  test('a host and two guests link through the fake camera, take their seats, and the host can remove a phone', async () => {
    const host = await phone();
    const id = await newGame(host, url, 'Friday table', THREE_SEATS);
    await host.goto(`${url}#/phones/${encodeURIComponent(id)}`);
    await host.getByTestId('host-code').waitFor({ timeout: 30_000 });
    // The code a guest scans is small: one QR code of version 10 or below.
    expect(Number(await host.getByTestId('host-code').locator('svg').getAttribute('data-size'))).toBeLessThanOrEqual(57);

    const ann = await phone();
    await joinTable(host, ann, 'Bo');
    await expect.poll(() => host.locator('[data-phone="phone-1"]').getAttribute('data-seat')).toBe('Bo');
    expect(await ann.getByTestId('guest-joined').getByRole('heading').textContent()).toBe('Linked to Friday table');

    const cy = await phone();
    await joinTable(host, cy, 'Cy');
    await expect.poll(() => host.locator('[data-phone="phone-2"]').getAttribute('data-seat')).toBe('Cy');
    expect(await host.locator('[data-phone]').count()).toBe(2);

    await host.getByRole('button', { name: 'Remove phone 2' }).click();
    await cy.getByText('The host removed this phone from the table.').waitFor();
    expect(await host.locator('[data-phone]').count()).toBe(1);
  });
});
