/**
 * Nothing waits on a prompt: the first game asks the browser to keep its storage
 * (navigator.storage.persist()), which Firefox puts to the player and headless Firefox never
 * answers. Here persist() is a promise that never settles, and the game still starts at once.
 */
import { describe, expect, test } from 'vitest';
import { harnessPerFile } from './harness';
import { newGame, THREE_SEATS } from './table-steps';

const h = harnessPerFile();

describe('storage persistence never holds up the table', () => {
  test('a persist() that never answers: "Start the game" opens the game at once, and it is listed; settings says the storage is not yet kept', async () => {
    const { page } = await h.newPhone();
    await page.addInitScript(() => {
      const asked = { count: 0 };
      (window as unknown as { persistAsked: typeof asked }).persistAsked = asked;
      Object.defineProperty(navigator.storage, 'persisted', { value: () => Promise.resolve(false) });
      Object.defineProperty(navigator.storage, 'persist', {
        value: () => {
          asked.count++;
          return new Promise<boolean>(() => undefined);
        },
      });
    });
    // newGame waits for the game screen: a screen that waited on the question would be held for good
    // (the promise never settles), so the game opening at all proves it, with no clock that a busy
    // machine could run past.
    await newGame(page, h.url, 'Never answered', THREE_SEATS);
    expect(await page.evaluate(() => (window as unknown as { persistAsked: { count: number } }).persistAsked.count)).toBe(1);
    await page.goto(`${h.url}#/settings`);
    await expect.poll(() => page.getByText('Ask the browser to keep my games').isVisible()).toBe(true);
    await page.goto(`${h.url}#/`);
    await expect.poll(() => page.getByText('Never answered').isVisible()).toBe(true);
  });
});
