/**
 * A game handed over with no link at all (issue 15), in real Chromium at 360x640: two phones (two
 * browser contexts, each its own storage) hold the same game. The file one phone shares is opened
 * on the other: the first time it is a new game; once the first phone has played on, the second is
 * brought up to date (only the entries after the common part are added); when both phones went on
 * differently, the conflict is shown in words and both games are kept.
 */
import { advcivGrown, importGame } from './grown-records';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessPerFile, horizontalOverflow, snap } from './harness';
import { buyer, currentPhase, fillNumber, goToPhase, newGame, recordCities, THREE_SEATS, waitPast } from './table-steps';

const h = harnessPerFile();

/** The file the phone shares for game `id` ("Share the game as a file"; Chromium on Linux downloads it). */
async function shareFile(page: Page, id: string): Promise<Buffer> {
  await page.goto(`${h.url}#/phones/${encodeURIComponent(id)}`);
  const share = page.getByRole('button', { name: 'Share the game as a file' });
  await share.waitFor({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), share.click()]);
  const path = await download.path();
  // Stop hosting: this test hands over with no link.
  await page.getByRole('button', { name: 'Stop hosting' }).click();
  await page.waitForURL(/#\/phones$/);
  return readFileSync(path);
}

/** Opens the file handed over on the receiving phone. */
async function receiveFile(page: Page, file: Buffer): Promise<void> {
  await page.goto(`${h.url}#/phones`);
  await page.getByRole('button', { name: 'Receive a game without a network' }).click();
  await page.setInputFiles('#handover-file', { name: 'tresham-handover.json', mimeType: 'application/json', buffer: file });
}

async function recordCensus(page: Page, id: string): Promise<void> {
  await page.goto(`${h.url}#/game/${encodeURIComponent(id)}/turn`);
  await goToPhase(page, 'census');
  // Turn 3: two quiet turns left 4 tokens each on the board (20.1: 8 at most now).
  for (const [nation, n] of [
    ['crete', 8],
    ['italy', 7],
    ['africa', 6],
  ] as const)
    await fillNumber(page, `census-${nation}`, n);
  await page.getByRole('button', { name: 'Record census' }).click();
  await waitPast(page, 'census');
}

/**
 * The games the home screen lists: name -> "n entries". The list first shown may be the one read
 * before the last change (it is refreshed on the way in): callers poll it for what they expect.
 */
async function listed(page: Page): Promise<Record<string, string>> {
  if (!page.url().endsWith('#/')) await page.goto(`${h.url}#/`);
  await page.getByRole('heading', { name: 'Your games' }).waitFor();
  const rows = await page
    .locator('[data-game] a.list-item')
    .evaluateAll((links) => links.map((a) => [...a.querySelectorAll('span')].map((s) => s.textContent ?? '')));
  return Object.fromEntries(rows.map(([name, meta]) => [name ?? '', (meta ?? '').split(' · ')[1] ?? '']));
}

describe('issue 15: a hand-over merges into the copy a phone holds', () => {
  test('two phones with one game: the one behind is brought up to date by the other’s file; when both went on, the conflict is shown and both games are kept', async () => {
    const { page: ann } = await h.newPhone();
    const { page: bo } = await h.newPhone();
    // Two quiet turns played (10 entries), then turn 3's census.
    const id = await importGame(ann, h.url, advcivGrown({ id: 'handover', name: 'Handover table', turns: 2 }));
    await recordCensus(ann, id);

    // The first hand-over: Bo's phone has no copy, so the game is new there and opens at Ann's phase.
    await receiveFile(bo, await shareFile(ann, id));
    await bo.waitForURL(/#\/game\/[^/]+\/turn$/);
    // No cities yet, a census of six or more: the cities are owed next (25.2).
    expect(await currentPhase(bo)).toBe('surplus');
    const boId = decodeURIComponent(/#\/game\/([^/]+)\//.exec(bo.url())?.[1] ?? '');
    expect(boId).not.toBe(id);

    // Ann's phone plays on; its file brings Bo's copy up to date: one entry added, no second game.
    await ann.goto(`${h.url}#/game/${encodeURIComponent(id)}/turn`);
    await recordCities(ann, { crete: 0, italy: 0, africa: 0 });
    const annPhase = await currentPhase(ann);
    await receiveFile(bo, await shareFile(ann, id));
    const merged = bo.getByTestId('handover-outcome');
    await merged.waitFor();
    expect(await merged.getAttribute('data-kind')).toBe('appended');
    expect(await merged.locator('p').textContent()).toBe('Handover table: brought up to date, 1 entry added.');
    await snap(bo, 'handover-merged');
    expect(await horizontalOverflow(bo)).toBe(0);
    await merged.getByRole('link', { name: 'Open Handover table' }).click();
    await bo.locator('#phase-h').waitFor();
    expect(await currentPhase(bo)).toBe(annPhase);
    expect(bo.url()).toContain(encodeURIComponent(boId));
    await expect.poll(() => listed(bo)).toEqual({ 'Handover table': '12 entries' });

    // Both phones go on, each on its own: Ann's phone records the hand Africa keeps (advciv 31.71;
    // nobody has cities, so nobody draws trade cards, 27.1); Bo's records Africa's hand at another
    // moment, then Italy's. Ann's file now parts from Bo's copy after entry 12: the conflict is said,
    // nothing is dropped.
    const keep = async (page: Page, nation: string): Promise<void> => {
      await buyer(page, nation);
      await page.getByRole('button', { name: 'No purchase: keep these 0 cards', exact: true }).click();
      await page.locator(`[data-testid="civ-form"] [data-nation="${nation}"]`).waitFor({ state: 'detached' });
    };
    await ann.goto(`${h.url}#/game/${encodeURIComponent(id)}/turn`);
    await goToPhase(ann, 'civ-cards');
    await keep(ann, 'africa');
    await bo.goto(`${h.url}#/game/${encodeURIComponent(boId)}/turn`);
    await goToPhase(bo, 'civ-cards');
    await keep(bo, 'africa');
    await keep(bo, 'italy');

    await receiveFile(bo, await shareFile(ann, id));
    const conflict = bo.getByTestId('handover-outcome');
    await conflict.waitFor();
    expect(await conflict.getAttribute('role')).toBe('alert');
    expect(await conflict.locator('p').textContent()).toBe(
      'Conflict in Handover table: after entry 12 both phones recorded different entries (this phone 2, the other phone 1). Nothing was dropped: this phone’s game stays as it was, and the game received is kept as “Handover table (conflict copy)”. Play on in the right one and delete the other.',
    );
    await snap(bo, 'handover-conflict');
    expect(await horizontalOverflow(bo)).toBe(0);
    // Both kept: Bo's own game as it was (Italy's hand kept), Ann's game beside it (Italy still to keep his).
    await conflict.getByRole('link', { name: 'Open Handover table (conflict copy)' }).click();
    await bo.locator('#phase-h').waitFor();
    expect(bo.url()).not.toContain(encodeURIComponent(boId));
    await goToPhase(bo, 'civ-cards');
    await bo.locator('#civ-player option[value="italy"]').waitFor({ state: 'attached' });
    await expect.poll(() => listed(bo)).toEqual({ 'Handover table': '14 entries', 'Handover table (conflict copy)': '13 entries' });
    await bo.locator(`[data-game="${boId}"] a.list-item`).click();
    await goToPhase(bo, 'civ-cards');
    await bo.locator('[data-testid="civ-form"] [data-nation="crete"]').waitFor();
    expect(await bo.locator('#civ-player option[value="italy"]').count()).toBe(0);
  });

  test('a damaged hand-over is refused with the restore gate’s reason, and nothing changes', async () => {
    const { page } = await h.newPhone();
    const id = await newGame(page, h.url, 'Careful table', THREE_SEATS);
    const file = JSON.parse((await shareFile(page, id)).toString('utf8')) as Record<string, unknown>;
    // A census of 99 tokens for Crete: more than a nation has (advciv 21.1, 16.1).
    const spoiled = { ...file, entries: [{ at: '2026-11-25T10:00:00.000Z', entry: { kind: 'census', tokens: { crete: 99, italy: 1, africa: 1 } } }] };
    await receiveFile(page, Buffer.from(JSON.stringify(spoiled)));
    const refused = page.getByTestId('handover-refused');
    await refused.waitFor();
    expect(await refused.getAttribute('data-code')).toBe('restore/violations');
    expect(await refused.textContent()).toMatch(/^Nothing was received\..*21\.1/);
    await expect.poll(() => listed(page)).toEqual({ 'Careful table': '0 entries' });
  });
});
