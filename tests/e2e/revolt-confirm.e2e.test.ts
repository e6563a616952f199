/**
 * The revolt example of issue 19, in real Chromium at 360x640 (advciv 25.2, 19.1, 19.32): a city is
 * built from the census; the calamity form's board and next turn's tax stock are the engine's and
 * count the six tokens that became the city, with where they come from; a revolt is said in words
 * ("Italy takes 1 of Crete’s cities") and is recorded only on a second, deliberate tap. (The
 * Danish words of the same flow: danish.e2e.test.ts.)
 * A revolt needs a player whose board and treasury leave less in stock than his cities' tax (19.31,
 * 16.1), and the census only grows by what the stock holds (20.1): so the game starts from a record
 * grown five quiet turns (32 tokens each on the board), Crete fills her board (47) and builds a city
 * in turn 6, pays her tax in turn 7 and grows back to 45, and in turn 8 has at most 0 left in stock.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { advcivGrown, importGame } from './grown-records';
import { harnessPerFile, snap } from './harness';
import {
  citiesAsLastTurn,
  currentPhase,
  dismissOffline,
  drawEveryone,
  fillNumber,
  goToPhase,
  noPurchaseForAll,
  noCalamities,
  recordCities,
  THREE_SEATS,
  waitPast,
} from './table-steps';

const h = harnessPerFile();
// Three players play the western nations (16.7): Crete plays the Assyria, Italy its Babylon.
const SEATS = THREE_SEATS;

/** Records the census of this turn. */
async function census(page: Page, tokens: readonly (readonly [string, number])[]): Promise<void> {
  await goToPhase(page, 'census');
  for (const [nation, n] of tokens) await fillNumber(page, `census-${nation}`, n);
  await page.getByRole('button', { name: 'Record census' }).click();
  await waitPast(page, 'census');
}

/** Records the taxes of this turn with the tokens typed in stock. */
async function taxes(page: Page, stock: readonly (readonly [string, number])[]): Promise<void> {
  for (const [nation, n] of stock) await fillNumber(page, `stock-${nation}`, n);
  await page.getByRole('button', { name: 'Record taxes' }).click();
  await waitPast(page, 'taxation');
}

async function endTurn(page: Page, next: number): Promise<void> {
  await noPurchaseForAll(page);
  await page.getByRole('button', { name: 'Move the markers and end the turn' }).click();
  await page.getByText(`Turn ${next}`, { exact: true }).waitFor();
}

/** Turn 6: Crete counts 47 (32 + the 15 in stock, 20.1) and builds a city (six tokens, 25.2); Italy 12, Africa 16, a city each. */
async function turn6(page: Page, name: string): Promise<string> {
  const id = await importGame(page, h.url, advcivGrown({ id: name.toLowerCase(), name, turns: 5, seats: SEATS }));
  await census(page, [
    ['crete', 47],
    ['italy', 12],
    ['africa', 16],
  ]);
  await dismissOffline(page);
  await recordCities(page, { crete: 1, italy: 1, africa: 1 });
  await drawEveryone(page);
  await goToPhase(page, 'calamities');
  return id;
}

/** Turn 7: taxes paid in full from what the boards leave (16.1), Crete grows back to 45 (41 + 4 in stock), the cities stand. */
async function turn7(page: Page): Promise<void> {
  await taxes(page, [
    ['crete', 6],
    ['italy', 41],
    ['africa', 37],
  ]);
  await census(page, [
    ['crete', 45],
    ['italy', 12],
    ['africa', 20],
  ]);
  await citiesAsLastTurn(page);
  await drawEveryone(page);
  await goToPhase(page, 'calamities');
  await noCalamities(page);
  await endTurn(page, 8);
  expect(await currentPhase(page)).toBe('taxation');
}

describe('advciv 25.2, 19.32 the suggested stock counts the tokens that became cities; a revolt takes a second tap', () => {
  test('a city built, taxes next turn: the suggested stock counts the returned tokens; the revolt names who takes what and needs the second tap', async () => {
    const { page } = await h.newPhone({ locale: 'en-GB' });
    const id = await turn6(page, 'Revolt');
    // 29.62: the board at the end of trading is the census less the city's six tokens, and says so.
    // (The board is asked once a calamity card is entered; the row is removed again below.)
    await page.getByRole('button', { name: 'Add a calamity card' }).click();
    await page.locator('#cal-0').selectOption('famine');
    await page.locator('#cal-holder-0').selectOption('crete');
    await page.locator('#cal-tokens-crete').waitFor();
    expect(await page.locator('#cal-tokens-crete').inputValue()).toBe('41');
    expect(await page.getByTestId('suggest-cal-tokens-crete').innerText()).toContain('41 = 47 at the census − 6 into new cities');
    await snap(page, 'revolt-calamity-board');
    await page.getByRole('button', { name: 'Remove this card' }).click();
    await noCalamities(page);
    await endTurn(page, 7);

    // Turn 7, taxation: the stock is all his tokens less the 41 on the board and his treasury (19.1).
    expect(await currentPhase(page)).toBe('taxation');
    const why = await page.getByTestId('suggest-stock-crete').innerText();
    expect(why).toMatch(/Suggested: 6 = 47 tokens − 41 on the board − 0 in treasury/);
    expect(await page.locator('#stock-crete').inputValue()).toBe('6');
    await turn7(page);

    // Turn 8: Crete counts 1 token in stock: her city revolts (19.31); Italy, most units in stock, takes it (19.32).
    await fillNumber(page, 'stock-crete', 1);
    const consequences = page.getByTestId('consequences');
    await expect.poll(() => consequences.innerText()).toContain('Italy takes 1 of Crete’s cities');
    await page.getByRole('button', { name: 'Record taxes' }).click();
    // The first tap records nothing: the button now names the consequence, and a "not yet" stands where it was.
    await expect.poll(() => consequences.getAttribute('data-armed')).toBe('true');
    expect(await currentPhase(page)).toBe('taxation');
    await page.getByTestId('confirm-cancel').waitFor();
    await snap(page, 'revolt-second-tap');
    await page.getByRole('button', { name: 'Record: Italy takes 1 of Crete’s cities' }).click();
    await waitPast(page, 'taxation');
    await page.goto(`${h.url}#/game/${encodeURIComponent(id)}/players`);
    await expect.poll(() => page.locator('[data-nation="italy"]').first().innerText()).toContain('2 cities');
    expect(await page.locator('[data-nation="crete"]').first().innerText()).toContain('0 cities');
  });

  test('a double tap on "Record taxes" records nothing: it arms as one tap does, its second half landing on "not yet" neither records nor disarms', async () => {
    const { page } = await h.newPhone({ locale: 'en-GB' });
    await turn6(page, 'Double tap');
    await noCalamities(page);
    await endTurn(page, 7);
    await turn7(page);
    await fillNumber(page, 'stock-crete', 1);
    await expect.poll(() => page.getByTestId('consequences').innerText()).toContain('Italy takes 1 of Crete’s cities');
    // Where each click lands (the second of the double tap lands on whatever stands there by then).
    await page.evaluate(() => {
      const landed: string[] = [];
      (window as unknown as { landed: string[] }).landed = landed;
      document.addEventListener('click', (e) => landed.push((e.target as Element).closest('button')?.getAttribute('data-testid') ?? ''), { capture: true });
    });
    await page.getByRole('button', { name: 'Record taxes' }).dblclick();
    // The second click (detail 2) lands on "Not yet", now where the button was: the double tap is one tap, the row stays armed.
    await expect.poll(() => page.evaluate(() => (window as unknown as { landed: string[] }).landed[1])).toBe('confirm-cancel');
    await expect.poll(() => page.getByTestId('consequences').getAttribute('data-armed')).toBe('true');
    expect(await currentPhase(page)).toBe('taxation');
    // "Not yet" tapped on its own disarms.
    await page.getByTestId('confirm-cancel').click();
    await expect.poll(() => page.getByTestId('consequences').getAttribute('data-armed')).toBe('false');
    expect(await currentPhase(page)).toBe('taxation');
  });
});
