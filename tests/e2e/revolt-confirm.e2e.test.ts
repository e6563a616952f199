/**
 * The revolt example of issue 19, in real Chromium at 360x640 (advciv 25.2, 19.1, 19.32): a city is
 * built from the census; the calamity form's board and next turn's tax stock are the engine's and
 * count the six tokens that became the city, with where they come from; a revolt is said in words
 * ("Italy takes 1 of Crete’s cities") and is recorded only on a second, deliberate tap. (The
 * Danish words of the same flow: danish.e2e.test.ts.)
 */
import { describe, expect, test } from 'vitest';
import { harnessPerFile, snap } from './harness';
import {
  currentPhase,
  dismissOffline,
  drawEveryone,
  fillNumber,
  goToPhase,
  newGame,
  noPurchaseForAll,
  recordCities,
  THREE_SEATS,
  waitPast,
} from './table-steps';

const h = harnessPerFile();
// Three players play the western nations (16.7): Crete plays the Assyria, Italy its Babylon.
const SEATS = THREE_SEATS;

describe('advciv 25.2, 19.32 the suggested stock counts the tokens that became cities; a revolt takes a second tap', () => {
  test('a city built, taxes next turn: the suggested stock counts the returned tokens; the revolt names who takes what and needs the second tap', async () => {
    const { page } = await h.newPhone({ locale: 'en-GB' });
    const id = await newGame(page, h.url, 'Revolt', SEATS);
    // Turn 1: Crete counts 22 and builds a city (six tokens, 25.2); Italy 12, Africa 16, a city each.
    for (const [nation, n] of [
      ['crete', 22],
      ['italy', 12],
      ['africa', 16],
    ] as const)
      await fillNumber(page, `census-${nation}`, n);
    await page.getByRole('button', { name: 'Record census' }).click();
    await waitPast(page, 'census');
    await dismissOffline(page);
    await recordCities(page, { crete: 1, italy: 1, africa: 1 });
    await drawEveryone(page);
    await goToPhase(page, 'calamities');
    // 29.62: the board at the end of trading is the census less the city's six tokens, and says so.
    // (The board is asked once a calamity card is entered; the row is removed again below.)
    await page.getByRole('button', { name: 'Add a calamity card' }).click();
    await page.locator('#cal-0').selectOption('famine');
    await page.locator('#cal-holder-0').selectOption('crete');
    await page.locator('#cal-tokens-crete').waitFor();
    expect(await page.locator('#cal-tokens-crete').inputValue()).toBe('16');
    expect(await page.getByTestId('suggest-cal-tokens-crete').innerText()).toContain('16 = 22 at the census − 6 into new cities');
    await snap(page, 'revolt-calamity-board');
    await page.getByRole('button', { name: 'Remove this card' }).click();
    await page.getByRole('button', { name: 'No calamities: record and go on' }).click();
    await waitPast(page, 'calamities');
    await noPurchaseForAll(page);
    await page.getByRole('button', { name: 'Move the markers and end the turn' }).click();
    await page.getByText('Turn 2', { exact: true }).waitFor();

    // Turn 2, taxation: the stock is all his tokens less the 16 on the board and his treasury (19.1).
    expect(await currentPhase(page)).toBe('taxation');
    const why = await page.getByTestId('suggest-stock-crete').innerText();
    expect(why).toMatch(/Suggested: \d+ = \d+ tokens − 16 on the board − 0 in treasury/);
    const suggested = /Suggested: (\d+) =/.exec(why)?.[1] ?? '';
    expect(await page.locator('#stock-crete').inputValue()).toBe(suggested);

    // Crete counts 1 token in stock: her city revolts (19.31); Italy, most units in stock, takes it (19.32).
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

  test('a double tap on "Record taxes" records nothing: the second half lands on "not yet"', async () => {
    const { page } = await h.newPhone({ locale: 'en-GB' });
    await newGame(page, h.url, 'Double tap', SEATS);
    for (const [nation, n] of [
      ['crete', 22],
      ['italy', 12],
      ['africa', 16],
    ] as const)
      await fillNumber(page, `census-${nation}`, n);
    await page.getByRole('button', { name: 'Record census' }).click();
    await waitPast(page, 'census');
    await dismissOffline(page);
    await recordCities(page, { crete: 1, italy: 1, africa: 1 });
    await drawEveryone(page);
    await goToPhase(page, 'calamities');
    await page.getByRole('button', { name: 'No calamities: record and go on' }).click();
    await waitPast(page, 'calamities');
    await noPurchaseForAll(page);
    await page.getByRole('button', { name: 'Move the markers and end the turn' }).click();
    await page.getByText('Turn 2', { exact: true }).waitFor();
    await fillNumber(page, 'stock-crete', 1);
    await expect.poll(() => page.getByTestId('consequences').innerText()).toContain('Italy takes 1 of Crete’s cities');
    await page.getByRole('button', { name: 'Record taxes' }).dblclick();
    await expect.poll(() => page.getByTestId('consequences').getAttribute('data-armed')).toBe('false');
    expect(await currentPhase(page)).toBe('taxation');
  });
});
