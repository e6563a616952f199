/**
 * What the engine knows of hands and stocks, at the table in real Chromium (phone size): taxation
 * with a player who has no cities goes on without a dead end and names the beneficiary the entry
 * records (advciv 19.32); a Famine held by a player who drew only stacks 1-2 is refused (27.2, 27.3);
 * Grain shown against Famine cannot buy a card this turn (30.312); a player with two cards may not
 * trade (28.3). Games are imported at the phase.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessPerFile, horizontalOverflow, snap } from './harness';
import { AFTER_DRAWS, AFTER_FAMINE, CITYLESS_TAXATION } from './hands-records';
import { buyer, currentPhase, fillNumber, goToPhase, waitPast } from './table-steps';

const h = harnessPerFile();

/** Imports a record through the home screen and opens its turn tab. */
async function open(page: Page, file: string, json: string): Promise<void> {
  await page.goto(`${h.url}#/`);
  await page.getByRole('heading', { name: 'Your games' }).waitFor();
  await page.setInputFiles('#import-file', { name: file, mimeType: 'application/json', buffer: Buffer.from(json) });
  await expect.poll(() => page.getByTestId('home-notice').innerText()).toContain('1 game imported');
  const stored = (await page.locator('[data-game]').first().getAttribute('data-game')) ?? '';
  await page.goto(`${h.url}#/game/${encodeURIComponent(stored)}/turn`);
  await page.locator('#phase-h').waitFor();
}

describe('advciv 19.32 taxation while a player has no cities', () => {
  test('a revolt asks for the stock of the city-less player, the preview names the beneficiary it gives, and the entry records it', async () => {
    const { page } = await h.newPhone();
    await open(page, 'cityless.json', CITYLESS_TAXATION);
    await page.getByText('Turn 8', { exact: true }).waitFor();
    expect(await currentPhase(page)).toBe('taxation');
    const form = page.getByTestId('taxation-form');
    // No revolt yet: only the players with cities are asked (Africa at least 19 in stock, 16.1).
    await fillNumber(page, 'stock-africa', 19);
    await fillNumber(page, 'stock-italy', 4);
    expect(await page.locator('#stock-crete').count()).toBe(0);
    // Italy has 1 token for 2 tax: his city revolts; Crete's stock decides who takes it (19.32).
    await fillNumber(page, 'stock-italy', 1);
    await page.locator('#stock-crete').waitFor();
    const italy = form.locator('[data-nation="italy"]');
    await expect.poll(() => italy.innerText()).toContain('1 city revolts.');
    expect(await italy.getByTestId('tax-waiting').innerText()).toContain('Crete');
    expect(await italy.innerText()).not.toMatch(/(Africa|Crete) takes/);
    expect(await page.getByRole('button', { name: 'Record taxes' }).isDisabled()).toBe(true);
    await snap(page, 'taxation-cityless-asks');
    // Crete: 15 tokens (47 - the 32 on her board) + 9 cities x 5 = 60 units, Africa 17 (19 less her tax) + 8 x 5 = 57: Crete takes the city.
    await fillNumber(page, 'stock-crete', 15);
    await expect.poll(() => italy.innerText()).toContain('Crete takes 1 city');
    expect(await horizontalOverflow(page)).toBe(0);
    await snap(page, 'taxation-cityless-preview');
    await page.getByRole('button', { name: 'Record taxes' }).click();
    await page.getByRole('button', { name: 'Record: Crete takes 1 of Italy’s cities' }).click();
    await waitPast(page, 'taxation');
    const id = /#\/game\/([^/]+)\//.exec(page.url())?.[1] ?? '';
    await page.goto(`${h.url}#/game/${id}/players`);
    await expect.poll(() => page.locator('[data-nation="crete"]').first().innerText()).toContain('1 city');
  });
});

describe('advciv 27.2, 27.3 a non-tradable calamity is held by the player who drew its stack', () => {
  test('Famine (stack 3) held by Italy, who drew only stacks 1-2 while Africa drew stack 3, is refused; the typing stays', async () => {
    const { page } = await h.newPhone();
    await open(page, 'draws.json', AFTER_DRAWS);
    await goToPhase(page, 'calamities');
    await page.getByRole('button', { name: 'Add a calamity card' }).click();
    await page.locator('#cal-0').selectOption('famine');
    await page.locator('#cal-holder-0').selectOption('italy');
    const open_ = page.locator('[data-testid="violations"] [data-code="calamity/not-drawn-by-holder"]').first();
    await open_.waitFor();
    expect(await open_.innerText()).toContain('advciv 27.3');
    await page.getByRole('button', { name: 'Record the calamities' }).click();
    await expect.poll(() => page.locator('[data-testid="violations"] [data-code="calamity/not-drawn-by-holder"]').count()).toBe(2);
    expect(await currentPhase(page)).toBe('calamities');
    expect(await page.locator('#cal-0').inputValue()).toBe('famine');
    expect(await page.locator('#cal-holder-0').inputValue()).toBe('italy');
    await snap(page, 'famine-without-stack-3');
  });
});

describe('advciv 30.312 Grain shown against Famine may not be used to acquire civilization cards this turn', () => {
  test('Africa showed both his Grain: turning them in is refused with 30.312 and what was typed stays', async () => {
    const { page } = await h.newPhone();
    await open(page, 'famine.json', AFTER_FAMINE);
    await goToPhase(page, 'civ-cards');
    await buyer(page, 'africa');
    // Kept 2 + drew 3, one of them Famine; nobody could trade with him (28.3): 4 commodity cards.
    expect(await page.getByTestId('hand-max').innerText()).toContain('4 commodity cards');
    expect(await page.locator('#hand-africa-grain').inputValue()).toBe('2');
    await page.getByLabel('Turn in the Grain set').check();
    await page.locator('#buy-africa-cloth-making').check();
    await page.getByRole('button', { name: 'Buy 1 card' }).click();
    const refusal = page.locator('[data-code="purchase/shown-cards-used"]');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('advciv 30.312');
    expect(await page.locator('#hand-africa-grain').inputValue()).toBe('2');
    expect(await page.locator('#buy-africa-cloth-making').isChecked()).toBe(true);
    expect(await currentPhase(page)).toBe('civ-cards');
    await snap(page, 'grain-after-famine-refused');
  });
});

describe('advciv 28.3 the trade entry', () => {
  test('Italy, holding two cards, may not trade: the form says so with the rule, refuses the entry and keeps the typing', async () => {
    const { page } = await h.newPhone();
    await open(page, 'draws.json', AFTER_DRAWS);
    await goToPhase(page, 'trade');
    const form = page.getByTestId('deal-form');
    // The engine's counts: Africa kept 2 and drew 3, Italy drew 2.
    expect(await page.locator('#trade-from option[value="africa"]').innerText()).toContain('5 cards');
    await page.locator('#trade-from').selectOption('italy');
    await page.locator('#trade-to').selectOption('africa');
    await page.locator('#trade-gave-named-0').selectOption('ochre');
    await page.locator('#trade-gave-named-1').selectOption('iron');
    await page.locator('#trade-got-named-0').selectOption('grain');
    await page.locator('#trade-got-named-1').selectOption('salt');
    const open_ = form.locator('[data-testid="violations"] [data-code="trade/hand-too-small"]').first();
    await open_.waitFor();
    expect(await open_.innerText()).toContain('advciv 28.3');
    await page.getByRole('button', { name: 'Record the trade' }).click();
    await expect.poll(() => form.locator('[data-code="trade/hand-too-small"]').count()).toBe(2);
    expect(await currentPhase(page)).toBe('trade');
    expect(await page.locator('#trade-from').inputValue()).toBe('italy');
    expect(await horizontalOverflow(page)).toBe(0);
    await snap(page, 'trade-refused');
  });
});
