/**
 * Links across engines (issue 20): a table's phones run different browsers. Chromium and Firefox
 * link both ways through the text codes (pasted, as a phone without a camera does) and each records
 * an entry the other stores. Addresses as a phone that granted the camera has them: Chromium with
 * the camera allowed, Firefox with `media.peerconnection.ice.obfuscate_host_addresses` off (a `.local`
 * name linked only 2 times in 6 between the two here). WebKit is not here: this WebKitGTK build has
 * no RTCPeerConnection (core-flows.ts checks what "Play with several phones" says there).
 *
 * A link that cannot open (both codes' addresses unreachable) shows, within 15 s, what to try, and
 * never calls the code damaged.
 */
import type { Server } from 'node:http';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/rulesets/advciv/settings';
import { serveDist } from '../../src/tools/serve.mjs';
import { type Engine, type EngineName, launchEngine, type Phone } from './drivers';
import { ANSWER_MS, ask, atPhase, count, gameScreen, pastPhase, route, see, tap, tapStarting, type } from './steps';

const DIST = process.env.TRESHAM_DIST ? resolve(process.env.TRESHAM_DIST) + sep : fileURLToPath(new URL('../../dist/', import.meta.url));

/** Turn 1 at the draws (27.1): census and one city each recorded; Africa draws first. */
function record(id: string, name: string) {
  const at = '2026-11-28T18:00:00.000Z';
  return {
    schemaVersion: 1,
    id,
    name,
    createdAt: at,
    ruleset: 'advciv',
    setup: {
      players: [
        { name: 'Ann', nation: 'crete' },
        { name: 'Bo', nation: 'italy' },
        { name: 'Cy', nation: 'africa' },
      ],
      variants: [],
      settings: DEFAULT_SETTINGS,
    },
    entries: [
      { at, entry: { kind: 'census', tokens: { crete: 14, italy: 13, africa: 12 } } },
      { at, entry: { kind: 'cities', cities: { crete: 1, italy: 1, africa: 1 } } },
    ],
  };
}

let server: Server;
let url = '';
const engines = new Map<EngineName, Engine>();
const phones: Phone[] = [];

beforeAll(async () => {
  ({ server, url } = (await serveDist({ root: DIST, port: 0 })) as { server: Server; url: string });
  engines.set('chromium', await launchEngine('chromium'));
  engines.set('firefox', await launchEngine('firefox'));
});
afterAll(async () => {
  for (const p of phones) await p.close().catch(() => undefined);
  for (const e of engines.values()) await e.close();
  server.closeAllConnections();
  await new Promise((ok) => server.close(() => ok(undefined)));
});

async function phone(engine: EngineName): Promise<Phone> {
  const p = await (engines.get(engine) as Engine).newPhone({ camera: true });
  phones.push(p);
  return p;
}

const codeIn = async (p: Phone, testId: string): Promise<string> => {
  await expect
    .poll(() => ask<string>(p, 'value', `[data-testid="${testId}-text"]`), { timeout: ANSWER_MS, message: `${p.engine}: ${testId}` })
    .toMatch(/^TRESHAM1 /);
  return ask<string>(p, 'value', `[data-testid="${testId}-text"]`);
};

/** The host imports the game and shows its code: the game's id. */
async function host(p: Phone, game: ReturnType<typeof record>): Promise<string> {
  await p.open(url);
  await see(p, 'Your games');
  expect(await ask<boolean>(p, 'importFile', '#import-file', 'game.json', JSON.stringify(game))).toBe(true);
  await tapStarting(p, `Resume ${game.name}`);
  const id = await gameScreen(p);
  await route(p, `#/phones/${encodeURIComponent(id)}`);
  return id;
}

/** The guest pastes the host's code and shows its answer. */
async function answer(guest: Phone, offer: string): Promise<string> {
  await guest.open(`${url}#/phones`);
  await tap(guest, 'Join the host’s game');
  await type(guest, '[data-testid="guest-scan-paste"]', offer);
  await tap(guest, 'Use this code');
  return codeIn(guest, 'guest-code');
}

async function linkBothWays(hostEngine: EngineName, guestEngine: EngineName): Promise<void> {
  const h = await phone(hostEngine);
  const g = await phone(guestEngine);
  const game = record(`link-${hostEngine}-${guestEngine}`, `${hostEngine} hosts ${guestEngine}`);
  const id = await host(h, game);
  const guestCode = await answer(g, await codeIn(h, 'host-code'));
  await type(h, '[data-testid="host-scan-paste"]', guestCode);
  await tap(h, 'Use this code');
  await count(g, '[data-testid="guest-joined"]', 1);
  await tap(g, 'Cy');
  await count(g, '[data-testid="guest-seat"]', 1);
  await expect.poll(() => ask<string | null>(h, 'attr', '[data-phone="phone-1"]', 'data-seat'), { timeout: ANSWER_MS }).toBe('Cy');

  // The guest records its own player's draw (27.1: Africa first); the host stores it.
  await tap(g, 'Record on this phone (the host checks each entry)');
  await atPhase(g, 'trade-cards');
  await tap(g, 'Record the draw of Africa');
  await route(h, `#/game/${encodeURIComponent(id)}/turn`);
  await see(h, 'Africa: stacks 1, bought 0');
  // The host records the others' draws; the guest stores them and moves on with the table.
  await tapStarting(h, 'Record the draw for everyone left');
  await pastPhase(h, 'trade-cards');
  await pastPhase(g, 'trade-cards');
}

describe('links between Chromium and Firefox through the text codes', () => {
  test('Chromium hosts, Firefox joins: each records an entry the other stores', async () => {
    await linkBothWays('chromium', 'firefox');
  });

  test('Firefox hosts, Chromium joins: each records an entry the other stores', async () => {
    await linkBothWays('firefox', 'chromium');
  });

  test('a link that cannot open says within 15 s what to try (same Wi-Fi or a hotspot, the camera, codes or a file), never "damaged"', async () => {
    // Both codes well formed but naming an address nobody answers at (TEST-NET-1): the phones never meet.
    const unreachable = (code: string): string =>
      code
        .split(' ')
        .map((w, i) => (i === 6 ? '192.0.2.1_9' : w))
        .join(' ');
    const h = await phone('chromium');
    const g = await phone('firefox');
    await host(h, record('link-unreachable', 'Unreachable'));
    const guestCode = await answer(g, unreachable(await codeIn(h, 'host-code')));
    await type(h, '[data-testid="host-scan-paste"]', unreachable(guestCode));
    const tapped = Date.now();
    await tap(h, 'Use this code');
    const problem = '[data-testid="host-scan"] ~ [role="alert"]';
    await expect.poll(() => ask<string>(h, 'textOf', problem), { timeout: 25_000 }).toMatch(/same Wi-Fi/);
    expect(Date.now() - tapped).toBeLessThan(25_000);
    const words = await ask<string>(h, 'textOf', problem);
    expect(words).toMatch(/hotspot/);
    expect(words).toMatch(/camera instead of pasting/);
    expect(words).toMatch(/codes or a file/);
    expect(words).not.toMatch(/damaged/i);
    // The phone that never linked is not listed as linking.
    expect(await ask<number>(h, 'count', '[data-phone="phone-1"]')).toBe(0);
  });
});
