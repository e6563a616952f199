/**
 * "Plan my buy" in Eastern Empires' Phase 12, in real Chromium at 360x640, in English and Danish
 * (ee Phase 12): a seven-player game imported at the acquisition phase, the planner opened for Saba,
 * her hand typed, Agriculture named as the target, the first plan chosen (the form is filled:
 * advance ticked, cards turned in, treasury), and the purchase recorded with one more tap; the open
 * planner passes an axe scan (WCAG 2.1 AA). Labels come from the catalog of the language under test.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe';
import { CATALOG, type MessageKey } from '../../src/ui/messages/catalog';
import { formatMessage, type MessageParams } from '../../src/ui/messages/format';
import { harnessPerFile, horizontalOverflow, snap } from './harness';
import { dismissOffline } from './table-steps';

const h = harnessPerFile();

const SEVEN = ['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia', 'nubia'] as const;
const at = '2026-11-01T09:00:00.000Z';
/** Turn 1 up to Phase 12: everyone builds 3 cities and draws 3 cards, so Saba may hold the cards she pays after trading (ee Phase 6a, 7). */
const record = {
  schemaVersion: 1,
  id: 'ee-planner',
  name: 'Eastern planner',
  createdAt: at,
  ruleset: 'eastern-empires',
  setup: {
    players: SEVEN.map((civ, i) => ({ name: `P${i + 1}`, civ })),
    settings: { civilWarThreshold: 'moving', iconoclasmModifiers: 'allVictims', turnLimit: null },
  },
  entries: [
    { at, entry: { kind: 'census', tokens: Object.fromEntries(SEVEN.map((c) => [c, 18])) } },
    {
      at,
      entry: {
        kind: 'cities',
        step: 'construction',
        cities: Object.fromEntries(SEVEN.map((c) => [c, 3])),
        tokens: Object.fromEntries(SEVEN.map((c) => [c, 18])),
      },
    },
    ...SEVEN.map((civ) => ({ at, entry: { kind: 'trade-cards', civ, bought: [] } })),
    {
      at,
      entry: { kind: 'cities', step: 'surplus', cities: Object.fromEntries(SEVEN.map((c) => [c, 3])), tokens: Object.fromEntries(SEVEN.map((c) => [c, 10])) },
    },
  ],
};

async function toPhase(page: Page, p: string): Promise<void> {
  for (let i = 0; i < 12; i++) {
    const now = await page.locator('#phase-h').getAttribute('data-phase');
    if (now === p) return;
    await page.getByTestId('next-phase').click();
    await page.waitForFunction((was) => document.querySelector('#phase-h')?.getAttribute('data-phase') !== was, now);
  }
  throw new Error(`phase ${p} not reached`);
}

describe('ee Phase 12 the purchase planner fills the purchase form in one tap', () => {
  test.each([
    { lang: 'en', locale: 'en-GB' },
    { lang: 'da', locale: 'da-DK' },
  ] as const)('$lang: plan, choose, record', async ({ lang, locale }) => {
    const L = (key: MessageKey, params: MessageParams = {}) => formatMessage(CATALOG[lang][key] ?? key, params, lang);
    const { page } = await h.newPhone({ locale });
    await page.goto(h.url);
    await page.getByRole('heading', { name: L('home.title') }).waitFor();
    await page.setInputFiles('#import-file', { name: 'planner.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
    await page.getByRole('link', { name: L('home.resume', { name: 'Eastern planner' }) }).click();
    await page.locator('#phase-h').waitFor();
    await toPhase(page, 'advancesAcquisition');
    await page.locator('#ee-buy-civ').selectOption('saba');
    const panel = page.getByTestId('ee-plan-panel');
    await panel.getByText(L('plan.open')).click();
    // Four Pearls (144): Agriculture (120, no credits yet with seven players) is affordable itself.
    await page.locator('#ee-plan-hand-saba-pearls').fill('4');
    await page.locator('#ee-plan-goal-saba').selectOption('target');
    await page.locator('#ee-plan-target-saba').selectOption('agriculture');
    const first = panel.locator('[data-testid="ee-plans"] [data-plan="1"]');
    await expect.poll(() => first.innerText()).toContain(L('eeui.plan.option', { n: 1, advances: L('eeui.advance.agriculture') }));
    expect(await first.locator('[data-code="eeplan/target-bought"]').textContent()).toContain('Phase 12');
    expect(await first.locator('[data-code="eeplan/change-lost"]').textContent()).toContain('24');
    await dismissOffline(page);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, `planner-ee-${lang}`);
    await first.getByRole('button', { name: L('plan.use', { n: 1 }) }).click();
    await expect.poll(() => page.locator('#ee-adv-agriculture').isChecked()).toBe(true);
    expect(await first.getByRole('status').textContent()).toBe(L('plan.filled'));
    expect(await page.locator('#ee-paid-pearls').inputValue()).toBe('4');
    expect(await page.locator('#ee-buy-treasury').inputValue()).toBe('0');
    await page.getByRole('button', { name: L('eeui.buy.record', { n: 1 }) }).click();
    await page.getByText(L('eeui.buy.done')).waitFor();
    await snap(page, `planner-ee-${lang}-bought`);
  });
});
