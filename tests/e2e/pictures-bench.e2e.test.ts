/**
 * Browser figures for the game as pictures (issue 23; `npm run bench`, printed, not asserted: a busy
 * 2-core machine makes times noisy): a nine-player game (variant 38.1) of 1 turn and of 20 turns,
 * imported and opened on its scores tab in Chromium at 360x640, then, three times each, the time
 * from a tap to the frame that shows the A.S.T. as on the board, and the race chart (goal: at most
 * 50 ms). Each opening computes its views anew from the log (the race from the state layer's
 * checkpoints). The test asserts only that each picture showed, with one line per player.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { lateGame, lateGameFile } from '../bench/late-game';
import { harnessPerFile } from './harness';

const h = harnessPerFile();

/** Taps the button named `button` and returns the milliseconds until the frame showing `done` is painted. */
function tapToScreen(page: Page, button: string, done: string): Promise<number> {
  return page.evaluate(
    ({ button, done }) =>
      new Promise<number>((resolve, reject) => {
        const el = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === button);
        if (el === undefined) {
          reject(new Error(`no button ${button}`));
          return;
        }
        const t0 = performance.now();
        const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
        const observer = new MutationObserver(() => {
          if (document.querySelector(done) === null) return;
          observer.disconnect();
          painted();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        el.click();
      }),
    { button, done },
  );
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ROUNDS = 3;

async function measure(turns: number): Promise<{ readonly entries: number; readonly ast: number; readonly race: number }> {
  const { setup, record } = lateGame(turns);
  const { context, page } = await h.newPhone();
  await page.goto(h.url);
  await page.getByRole('heading', { name: 'Your games' }).waitFor();
  const text = lateGameFile({ setup, record });
  await page.setInputFiles('#import-file', { name: 'late.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByRole('link', { name: 'Resume Late game' }).click();
  await page.locator('#phase-h').waitFor();
  await page.getByRole('link', { name: 'Scores' }).click();
  await page.getByTestId('pictures').waitFor();
  const ast: number[] = [];
  const race: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ast.push(await tapToScreen(page, 'A.S.T. as on the board', '[data-testid="ast-svg"]'));
    expect(await page.locator('[data-testid="ast-svg"] [data-marker]').count()).toBe(setup.players.length);
    race.push(await tapToScreen(page, 'The race turn by turn', '[data-testid="race-svg"]'));
    expect(await page.locator('[data-testid="race-svg"] [data-line]').count()).toBe(setup.players.length);
    // Closed again, so the next round computes both anew.
    await page.getByRole('button', { name: 'The race turn by turn' }).click();
    await page.getByTestId('race-svg').waitFor({ state: 'detached' });
  }
  await context.close();
  return { entries: record.length, ast: median(ast), race: median(race) };
}

describe('pictures figures, 9 players, 1 turn and 20 turns', () => {
  test('tap to screen: the A.S.T. as on the board, the race chart', async () => {
    const one = await measure(1);
    const twenty = await measure(20);
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      [
        `[bench] Chromium, 9 players, tap to picture painted (median of ${ROUNDS}; goal <= 50 ms)`,
        `[bench] ${'picture'.padEnd(30)}${`1 turn (${one.entries})`.padStart(14)}${`20 turns (${twenty.entries})`.padStart(16)}`,
        `[bench] ${'A.S.T. as on the board'.padEnd(30)}${ms(one.ast).padStart(14)}${ms(twenty.ast).padStart(16)}`,
        `[bench] ${'the race turn by turn'.padEnd(30)}${ms(one.race).padStart(14)}${ms(twenty.race).padStart(16)}`,
      ].join('\n'),
    );
    for (const f of [one, twenty]) for (const v of [f.ast, f.race]) expect(v).toBeGreaterThan(0);
  });
});
