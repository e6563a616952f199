/**
 * An entry shown is an entry kept, even when the browser dies: in a real Chromium with a persistent
 * profile, record a census, and as soon as the screen shows it recorded send SIGKILL to the browser
 * process (no unload, no flush); relaunch on the same profile: the census is there, 10 times out of 10.
 * Each round also takes the census back (undo) after checking it, so the next round's relaunch shows
 * that the undo was kept too. And typing not yet recorded survives the same: a census typed, the
 * browser killed, relaunched: the boxes hold what was typed, and a new tab shows it too.
 * Both start from a record grown four quiet turns (16 tokens each on the board), so the census typed
 * in turn 5 may be up to 32 (advciv 20.1, 21.1).
 */
import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { advcivGrown, importGame } from './grown-records';
import { harnessPerFile, PHONE } from './harness';
import { draftKeys, fillNumber, goToPhase, waitForStoredDraft, waitPast } from './table-steps';

const h = harnessPerFile();
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function launch(profile: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--disable-gpu', '--disable-quic'],
    viewport: PHONE,
    locale: 'en-GB',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/**
 * SIGKILL to the browser process. Playwright does not hand out the pid of a persistent context's
 * browser; Chromium names it in the profile's SingletonLock ("host-pid").
 */
async function killBrowser(context: BrowserContext, profile: string): Promise<void> {
  const lock = readlinkSync(join(profile, 'SingletonLock'));
  const pid = Number(lock.slice(lock.lastIndexOf('-') + 1));
  expect(Number.isInteger(pid) && pid > 0).toBe(true);
  const closed = new Promise<void>((resolve) => context.once('close', () => resolve()));
  process.kill(pid, 'SIGKILL');
  await closed;
}

/** A census this test records: Crete 20 to 29 (the grown record's censuses give Crete 2, 4, 8, 16). */
const OURS = /Crete 2\d\b/;

/** The census lines of the game's log that this test recorded. */
async function censusLines(page: Page, url: string, id: string): Promise<readonly string[]> {
  await page.goto(`${url}#/game/${id}/log`);
  await page.locator('#log-h').waitFor();
  const log = page.getByTestId('log');
  if ((await log.count()) === 0) return [];
  return (await log.locator('li').allInnerTexts()).filter((l) => l.includes('Census') && OURS.test(l));
}

describe('SIGKILL right after an entry shows recorded', () => {
  test('relaunched on the same profile, the entry is there: 10 times out of 10', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'tresham-profile-'));
    try {
      let { context, page } = await launch(profile);
      const id = await importGame(page, h.url, advcivGrown({ id: 'power-cut', name: 'Power cut', turns: 4 }));
      for (let round = 0; round < 10; round++) {
        await page.goto(`${h.url}#/game/${id}/turn`);
        await goToPhase(page, 'census');
        await fillNumber(page, 'census-crete', 20 + round);
        await fillNumber(page, 'census-italy', 5);
        await fillNumber(page, 'census-africa', 4);
        await page.getByRole('button', { name: 'Record census' }).click();
        // The screen shows it recorded (the walker moved on): pull the plug at once.
        await waitPast(page, 'census');
        await killBrowser(context, profile);
        ({ context, page } = await launch(profile));
        // Exactly this round's census: the entry survived, and last round's undo did too.
        expect({ round, lines: await censusLines(page, h.url, id) }).toEqual({ round, lines: [expect.stringContaining(`Crete ${20 + round}`)] });
        await page.getByRole('button', { name: 'Undo', exact: true }).click();
        await expect.poll(async () => OURS.test(await page.getByTestId('log').innerText())).toBe(false);
      }
      await context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('SIGKILL while a form holds typing not yet recorded', () => {
  test('relaunched on the same profile, the draft is there, in a new tab too; recorded, it is gone', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'tresham-profile-'));
    try {
      let { context, page } = await launch(profile);
      const id = await importGame(page, h.url, advcivGrown({ id: 'typing', name: 'Typing', turns: 4 }));
      await goToPhase(page, 'census');
      await fillNumber(page, 'census-crete', 11);
      await fillNumber(page, 'census-italy', 7);
      // Typing stops; within moments the device keeps it (no unload needed). Wait for the last
      // keystroke checked below (Italy's) to be stored, not merely for a draft to exist (Crete's
      // first keystroke makes one): a write still on its way when the process dies is rightly lost.
      await waitForStoredDraft(page, 'census', { tokens: { crete: 11, italy: 7 } });
      expect(await draftKeys(page)).toHaveLength(1);
      await killBrowser(context, profile);
      ({ context, page } = await launch(profile));
      await page.goto(`${h.url}#/game/${id}/turn`);
      await goToPhase(page, 'census');
      expect(await page.locator('#census-crete').inputValue()).toBe('11');
      expect(await page.locator('#census-italy').inputValue()).toBe('7');
      // A new tab of the same browser shows the same typing.
      const tab = await context.newPage();
      await tab.goto(`${h.url}#/game/${id}/turn`);
      await goToPhase(tab, 'census');
      expect(await tab.locator('#census-crete').inputValue()).toBe('11');
      await tab.close();
      await fillNumber(page, 'census-africa', 4);
      await page.getByRole('button', { name: 'Record census' }).click();
      await waitPast(page, 'census');
      await expect.poll(() => draftKeys(page)).toEqual([]);
      await context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }, 60_000);
});
