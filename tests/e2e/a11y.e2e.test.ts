/**
 * Accessibility: an axe scan (WCAG 2.1 A and AA) of every screen, in the light and dark themes.
 * Screens without game data are opened by address; the game screens (every tab and every phase
 * form of the turn walker) are reached by playing a game of each ruleset at the phone viewport,
 * once: at each screen the scan runs in both themes (the device's colour scheme is switched, the
 * app follows it), so a flow is not played twice.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, COLOUR_RULES } from './axe';
import { harnessPerFile, snap } from './harness';
import { advcivGrown, eeGrown, importGame } from './grown-records';
import { dismissOffline, drawAll, fillNumber, goToPhase, leaveAnyway, recordCities, waitPast } from './table-steps';

const h = harnessPerFile();

/**
 * The file's one phone, opened by the first test that needs it: every screen is reached on one page
 * (a new phone per test would load the app and install its service worker again). The screens
 * without game data come first, on an empty phone; each game test makes the game it scans.
 */
let phone: Page | undefined;
async function thePhone(): Promise<Page> {
  phone ??= (await h.newPhone()).page;
  return phone;
}

/** Every screen reachable without game data, with the heading that tells it has rendered. */
const SCREENS = [
  { hash: '#/', heading: 'Your games' },
  { hash: '#/settings', heading: 'Settings' },
  { hash: '#/new', heading: 'New game' },
] as const;

/** Visible controls smaller than 44 x 44 CSS pixels (checkboxes and radios count with their label). */
async function smallTargets(page: Page): Promise<readonly string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], select, input, summary')) {
      const box = el.getBoundingClientRect();
      if (
        box.width === 0 ||
        box.height === 0 ||
        getComputedStyle(el).visibility === 'hidden' ||
        el.closest('.sr-only') !== null ||
        el.classList.contains('sr-only')
      )
        continue;
      const target =
        el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? (el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null) ?? el)
          : el;
      const r = target.getBoundingClientRect();
      if (r.height < 44 || r.width < 44)
        out.push(
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
    }
    return out;
  });
}

/**
 * Scans the screen as it is: every WCAG A/AA rule and the 44 px targets in the light scheme, then
 * the colour rules again in the dark scheme (a theme changes colours only); photographs both.
 */
async function scanBoth(page: Page, found: Record<string, readonly string[]>, name: string): Promise<void> {
  await dismissOffline(page);
  const slug = name.replace(/[^a-z0-9]+/gi, '-');
  await page.emulateMedia({ colorScheme: 'light' });
  found[`light: ${name}`] = [...(await axeViolations(page)), ...(await smallTargets(page)).map((x) => `target under 44 px: ${x}`)];
  await snap(page, `light-${slug}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  found[`dark: ${name}`] = await axeViolations(page, COLOUR_RULES);
  await snap(page, `dark-${slug}`);
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('axe WCAG 2.1 A and AA', () => {
  test.each(SCREENS)('$hash has no violations, light and dark', async ({ hash, heading }) => {
    const page = await thePhone();
    await page.goto(`${h.url}${hash}`);
    await page.getByRole('heading', { name: heading }).waitFor();
    const found: Record<string, readonly string[]> = {};
    await scanBoth(page, found, hash);
    expect(Object.entries(found).filter(([, v]) => v.length > 0)).toEqual([]);
  });

  test('the game screens (every tab, every phase form) have no violations, light and dark', async () => {
    const page = await thePhone();
    const found: Record<string, readonly string[]> = {};
    const scan = (name: string) => scanBoth(page, found, name);
    // Turn 4: three quiet turns left 8 tokens each on the board (20.1), so 16 can build two cities and support them (25.2, 26.31).
    const id = await importGame(page, h.url, advcivGrown({ id: 'axe', name: 'Axe', turns: 3 }));
    await scan('turn: population');
    await goToPhase(page, 'census');
    await scan('turn: census');
    for (const [nation, n] of [
      ['crete', 16],
      ['italy', 16],
      ['africa', 16],
    ] as const)
      await fillNumber(page, `census-${nation}`, n);
    await page.getByRole('button', { name: 'Record census' }).click();
    await waitPast(page, 'census');
    await scan('turn: ships');
    await goToPhase(page, 'surplus');
    await scan('turn: cities');
    await recordCities(page, { crete: 2, italy: 2, africa: 2 });
    await scan('turn: trade cards');
    await drawAll(page, ['Africa', 'Italy', 'Crete']);
    await goToPhase(page, 'trade');
    await page.locator('#trade-from').selectOption('crete');
    await scan('turn: trade');
    await goToPhase(page, 'calamities');
    await page.getByRole('button', { name: 'Add a calamity card' }).click();
    await page.locator('#cal-0').selectOption('volcano');
    await page.locator('#cal-holder-0').selectOption('crete');
    await scan('turn: calamities');
    // The calamity typed is left behind: the walker asks first (scanned too).
    await page.getByTestId('next-phase').click();
    await page.getByTestId('leave-phase').waitFor();
    await scan('turn: leave a phase with typing');
    await leaveAnyway(page, 'calamities');
    await goToPhase(page, 'civ-cards');
    await scan('turn: civilization cards');
    for (const tab of ['players', 'scores', 'log'] as const) {
      await page.goto(`${h.url}#/game/${id}/${tab}`);
      await page.locator(`#${tab}-h`).waitFor();
      await scan(tab);
    }
    // Entry 16: this turn's census (the 15 of the three turns imported fold away by turn).
    await page.getByRole('button', { name: /^16\. / }).click();
    await page.getByText('Showing the table after entry 16.').waitFor();
    await scan('log: table as of entry 16');
    await page.goto(`${h.url}#/`);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    await page.getByRole('button', { name: 'Delete Axe' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Axe' }).waitFor();
    await scan('home: confirm delete');
    expect(Object.entries(found).filter(([, v]) => v.length > 0)).toEqual([]);
  });

  test('the Eastern Empires screens (new game, every phase form, every tab) have no violations, light and dark', async () => {
    const page = await thePhone();
    const found: Record<string, readonly string[]> = {};
    const scan = (name: string) => scanBoth(page, found, `ee ${name}`);
    await page.goto(`${h.url}#/new`);
    await page.getByLabel('Game', { exact: true }).selectOption('eastern-empires');
    await page.getByTestId('ee-new-game').waitFor();
    await scan('new game');
    // Turn 4: three quiet turns left 8 tokens each on the board (ee Phase 2a: at most 16 now).
    await importGame(page, h.url, eeGrown({ id: 'axe-ee', name: 'Axe East', turns: 3 }));
    const base = page.url().replace(/\/turn$/, '');
    // Census, then cities so that the trade-card, calamity and purchase forms have players to show.
    // Saba and Babylon build two cities each below (six tokens a city, ee Phase 5a) and keep four to support them (5c).
    for (const civ of ['saba', 'maurya', 'babylon', 'dravidia', 'kushan'])
      await page.locator(`#ee-census-${civ}`).fill(civ === 'saba' || civ === 'babylon' ? '16' : '12');
    await scan('population expansion');
    await page.getByRole('button', { name: 'Record census' }).click();
    for (const p of [
      'movement',
      'conflict',
      'cityConstruction',
      'tradeCardsAcquisition',
      'trade',
      'calamitySelection',
      'calamityResolution',
      'specialAbilities',
      'removeSurplusPopulation',
      'advancesAcquisition',
      'astAlteration',
    ]) {
      // The walker stops only where an entry is owed; every other phase is a tap on its chip away.
      await goToPhase(page, p);
      if (p === 'cityConstruction') for (const civ of ['saba', 'babylon']) await page.locator(`#ee-cities-${civ}`).fill('2');
      if (p === 'calamitySelection') await page.locator('#ee-held-famine').check();
      if (p === 'advancesAcquisition') await page.getByTestId('ee-prices').locator('summary').click();
      await scan(p);
      if (p === 'cityConstruction') {
        await page.getByRole('button', { name: 'Record cities' }).click();
        await waitPast(page, p);
      }
    }
    for (const tab of ['players', 'scores', 'log'] as const) {
      await page.goto(`${base}/${tab}`);
      await page.locator(`#${tab}-h`).waitFor();
      await scan(tab);
    }
    expect(Object.entries(found).filter(([, v]) => v.length > 0)).toEqual([]);
  });

  test("Sid Meier's screens (new game, every phase, every tab) have no violations, light and dark", async () => {
    const page = await thePhone();
    const found: Record<string, readonly string[]> = {};
    const scan = (name: string) => scanBoth(page, found, `smc ${name}`);
    await page.goto(`${h.url}#/new`);
    await page.getByLabel('Game', { exact: true }).selectOption('smc');
    await page.getByTestId('smc-new-game').waitFor();
    await page.getByLabel('Number of players').selectOption('3');
    for (const [i, name] of ['Ann', 'Bo', 'Cy'].entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
    await scan('new game');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/game\/[^/]+\/turn$/);
    const base = page.url().replace(/\/turn$/, '');
    for (const [now, next] of [
      ['movement', 'trade'],
      ['trade', 'production'],
      ['production', 'purchase'],
    ] as const) {
      await page.waitForFunction((x) => document.querySelector('#phase-h')?.getAttribute('data-phase') === x, now);
      if (now === 'production') {
        // Before the roll: the collect buttons (off) and the end of the phase saying what is owed.
        await scan('production before the roll');
        await page.locator('#critical-a').fill('1');
        await page.locator('#critical-b').fill('2');
        await page.getByRole('button', { name: 'Record the roll' }).click();
        await page.getByTestId('critical').waitFor();
        for (const p of ['Ann', 'Bo', 'Cy']) await page.getByTestId(`production-${p}`).locator('.ok-note').waitFor();
      }
      await scan(now);
      await page.getByTestId('end-phase').click();
      await page.waitForFunction((x) => document.querySelector('#phase-h')?.getAttribute('data-phase') === x, next);
    }
    await scan('purchase');
    for (const tab of ['players', 'scores', 'log'] as const) {
      await page.goto(`${base}/${tab}`);
      await page.locator(`#${tab}-h`).waitFor();
      await scan(tab);
    }
    expect(Object.entries(found).filter(([, v]) => v.length > 0)).toEqual([]);
  });
});
