/**
 * Steps of a game at the table as a player taps them (browser tests): set up a game, walk phases,
 * fill the entry forms. Every step waits for the screen's answer, never for a fixed time.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { da, en } from '../../src/ui/messages/catalog';

export interface Seat {
  readonly name: string;
  readonly nation: string;
}

/** The three-player table most browser tests play: Crete, Italy and Africa (16.7: the western nations). */
export const THREE_SEATS: readonly Seat[] = [
  { name: 'Ann', nation: 'crete' },
  { name: 'Bo', nation: 'italy' },
  { name: 'Cy', nation: 'africa' },
];

export async function newGame(page: Page, url: string, name: string, seats: readonly Seat[]): Promise<string> {
  await page.goto(`${url}#/new`);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await page.getByLabel('Name of the game').fill(name);
  await page.getByLabel('Number of players').selectOption(String(seats.length));
  for (const [i, s] of seats.entries()) {
    await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(s.name);
    await page.getByLabel(`Nation of player ${i + 1}`).selectOption(s.nation);
  }
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/game\/[^/]+\/turn$/);
  await page.locator('#phase-h').waitFor();
  const match = /#\/game\/([^/]+)\//.exec(page.url());
  return decodeURIComponent(match?.[1] ?? '');
}

/** The phase the walker shows now. */
export async function currentPhase(page: Page): Promise<string> {
  const h = page.locator('#phase-h');
  await h.waitFor();
  return (await h.getAttribute('data-phase')) ?? '';
}

/**
 * After a tap that leaves the phase `from`: waits for the walker to move or to ask first (a form
 * there holds typing), and where it asks, goes on (the typing stays a draft).
 */
export async function leaveAnyway(page: Page, from: string): Promise<void> {
  await page.waitForFunction(
    (p) => document.querySelector('#phase-h')?.getAttribute('data-phase') !== p || document.querySelector('[data-testid="leave-phase"]') !== null,
    from,
  );
  const ask = page.getByTestId('leave-phase');
  if ((await ask.count()) > 0) await ask.locator('button.primary').click();
  await page.waitForFunction((p) => document.querySelector('#phase-h')?.getAttribute('data-phase') !== p, from);
}

/**
 * Goes to `phase`: taps its chip where the walker can go there (a phase passed with nothing owed, or
 * one ahead), else taps "next" until the walker shows it (going on where it asks about typing left behind).
 */
export async function goToPhase(page: Page, phase: string): Promise<void> {
  for (let i = 0; i < 14; i++) {
    if ((await currentPhase(page)) === phase) return;
    const before = await currentPhase(page);
    const chip = page.locator(`button.step-go[data-step="${phase}"]`);
    await ((await chip.count()) > 0 ? chip : page.getByTestId('next-phase')).click();
    await leaveAnyway(page, before);
  }
  throw new Error(`walker never reached ${phase}`);
}

/** Waits until the walker has moved past `phase` (an entry was recorded). */
export async function waitPast(page: Page, phase: string): Promise<void> {
  await page.waitForFunction((p) => {
    const now = document.querySelector('#phase-h')?.getAttribute('data-phase');
    return now !== null && now !== undefined && now !== p;
  }, phase);
}

export async function fillNumber(page: Page, id: string, value: number): Promise<void> {
  await page.locator(`#${id}`).fill(String(value));
}

/**
 * Dismisses the one-time "ready to work offline" notice. It shows when the service worker is first
 * installed, which may be well after the page is up on a busy machine: wait until it shows (or this
 * device already dismissed it), so that it never appears later, in the middle of the steps that follow.
 */
export async function dismissOffline(page: Page): Promise<void> {
  // The notice in the page's language, whichever it is.
  const notice = page.locator('.banner').filter({ has: page.getByText(OFFLINE_READY) });
  const dismissedBefore = () =>
    page.evaluate(
      () => (JSON.parse(localStorage.getItem('tresham.preferences') ?? 'null') as { offlineNoticeShown?: boolean } | null)?.offlineNoticeShown === true,
    );
  await expect.poll(async () => (await notice.isVisible()) || (await dismissedBefore()), { timeout: 30_000 }).toBe(true);
  if (!(await notice.isVisible())) return;
  await notice.getByRole('button').click();
  await notice.waitFor({ state: 'hidden' });
}

const OFFLINE_READY = new RegExp(`^(${[en, da].map((c) => c['pwa.offlineReady'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/** The cities entry (phase 8), from the walker's current phase. */
export async function recordCities(page: Page, cities: Readonly<Record<string, number>>): Promise<void> {
  await goToPhase(page, 'surplus');
  for (const [nation, n] of Object.entries(cities)) await fillNumber(page, `cities-${nation}`, n);
  await page.getByRole('button', { name: 'Record cities' }).click();
  await waitPast(page, 'surplus');
}

/** The cities entry with nothing changed on the board (24-26): one tap where the walker stops for it. */
export async function citiesAsLastTurn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'No change since the census' }).click();
  await waitPast(page, 'surplus');
}

/** Every player's trade-card draw in the order the screen gives, buying none. */
export async function drawAll(page: Page, order: readonly string[]): Promise<void> {
  await goToPhase(page, 'trade-cards');
  for (const nation of order) {
    const button = page.getByRole('button', { name: new RegExp(`^Record the draw of ${nation}$`) });
    await button.click();
    await button.waitFor({ state: 'detached' });
  }
}

/** Every draw left in one tap (27.1: each player's own entry, in order, nobody buying from stack 9). */
export async function drawEveryone(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Record the draw for everyone left/ }).click();
  await waitPast(page, 'trade-cards');
}

/** The calamity phase with none held (29): one entry of none. */
export async function noCalamities(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'No calamities: record and go on' }).click();
  await waitPast(page, 'calamities');
}

/** Everyone left in the card phase buys nothing and keeps the hand shown (31.71). */
export async function noPurchaseForAll(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^No purchase for everyone left/ }).click();
  await waitPast(page, 'civ-cards');
}

/** Chooses the player in the civilization-card phase (when more than one is waiting). */
export async function buyer(page: Page, nation: string): Promise<void> {
  const select = page.getByLabel('Player buying');
  if (await select.isVisible()) await select.selectOption(nation);
  await page.locator(`[data-testid="civ-form"] [data-nation="${nation}"]`).waitFor();
}

export async function setHand(page: Page, nation: string, hand: Readonly<Record<string, number>>): Promise<void> {
  for (const [id, n] of Object.entries(hand)) await fillNumber(page, `hand-${nation}-${id}`, n);
}

/** The drafts the device keeps (the database's `drafts` table), key and stored value, to see what reached storage. */
export function storedDrafts(page: Page): Promise<{ key: string; value: unknown }[]> {
  return page.evaluate(
    () =>
      new Promise<{ key: string; value: unknown }[]>((resolve, reject) => {
        // The game exists, so the database does: opening it without a version never creates it.
        const request = indexedDB.open('tresham');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve([]);
            return;
          }
          const rows = db.transaction('drafts', 'readonly').objectStore('drafts').getAll();
          rows.onerror = () => reject(rows.error);
          rows.onsuccess = () => {
            db.close();
            resolve((rows.result as { key: unknown; value: unknown }[]).map((r) => ({ key: String(r.key), value: r.value })));
          };
        };
      }),
  );
}

/** The draft keys the device keeps (the database's `drafts` table), to see what is kept and what is forgotten. */
export async function draftKeys(page: Page): Promise<string[]> {
  return (await storedDrafts(page)).map((d) => d.key);
}

/**
 * Waits until the device keeps the draft of `form` (the last part of its key: `census`,
 * `purchase-africa`) holding `fields` (a partial match of what is stored): the last typing a test
 * relies on has reached the database, not only the first keystroke. A reload or a killed browser
 * before that may rightly lose it (writes still on their way to IndexedDB are not flushed).
 */
export async function waitForStoredDraft(page: Page, form: string, fields: Readonly<Record<string, unknown>>): Promise<void> {
  await expect.poll(async () => (await storedDrafts(page)).find((d) => d.key.endsWith(`:${form}`))?.value ?? null).toMatchObject({ fields });
}

/**
 * A refusal as the app must show it: the engine's reason `code` in the app's words with its rule
 * cited beside it, and no native validation anywhere on the screen (every input's and select's
 * `validationMessage` is empty: the browser shows no tooltip of its own, in its own language).
 * Returns the reason's text.
 */
export async function expectAppRefusal(page: Page, code: string): Promise<string> {
  const reason = page.locator(`[data-testid="violations"] li[data-code="${code}"]`).first();
  await reason.waitFor();
  const cite = (await reason.locator('.cite').textContent()) ?? '';
  if (!/\b(advciv|capitals|ee|smc) \S/.test(cite)) throw new Error(`refusal ${code} cites no rule: "${cite}"`);
  const native = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')]
      .filter((e) => e.validationMessage !== '')
      .map((e) => `${e.id || e.name}: ${e.validationMessage}`),
  );
  if (native.length > 0) throw new Error(`native validation on screen: ${native.join('; ')}`);
  return (await reason.textContent()) ?? '';
}
