/**
 * My seat for Eastern Empires and Sid Meier's (issue 15), in real Chromium: a host and one guest
 * joined through the fake camera, with no request leaving the app's server. The guest's phone opens
 * its own player's purchase only, records it through the host, and the host's screen follows: who
 * has still to buy (Eastern Empires: until the player's purchase; Sid Meier's: until the player taps
 * Done buying, since he may buy several times or nothing). Each game starts from a file imported on
 * the host, at its purchase phase.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type LinkedTable, joinTable, startLinkedTable } from './link-steps';

let table: LinkedTable;

beforeAll(async () => {
  table = await startLinkedTable();
});

afterAll(async () => {
  await table?.close();
});

/** Waits for what another phone shows: a message crosses a data channel and a busy machine. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** The host imports a game file and hosts it: the game's id. */
async function hostImported(host: Page, record: { readonly id: string; readonly name: string }): Promise<string> {
  await host.goto(table.url);
  await host.getByRole('heading', { name: 'Your games' }).waitFor();
  await host.setInputFiles('#import-file', { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await host.getByRole('link', { name: `Resume ${record.name}` }).click();
  await host.waitForURL(/#\/game\/[^/]+\/turn$/);
  const id = decodeURIComponent(/#\/game\/([^/]+)\//.exec(host.url())?.[1] ?? '');
  await host.goto(`${table.url}#/phones/${encodeURIComponent(id)}`);
  await host.getByTestId('host-code').waitFor({ timeout: 30_000 });
  return id;
}

/** The guest opens its game screen from the phones screen: entries made there are proposed to the host. */
async function recordHere(guest: Page): Promise<void> {
  await guest.getByRole('link', { name: 'Record on this phone (the host checks each entry)' }).click();
  await guest.locator('#phase-h').waitFor();
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
    const host = await table.phone();
    const id = await hostImported(host, eastern);
    const michael = await table.phone();
    await joinTable(table, host, michael, 'Michael');
    await poll(() => host.locator('[data-phone="phone-1"]').getAttribute('data-seat')).toBe('Michael');

    await recordHere(michael);
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
  test('Purchase Phase: the guest’s phone shows its own player’s shop only (no choice of buyer) and records the purchase through the host; Done buying (Turn Phases, Purchasing technologies) drops him from the host’s still-to-buy list', async () => {
    const golden = JSON.parse(readFileSync(new URL('../fixtures/games/smc-standard-4p.json', import.meta.url), 'utf8')) as { entries: unknown[] };
    // Turn 1 up to the purchase phase: everyone has collected production (Game Turn Sequence).
    const record = { ...golden, id: 'smc-seat', name: 'Sid seats', entries: golden.entries.slice(0, 11) };
    const host = await table.phone();
    const id = await hostImported(host, record);
    const brad = await table.phone();
    await joinTable(table, host, brad, 'Brad');
    await poll(() => host.locator('[data-phone="phone-1"]').getAttribute('data-seat')).toBe('Brad');

    await recordHere(brad);
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

    // Purchasing technologies: the first costs ten gold. A purchase leaves him on the list: he may buy again.
    await brad.locator('#buy-technology').fill('1');
    await brad.getByRole('button', { name: 'Record the purchase of Brad' }).click();
    await poll(() => brad.locator('#buy-technology').inputValue()).toBe('');
    expect(await stillToBuy()).toContain('Brad');

    // One tap on his phone: he has finished his purchase phase; the host's list drops him, the others stay.
    await brad.getByRole('button', { name: 'Done buying' }).click();
    await poll(() => brad.getByTestId('finished-buying').textContent()).toBe('Brad has finished buying this turn.');
    await poll(stillToBuy).not.toContain('Brad');
    expect(await stillToBuy()).toBe('Still to buy: Angela, Chris, and Dana');
    // The table view, one tap: nobody else buys this turn; the list goes and the shop says so.
    await host.getByRole('button', { name: 'No purchase for everyone left' }).click();
    await poll(() => host.getByTestId('still-to-buy').count()).toBe(0);
    expect(await host.getByTestId('finished-buying').textContent()).toBe('Angela has finished buying this turn.');
    await poll(() => brad.getByTestId('still-to-buy').count()).toBe(0);
    await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/log`);
    await poll(() => host.getByTestId('log').innerText()).toMatch(/Brad buys a technology\s*Brad -10 → 20 gold/);
    const log = await host.getByTestId('log').innerText();
    for (const name of ['Angela', 'Brad', 'Chris', 'Dana']) expect(log).toContain(`${name} has finished buying`);
    expect(table.cspViolations).toEqual([]);
  });
});
