/**
 * Browser-test harness: serves the built app (dist/) on 127.0.0.1 at a free port, launches Debian's
 * Chromium through playwright-core, and gives each test a fresh context at a phone viewport.
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { serveDist } from '../../src/tools/serve.mjs';

/**
 * The built app under test: dist/ (what `npm test` builds), or the folder named by TRESHAM_DIST, so
 * that several people working on one machine can each test their own build
 * (`npx vite build --outDir .tmp/dist-me && TRESHAM_DIST=.tmp/dist-me npx vitest run --project browser ...`).
 */
export const DIST = process.env.TRESHAM_DIST ? resolve(process.env.TRESHAM_DIST) + sep : fileURLToPath(new URL('../../dist/', import.meta.url));
export const SCREENSHOTS = fileURLToPath(new URL('../../screenshots/', import.meta.url));
export const PHONE = { width: 360, height: 640 } as const;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Harness {
  readonly url: string;
  readonly browser: Browser;
  newPhone(options?: { locale?: string; colorScheme?: 'light' | 'dark' }): Promise<{ context: BrowserContext; page: Page }>;
  /** Content-Security-Policy violations seen so far in this harness's phones; taking them clears them. */
  takeCspViolations(): readonly string[];
  /** Closes everything; throws when a phone saw a Content-Security-Policy violation nobody took. */
  close(): Promise<void>;
}

/**
 * Makes the browser report every Content-Security-Policy violation of `context` to `seen`: Chromium
 * logs a refused script or style to the console, and the page's `securitypolicyviolation` event
 * names the directive (reported again through the console so both paths reach one listener).
 */
export async function watchCsp(context: BrowserContext, seen: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) seen.push(`${message.page()?.url() ?? ''}: ${text}`);
  });
}

export async function startHarness(): Promise<Harness> {
  if (!existsSync(`${DIST}index.html`)) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (.ci/run does).`);
  const { server, url } = await serveDist({ root: DIST, port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu', '--disable-quic'] });
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];
  return {
    url,
    browser,
    async newPhone(options = {}) {
      const context = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: options.locale ?? 'en-GB',
        colorScheme: options.colorScheme ?? 'light',
        serviceWorkers: 'allow',
      });
      contexts.push(context);
      await watchCsp(context, cspViolations);
      const page = await context.newPage();
      return { context, page };
    },
    takeCspViolations() {
      return cspViolations.splice(0);
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await closeServer(server);
      if (cspViolations.length > 0) throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
    },
  };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((ok) => server.close(() => ok()));
}

/** Waits until the service worker controls the page (first visit: clientsClaim). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
}

/** Saves a screenshot of the current screen into screenshots/ (ignored by git) for reviewers. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/** The page's horizontal overflow in CSS pixels (0 = no horizontal scroll at the phone width). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * One harness for a test file: started before its first test, closed after its last. Returns a
 * stand-in whose members reach the started harness, so tests read `h.url`, `h.newPhone()`.
 */
export function harnessPerFile(): Harness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness();
  });
  afterAll(async () => {
    await started?.close();
  });
  const get = (): Harness => {
    if (started === undefined) throw new Error('the harness starts in beforeAll: use it inside a test');
    return started;
  };
  return {
    get url() {
      return get().url;
    },
    get browser() {
      return get().browser;
    },
    newPhone: (options) => get().newPhone(options),
    takeCspViolations: () => get().takeCspViolations(),
    close: () => get().close(),
  };
}
