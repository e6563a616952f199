/**
 * My seat for Eastern Empires and Sid Meier's (issue 15), in real Chromium: a host and one guest
 * joined through the fake camera, with no request leaving the app's server. The guest's phone opens
 * its own player's purchase only, records it through the host, and the host's screen follows: who
 * has still to buy (Eastern Empires: until the player's purchase; Sid Meier's: until the player taps
 * Done buying, since he may buy several times or nothing). In the table's phases (advciv taxation and
 * census, ee trade and calamity selection, the smc trade phase) the guest's phone shows a read-only
 * card with its player's figures and no form; the host keeps the forms. In the seat's own phases
 * (advciv ships and draws, the ee draws, smc production) the guest's phone shows its own player's
 * form only and records it through the host. Each game starts from a file imported on the host.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { linkedTablePerFile, poll, seatedAt } from './link-steps';
import { goToPhase } from './table-steps';

const table = linkedTablePerFile();

/** A golden game from tests/fixtures/games, its first `count` entries, as a file named `id` and `name`. */
function golden(file: string, id: string, name: string, count: number) {
  const record = JSON.parse(readFileSync(new URL(`../fixtures/games/${file}`, import.meta.url), 'utf8')) as { entries: unknown[] };
  return { ...record, id, name, entries: record.entries.slice(0, count) };
}

const at = '2026-11-01T09:00:00.000Z';

/** Five players (10 credits of every colour to start, ee chapter 4), at Phase 12 of turn 1: each built 3 cities and drew 3 cards. */
const FIVE = ['saba', 'maurya', 'babylon', 'dravidia', 'kushan'] as const;
const NAMES = ['Ronald', 'Michael', 'Judith', 'Tony', 'Frank'] as const;
const eastern = {
  schemaVersion: 1,
  id: 'ee-seat',
  name: 'Eastern seats',
  createdAt: at,
  ruleset: 'eastern-empires',
  setup: {
    players: FIVE.map((civ, i) => ({ name: NAMES[i], civ })),
    settings: { civilWarThreshold: 'moving', iconoclasmModifiers: 'allVictims', turnLimit: null },
  },
  entries: [
    { at, entry: { kind: 'census', tokens: Object.fromEntries(FIVE.map((c) => [c, 18])) } },
    {
      at,
      entry: { kind: 'cities', step: 'construction', cities: Object.fromEntries(FIVE.map((c) => [c, 3])), tokens: Object.fromEntries(FIVE.map((c) => [c, 9])) },
    },
    ...FIVE.map((civ) => ({ at, entry: { kind: 'trade-cards', civ, bought: [] } })),
    {
      at,
      entry: { kind: 'cities', step: 'surplus', cities: Object.fromEntries(FIVE.map((c) => [c, 3])), tokens: Object.fromEntries(FIVE.map((c) => [c, 9])) },
    },
  ],
};

describe('issue 15: my seat in Eastern Empires', () => {
  test('ee Phase 12: the guest’s phone shows its own civilization’s purchase only and records it through the host; the host’s still-to-buy list drops that player', async () => {
    const { host, guest: michael, id } = await seatedAt(table, eastern, 'Michael');
    expect(await michael.locator('#phase-h').getAttribute('data-phase')).toBe('advancesAcquisition');
    expect(await michael.getByTestId('my-seat').textContent()).toContain('This phone is Michael’s');
    // Only Michael's civilization to choose, and only his purchase form.
    expect(await michael.locator('#ee-buy-civ option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['maurya']);
    expect(await michael.locator('[data-testid="ee-purchase-form"]').evaluateAll((fs) => fs.map((f) => f.getAttribute('data-civ')))).toEqual(['maurya']);

    await host.getByRole('link', { name: 'Back to the game (the phones stay linked)' }).click();
    await host.locator('#phase-h').waitFor();
    const stillToBuy = () => host.getByTestId('still-to-buy').textContent();
    for (const name of NAMES) await poll(stillToBuy).toContain(name);

    // Pottery: 60 less 10 orange credits = 50, paid with three silk (81) of the three cards Maurya drew (ee Phase 12).
    await michael.getByTestId('ee-prices').locator('summary').click();
    await michael.locator('#ee-adv-pottery').check();
    await poll(() => michael.getByTestId('ee-quote').innerText()).toContain('Due: 50');
    const paid = michael.locator('details.hand-fields', { has: michael.locator('#ee-paid-silk') });
    if ((await paid.getAttribute('open')) === null)
      await paid
        .locator('summary')
        .filter({ hasText: /Commodity cards turned in/ })
        .click();
    await michael.locator('#ee-paid-silk').fill('3');
    await michael.getByRole('button', { name: /Record the purchase/ }).click();
    await michael.getByText('This player has bought this turn.').waitFor({ timeout: 15_000 });

    // The host stored it and shows who has still to buy: everyone but Michael.
    await poll(stillToBuy).not.toContain('Michael');
    for (const name of NAMES.filter((n) => n !== 'Michael')) expect(await stillToBuy()).toContain(name);
    await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/log`);
    await poll(() => host.getByTestId('log').innerText()).toContain('Pottery');
    expect(table.cspViolations).toEqual([]);
  });
});

describe('issue 15: my seat in Sid Meier’s Civilization', () => {
  test('Purchase Phase: the guest’s phone shows its own player’s shop only (no choice of buyer) and records the purchase through the host; the host’s No purchase for everyone left leaves him out and waiting, and a player with a purchase typed; Done buying (Turn Phases, Purchasing technologies) drops him from the host’s still-to-buy list', async () => {
    // Turn 1 up to the purchase phase: everyone has collected production (Game Turn Sequence).
    const record = golden('smc-standard-4p.json', 'smc-seat', 'Sid seats', 11);
    const { host, guest: brad, id } = await seatedAt(table, record, 'Brad');
    expect(await brad.locator('#phase-h').getAttribute('data-phase')).toBe('purchase');
    expect(await brad.getByTestId('my-seat').textContent()).toContain('This phone is Brad’s');
    expect(await brad.locator('#buyer').count()).toBe(0);
    expect(await brad.locator('[data-testid="purchase-form"] form[data-player]').evaluateAll((fs) => fs.map((f) => f.getAttribute('data-player')))).toEqual([
      'brad',
    ]);

    await host.getByRole('link', { name: 'Back to the game (the phones stay linked)' }).click();
    await host.locator('#phase-h').waitFor();
    const stillToBuy = () => host.getByTestId('still-to-buy').textContent();
    for (const name of ['Angela', 'Brad', 'Chris', 'Dana']) await poll(stillToBuy).toContain(name);

    // The table view, one tap: nobody else buys this turn. Brad is on his own phone: the tap leaves him
    // out (he buys there), and he stays on the host's list of who has still to buy.
    await poll(() => host.getByTestId('on-phones').textContent()).toBe('Not included: Brad (on their own phones: each records his own there).');
    // Chris's purchase is typed on the host and not recorded: the tap leaves him out too, and says so.
    await host.locator('#buyer').selectOption('chris');
    await host.locator('#buy-technology').fill('1');
    await poll(() => host.getByTestId('typing-first').textContent()).toBe(
      'Not included: Chris (a purchase typed, not recorded yet; record or clear it first).',
    );
    await host.getByRole('button', { name: 'No purchase for everyone left' }).click();
    await poll(stillToBuy).toBe('Still to buy: Brad and Chris');
    expect(await host.locator('#buy-technology').inputValue()).toBe('1');
    await host.getByRole('button', { name: 'Record the purchase of Chris' }).click();
    await poll(() => host.locator('#buy-technology').inputValue()).toBe('');
    await host.getByRole('button', { name: 'Done buying' }).click();
    await poll(stillToBuy).toBe('Still to buy: Brad');
    await poll(() => brad.getByTestId('still-to-buy').textContent()).toContain('Still to buy: Brad');

    // Purchasing technologies: the first costs ten gold. Brad still buys on his phone; a purchase leaves him on the list: he may buy again.
    expect(await brad.getByTestId('finished-buying').count()).toBe(0);
    await brad.locator('#buy-technology').fill('1');
    await brad.getByRole('button', { name: 'Record the purchase of Brad' }).click();
    await poll(() => brad.locator('#buy-technology').inputValue()).toBe('');
    expect(await stillToBuy()).toBe('Still to buy: Brad');

    // One tap on his phone: he has finished his purchase phase; the list goes on every phone.
    await brad.getByRole('button', { name: 'Done buying' }).click();
    await poll(() => brad.getByTestId('finished-buying').textContent()).toBe('Brad has finished buying this turn.');
    await poll(() => host.getByTestId('still-to-buy').count()).toBe(0);
    expect(await host.getByTestId('finished-buying').textContent()).toBe('Chris has finished buying this turn.');
    await poll(() => brad.getByTestId('still-to-buy').count()).toBe(0);
    await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/log`);
    await poll(() => host.getByTestId('log').innerText()).toMatch(/Brad buys a technology\s*Brad -10 → 20 gold/);
    const log = await host.getByTestId('log').innerText();
    for (const name of ['Angela', 'Brad', 'Chris', 'Dana']) expect(log).toContain(`${name} has finished buying`);
    expect(table.cspViolations).toEqual([]);
  });
});

/** The seated phone's turn screen holds no entry form and no record button: the table's entries are the host's. */
async function noTableForms(guest: Page): Promise<void> {
  expect(await guest.locator('section[aria-labelledby="phase-h"] form').count()).toBe(0);
  expect(await guest.locator('section[aria-labelledby="phase-h"] button[type="submit"]').count()).toBe(0);
  expect(await guest.getByRole('button', { name: /^Record/ }).count()).toBe(0);
}

describe('issue 15: my seat in the table’s phases', () => {
  test('advciv 19.1, 21.1: a seated phone in taxation shows the read-only card with his taxes owed and no form; after the host records the taxes it follows to the census with his tokens', async () => {
    // Three turns played: at turn 4 Ada (Africa), Bo (Babylon) and Eva (Egypt) have a city each and owe taxes (19.1).
    const record = golden('advciv-golden-5p-10t.json', 'advciv-seat', 'Advanced seats', 10);
    const { host, guest: ada, id } = await seatedAt(table, record, 'Ada');
    expect(await ada.locator('#phase-h').getAttribute('data-phase')).toBe('taxation');
    const card = ada.getByTestId('seat-card');
    expect(await card.locator('p').first().textContent()).toBe(
      'The table is in Taxation. Its entries are recorded on the phone that holds the game; this phone shows Ada’s figures.',
    );
    expect(await ada.getByTestId('seat-waiting').textContent()).toBe('The table waits for: Ada (Africa), Bo (Babylon), and Eva (Egypt)');
    // 19.1: one city at two tokens a city.
    expect(await card.locator('[data-figure="taxDue"]').textContent()).toBe('Taxes owed: 2 tokens (1 city)');
    await noTableForms(ada);
    expect(await ada.getByTestId('next-phase').count()).toBe(0);

    // The host keeps the table's form and records the taxes.
    await host.getByRole('link', { name: 'Back to the game (the phones stay linked)' }).click();
    await host.locator('#phase-h').waitFor();
    expect(await host.locator('#phase-h').getAttribute('data-phase')).toBe('taxation');
    expect(await host.getByTestId('seat-card').count()).toBe(0);
    // 19.1, 16.1: the tokens in stock are the 47 less the 2 each left on the board beside his city last turn (treasury empty).
    for (const nation of ['africa', 'babylon', 'egypt']) await host.locator(`#stock-${nation}`).fill('45');
    await host.getByRole('button', { name: 'Record taxes' }).click();

    // Ada's phone follows the table to the census (21.1): her tokens at the last census, still no form.
    await poll(() => ada.locator('#phase-h').getAttribute('data-phase')).toBe('census');
    await poll(() => ada.getByTestId('seat-card').locator('[data-figure="census"]').textContent()).toBe('Tokens on the board, as last counted: 8');
    expect(await ada.getByTestId('seat-card').locator('[data-figure="cities"]').textContent()).toBe('1 city on the board');
    await noTableForms(ada);
    await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/log`);
    await poll(() => host.getByTestId('log').innerText()).toContain('Tax');
    expect(table.cspViolations).toEqual([]);
  });

  test('ee Phase 7: a seated phone in the trade phase shows it is played at the table, with the trade cards its civilization can hold, and no form', async () => {
    // Everyone drew three cards in Phase 6; the table trades (ee Phase 7: nothing to enter).
    const record = { ...eastern, id: 'ee-seat-trade', name: 'Eastern trade seats', entries: eastern.entries.slice(0, -1) };
    const { guest: michael } = await seatedAt(table, record, 'Michael');
    // Cards were drawn: the walker waits at the calamities (ee Phase 8); the trade is a tap on its chip away.
    expect(await michael.locator('#phase-h').getAttribute('data-phase')).toBe('calamitySelection');
    await michael.locator('button.step-go[data-step="trade"]').click();
    await poll(() => michael.locator('#phase-h').getAttribute('data-phase')).toBe('trade');
    expect(await michael.getByTestId('seat-waiting').textContent()).toBe('This phase is played at the table, with nothing to enter.');
    // ee Phase 7: five players with three cards each; a trader ends with at most all of them less the three his partner took.
    expect(await michael.getByTestId('seat-card').locator('[data-figure="handCards"]').textContent()).toBe('Trade cards held: at most 12');
    await noTableForms(michael);
    // Nothing to enter: the seated phone may go on by itself, to Phase 8 (the table's: read-only too).
    await michael.getByTestId('next-phase').click();
    await poll(() => michael.locator('#phase-h').getAttribute('data-phase')).toBe('calamitySelection');
    expect(await michael.getByTestId('seat-card').count()).toBe(1);
    await noTableForms(michael);
    expect(table.cspViolations).toEqual([]);
  });

  test('Sid Meier’s Trade Phase: a seated phone shows his resource cards and gold, no loan or gift form and no end of phase; at production it has its own player’s form only and collects through the host after the table’s roll', async () => {
    // Turn 1, Trade Phase: the explorations are done and the movement phase ended (Turn Phases).
    const record = golden('smc-standard-4p.json', 'smc-seat-trade', 'Sid trade seats', 4);
    const { host, guest: brad } = await seatedAt(table, record, 'Brad');
    expect(await brad.locator('#phase-h').getAttribute('data-phase')).toBe('trade');
    const card = brad.getByTestId('seat-card');
    expect(await brad.getByTestId('seat-waiting').textContent()).toBe('The table ends this phase on the phone that holds the game.');
    // His two starting settlements, Steppe and Yunnan, give horses.
    expect(await card.locator('[data-figure="resources"]').textContent()).toBe('Resource cards held: Horses and Horses');
    expect(await card.locator('[data-figure="gold"]').textContent()).toMatch(/^Gold: \d+$/);
    await noTableForms(brad);
    expect(await brad.getByTestId('end-phase').count()).toBe(0);
    expect(await brad.getByTestId('lend-form').count()).toBe(0);

    await host.getByRole('link', { name: 'Back to the game (the phones stay linked)' }).click();
    await host.locator('#phase-h').waitFor();
    expect(await host.getByTestId('lend-form').count()).toBe(1);
    await host.getByTestId('end-phase').click();
    // Collecting production is each player's own: the seated phone has its form again, for Brad only.
    await poll(() => brad.locator('#phase-h').getAttribute('data-phase')).toBe('production');
    expect(await brad.getByTestId('seat-card').count()).toBe(0);
    await poll(() =>
      brad.locator('[data-testid="production-form"] article[data-player]').evaluateAll((as) => as.map((a) => a.getAttribute('data-player'))),
    ).toEqual(['brad']);
    // The critical resource roll is the table's: the seated phone says so and has no dice to record.
    expect(await brad.getByTestId('critical-form').count()).toBe(0);
    await brad.getByTestId('critical-waits').waitFor();
    expect(await brad.getByTestId('collect-brad').isDisabled()).toBe(true);
    // The host keeps every player's production and the roll.
    expect(await host.locator('[data-testid="production-form"] article[data-player]').count()).toBe(4);
    await host.locator('#critical-a').fill('3');
    await host.locator('#critical-b').fill('4');
    // The host's one tap records the roll and collects for everyone but Brad, who is on his own phone.
    await host.getByRole('button', { name: 'Record the roll and collect for everyone (3 players)' }).click();
    await poll(() => host.getByTestId('production-angela').locator('.ok-note').count()).toBe(1);
    // Brad collects on his own phone through the host; the host's card for him says it is collected.
    await poll(() => brad.getByTestId('collect-brad').isDisabled()).toBe(false);
    expect(await host.getByTestId('collect-brad').count()).toBe(1);
    await brad.getByTestId('collect-brad').click();
    await poll(() => host.getByTestId('production-brad').locator('.ok-note').count()).toBe(1);
    expect(table.cspViolations).toEqual([]);
  });
});

describe('the whole table on every phone: a seated phone’s own entries', () => {
  test('advciv 22, 27.1: a seated phone’s ships form and trade-card draw show its own player only and record through the host; the host keeps every player', async () => {
    // Turn 4 after the census: Ada (Africa), Bo and Eva hold a city and 2 in treasury from their taxes (19.1).
    const record = golden('advciv-golden-5p-10t.json', 'advciv-seat-own', 'Advanced own seats', 12);
    const { host, guest: ada, id } = await seatedAt(table, record, 'Ada');
    await ada.locator('[data-step="ships"]').click();
    await poll(() => ada.locator('#phase-h').getAttribute('data-phase')).toBe('ships');
    // 22: Africa's ships only, no other player's row; one ship built, paid with two from treasury (22.1).
    const ships = ada.getByTestId('ships-form');
    expect(await ships.locator('input[id^="ships-"]').evaluateAll((is) => is.map((i) => i.id))).toEqual(['ships-africa', 'ships-t-africa', 'ships-l-africa']);
    await ada.locator('#ships-africa').fill('1');
    await ada.locator('#ships-t-africa').fill('2');
    await ships.getByRole('button', { name: 'Record', exact: true }).click();
    await poll(() => ships.innerText()).toContain('Africa: 1 ship recorded.');

    // The host records the table's cities and comes to the draws with every player listed.
    await host.getByRole('link', { name: 'Back to the game (the phones stay linked)' }).click();
    await host.locator('#phase-h').waitFor();
    await goToPhase(host, 'surplus');
    await host.getByRole('button', { name: 'No change since the census' }).click();
    await poll(() => host.locator('#phase-h').getAttribute('data-phase')).toBe('trade-cards');
    expect(await host.locator('[data-testid="trade-form"] [data-nation]').count()).toBe(5);

    // 27.1: Africa draws first of those with cities; the seated phone shows Africa's draw only, no draw for everyone.
    // The seated phone follows the table there once the cities are in.
    await poll(() => ada.locator('#phase-h').getAttribute('data-phase')).toBe('trade-cards');
    const draws = ada.getByTestId('trade-form');
    expect(await draws.locator('[data-nation]').evaluateAll((es) => es.map((e) => e.getAttribute('data-nation')))).toEqual(['africa']);
    expect(await ada.getByTestId('draw-all').count()).toBe(0);
    await ada.getByRole('button', { name: 'Record the draw of Africa' }).click();
    await poll(() => draws.innerText()).toContain('Africa: stacks 1, bought 0');
    await poll(() => host.getByTestId('trade-form').innerText()).toContain('Africa: stacks 1, bought 0');
    await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/log`);
    await poll(() => host.getByTestId('log').innerText()).toContain('Africa');
    expect(table.cspViolations).toEqual([]);
  });

  test('ee Phase 6: a seated phone waits for the draws before its own in order, then shows its own civilization’s draw only and records it through the host', async () => {
    // Everyone built three cities (ee Phase 5): Saba draws first, then Maurya (Michael).
    const record = { ...eastern, id: 'ee-seat-draw', name: 'Eastern draw seats', entries: eastern.entries.slice(0, 2) };
    const { host, guest: michael } = await seatedAt(table, record, 'Michael');
    expect(await michael.locator('#phase-h').getAttribute('data-phase')).toBe('tradeCardsAcquisition');
    expect(await michael.getByTestId('ee-draw-waits').textContent()).toBe('Players draw in order: Saba draws now, Maurya later.');
    expect(await michael.getByTestId('ee-draw-form').count()).toBe(0);

    await host.getByRole('link', { name: 'Back to the game (the phones stay linked)' }).click();
    await host.locator('#phase-h').waitFor();
    await host.getByRole('button', { name: "Record Saba's cards" }).click();

    // Saba has drawn: Michael's phone opens Maurya's draw only and records it through the host.
    await poll(() => michael.locator('[data-testid="ee-draw-form"]').evaluateAll((fs) => fs.map((f) => f.getAttribute('data-civ')))).toEqual(['maurya']);
    await michael.getByRole('button', { name: "Record Maurya's cards" }).click();
    await poll(() => michael.getByTestId('ee-trade-cards').innerText()).toBe('Maurya: trade cards recorded this turn.');
    await poll(() => host.getByTestId('ee-draw-form').getAttribute('data-civ')).toBe('babylon');
    expect(table.cspViolations).toEqual([]);
  });
});
