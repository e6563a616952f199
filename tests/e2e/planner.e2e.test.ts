/**
 * "Plan my buy" in real Chromium at 360x640, in English and Danish (advciv 31): a game in its second
 * turn (imported with the hands of turn 1 not typed, so what each holds is unknown, 31.71; in turn 1
 * nobody holds a card before his draw, 27.1), the card phase, a hand typed in, the planner opened,
 * its first plan chosen (the form is filled: card ticked, set turned in, treasury), and the purchase
 * recorded with one more tap; the open planner passes an axe scan (WCAG 2.1 AA). Labels come from
 * the catalog of the language under test, so the test follows the wording.
 */
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe';
import { CATALOG, type MessageKey } from '../../src/ui/messages/catalog';
import { formatMessage, type MessageParams } from '../../src/ui/messages/format';
import { harnessPerFile, horizontalOverflow, snap } from './harness';
import { advcivGrown, importGame } from './grown-records';
import { goToPhase, setHand, THREE_SEATS } from './table-steps';

const h = harnessPerFile();

describe('advciv 31 the purchase planner fills the purchase form in one tap', () => {
  test.each([
    { lang: 'en', locale: 'en-GB' },
    { lang: 'da', locale: 'da-DK' },
  ] as const)('$lang: plan, choose, record', async ({ lang, locale }) => {
    const L = (key: MessageKey, params: MessageParams = {}) => formatMessage(CATALOG[lang][key] ?? key, params, lang);
    const { page } = await h.newPhone({ locale });
    await importGame(page, h.url, advcivGrown({ id: 'planner', name: 'Planner', turns: 1, hands: false }), lang);
    // 18.1: the census first (2 tokens each, as in turn 1: no city can be built, nothing drawn), then the card phase.
    await goToPhase(page, 'census');
    for (const s of THREE_SEATS) await page.locator(`#census-${s.nation}`).fill('2');
    await page.getByRole('button', { name: L('census.record') }).click();
    await page.waitForFunction(() => document.querySelector('#phase-h')?.getAttribute('data-phase') !== 'census');
    await goToPhase(page, 'civ-cards');
    const select = page.getByLabel(L('civ.player'));
    if (await select.isVisible()) await select.selectOption('africa');
    const form = page.locator('[data-testid="civ-form"] [data-nation="africa"]');
    await form.waitFor();
    // Three Gold (81) and two Ochre (4): Astronomy (80) gives the most points and, of the 80s, the most credits (32.412).
    await setHand(page, 'africa', { gold: 3, ochre: 2 });
    await form.getByText(L('plan.open')).click();
    const first = form.locator('[data-testid="plans"] [data-plan="1"]');
    await expect.poll(() => first.innerText()).toContain(L('plan.option', { n: 1, cards: L('card.name.astronomy') }));
    expect(await first.locator('[data-code="plan/change-lost"]').textContent()).toContain('31.58');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, `planner-${lang}`);
    await first.getByRole('button', { name: L('plan.use', { n: 1 }) }).click();
    await expect.poll(() => page.locator('#buy-africa-astronomy').isChecked()).toBe(true);
    expect(await first.getByRole('status').textContent()).toBe(L('plan.filled'));
    expect(await page.getByLabel(L('civ.turnIn', { commodity: 'Gold' })).isChecked()).toBe(true);
    expect(await page.getByLabel(L('civ.turnIn', { commodity: 'Ochre' })).isChecked()).toBe(false);
    expect(await page.locator('#civ-treasury-africa').inputValue()).toBe('0');
    await page.getByRole('button', { name: L('civ.buy', { n: 1 }) }).click();
    await form.getByText(L('civ.bought')).waitFor();
    await snap(page, `planner-${lang}-bought`);
  });
});
