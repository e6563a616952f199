/**
 * Monotheism conversions in the calamity form (advciv 32.941-32.942, 32.952) in real Chromium: a
 * game imported at the calamity phase of turn 5, where Africa holds Monotheism (bought in turn 4) and
 * Italy Theology. Africa converts a city of Crete and the players tab shows it; converting Italy is
 * refused with 32.952, and a city with tokens with 32.941; nothing is recorded.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessPerFile, snap } from './harness';
import { currentPhase, goToPhase, waitPast } from './table-steps';
import { threePlayerRecord } from './hands-records';

const h = harnessPerFile();

const NATIONS = ['africa', 'italy', 'crete'] as const;
const each = (n: number) => Object.fromEntries(NATIONS.map((k) => [k, n]));

/**
 * Turns 1-4 as in the golden game's opening (census, cities 25, trade cards 27.1 in A.S.T. order,
 * purchases 31): Africa buys Enlightenment (32.93) in turn 3 and Monotheism (32.94, 32.944) in turn 4,
 * Italy Enlightenment then Theology (32.95); turn 5 stops after the trade-card draws.
 */
function monotheismRecord(id: string): string {
  const entries: unknown[] = [
    { kind: 'census', tokens: each(2) },
    { kind: 'ast' },
    { kind: 'census', tokens: each(4) },
    { kind: 'ast' },
    { kind: 'census', tokens: each(8) },
    { kind: 'cities', cities: { africa: 1, italy: 1, crete: 0 } },
    { kind: 'trade-cards', nation: 'africa', stacks: [1], bought: 0 },
    { kind: 'trade-cards', nation: 'italy', stacks: [1], bought: 0 },
    { kind: 'purchase', nation: 'africa', cards: ['enlightenment'], paid: { salt: 9, grain: 2 }, treasury: 0, mining: null },
    { kind: 'purchase', nation: 'italy', cards: ['enlightenment'], paid: { salt: 9, grain: 2 }, treasury: 0, mining: null },
    { kind: 'ast' },
    { kind: 'taxation', stock: { africa: 10, italy: 10 } },
    { kind: 'census', tokens: each(10) },
    { kind: 'cities', cities: { africa: 2, italy: 2, crete: 1 } },
    { kind: 'trade-cards', nation: 'crete', stacks: [1], bought: 0 },
    { kind: 'trade-cards', nation: 'africa', stacks: [1, 2], bought: 0 },
    { kind: 'trade-cards', nation: 'italy', stacks: [1, 2], bought: 0 },
    { kind: 'purchase', nation: 'africa', cards: ['monotheism'], paid: { salt: 9, grain: 5 }, treasury: 0, mining: null },
    { kind: 'purchase', nation: 'italy', cards: ['theology'], paid: { salt: 9, grain: 5 }, treasury: 0, mining: null },
    { kind: 'ast' },
    { kind: 'taxation', stock: each(20) },
    // 25.2: each city built takes six tokens off the board; Africa keeps 14 - 6 = 8, enough for four cities (26.31).
    { kind: 'census', tokens: { ...each(12), africa: 14 } },
    { kind: 'cities', cities: { africa: 3, italy: 3, crete: 2 } },
    { kind: 'trade-cards', nation: 'crete', stacks: [1, 2], bought: 0 },
    { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3], bought: 0 },
    { kind: 'trade-cards', nation: 'italy', stacks: [1, 2, 3], bought: 0 },
  ];
  return threePlayerRecord(id, 'Monotheism', entries);
}

/** Imports the record through the home screen and opens it at the calamity phase. */
async function atCalamities(page: Page): Promise<string> {
  const id = 'monotheism';
  await page.goto(`${h.url}#/`);
  await page.getByRole('heading', { name: 'Your games' }).waitFor();
  await page.setInputFiles('#import-file', { name: 'monotheism.json', mimeType: 'application/json', buffer: Buffer.from(monotheismRecord(id)) });
  await expect.poll(() => page.getByTestId('home-notice').innerText()).toContain('1 game imported');
  // The home list names the game by the id it was stored under.
  const stored = (await page.locator('[data-game]').first().getAttribute('data-game')) ?? id;
  await page.goto(`${h.url}#/game/${encodeURIComponent(stored)}/turn`);
  await page.locator('#phase-h').waitFor();
  await page.getByText('Turn 5', { exact: true }).waitFor();
  await goToPhase(page, 'calamities');
  return stored;
}

const cities = (page: Page, nation: string) => page.locator(`[data-nation="${nation}"]`).first().innerText();

describe('advciv 32.941 a Monotheism holder converts one area at the end of the calamity phase', () => {
  test('only the Monotheism holder is offered a conversion; Africa converts a city of Crete and the table shows it', async () => {
    const { page } = await h.newPhone();
    const id = await atCalamities(page);
    const section = page.getByTestId('conversions');
    await section.waitFor();
    expect(await section.locator('fieldset').count()).toBe(1);
    expect(await section.locator('fieldset').getAttribute('data-nation')).toBe('africa');

    await page.locator('#convert-africa-from').selectOption('crete');
    // One area holds at most one city (32.941): two is refused in its box with the range, the typing kept.
    await page.locator('#convert-africa-cities').fill('2');
    await expect
      .poll(() => page.locator('[data-testid="typing-refused"][data-field="convert-africa-cities"]').textContent())
      .toContain('a whole number from 0 to 1');
    expect(await page.locator('#convert-africa-cities').inputValue()).toBe('2');
    await page.locator('#convert-africa-cities').fill('1');
    await page.locator('#convert-africa-tokens').fill('0');
    await expect.poll(() => page.getByTestId('violations').count()).toBe(0);
    await snap(page, 'calamity-monotheism');
    await page.getByRole('button', { name: 'Record the calamities' }).click();
    // The converted city leaves Crete: said in words, recorded on a second tap.
    await page.getByRole('button', { name: 'Record: Crete loses 1 city' }).click();
    await waitPast(page, 'calamities');

    await page.goto(`${h.url}#/game/${id}/players`);
    await expect.poll(() => cities(page, 'africa')).toContain('4 cities');
    expect(await cities(page, 'crete')).toContain('1 city');
    expect(await cities(page, 'italy')).toContain('3 cities');
  });

  test.each([
    // 32.952: a Theology holder is not affected by Monotheism.
    { what: '32.952 Italy holds Theology', from: 'italy', cities: '1', tokens: '0', code: 'calamity/conversion-target-immune', rule: 'advciv 32.952' },
    // 32.941: an area holds either a city or tokens.
    { what: '32.941 a city and tokens at once', from: 'crete', cities: '1', tokens: '2', code: 'calamity/conversion-area', rule: 'advciv 32.941' },
  ])('refused: $what; the rule is shown and nothing is recorded', async ({ from, cities: c, tokens, code, rule }) => {
    const { page } = await h.newPhone();
    await atCalamities(page);
    await page.locator('#convert-africa-from').selectOption(from);
    await page.locator('#convert-africa-cities').fill(c);
    await page.locator('#convert-africa-tokens').fill(tokens);
    // The engine's verdict while typing...
    const open = page.locator(`[data-testid="violations"] [data-code="${code}"]`).first();
    await open.waitFor();
    expect(await open.innerText()).toContain(rule);
    // ...and its refusal on recording: the phase stays and the typing is kept.
    await page.getByRole('button', { name: 'Record the calamities' }).click();
    await expect.poll(() => page.locator(`[data-testid="violations"] [data-code="${code}"]`).count()).toBe(2);
    expect(await currentPhase(page)).toBe('calamities');
    expect(await page.locator('#convert-africa-from').inputValue()).toBe(from);
    await snap(page, `calamity-monotheism-refused-${code.replace('/', '-')}`);
  });
});
