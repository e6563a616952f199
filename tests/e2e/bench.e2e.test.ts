/**
 * Browser figures for the table (`npm run bench`; printed, not asserted: a busy 2-core machine makes
 * times noisy): a nine-player game (variant 38.1) of 1 turn and of 20 turns (about 780 entries),
 * imported and opened in Chromium at 360x640 (tapping "Resume" once the home screen has prepared the
 * listed games in its idle time), then, three times each, the time from a tap to the
 * screen showing its result: "Record census", opening the log tab, tapping an entry to see the table
 * as of then, and "Undo". One table of medians, with the 20-turn/1-turn ratio (goal: 20 turns within
 * 1.5x of 1 turn, the log tab and "as of" within 50 ms). The test asserts only that each step
 * happened, that the log shows the current turn open and older turns collapsed, and that nine
 * players fit a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { lateGame, lateGameFile } from '../bench/late-game';
import { harnessPerFile, horizontalOverflow, snap } from './harness';
import { currentPhase, goToPhase } from './table-steps';

const h = harnessPerFile();

/** What to tap: a CSS selector, or a button by its text. */
type Target = { readonly css: string } | { readonly button: string };
/** When the screen shows the result: an element exists, a button is enabled, or the walker left a phase. */
type Done = { readonly exists: string } | { readonly enabled: string } | { readonly phaseNot: string };

/**
 * Taps `target` inside the page and returns the milliseconds until the frame showing `done` is painted
 * (the DOM watched by a MutationObserver, so no polling interval and no test-runner round trip is
 * counted; like the browser's Interaction to Next Paint, the figure includes waiting for that frame).
 */
function tapToScreen(page: Page, target: Target, done: Done): Promise<number> {
  return page.evaluate(
    ({ target, done }) =>
      new Promise<number>((resolve, reject) => {
        const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
        const el = 'css' in target ? document.querySelector<HTMLElement>(target.css) : button(target.button);
        if (el === null || el === undefined) {
          reject(new Error(`nothing to tap: ${JSON.stringify(target)}`));
          return;
        }
        const shown = (): boolean => {
          if ('exists' in done) return document.querySelector(done.exists) !== null;
          if ('enabled' in done) return button(done.enabled)?.disabled === false;
          const phase = document.querySelector('#phase-h')?.getAttribute('data-phase');
          return phase !== undefined && phase !== null && phase !== done.phaseNot;
        };
        const t0 = performance.now();
        // Shown: the DOM holds the result; then the frame that paints it (a task after the next animation frame).
        const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          painted();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        el.click();
      }),
    { target, done },
  );
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

interface Figures {
  readonly entries: number;
  readonly open: number;
  readonly record: number;
  readonly logTab: number;
  readonly asOf: number;
  readonly openTurn: number;
  readonly asOfFirst: number;
  readonly undo: number;
}

const ROUNDS = 3;

async function measure(turns: number, look: boolean): Promise<Figures> {
  const { setup, record, state } = lateGame(turns);
  const { context, page } = await h.newPhone();
  await page.goto(h.url);
  await page.getByRole('heading', { name: 'Your games' }).waitFor();
  const text = lateGameFile({ setup, record });
  await page.setInputFiles('#import-file', { name: 'late.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  const resume = page.getByRole('link', { name: 'Resume Late game' });
  await resume.waitFor();
  // A player's tap comes after the home screen's idle time, in which it prepares the listed games
  // (their ruleset's screens, the newest replayed from its log): the list says when that is done.
  await page.locator('ul.list[data-prepared="true"]').waitFor();
  // Timed in the page, as every other tap here: from the tap to the painted turn screen.
  const open = await tapToScreen(page, { css: 'a[aria-label="Resume Late game"]' }, { exists: '#phase-h' });
  const base = page.url().replace(/\/turn$/, '');
  const times = {
    record: [] as number[],
    logTab: [] as number[],
    asOf: [] as number[],
    openTurn: [] as number[],
    asOfFirst: [] as number[],
    undo: [] as number[],
  };
  for (let round = 0; round < ROUNDS; round++) {
    await goToPhase(page, 'census');
    // 5 is within every nation's stock here (21.1: tokens less treasury; after 20 turns a treasury holds up to 40 of 47).
    for (const p of state.players) await page.locator(`#census-${p.nation}`).fill('5');
    times.record.push(await tapToScreen(page, { button: 'Record census' }, { phaseNot: 'census' }));
    // The walker goes on to the next phase where an entry is owed (18.1).
    expect(await currentPhase(page)).not.toBe('census');
    times.logTab.push(await tapToScreen(page, { css: 'nav.tabs a[href$="/log"]' }, { exists: '[data-testid="log"] li' }));
    // The current turn is open (its census just recorded); every older turn is a closed disclosure.
    const log = page.getByTestId('log');
    expect(await log.locator('details').count()).toBeGreaterThan(turns);
    expect(await log.locator('details[open]').count()).toBe(1);
    expect(await log.locator('li').count()).toBeLessThan(5);
    times.asOf.push(await tapToScreen(page, { css: '[data-testid="log"] details[open] li button' }, { exists: '.asof' }));
    await page.getByRole('button', { name: 'Back to now' }).click();
    await page.locator('.asof').waitFor({ state: 'detached' });
    // An older turn opens on a tap, and its first entry shows the table as of the game's start.
    times.openTurn.push(await tapToScreen(page, { css: '[data-testid="log"] details[data-turn="1"] > summary' }, { exists: 'details[data-turn="1"] li' }));
    times.asOfFirst.push(await tapToScreen(page, { css: 'details[data-turn="1"] li button' }, { exists: '.asof' }));
    await page.getByRole('button', { name: 'Back to now' }).click();
    await page.locator('.asof').waitFor({ state: 'detached' });
    times.undo.push(await tapToScreen(page, { button: 'Undo' }, { enabled: 'Redo' }));
    await page.goto(`${base}/turn`);
    await page.locator('#phase-h').waitFor();
  }
  if (look) {
    // Nine players still fit a phone: no horizontal scroll on any tab.
    await snap(page, 'nine-players-turn');
    expect(await horizontalOverflow(page)).toBe(0);
    for (const tab of ['players', 'scores', 'log'] as const) {
      await page.goto(`${base}/${tab}`);
      await page.locator(`#${tab}-h`).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await snap(page, `nine-players-${tab}`);
    }
  }
  // One phone at a time: a page left open behind this one would be a background tab (no frames painted).
  await context.close();
  return {
    entries: record.length,
    open,
    record: median(times.record),
    logTab: median(times.logTab),
    asOf: median(times.asOf),
    openTurn: median(times.openTurn),
    asOfFirst: median(times.asOfFirst),
    undo: median(times.undo),
  };
}

describe('table figures, 9 players, 1 turn and 20 turns', () => {
  test('tap to screen: record, log tab, table as of, undo', async () => {
    const one = await measure(1, false);
    const twenty = await measure(20, true);
    const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
    const rows: [string, keyof Omit<Figures, 'entries'>][] = [
      ['open the game (import done)', 'open'],
      ['tap "Record census"', 'record'],
      ['open the log tab', 'logTab'],
      ['tap an entry: table as of', 'asOf'],
      ['open turn 1 (a closed turn)', 'openTurn'],
      ['tap entry 1: table as of', 'asOfFirst'],
      ['tap "Undo"', 'undo'],
    ];
    const lines = [
      `[bench] Chromium, 9 players, tap to screen (median of ${ROUNDS}; open: once)`,
      `[bench] ${'step'.padEnd(30)}${`1 turn (${one.entries})`.padStart(14)}${`20 turns (${twenty.entries})`.padStart(16)}${'ratio'.padStart(8)}`,
      ...rows.map(
        ([label, key]) =>
          `[bench] ${label.padEnd(30)}${ms(one[key]).padStart(14)}${ms(twenty[key]).padStart(16)}${(twenty[key] / one[key]).toFixed(2).padStart(7)}x`,
      ),
    ];
    console.log(lines.join('\n'));
    for (const f of [one, twenty]) for (const [, key] of rows) expect(f[key]).toBeGreaterThan(0);
  });
});
