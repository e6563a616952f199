/**
 * Unknown is not zero (advciv 31.71, 28.3), in real Chromium at 360x640: "No purchase for everyone
 * left" asserts no purchase, not the hands, so every hand nobody typed is recorded as not entered;
 * the players tab says "not entered" (English and Danish), and next turn a legal trade by a player
 * whose hand was never typed is recorded (3 cards each: he may hold them; nothing is refused because
 * his hand was taken as empty).
 */
import { describe, expect, test } from 'vitest';
import { advcivGrown, importGame } from './grown-records';
import { harnessPerFile, snap } from './harness';
import {
  citiesAsLastTurn,
  currentPhase,
  dismissOffline,
  drawEveryone,
  fillNumber,
  goToPhase,
  noCalamities,
  noPurchaseForAll,
  recordCities,
  waitPast,
} from './table-steps';

const h = harnessPerFile();

describe('advciv 31.71 a hand nobody typed is not known, never 0', () => {
  test('"No purchase for everyone left", then next turn a legal trade by a player whose hand was never typed: recorded', async () => {
    const { page } = await h.newPhone({ locale: 'en-GB' });
    // Four quiet turns (16 tokens each on the board, every hand kept empty), so a census up to 32 (20.1).
    const id = await importGame(page, h.url, advcivGrown({ id: 'unknown-hands', name: 'Unknown hands', turns: 4 }));
    // Turn 5: census, two cities each, the draws, no calamities, then no purchase for everyone left.
    for (const [nation, n] of [
      ['crete', 18],
      ['italy', 17],
      ['africa', 16],
    ] as const)
      await fillNumber(page, `census-${nation}`, n);
    await page.getByRole('button', { name: 'Record census' }).click();
    await waitPast(page, 'census');
    await dismissOffline(page);
    await recordCities(page, { crete: 2, italy: 2, africa: 2 });
    await drawEveryone(page);
    await noCalamities(page);
    await noPurchaseForAll(page);

    // The log and the players tab: no hand was typed, so none is recorded as 0 cards.
    await page.goto(`${h.url}#/game/${encodeURIComponent(id)}/log`);
    await expect.poll(() => page.getByTestId('log').innerText()).toContain('No purchase: Italy (cards kept not entered)');
    expect(await page.getByTestId('log').innerText()).not.toContain('Cards kept: Italy');
    await page.goto(`${h.url}#/game/${encodeURIComponent(id)}/players`);
    const italy = page.locator('[data-nation="italy"]').first();
    await expect.poll(() => italy.innerText()).toContain('trade cards kept: not entered');
    expect(await italy.innerText()).not.toContain('0 trade cards kept');
    await snap(page, 'unknown-hand-players');

    // Turn 6: taxes, census, cities as last turn, the draws (2 cards each), then Italy trades 3 for 3 with Crete.
    await page.goto(`${h.url}#/game/${encodeURIComponent(id)}/turn`);
    await page.getByRole('button', { name: 'Move the markers and end the turn' }).click();
    await page.getByText('Turn 6', { exact: true }).waitFor();
    expect(await currentPhase(page)).toBe('taxation');
    // 16.1, 25.2: the census less the 12 tokens in two cities stays on the board; the rest is in stock.
    for (const [nation, n] of [
      ['crete', 41],
      ['italy', 42],
      ['africa', 43],
    ] as const)
      await fillNumber(page, `stock-${nation}`, n);
    await page.getByRole('button', { name: 'Record taxes' }).click();
    await waitPast(page, 'taxation');
    // 20.1: at most twice the 6, 5 and 4 tokens left on the board.
    for (const [nation, n] of [
      ['crete', 12],
      ['italy', 10],
      ['africa', 8],
    ] as const)
      await fillNumber(page, `census-${nation}`, n);
    await page.getByRole('button', { name: 'Record census' }).click();
    await waitPast(page, 'census');
    await citiesAsLastTurn(page);
    await drawEveryone(page);
    await goToPhase(page, 'trade');
    const form = page.getByTestId('deal-form');
    await page.locator('#trade-from').selectOption('italy');
    await page.locator('#trade-to').selectOption('crete');
    await page.locator('#trade-gave-named-0').selectOption('ochre');
    await page.locator('#trade-gave-named-1').selectOption('hides');
    await page.locator('#trade-got-named-0').selectOption('ochre');
    await page.locator('#trade-got-named-1').selectOption('hides');
    // 28.3: nothing says Italy holds fewer than three cards: his kept hand is unknown, not empty.
    expect(await form.locator('[data-code="trade/hand-too-small"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Record the trade' }).click();
    await expect.poll(() => page.getByTestId('trades').innerText()).toContain('Italy');
    expect(await form.locator('[data-code]').count()).toBe(0);
    await snap(page, 'unknown-hand-trade-recorded');

    // Danish: the players tab says the hand was not entered, not 0.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: 'Dansk' }).check();
    await page.goto(`${h.url}#/game/${encodeURIComponent(id)}/players`);
    await expect.poll(() => page.locator('[data-nation="italy"]').first().innerText()).toContain('beholdte handelskort: ikke indtastet');
  });
});
