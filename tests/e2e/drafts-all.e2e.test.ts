/**
 * Drafts beyond Advanced Civilization, in real Chromium: what is typed in an Eastern Empires form and
 * in a Sid Meier's form survives a reload (the phone's tab was killed while it went round the table),
 * and once the entry is recorded a reload finds the form empty and no draft kept (src/state/drafts.ts
 * through useEntry/useDraft).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessPerFile, waitForServiceWorker } from './harness';
import { dismissOffline, draftKeys, waitForStoredDraft } from './table-steps';

const h = harnessPerFile();

function phaseIs(page: Page, p: string): Promise<unknown> {
  return page.waitForFunction((x) => document.querySelector('#phase-h')?.getAttribute('data-phase') === x, p);
}

async function newGameOf(page: Page, game: 'eastern-empires' | 'smc', names: readonly string[]): Promise<void> {
  await page.goto(h.url);
  await waitForServiceWorker(page);
  await page.goto(`${h.url}#/new`);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await page.getByLabel('Game', { exact: true }).selectOption(game);
  await page.getByTestId(game === 'smc' ? 'smc-new-game' : 'ee-new-game').waitFor();
  await page.getByLabel('Name of the game').fill('Drafts');
  await page.getByLabel('Number of players').selectOption(String(names.length));
  for (const [i, name] of names.entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/game\/[^/]+\/turn$/);
  await dismissOffline(page);
}

describe('drafts in every ruleset: typing survives a reload until the entry is recorded', () => {
  test('Eastern Empires population expansion (ee Phase 2b): typed tokens come back; recorded, a reload (and an undo) finds the form empty', async () => {
    const { page } = await h.newPhone();
    await newGameOf(page, 'eastern-empires', ['Ronald', 'Michael', 'Judith', 'Tony', 'Frank']);
    await phaseIs(page, 'populationExpansion');
    const civs = await page.locator('[id^="ee-census-"]').evaluateAll((els) => els.map((e) => e.id.replace('ee-census-', '')));
    expect(civs).toHaveLength(5);
    const [first, second] = civs;
    // Turn 1: the one starting token grows to at most two (ee chapter 4, Phase 2a).
    await page.locator(`#ee-census-${first}`).fill('2');
    await page.locator(`#ee-census-${second}`).fill('1');
    // The second civilization's tokens reached the device too, not only the first keystroke.
    await waitForStoredDraft(page, 'census', { tokens: { [first ?? '']: 2, [second ?? '']: 1 } });
    expect(await draftKeys(page)).toHaveLength(1);

    await page.reload();
    await page.locator(`#ee-census-${first}`).waitFor();
    expect(await page.locator(`#ee-census-${first}`).inputValue()).toBe('2');
    expect(await page.locator(`#ee-census-${second}`).inputValue()).toBe('1');

    for (const civ of civs) await page.locator(`#ee-census-${civ}`).fill('2');
    await page.getByRole('button', { name: 'Record census' }).click();
    // The walker passes the ships (optional, ee Phase 3) and the conflict (at the table): the cities.
    await phaseIs(page, 'cityConstruction');
    await expect.poll(() => draftKeys(page)).toEqual([]);
    await page.reload();
    await phaseIs(page, 'cityConstruction');
    await expect.poll(() => draftKeys(page)).toEqual([]);

    // Undone, the census form opens again, blank: the recorded typing was not kept as a draft.
    const base = page.url().replace(/\/turn$/, '');
    await page.goto(`${base}/log`);
    await page.getByTestId('log').waitFor();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.goto(`${base}/turn`);
    await phaseIs(page, 'populationExpansion');
    await page.locator(`#ee-census-${first}`).waitFor();
    expect(await page.locator(`#ee-census-${first}`).inputValue()).toBe('');
    expect(await page.locator(`#ee-census-${second}`).inputValue()).toBe('');
  });

  test("Sid Meier's trade (smc Trade phase): gold typed to give comes back; recorded, a reload finds the form empty", async () => {
    const { page } = await h.newPhone();
    await newGameOf(page, 'smc', ['Ann', 'Bo', 'Cy', 'Di']);
    await phaseIs(page, 'movement');
    await page.getByTestId('end-phase').click();
    await phaseIs(page, 'trade');
    const openGive = () => page.getByText('Give gold, technologies, settlers').click();
    await openGive();
    await page.locator('#give-from').selectOption('Cy');
    await page.locator('#give-to').selectOption('Di');
    await page.locator('#give-gold').fill('5');
    const from = await page.locator('#give-from').inputValue();
    const to = await page.locator('#give-to').inputValue();
    expect(from).not.toBe(to);
    // The gold typed last reached the device (each write stores the whole draft, so all three did).
    await waitForStoredDraft(page, 'give', { from, to, gold: 5 });
    expect(await draftKeys(page)).toHaveLength(1);

    await page.reload();
    await phaseIs(page, 'trade');
    await openGive();
    expect(await page.locator('#give-from').inputValue()).toBe(from);
    expect(await page.locator('#give-to').inputValue()).toBe(to);
    expect(await page.locator('#give-gold').inputValue()).toBe('5');

    await page.getByRole('button', { name: 'Record the trade' }).click();
    await expect.poll(() => page.locator('#give-gold').inputValue()).toBe('');
    await expect.poll(() => draftKeys(page)).toEqual([]);
    await page.reload();
    await phaseIs(page, 'trade');
    await openGive();
    expect(await page.locator('#give-gold').inputValue()).toBe('');
    await expect.poll(() => draftKeys(page)).toEqual([]);
    expect(await page.getByTestId('draft-discard').count()).toBe(0);
  });
});
