/**
 * Once is once (issue 19 item 5), in real Chromium at 360x640: every record button of every phase of
 * each ruleset (Advanced Civilization, Eastern Empires, Sid Meier's) is tapped twice: two clicks on
 * the button 15 ms apart (more on a busy machine; 120 ms on two forms that move on to the next player
 * by themselves, as a phone's double tap may be), the second on the button as it then is (still
 * recording, or the same form moved on to the next player by itself). The log gains exactly the
 * entries one tap records: one, or one per player for a one-tap button for everyone left. The count
 * is the phone's stored entries (IndexedDB), checked after every button against the running total,
 * so a late second entry fails the next check. A double tap's second touch that comes only once the
 * next player's row stands under the finger (the browser counts it the second click, detail 2) records
 * nothing either, however late it comes. One page walks seven games, each imported at the turn
 * and phase its buttons need (tests/e2e/grown-records.ts, or a record written here from the entries'
 * shapes) or, for the quiet walks, a turn of a game started on the phone.
 *
 * Buttons walked: advciv taxes, population expansion, census, ships, a city attack, cities (typed and
 * "No change since the census"), a draw and the draws for everyone left, a trade, no calamities, the
 * calamities with their losses (famine: primary and secondary victims; two taps), a purchase, the
 * cards kept, no purchase for everyone left, the A.S.T., a player leaving (two taps), a late arrival,
 * the end at the time limit and a hand never typed shown for the score. Eastern Empires taxes, census,
 * ships, cities, a draw and the draws for everyone left, a calamity selection and none for everyone
 * left, a calamity resolved (two taps), special abilities, the board after surplus removal, a purchase
 * of nothing and nothing for everyone left, the cards kept, the A.S.T., a player leaving. Sid Meier's:
 * a settlement captured (two taps), losses (two taps), a battle round, an exploration, on to the next
 * phase and past the trade, a gift, a loan, the roll with everyone's production, one player's
 * production and everyone left's, a purchase, done buying and no purchase for everyone left, a
 * wonder claimed, the end of the turn, a victory declared (advanced long game).
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessPerFile, waitForServiceWorker } from './harness';
import { storedEntries } from './entries-stored';
import { advcivGrown, EE_FIVE, eeGrown, importGame } from './grown-records';
import { buyer, dismissOffline, fillNumber, goToPhase, setHand, waitPast } from './table-steps';

const h = harnessPerFile();

const TAB_NAMES = { turn: 'Turn', players: 'Players', scores: 'Scores' } as const;

/**
 * Taps `button` twice, 15 ms apart, and checks the phone's log gained `adds` entries: the running
 * total from the entries stored when the walk began (every game on the phone, the imported ones too).
 */
async function walker(page: Page) {
  const start = await storedEntries(page);
  let total = start;
  const tapped: string[] = [];
  return {
    tapped,
    async twice(button: Locator, adds: number, tab: 'turn' | 'players' | 'scores' = 'turn', gap = 15): Promise<void> {
      await button.waitFor();
      await button.scrollIntoViewIfNeeded();
      await expect.poll(() => button.isEnabled()).toBe(true);
      tapped.push((await button.textContent()) ?? '');
      // Two clicks on the button `gap` ms apart (more on a busy machine), the second on the button as
      // it then is: still recording, or the same form moved on to the next player by itself.
      await button.evaluate(async (b, ms) => {
        (b as HTMLElement).click();
        await new Promise((done) => setTimeout(done, ms));
        (b as HTMLElement).click();
      }, gap);
      total += adds;
      await expect.poll(() => storedEntries(page)).toBe(total);
      // The second tap may have landed on a tab of the bar below (it records nothing): back to the tab tapped on.
      if (!page.url().endsWith(`/${tab}`)) {
        await page.getByRole('link', { name: TAB_NAMES[tab], exact: true }).click();
        await page.waitForURL(new RegExp(`/${tab}$`));
      }
    },
    /**
     * A record button whose entry takes something from a player (issue 19 item 2): tapped twice it
     * only arms (the second click finds the armed button still waiting, ConfirmRow's DELIBERATE_MS),
     * so nothing is stored; its consequences are said in words (`says`), and the armed button
     * (`armed`), tapped twice once it takes taps, records `adds` entries.
     */
    async confirmed(button: Locator, says: string, armed: RegExp, adds: number, tab: 'turn' | 'players' | 'scores' = 'turn'): Promise<void> {
      // The button's own form (its name changes once armed): marked, to be found again.
      await button.evaluate((b) => b.closest('form')?.setAttribute('data-walked', 'confirm'));
      const form = page.locator('form[data-walked="confirm"]');
      await this.twice(button, 0, tab);
      await expect.poll(() => form.getByTestId('consequences').getAttribute('data-armed')).toBe('true');
      await expect.poll(() => form.getByTestId('consequences').innerText()).toContain(says);
      await this.twice(form.getByRole('button', { name: armed }), adds, tab);
      await form.evaluateAll((forms) => {
        for (const f of forms) f.removeAttribute('data-walked');
      });
    },
    /**
     * A double tap whose second touch comes late (issue 19 item 5): the first click on `button`
     * records one entry and the screen moves on, and once another record button stands under the
     * finger the browser's second click of the double tap (detail 2) lands on it: nothing is
     * recorded, however late it comes (the caller's next button shows that `next` still owes its entry).
     */
    async lateSecondTouch(button: Locator, next: Locator): Promise<void> {
      await button.scrollIntoViewIfNeeded();
      await expect.poll(() => button.isEnabled()).toBe(true);
      tapped.push((await button.textContent()) ?? '');
      const centre = async (b: Locator) => {
        const box = await b.boundingBox();
        if (box === null) throw new Error('the button has no box');
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      const at = await centre(button);
      await page.mouse.click(at.x, at.y);
      total += 1;
      await expect.poll(() => storedEntries(page)).toBe(total);
      // The next record button now stands under the fingertip: its centre within 48 px of the first touch (a
      // touch target's size; a phone counts a double tap within a wider slop, 100 dp on Android).
      await expect.poll(() => next.isEnabled()).toBe(true);
      await expect.poll(async () => centre(next).then((c) => Math.hypot(c.x - at.x, c.y - at.y))).toBeLessThan(48);
      const then = await centre(next);
      // The second touch alone: one press and release the browser counts as a double tap's second (detail 2).
      await page.mouse.move(then.x, then.y);
      await page.mouse.down({ clickCount: 2 });
      await page.mouse.up({ clickCount: 2 });
    },
    /** The entries this walk recorded; whatever a second tap might still have queued has landed by now, or shows here. */
    async recorded(): Promise<number> {
      await expect.poll(() => storedEntries(page)).toBe(total);
      return total - start;
    },
  };
}

/**
 * Unfolds the section whose heading reads `heading`, unless it is open already (the second touch of
 * the last double tap may have landed on its heading and opened it: a fold is not a record).
 */
async function unfold(page: Page, heading: string): Promise<void> {
  const section = page.locator('details', { has: page.locator(':scope > summary', { hasText: heading }) }).first();
  if (!(await section.evaluate((d) => (d as HTMLDetailsElement).open))) await section.locator(':scope > summary').click();
}

function phaseIs(page: Page, p: string): Promise<unknown> {
  return page.waitForFunction((x) => document.querySelector('#phase-h')?.getAttribute('data-phase') === x, p);
}

async function advciv(page: Page): Promise<void> {
  // Turn 4: three quiet turns (a census and the A.S.T. each: 6 entries) left 8 tokens each on the board
  // (20.1: 16 at most now); the hands were not typed, so what each holds is unknown (31.71).
  await importGame(page, h.url, advcivGrown({ id: 'twice', name: 'Advciv turn', turns: 3, hands: false }));
  const w = await walker(page);
  const button = (name: string | RegExp) => page.getByRole('button', { name });
  // Turn 4 (advciv 18.1): census, cities, draws, calamities, cards, the A.S.T.; two cities each from 16 (25.2, 26.31).
  for (const nation of ['crete', 'italy', 'africa']) await fillNumber(page, `census-${nation}`, 16);
  await w.twice(button('Record census'), 1);
  await waitPast(page, 'census');
  await goToPhase(page, 'surplus');
  for (const nation of ['crete', 'italy', 'africa']) await fillNumber(page, `cities-${nation}`, 2);
  await w.twice(button('Record cities'), 1);
  await waitPast(page, 'surplus');
  await goToPhase(page, 'trade-cards');
  const first = page.getByRole('button', { name: /^Record the draw of / }).first();
  await w.twice(first, 1);
  // The second player's draw tapped twice, the second touch once the third player's row stands there.
  const crete = page.getByRole('button', { name: 'Record the draw of Crete' });
  await w.lateSecondTouch(first, crete);
  // Crete's draw is still owed: her button, tapped twice, records it once.
  await w.twice(crete, 1);
  await waitPast(page, 'trade-cards');
  await goToPhase(page, 'calamities');
  await w.twice(button('No calamities: record and go on'), 1);
  await waitPast(page, 'calamities');
  await goToPhase(page, 'civ-cards');
  await buyer(page, 'africa');
  await setHand(page, 'africa', { timber: 4, iron: 2, salt: 3 });
  await page.locator('#buy-africa-pottery').check();
  await expect.poll(() => page.getByTestId('funds').innerText()).toContain('Due 45; cards 48');
  await w.twice(button('Buy 1 card'), 1);
  await w.twice(button('Record the cards kept'), 1);
  await page.locator('[data-testid="civ-form"] [data-nation="africa"]').waitFor({ state: 'detached' });
  await w.twice(button(/^No purchase for everyone left/), 2);
  await waitPast(page, 'civ-cards');
  await w.twice(button('Move the markers and end the turn'), 1);
  await page.getByText('Turn 5', { exact: true }).waitFor();
  // Turn 5: the taxes from the stock the engine suggests (47 - 4 on the board, 19.1), a census at most
  // twice the 4 tokens left beside the cities (20.1), the cities unchanged in one tap.
  await w.twice(button('Record taxes'), 1);
  await waitPast(page, 'taxation');
  for (const nation of ['crete', 'italy', 'africa']) await fillNumber(page, `census-${nation}`, 8);
  await w.twice(button('Record census'), 1);
  await waitPast(page, 'census');
  await w.twice(button('No change since the census'), 1);
  await waitPast(page, 'surplus');
  expect(await w.recorded()).toBe(14);
  expect(w.tapped).toHaveLength(13);
}

/** `record` (an exported game) with `extra` entries after its own, each stamped a minute after the one before. */
function withEntries(record: string, extra: readonly unknown[]): string {
  const r = JSON.parse(record) as { readonly entries: readonly { readonly at: string; readonly entry: unknown }[] };
  const start = Date.parse('2026-11-28T20:00:00.000Z');
  const more = extra.map((entry, i) => ({ at: new Date(start + i * 60_000).toISOString(), entry }));
  return JSON.stringify({ ...r, entries: [...r.entries, ...more] });
}

const ADV_NATIONS = ['crete', 'italy', 'africa'] as const;
const eachNation = (n: number) => Object.fromEntries(ADV_NATIONS.map((x) => [x, n]));

/**
 * The rest of advciv's record buttons, in turn 6 of a record grown four quiet turns (16 tokens each,
 * hands not typed, 31.71) and a fifth with three cities each from a census of 32 (25.2, 26.31; 14
 * tokens left beside them), taxed (19.1: 33 in stock, 6 paid): population expansion, ships, a city
 * attack, the cities after it, the draws, a trade, a famine with its losses (two taps: 29-30, item 2),
 * no purchase, the A.S.T.; then in turn 7 a player leaving (15.6, two taps), a late arrival (15.5), the
 * end at the time limit (34.1 B) and a hand never typed shown for the score (35.1 B).
 */
async function advcivTable(page: Page): Promise<void> {
  const record = withEntries(advcivGrown({ id: 'twice-table', name: 'Advciv table', turns: 4, hands: false }), [
    { kind: 'census', tokens: eachNation(32) },
    { kind: 'cities', cities: eachNation(3), tokens: eachNation(14) },
    ...['africa', 'italy', 'crete'].map((nation) => ({ kind: 'trade-cards', nation, stacks: [1, 2, 3], bought: 0 })),
    { kind: 'calamities', held: [], tokens: eachNation(14), resolutions: [] },
    ...ADV_NATIONS.map((nation) => ({ kind: 'hand', nation, unknown: true })),
    { kind: 'ast' },
    { kind: 'taxation', stock: eachNation(33) },
  ]);
  await importGame(page, h.url, record);
  const w = await walker(page);
  const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
  // 20.1: six areas of two or more tokens each give 12 (14 on the board: 26).
  await goToPhase(page, 'population');
  for (const nation of ADV_NATIONS) {
    await fillNumber(page, `pop-one-${nation}`, 0);
    await fillNumber(page, `pop-more-${nation}`, 6);
  }
  await w.twice(button('Record population expansion'), 1);
  await goToPhase(page, 'census');
  for (const nation of ADV_NATIONS) await fillNumber(page, `census-${nation}`, 26);
  await w.twice(button('Record census'), 1);
  // 22.1: Crete builds a ship with two tokens from the board.
  await goToPhase(page, 'ships');
  await unfold(page, 'Crete: 0 ships');
  await fillNumber(page, 'ships-crete', 1);
  await fillNumber(page, 'ships-l-crete', 2);
  await w.twice(page.locator('details:has(#ships-crete)').getByRole('button', { name: 'Record', exact: true }), 1);
  // 24.3: Crete takes one of Italy's cities with seven tokens.
  await goToPhase(page, 'conflict');
  await unfold(page, 'A city was taken');
  await page.locator('#attack-attacker').selectOption('crete');
  await page.locator('#attack-defender').selectOption('italy');
  await fillNumber(page, 'attack-tokens', 7);
  await w.twice(button('Record the attack'), 1);
  await goToPhase(page, 'surplus');
  await w.twice(button('Record cities'), 1);
  await goToPhase(page, 'trade-cards');
  await w.twice(button(/^Record the draw for everyone left/), 3);
  // 28.3: Crete and Italy trade three cards each, two named truly.
  await goToPhase(page, 'trade');
  await page.locator('#trade-from').selectOption('crete');
  await page.locator('#trade-to').selectOption('italy');
  await page.locator('#trade-gave-named-0').selectOption('ochre');
  await page.locator('#trade-gave-named-1').selectOption('hides');
  await page.locator('#trade-got-named-0').selectOption('salt');
  await page.locator('#trade-got-named-1').selectOption('grain');
  await w.twice(button('Record the trade'), 1);
  // Trades may be many (28): the form starts the next deal blank, so the same typing cannot be recorded again.
  await expect.poll(() => page.locator('#trade-from').inputValue()).toBe('');
  expect(await button('Record the trade').isDisabled()).toBe(true);
  // 30.31: Crete's famine, 10 unit points, and 8 each forced on Italy and Africa (R-A9).
  await goToPhase(page, 'calamities');
  await button('Add a calamity card').click();
  await page.locator('#cal-0').selectOption('famine');
  await page.locator('#cal-holder-0').selectOption('crete');
  await page.locator('#cal-tokens-crete').waitFor();
  await fillNumber(page, 'loss-famine-crete-tokens', 10);
  await fillNumber(page, 'loss-famine-italy-tokens', 8);
  await fillNumber(page, 'loss-famine-africa-tokens', 8);
  // A double tap on the record button only arms it (item 2): nothing stored; armed, a double tap records once.
  await w.confirmed(button('Record the calamities'), 'Crete loses 10 tokens', /^Record: .*Crete loses 10 tokens/, 1);
  await goToPhase(page, 'civ-cards');
  await w.twice(button(/^No purchase for everyone left/), 3);
  await w.twice(button('Move the markers and end the turn'), 1);
  await page.getByText('Turn 7', { exact: true }).waitFor();
  // 15.6: Africa leaves, keeping one card for her cities (15.62); said in words, recorded on the second tap.
  await page.getByRole('link', { name: 'Players', exact: true }).click();
  await unfold(page, 'Africa leaves the game (15.6)');
  await fillNumber(page, 'leave-africa-ochre', 1);
  await w.confirmed(button('Africa leaves the game'), 'Africa', /^Record: .*Africa/, 1, 'players');
  // 15.5: a late arrival asks to join with Illyria.
  await unfold(page, 'A player joins the game (15.5)');
  await page.locator('#late-name').fill('Dan');
  await page.locator('#late-nation').selectOption('illyria');
  await w.twice(button('Record the late arrival'), 1, 'players');
  // 34.1 B: the game ends at the time limit; 35.1 B: the hands never typed are shown for the score.
  await page.getByRole('link', { name: 'Scores', exact: true }).click();
  await button('End the game here (time limit, 34.1 B)').click();
  await w.twice(button('End the game'), 1, 'scores');
  const reveal = page.getByTestId('reveal-hand');
  await reveal.waitFor();
  await reveal.locator('input').first().fill('1');
  await w.twice(button('Show the cards'), 1, 'scores');
  expect(await w.recorded()).toBe(18);
  expect(w.tapped).toHaveLength(16);
}

const EE_PLAYERS = ['Ronald', 'Michael', 'Judith', 'Tony', 'Frank'] as const;

async function newGameOf(page: Page, game: 'eastern-empires' | 'smc', names: readonly string[]): Promise<readonly string[]> {
  await page.goto(`${h.url}#/new`);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await page.getByLabel('Game', { exact: true }).selectOption(game);
  await page.getByTestId(game === 'smc' ? 'smc-new-game' : 'ee-new-game').waitFor();
  await page.getByLabel('Name of the game').fill('SMC turn');
  await page.getByLabel('Number of players').selectOption(String(names.length));
  for (const [i, name] of names.entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
  const civs: string[] = [];
  if (game === 'eastern-empires') for (let i = 0; i < names.length; i++) civs.push(await page.getByLabel(`Civilization of player ${i + 1}`).inputValue());
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/game\/[^/]+\/turn$/);
  await dismissOffline(page);
  return civs;
}

async function easternEmpires(page: Page): Promise<void> {
  // Turn 5: four turns without a city (census, cities of Phase 5 and 11, five hands kept, the A.S.T.:
  // 36 entries) left 16 tokens each on the board (ee Phase 2a: 32 at most now).
  const players = EE_PLAYERS.map((name, i) => ({ name, civ: EE_FIVE[i]?.civ ?? '' }));
  await importGame(page, h.url, eeGrown({ id: 'twice-ee', name: 'EE turn', turns: 4, players }));
  const civs = players.map((p) => p.civ);
  const w = await walker(page);
  const button = (name: string | RegExp) => page.getByRole('button', { name });
  const next = async (p: string) => {
    await page.getByTestId('next-phase').click();
    await phaseIs(page, p);
  };
  await phaseIs(page, 'populationExpansion');
  for (const civ of civs) await fillNumber(page, `ee-census-${civ}`, 18);
  await w.twice(button('Record census'), 1);
  // ee Phase 3 is optional: the walker passes it, a tap away.
  await phaseIs(page, 'cityConstruction');
  await page.locator('[data-step="movement"]').click();
  await phaseIs(page, 'movement');
  // ee Phase 3: a ship built with 2 tokens.
  await page.locator('#ee-ships-civ').selectOption(civs[0] ?? '');
  await fillNumber(page, 'ee-ships-built', 1);
  await fillNumber(page, 'ee-ships-tokens', 2);
  await w.twice(button('Record ships'), 1);
  await next('cityConstruction');
  for (const civ of civs) {
    await fillNumber(page, `ee-cities-${civ}`, 1);
    await fillNumber(page, `ee-tokens-${civ}`, 10);
  }
  await w.twice(button('Record cities'), 1);
  await phaseIs(page, 'tradeCardsAcquisition');
  // ee Phase 6a: the first player's draw on his own (the form moves on to the next player by itself,
  // under the finger), then everyone left's in one tap.
  const form = page.getByTestId('ee-draw-form');
  const civ = await form.getAttribute('data-civ');
  await w.twice(form.getByRole('button').last(), 1);
  await page.waitForFunction((c) => document.querySelector('[data-testid="ee-draw-form"]')?.getAttribute('data-civ') !== c, civ);
  await w.twice(button(/^Record the draw for everyone left/), civs.length - 1);
  await phaseIs(page, 'calamitySelection');
  await w.twice(button('Record calamities'), 1);
  // Nothing to resolve, no special ability, the board as Phase 5 left it: Phase 11 owes nothing and
  // the walker goes on to the purchases; its chip still takes the board after surplus removal (ee
  // Phase 11), tapped twice like every other record button.
  await next('advancesAcquisition');
  await page.locator('[data-step="removeSurplusPopulation"]').click();
  await phaseIs(page, 'removeSurplusPopulation');
  await w.twice(button('Record the board after surplus removal'), 1);
  await phaseIs(page, 'advancesAcquisition');
  await page.locator('#ee-buy-civ').selectOption(civs[0] ?? '');
  await w.twice(button('Record the cards kept'), 1);
  await next('astAlteration');
  await w.twice(button('Move the markers and end the turn'), 1);
  await phaseIs(page, 'taxCollection');
  await w.twice(button('Record taxes'), 1);
  await phaseIs(page, 'populationExpansion');
  expect(await w.recorded()).toBe(13);
  expect(w.tapped).toHaveLength(10);
}

const SEVEN = ['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia', 'nubia'] as const;
const eachCiv = (n: number) => Object.fromEntries(SEVEN.map((c) => [c, n]));

/**
 * The rest of Eastern Empires' record buttons, in turn 6 of seven players grown four quiet turns (16
 * tokens each, ee Phase 2a) and a fifth in which each built 3 cities from 32 (ee Phase 5, 14 tokens
 * left) and drew 3 cards (Phase 6a), and Saba bought Politics and Trade Routes with 13 cards (Phase
 * 12; no starting credits with 7 players); turn 6 taxed (Phase 1: 6 each), counted (28) and built: the
 * draws for everyone left, Babylon's Volcanic Eruption (two taps: item 2), no calamities for everyone
 * left, Saba's special abilities (chapter 9), the board after surplus removal, a purchase of nothing
 * and nothing for everyone left, the A.S.T.; and a player leaving (ee chapter 6) in turn 7.
 */
async function easternEmpiresTable(page: Page): Promise<void> {
  const players = SEVEN.map((civ, i) => ({ name: `P${i + 1}`, civ }));
  const record = withEntries(eeGrown({ id: 'twice-ee-table', name: 'EE table', turns: 4, players }), [
    { kind: 'census', tokens: eachCiv(32) },
    { kind: 'cities', step: 'construction', cities: eachCiv(3), tokens: eachCiv(14) },
    ...SEVEN.map((civ) => ({ kind: 'trade-cards', civ, bought: [] })),
    ...SEVEN.map((civ) => ({ kind: 'calamity-selection', civ, held: [], discarded: [] })),
    { kind: 'cities', step: 'surplus', cities: eachCiv(3), tokens: eachCiv(14) },
    { kind: 'purchase', civ: 'saba', advances: ['politics', 'tradeRoutes'], paid: { pearls: 5, silk: 4, dye: 4 }, treasury: 0 },
    { kind: 'ast' },
    { kind: 'taxation', stock: eachCiv(41) },
    { kind: 'census', tokens: eachCiv(28) },
    { kind: 'cities', step: 'construction', cities: eachCiv(3), tokens: eachCiv(28) },
  ]);
  await importGame(page, h.url, record);
  const w = await walker(page);
  const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
  await phaseIs(page, 'tradeCardsAcquisition');
  await w.twice(button(/^Record the draw for everyone left/), 7);
  await phaseIs(page, 'calamitySelection');
  // Babylon drew Volcanic Eruption (stack 2); her city stands on the volcano.
  await page.locator('#ee-sel-civ').selectOption('babylon');
  await page.locator('#ee-held-volcanicEruption').check();
  // The form moves on to the next player by itself: a double tap's second touch 120 ms later (long
  // after the screen is painted, well within a phone's double tap) finds it waiting, disabled.
  await w.twice(button('Record calamities'), 1, 'turn', 120);
  await expect.poll(() => page.getByTestId('selections').innerText()).toBe('Babylon: Volcanic Eruption/Earthquake');
  await w.twice(button(/^No calamities for everyone left/), 6);
  await phaseIs(page, 'calamityResolution');
  await fillNumber(page, 'ee-citiesDestroyed-babylon', 1);
  await w.confirmed(button('Record Volcanic Eruption/Earthquake'), 'Babylon loses 1 city', /^Record: .*Babylon loses 1 city/, 1);
  // ee chapter 9, Politics: 5 treasury from stock.
  await page.locator('[data-step="specialAbilities"]').click();
  await phaseIs(page, 'specialAbilities');
  await page.getByLabel('Gain treasury').check();
  await fillNumber(page, 'ee-pol-treasury', 5);
  await w.twice(button('Record special abilities'), 1);
  await page.locator('[data-step="removeSurplusPopulation"]').click();
  await phaseIs(page, 'removeSurplusPopulation');
  await w.twice(button('Record the board after surplus removal'), 1);
  await phaseIs(page, 'advancesAcquisition');
  await page.locator('#ee-buy-civ').selectOption('maurya');
  await w.twice(button('Record: buys nothing'), 1);
  await w.twice(button(/^Buys nothing: everyone left/), 6);
  // Everyone has bought (the hands kept stay unknown, ee Phase 12): the walker goes on to the A.S.T.
  await phaseIs(page, 'astAlteration');
  await w.twice(button('Move the markers and end the turn'), 1);
  await phaseIs(page, 'taxCollection');
  // A player leaves (ee chapter 6): asked first, then one entry.
  await page.getByRole('link', { name: 'Players', exact: true }).click();
  await button('Nubia leaves the game…').click();
  await w.twice(button('Nubia leaves'), 1, 'players');
  expect(await w.recorded()).toBe(26);
  expect(w.tapped).toHaveLength(11);
}

async function sidMeiers(page: Page): Promise<void> {
  await newGameOf(page, 'smc', ['Ann', 'Bo', 'Cy', 'Di']);
  const w = await walker(page);
  const endPhase = (next: string) => async () => {
    await w.twice(page.getByTestId('end-phase'), 1);
    await phaseIs(page, next);
  };
  await phaseIs(page, 'movement');
  // Issue 19 item 2: a settlement captured is said first and recorded on a second, deliberate tap.
  await unfold(page, 'Settlement captured');
  await w.confirmed(page.getByRole('button', { name: 'Record the capture' }), 'Bo takes Ann’s settlement in', /^Record: Bo takes Ann’s settlement in /, 1);
  await endPhase('trade')();
  await unfold(page, 'Give gold, technologies, settlers');
  await page.locator('#give-from').selectOption('Cy');
  await page.locator('#give-to').selectOption('Di');
  await page.locator('#give-gold').fill('5');
  await w.twice(page.getByRole('button', { name: 'Record the trade' }), 1);
  await expect.poll(() => page.locator('#give-gold').inputValue()).toBe('');
  await endPhase('production')();
  await page.locator('#critical-a').fill('1');
  await page.locator('#critical-b').fill('2');
  // The roll and everyone's production in one tap (standard rules): five entries, once.
  await w.twice(page.getByRole('button', { name: 'Record the roll and collect for everyone' }), 5);
  await endPhase('purchase')();
  await page.locator('#buy-technology').fill('2');
  await w.twice(page.getByRole('button', { name: 'Record the purchase of Ann' }), 1);
  await expect.poll(() => page.getByTestId('buyer-gold').innerText()).toBe('0 gold now');
  const milestone = page.locator('[data-milestone="ancient-technologies"]');
  await w.twice(milestone.getByRole('button', { name: 'Claim' }), 1);
  await expect.poll(() => milestone.innerText()).toContain('claimed by Ann');
  await w.twice(page.getByTestId('end-phase'), 1);
  await expect.poll(() => page.getByTestId('smc-status').innerText()).toContain('Turn 2');
  // Nobody trades: one tap goes on past the trade phase to production (two phase entries, Turn Phases).
  await phaseIs(page, 'movement');
  await w.twice(page.getByTestId('pass-trade'), 2);
  await phaseIs(page, 'production');
  expect(await w.recorded()).toBe(15);
  expect(w.tapped).toHaveLength(11);
}

/** The four-player standard game of the fixtures (each player's two starting regions, with their resources). */
const SMC_SETUP = JSON.parse(readFileSync(new URL('../fixtures/games/smc-standard-4p.json', import.meta.url), 'utf8')).setup as unknown;

/**
 * The rest of Sid Meier's record buttons, from a record of turn 1 gone on to production with the
 * critical resource rolled and nobody's production collected yet (Game Turn Sequence): one player's
 * production, everyone left's, one player done buying and everyone left, the end of the turn; in turn
 * 2 a battle round, an exploration, losses the map decides (two taps: item 2), on to trade and a
 * resource card lent.
 */
async function sidMeiersTable(page: Page): Promise<void> {
  const record = JSON.stringify({
    schemaVersion: 1,
    id: 'twice-smc-table',
    name: 'SMC table',
    createdAt: '2026-11-28T09:00:00.000Z',
    ruleset: 'smc',
    setup: SMC_SETUP,
    entries: [{ kind: 'advance-phase' }, { kind: 'advance-phase' }, { kind: 'critical-roll', dice: [3, 4] }].map((entry, i) => ({
      at: `2026-11-28T09:0${i}:00.000Z`,
      entry,
    })),
  });
  await importGame(page, h.url, record);
  const w = await walker(page);
  const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
  await phaseIs(page, 'production');
  await w.twice(page.getByTestId('collect-angela'), 1);
  await w.twice(button(/^Collect for everyone left/), 3);
  await w.twice(page.getByTestId('end-phase'), 1);
  await phaseIs(page, 'purchase');
  await w.twice(button('Done buying'), 1, 'turn', 120);
  await w.twice(button('No purchase for everyone left'), 3);
  await w.twice(page.getByTestId('end-phase'), 1);
  await expect.poll(() => page.getByTestId('smc-status').innerText()).toContain('Turn 2');
  await phaseIs(page, 'movement');
  // A round of infantry against infantry: 5 against 2, the defender's unit goes.
  await unfold(page, 'Battle helper');
  await fillNumber(page, 'att-roll', 5);
  await fillNumber(page, 'def-roll', 2);
  await w.twice(button('Record the round'), 1);
  await unfold(page, 'Exploration');
  await w.twice(button('Record the exploration'), 1);
  await unfold(page, 'Losses (plague, a sunk fleet’s cargo)');
  await fillNumber(page, 'lose-settlers', 1);
  await w.confirmed(button('Record the losses'), 'Angela loses 1 settler', /^Record: .*Angela loses 1 settler/, 1);
  await w.twice(page.getByTestId('end-phase'), 1);
  await phaseIs(page, 'trade');
  await unfold(page, 'Lend a resource card for this turn');
  await w.twice(button('Record the loan'), 1);
  expect(await w.recorded()).toBe(15);
  expect(w.tapped).toHaveLength(12);
}

/** The three-player advanced game of the fixtures, played long (Advanced Rules: Game Length). */
const SMC_ADVANCED_LONG = {
  ...(JSON.parse(readFileSync(new URL('../fixtures/games/smc-advanced-short-3p.json', import.meta.url), 'utf8')).setup as object),
  length: 'long',
};

/**
 * Sid Meier's declaration of victory (Advanced Rules, Game Length: the owner of the United Nations
 * declares in the long game): three turns in which everyone collects (each city worth 1, R-S1) and
 * Angela buys the first technology of the next era each turn (The Eras), the last one the United
 * Nations' (Owner Bonus); in turn 4 she declares.
 */
async function sidMeiersLong(page: Page): Promise<void> {
  const values: Record<string, Record<string, number>> = {
    angela: { Mississippi: 1, Mexica: 1 },
    brad: { Steppe: 1, Yunnan: 1 },
    chris: { 'Gran Chaco': 1, Orinoco: 1 },
  };
  const card = (name: string, era: string, wonder: string | null) => ({ name, era, cost: 1, prerequisites: [], seminal: false, wonder });
  const turns = [card('Feudal Law', 'medieval', null), card('Gun Law', 'gunpowder', null), card('World Law', 'modern', 'United Nations')].flatMap((bought) => [
    { kind: 'advance-phase' },
    { kind: 'advance-phase' },
    { kind: 'critical-roll', dice: [3, 4] },
    ...Object.entries(values).map(([player, cityValues]) => ({ kind: 'produce', player, cityValues })),
    { kind: 'advance-phase' },
    { kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: bought, endRoll: null }] },
    { kind: 'advance-phase' },
  ]);
  const record = JSON.stringify({
    schemaVersion: 1,
    id: 'twice-smc-long',
    name: 'SMC long',
    createdAt: '2026-11-28T09:00:00.000Z',
    ruleset: 'smc',
    setup: SMC_ADVANCED_LONG,
    entries: turns.map((entry, i) => ({ at: new Date(Date.parse('2026-11-28T09:00:00.000Z') + i * 60_000).toISOString(), entry })),
  });
  await importGame(page, h.url, record);
  const w = await walker(page);
  await expect.poll(() => page.getByTestId('smc-status').innerText()).toContain('Turn 4');
  await unfold(page, 'Declare victory (long game)');
  await w.twice(page.getByRole('button', { name: 'Record the declaration' }), 1);
  expect(await w.recorded()).toBe(1);
}

describe('issue 19: every record button tapped twice within 30 ms records its entry once', () => {
  test("Advanced Civilization, Eastern Empires and Sid Meier's: every record button of every phase, each tapped twice, one entry each", async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await waitForServiceWorker(page);
    await advciv(page);
    await advcivTable(page);
    await easternEmpires(page);
    await easternEmpiresTable(page);
    await sidMeiers(page);
    await sidMeiersTable(page);
    await sidMeiersLong(page);
  });
});
