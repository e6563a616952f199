/**
 * Two writers, one entry, in real Chromium: two pages of one game tap "Record census" at the same
 * moment, twenty times. Storage appends at the expected sequence number and revision (compare and
 * swap), so each time exactly one census is stored; the other page says in the player's words what
 * was recorded meanwhile, shows the new state, and keeps its typing (the census it typed is back
 * when the census is asked for again).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DB_VERSION } from '../../src/persistence/db';
import { harnessPerFile } from './harness';
import { currentPhase, fillNumber, goToPhase, newGame, THREE_SEATS } from './table-steps';

const h = harnessPerFile();

/** Two censuses a turn-1 board can give: one start token grows to at most two (advciv 15.3, 20.1). */
const TYPED: Readonly<Record<'a' | 'b', readonly [string, number][]>> = {
  a: [
    ['crete', 2],
    ['italy', 2],
    ['africa', 1],
  ],
  b: [
    ['crete', 1],
    ['italy', 2],
    ['africa', 2],
  ],
};

/** The game's entries as stored in the app's database (raw IndexedDB, read-only). */
function storedEntries(page: Page, id: string): Promise<readonly string[]> {
  return page.evaluate(
    (gameId) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('tresham');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db
            .transaction('entries', 'readonly')
            .objectStore('entries')
            .getAll(IDBKeyRange.bound([gameId, 0], [gameId, Number.MAX_SAFE_INTEGER]));
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { entry: { kind: string } }[]).map((r) => r.entry.kind));
          };
          get.onerror = () => reject(get.error);
        };
      }),
    id,
  );
}

/**
 * Taps the census form's record button on both pages at the same moment: each page is armed to tap
 * when a word comes on a broadcast channel, then another channel object of the same name, made in
 * `pages[says]`, says it once. The browser hands that one message to every listening page, the
 * speaking page's own listener included, so the two tap within a millisecond of each other, whatever
 * the test driver's round trips cost and with no head start to wait out. Resolves with whether each
 * page's button was there to tap.
 */
async function tapTogether(pages: readonly [Page, Page], says: 0 | 1): Promise<boolean[]> {
  await Promise.all(
    pages.map((page) =>
      page.evaluate(() => {
        const channel = new BroadcastChannel('two-writers-tap');
        (window as unknown as { tapped: Promise<boolean> }).tapped = new Promise<boolean>((resolve) => {
          channel.onmessage = () => {
            channel.close();
            // The census form's record button, in whatever language the page speaks.
            const button = document.querySelector<HTMLButtonElement>('[data-testid="census-form"] button[type="submit"]') ?? undefined;
            button?.click();
            resolve(button !== undefined);
          };
        });
      }),
    ),
  );
  await pages[says].evaluate(() => {
    const say = new BroadcastChannel('two-writers-tap');
    say.postMessage('tap');
    say.close();
  });
  return Promise.all(pages.map((page) => page.evaluate(() => (window as unknown as { tapped: Promise<boolean> }).tapped)));
}

async function typeCensus(page: Page, values: readonly [string, number][]): Promise<void> {
  await goToPhase(page, 'census');
  for (const [nation, n] of values) {
    const field = page.locator(`#census-${nation}`);
    if ((await field.inputValue()) !== String(n)) await fillNumber(page, `census-${nation}`, n);
  }
}

describe('two pages tap the same record button at the same moment', () => {
  test('20 times: exactly one census is stored each time; the other page says what was recorded and keeps its typing', async () => {
    const { context, page: a } = await h.newPhone();
    const id = await newGame(a, h.url, 'Race', THREE_SEATS);
    const b = await context.newPage();
    await b.goto(`${h.url}#/game/${id}/turn`);
    await b.locator('#phase-h').waitFor();
    const pages = { a, b } as const;
    const wins = { a: 0, b: 0 };
    for (let round = 0; round < 20; round++) {
      await Promise.all([typeCensus(a, TYPED.a), typeCensus(b, TYPED.b)]);
      const phases = [await currentPhase(a), await currentPhase(b)];
      // Each page says the word in turn: neither has the sender's place every time.
      const tapped = await tapTogether([a, b], round % 2 === 0 ? 0 : 1);
      expect({ round, tapped, phases }).toEqual({ round, tapped: [true, true], phases: ['census', 'census'] });
      // One page says another screen recorded first; both end up past the census.
      await expect.poll(async () => (await a.getByTestId('stale').count()) + (await b.getByTestId('stale').count())).toBe(1);
      const loserKey = (await a.getByTestId('stale').count()) === 1 ? 'a' : 'b';
      const winnerKey = loserKey === 'a' ? 'b' : 'a';
      wins[winnerKey]++;
      const loser = pages[loserKey];
      const winner = pages[winnerKey];
      expect(await storedEntries(a, id)).toEqual(['census']);
      const notice = loser.getByTestId('stale');
      expect(await notice.innerText()).toContain('While you were typing, another screen recorded:');
      // The census recorded is the winner's, named as the log names it.
      const winnersCensus = TYPED[winnerKey].map(([, n]) => n);
      expect(await notice.innerText()).toContain(`Crete ${winnersCensus[0]}`);
      expect(await notice.innerText()).toContain('Nothing of yours was recorded');
      // Turn 1, two tokens at most: no city can be built (25.2) nor card drawn (27.1), so the hands kept are owed next (31.71).
      await expect.poll(() => currentPhase(loser)).toBe('civ-cards');
      // The player taps OK on the page in front of him (a page behind another draws no frames, and a
      // tap waits for the button to be drawn still: up to 2 s).
      await loser.bringToFront();
      await notice.getByRole('button', { name: 'OK' }).click();
      // The winner takes its census back; the loser's typing is there when the census is asked again.
      const undo = winner.getByRole('button', { name: /^Undo: Census/ });
      await undo.waitFor();
      await undo.evaluate((el) => (el as HTMLButtonElement).click());
      await expect.poll(() => storedEntries(a, id)).toEqual([]);
      // Both screens show the census again (stored is not yet shown): the next round types on them.
      await expect.poll(() => currentPhase(winner)).toBe('census');
      await expect.poll(() => currentPhase(loser)).toBe('census');
      for (const [nation, n] of TYPED[loserKey]) await expect.poll(() => loser.locator(`#census-${nation}`).inputValue()).toBe(String(n));
    }
    // Either page can be first: the race is real, not one page always ahead.
    expect(wins.a + wins.b).toBe(20);
  }, 120_000);
});

describe('the same race in Danish', () => {
  test('the late page says in Danish what the other screen recorded', async () => {
    const { context, page: a } = await h.newPhone();
    const id = await newGame(a, h.url, 'Kapløb', THREE_SEATS);
    await a.getByRole('button', { name: 'Dansk (switch to Danish)' }).click();
    await expect.poll(() => a.evaluate(() => document.documentElement.lang)).toBe('da');
    const b = await context.newPage();
    await b.goto(`${h.url}#/game/${id}/turn`);
    await b.locator('#phase-h').waitFor();
    expect(await b.evaluate(() => document.documentElement.lang)).toBe('da');
    await Promise.all([typeCensus(a, TYPED.a), typeCensus(b, TYPED.b)]);
    expect(await tapTogether([a, b], 0)).toEqual([true, true]);
    await expect.poll(async () => (await a.getByTestId('stale').count()) + (await b.getByTestId('stale').count())).toBe(1);
    const loser = (await a.getByTestId('stale').count()) === 1 ? a : b;
    const text = await loser.getByTestId('stale').innerText();
    expect(text).toContain('Mens du skrev, registrerede en anden skærm:');
    expect(text).toContain('Intet af dit blev registreret; tjek og registrér igen.');
    expect(await storedEntries(a, id)).toEqual(['census']);
  });
});

describe('a newer version of the app takes the database', () => {
  test('the open page closes its connection, asks for a reload in words, refuses to record and keeps the typing', async () => {
    const { context, page: a } = await h.newPhone();
    const id = await newGame(a, h.url, 'Upgrade', THREE_SEATS);
    await typeCensus(a, TYPED.a);
    // Another tab opens the database one version above this app's newest, as a newer app would (Dexie: version x 10).
    const b = await context.newPage();
    await b.goto(`${h.url}#/settings`);
    await b.evaluate(
      (version) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('tresham', version);
          open.onsuccess = () => {
            open.result.close();
            resolve();
          };
          open.onerror = () => reject(open.error);
          open.onblocked = () => reject(new Error('blocked: the open page did not close its connection'));
        }),
      (DB_VERSION + 1) * 10,
    );
    const notice = a.getByTestId('newer-version');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Tresham was updated in another tab. Reload to go on; what you typed is kept.');
    await a.getByRole('button', { name: 'Record census' }).click();
    const error = a.getByTestId('storage-error');
    await error.waitFor();
    expect(await error.getAttribute('data-code')).toBe('storage/newer-version');
    expect(await a.locator('#census-crete').inputValue()).toBe(String(TYPED.a[0]?.[1]));
    expect(await storedEntries(b, id)).toEqual([]);
  });
});
