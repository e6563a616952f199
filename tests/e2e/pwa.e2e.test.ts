/**
 * Installability and updates: the manifest and icons are valid, every built asset is precached,
 * and a new version waits for the player's consent before it takes over.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { serveDist } from '../../src/tools/serve.mjs';
import { harnessPerFile, DIST, waitForServiceWorker } from './harness';

const h = harnessPerFile();

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  description_localized?: Record<string, string>;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('web app manifest', () => {
  test('is linked from the page and names Tresham, standalone, with 192, 512 and maskable 512 icons', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifestUrl = new URL(href ?? '', h.url).href;
    const manifest = (await (await page.request.get(manifestUrl)).json()) as Manifest;
    expect(manifest.name).toBe('Tresham');
    expect(manifest.short_name).toBe('Tresham');
    expect(manifest.description).toMatch(/Advanced Civilization/);
    // The Danish description (Danish issue), from the same catalog as the app's texts.
    expect(manifest.description_localized?.da).toMatch(/folketælling/);
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(new URL(manifest.start_url, manifestUrl).href).toBe(h.url);
    expect(new URL(manifest.scope, manifestUrl).href).toBe(h.url);
    const want = [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ];
    for (const w of want) {
      const icon = manifest.icons.find((i) => i.sizes === w.sizes && (i.purpose ?? 'any').split(' ').includes(w.purpose));
      expect(icon, `${w.sizes} ${w.purpose}`).toBeDefined();
      const res = await page.request.get(new URL(icon?.src ?? '', manifestUrl).href);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
      // The PNG header's width and height match the declared size.
      const png = await res.body();
      const [w0, h0] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${w0}x${h0}`).toBe(w.sizes);
    }
  });

  test('the service worker precaches every built asset', () => {
    const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
    const precached = new Set([...sw.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]));
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const referenced = [...html.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(referenced.length).toBeGreaterThan(2);
    for (const asset of referenced) expect(precached, asset).toContain(asset);
    expect(precached).toContain('index.html');
    expect(precached).toContain('icons/maskable-512.png');
  });
});

describe('updates wait for consent', () => {
  test('a new version is announced, and applied only when the player taps Reload', async () => {
    // Serve a private copy of dist/ so this test can publish a "new version" of the worker.
    const root = mkdtempSync(join(tmpdir(), 'tresham-update-'));
    cpSync(DIST, root, { recursive: true });
    const { server, url } = await serveDist({ root, port: 0 });
    try {
      const { page } = await h.newPhone();
      await page.goto(url);
      await waitForServiceWorker(page);
      const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      await page.evaluate(() => {
        (window as unknown as { marker: number }).marker = 42; // survives only if no reload happens
      });
      writeFileSync(join(root, 'sw.js'), `${readFileSync(join(root, 'sw.js'), 'utf8')}\n// new version\n`);
      await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        await reg?.update();
      });
      await page.getByText('Update available.').waitFor();
      // Not applied on its own: the page was not reloaded.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
      await page.getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined, undefined, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Your games' }).waitFor();
      await waitForServiceWorker(page);
      const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null);
      expect(waiting).toBeNull();
      expect(firstWorker).toContain('sw.js');
    } finally {
      server.closeAllConnections();
      server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
