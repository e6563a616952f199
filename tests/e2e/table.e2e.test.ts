/**
 * The table at a phone viewport in real Chromium: a three-player game played through two full turns
 * (taxes with a revolt, a purchase that uses credits, a calamity with a secondary victim), a refused
 * entry that keeps what was typed (Roadbuilding without Engineering, advciv 31.62), a reload mid-turn,
 * and the same offline. Every screen is photographed into screenshots/.
 * A revolt needs a board so full that the stock cannot pay the tax (19.31, 16.1), and the census only
 * grows by what the board and stock allow (20.1): so the game is imported grown five quiet turns
 * (32 tokens each), then Italy fills her board (47), builds a city in turn 6 (41 left, 25.2), pays
 * its tax in turn 7 and grows back to 45: turn 8 opens with nothing in her stock.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessPerFile, horizontalOverflow, snap as shot, waitForServiceWorker } from './harness';
import { advcivGrown, importGame, ITALY_FULL_BOARD } from './grown-records';
import { buyer, currentPhase, drawAll, fillNumber, goToPhase, noCalamities, recordCities, setHand, waitPast, THREE_SEATS } from './table-steps';

const h = harnessPerFile();

const SEATS = THREE_SEATS;

describe('a three-player game', () => {
  test.each([
    { network: 'online', offline: false },
    { network: 'offline', offline: true },
  ])(
    '$network: from a game grown seven turns, play two full turns: taxes with a revolt, a calamity with secondary victims, a purchase with credits, a refused entry, a reload',
    async ({ offline }) => {
      const { context, page } = await h.newPhone();
      await page.goto(h.url);
      await waitForServiceWorker(page);
      await context.setOffline(offline);
      const snap = (p: Page, name: string) => shot(p, offline ? `offline-${name}` : name);
      await page.goto(`${h.url}#/new`);
      await page.getByRole('heading', { name: 'New game' }).waitFor();
      await snap(page, 'new-game');
      expect(await horizontalOverflow(page)).toBe(0);
      const id = await importGame(page, h.url, advcivGrown({ id: 'friday', name: 'Friday', turns: 5, seats: SEATS, hands: false, after: ITALY_FULL_BOARD }));
      // Turn 8, taxation (19): Italy has 0 tokens in stock for her city (47 - 45 on the board - 2 in
      // treasury): it revolts (R-A11) and goes to the player with most units in stock; Crete and Africa,
      // without cities, are asked their stock for it (19.32): a tie, broken by A.S.T. order: Africa (R-A10).
      expect(await currentPhase(page)).toBe('taxation');
      for (const [nation, n] of [
        ['italy', 0],
        ['crete', 15],
        ['africa', 15],
      ] as const)
        await fillNumber(page, `stock-${nation}`, n);
      const italy = page.locator('[data-testid="taxation-form"] [data-nation="italy"]');
      await expect.poll(() => italy.innerText()).toContain('1 city revolts.');
      await expect.poll(() => italy.innerText()).toContain('Africa takes 1 city');
      await snap(page, 'turn-taxation');
      // 19.32: the revolt hands a city over: said in words, recorded on a second tap.
      await page.getByRole('button', { name: 'Record taxes' }).click();
      await page.getByRole('button', { name: 'Record: Africa takes 1 of Italy’s cities' }).click();
      await waitPast(page, 'taxation');

      // Population expansion is optional (20): the walker goes on to the census (at most 47 less the treasury, 20.1).
      expect(await currentPhase(page)).toBe('census');
      for (const [nation, n] of [
        ['crete', 47],
        ['italy', 45],
        ['africa', 40],
      ] as const)
        await fillNumber(page, `census-${nation}`, n);
      await expect.poll(() => page.getByTestId('census-order').innerText()).toMatch(/Crete[\s\S]*Italy[\s\S]*Africa/);
      await snap(page, 'turn-census');
      await page.getByRole('button', { name: 'Record census' }).click();
      await waitPast(page, 'census');
      // Crete and Italy have no city, but a census of six could build one (25.2): the cities are owed next; the phases passed stay open.
      expect(await currentPhase(page)).toBe('surplus');
      await snap(page, 'turn-passed');
      expect(await horizontalOverflow(page)).toBe(0);
      // Crete and Italy build two cities, Africa one beside the one she took.
      await recordCities(page, { crete: 2, italy: 2, africa: 2 });
      expect(await currentPhase(page)).toBe('trade-cards');
      await snap(page, 'turn-trade-cards');
      // 27.1: fewest cities first, ties in A.S.T. order (Africa, Italy, Crete).
      await expect.poll(() => page.getByTestId('order').innerText()).toMatch(/Africa[\s\S]*Italy[\s\S]*Crete/);
      await expect.poll(() => page.getByTestId('stacks').innerText()).toContain('1 and 2');
      await drawAll(page, ['Africa', 'Italy', 'Crete']);
      // 18.1: cards were drawn, so the calamity phase owes its entry (29.1) before the card phase.
      await noCalamities(page);
      await goToPhase(page, 'civ-cards');

      // Africa buys Pottery with four Salt (48 for 45: no change, 31.58).
      await buyer(page, 'africa');
      await setHand(page, 'africa', { salt: 4 });
      await page.getByLabel('Turn in the Salt set').check();
      await page.locator('#buy-africa-pottery').check();
      await expect.poll(() => page.getByTestId('funds').innerText()).toContain('Due 45; cards 48');
      await snap(page, 'turn-civ-cards');
      await page.getByRole('button', { name: 'Buy 1 card' }).click();
      await page.getByRole('button', { name: 'Record the cards kept' }).click();
      await page.locator('[data-testid="civ-form"] [data-nation="africa"]').waitFor({ state: 'detached' });

      // Crete tries Roadbuilding without Engineering: refused with 31.62, the typing stays.
      await buyer(page, 'crete');
      await setHand(page, 'crete', { gold: 4, ivory: 2 });
      await page.getByLabel('Turn in the Gold set').check();
      await page.getByLabel('Turn in the Ivory set').check();
      await page.locator('#buy-crete-roadbuilding').check();
      await page.getByRole('button', { name: 'Buy 1 card' }).click();
      const refusal = page.locator('[data-code="purchase/missing-prerequisite"]');
      await refusal.waitFor();
      expect(await refusal.innerText()).toContain('advciv 31.62');
      expect(await page.locator('#hand-crete-gold').inputValue()).toBe('4');
      expect(await page.locator('#buy-crete-roadbuilding').isChecked()).toBe(true);
      await snap(page, 'refused-roadbuilding');
      await page.locator('#buy-crete-roadbuilding').uncheck();
      await page.locator('#buy-crete-engineering').check();
      await page.getByRole('button', { name: 'Buy 1 card' }).click();
      await page.getByRole('button', { name: 'Record the cards kept' }).click();
      await page.locator('[data-testid="civ-form"] [data-nation="crete"]').waitFor({ state: 'detached' });

      // Italy buys nothing and keeps two Ochre.
      await buyer(page, 'italy');
      await setHand(page, 'italy', { ochre: 2 });
      await page.getByRole('button', { name: 'No purchase: keep these 2 cards' }).click();
      await waitPast(page, 'civ-cards');
      expect(await currentPhase(page)).toBe('ast');
      await snap(page, 'turn-ast');
      await page.getByRole('button', { name: 'Move the markers and end the turn' }).click();
      await page.getByText('Turn 9', { exact: true }).waitFor();
      expect(await currentPhase(page)).toBe('taxation');

      // Turn 9, taxation (19): the calamity entry counted the boards (35, 33, 34), so each stock is the
      // engine's (19.1: 47 less the board and the treasury) and the taxes are paid in full: one tap.
      expect(await page.locator('#stock-italy').inputValue()).toBe('12');
      await snap(page, 'turn2-taxation');
      await page.getByRole('button', { name: 'Record taxes' }).click();
      await waitPast(page, 'taxation');

      // Reload mid-turn: the walker comes back where the table is.
      await goToPhase(page, 'census');
      // Crete builds a city from this census (six tokens off the board, 25.2) and still has 34 on it at the calamities.
      for (const [nation, n] of [
        ['crete', 40],
        ['italy', 36],
        ['africa', 40],
      ] as const)
        await fillNumber(page, `census-${nation}`, n);
      await page.getByRole('button', { name: 'Record census' }).click();
      await waitPast(page, 'census');
      await page.reload();
      // No ships in play (22.3); the cities are owed before the draws count them (24-26, 27.1).
      expect(await currentPhase(page)).toBe('surplus');
      await recordCities(page, { crete: 3, italy: 2, africa: 3 });
      await expect.poll(() => page.getByTestId('order').innerText()).toMatch(/Italy[\s\S]*Africa[\s\S]*Crete/);
      await drawAll(page, ['Italy', 'Africa', 'Crete']);
      await goToPhase(page, 'calamities');

      // Famine (30.311) held by Crete: 10 unit points; 20 more to name, at most 8 each, the rest lapses (R-A9).
      await page.getByRole('button', { name: 'Add a calamity card' }).click();
      await page.locator('#cal-0').selectOption('famine');
      await page.locator('#cal-holder-0').selectOption('crete');
      const famine = page.locator('[data-calamity="famine"]');
      await expect.poll(() => famine.getByTestId('secondary').innerText()).toContain('16 in all');
      // Only Italy and Africa can be named, 8 each at most: the engine fills them in, nothing to type (R-A9).
      await expect.poll(() => famine.getByTestId('forced').count()).toBe(2);
      expect(await page.locator('#assign-famine-italy').count()).toBe(0);
      // 30.311: who chooses, named in the step.
      expect(await famine.getByTestId('choosers').innerText()).toContain('Divided by Crete: the losses among the secondary victims.');
      await expect.poll(() => famine.locator('[data-victim="italy"][data-role="secondary"]').innerText()).toContain('Loses 8 unit points');
      await fillNumber(page, 'loss-famine-crete-tokens', 10);
      await fillNumber(page, 'loss-famine-italy-tokens', 8);
      await fillNumber(page, 'loss-famine-africa-tokens', 8);
      await expect.poll(() => page.locator('[data-testid="calamity-form"] [data-testid="violations"]').count()).toBe(0);
      await snap(page, 'turn2-calamities');
      await page.getByRole('button', { name: 'Record the calamities' }).click();
      // 29-30: the tokens lost are said in words and recorded on a second tap.
      await expect.poll(() => page.getByTestId('consequences').innerText()).toContain('Crete loses 10 tokens from the board');
      await page.getByRole('button', { name: /^Record: / }).click();
      await waitPast(page, 'calamities');

      // Civilization cards: Africa holds Pottery since turn 1, so Cloth Making costs 45 - 10 = 35 (31.52, 31.53).
      await goToPhase(page, 'civ-cards');
      await buyer(page, 'africa');
      await expect.poll(() => page.locator('[data-testid="shop"] [data-card="cloth-making"] [data-testid="price"]').innerText()).toBe('35');
      await setHand(page, 'africa', { grain: 3 });
      await page.getByLabel('Turn in the Grain set').check();
      await page.locator('#buy-africa-cloth-making').check();
      await expect.poll(() => page.getByTestId('funds').innerText()).toContain('Due 35; cards 36');
      await snap(page, 'turn2-civ-cards-credit');
      await page.getByRole('button', { name: 'Buy 1 card' }).click();
      await page.getByRole('button', { name: 'Record the cards kept' }).click();
      await page.locator('[data-testid="civ-form"] [data-nation="africa"]').waitFor({ state: 'detached' });
      for (const nation of ['italy', 'crete']) {
        await buyer(page, nation);
        // The hand kept last turn is pre-filled (Italy: two Ochre).
        await page.getByRole('button', { name: /^No purchase: keep these \d+ cards$/ }).click();
        await page.locator(`[data-testid="civ-form"] [data-nation="${nation}"]`).waitFor({ state: 'detached' });
      }
      await waitPast(page, 'civ-cards');
      await page.getByRole('button', { name: 'Move the markers and end the turn' }).click();
      await page.getByText('Turn 10', { exact: true }).waitFor();

      // Players, scores and log: every screen, no horizontal scroll.
      for (const tab of ['players', 'scores', 'log'] as const) {
        await page.goto(`${h.url}#/game/${id}/${tab}`);
        await page.locator(`#${tab}-h`).waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await snap(page, `tab-${tab}`);
      }
      const africa = page.locator('[data-testid="score-table"] [data-nation="africa"]');
      await page.goto(`${h.url}#/game/${id}/scores`);
      // 35.1: Pottery 45 + Cloth Making 45 (face value) + 3 cities x 50 + A.S.T. 6 x 100 + treasury 4
      // (turn 9 taxes: 2 cities x 2, 19.1).
      await expect.poll(() => africa.innerText()).toContain('844');

      // Log: undo the last entry (the A.S.T. move) and redo it; tap an entry to see the table as of then.
      await page.goto(`${h.url}#/game/${id}/log`);
      const log = page.getByTestId('log');
      // Counted once the log has rendered (its entries come with it), not before: 0 would be counted.
      await log.waitFor();
      const entries = await log.locator('li').count();
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => log.locator('li').count()).toBe(entries - 1);
      await page.getByRole('button', { name: 'Redo' }).click();
      await expect.poll(() => log.locator('li').count()).toBe(entries);
      // Older turns are collapsed: open turn 1 to tap its first entry.
      await page.locator('details[data-turn="1"] > summary').click();
      await page.getByRole('button', { name: /^1\. / }).click();
      await page.getByText('Showing the table after entry 1.').waitFor();
      await page.getByRole('link', { name: 'Scores' }).click();
      // After the first census nobody has cities, cards or A.S.T. spaces: 0 points each (35.1).
      await expect.poll(() => africa.innerText()).toMatch(/\t0$/);
      await snap(page, 'scores-as-of-entry-1');
      await page.getByRole('button', { name: 'Back to now' }).click();
      await expect.poll(() => africa.innerText()).toContain('844');

      // Between turns the table may stop at the time limit (34.1 B), from the scores tab (not in the
      // turn's routine flow) and after a confirmation: the scores become the final ranking.
      await page.getByRole('link', { name: 'Turn' }).click();
      await page.locator('#phase-h').waitFor();
      expect(await page.getByRole('button', { name: 'End the game here (time limit, 34.1 B)' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Scores' }).click();
      await page.getByRole('button', { name: 'End the game here (time limit, 34.1 B)' }).click();
      await page.getByRole('button', { name: 'End the game', exact: true }).click();
      await page.getByRole('heading', { name: 'Final ranking (game ended in turn 9)' }).waitFor();
      await page.getByRole('link', { name: 'Turn' }).click();
      await page.getByText('The game ended after turn 9: the time limit (34.1 B).').waitFor();
      await snap(page, 'game-over');
      await context.setOffline(false);
    },
  );
});
