/**
 * Every screen fits a phone (issue 21 items 2 and 4), in real Chromium at 360x640: one game of each
 * ruleset is walked through every phase screen of its turn (and its new-game form), each screen is
 * measured in English and in Danish (the language is switched in place, so a screen is reached once),
 * and the walk fails on
 * - a control whose text is cut: a button, a heading or the header title whose text is wider (or,
 *   clipped, taller) than its box; a select with an option wider than the select's content box
 *   (measured with a canvas in the select's own font: any option may be the one chosen);
 * - a new phase arrived at (after a record or a "next" tap at the foot of a form) whose heading is
 *   not in view below the top bar, or does not hold the focus (a screen reader announces it).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessPerFile } from './harness';
import { da } from '../../src/ui/messages/catalog';
import { dismissOffline, fillNumber, newGame } from './table-steps';

const h = harnessPerFile();

/** The controls on screen whose text does not fit, as "what: text (needed px > box px)". */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: HTMLElement): boolean => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && el.closest('.sr-only, [hidden]') === null;
    };
    const name = (el: Element): string => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`;
    for (const el of document.querySelectorAll<HTMLElement>('button, h1, h2, h3, h4, summary, .topbar *')) {
      if (!shown(el) || el.classList.contains('sr-only')) continue;
      const text = (el.textContent ?? '').trim();
      if (text === '') continue;
      const clipsY = getComputedStyle(el).overflowY !== 'visible';
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${name(el)} "${text}" (${el.scrollWidth} > ${el.clientWidth} px wide)`);
      else if (clipsY && el.scrollHeight > el.clientHeight + 1) out.push(`${name(el)} "${text}" (${el.scrollHeight} > ${el.clientHeight} px high)`);
    }
    const ctx = document.createElement('canvas').getContext('2d');
    if (ctx === null) return ['no canvas to measure with'];
    for (const el of document.querySelectorAll<HTMLSelectElement>('select')) {
      if (!shown(el)) continue;
      const cs = getComputedStyle(el);
      ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const box = el.clientWidth - Number.parseFloat(cs.paddingLeft) - Number.parseFloat(cs.paddingRight);
      for (const o of el.options) {
        const w = ctx.measureText(o.text).width;
        if (w > box) out.push(`${name(el)} option "${o.text}"${o.selected ? ' (chosen)' : ''} (${Math.ceil(w)} > ${Math.floor(box)} px)`);
      }
    }
    return out;
  });
}

/** The language shown now ('en' or 'da'). */
const lang = (page: Page): Promise<string> => page.evaluate(() => document.documentElement.lang);

/** Switches the language in place (the top bar's button) and waits until the screen speaks it. */
async function switchLanguage(page: Page): Promise<void> {
  const to = (await lang(page)) === 'en' ? 'da' : 'en';
  await page.locator('.topbar .lang-switch').click();
  await page.waitForFunction((l) => document.documentElement.lang === l, to);
}

/** Measures the screen as it is in both languages (back to the first after), naming it `where`. */
async function measure(page: Page, where: string, found: string[]): Promise<void> {
  for (let k = 0; k < 2; k++) {
    for (const c of await cutTexts(page)) found.push(`${where} [${await lang(page)}]: ${c}`);
    await switchLanguage(page);
  }
}

/**
 * After a tap that leaves the phase `from`: waits for the new phase and checks at once (no waiting
 * for a scroll) that its heading is in view below the sticky top bar and holds the focus.
 */
async function arrive(page: Page, from: string, found: string[]): Promise<string> {
  await page.waitForFunction((p) => {
    const at = document.querySelector('#phase-h')?.getAttribute('data-phase');
    return at !== undefined && at !== null && at !== p;
  }, from);
  const seen = await page.evaluate(() => {
    const heading = document.querySelector<HTMLElement>('#phase-h');
    const bar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
    const r = heading?.getBoundingClientRect();
    return {
      phase: heading?.dataset.phase ?? '',
      inView: r !== undefined && r.top >= bar - 1 && r.bottom <= window.innerHeight,
      top: Math.round(r?.top ?? -1),
      scrollY: Math.round(window.scrollY),
      focused: document.activeElement === heading,
    };
  });
  if (!seen.inView) found.push(`arrival at ${seen.phase}: heading not in view (top ${seen.top} px, page scrolled ${seen.scrollY} px)`);
  if (!seen.focused) found.push(`arrival at ${seen.phase}: heading not focused`);
  return seen.phase;
}

/** Taps `control` (a phase chip, the way on at the foot of the form), going on where typing is left behind, and checks the arrival. */
async function leave(page: Page, control: Locator, found: string[]): Promise<string> {
  const from = (await page.locator('#phase-h').getAttribute('data-phase')) ?? '';
  await control.click();
  // Typing left behind in the phase: the walker asks first, and goes on.
  await page.waitForFunction(
    (p) => document.querySelector('#phase-h')?.getAttribute('data-phase') !== p || document.querySelector('[data-testid="leave-phase"]') !== null,
    from,
  );
  const ask = page.getByTestId('leave-phase');
  if ((await ask.count()) > 0) await ask.locator('button.primary').click();
  return arrive(page, from, found);
}

/** The game's other tabs (players, scores, log), measured in both languages. */
async function tabs(page: Page, ruleset: string, found: string[]): Promise<void> {
  const base = page.url().replace(/\/turn$/, '');
  for (const tab of ['players', 'scores', 'log'] as const) {
    await page.goto(`${base}/${tab}`);
    await page.locator(`#${tab}-h`).waitFor();
    await measure(page, `${ruleset} ${tab}`, found);
  }
  await page.goto(`${base}/turn`);
  await page.locator('#phase-h').waitFor();
}

describe('issue 21 every control fits at 360 px, every phase opens at its heading', () => {
  test('advciv, Eastern Empires and Sid Meier’s: every phase screen in English and Danish', async () => {
    const { page } = await h.newPhone();
    const found: string[] = [];
    await page.goto(`${h.url}#/new`);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await dismissOffline(page);
    await measure(page, 'new game (advciv)', found);
    for (const ruleset of ['eastern-empires', 'smc']) {
      await page.getByLabel('Game', { exact: true }).selectOption(ruleset);
      await page.getByTestId(`${ruleset === 'smc' ? 'smc' : 'ee'}-new-game`).waitFor();
      await measure(page, `new game (${ruleset})`, found);
    }
    await page.getByLabel('Game', { exact: true }).selectOption('advciv');

    // Advanced Civilization: turn 1 from the census to the A.S.T., then turn 2's taxes.
    await newGame(page, h.url, 'Game of the table at the end of November', [
      { name: 'Ann', nation: 'crete' },
      { name: 'Bo', nation: 'italy' },
      { name: 'Cy', nation: 'thrace' },
    ]);
    await measure(page, 'advciv census', found);
    for (const [nation, n] of [
      ['crete', 18],
      ['italy', 17],
      ['thrace', 16],
    ] as const)
      await fillNumber(page, `census-${nation}`, n);
    await page.getByRole('button', { name: 'Record census' }).click();
    let at = await arrive(page, 'census', found);
    // What was recorded is said under the heading (a status a screen reader reads out).
    expect(await page.getByRole('status').filter({ hasText: 'Recorded: Census: Italy 17, Thrace 16, Crete 18' }).count()).toBe(1);
    // Every phase of the turn in order (18.1): where the walker passed it, its chip opens it.
    const chip = async (phase: string) => {
      if (at === phase) return;
      at = await leave(page, page.locator(`button.step-go[data-step="${phase}"]`), found);
    };
    for (const phase of ['ships', 'movement', 'conflict', 'city-construction', 'surplus']) {
      await chip(phase);
      await measure(page, `advciv ${phase}`, found);
    }
    for (const nation of ['crete', 'italy', 'thrace']) await fillNumber(page, `cities-${nation}`, 2);
    await page.getByRole('button', { name: 'Record cities' }).click();
    at = await arrive(page, 'surplus', found);
    await measure(page, `advciv ${at}`, found);
    await page.getByRole('button', { name: /^Record the draw for everyone left/ }).click();
    at = await arrive(page, at, found);
    // Three draws, one entry each (27.1), named together.
    expect(await page.getByTestId('phase-recorded').innerText()).toMatch(/^Recorded 3 entries: /);
    await chip('trade');
    await page.locator('#trade-from').selectOption('thrace');
    await measure(page, 'advciv trade', found);
    await chip('calamities');
    await measure(page, 'advciv calamities', found);
    // The calamities with the longest names and choices: Volcanic Eruption (who is next to it), Civil War (the factions).
    for (const [i, [calamity, holder]] of [
      ['volcano', 'crete'],
      ['civil-war', 'thrace'],
      ['iconoclasm-heresy', 'italy'],
    ].entries()) {
      await page.getByRole('button', { name: 'Add a calamity card' }).click();
      await page.locator(`#cal-${i}`).selectOption(calamity ?? '');
      await page.locator(`#cal-holder-${i}`).selectOption(holder ?? '');
    }
    await measure(page, 'advciv calamities held', found);
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Remove this card' }).first().click();
    await page.getByRole('button', { name: 'No calamities: record and go on' }).click();
    at = await arrive(page, 'calamities', found);
    await measure(page, `advciv ${at}`, found);
    // A buyer's shop and "Plan my buy" with its goals (31).
    await page.getByLabel('Player buying').selectOption('thrace');
    const shop = page.locator('[data-testid="civ-form"] [data-nation="thrace"]');
    await shop.getByText('Plan my buy').click();
    await page.locator('#plan-goal-thrace').selectOption('target');
    await measure(page, 'advciv civ-cards: a shop and its plan', found);
    await page.getByRole('button', { name: /^No purchase for everyone left/ }).click();
    at = await arrive(page, at, found);
    await measure(page, `advciv ${at}`, found);
    await page.getByRole('button', { name: 'Move the markers and end the turn' }).click();
    at = await arrive(page, at, found);
    await measure(page, `advciv turn 2 ${at}`, found);

    await tabs(page, 'advciv', found);

    // Eastern Empires, walked in Danish (the arrivals checked in Danish), measured in both: every phase of turn 1.
    await page.goto(`${h.url}#/new`);
    await page.getByLabel('Game', { exact: true }).selectOption('eastern-empires');
    await page.getByTestId('ee-new-game').waitFor();
    await page.getByLabel('Name of the game').fill('Spillet om Øst-imperierne, november');
    await switchLanguage(page);
    await page.getByRole('button', { name: da['new.start'] }).click();
    await page.waitForURL(/#\/game\/[^/]+\/turn$/);
    await page.locator('#phase-h').waitFor();
    // Saba and Babylon build two cities each (six tokens a city, ee Phase 5a) and keep four to support them (5c).
    for (const civ of ['saba', 'maurya', 'babylon', 'dravidia', 'kushan'])
      await page.locator(`#ee-census-${civ}`).fill(civ === 'saba' || civ === 'babylon' ? '16' : '12');
    await measure(page, 'ee populationExpansion', found);
    await page.getByRole('button', { name: da['census.record'] }).click();
    at = await arrive(page, 'populationExpansion', found);
    expect(await page.getByTestId('phase-recorded').innerText()).toMatch(/^Registreret: Forøgelse af befolkning/);
    while (at !== 'astAlteration') {
      if (at === 'cityConstruction') for (const civ of ['saba', 'babylon']) await page.locator(`#ee-cities-${civ}`).fill('2');
      if (at === 'calamitySelection') {
        // Saba holds Volcanic Eruption (from stack 2, ee Phase 7), resolved in the next phase (ee chapter 8).
        await page.locator('#ee-sel-civ').selectOption('saba');
        await page.locator('#ee-held-volcanicEruption').check();
        await page.getByRole('button', { name: da['eeui.selection.record'] }).click();
        await page.getByTestId('selections').waitFor();
      }
      if (at === 'advancesAcquisition') {
        await page.getByTestId('ee-prices').locator('summary').click();
        await page.locator('#ee-buy-civ').selectOption('saba');
        await page.getByTestId('ee-plan-panel').getByText(da['plan.open']).click();
        await page.locator('#ee-plan-goal-saba').selectOption('target');
      }
      await measure(page, `ee ${at}`, found);
      if (at === 'cityConstruction') {
        await page.getByRole('button', { name: da['eeui.cities.record.construction'] }).click();
        at = await arrive(page, at, found);
      } else if (at === 'tradeCardsAcquisition') {
        // Every player's draw in the order given (ee Phase 6a), no extra cards; the last moves the walker on.
        const draw = page.getByTestId('ee-draw-form');
        for (let civ = await draw.getAttribute('data-civ'); civ !== null; ) {
          await draw.getByRole('button').last().click();
          await page.waitForFunction((c) => document.querySelector('[data-testid="ee-draw-form"]')?.getAttribute('data-civ') !== c, civ);
          civ = (await draw.count()) > 0 ? await draw.getAttribute('data-civ') : null;
        }
        at = await arrive(page, at, found);
      } else at = await leave(page, page.getByTestId('next-phase'), found);
    }
    await measure(page, 'ee astAlteration', found);
    await tabs(page, 'ee', found);
    await switchLanguage(page);

    // Sid Meier's: the four phases of turn 1, the production rolled and collected.
    await page.goto(`${h.url}#/new`);
    await page.getByLabel('Game', { exact: true }).selectOption('smc');
    await page.getByTestId('smc-new-game').waitFor();
    await page.getByLabel('Number of players').selectOption('3');
    for (const [i, name] of ['Annemarie', 'Bartholomew', 'Cy'].entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
    await measure(page, 'new game (smc, filled)', found);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/game\/[^/]+\/turn$/);
    await page.locator('#phase-h').waitFor();
    at = 'movement';
    while (at !== 'purchase') {
      if (at === 'production') {
        await page.locator('#critical-a').fill('1');
        await page.locator('#critical-b').fill('2');
        await page.getByRole('button', { name: 'Record the roll' }).click();
        await page.getByTestId('critical').waitFor();
        await measure(page, `smc ${at} rolled`, found);
        for (const p of ['Annemarie', 'Bartholomew', 'Cy']) {
          const collect = page.getByTestId(`collect-${p}`);
          await collect.click();
          await collect.waitFor({ state: 'detached' });
        }
      }
      await measure(page, `smc ${at}`, found);
      at = await leave(page, page.getByTestId('end-phase'), found);
    }
    await measure(page, 'smc purchase', found);
    await tabs(page, 'smc', found);

    // The shell's screens, with the three games listed.
    for (const [hash, title] of [
      ['#/', 'Your games'],
      ['#/settings', 'Settings'],
      ['#/phones', 'Play with several phones'],
    ] as const) {
      await page.goto(`${h.url}${hash}`);
      await page.getByRole('heading', { name: title, exact: true }).first().waitFor();
      await measure(page, hash, found);
    }

    expect(found).toEqual([]);
  });
});
