/**
 * The table's storage in real Chromium, through the UI: an entry shown is an entry kept (close the
 * page at once, reopen), two pages on one game see each other's entries, hostile backup files
 * change nothing and say why, and play, reload, import and export all work offline.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { advcivGrown, importGame } from './grown-records';
import { harnessPerFile, snap, waitForServiceWorker } from './harness';
import { currentPhase, dismissOffline, fillNumber, goToPhase, newGame, recordCities, waitPast, THREE_SEATS } from './table-steps';

const h = harnessPerFile();

const SEATS = THREE_SEATS;

/**
 * A game grown four quiet turns (16 tokens each on the board), opened: its census of turn 5 may be up
 * to 32 (advciv 20.1, 21.1), enough for cities (25.2), which a census in turn 1 (two at most) is not.
 */
const grown = (page: import('playwright-core').Page, name: string): Promise<string> =>
  importGame(page, h.url, advcivGrown({ id: name.toLowerCase(), name, turns: 4, seats: SEATS }));

async function census(page: import('playwright-core').Page): Promise<void> {
  await goToPhase(page, 'census');
  for (const [nation, n] of [
    ['crete', 18],
    ['italy', 17],
    ['africa', 16],
  ] as const)
    await fillNumber(page, `census-${nation}`, n);
  await page.getByRole('button', { name: 'Record census' }).click();
  await waitPast(page, 'census');
}

describe('an entry shown is an entry kept', () => {
  test('record, close the page at once, reopen: the entry is there and the app reopens the game', async () => {
    const { context, page } = await h.newPhone();
    const id = await grown(page, 'Durable');
    await census(page);
    await page.close();
    const again = await context.newPage();
    await again.goto(h.url);
    // The app reopens the game that was open, where the table left it.
    await again.waitForURL(new RegExp(`#/game/${id}/turn$`));
    // No cities yet, a census of six or more: the cities are owed next (25.2).
    expect(await currentPhase(again)).toBe('surplus');
    await again.goto(`${h.url}#/game/${id}/log`);
    await expect.poll(() => again.getByTestId('log').innerText()).toContain('Census: Africa 16, Italy 17, Crete 18');
  });
});

describe('a full disk', () => {
  test('storage/quota-exceeded is shown like a refusal and the typing stays to retry', async () => {
    const { page } = await h.newPhone();
    await grown(page, 'Full');
    await goToPhase(page, 'census');
    for (const [nation, n] of [
      ['crete', 18],
      ['italy', 17],
      ['africa', 16],
    ] as const)
      await fillNumber(page, `census-${nation}`, n);
    // The disk fills up: every IndexedDB write fails as a full disk does.
    await page.evaluate(() => {
      const w = window as unknown as { __full: boolean; __add: unknown; __put: unknown };
      w.__full = true;
      w.__add = IDBObjectStore.prototype.add;
      w.__put = IDBObjectStore.prototype.put;
      for (const name of ['add', 'put'] as const) {
        const original = IDBObjectStore.prototype[name];
        IDBObjectStore.prototype[name] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
          if (w.__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return original.apply(this, args);
        };
      }
    });
    await page.getByRole('button', { name: 'Record census' }).click();
    const error = page.getByTestId('storage-error');
    await error.waitFor();
    expect(await error.getAttribute('data-code')).toBe('storage/quota-exceeded');
    expect(await page.locator('#census-crete').inputValue()).toBe('18');
    expect(await currentPhase(page)).toBe('census');
    await snap(page, 'storage-full');
    await page.evaluate(() => {
      (window as unknown as { __full: boolean }).__full = false;
    });
    await page.getByRole('button', { name: 'Record census' }).click();
    await waitPast(page, 'census');
  });
});

describe('two pages on one game', () => {
  test("each sees the other's entries", async () => {
    const { context, page: a } = await h.newPhone();
    const id = await grown(a, 'Shared');
    const b = await context.newPage();
    await b.goto(`${h.url}#/game/${id}/turn`);
    await b.locator('#phase-h').waitFor();
    // Each screen is tapped where it is in front (a page behind another draws no frames, and a tap
    // waits for its button to be drawn still).
    await a.bringToFront();
    await census(a);
    await b.getByText('This game changed on another screen').waitFor();
    expect(await currentPhase(b)).toBe('surplus');
    await b.bringToFront();
    await recordCities(b, { crete: 2, italy: 2, africa: 2 });
    await a.getByText('This game changed on another screen').waitFor();
    await expect.poll(() => currentPhase(a)).toBe('trade-cards');
    await snap(b, 'two-pages');
  });
});

describe('hostile backup files', () => {
  const record = (playerName: string, entries: readonly unknown[] = []) =>
    JSON.stringify({
      schemaVersion: 1,
      id: 'evil',
      name: 'Evil',
      createdAt: '2026-01-01T00:00:00.000Z',
      ruleset: 'advciv',
      setup: {
        players: [
          { name: playerName, nation: 'crete' },
          { name: 'Bo', nation: 'italy' },
          { name: 'Cy', nation: 'africa' },
        ],
        variants: [],
        settings: { babylonLateIron: '1600/1900', freeCards: 'required', taxRevolt: 'whole-cities', turnLimit: null },
      },
      entries,
    });

  test.each([
    { what: 'markup as a player name', name: 'evil.json', body: () => record('<img src=x onerror="window.__pwned=1">'), code: 'text/markup' },
    { what: 'a file that is not JSON', name: 'notes.json', body: () => 'this is not { json', code: 'import/not-json' },
    { what: 'a 6 MB file', name: 'huge.json', body: () => `{"pad":"${'x'.repeat(6 * 1024 * 1024)}"}`, code: 'import/too-large' },
  ])('$what: nothing changes and a clear message shows', async ({ name, body, code }) => {
    const { page } = await h.newPhone();
    await newGame(page, h.url, 'Mine', SEATS);
    await page.goto(`${h.url}#/`);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    await page.locator('[data-game]').first().waitFor();
    const before = await page.locator('[data-game]').count();
    await page.setInputFiles('#import-file', { name, mimeType: 'application/json', buffer: Buffer.from(body()) });
    const error = page.getByTestId('home-error');
    await error.waitFor();
    expect(await error.getAttribute('data-code')).toBe(code);
    expect(await error.innerText()).toContain('Nothing was imported.');
    expect(await page.locator('[data-game]').count()).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await snap(page, `import-refused-${code.replace('/', '-')}`);
  });

  test('an import refused by the rules says which entry, which rule and which value: a census of 99 tokens (21.1): "Nothing was imported." once, then the entry, the reason with its value and rule', async () => {
    const { page } = await h.newPhone();
    await page.goto(`${h.url}#/`);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    const census = { at: '2026-01-01T00:01:00.000Z', entry: { kind: 'census', tokens: { crete: 99, italy: 1, africa: 1 } } };
    await page.setInputFiles('#import-file', { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(record('Ann', [census])) });
    const error = page.getByTestId('home-error');
    await error.waitFor();
    const text = await error.innerText();
    expect(text.split('Nothing was imported.').length - 1).toBe(1);
    expect(text).toContain('Entry 1 of the game breaks the rules');
    const reason = error.locator('li[data-code="census/tokens-out-of-range"]');
    expect(await reason.innerText()).toContain('99');
    expect(await reason.locator('.cite').innerText()).toContain('advciv 21.1');
    await snap(page, 'import-refused-by-the-rules');
  });
});

describe('offline', () => {
  test('play, reload, export and import with the network off', async () => {
    const { context, page } = await h.newPhone();
    await page.goto(h.url);
    await waitForServiceWorker(page);
    await dismissOffline(page);
    await context.setOffline(true);
    await grown(page, 'Offline');
    await census(page);
    await page.reload();
    expect(await currentPhase(page)).toBe('surplus');
    await recordCities(page, { crete: 2, italy: 2, africa: 2 });
    expect(await currentPhase(page)).toBe('trade-cards');

    await page.goto(`${h.url}#/`);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Offline' }).click();
    const file = await download;
    const path = await file.path();
    const text = readFileSync(path, 'utf8');
    // The backup is the game grown and played on here: its turn-5 census and cities are in it.
    expect(JSON.parse(text)).toMatchObject({ name: 'Offline', ruleset: 'advciv' });
    expect((JSON.parse(text) as { entries: { entry: { kind: string } }[] }).entries.map((e) => e.entry.kind).slice(-2)).toEqual(['census', 'cities']);
    // The backup of a game the phone holds, imported offline: checked by the rules, and nothing is new (issue 21.6).
    await page.setInputFiles('#import-file', { name: 'offline.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect.poll(() => page.getByTestId('home-notice').innerText()).toBe('Offline: already up to date. Nothing changed.');
    expect(await page.locator('[data-game]').count()).toBe(1);
    // The same backup on a phone without the game (it was deleted here) is a new game, offline too.
    await page.getByRole('button', { name: 'Delete Offline' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete for good' }).click();
    await expect.poll(() => page.locator('[data-game]').count()).toBe(0);
    await page.setInputFiles('#import-file', { name: 'offline.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect.poll(() => page.getByTestId('home-notice').innerText()).toContain('1 game imported');
    await expect.poll(() => page.locator('[data-game]').count()).toBe(1);
    await snap(page, 'home-after-import');
    await context.setOffline(false);
  });
});
