/**
 * A Capitals game at a phone viewport in real Chromium (seed 003, R-C1): the variant chosen on the
 * new-game screen with its summary, capital sites entered with the cities, the trade cards of the
 * first turn with cities without capital effects (nobody holds a civilization card yet, capitals
 * 4.1), a purchase, and the next turn's trade-card phase in which Africa's six capitals count twice:
 * nine cards in the principal phase and three more in the supplemental phase, from stack 9 downward
 * (capitals 5.1-5.3).
 * The census grows at most by what the board and stock allow (advciv 20.1), and a city takes six tokens
 * of it (25.2): so the turns with cities are played in a Capitals record grown five quiet turns (32
 * tokens each on the board), imported, rather than from a turn-1 census no board gives.
 */
import { describe, expect, test } from 'vitest';
import { advcivGrown, importGame } from './grown-records';
import { harnessPerFile, snap, waitForServiceWorker } from './harness';
import { buyer, currentPhase, expectAppRefusal, fillNumber, goToPhase, noCalamities, setHand, waitPast, THREE_SEATS } from './table-steps';
import type { Page } from 'playwright-core';

const h = harnessPerFile();

const SEATS = THREE_SEATS;

async function census(page: Page, tokens: Readonly<Record<string, number>>): Promise<void> {
  await goToPhase(page, 'census');
  for (const [nation, n] of Object.entries(tokens)) await fillNumber(page, `census-${nation}`, n);
  await page.getByRole('button', { name: 'Record census' }).click();
  await waitPast(page, 'census');
}

async function cities(page: Page, counts: Readonly<Record<string, number>>, capitals: Readonly<Record<string, string>>): Promise<void> {
  await goToPhase(page, 'surplus');
  for (const [nation, n] of Object.entries(counts)) await fillNumber(page, `cities-${nation}`, n);
  for (const [site, nation] of Object.entries(capitals)) await page.locator(`#capital-${site}`).selectOption(nation);
  await page.getByRole('button', { name: 'Record cities' }).click();
  await waitPast(page, 'surplus');
}

/** Records the draw offered on the trade-card card for `nation` after checking its stacks. */
async function draw(page: Page, nation: string, stacks: RegExp): Promise<void> {
  const card = page.locator('[data-testid="trade-form"] form.card');
  await expect.poll(() => card.locator('h3').innerText()).toContain(nation);
  await expect.poll(() => card.getByTestId('stacks').innerText()).toMatch(stacks);
  const drawnBefore = await page.locator('[data-testid="trade-form"] p:not(.muted)').count();
  await card.getByRole('button', { name: `Record the draw of ${nation}` }).click();
  // Recorded: one more draw listed, or the phase is over and the walker moved on.
  await expect
    .poll(
      async () =>
        (await page.getByTestId('trade-form').count()) === 0 || (await page.locator('[data-testid="trade-form"] p:not(.muted)').count()) === drawnBefore + 1,
    )
    .toBe(true);
}

describe('a Capitals game (seed 003)', () => {
  test('capital cities count twice for trade cards once a civilization card is held: principal and supplemental phases', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await waitForServiceWorker(page);
    await page.goto(`${h.url}#/new`);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.getByLabel('Name of the game').fill('Capitals');
    await page.getByLabel('Number of players').selectOption(String(SEATS.length));
    for (const [i, s] of SEATS.entries()) {
      await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(s.name);
      await page.getByLabel(`Nation of player ${i + 1}`).selectOption(s.nation);
    }
    // The variants list names each variant with its summary and the rules it amends.
    const variants = page.getByTestId('variants');
    expect(await variants.innerText()).toContain('Cities on 18 capital sites count double for trade cards');
    expect(await variants.innerText()).toContain('capitals 4.2');
    // R-A14: two exclusive variants are refused with the reason.
    await page.locator('input[name="variant-38.1"]').check();
    await page.locator('input[name="variant-38.2"]').check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expectAppRefusal(page, 'setup/exclusive-variants');
    await page.locator('input[name="variant-38.1"]').uncheck();
    await page.locator('input[name="variant-38.2"]').uncheck();
    await page.locator('input[name="variant-capitals"]').check();
    await snap(page, 'capitals-new-game');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/game\/[^/]+\/turn$/);
    await page.locator('#phase-h').waitFor();

    // The same table five quiet turns later (hands not typed, 31.71): every board holds 32 tokens.
    await importGame(page, h.url, advcivGrown({ id: 'capitals', name: 'Capitals grown', turns: 5, seats: SEATS, variants: ['capitals'], hands: false }));
    // Turn 6: Africa fills her board (47 = 32 + 15 in stock, 20.1) and builds five cities (30 tokens,
    // 25.2; 17 left support them, 26.31), every one on a capital site; Crete builds two, one on Knossos.
    await census(page, { crete: 32, italy: 32, africa: 47 });
    await cities(
      page,
      { crete: 2, italy: 2, africa: 5 },
      { carthage: 'africa', troy: 'africa', argos: 'africa', miletus: 'africa', memphis: 'africa', knossos: 'crete' },
    );
    expect(await currentPhase(page)).toBe('trade-cards');
    // 4.1: no civilization card is held yet, so Africa draws for her five cities, not ten, and there is no supplemental round.
    await draw(page, 'Italy', /stacks 1 and 2\./);
    await draw(page, 'Crete', /stacks 1 and 2\./);
    await draw(page, 'Africa', /^Draws 5 cards: .*stacks 1, 2, 3, 4,? and 5\.$/);
    // Nobody waits for a supplemental draw: the walker moves on.
    await waitPast(page, 'trade-cards');

    // 18.1: cards were drawn, so the calamity phase owes its entry first (29.1).
    await noCalamities(page);
    // Africa buys Pottery (31.58); the others keep nothing.
    await goToPhase(page, 'civ-cards');
    await buyer(page, 'africa');
    await setHand(page, 'africa', { salt: 4 });
    await page.getByLabel('Turn in the Salt set').check();
    await page.locator('#buy-africa-pottery').check();
    await page.getByRole('button', { name: 'Buy 1 card' }).click();
    await page.getByRole('button', { name: 'Record the cards kept' }).click();
    await page.locator('[data-testid="civ-form"] [data-nation="africa"]').waitFor({ state: 'detached' });
    for (const nation of ['crete', 'italy']) {
      await buyer(page, nation);
      await page.getByRole('button', { name: 'No purchase: keep these 0 cards' }).click();
      await page.locator(`[data-testid="civ-form"] [data-nation="${nation}"]`).waitFor({ state: 'detached' });
    }
    await waitPast(page, 'civ-cards');
    await page.getByRole('button', { name: 'Move the markers and end the turn' }).click();
    await page.getByText('Turn 7', { exact: true }).waitFor();

    // Turn 7: taxes paid in full from the stock the boards leave (19.1: 47 - 20, 47 - 20, 47 - 17);
    // Africa builds a sixth city, on Athens (34 at most, 20.1: 28 left): six cities, six capitals: 6 + 6 = 12.
    for (const [nation, n] of [
      ['crete', 27],
      ['italy', 27],
      ['africa', 30],
    ] as const)
      await fillNumber(page, `stock-${nation}`, n);
    await page.getByRole('button', { name: 'Record taxes' }).click();
    await waitPast(page, 'taxation');
    await census(page, { crete: 24, italy: 22, africa: 34 });
    await cities(page, { crete: 2, italy: 2, africa: 6 }, { athens: 'africa' });
    expect(await currentPhase(page)).toBe('trade-cards');
    // 27.1 with 4.2: Africa counts 12 and draws last; the principal phase gives at most nine (5.1).
    await expect.poll(() => page.getByTestId('order').innerText()).toMatch(/Italy[\s\S]*Crete[\s\S]*Africa/);
    // Crete's city on Knossos now counts twice too: 2 cities draw 3 cards.
    await expect.poll(() => page.getByTestId('order').innerText()).toMatch(/Crete[^\n]*· 3 cities[\s\S]*Africa[^\n]*· 12 cities/);
    await draw(page, 'Italy', /stacks 1 and 2\./);
    await draw(page, 'Crete', /stacks 1, 2,? and 3\./);
    await draw(page, 'Africa', /^Draws 9 cards: .*stacks 1, 2, 3, 4, 5, 6, 7, 8,? and 9\.$/);
    // 5.2, 5.3: the supplemental phase: 12 - 9 = 3 more, from stack 9 downward.
    await expect.poll(() => page.locator('[data-testid="trade-form"] form.card h3').innerText()).toContain('Supplemental cards');
    await snap(page, 'capitals-supplemental');
    await draw(page, 'Africa', /^Draws 3 cards: .*stacks 9, 8,? and 7\.$/);
    // Every draw of the turn is made, the supplemental one included: the walker moves on (18.1).
    await waitPast(page, 'trade-cards');
    expect(await currentPhase(page)).not.toBe('trade-cards');
  });

  test('Bidding (capitals 3): bids, a tie broken by the complex method, 56 minus the bid in tokens', async () => {
    const { page } = await h.newPhone();
    await page.goto(`${h.url}#/new`);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.getByLabel('Number of players').selectOption('3');
    for (const [i, s] of SEATS.entries()) {
      await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(s.name);
      await page.getByLabel(`Nation of player ${i + 1}`).selectOption(s.nation);
    }
    await page.locator('input[name="variant-bidding"]').check();
    const bidding = page.getByTestId('bidding');
    // 3.1 an integer from 0 to 56: typing is kept as typed and refused in words, never rewritten (issue 19 item 4).
    const ann = page.getByLabel('Bid of Ann', { exact: true });
    await ann.fill('');
    await ann.pressSequentially('2.5');
    await expect.poll(() => bidding.getByTestId('typing-refused').innerText()).toBe('Bid of Ann: a whole number from 0 to 56');
    await expect.poll(() => ann.inputValue()).toBe('2.5');
    await expect.poll(() => page.getByRole('button', { name: 'Start the game' }).isDisabled()).toBe(true);
    await ann.fill('5');
    await page.getByLabel('Bid of Bo', { exact: true }).fill('5');
    await page.getByLabel('Bid of Cy', { exact: true }).fill('2');
    // 3.4 (R-C2 default): a random provisional order, then the player coming last decides.
    await bidding.getByRole('button', { name: 'Draw the order at random' }).click();
    await expect.poll(() => bidding.innerText()).toMatch(/raise your bid by one to go first\?/);
    await bidding.getByRole('button', { name: 'Decline' }).click();
    // 3.2, 3.5: the tied pair chooses before Cy; each plays with 56 minus his bid.
    await expect
      .poll(() => page.getByTestId('choice-order').innerText())
      .toMatch(/(Ann|Bo): bid 5, 51 tokens\n(Ann|Bo): bid 5, 51 tokens\nCy: bid 2, 54 tokens/);
    await snap(page, 'bidding-new-game');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/game\/[^/]+\/turn$/);
    await page.goto(page.url().replace(/\/turn$/, '/players'));
    await expect.poll(() => page.getByTestId('game-variants').innerText()).toContain('Bidding');
  });
});
