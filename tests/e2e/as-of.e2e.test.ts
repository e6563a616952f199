/**
 * "As of" is as of (issue 19 item 9), in real Chromium at 360x640: under "Showing the table after
 * entry N" the Turn tab shows the turn as it stood after entry N, read-only: no form, no record
 * button, the phase the table was in then and who it still waited for (advciv 18.1, 31.71), in
 * English and Danish; "Back to now" brings the live form back.
 */
import { describe, expect, test } from 'vitest';
import { harnessPerFile, horizontalOverflow, snap } from './harness';
import { dismissOffline, fillNumber, newGame, noPurchaseForAll, THREE_SEATS, waitPast } from './table-steps';

const h = harnessPerFile();

describe('the table as of an old entry is read-only in every tab (advciv 18.1)', () => {
  test('Turn tab as of entry 1: no live form, the phase and the players owed then; back to now: the form again', async () => {
    const { page } = await h.newPhone({ locale: 'en-GB' });
    const id = await newGame(page, h.url, 'As of', THREE_SEATS);
    // Turn 1: the census (each start token grown to two, 20.1), no purchase, the A.S.T.: the table is in turn 2's census.
    for (const nation of ['crete', 'italy', 'africa']) await fillNumber(page, `census-${nation}`, 2);
    await page.getByRole('button', { name: 'Record census' }).click();
    await waitPast(page, 'census');
    await dismissOffline(page);
    await noPurchaseForAll(page);
    await page.getByRole('button', { name: 'Move the markers and end the turn' }).click();
    await page.getByText('Turn 2', { exact: true }).waitFor();
    const main = page.locator('main');
    // The live table: turn 2's census form.
    await page.locator('#census-crete').waitFor();

    // The log: the table after entry 1 (turn 1's census).
    await page.getByRole('link', { name: 'Log' }).click();
    // Turn 1 is open when turn 2 has no entry yet; an older turn is a closed disclosure.
    const turn1 = page.locator('details[data-turn="1"]');
    if ((await turn1.count()) > 0 && !(await turn1.evaluate((d) => (d as HTMLDetailsElement).open))) await turn1.locator('summary').click();
    await page.getByRole('button', { name: /^1\. / }).click();
    await page.getByText('Showing the table after entry 1.').waitFor();
    await page.getByRole('link', { name: 'Turn' }).click();
    const asOf = page.getByTestId('as-of-turn');
    await asOf.waitFor();
    // The figures of then: turn 1, the card phase (31.71: every hand still owed), not turn 2's census.
    expect(await main.innerText()).toContain('Turn 1');
    await expect.poll(() => page.locator('#phase-h').getAttribute('data-phase')).toBe('civ-cards');
    const waiting = await page.getByTestId('as-of-waiting').innerText();
    for (const who of ['Crete (Ann)', 'Italy (Bo)', 'Africa (Cy)']) expect(waiting).toContain(who);
    // Read-only: no form, no field, no record button, no phase to pick, no one-tap for everyone.
    expect(await main.locator('form, input, select, textarea').count()).toBe(0);
    expect(await main.getByRole('button', { name: /^(Record|No purchase|Move the markers)/ }).count()).toBe(0);
    expect(await main.locator('button.step-go, [data-testid="next-phase"]').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await snap(page, 'as-of-turn');

    // Danish: the same table, in Danish words.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: 'Dansk' }).check();
    await page.goto(`${h.url}#/game/${encodeURIComponent(id)}/turn`);
    await expect.poll(async () => ((await asOf.count()) > 0 ? asOf.innerText() : '')).toContain('Bordet, som det var efter indtastning 1');
    expect(await main.locator('form, input, select, textarea').count()).toBe(0);

    // Back to now: the live census form of turn 2.
    await page.getByRole('button', { name: 'Tilbage til nu' }).click();
    await page.locator('#census-crete').waitFor();
    expect(await asOf.count()).toBe(0);
  });
});
