/**
 * My seat: their hand kept on their own phone, in real Chromium (advciv 27.4, 28.3: trade cards are
 * secret; 31.71: only their number is public). A host and two guests joined through the fake camera;
 * Bo's phone (Italy's seat) keeps a hand: what Bo's phone sends over the data channel names no
 * commodity, the host and Cy store only the count, Bo's purchase form next turn starts from the cards
 * his phone kept, and they stay on Bo's phone through a reload until the game ends, when Bo's phone
 * shows them for the score (35.1 B).
 */
import type { Page } from 'playwright-core';
import { advcivGrown, importGame } from './grown-records';
import { describe, expect, test } from 'vitest';
import { COMMODITIES } from '../../src/engine/rulesets/advciv/commodities';
import { joinTable, linkedTablePerFile, poll, recordHere, storedRows } from './link-steps';
import { goToPhase, setHand, THREE_SEATS } from './table-steps';

const table = linkedTablePerFile();

/** Keeps every text this phone sends on a data channel (what leaves the phone). */
function recordWire(): void {
  const sent: string[] = [];
  (window as unknown as { sentOverLink: string[] }).sentOverLink = sent;
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: never) {
    if (typeof data === 'string') sent.push(data);
    return send.call(this, data);
  };
}

const wireOf = (page: Page): Promise<string[]> => page.evaluate(() => [...(window as unknown as { sentOverLink: string[] }).sentOverLink]);

/** Every entry a phone keeps in its database, as JSON: a phone holds one game here. */
const storedEntries = async (page: Page): Promise<string[]> => (await storedRows(page)).map((r) => JSON.stringify(r.entry));

const commoditiesIn = (text: string): string[] => COMMODITIES.filter((id) => text.includes(`"${id}"`));
/** The sealed hand as stored: its count and its seal (35.1 B, issue 24: a salted SHA-256 of the cards), never the cards. */
const isSealed = (e: string): boolean => /^\{"kind":"hand","nation":"italy","sealed":true,"count":3,"seal":"[0-9a-f]{64}"\}$/.test(e);

describe('issue: the whole table on every phone — my seat’s hand stays on my phone', () => {
  test('advciv 31.71: a seated guest’s kept hand goes over the link as a count only; the host and the other guest store the count; his purchase form next turn starts from the cards kept; they survive a reload on that phone and are shown there at the end (35.1 B)', async () => {
    const host = await table.phone(recordWire);
    // Turn 2: turn 1 was played before the hands were typed, so what each holds is unknown (31.71) and
    // Bo may hold the cards he keeps below.
    const id = await importGame(host, table.url, advcivGrown({ id: 'secret-hands', name: 'Secret hands', turns: 1, hands: false }));
    await host.goto(`${table.url}#/phones/${encodeURIComponent(id)}`);
    await host.getByTestId('host-code').waitFor({ timeout: 30_000 });
    const bo = await table.phone(recordWire);
    await joinTable(table, host, bo, 'Bo');
    const cy = await table.phone(recordWire);
    await joinTable(table, host, cy, 'Cy');
    await poll(() => host.locator('[data-phone="phone-2"]').getAttribute('data-seat')).toBe('Cy');

    // 18.1: the census of turn 2 first, a table entry on the host's phone (4 tokens each: no city, nothing drawn).
    await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/turn`);
    await goToPhase(host, 'census');
    for (const s of THREE_SEATS) await host.locator(`#census-${s.nation}`).fill('4');
    await host.getByRole('button', { name: 'Record census' }).click();
    await poll(() => storedEntries(bo)).toContainEqual(expect.stringContaining('"kind":"census"'));

    // Bo keeps two Salt and a Grain on his own phone (no purchase).
    await recordHere(bo);
    await goToPhase(bo, 'civ-cards');
    await bo.locator('[data-testid="civ-form"] [data-nation="italy"]').waitFor();
    await setHand(bo, 'italy', { salt: 2, grain: 1 });
    await bo.getByRole('button', { name: 'No purchase: keep these 3 cards' }).click();
    await bo.getByText('Your purchase and hand are recorded for this turn.').waitFor({ timeout: 15_000 });

    // What left Bo's phone: the sealed entry, no commodity named anywhere.
    const boSent = await wireOf(bo);
    expect(boSent.some((m) => m.includes('"t":"propose"') && m.includes('"sealed":true') && m.includes('"count":3'))).toBe(true);
    expect(boSent.flatMap(commoditiesIn)).toEqual([]);
    // The host and Cy store the count only; the host sent nothing naming a commodity either.
    for (const p of [host, cy]) await poll(async () => (await storedEntries(p)).some(isSealed)).toBe(true);
    for (const p of [host, cy]) expect((await storedEntries(p)).flatMap(commoditiesIn)).toEqual([]);
    expect((await wireOf(host)).flatMap(commoditiesIn)).toEqual([]);
    await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/log`);
    await poll(() => host.getByTestId('log').innerText()).toContain('Cards kept: Italy: 3 cards (the cards stay on the player’s phone)');

    // The host ends the turn and then the game (34.1 B).
    // 31.71: every hand is kept before the A.S.T. (18.1): Cy keeps none on his own phone, the host records Crete's.
    await recordHere(cy);
    await goToPhase(cy, 'civ-cards');
    await cy.locator('[data-testid="civ-form"] [data-nation="africa"]').waitFor();
    await cy.getByRole('button', { name: /^No purchase: keep these 0 cards$/ }).click();
    await cy.getByText('Your purchase and hand are recorded for this turn.').waitFor({ timeout: 15_000 });
    await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/turn`);
    await goToPhase(host, 'civ-cards');
    // Crete is the one player left on the host's phone: his own form, no purchase, nothing kept.
    await host.locator('[data-testid="civ-form"] [data-nation="crete"]').waitFor();
    await host.getByRole('button', { name: /^No purchase: keep these 0 cards$/ }).click();
    // Every hand kept: the walker goes on to the A.S.T. by itself.
    await host.waitForFunction(() => document.querySelector('#phase-h')?.getAttribute('data-phase') === 'ast');
    await host.getByRole('button', { name: 'Move the markers and end the turn' }).click();
    // Next turn, Bo's own purchase form (what can I buy, the planner) starts from the cards his phone kept.
    await poll(() => storedEntries(bo)).toContain(JSON.stringify({ kind: 'ast' }));
    // Stored is not yet shown: wait for Bo's screen to be in turn 3 before walking it.
    await bo.getByText('Turn 3', { exact: true }).waitFor();
    await goToPhase(bo, 'civ-cards');
    await poll(() => bo.locator('#hand-italy-salt').inputValue()).toBe('2');
    expect(await bo.locator('#hand-italy-grain').inputValue()).toBe('1');
    await host.getByRole('link', { name: 'Scores' }).click();
    await host.getByRole('button', { name: 'End the game here (time limit, 34.1 B)' }).click();
    await host.getByRole('button', { name: 'End the game', exact: true }).click();
    // 35.1 B, 35.2: until Bo shows his cards, the scores say so rather than count them as nothing,
    // and the places are provisional, not a final ranking.
    await host.getByRole('heading', { name: /^Ranking so far, not final/ }).waitFor();
    expect(await host.getByRole('heading', { name: /^Final ranking/ }).count()).toBe(0);
    await poll(() => host.getByTestId('hands-unrevealed').textContent()).toContain('Bo');
    expect(await host.getByTestId('places-provisional').textContent()).toContain('provisional until the hands of Bo are revealed');

    // Bo's page reloads (what it held in memory is gone) and Bo joins again, back in his seat with no
    // question (issue 19 item 8): the cards are still on Bo's phone, in its own store.
    await bo.reload();
    await host.goto(`${table.url}#/phones/${encodeURIComponent(id)}`);
    await joinTable(table, host, bo, undefined);
    expect(await bo.getByTestId('guest-seat').textContent()).toBe('This phone is Bo’s.');
    await bo.getByRole('link', { name: 'Record on this phone (the host checks each entry)' }).click();
    await bo.waitForURL(/#\/game\//);
    await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/scores`);

    // Bo's game-over screen points him to his sealed hand (35.1 B): the button brings the reveal into
    // view with its first field focused. His phone offers its own cards, filled in from what it kept.
    await bo.getByTestId('reveal-pointer').waitFor({ timeout: 15_000 });
    expect(await bo.getByTestId('reveal-pointer').innerText()).toContain('Your 3 commodity cards kept are still sealed on this phone');
    await bo.getByRole('button', { name: 'Show my cards for the score' }).click();
    const reveal = bo.getByTestId('reveal-hand');
    await poll(() => bo.evaluate(() => document.activeElement?.id ?? '')).toMatch(/^reveal-italy-/);
    const box = await reveal.evaluate((el) => ({ top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom, height: window.innerHeight }));
    expect(box.bottom > 0 && box.top < box.height, JSON.stringify(box)).toBe(true);
    expect(await bo.locator('#reveal-italy-salt').inputValue()).toBe('2');
    expect(await bo.locator('#reveal-italy-grain').inputValue()).toBe('1');
    expect(await cy.getByTestId('reveal-hand').count()).toBe(0);
    await bo.getByRole('button', { name: 'Show the cards' }).click();
    // Two Salt (3) as a set of two = 12, one Grain = 4: 16 points, counted now on the host.
    await poll(() => host.getByTestId('hands-unrevealed').count()).toBe(0);
    await host.getByRole('heading', { name: /^Final ranking/ }).waitFor();
    expect(await host.getByTestId('places-provisional').count()).toBe(0);
    // Shown, the pointer is gone from Bo's game-over screen.
    await poll(() => bo.getByTestId('reveal-pointer').count()).toBe(0);
    await host.getByText('Points of Bo').click();
    await poll(() => host.getByText('Commodity cards: 16').count()).toBe(1);
    expect(table.cspViolations).toEqual([]);
  });
});
