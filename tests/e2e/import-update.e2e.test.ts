/**
 * Importing a backup of a game already on the phone brings the copy up to date, as a hand-over does
 * (issue 21 item 6), in real Chromium at 360x640 through the home screen's "Import a backup": the
 * same file twice is one game ("already up to date"); a longer backup adds only the entries after
 * the part both share, each judged by the rules (advciv 21.1: a census within a nation's tokens);
 * a backup that went on differently keeps this phone's game and the file's beside it
 * as a conflict copy; a longer backup whose new entry breaks a rule changes nothing, and a backup of
 * two games whose second breaks it takes neither and names that game, on the home screen and on the
 * phones screen's "Receive a game without a network" (English and Danish; issue 19 review).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { storedEntries } from './entries-stored';
import { harnessPerFile } from './harness';
import { threePlayerRecord } from './hands-records';

const h = harnessPerFile();

const NATIONS = ['africa', 'italy', 'crete'] as const;
const census = (n: number) => ({ kind: 'census', tokens: Object.fromEntries(NATIONS.map((k) => [k, n])) });

/** A backup of the game "Kept" (one identity across copies) holding `entries`. */
const backup = (entries: readonly unknown[]): Buffer => Buffer.from(threePlayerRecord('kept-game', 'Kept', entries));

/** Turn 1: census of 2 each (from the start token), the A.S.T.; turn 2's census comes after. */
const SHARED = [census(2), { kind: 'ast' }];

/** Chooses `file` under "Import a backup" and returns the notice the home screen then shows. */
async function importFile(page: Page, file: Buffer): Promise<string> {
  await page.setInputFiles('#import-file', { name: 'kept.json', mimeType: 'application/json', buffer: file });
  const notice = page.getByTestId('home-notice');
  await notice.waitFor();
  return notice.innerText();
}

const names = (page: Page) => page.locator('[data-game] .list-item > span:first-child').allInnerTexts();

describe('issue 21.6: an import brings the copy on the phone up to date', () => {
  test('same backup twice: one game; longer: the entries after the shared part added; a refused entry: nothing; diverged: a conflict copy', async () => {
    const { page } = await h.newPhone();
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();

    expect(await importFile(page, backup(SHARED))).toBe('1 game imported.');
    await expect.poll(() => names(page)).toEqual(['Kept']);

    // The same file again: one game still, and it says so.
    expect(await importFile(page, backup(SHARED))).toBe('Kept: already up to date. Nothing changed.');
    expect(await names(page)).toEqual(['Kept']);

    // A longer backup whose new entry breaks a rule (21.1: 99 tokens, more than a nation has): refused whole.
    await page.setInputFiles('#import-file', { name: 'kept.json', mimeType: 'application/json', buffer: backup([...SHARED, census(99)]) });
    await page.getByTestId('home-error').waitFor();
    expect(await names(page)).toEqual(['Kept']);
    expect(await storedEntries(page)).toBe(2);
    // A backup of two games whose second breaks that rule: taken whole or not at all, the game refused named.
    const other = { ...JSON.parse(backup(SHARED).toString()), id: 'other-game', name: 'Other table' };
    const two = {
      format: 'tresham-backup',
      schemaVersion: 1,
      exportedAt: '2026-11-25T08:00:00Z',
      games: [other, JSON.parse(backup([...SHARED, census(99)]).toString())],
    };
    await page.setInputFiles('#import-file', { name: 'all.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(two)) });
    await expect
      .poll(() => page.getByTestId('refused-game').innerText())
      .toBe('Game 2 of the file, “Kept”, was refused, so no game of the file was taken and nothing on this phone changed:');
    expect(await names(page)).toEqual(['Kept']);
    expect(await storedEntries(page)).toBe(2);

    // A longer backup: its one new entry is added to the copy.
    expect(await importFile(page, backup([...SHARED, census(4)]))).toBe('Kept: brought up to date, 1 entry added from the file.');
    expect(await names(page)).toEqual(['Kept']);
    await expect.poll(() => page.locator('[data-game]').first().innerText()).toContain('3 entries');
    expect(await storedEntries(page)).toBe(3);

    // A backup that went on differently after the shared part: both kept, the file's as a conflict copy.
    expect(await importFile(page, backup([...SHARED, census(3)]))).toContain('Conflict in Kept: after entry 2');
    await expect.poll(async () => [...(await names(page))].sort()).toEqual(['Kept', 'Kept (conflict copy)']);
    // Nothing dropped: the phone's game keeps its three entries, the copy holds the file's three.
    expect(await storedEntries(page)).toBe(6);

    // The same two-game file handed over on the phones screen ("Receive a game without a network"):
    // all or nothing there too, the refused game and its rule named (21.1), English then Danish.
    const receiveTwo = async (start: string): Promise<string> => {
      await page.goto(`${h.url}#/phones`);
      await page.getByRole('button', { name: start }).click();
      await page.setInputFiles('#handover-file', { name: 'all.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(two)) });
      const refused = page.getByTestId('handover-refused');
      await refused.waitFor();
      return refused.innerText();
    };
    const english = await receiveTwo('Receive a game without a network');
    expect(english).toMatch(
      /^Nothing was received\. Game 2 of the file, “Kept”, was refused, so no game of the file was taken and nothing on this phone changed: .*21\.1/s,
    );
    expect(await storedEntries(page)).toBe(6);
    await page.goto(`${h.url}#/settings`);
    await page.getByRole('radio', { name: 'Dansk' }).check();
    const danish = await receiveTwo('Modtag et spil uden netværk');
    expect(danish).toMatch(
      /^Intet blev modtaget\. Spil 2 i filen, “Kept”, blev afvist, så intet spil fra filen blev taget, og intet på denne telefon er ændret: .*21\.1/s,
    );
    expect(await storedEntries(page)).toBe(6);
    await page.goto(h.url);
    await expect.poll(async () => [...(await names(page))].sort()).toEqual(['Kept', 'Kept (konfliktkopi)']);
  });
});
