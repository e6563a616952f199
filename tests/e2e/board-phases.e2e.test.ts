/**
 * The board phases kept without the map, at a phone viewport in real Chromium: population expansion
 * (advciv 20.1, 20.2) entered as areas with one and with two or more tokens, the tokens added shown
 * as typed and recorded; a ship paid with nothing refused with its rule (22.1), then paid by a levy
 * from the board; a Pirate city taken with pillage (24.34, 24.52), then the phase passed with one tap.
 */
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe';
import { harnessPerFile, horizontalOverflow, snap } from './harness';
import { advcivGrown, importGame } from './grown-records';
import { currentPhase, expectAppRefusal, fillNumber, goToPhase, newGame, waitPast, THREE_SEATS } from './table-steps';

const h = harnessPerFile();

describe('advciv 20, 22, 24 the board phases at the table', () => {
  test('20.1 population from the areas; 22.1 a ship paid with nothing is refused; 24.34 a Pirate city taken', async () => {
    const { page } = await h.newPhone();
    await newGame(page, h.url, 'Board phases', THREE_SEATS);
    // Turn 1 has no taxation (no cities, 18.1) and population expansion is optional (20): the walker
    // opens on the census, and the table goes back to population expansion by its chip.
    expect(await currentPhase(page)).toBe('census');
    await goToPhase(page, 'population');
    const form = page.getByTestId('population-form');
    await form.waitFor();
    // Crete: one area with its start token, none with two (20.1): one token goes on.
    await fillNumber(page, 'pop-one-crete', 1);
    await fillNumber(page, 'pop-more-crete', 0);
    await expect.poll(() => page.getByTestId('pop-adds-crete').innerText()).toContain('Crete adds 1 token');
    await fillNumber(page, 'pop-one-italy', 1);
    await fillNumber(page, 'pop-more-italy', 0);
    await fillNumber(page, 'pop-one-africa', 1);
    await fillNumber(page, 'pop-more-africa', 0);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'board-population-360');
    await page.getByRole('button', { name: 'Record population expansion' }).click();
    await waitPast(page, 'population');

    await goToPhase(page, 'census');
    for (const n of ['crete', 'italy', 'africa']) await fillNumber(page, `census-${n}`, 2);
    await page.getByRole('button', { name: 'Record census' }).click();
    await waitPast(page, 'census');

    // Ships (22): a ship built with no treasury and no levy is refused, citing 22.1.
    await goToPhase(page, 'ships');
    await page.getByText('Crete: 0 ships').click();
    await fillNumber(page, 'ships-crete', 1);
    await expect.poll(() => page.getByTestId('ships-cost-crete').innerText()).toContain('Costs 2 to 2 tokens');
    await page.getByTestId('ships-form').getByRole('button', { name: 'Record', exact: true }).first().click();
    expect(await expectAppRefusal(page, 'ships/unpaid')).toContain('22.1');
    // Paid by a levy of two tokens from the board: the old refusal goes as soon as the entry changes; recorded.
    await fillNumber(page, 'ships-l-crete', 2);
    await expect.poll(() => page.locator('[data-code="ships/unpaid"]').count()).toBe(0);
    await page.getByTestId('ships-form').getByRole('button', { name: 'Record', exact: true }).first().click();
    await expect.poll(() => page.getByTestId('ships-form').innerText()).toContain('Crete: 1 ship recorded');

    // Conflict (24): Italy takes a Pirate city (24.34): 7 tokens needed, 6 replace it; 3 pillaged (24.52).
    await goToPhase(page, 'conflict');
    await page.getByTestId('city-attack-form').waitFor();
    await page.getByText('A city was taken').click();
    await page.locator('#attack-attacker').selectOption('italy');
    await page.locator('#attack-defender').selectOption('pirates');
    await expect.poll(() => page.getByTestId('attack-needs').innerText()).toContain('7 tokens are needed; 6 tokens replace the city');
    await fillNumber(page, 'attack-tokens', 7);
    // Four pillaged is refused in its box with the engine's range (24.52: at most three), the typing kept.
    await fillNumber(page, 'attack-pillage', 4);
    await expect.poll(() => page.locator('[data-testid="typing-refused"][data-field="attack-pillage"]').textContent()).toContain('a whole number from 0 to 3');
    expect(await page.locator('#attack-pillage').inputValue()).toBe('4');
    await fillNumber(page, 'attack-pillage', 3);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'board-city-attack-360');
    await page.getByRole('button', { name: 'Record the attack' }).click();
    await expect.poll(() => page.getByTestId('city-attack-form').innerText()).toContain('Italy took a city of Pirate city, pillaged 3');
    // Nothing more this phase: after a city taken the cities are owed (24.3, 26), so one tap passes
    // city construction (done at the table) and goes on to them.
    await page.getByTestId('next-phase').click();
    await expect.poll(() => currentPhase(page)).toBe('surplus');
  });

  test('20.1 the population pair: a count refused because of the other box is kept as typed and taken once the other box leaves room for it', async () => {
    const { page } = await h.newPhone();
    // Turn 3: 4 tokens each on the board (two quiet turns).
    await importGame(page, h.url, advcivGrown({ id: 'pair', name: 'Pair', turns: 2 }));
    await goToPhase(page, 'population');
    await page.getByTestId('population-form').waitFor();
    // Two areas of two or more need Crete's 4 tokens: one lone-token area more is refused, as typed.
    await fillNumber(page, 'pop-more-crete', 2);
    await fillNumber(page, 'pop-one-crete', 1);
    await expect.poll(() => page.locator('#pop-one-crete').getAttribute('aria-invalid')).toBe('true');
    // One area of two or more leaves room for it: the 1 typed stands and counts (1 + 2 x 1 = 3 tokens go on).
    await fillNumber(page, 'pop-more-crete', 1);
    await expect.poll(() => page.locator('#pop-one-crete').getAttribute('aria-invalid')).toBe('false');
    expect(await page.locator('#pop-one-crete').inputValue()).toBe('1');
    await expect.poll(() => page.getByTestId('pop-adds-crete').innerText()).toContain('Crete adds 3 tokens');
  });
});
