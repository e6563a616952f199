/**
 * Browser figures for the table (printed, not asserted: a busy 2-core machine makes times noisy):
 * start-up to an interactive home screen, opening a nine-player twenty-turn game, and the time from
 * tapping "Record" to the updated screen. The test asserts only that each step happened.
 */
import { describe, expect, test } from 'vitest';
import { lateGame } from '../bench/late-game';
import { harnessPerFile, horizontalOverflow, snap } from './harness';
import { currentPhase, goToPhase } from './table-steps';

const h = harnessPerFile();

describe('table figures, 9 players late game', () => {
  test('start-up, open, tap to updated screen', async () => {
    const { setup, record, state } = lateGame(20);
    const { page } = await h.newPhone();
    let t0 = Date.now();
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    const startup = Date.now() - t0;
    const text = JSON.stringify({
      schemaVersion: 1,
      id: 'late',
      name: 'Late game',
      createdAt: '2026-01-01T00:00:00.000Z',
      ruleset: 'advciv',
      setup,
      entries: record,
    });
    await page.setInputFiles('#import-file', { name: 'late.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.getByRole('link', { name: 'Resume Late game' }).waitFor();
    t0 = Date.now();
    await page.getByRole('link', { name: 'Resume Late game' }).click();
    await page.locator('#phase-h').waitFor();
    const open = Date.now() - t0;
    await goToPhase(page, 'census');
    for (const p of state.players) await page.locator(`#census-${p.nation}`).fill('10');
    t0 = Date.now();
    await page.getByRole('button', { name: 'Record census' }).click();
    await page.waitForFunction(() => document.querySelector('#phase-h')?.getAttribute('data-phase') !== 'census');
    const tap = Date.now() - t0;
    expect(await currentPhase(page)).toBe('ships');
    // Nine players still fit a phone: no horizontal scroll on any tab.
    await snap(page, 'nine-players-turn');
    expect(await horizontalOverflow(page)).toBe(0);
    const id = /#\/game\/([^/]+)\//.exec(page.url())?.[1] ?? '';
    for (const tab of ['players', 'scores', 'log'] as const) {
      await page.goto(`${h.url}#/game/${id}/${tab}`);
      await page.locator(`#${tab}-h`).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await snap(page, `nine-players-${tab}`);
    }
    const js = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => `${e.name.split('/').pop()} ${(e as PerformanceResourceTiming).encodedBodySize} B`),
    );
    console.log(
      `[bench] ${record.length} entries, 9 players: start-up to interactive home ${startup} ms; open game ${open} ms; tap Record census to updated screen ${tap} ms`,
    );
    console.log(`[bench] scripts loaded: ${js.join(', ')}`);
  });
});
