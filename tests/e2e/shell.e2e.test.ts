/**
 * The installable offline shell in real Chromium at a phone viewport: first visit, service worker,
 * offline reload, navigation with the back button, language and theme, the PWA prompts.
 */
import { describe, expect, test } from 'vitest';
import { harnessPerFile, horizontalOverflow, snap, waitForServiceWorker } from './harness';
import { newGame, THREE_SEATS } from './table-steps';

const h = harnessPerFile();

describe('first visit and offline', () => {
  test('the first load shows the empty home screen, then the service worker controls the page', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await expect.poll(() => page.getByRole('heading', { name: 'Your games' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No games yet').isVisible()).toBe(true);
    await waitForServiceWorker(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await snap(page, 'home-empty');
  });

  test('"Ready to work offline" is shown once, then never again', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await waitForServiceWorker(page);
    const notice = page.getByText('Ready to work offline.');
    await notice.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    expect(await notice.isVisible()).toBe(false);
  });

  test('after the first visit, a reload with the network off still shows the app', async () => {
    const { context, page } = await h.newPhone();
    await page.goto(h.url);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    // A deep link works offline too (navigation falls back to the precached index.html).
    await page.goto(`${h.url}#/settings`);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await context.setOffline(false);
  });
});

describe('navigation', () => {
  test('settings opens from the top bar and the back button returns home', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await snap(page, 'settings');
    await page.goBack();
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
  });
});

describe('layout: notices beside the screen, never over it', () => {
  test('"Ready to work offline" never covers the tab bar at 360x640: every tab can be tapped; "←" goes to the game list', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await waitForServiceWorker(page);
    const notice = page.locator('.banner');
    await page.getByText('Ready to work offline.').waitFor({ state: 'visible' });
    await newGame(page, h.url, 'Layout', THREE_SEATS);
    expect(await notice.isVisible()).toBe(true);
    const tabs = page.locator('nav.tabs');
    // Both boxes are read in one layout, in the page: read one after the other from outside, a
    // scroll between the two reads (a new tab starts at the top) made two screens seem to overlap.
    const overlap = (): Promise<boolean> =>
      page.evaluate(() => {
        const [notice, tabs] = [document.querySelector('.banner'), document.querySelector('nav.tabs')];
        if (notice === null || tabs === null) throw new Error('notice or tab bar not laid out');
        const [a, b] = [notice.getBoundingClientRect(), tabs.getBoundingClientRect()];
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
    expect(await overlap()).toBe(false);
    // Tapped for real (no force): a covered tab would fail the tap (Playwright waits for the tab to
    // take the tap, and a covered one never does, however long it waits).
    for (const [tab, path] of [
      ['Players', 'players'],
      ['Scores', 'scores'],
      ['Log', 'log'],
      ['Turn', 'turn'],
    ] as const) {
      await tabs.getByRole('link', { name: tab }).click();
      await page.waitForURL(new RegExp(`/${path}$`));
      expect(await overlap()).toBe(false);
    }
    // "Why?" says why in words first, then the rule: a new game opens at the census (no cities to
    // tax, 18.1), whose order is the most tokens first (advciv 21.1).
    await page.locator('details.why > summary').first().click();
    const reasons = await page.locator('.why-reasons').first().innerText();
    expect(reasons).toContain('Africa goes first with the most tokens on the board');
    expect(reasons).toContain('(advciv 21.1)');
    // Scrolled to the end of the turn form, the notice is still not over it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await overlap()).toBe(false);
    await snap(page, 'offline-notice-with-tabs');
    // "←" leaves the game for the game list, however many tabs were visited.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
  });
});

describe('language and theme', () => {
  test('a Danish browser starts in Danish', async () => {
    const { page } = await h.newPhone({ locale: 'da-DK' });
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Jeres spil' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('da');
  });

  test('the language chosen in settings applies at once and is remembered after a reload', async () => {
    const { page } = await h.newPhone();
    await page.goto(`${h.url}#/settings`);
    await page.getByRole('radio', { name: 'Dansk' }).check();
    await page.getByRole('heading', { name: 'Indstillinger' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Indstillinger' }).waitFor();
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
  });

  test('the dark theme applies and is remembered', async () => {
    const { page } = await h.newPhone();
    await page.goto(`${h.url}#/settings`);
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // The page really is dark: its background's luminance is low (the device itself is in light mode).
    const luminance = await page.evaluate(() => {
      const [r = 0, g = 0, b = 0] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)?.map(Number) ?? [];
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });
    expect(luminance).toBeLessThan(0.2);
    await snap(page, 'settings-dark');
  });
});

describe('storage (persistence issue)', () => {
  test('settings shows how much is stored and whether the browser keeps it', async () => {
    const { page } = await h.newPhone();
    await page.goto(`${h.url}#/settings`);
    await page.getByRole('heading', { name: 'Storage on this device' }).waitFor();
    await expect.poll(() => page.getByTestId('storage-usage').textContent()).toMatch(/^\d[\d.,]* MB used of \d[\d.,]* (MB|GB) available\.$/);
    const persisted = await page.evaluate(() => navigator.storage.persisted());
    const line = persisted ? 'The browser will keep your games' : 'The browser may clear your games';
    await page.getByText(line).waitFor();
    expect(await page.getByRole('button', { name: 'Ask the browser to keep my games' }).isVisible()).toBe(!persisted);
  });
});

describe('language switch in place (Danish issue)', () => {
  test('the top-bar switch changes the language at once and keeps what was typed', async () => {
    const { page } = await h.newPhone();
    await page.goto(`${h.url}#/new`);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    const name = page.locator('#game-name');
    await name.fill('Sunday at Ole');
    await page.getByRole('button', { name: 'Dansk (switch to Danish)' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('da');
    await page.getByRole('heading', { name: 'Nyt spil' }).waitFor();
    expect(await name.inputValue()).toBe('Sunday at Ole');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/folketælling/);
    await page.getByRole('button', { name: 'English (skift til engelsk)' }).click();
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    expect(await name.inputValue()).toBe('Sunday at Ole');
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

describe('Content-Security-Policy (defence in depth)', () => {
  test('the app runs under a policy that refuses inline script, and the tests hear every violation', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(h.takeCspViolations()).toEqual([]);
    // A script smuggled into the page (as a hostile name rendered as markup would be) does not run:
    // wait for the browser's verdict on it (its policy violation), not for a fixed time.
    const { ran, refused } = await page.evaluate(async () => {
      const verdict = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true }),
      );
      const s = document.createElement('script');
      s.textContent = 'window.__smuggled = true;';
      document.body.append(s);
      const directive = await verdict;
      return { ran: (window as unknown as { __smuggled?: boolean }).__smuggled === true, refused: directive };
    });
    expect(ran).toBe(false);
    expect(refused).toMatch(/^script-src/);
    await expect.poll(() => h.takeCspViolations().length).toBeGreaterThan(0);
  });
});
