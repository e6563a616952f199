/**
 * Eastern Empires at a phone viewport in real Chromium: a five-player game set up (starting credits
 * 10 of each colour, ee chapter 4) and played through two turns with the turn walker: census, cities,
 * trade cards in order of fewest cities, Volcanic Eruption striking a neighbour's tokens, a purchase
 * with colour credits (one refused first, with its rule), the A.S.T.; then taxes, a ship, Famine with
 * three secondary victims, a reload in the middle of the turn, purchases using the previous turn's
 * credits, the cards kept and the A.S.T. again. Players, scores (with the tie-break step), log, and a
 * player leaving the game (ee chapter 7); then a Danish game with a refused city (ee Phase 5a).
 * Every screen is photographed into screenshots/ and checked for horizontal overflow at 360 px.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessPerFile, horizontalOverflow, snap, waitForServiceWorker } from './harness';
import { eeGrown, importGame } from './grown-records';
import { dismissOffline, expectAppRefusal } from './table-steps';

const h = harnessPerFile();

const PLAYERS = [
  ['Ronald', 'saba'],
  ['Michael', 'maurya'],
  ['Judith', 'babylon'],
  ['Tony', 'dravidia'],
  ['Frank', 'kushan'],
] as const;
type Civ = (typeof PLAYERS)[number][1];

async function phase(page: Page): Promise<string> {
  const heading = page.locator('#phase-h');
  await heading.waitFor();
  return (await heading.getAttribute('data-phase')) ?? '';
}

async function waitPhase(page: Page, p: string): Promise<void> {
  await page.waitForFunction((x) => document.querySelector('#phase-h')?.getAttribute('data-phase') === x, p);
}

/** Taps the walker's "next" button and waits for the phase. */
async function next(page: Page, p: string): Promise<void> {
  await page.getByTestId('next-phase').click();
  await waitPhase(page, p);
}

async function fill(page: Page, id: string, n: number): Promise<void> {
  await page.locator(`#${id}`).fill(String(n));
}

async function look(page: Page, name: string): Promise<void> {
  await dismissOffline(page);
  await snap(page, `ee-${name}`);
  expect(await horizontalOverflow(page)).toBe(0);
}

async function census(page: Page, tokens: number | Readonly<Record<Civ, number>>): Promise<void> {
  for (const [, civ] of PLAYERS) await fill(page, `ee-census-${civ}`, typeof tokens === 'number' ? tokens : tokens[civ]);
}

async function cities(page: Page, n: Readonly<Record<Civ, number>>, tokens: number): Promise<void> {
  for (const [, civ] of PLAYERS) {
    await fill(page, `ee-cities-${civ}`, n[civ]);
    await fill(page, `ee-tokens-${civ}`, tokens);
  }
}

/** Records every waiting player's draw without extra cards, checking the order (ee Phase 6a). */
async function drawAll(page: Page, order: readonly Civ[]): Promise<void> {
  for (const civ of order) {
    await page.waitForFunction((c) => document.querySelector('[data-testid="ee-draw-form"]')?.getAttribute('data-civ') === c, civ);
    await page.getByTestId('ee-draw-form').getByRole('button').last().click();
  }
}

/** Opens the commodity cards of a form and types how many of each. */
async function cards(page: Page, prefix: string, summary: RegExp, counts: Readonly<Record<string, number>>): Promise<void> {
  const details = page.locator('details.hand-fields', { has: page.locator(`#${prefix}-silk`) });
  if ((await details.getAttribute('open')) === null) await details.locator('summary').filter({ hasText: summary }).click();
  for (const [id, n] of Object.entries(counts)) await fill(page, `${prefix}-${id}`, n);
}

describe('a five-player Eastern Empires game', () => {
  test('set up and play two turns; a refused purchase shows its rule; reload mid-turn and continue', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await waitForServiceWorker(page);
    await page.goto(`${h.url}#/new`);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.getByLabel('Game', { exact: true }).selectOption('eastern-empires');
    await page.getByTestId('ee-new-game').waitFor();
    await page.getByLabel('Name of the game').fill('Friday');
    await page.getByLabel('Number of players').selectOption('5');
    await expect.poll(() => page.getByTestId('ee-count-hint').innerText()).toContain('10 credits of every colour');
    for (const [i, [name, civ]] of PLAYERS.entries()) {
      await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
      expect(await page.getByLabel(`Civilization of player ${i + 1}`).inputValue()).toBe(civ);
    }
    await look(page, 'new-game');

    // The table plays on from turn 5: four turns without a city grew every board to 16 tokens (ee
    // Phase 2a: at most twice a turn), so the census may reach 32. Nobody has a city, so there is no
    // tax (ee Phase 1a): the walker opens at the census.
    await importGame(page, h.url, eeGrown({ id: 'friday-5', name: 'Friday', turns: 4, players: PLAYERS.map(([name, civ]) => ({ name, civ })) }));
    const gameUrl = page.url();
    const base = gameUrl.replace(/\/turn$/, '');

    // Before anyone scores (every marker on space 4, no city), every place is decided by the last tie-break step (ee Phase 13d VIII).
    await page.goto(`${base}/scores`);
    await expect.poll(() => page.getByTestId('tie-break').count()).toBe(5);
    await expect.poll(() => page.locator('tr[data-civ="saba"]').innerText()).toContain('decided by VIII, A.S.T.-ranking');
    await look(page, 'scores-tie-break');
    await page.goto(gameUrl);

    expect(await phase(page)).toBe('populationExpansion');
    await census(page, 32);
    await expect.poll(() => page.getByTestId('census-order').innerText()).toMatch(/^Saba[\s\S]*Maurya/);
    await look(page, 't1-census');
    await page.getByRole('button', { name: 'Record census' }).click();
    // ee Phase 3 ships are optional, Phase 4 conflict is at the table: the walker passes them, each a tap away.
    await waitPhase(page, 'cityConstruction');
    await page.locator('[data-step="movement"]').click();
    await waitPhase(page, 'movement');
    await look(page, 't1-movement');
    await page.locator('[data-step="conflict"]').click();
    await waitPhase(page, 'conflict');
    await look(page, 't1-conflict');
    await next(page, 'cityConstruction');
    // Saba builds 3 cities, so she draws 3 cards and can pay with 3 (ee Phase 6a, Phase 12).
    await cities(page, { saba: 3, maurya: 1, babylon: 2, dravidia: 1, kushan: 0 }, 14);
    await fill(page, 'ee-tokens-saba', 8); // 32 less 18 in cities, 6 lost in conflict; 6 after the volcano: 2 per city (ee Phase 5c)
    await look(page, 't1-cities');
    await page.getByRole('button', { name: 'Record cities' }).click();

    // ee Phase 6a: fewest cities first, A.S.T.-ranking on ties; Frank has no city and draws nothing.
    await waitPhase(page, 'tradeCardsAcquisition');
    await expect.poll(() => page.getByTestId('order').innerText()).toMatch(/^Maurya[\s\S]*Dravidia[\s\S]*Babylon[\s\S]*Saba$/);
    await look(page, 't1-trade-cards');
    await drawAll(page, ['maurya', 'dravidia', 'babylon', 'saba']);
    // Cards were drawn: the walker stops at the calamities (ee Phase 8); the trade (Phase 7) is a tap away.
    await waitPhase(page, 'calamitySelection');
    await page.locator('[data-step="trade"]').click();
    await waitPhase(page, 'trade');
    await look(page, 't1-trade');
    await next(page, 'calamitySelection');
    // Judith drew Volcanic Eruption from stack 2; her city stands on the volcano.
    await page.locator('#ee-sel-civ').selectOption('babylon');
    await page.locator('#ee-held-volcanicEruption').check();
    await look(page, 't1-calamity-selection');
    await page.getByRole('button', { name: 'Record calamities' }).click();
    await expect.poll(() => page.getByTestId('selections').innerText()).toContain('Babylon: Volcanic Eruption/Earthquake');
    await next(page, 'calamityResolution');
    const volcano = page.getByTestId('ee-calamity-form');
    await expect
      .poll(() => volcano.locator('[data-civ="babylon"] [data-testid="effect"]').innerText())
      .toContain('Everything in the areas of the volcano is destroyed');
    await fill(page, 'ee-citiesDestroyed-babylon', 1);
    // Ronald's tokens next to the volcano go too (a map fact, R-G2).
    await page.getByTestId('ee-collateral').locator('summary').click();
    await fill(page, 'ee-tokensRemoved-saba', 2);
    await look(page, 't1-calamity-resolution');
    await page.getByRole('button', { name: 'Record Volcanic Eruption/Earthquake' }).click();
    // Issue 19 item 2: what the calamity takes is said first, and recorded on a second tap.
    await expect.poll(() => page.getByTestId('consequences').innerText()).toContain('Babylon loses 1 city');
    expect(await page.getByTestId('consequences').innerText()).toContain('Saba loses 2 tokens from the board');
    await look(page, 't1-calamity-confirm');
    await page.getByRole('button', { name: /^Record: .*Babylon loses 1 city/ }).click();
    // Nobody holds a special ability (ee Phase 10); a calamity was resolved, so Phase 11 is owed.
    await waitPhase(page, 'removeSurplusPopulation');
    await look(page, 't1-special-abilities');
    await look(page, 't1-surplus');
    await page.getByRole('button', { name: 'Record the board after surplus removal' }).click();
    await waitPhase(page, 'advancesAcquisition');

    // ee Phase 12 with 5 players' starting credits: Pottery 60 - 10 orange = 50. Two silk (36) is short.
    await page.locator('#ee-buy-civ').selectOption('saba');
    await page.getByTestId('ee-prices').locator('summary').click();
    await page.locator('#ee-adv-pottery').check();
    await expect.poll(() => page.getByTestId('ee-quote').innerText()).toContain('Due: 50');
    await cards(page, 'ee-paid', /Commodity cards turned in/, { silk: 2 });
    await expect.poll(() => page.getByTestId('ee-quote').innerText()).toContain('paid: 36');
    await page.getByRole('button', { name: /Record the purchase/ }).click();
    const refused = page.getByTestId('violations');
    await expectAppRefusal(page, 'ee/purchase/not-enough-funds');
    expect(await refused.locator('li').first().getAttribute('data-code')).toBe('ee/purchase/not-enough-funds');
    await expect.poll(() => refused.innerText()).toContain('ee Phase 12, R-E2');
    await look(page, 't1-purchase-refused');
    await fill(page, 'ee-paid-silk', 3);
    await page.getByRole('button', { name: /Record the purchase/ }).click();
    await page.getByText('This player has bought this turn.').waitFor();
    await look(page, 't1-purchase');
    await next(page, 'astAlteration');
    // Saba's track has one more Stone Age space: she moves to 5; the others need the 2 cities of Early Bronze Age.
    await expect.poll(() => page.getByTestId('ast-preview').innerText()).toContain('moves to 5');
    await look(page, 't1-ast');
    await page.getByRole('button', { name: 'Move the markers and end the turn' }).click();

    // Turn 2: taxes (2 per city) from the stock the books give.
    await waitPhase(page, 'taxCollection');
    await expect.poll(() => page.getByText('Turn 6').first().isVisible()).toBe(true);
    await expect.poll(() => page.locator('[data-civ="saba"] [data-testid="tax-line"]').innerText()).toContain('6 due, 6 paid');
    await look(page, 't2-taxes');
    await page.getByRole('button', { name: 'Record taxes' }).click();
    await waitPhase(page, 'populationExpansion');
    // At most twice what each left on the board last turn (ee Phase 2a): Saba 6 after the volcano, the others 14.
    await census(page, { saba: 12, maurya: 28, babylon: 28, dravidia: 28, kushan: 28 });
    await page.getByRole('button', { name: 'Record census' }).click();
    await waitPhase(page, 'cityConstruction');
    await page.locator('[data-step="movement"]').click();
    await waitPhase(page, 'movement');
    // Babylon builds a ship with 2 tokens (ee Phase 3).
    await page.locator('#ee-ships-civ').selectOption('babylon');
    await fill(page, 'ee-ships-built', 1);
    await fill(page, 'ee-ships-tokens', 2);
    await look(page, 't2-ships');
    await page.getByRole('button', { name: 'Record ships' }).click();
    await expect.poll(() => page.locator('#ee-ships-built').inputValue()).toBe('0');
    await next(page, 'cityConstruction');
    await cities(page, { saba: 3, maurya: 2, babylon: 3, dravidia: 3, kushan: 1 }, 12);
    await fill(page, 'ee-tokens-saba', 10);
    await fill(page, 'ee-tokens-dravidia', 16);
    await page.getByRole('button', { name: 'Record cities' }).click();
    await waitPhase(page, 'tradeCardsAcquisition');
    await drawAll(page, ['kushan', 'maurya', 'saba', 'babylon', 'dravidia']);
    await waitPhase(page, 'calamitySelection');

    // Tony (Dravidia) drew Famine from stack 3 and keeps it (within the limit of 2, R-E7).
    await page.locator('#ee-sel-civ').selectOption('dravidia');
    await page.locator('#ee-held-famine').check();
    await look(page, 't2-calamity-selection');
    await page.getByRole('button', { name: 'Record calamities' }).click();
    await expect.poll(() => page.getByTestId('selections').innerText()).toContain('Dravidia: Famine');
    await next(page, 'calamityResolution');

    // Famine (ee chapter 8): 10 unit points for Tony, who names 3 secondary victims losing 5 each.
    const famine = page.getByTestId('ee-calamity-form');
    await famine.waitFor();
    expect(await famine.getAttribute('data-calamity')).toBe('famine');
    await expect.poll(() => famine.locator('[data-civ="dravidia"] [data-testid="effect"]').innerText()).toContain('Loses 10 unit points');
    for (const civ of ['saba', 'maurya', 'babylon'] as const) await page.locator(`#ee-sec-${civ}`).check();
    await fill(page, 'ee-tokensRemoved-dravidia', 10);
    // Each victim's own advances apply (R-E4): Ronald's Pottery takes 5 off, so he loses nothing.
    for (const [civ, points] of [
      ['saba', 0],
      ['maurya', 5],
      ['babylon', 5],
    ] as const) {
      await expect.poll(() => famine.locator(`[data-civ="${civ}"] [data-testid="effect"]`).innerText()).toContain(`Loses ${points} unit points`);
      await fill(page, `ee-tokensRemoved-${civ}`, points);
    }
    await look(page, 't2-famine');
    await page.getByRole('button', { name: 'Record Famine' }).click();
    await expect.poll(() => page.getByTestId('consequences').innerText()).toContain('Dravidia loses 10 tokens from the board');
    await page.getByRole('button', { name: /^Record: / }).click();
    // The last calamity resolved, the walker moves on by itself (no special ability held, ee Phase 10).
    await waitPhase(page, 'removeSurplusPopulation');

    // Reload in the middle of the turn: the walker continues after the calamity.
    await page.reload();
    await page.waitForURL(gameUrl);
    await waitPhase(page, 'removeSurplusPopulation');
    await look(page, 't2-after-reload');
    await page.getByRole('button', { name: 'Record the board after surplus removal' }).click();
    await waitPhase(page, 'advancesAcquisition');

    // Ronald bought Pottery last turn: 20 orange credits now, so Masonry (60) costs 40.
    await page.locator('#ee-buy-civ').selectOption('saba');
    await expect.poll(() => page.getByTestId('credits').innerText()).toContain('Orange 20');
    await page.getByTestId('ee-prices').locator('summary').click();
    await page.locator('#ee-adv-masonry').check();
    await expect.poll(() => page.getByTestId('ee-quote').innerText()).toContain('Due: 40');
    await cards(page, 'ee-paid', /Commodity cards turned in/, { silk: 3 });
    await look(page, 't2-purchase');
    await page.getByRole('button', { name: /Record the purchase/ }).click();
    await page.getByText('This player has bought this turn.').waitFor();
    // Judith: Mysticism (50, blue and yellow) with the higher colour's 10 credits only (R-E2): 40.
    await page.locator('#ee-buy-civ').selectOption('babylon');
    await page.getByTestId('ee-prices').locator('summary').click();
    await page.locator('#ee-adv-mysticism').check();
    await expect.poll(() => page.getByTestId('ee-quote').innerText()).toContain('Due: 40');
    await cards(page, 'ee-paid', /Commodity cards turned in/, { silk: 3 });
    await page.getByRole('button', { name: /Record the purchase/ }).click();
    await page.getByText('This player has bought this turn.').waitFor();
    // The cards Judith keeps (hand limit 8).
    await cards(page, 'ee-hand', /Cards kept/, { silk: 1 });
    await look(page, 't2-hand');
    await page.getByRole('button', { name: 'Record the cards kept' }).click();
    await page.getByText('Cards kept recorded.').waitFor();
    await next(page, 'astAlteration');
    await look(page, 't2-ast');
    await page.getByRole('button', { name: 'Move the markers and end the turn' }).click();
    await waitPhase(page, 'taxCollection');

    // Players, scores with the tie-break step, and the log.
    await page.goto(`${base}/players`);
    await page.locator('#players-h').waitFor();
    await expect.poll(() => page.locator('article[data-civ="saba"]').innerText()).toContain('Masonry');
    await look(page, 'players');
    await page.goto(`${base}/scores`);
    await page.locator('#scores-h').waitFor();
    const table = page.getByTestId('ee-score-table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(5);
    // Saba: 3 cities + 2 advances (1 VP each) + 6 A.S.T. steps (5 each) = 35.
    await expect.poll(() => table.locator('tr[data-civ="saba"]').innerText()).toMatch(/35$/);
    await look(page, 'scores');
    await page.goto(`${base}/log`);
    await page.locator('#log-h').waitFor();
    await expect.poll(() => page.getByTestId('log').innerText()).toContain('Famine strikes Dravidia');
    await look(page, 'log');

    // Frank leaves the game (ee chapter 7): he holds nothing more and is out of the standings.
    await page.goto(`${base}/players`);
    await page.getByRole('button', { name: 'Kushan leaves the game…' }).click();
    const leaves = page.getByRole('button', { name: 'Kushan leaves', exact: true });
    await leaves.waitFor();
    await look(page, 'leave-confirm');
    await leaves.click();
    await expect.poll(() => page.locator('article[data-civ="kushan"]').innerText()).toContain('left the game');
    await page.goto(`${base}/scores`);
    await expect.poll(() => page.getByTestId('ee-score-table').locator('tbody tr').count()).toBe(4);
  });

  test('a calamity held by a player who holds no cards is refused with its rule, the choices kept (ee Phase 6, Phase 7)', async () => {
    const { page } = await h.newPhone();
    // Turn 5: four turns without a city left 16 tokens each on the board (ee Phase 2a: 32 at most now).
    await importGame(page, h.url, eeGrown({ id: 'no-cards', name: 'No cards', turns: 4, players: PLAYERS.map(([name, civ]) => ({ name, civ })) }));
    await waitPhase(page, 'populationExpansion');
    await census(page, 18);
    await page.getByRole('button', { name: 'Record census' }).click();
    await waitPhase(page, 'cityConstruction');
    // Frank builds no city: he draws nothing, and kept no card from the turns before (ee Phase 6a, 12).
    await cities(page, { saba: 2, maurya: 1, babylon: 2, dravidia: 1, kushan: 0 }, 6);
    await page.getByRole('button', { name: 'Record cities' }).click();
    await waitPhase(page, 'tradeCardsAcquisition');
    await drawAll(page, ['maurya', 'dravidia', 'saba', 'babylon']);
    await waitPhase(page, 'calamitySelection');
    await page.locator('#ee-sel-civ').selectOption('kushan');
    // The form says beforehand what the engine will check (ee Phase 6, Phase 7).
    await expect
      .poll(() => page.getByTestId('ee-cards-held').innerText())
      .toContain('Kushan can hold at most 0 trade cards this turn; stacks drawn: None. (ee Phase 6; ee Phase 7)');
    for (const c of ['volcanicEruption', 'treachery', 'famine']) await page.locator(`#ee-held-${c}`).check();
    await page.getByRole('button', { name: 'Record calamities' }).click();
    const refused = page.getByTestId('violations');
    await refused.waitFor();
    const held = refused.locator('[data-code="ee/selection/more-than-held"]');
    await expect.poll(() => held.innerText()).toContain('Kushan can hold at most 0 trade cards this turn, so not 3 calamities.');
    expect(await held.innerText()).toContain('ee Phase 6');
    await expect.poll(() => refused.locator('[data-code="ee/selection/stack-not-drawn"]').count()).toBe(3);
    expect(await refused.locator('[data-code="ee/selection/stack-not-drawn"]').first().innerText()).toContain('stack 2');
    // What was typed stays: the player, and the three calamities ticked.
    expect(await page.locator('#ee-sel-civ').inputValue()).toBe('kushan');
    for (const c of ['volcanicEruption', 'treachery', 'famine']) expect(await page.locator(`#ee-held-${c}`).isChecked()).toBe(true);
    await look(page, 'calamity-without-cards-refused');
  });

  test('in Danish: the screens speak Danish and a refused entry cites its rule (ee Phase 5a)', async () => {
    const { page } = await h.newPhone({ locale: 'da-DK' });
    await page.goto(`${h.url}#/new`);
    await page.getByRole('heading', { name: 'Nyt spil' }).waitFor();
    await page.getByLabel('Spil', { exact: true }).selectOption('eastern-empires');
    await page.getByTestId('ee-new-game').waitFor();
    await page.getByLabel('Antal spillere').selectOption('6');
    await expect.poll(() => page.getByTestId('ee-count-hint').innerText()).toContain('5 kreditter i hver farve');
    await look(page, 'da-new-game');
    await page.getByRole('button', { name: 'Start spillet' }).click();
    await waitPhase(page, 'populationExpansion');
    // Turn 1: the one starting token grows to at most two (ee chapter 4, Phase 2a).
    for (const civ of ['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia']) await fill(page, `ee-census-${civ}`, 2);
    await page.getByRole('button', { name: 'Registrér folketælling' }).click();
    await waitPhase(page, 'cityConstruction');
    // Two new cities need 12 tokens on the board; Saba had 2 (ee Phase 5a).
    await fill(page, 'ee-cities-saba', 2);
    await page.getByRole('button', { name: 'Registrér byer' }).click();
    const refused = page.getByTestId('violations');
    await expectAppRefusal(page, 'ee/cities/too-many-built');
    expect(await refused.locator('li').first().getAttribute('data-code')).toBe('ee/cities/too-many-built');
    await expect.poll(() => refused.innerText()).toContain('Saba kan ikke have bygget 2 byer af 2 brikker på brættet');
    await expect.poll(() => refused.innerText()).toContain('ee Phase 5a');
    await look(page, 'da-cities-refused');
  });

  test('a whole game imported (the 7-player golden replay): the end in turn 15, the scores and the tie-break steps', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    const text = readFileSync(new URL('../fixtures/games/ee-7p.json', import.meta.url), 'utf8');
    await page.setInputFiles('#import-file', { name: 'ee-7p.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    const resume = page.getByRole('link', { name: /^Resume Eastern Empires, 7 players/ });
    await resume.waitFor();
    await resume.click();
    // ee Phase 13b: Babylon's marker entered the Late Iron Age in turn 15.
    await expect.poll(() => page.getByTestId('ee-ended').innerText()).toContain('turn 15');
    const table = page.getByTestId('ee-score-table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(7);
    const rows = async () =>
      Promise.all(
        (await table.locator('tbody tr').all()).map(async (r) => `${await r.getAttribute('data-civ')} ${(await r.locator('td').last().innerText()).trim()}`),
      );
    // Worked by hand in tests/engine/rulesets/eastern-empires/golden.test.ts (ee Phase 13d).
    await expect.poll(rows).toEqual(['babylon 120', 'dravidia 102', 'maurya 101', 'saba 101', 'kushan 101', 'persia 101', 'nubia 99']);
    await expect.poll(() => table.locator('tr[data-civ="maurya"] [data-testid="tie-break"]').innerText()).toContain('VII, tokens on the board');
    for (const civ of ['saba', 'kushan', 'persia'])
      await expect.poll(() => table.locator(`tr[data-civ="${civ}"] [data-testid="tie-break"]`).innerText()).toContain('VIII, A.S.T.-ranking');
    await look(page, 'golden-end');
    const base = page.url().replace(/\/turn$/, '');
    await page.goto(`${base}/players`);
    await expect.poll(() => page.locator('article[data-civ="babylon"]').innerText()).toContain('A.S.T. 15 of 15 (Late Iron Age)');
    await look(page, 'golden-players');
    await page.goto(`${base}/log`);
    await page.getByTestId('log').waitFor();
    await look(page, 'golden-log');
  });

  test('a late game continued: the A.S.T. preview shows Babylon entering the Late Iron Age, and recording it ends the game (ee Phase 13b)', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    const golden = JSON.parse(readFileSync(new URL('../fixtures/games/ee-7p.json', import.meta.url), 'utf8')) as { entries: unknown[] };
    // The same game without its last entry, the A.S.T. alteration of turn 15.
    const late = { ...golden, id: 'ee-7p-late', name: 'Late Eastern game', entries: golden.entries.slice(0, -1) };
    await page.setInputFiles('#import-file', { name: 'late.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(late)) });
    await page.getByRole('link', { name: 'Resume Late Eastern game' }).click();
    // The last entry was a purchase: the walker waits in Phase 12 until the table moves on.
    await waitPhase(page, 'advancesAcquisition');
    await next(page, 'astAlteration');
    const preview = page.getByTestId('ast-preview');
    await expect.poll(() => preview.locator('li[data-civ="babylon"]').innerText()).toContain('moves to 15 (Late Iron Age)');
    // Nubia has 5 cities, Library and Mining: the Early Iron Age (ee Phase 13, Basic A.S.T.).
    await expect.poll(() => preview.locator('li[data-civ="nubia"]').getAttribute('data-moves')).toBe('true');
    await expect.poll(() => preview.locator('li[data-civ="saba"]').innerText()).toContain('stays: Late Iron Age needs 3 advances costing at least 200');
    await look(page, 'late-ast');
    await page.getByRole('button', { name: 'Move the markers and end the turn' }).click();
    await expect.poll(() => page.getByTestId('ee-ended').innerText()).toContain('The game ended in turn 15');
  });

  test('special abilities (ee Phase 10): Politics for 5 treasury and Trade Routes at twice the face value, a wrong gain refused', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    const seven = ['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia', 'nubia'];
    const at = '2026-11-01T09:00:00.000Z';
    // Turn 1: Ronald (Saba) buys Politics (230) and Trade Routes (180) with 497 in sets; no starting credits with 7 players.
    const record = {
      schemaVersion: 1,
      id: 'ee-abilities',
      name: 'Abilities',
      createdAt: at,
      ruleset: 'eastern-empires',
      setup: {
        players: seven.map((civ, i) => ({ name: `P${i + 1}`, civ })),
        settings: { civilWarThreshold: 'moving', iconoclasmModifiers: 'allVictims', turnLimit: null },
      },
      // Everyone builds 3 cities and draws 3 cards, so Saba can hold the 13 she pays after trading (ee
      // Phase 6a, 7); the cities are reduced again in Phase 11, so turn 2 has no tax.
      entries: [
        { at, entry: { kind: 'census', tokens: Object.fromEntries(seven.map((c) => [c, 18])) } },
        {
          at,
          entry: {
            kind: 'cities',
            step: 'construction',
            cities: Object.fromEntries(seven.map((c) => [c, 3])),
            tokens: Object.fromEntries(seven.map((c) => [c, 18])),
          },
        },
        ...seven.map((civ) => ({ at, entry: { kind: 'trade-cards', civ, bought: [] } })),
        {
          at,
          entry: {
            kind: 'cities',
            step: 'surplus',
            cities: Object.fromEntries(seven.map((c) => [c, 0])),
            tokens: Object.fromEntries(seven.map((c) => [c, 10])),
          },
        },
        { at, entry: { kind: 'purchase', civ: 'saba', advances: ['politics', 'tradeRoutes'], paid: { pearls: 5, silk: 4, dye: 4 }, treasury: 0 } },
        { at, entry: { kind: 'ast' } },
      ],
    };
    await page.setInputFiles('#import-file', { name: 'abilities.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
    await page.getByRole('link', { name: 'Resume Abilities' }).click();
    await waitPhase(page, 'populationExpansion');
    for (const civ of seven) await fill(page, `ee-census-${civ}`, 10);
    await page.getByRole('button', { name: 'Record census' }).click();
    await waitPhase(page, 'cityConstruction');
    // ee chapter 6: city construction is entered before any later phase (nobody builds: the form's figures stand).
    await page.getByRole('button', { name: 'Record cities' }).click();
    // Nobody has a city, so nobody draws (ee Phase 6a) and nothing is resolved: the walker waits at the
    // purchases; the special abilities (optional, ee Phase 10) are a tap away.
    await waitPhase(page, 'advancesAcquisition');
    await page.locator('[data-step="specialAbilities"]').click();
    await waitPhase(page, 'specialAbilities');
    await expect.poll(() => page.getByTestId('order').innerText()).toBe('Saba');
    await page.getByLabel('Gain treasury').check();
    await fill(page, 'ee-pol-treasury', 5);
    await page.locator('#ee-routes').check();
    await cards(page, 'ee-routes-cards', /Cards discarded/, { silk: 1 });
    // Treasury gained from stock: at most the 55 tokens less the treasury held (ee chapter 3, chapter 9
    // Trade Routes); 56 is refused in its box with the range, the typing kept.
    await fill(page, 'ee-routes-treasury', 56);
    await expect
      .poll(() => page.locator('[data-testid="typing-refused"][data-field="ee-routes-treasury"]').textContent())
      .toContain('a whole number from 0 to 55');
    expect(await page.locator('#ee-routes-treasury').inputValue()).toBe('56');
    await fill(page, 'ee-routes-treasury', 17);
    await page.getByRole('button', { name: 'Record special abilities' }).click();
    const refused = page.getByTestId('violations');
    await expectAppRefusal(page, 'ee/ability/gain-wrong');
    expect(await refused.locator('li').first().getAttribute('data-code')).toBe('ee/ability/gain-wrong');
    await expect.poll(() => refused.innerText()).toContain('ee chapter 9, Trade Routes');
    await look(page, 'abilities-refused');
    await fill(page, 'ee-routes-treasury', 18);
    await page.getByRole('button', { name: 'Record special abilities' }).click();
    await expect.poll(() => page.getByTestId('order').innerText()).toBe('Saba ✓');
    await look(page, 'abilities');
    await page.goto(page.url().replace(/\/turn$/, '/players'));
    await expect.poll(() => page.locator('article[data-civ="saba"]').innerText()).toContain('treasury 23');
  });
});
