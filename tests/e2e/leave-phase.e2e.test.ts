/**
 * Leaving a phase with typing not yet recorded, in real Chromium at 360x640: "Skip to …" asks
 * first (nothing is thrown away unasked); the phase chips are buttons, and a phase left is gone
 * back to with one tap while the engine still takes its entries (advciv 18.1), its typing restored.
 */
import { describe, expect, test } from 'vitest';
import { harnessPerFile } from './harness';
import { currentPhase, dismissOffline, fillNumber, goToPhase, newGame, THREE_SEATS } from './table-steps';

const h = harnessPerFile();

describe('advciv 18.1 leaving a phase with typing asks first; a phase left can be gone back to', () => {
  test('"Skip" with typing asks; "Stay here" keeps it; going on keeps a draft; the census chip brings it back', async () => {
    const { page } = await h.newPhone();
    await newGame(page, h.url, 'Leaving', THREE_SEATS);
    await dismissOffline(page);
    await goToPhase(page, 'census');
    await fillNumber(page, 'census-crete', 2);
    await page.getByTestId('next-phase').click();
    const ask = page.getByTestId('leave-phase');
    await ask.waitFor();
    expect(await ask.innerText()).toContain('not recorded yet');
    expect(await currentPhase(page)).toBe('census');
    await page.getByRole('button', { name: 'Stay here' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await currentPhase(page)).toBe('census');
    expect(await page.locator('#census-crete').inputValue()).toBe('2');

    await page.getByTestId('next-phase').click();
    await page.getByRole('button', { name: /^Go to / }).click();
    // Turn 1, no cities: the next phase where an entry is owed is the hands kept (27.1, 29.1, 31.71).
    await page.waitForFunction(() => document.querySelector('#phase-h')?.getAttribute('data-phase') === 'civ-cards');
    // Nothing typed in the card phase: the chip goes back at once, and the census typing is there.
    await page.locator('[data-step="census"]').click();
    await page.waitForFunction(() => document.querySelector('#phase-h')?.getAttribute('data-phase') === 'census');
    expect(await page.locator('#census-crete').inputValue()).toBe('2');
    expect(await ask.count()).toBe(0);
  });

  test('without typing "Skip" moves at once; a phase already passed is no button', async () => {
    const { page } = await h.newPhone();
    await newGame(page, h.url, 'Passing', THREE_SEATS);
    await dismissOffline(page);
    await goToPhase(page, 'census');
    // Turn 1: at most two tokens each (20.1), no census of six (25.2): no city can be built, so nothing is owed before the hands kept (27.1, 29.1, 31.71).
    await fillNumber(page, 'census-crete', 2);
    await fillNumber(page, 'census-italy', 2);
    await fillNumber(page, 'census-africa', 1);
    await page.getByRole('button', { name: 'Record census' }).click();
    await page.waitForFunction(() => document.querySelector('#phase-h')?.getAttribute('data-phase') === 'civ-cards');
    expect(await page.locator('[data-step="census"]').count()).toBe(0);
    expect(await page.locator('[data-step="population"]').count()).toBe(0);
    await page.getByTestId('next-phase').click();
    await page.waitForFunction(() => document.querySelector('#phase-h')?.getAttribute('data-phase') === 'ast');
    expect(await page.getByTestId('leave-phase').count()).toBe(0);
    await page.locator('[data-step="ships"]').click();
    await page.waitForFunction(() => document.querySelector('#phase-h')?.getAttribute('data-phase') === 'ships');
  });
});
