/**
 * A late arrival (advciv 15.5) in real Chromium at a phone viewport: on the players tab a new player
 * names himself and chooses an unused nation the set-up's panels allow (15.51, 16.12); he is then
 * listed as waiting for a Civil War, and the log records the entry. A game imported after Egypt's
 * Civil War shows the late arrival entered as a player (15.52). Under variant 38.1 a tenth player set
 * up with nine seated waits from the start (16.10).
 */
import { describe, expect, test } from 'vitest';
import { harnessPerFile, horizontalOverflow, snap, waitForServiceWorker } from './harness';
import { expectAppRefusal, newGame } from './table-steps';
import { LATE_RECORD } from '../engine/rulesets/advciv/variants/late-arrivals-record';

const h = harnessPerFile();

describe('advciv 15.5 late arrivals', () => {
  test('15.51 a new player chooses an unused western nation (16.7, 16.12) and waits for a Civil War', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await waitForServiceWorker(page);
    const id = await newGame(page, h.url, 'Late arrival', [
      { name: 'Ann', nation: 'crete' },
      { name: 'Bo', nation: 'italy' },
      { name: 'Cy', nation: 'africa' },
    ]);
    await page.goto(`${h.url}#/game/${encodeURIComponent(id)}/players`);
    await page.locator('#players-h').waitFor();
    const join = page.getByTestId('late-arrival');
    await join.locator('summary').click();
    // 16.7 with 16.12: a three-player game offers only the unused western nations.
    const options = await join.locator('#late-nation option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
    expect(options).toEqual(['illyria', 'thrace']);
    const record = join.getByRole('button', { name: 'Record the late arrival' });
    expect(await record.isDisabled()).toBe(true);
    await join.getByLabel('Name of the new player').fill('Dana');
    await join.locator('#late-nation').selectOption('illyria');
    await record.click();
    await expect.poll(() => page.getByTestId('late-waiting').innerText()).toContain('Dana with Illyria');
    // Illyria is taken now: only Thrace is offered.
    await expect
      .poll(() => join.locator('#late-nation option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== '')))
      .toEqual(['thrace']);
    expect(await horizontalOverflow(page)).toBe(0);
    await snap(page, 'late-arrival-waiting');
    await page.goto(`${h.url}#/game/${encodeURIComponent(id)}/log`);
    await expect.poll(() => page.getByTestId('log').innerText()).toContain('A late arrival asks to join (15.51)');
  });
  test('38.1 (16.10, 16.M) a tenth player set up with the game waits from the start, shown on the players tab', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await waitForServiceWorker(page);
    await page.goto(`${h.url}#/new`);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.getByLabel('Name of the game').fill('Ten at the table');
    await page.locator('input[name="variant-38.1"]').check();
    // The list of players who join later is only offered with nine seated (16.10).
    expect(await page.getByTestId('late-setup').count()).toBe(0);
    await page.getByLabel('Number of players').selectOption('9');
    const late = page.getByTestId('late-setup');
    await late.waitFor();
    const nations = await page
      .getByLabel('Nation of player 1')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
    expect(nations).toHaveLength(9);
    for (const [i, nation] of nations.entries()) {
      await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(`P${i + 1}`);
      await page.getByLabel(`Nation of player ${i + 1}`).selectOption(nation);
    }
    // Two added, one removed again; a blank name is refused by the engine with its rule (16.10).
    await late.getByRole('button', { name: 'Add a player who joins later' }).click();
    await late.getByRole('button', { name: 'Add a player who joins later' }).click();
    await late.getByLabel('Player 10 (joins later)').fill('Jo');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expectAppRefusal(page, 'late-arrival/name-missing');
    await late.getByRole('button', { name: 'Remove player 11' }).click();
    expect(await late.getByLabel('Player 11 (joins later)').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await snap(page, 'late-arrival-setup');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/game\/[^/]+\/turn$/);
    await page.goto(page.url().replace(/\/turn$/, '/players'));
    await page.locator('#players-h').waitFor();
    // With all nine nations in play, Jo becomes the counterpart of the first Civil War's victim (15.52).
    await expect.poll(() => page.getByTestId('late-waiting').innerText()).toContain('Jo with Counterpart of the victim (38.1)');
  });
  test('15.52 the late arrival enters at a Civil War: an imported game shows Dana playing Babylon with the annexed faction', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    await page.setInputFiles('#import-file', { name: 'late.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(LATE_RECORD)) });
    const resume = page.getByRole('link', { name: /^Resume Late arrival at a Civil War/ });
    await resume.waitFor();
    await resume.click();
    await page.waitForURL(/#\/game\/[^/]+\/turn$/);
    await page.goto(page.url().replace(/\/turn$/, '/players'));
    await page.locator('#players-h').waitFor();
    const card = page.locator('[data-nation="babylon"]');
    await expect.poll(() => card.innerText()).toContain('Dana');
    await expect.poll(() => card.innerText()).toContain('2 cities');
    expect(await page.getByTestId('late-waiting').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await snap(page, 'late-arrival-entered');
  });
});
