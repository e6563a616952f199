/**
 * The census starts from the last one (advciv 21.1), in real Chromium at 360x640: in turn 2 every
 * box holds the player's tokens at turn 1's census, so an unchanged census is recorded with one tap;
 * a box cleared comes back with its first "+" (the last known value, not 0).
 */
import { describe, expect, test } from 'vitest';
import type { AdvCivEntry } from '../../src/engine/rulesets/advciv/entries';
import { DEFAULT_SETTINGS } from '../../src/engine/rulesets/advciv/settings';
import { harnessPerFile } from './harness';
import { dismissOffline, goToPhase, waitPast, THREE_SEATS } from './table-steps';

const h = harnessPerFile();

const ENTRIES: readonly AdvCivEntry[] = [{ kind: 'census', tokens: { crete: 14, italy: 13, africa: 12 } }, { kind: 'ast' }];
const RECORD = {
  schemaVersion: 1,
  id: 'census-start',
  name: 'Second census',
  createdAt: '2026-01-01T00:00:00.000Z',
  ruleset: 'advciv',
  setup: { players: THREE_SEATS.map((s) => ({ name: s.name, nation: s.nation })), variants: [], settings: DEFAULT_SETTINGS },
  entries: ENTRIES.map((entry, i) => ({ at: `2026-01-01T00:0${i}:00.000Z`, entry })),
};

describe('advciv 21.1 the census form starts from the last census', () => {
  test('turn 2: prefilled with the census of turn 1; "+" on a cleared box brings back the last count, then steps from it', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    await page.setInputFiles('#import-file', { name: 'census.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(RECORD)) });
    const resume = page.getByRole('link', { name: /^Resume Second census/ });
    await resume.waitFor();
    await resume.click();
    await page.waitForURL(/#\/game\/[^/]+\/turn$/);
    await dismissOffline(page);
    await goToPhase(page, 'census');
    expect(await page.locator('#census-crete').inputValue()).toBe('14');
    expect(await page.locator('#census-italy').inputValue()).toBe('13');
    expect(await page.locator('#census-africa').inputValue()).toBe('12');
    await page.locator('#census-crete').fill('');
    await page.getByRole('button', { name: /^One more: .*Crete/ }).click();
    expect(await page.locator('#census-crete').inputValue()).toBe('14');
    await page.getByRole('button', { name: /^One more: .*Crete/ }).click();
    expect(await page.locator('#census-crete').inputValue()).toBe('15');
    await page.getByRole('button', { name: 'Record census' }).click();
    await waitPast(page, 'census');
    await page.goto(page.url().replace(/\/turn$/, '/log'));
    await page.locator('#log-h').waitFor();
    await expect.poll(() => page.getByTestId('log').innerText()).toContain('Crete 15');
  });
});
