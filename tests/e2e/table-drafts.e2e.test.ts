/**
 * Drafts of entry forms in real Chromium (src/state/drafts.ts through useEntry): a hand typed in the
 * purchase form survives a reload (the phone's tab was killed), is forgotten once the purchase is
 * recorded, and is forgotten when the player clears the form.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { advcivGrown, importGame } from './grown-records';
import { harnessPerFile, snap } from './harness';
import {
  buyer,
  draftKeys,
  drawAll,
  fillNumber,
  goToPhase,
  newGame,
  noCalamities,
  recordCities,
  setHand,
  waitForStoredDraft,
  waitPast,
  THREE_SEATS,
} from './table-steps';

const h = harnessPerFile();

const SEATS = THREE_SEATS;

/**
 * A game grown four quiet turns (16 tokens each on the board, hands not entered so unknown: 31.71),
 * walked to the civilization-card phase of turn 5: a census of up to 32 (20.1), two cities each.
 */
async function atPurchases(page: Page): Promise<string> {
  const id = await importGame(page, h.url, advcivGrown({ id: 'drafts', name: 'Drafts', turns: 4, seats: SEATS, hands: false }));
  await goToPhase(page, 'census');
  for (const [nation, n] of [
    ['crete', 18],
    ['italy', 17],
    ['africa', 16],
  ] as const)
    await fillNumber(page, `census-${nation}`, n);
  await page.getByRole('button', { name: 'Record census' }).click();
  await waitPast(page, 'census');
  await recordCities(page, { crete: 2, italy: 2, africa: 2 });
  await drawAll(page, ['Africa', 'Italy', 'Crete']);
  await noCalamities(page); // 18.1, 29.1: cards were drawn, the calamity phase owes its entry first
  await goToPhase(page, 'civ-cards');
  return id;
}

async function reloadAt(page: Page, nation: string): Promise<void> {
  await page.reload();
  await page.locator('#phase-h').waitFor();
  await buyer(page, nation);
}

describe('the typing of an open entry form survives a reload until it is recorded', () => {
  test('a hand typed mid-purchase is there after a reload; recorded, a reload shows an empty form', async () => {
    const { page } = await h.newPhone();
    await atPurchases(page);
    await buyer(page, 'africa');
    await setHand(page, 'africa', { salt: 4, ochre: 2 });
    await page.getByLabel('Turn in the Salt set').check();
    await page.locator('#buy-africa-pottery').check();
    // Everything typed has reached the device (the first keystroke alone makes the draft's key).
    await waitForStoredDraft(page, 'purchase-africa', { hand: { salt: 4, ochre: 2 }, turnIn: ['salt'], picked: ['pottery'] });
    expect(await draftKeys(page)).toHaveLength(1);

    // The tab is killed and reopened: everything typed is back, and the shop agrees with it.
    await reloadAt(page, 'africa');
    expect(await page.locator('#hand-africa-salt').inputValue()).toBe('4');
    expect(await page.locator('#hand-africa-ochre').inputValue()).toBe('2');
    expect(await page.getByLabel('Turn in the Salt set').isChecked()).toBe(true);
    expect(await page.locator('#buy-africa-pottery').isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('funds').innerText()).toContain('Due 45; cards 48');
    await snap(page, 'draft-restored');

    // Recorded: the purchase draft is forgotten (the cards kept, a form still open, have their own).
    // Undoing the purchase brings back an empty form, also after a reload.
    await page.getByRole('button', { name: 'Buy 1 card' }).click();
    await page.getByRole('button', { name: 'Record the cards kept' }).waitFor();
    await expect.poll(async () => (await draftKeys(page)).filter((k) => k.endsWith(':purchase-africa'))).toEqual([]);
    await page.reload();
    await page.locator('#phase-h').waitFor();
    await page.getByRole('button', { name: /^Undo: / }).click();
    await buyer(page, 'africa');
    await page.locator('#hand-africa-salt').waitFor();
    await page.reload();
    await page.locator('#phase-h').waitFor();
    await buyer(page, 'africa');
    expect(await page.locator('#hand-africa-salt').inputValue()).toBe('');
    expect(await page.locator('#hand-africa-ochre').inputValue()).toBe('');
    expect(await page.locator('#buy-africa-pottery').isChecked()).toBe(false);
  });

  test('a refused purchase keeps its draft; clearing the form forgets it', async () => {
    const { page } = await h.newPhone();
    await atPurchases(page);
    // Crete tries Roadbuilding without Engineering: refused (31.62), the draft stays through a reload.
    await buyer(page, 'crete');
    await setHand(page, 'crete', { gold: 4, ivory: 2 });
    await page.getByLabel('Turn in the Gold set').check();
    await page.locator('#buy-crete-roadbuilding').check();
    await page.getByRole('button', { name: 'Buy 1 card' }).click();
    await page.locator('[data-code="purchase/missing-prerequisite"]').waitFor();
    // The refusal says nothing of the draft's write: wait for the stored draft itself.
    await waitForStoredDraft(page, 'purchase-crete', { hand: { gold: 4, ivory: 2 }, turnIn: ['gold'], picked: ['roadbuilding'] });
    await reloadAt(page, 'crete');
    expect(await page.locator('#hand-crete-gold').inputValue()).toBe('4');
    expect(await page.locator('#buy-crete-roadbuilding').isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Clear what was typed' }).click();
    await expect.poll(() => page.locator('#hand-crete-gold').inputValue()).toBe('');
    expect(await page.locator('#buy-crete-roadbuilding').isChecked()).toBe(false);
    await expect.poll(() => draftKeys(page)).toEqual([]);
    await reloadAt(page, 'crete');
    expect(await page.locator('#hand-crete-gold').inputValue()).toBe('');
  });

  test('every form ending in the shared SubmitRow keeps a draft: the census survives a reload and clears', async () => {
    const { page } = await h.newPhone();
    await newGame(page, h.url, 'Census draft', SEATS);
    await goToPhase(page, 'census');
    await fillNumber(page, 'census-crete', 14);
    await fillNumber(page, 'census-italy', 13);
    await waitForStoredDraft(page, 'census', { tokens: { crete: 14, italy: 13 } });
    await page.reload();
    await page.locator('#census-crete').waitFor();
    expect(await page.locator('#census-crete').inputValue()).toBe('14');
    expect(await page.locator('#census-italy').inputValue()).toBe('13');
    await page.getByTestId('draft-discard').click();
    await expect.poll(() => page.locator('#census-crete').inputValue()).toBe('');
    // The device forgets it within moments (the database write is asynchronous).
    await expect.poll(() => draftKeys(page)).toEqual([]);
    await page.reload();
    await page.locator('#census-crete').waitFor();
    expect(await page.locator('#census-crete').inputValue()).toBe('');
    expect(await page.getByTestId('draft-discard').count()).toBe(0);
  });
});
