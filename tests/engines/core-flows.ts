/**
 * The core flows a table relies on, written once and run in each engine a table's phones run
 * (Chromium, Firefox, WebKit: one test file each, so `npm test` prints the time each engine adds).
 * The long suites (tests/e2e) run in Chromium only.
 *
 * What a driver lacks is covered another way, the same way in every engine:
 * - Downloads: Firefox through BiDi gives no download event and WebKit's MiniBrowser saves silently
 *   to $HOME, so the backup is taken where the app hands it to the browser (the download link's
 *   file, read in the page); the real download is tested in Chromium (tests/e2e/table-storage).
 * - Offline: WebDriver has no network switch, so the app's server is stopped (the origin is
 *   unreachable, as with no network) and the service worker must serve the app and the game.
 * - Console: classic WebDriver reads no console, so the Content-Security-Policy watch stays in the
 *   Chromium suite (tests/e2e/harness.ts).
 * - Window: WebKitGTK's MiniBrowser does not go below about 447 px wide, so WebKit runs at 447 px;
 *   the 360 px layout is checked in Chromium and Firefox.
 * - Firefox's storage.persist(): headless Firefox never answers it, so every game set up here in
 *   Firefox shows that starting a game does not wait on it.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveDist } from '../../src/tools/serve.mjs';
import { type Engine, type EngineName, launchEngine, PHONE, type Phone } from './drivers';
import {
  ANSWER_MS,
  ask,
  atPhase,
  choose,
  count,
  gameScreen,
  goToPhase,
  pastPhase,
  route,
  see,
  seeControl,
  serviceWorkerControls,
  tap,
  tapStarting,
  type,
} from './steps';

/** The built app under test: dist/, or TRESHAM_DIST (as tests/e2e/harness.ts). */
const DIST = process.env.TRESHAM_DIST ? resolve(process.env.TRESHAM_DIST) + sep : fileURLToPath(new URL('../../dist/', import.meta.url));

const SEATS = [
  ['Ann', 'crete'],
  ['Bo', 'italy'],
  ['Cy', 'africa'],
] as const;

/** The app served at its own origin (its own storage and service worker) for one test. */
async function serve(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { server, url } = (await serveDist({ root: DIST, port: 0 })) as { server: Server; url: string };
  let stopped = false;
  return {
    url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

async function newAdvCiv(phone: Phone, url: string, name: string): Promise<string> {
  await phone.open(`${url}#/new`);
  await see(phone, 'New game');
  await type(phone, 'Name of the game', name);
  await choose(phone, 'Number of players', String(SEATS.length));
  for (const [i, [player, nation]] of SEATS.entries()) {
    await type(phone, `Player ${i + 1}`, player);
    await choose(phone, `Nation of player ${i + 1}`, nation);
  }
  await tap(phone, 'Start the game');
  return gameScreen(phone);
}

async function census(phone: Phone, tokens: readonly number[]): Promise<void> {
  for (const [i, [, nation]] of SEATS.entries()) await type(phone, `#census-${nation}`, tokens[i] ?? 0);
  await tap(phone, 'Record census');
}

export function coreFlows(name: EngineName): void {
  let engine: Engine;
  const phones: Phone[] = [];
  const servers: { stop: () => Promise<void> }[] = [];
  const phone = async (): Promise<Phone> => {
    const p = await engine.newPhone();
    phones.push(p);
    return p;
  };
  const site = async () => {
    const s = await serve();
    servers.push(s);
    return s;
  };

  beforeAll(async () => {
    if (!existsSync(`${DIST}index.html`)) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
    engine = await launchEngine(name);
  });
  afterAll(async () => {
    for (const p of phones) await p.close().catch(() => undefined);
    await engine?.close();
    for (const s of servers) await s.stop();
  });

  describe(`core flows in ${name}`, () => {
    test('a game set up in each ruleset (Advanced Civilization, Eastern Empires, Sid Meier’s) opens at once and is listed', async () => {
      const p = await phone();
      const { url } = await site();
      await newAdvCiv(p, url, 'Western');
      await atPhase(p, 'census');

      await p.open(`${url}#/new`);
      await choose(p, 'Game', 'eastern-empires');
      await count(p, '[data-testid="ee-new-game"]', 1);
      await type(p, 'Name of the game', 'Eastern');
      await choose(p, 'Number of players', '5');
      for (const [i, player] of ['Ronald', 'Michael', 'Judith', 'Tony', 'Frank'].entries()) await type(p, `Player ${i + 1}`, player);
      await tap(p, 'Start the game');
      await gameScreen(p);

      await p.open(`${url}#/new`);
      await choose(p, 'Game', 'smc');
      await count(p, '[data-testid="smc-new-game"]', 1);
      await type(p, 'Name of the game', 'Sunday');
      await choose(p, 'Number of players', '3');
      for (const [i, player] of ['Ann', 'Bo', 'Cy'].entries()) await type(p, `Player ${i + 1}`, player);
      await tap(p, 'Start the game');
      await gameScreen(p);
      await see(p, 'Turn 1');

      await route(p, '#/');
      for (const game of ['Western', 'Eastern', 'Sunday']) await seeControl(p, `Resume ${game}`);
      // The phone's window: 360 px where the driver can (Chromium, Firefox), WebKitGTK's least (about 447 px) in WebKit.
      const width = await p.width();
      if (name === 'webkit') expect(width).toBeLessThanOrEqual(460);
      else expect(width).toBe(PHONE.width);
    });

    test('advciv 21.1: a census over the tokens is refused in words before it is recorded; 25.2: cities the census cannot build are refused with their rule; a quiet turn is recorded to the A.S.T.; a reload keeps it', async () => {
      const p = await phone();
      const { url } = await site();
      await newAdvCiv(p, url, 'Refused');
      await atPhase(p, 'census');
      // 99 is more tokens than a nation has (21.1): the box says so with its range, and nothing is recorded.
      for (const [i, [, nation]] of SEATS.entries()) await type(p, `#census-${nation}`, [99, 2, 1][i] ?? 0);
      await see(p, 'a whole number from 0 to');
      expect(await phase(p)).toBe('census');
      // Turn 1: one token in the start area grows to at most two (15.3, 20.1).
      await census(p, [2, 2, 1]);
      await pastPhase(p, 'census');
      await goToPhase(p, 'surplus');
      // Nine cities are more than a census of 2 tokens builds (25.2): the engine refuses them, citing the rule.
      for (const [i, [, nation]] of SEATS.entries()) await type(p, `#cities-${nation}`, i === 0 ? 9 : 0);
      await tap(p, 'Record cities');
      const reason = '[data-testid="violations"] li[data-code]';
      await expect.poll(() => ask<number>(p, 'count', reason), { timeout: ANSWER_MS }).toBeGreaterThan(0);
      expect(await ask<string>(p, 'textOf', `${reason} .cite`)).toMatch(/advciv \d+/);
      expect(await phase(p)).toBe('surplus');
      for (const [, nation] of SEATS) await type(p, `#cities-${nation}`, 0);
      await tap(p, 'Record cities');
      await pastPhase(p, 'surplus');
      // No city, so no trade card is drawn (27.1) and no calamity comes (29.1): the hands kept are next.
      await goToPhase(p, 'civ-cards');
      await tapStarting(p, 'No purchase for everyone left');
      await pastPhase(p, 'civ-cards');
      await tap(p, 'Move the markers and end the turn');
      await see(p, 'Turn 2');
      await p.reload();
      await see(p, 'Turn 2');
      // No city to tax (19.1): turn 2 opens on the census.
      await atPhase(p, 'census');
    });

    test('offline after one visit: with the server gone, the service worker serves the app and the game', async () => {
      const p = await phone();
      const s = await site();
      await p.open(s.url);
      await serviceWorkerControls(p);
      await newAdvCiv(p, s.url, 'Offline');
      await census(p, [2, 2, 1]);
      await pastPhase(p, 'census');
      await s.stop();
      await p.reload();
      await gameScreen(p);
      await expect.poll(() => phase(p)).not.toBe('census');
      await route(p, '#/');
      await seeControl(p, 'Resume Offline');
      await p.open(`${s.url}#/settings`);
      await see(p, 'Storage on this device');
    });

    test('a backup exported on one phone is imported on another, with its entries', async () => {
      const p = await phone();
      const { url } = await site();
      await newAdvCiv(p, url, 'Backed up');
      await census(p, [2, 2, 1]);
      await pastPhase(p, 'census');
      await route(p, '#/');
      await ask(p, 'catchDownloads');
      await tap(p, 'Export all games');
      await expect.poll(async () => (await ask<string[]>(p, 'downloaded')).length, { timeout: 20_000 }).toBe(1);
      const [file = ''] = await ask<string[]>(p, 'downloaded');
      expect(file).toContain('Backed up');

      const other = await site();
      await p.open(other.url);
      await see(p, 'No games yet');
      expect(await ask<boolean>(p, 'importFile', '#import-file', 'tresham-backup.json', file)).toBe(true);
      await tapStarting(p, 'Resume Backed up');
      await gameScreen(p);
      await expect.poll(() => phase(p)).not.toBe('census');
    });

    test('what the engine lacks is said: no WebRTC, "Play with several phones" offers codes or a file; WebKit says once that an unadded site loses its storage', async () => {
      const p = await phone();
      const { url } = await site();
      await p.open(url);
      await see(p, 'Your games');
      // WebKit (every browser on an iPhone) clears a site's storage after days without use unless it is on the home screen.
      if (name === 'webkit') {
        await count(p, '[data-testid="webkit-storage"]', 1);
        await see(p, 'Add Tresham to the home screen');
        await tap(p, 'Understood');
        await count(p, '[data-testid="webkit-storage"]', 0);
        await p.reload();
        await see(p, 'Your games');
      }
      expect(await ask<number>(p, 'count', '[data-testid="webkit-storage"]')).toBe(0);
      // This WebKitGTK build has no RTCPeerConnection; Chromium and Firefox have it.
      const rtc = await p.run(() => typeof RTCPeerConnection === 'function');
      expect(rtc).toBe(name !== 'webkit');
      await route(p, '#/phones');
      if (rtc) await seeControl(p, 'Join the host’s game');
      else await see(p, 'This browser cannot link phones');
      // Without WebRTC (taken away in this page where the engine has it): no link offered, the hand-over is.
      await p.run(() => {
        (window as unknown as { RTCPeerConnection: unknown }).RTCPeerConnection = undefined;
      });
      await route(p, '#/');
      await route(p, '#/phones');
      await see(p, 'This browser cannot link phones');
      await seeControl(p, 'Receive a game without a network');
      expect(await ask<boolean>(p, 'named', 'Join the host’s game', false)).toBe(false);
    });

    test('Danish: chosen in settings, the app speaks Danish and keeps it after a reload', async () => {
      const p = await phone();
      const { url } = await site();
      await p.open(`${url}#/settings`);
      await see(p, 'Settings');
      await tap(p, 'Dansk');
      await see(p, 'Indstillinger');
      await route(p, '#/');
      await see(p, 'Jeres spil');
      await p.reload();
      await see(p, 'Ingen spil endnu');
      await route(p, '#/new');
      await see(p, 'Nyt spil');
    });
  });
}

const phase = (p: Phone): Promise<string | null> => ask<string | null>(p, 'attr', '#phase-h', 'data-phase');
