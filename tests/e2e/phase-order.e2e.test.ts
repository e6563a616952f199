/**
 * Phases in order (advciv 18.1), in real Chromium at 360x640, English and Danish: at the start of
 * turn 2 the taxes are in and the census is owed. The "Trade cards" phase chip still shows the
 * phase, but says first that the census is owed (the engine's own verdict) with the way back; its
 * one tap "Record the draw for everyone left" is refused naming the census, and nothing is stored.
 */
import { describe, expect, test } from 'vitest';
import type { AdvCivEntry } from '../../src/engine/rulesets/advciv/entries';
import { DEFAULT_SETTINGS } from '../../src/engine/rulesets/advciv/settings';
import { harnessPerFile } from './harness';
import { currentPhase, dismissOffline, expectAppRefusal, leaveAnyway, THREE_SEATS } from './table-steps';

const h = harnessPerFile();

const all = (n: number) => ({ crete: n, italy: n, africa: n });
// Turn 1 played in order: everyone builds a city and draws from stack 1, no calamity, no purchase.
const ENTRIES: readonly AdvCivEntry[] = [
  { kind: 'census', tokens: all(6) },
  { kind: 'cities', cities: all(1) },
  { kind: 'trade-cards', nation: 'africa', stacks: [1], bought: 0 },
  { kind: 'trade-cards', nation: 'italy', stacks: [1], bought: 0 },
  { kind: 'trade-cards', nation: 'crete', stacks: [1], bought: 0 },
  { kind: 'calamities', held: [], tokens: all(5), resolutions: [] } as unknown as AdvCivEntry,
  { kind: 'hand', nation: 'africa', cards: {} },
  { kind: 'hand', nation: 'italy', cards: {} },
  { kind: 'hand', nation: 'crete', cards: {} },
  { kind: 'ast' },
  { kind: 'taxation', stock: all(40) },
];
const record = (id: string) => ({
  schemaVersion: 1,
  id,
  name: 'Census owed',
  createdAt: '2026-01-01T00:00:00.000Z',
  ruleset: 'advciv',
  setup: { players: THREE_SEATS.map((s) => ({ name: s.name, nation: s.nation })), variants: [], settings: DEFAULT_SETTINGS },
  entries: ENTRIES.map((entry, i) => ({ at: `2026-01-01T00:${String(i).padStart(2, '0')}:00.000Z`, entry })),
});

async function openAtTurn2(locale: 'en' | 'da', id: string) {
  const { page } = await h.newPhone({ locale });
  await page.goto(h.url);
  await page.locator('#import-file').waitFor({ state: 'attached' });
  await page.setInputFiles('#import-file', { name: 'owed.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record(id))) });
  const resume = page.locator('a[href*="/game/"]').filter({ hasText: 'Census owed' }).first();
  await resume.waitFor();
  await resume.click();
  await page.waitForURL(/#\/game\/[^/]+\/turn$/);
  await dismissOffline(page);
  await expect.poll(() => currentPhase(page)).toBe('census');
  return page;
}

/** The log's length as the log tab lists it. */
async function logLength(page: Awaited<ReturnType<typeof openAtTurn2>>): Promise<number> {
  const turnUrl = page.url();
  await page.goto(turnUrl.replace(/\/turn$/, '/log'));
  await page.locator('#log-h').waitFor();
  const n = await page.getByTestId('log').locator('li').count();
  await page.goto(turnUrl);
  await page.locator('#phase-h').waitFor();
  return n;
}

describe('advciv 18.1 a later phase is not entered while the census is owed', () => {
  test('advciv 18.1, 21 the "Trade cards" chip says the census is owed; "Record the draw for everyone left" is refused naming the census; nothing stored', async () => {
    const page = await openAtTurn2('en', 'owed-en');
    const before = await logLength(page);
    await page.locator('button.step-go[data-step="trade-cards"]').click();
    await leaveAnyway(page, 'census');
    await expect.poll(() => currentPhase(page)).toBe('trade-cards');
    const owed = page.getByTestId('phase-owed');
    await expect.poll(() => owed.getAttribute('data-phase')).toBe('census');
    await expect.poll(() => owed.innerText()).toContain('The Census phase still owes its entry this turn');
    await expect.poll(() => owed.innerText()).toContain('advciv 21');

    await page.getByRole('button', { name: /^Record the draw for everyone left/ }).click();
    const reason = await expectAppRefusal(page, 'phase/owed');
    expect(reason).toContain('Census');
    expect(reason).toContain('advciv 18.1');
    expect(await currentPhase(page)).toBe('trade-cards');
    expect(await logLength(page)).toBe(before);

    // The way back: the census is still open and takes its entry.
    await page.locator('button.step-go[data-step="census"]').click();
    await leaveAnyway(page, 'trade-cards');
    await expect.poll(() => currentPhase(page)).toBe('census');
    await expect.poll(() => page.getByTestId('phase-owed').count()).toBe(0);
    await page.getByRole('button', { name: 'Record census' }).click();
    await expect.poll(() => logLength(page)).toBe(before + 1);
  });

  test('advciv 18.1, 21 in Danish: the refusal names the census (Folketælling)', async () => {
    const page = await openAtTurn2('da', 'owed-da');
    await page.locator('button.step-go[data-step="trade-cards"]').click();
    await leaveAnyway(page, 'census');
    await expect.poll(() => currentPhase(page)).toBe('trade-cards');
    await expect.poll(() => page.getByTestId('phase-owed').innerText()).toContain('Fasen Folketælling mangler stadig sin indtastning');
    await page.getByTestId('draw-all').getByRole('button').first().click();
    const reason = await expectAppRefusal(page, 'phase/owed');
    expect(reason).toContain('Folketælling');
  });
});
