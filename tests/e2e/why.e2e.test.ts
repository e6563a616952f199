/**
 * "Why?" says why in words, then the rule, in real Chromium at 360x640 (issue 14: "Why?" mostly
 * listed rule numbers): in an Eastern Empires game the movement order's "Why?" names who goes first
 * with his census and how a tie is broken (ee Phase 3, chapter 6); in a Sid Meier's game the era's
 * "Why?" says when an era ends (smc Standard Rules: The Eras). In English and in Danish.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessPerFile } from './harness';
import { dismissOffline } from './table-steps';

const h = harnessPerFile();
const at = '2026-11-01T09:00:00.000Z';
const SIX = ['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia'];

const EE_RECORD = {
  schemaVersion: 1,
  id: 'why-ee',
  name: 'Why six',
  createdAt: at,
  ruleset: 'eastern-empires',
  setup: {
    players: SIX.map((civ, i) => ({ name: `P${i + 1}`, civ })),
    settings: { civilWarThreshold: 'moving', iconoclasmModifiers: 'allVictims', turnLimit: null },
  },
  entries: [],
};
const smcSetup = JSON.parse(readFileSync(new URL('../fixtures/games/smc-standard-4p.json', import.meta.url), 'utf8')).setup;
const SMC_RECORD = { schemaVersion: 1, id: 'why-smc', name: 'Why eras', createdAt: at, ruleset: 'smc', setup: smcSetup, entries: [] };

async function open(page: Page, record: { readonly name: string }): Promise<void> {
  await page.goto(h.url);
  await page.locator('#home-h, h1, h2').first().waitFor();
  await page.waitForFunction(() => document.querySelector('#import-file') !== null);
  await page.setInputFiles('#import-file', { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await page.locator('a.list-item', { hasText: record.name }).click();
  await page.locator('#phase-h').waitFor();
  await dismissOffline(page);
}

/** Opens the "Why?" inside `scope` and gives each reason's words and whether a rule follows them. */
async function reasons(page: Page, scope: string, summary?: string): Promise<{ readonly text: string; readonly cited: boolean }[]> {
  const why = page
    .locator(`${scope} details.why`)
    .filter({ has: page.locator('summary', summary === undefined ? {} : { hasText: summary }) })
    .first();
  await why.locator('summary').click();
  const items = why.locator('.why-reasons > li');
  await items.first().waitFor();
  return items.evaluateAll((lis) => lis.map((li) => ({ text: (li as HTMLElement).innerText, cited: li.querySelector('.cite') !== null })));
}

const CASES = [
  {
    lang: 'English',
    locale: 'en-GB',
    first: 'Maurya goes first with the most tokens on the board: 11.',
    tie: /^Maurya and Persia are level at 11; the order on the A\.S\.T\. breaks the tie/,
    eraWhy: 'Era progress',
    era: /^An era ends when a player buys his third technology of it/,
  },
  {
    lang: 'Danish',
    locale: 'da-DK',
    first: 'Maurya går først med flest brikker på brættet: 11.',
    tie: /^Maurya og Persien står lige med 11; rækkefølgen på A\.S\.T\. afgør det/,
    eraWhy: 'Æraens fremskridt',
    era: /^En æra slutter, når en spiller køber sin tredje teknologi/,
  },
] as const;

describe.each(CASES)('"Why?" in words, then the rule ($lang)', ({ locale, first, tie, eraWhy, era }) => {
  test('ee Phase 3, chapter 6: the movement order of six says who goes first with his census and how the tie is broken', async () => {
    const { page } = await h.newPhone({ locale });
    await open(page, EE_RECORD);
    const census = { saba: 10, maurya: 11, babylon: 10, dravidia: 9, kushan: 8, persia: 11 };
    for (const [civ, n] of Object.entries(census)) await page.locator(`#ee-census-${civ}`).fill(String(n));
    // The preview lists all six, numbered from 1 (the order was once reported numbered 2-6).
    const order = page.getByTestId('census-order');
    await expect.poll(() => order.locator('li').count()).toBe(6);
    expect(await order.evaluate((ol) => (ol as HTMLOListElement).start)).toBe(1);
    expect(await order.locator('li').first().innerText()).toMatch(/^Maurya/);
    const said = await reasons(page, '[data-testid="ee-census-form"]');
    expect(said[0]?.text).toContain(first);
    expect(said.some((r) => tie.test(r.text))).toBe(true);
    expect(said.every((r) => r.cited)).toBe(true);
    expect(said[0]?.text).toMatch(/\(ee .*3\)$/);
    expect(h.takeCspViolations()).toEqual([]);
  });

  test('smc Standard Rules: The Eras: the era\'s "Why?" says when an era ends, then the rule', async () => {
    const { page } = await h.newPhone({ locale });
    await open(page, SMC_RECORD);
    const said = await reasons(page, '', eraWhy);
    expect(said.some((r) => era.test(r.text) && r.cited)).toBe(true);
    expect(said.find((r) => era.test(r.text))?.text).toMatch(/\(smc .*The Eras.*\)$/);
    expect(h.takeCspViolations()).toEqual([]);
  });
});
