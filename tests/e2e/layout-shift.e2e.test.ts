/**
 * Nothing moves after it is drawn (issue 21 item 7), in real Chromium at 360x640: the layout shifts
 * the browser reports (PerformanceObserver 'layout-shift', buffered from the first paint; shifts
 * right after a tap or a key excluded, as cumulative layout shift counts them) sum to 0 while the
 * home screen loads (empty, then with a game listed) and while a game opens, from "Resume" and from
 * its address.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessPerFile } from './harness';

const h = harnessPerFile();

const RECORD = {
  schemaVersion: 1,
  id: 'still',
  name: 'Still',
  createdAt: '2026-01-01T00:00:00.000Z',
  ruleset: 'advciv',
  setup: {
    players: [
      { name: 'Ann', nation: 'crete' },
      { name: 'Bo', nation: 'italy' },
      { name: 'Cy', nation: 'africa' },
    ],
    variants: [],
    settings: { babylonLateIron: '1600/1900', freeCards: 'required', taxRevolt: 'whole-cities', turnLimit: null },
  },
  entries: [],
};

/** The shifts reported so far, each with what moved (for the failure message). */
function shifts(page: Page): Promise<{ readonly sum: number; readonly moved: readonly string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const moved: string[] = [];
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
            if (e.hadRecentInput) continue;
            sum += e.value;
            for (const s of e.sources ?? []) {
              const el = s.node instanceof Element ? s.node : s.node?.parentElement;
              moved.push(`${e.value.toFixed(4)} ${el?.tagName ?? '?'}#${el?.id ?? ''}.${el?.className ?? ''} ${(el?.textContent ?? '').slice(0, 40)}`);
            }
          }
          resolve({ sum, moved });
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all gives no callback: answer after the next frames.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ sum, moved })));
      }),
  );
}

/** Waits until the page has painted two more frames (late arrivals drawn), then a task. */
const settled = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));

describe('issue 21.7: cumulative layout shift 0', () => {
  test('the home screen (empty, then listing a game) and a game opened (from "Resume", from its address) move nothing after they are drawn', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    const empty = await shifts(page);
    expect(empty.sum, empty.moved.join('\n')).toBe(0);

    await page.setInputFiles('#import-file', { name: 'still.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(RECORD)) });
    await page.locator('[data-game]').waitFor();
    await page.reload();
    await page.locator('ul.list[data-prepared="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    const listed = await shifts(page);
    expect(listed.sum, listed.moved.join('\n')).toBe(0);

    await page.getByRole('link', { name: 'Resume Still' }).click();
    await page.locator('#phase-h').waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    const game = await shifts(page);
    expect(game.sum, game.moved.join('\n')).toBe(0);

    // The game opened straight from its address (the app reopened, no tap before it): still nothing moves.
    await page.reload();
    await page.locator('#phase-h').waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    const reopened = await shifts(page);
    expect(reopened.sum, reopened.moved.join('\n')).toBe(0);
  });
});
