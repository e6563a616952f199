/**
 * One phone in any of the three engines a table's phones run, behind one small interface, so the
 * core flows (core-flows.ts) are written once:
 *
 * - Chromium (Blink): Debian's `chromium` through playwright-core (as tests/e2e).
 * - Firefox (Gecko): Debian's `firefox-esr` through playwright-core's WebDriver BiDi channel
 *   (`channel: 'moz-firefox'`). Against ESR 153 every new context fails on one BiDi command the
 *   browser does not know (`emulation.setMediaFeaturesOverride`, only the colour-scheme emulation):
 *   that one error, and no other, is ignored (see `ignoreUnknownMediaOverride`).
 * - WebKit (WebKitGTK): Debian's `WebKitWebDriver` driving its MiniBrowser under `xvfb-run`, through
 *   the tiny W3C WebDriver client below (fetch only: no extra dependency). MiniBrowser has no
 *   headless mode and its window does not go below about 447 px wide; classic WebDriver has no
 *   console, no init script and no download event.
 *
 * A driver only navigates, reloads and runs a script in the page: every step of the flows is a
 * script (page-side.ts) that finds controls by the words a player reads, so every engine runs the
 * same steps. Offline is the same everywhere too: the flows stop the app's server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, firefox, type Browser, type BrowserContext, type Page } from 'playwright-core';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The phone size the flows ask for; WebKitGTK's MiniBrowser does not go below about 447 px wide. */
export const PHONE = { width: 360, height: 640 } as const;

export interface Phone {
  readonly engine: EngineName;
  /** Loads a URL and waits for the page's load. */
  open(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the page with JSON `args` and returns its (awaited) JSON result. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** The window's inner width as the page sees it. */
  width(): Promise<number>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  readonly version: string;
  /** A phone with its own storage; `camera`: the camera allowed (Chromium then shows its real addresses in link codes). */
  newPhone(options?: { camera?: boolean }): Promise<Phone>;
  close(): Promise<void>;
}

/** The source sent to the page: the function's text called with its arguments. */
const call = (fn: (...args: never[]) => unknown, args: readonly unknown[]): string => `(${fn.toString()})(...${JSON.stringify(args)})`;

function playwrightPhone(engine: EngineName, context: BrowserContext, page: Page): Phone {
  return {
    engine,
    open: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    run: (fn, ...args) => page.evaluate(call(fn as (...a: never[]) => unknown, args)) as never,
    width: () => page.evaluate(() => window.innerWidth),
    close: () => context.close(),
  };
}

/**
 * ESR 153 answers `emulation.setMediaFeaturesOverride` (sent by every new context and page for the
 * colour scheme) with "unknown command", which fails the context. The flows need no colour-scheme
 * emulation, so that one answer is taken as done; every other BiDi error still fails.
 */
function ignoreUnknownMediaOverride(browser: Browser): void {
  const impl = (browser as unknown as { _connection: { toImpl(x: unknown): { _browserSession: object } } })._connection.toImpl(browser);
  const proto = Object.getPrototypeOf(impl._browserSession) as { send(method: string, params: unknown): Promise<unknown>; patched?: boolean };
  if (proto.patched === true) return;
  const send = proto.send;
  proto.send = function (this: unknown, method: string, params: unknown) {
    const sent = send.call(this, method, params);
    if (method !== 'emulation.setMediaFeaturesOverride') return sent;
    return sent.catch((e: unknown) => {
      if (/unknown command/.test(String(e))) return {};
      throw e;
    });
  };
  proto.patched = true;
}

async function playwrightEngine(name: 'chromium' | 'firefox'): Promise<Engine> {
  let browser: Browser;
  if (name === 'chromium') {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (.ci/run does).`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu', '--disable-quic'] });
  } else {
    if (!existsSync(FIREFOX)) throw new Error(`Firefox not found at ${FIREFOX}: apt-get install -y firefox-esr (.ci/run does).`);
    browser = await firefox.launch({
      channel: 'moz-firefox',
      executablePath: FIREFOX,
      // Real host addresses in the link's codes, as on a phone that granted the camera (links.engines.test.ts).
      firefoxUserPrefs: { 'media.peerconnection.ice.obfuscate_host_addresses': false },
    });
    ignoreUnknownMediaOverride(browser);
  }
  return {
    name,
    version: browser.version(),
    async newPhone(options = {}) {
      const context = await browser.newContext({
        viewport: PHONE,
        locale: 'en-GB',
        serviceWorkers: 'allow',
        permissions: options.camera === true && name === 'chromium' ? ['camera'] : [],
      });
      const page = await context.newPage();
      return playwrightPhone(name, context, page);
    },
    close: () => browser.close(),
  };
}

/** A W3C WebDriver session over fetch: just the commands the flows use. */
async function webDriverCall(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { value: unknown };
  if (!res.ok) {
    const v = json.value as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${path}: ${v.error ?? res.status} ${v.message ?? ''}`);
  }
  return json.value;
}

async function webkitEngine(): Promise<Engine> {
  if (!existsSync(WEBKIT_DRIVER))
    throw new Error(`WebKitWebDriver not found at ${WEBKIT_DRIVER}: apt-get install -y webkit2gtk-driver xvfb xauth (.ci/run does).`);
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  // MiniBrowser has no headless mode: a virtual display. Its own process group, so closing ends Xvfb too.
  const proc: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', WEBKIT_DRIVER, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const end = (): void => {
    if (proc.pid !== undefined && proc.exitCode === null) {
      try {
        process.kill(-proc.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await webDriverCall(base, 'GET', '/status');
      break;
    } catch (e) {
      if (Date.now() > deadline || proc.exitCode !== null) {
        end();
        throw new Error(`WebKitWebDriver did not start on port ${port}: ${String(e)}`);
      }
      await new Promise((r) => setTimeout(r, 100)); // polling a starting process, not waiting on the app
    }
  }
  let version = '';
  const sessions = new Set<string>();
  return {
    name: 'webkit',
    get version() {
      return version;
    },
    async newPhone() {
      // WebKitWebDriver drives one session at a time: the phone before this one closes (each test has its own origin).
      for (const id of sessions) await webDriverCall(base, 'DELETE', `/session/${id}`).catch(() => undefined);
      sessions.clear();
      const created = (await webDriverCall(base, 'POST', '/session', {
        capabilities: {
          alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
        },
      })) as { sessionId: string; capabilities: { browserVersion?: string } };
      version = created.capabilities.browserVersion ?? version;
      const s = `/session/${created.sessionId}`;
      sessions.add(created.sessionId);
      // As near the phone's size as the window goes (about 447 px wide at the least).
      await webDriverCall(base, 'POST', `${s}/window/rect`, { width: PHONE.width, height: PHONE.height });
      const phone: Phone = {
        engine: 'webkit',
        open: async (url) => {
          await webDriverCall(base, 'POST', `${s}/url`, { url });
        },
        reload: async () => {
          await webDriverCall(base, 'POST', `${s}/refresh`, {});
        },
        run: async (fn, ...args) =>
          (await webDriverCall(base, 'POST', `${s}/execute/sync`, {
            script: `return (${fn.toString()}).apply(null, arguments)`,
            args,
          })) as never,
        width: async () => (await webDriverCall(base, 'POST', `${s}/execute/sync`, { script: 'return window.innerWidth', args: [] })) as number,
        close: async () => {
          sessions.delete(created.sessionId);
          await webDriverCall(base, 'DELETE', s).catch(() => undefined);
        },
      };
      return phone;
    },
    async close() {
      for (const id of sessions) await webDriverCall(base, 'DELETE', `/session/${id}`).catch(() => undefined);
      end();
    },
  };
}

export function launchEngine(name: EngineName): Promise<Engine> {
  return name === 'webkit' ? webkitEngine() : playwrightEngine(name);
}
