/**
 * Keyboard use on a desktop browser: a game is set up and an entry recorded without the mouse
 * (Tab to move, typing, Enter to submit), and focus is always visible.
 */
import { describe, expect, test } from 'vitest';
import { harnessPerFile } from './harness';
import { currentPhase, goToPhase, waitPast } from './table-steps';

const h = harnessPerFile();

describe('keyboard only', () => {
  test('set up a game and record the census with Tab, typing and Enter', async () => {
    const context = await h.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${h.url}#/new`);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.getByLabel('Name of the game').focus();
    await page.keyboard.type('Keys');
    const seats = [
      ['Ann', 'Crete'],
      ['Bo', 'Italy'],
      ['Cy', 'Africa'],
    ] as const;
    for (const [i, [name, nation]] of seats.entries()) {
      await page.getByLabel(`Player ${i + 1}`, { exact: true }).focus();
      await page.keyboard.type(name);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Nation of player ${i + 1}`);
      await page.getByLabel(`Nation of player ${i + 1}`).selectOption({ label: nation });
    }
    await page.getByLabel('Player 3', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/game\/[^/]+\/turn$/);
    await goToPhase(page, 'census');
    // Rows in A.S.T. order: Africa, Italy, Crete.
    await page.locator('#census-africa').focus();
    // Turn 1: one start token each grows to at most two (15.3, 20.1).
    for (const [i, n] of ['2', '1', '2'].entries()) {
      await page.keyboard.press('Control+A');
      await page.keyboard.type(n);
      // On to the next number: past this row's "+" and the next row's "−".
      if (i < 2) for (let k = 0; k < 3; k++) await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('census-crete');
    // The focused field shows where the keyboard is (:focus-visible outline).
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await waitPast(page, 'census');
    // No census of six, no city can be built (25.2): nothing is owed before the hands kept (27.1, 29.1, 31.71).
    expect(await currentPhase(page)).toBe('civ-cards');
    await context.close();
  });
});
