/**
 * Numbers typed are numbers stored (issue 19 item 4), in real Chromium at 360x640: the census box of
 * Africa keeps exactly what is typed key by key, and "2.5", "-3", "1e3" and 999999 are refused at once
 * in the app's words naming the field and the range the rules allow (advciv 21.1, 16.7: 47 tokens a
 * nation at three players), in English and in Danish; nothing is stored while they stand, and a whole
 * number in range is recorded as typed. A calamity box takes the range the engine gives it from the
 * board before that calamity: a Flood's unit points on the plain (30.511, 5.6).
 * In Eastern Empires and Sid Meier's a box typed beyond the range its rule and the state allow is
 * refused in words and its form's record button waits, nothing stored.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/rulesets/advciv/settings';
import { formatMessage } from '../../src/ui/messages/format';
import { da, en } from '../../src/ui/messages/catalog';
import { storedEntries } from './entries-stored';
import { advcivGrown, eeGrown, importGame } from './grown-records';
import { harnessPerFile, snap } from './harness';
import { dismissOffline, goToPhase, waitPast, THREE_SEATS } from './table-steps';

const h = harnessPerFile();

const RECORD = {
  schemaVersion: 1,
  id: 'numbers-typed',
  name: 'Numbers typed',
  createdAt: '2026-01-01T00:00:00.000Z',
  ruleset: 'advciv',
  setup: { players: THREE_SEATS.map((s) => ({ name: s.name, nation: s.nation })), variants: [], settings: DEFAULT_SETTINGS },
  entries: [],
};

async function openCensus(page: Page): Promise<void> {
  await page.goto(h.url);
  await page.locator('#import-file').waitFor({ state: 'attached' });
  await page.setInputFiles('#import-file', { name: 'numbers.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(RECORD)) });
  const resume = page.getByRole('link', { name: /Numbers typed/ });
  await resume.waitFor();
  await resume.click();
  await page.waitForURL(/#\/game\/[^/]+\/turn$/);
  await dismissOffline(page);
  await goToPhase(page, 'census');
}

const LANGUAGES = [
  { lang: 'English', locale: 'en-GB', m: en, africa: 'Africa', record: en['census.record'], more: /^One more: Africa/ },
  { lang: 'Danish', locale: 'da-DK', m: da, africa: 'Afrika', record: da['census.record'], more: /^Én mere: Afrika/ },
] as const;

describe('issue 19: numbers typed are numbers stored (advciv 21.1 census, 16.7: 0 to 47 tokens)', () => {
  test.each(LANGUAGES)(
    '$lang: "+" on an empty box gives 1; "2.5", "-3", "1e3" and 999999 typed key by key are refused naming the field and range; nothing stored; the typing stays',
    async ({ lang, locale, m, africa, record, more }) => {
      const { page } = await h.newPhone({ locale });
      await openCensus(page);
      await page.locator('#census-crete').fill('2');
      await page.locator('#census-italy').fill('2');
      const box = page.locator('#census-africa');
      // Turn 1 has no census to suggest (21.1): "+" on the empty box starts at 1.
      expect(await box.inputValue()).toBe('');
      await page.getByRole('button', { name: more }).click();
      await expect.poll(() => box.inputValue()).toBe('1');
      const words = formatMessage(
        m['form.wholeNumber'],
        { what: formatMessage(m['census.fieldOf'], { nation: africa }, locale.slice(0, 2)), min: 0, max: 47 },
        locale.slice(0, 2),
      );
      expect(words).toContain('47');
      const refusal = page.locator('[data-testid="typing-refused"][data-field="census-africa"]');
      const button = page.getByRole('button', { name: record });
      for (const typed of ['2.5', '-3', '1e3', '999999']) {
        await box.fill('');
        await box.pressSequentially(typed);
        await expect.poll(() => box.inputValue()).toBe(typed);
        await expect.poll(() => refusal.textContent()).toBe(words);
        expect(await refusal.isVisible()).toBe(true);
        expect(await box.getAttribute('aria-invalid')).toBe('true');
        // Not recordable while the typing stands: the record button waits, and a tap records nothing.
        expect(await button.isDisabled()).toBe(true);
        await button.click({ force: true });
        expect(await box.inputValue()).toBe(typed);
        expect(await storedEntries(page)).toBe(0);
        if (typed === '2.5') await snap(page, `numbers-refused-${lang.toLowerCase()}`);
      }
      // A whole number in range is taken as typed, key by key.
      await box.fill('');
      // Turn 1: two tokens at most from the one in the start area (15.3, 20.1).
      await box.pressSequentially('2');
      await expect.poll(() => refusal.count()).toBe(0);
      expect(await box.inputValue()).toBe('2');
      await button.click();
      await waitPast(page, 'census');
      await expect.poll(() => storedEntries(page)).toBe(1);
      await page.goto(page.url().replace(/\/turn$/, '/log'));
      await page.locator('#log-h').waitFor();
      await expect.poll(() => page.getByTestId('log').innerText()).toContain(`${africa} 2`);
    },
  );

  test('a box fixed and "Record census" tapped in the same frame records the census (nothing painted in between, as the benchmark taps)', async () => {
    const { page } = await h.newPhone();
    await openCensus(page);
    await page.locator('#census-crete').fill('2');
    await page.locator('#census-italy').fill('2');
    await page.locator('#census-africa').fill('999999');
    await page.locator('[data-testid="typing-refused"][data-field="census-africa"]').waitFor();
    // The fix typed and the tap on "Record census" as soon as the screen holds it, before any frame is painted.
    await page.evaluate(
      (record) =>
        new Promise<void>((resolve) => {
          const box = document.querySelector<HTMLInputElement>('#census-africa');
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === record);
          if (box === null || button === undefined) throw new Error('no census form');
          const observer = new MutationObserver(() => {
            if (box.getAttribute('aria-invalid') !== 'false') return;
            observer.disconnect();
            button.click();
            resolve();
          });
          observer.observe(box, { attributes: true });
          box.value = '2';
          box.dispatchEvent(new Event('input', { bubbles: true }));
        }),
      en['census.record'],
    );
    await waitPast(page, 'census');
    await expect.poll(() => storedEntries(page)).toBe(1);
    expect(await page.getByTestId('typing-refused').count()).toBe(0);
  });
});

describe('issue 19: a calamity box refuses a value beyond what the board holds (advciv 30.511, 5.6)', () => {
  test("Flood: Africa's unit points on the flood plain at most his 17 tokens and five cities (42); 43 is refused in words, the typing kept, nothing stored; his loss box names him and the Flood; 18 on the board after trading is refused (0 to 17)", async () => {
    const { page } = await h.newPhone();
    // Five quiet turns (census 32), then turn 6: a census of 47 each (20.1, 16.7), Africa builds five
    // cities (25.2: 47 - 30 = 17 tokens left, enough to support them, 26.31) and draws from stacks 1-5
    // (27.1), so he may hold Flood (stack 5, 27.2).
    const record = JSON.parse(advcivGrown({ id: 'flood-box', name: 'Flood box', turns: 5 })) as { entries: { at: string; entry: unknown }[] };
    for (const [i, entry] of [
      { kind: 'census', tokens: { crete: 47, italy: 47, africa: 47 } },
      { kind: 'cities', cities: { crete: 0, italy: 0, africa: 5 } },
      { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3, 4, 5], bought: 0 },
    ].entries())
      record.entries.push({ at: `2026-11-28T12:0${i}:00.000Z`, entry });
    await importGame(page, h.url, JSON.stringify(record));
    await goToPhase(page, 'calamities');
    const stored = await storedEntries(page);
    await page.getByRole('button', { name: en['cal.add'] }).click();
    await page.locator('#cal-0').selectOption('flood');
    await page.locator('#cal-holder-0').selectOption('africa');
    // The tokens on the board after trading are the engine's suggestion: 47 - 30 into cities (25.2).
    await expect.poll(() => page.locator('#cal-tokens-africa').inputValue()).toBe('17');
    const box = page.locator('#flood-africa');
    await box.pressSequentially('43');
    const words = formatMessage(en['form.wholeNumber'], { what: formatMessage(en['cal.floodPlain'], { nation: 'Africa' }, 'en'), min: 0, max: 42 }, 'en');
    await expect.poll(() => page.locator('[data-testid="typing-refused"][data-field="flood-africa"]').textContent()).toBe(words);
    expect(await box.inputValue()).toBe('43');
    const recordButton = page.getByRole('button', { name: en['cal.record'] });
    expect(await recordButton.isDisabled()).toBe(true);
    await recordButton.click({ force: true });
    expect(await box.inputValue()).toBe('43');
    expect(await storedEntries(page)).toBe(stored);
    // His loss box names whose loss and which calamity: at most his 17 tokens (29.62).
    await page.locator('#loss-flood-africa-tokens').pressSequentially('18');
    const loss = formatMessage(en['cal.lossTokensOf'], { nation: 'Africa', calamity: 'Flood' }, 'en');
    await expect
      .poll(() => page.locator('[data-testid="typing-refused"][data-field="loss-flood-africa-tokens"]').textContent())
      .toBe(formatMessage(en['form.wholeNumber'], { what: loss, min: 0, max: 17 }, 'en'));
    // The tokens on the board after trading: at most the 17 the census left after his cities (29.62, 25.2).
    await page.locator('#cal-tokens-africa').fill('18');
    const board = formatMessage(en['cal.tokensOf'], { nation: 'Africa' }, 'en');
    await expect
      .poll(() => page.locator('[data-testid="typing-refused"][data-field="cal-tokens-africa"]').textContent())
      .toBe(formatMessage(en['form.wholeNumber'], { what: board, min: 0, max: 17 }, 'en'));
  });
});

/** The refusal under box `id` and the form's record button: refused in words, the button waits, a tap stores nothing. */
async function refusedAndWaiting(page: Page, id: string, typed: string, words: string, record: string): Promise<void> {
  const stored = await storedEntries(page);
  const box = page.locator(`#${id}`);
  await box.fill(typed);
  await expect.poll(() => page.locator(`[data-testid="typing-refused"][data-field="${id}"]`).textContent()).toBe(words);
  const button = page.getByRole('button', { name: record, exact: true });
  await expect.poll(() => button.isDisabled()).toBe(true);
  await button.click({ force: true });
  expect(await box.inputValue()).toBe(typed);
  expect(await storedEntries(page)).toBe(stored);
}

describe("issue 19: Eastern Empires and Sid Meier's boxes take the ranges their rules allow; the record button waits", () => {
  test("ee chapter 8 Volcanic Eruption moves no A.S.T. marker: 1 step back is refused with the range 0 to 0, 'Record' disabled, nothing stored", async () => {
    const { page } = await h.newPhone();
    // Turn 5 of a grown five-player game: Babylon built 2 cities, drew stack 2 and keeps the Volcanic Eruption (ee Phase 6a, 8).
    const grown = JSON.parse(eeGrown({ id: 'numbers-ee', name: 'Numbers EE', turns: 4 })) as { entries: { at: string; entry: unknown }[] };
    const civs = ['saba', 'maurya', 'babylon', 'dravidia', 'kushan'] as const;
    const cities = { saba: 3, maurya: 1, babylon: 2, dravidia: 1, kushan: 0 };
    const tokens = { saba: 8, maurya: 14, babylon: 14, dravidia: 14, kushan: 14 };
    const more = [
      { kind: 'census', tokens: Object.fromEntries(civs.map((c) => [c, 32])) },
      { kind: 'cities', step: 'construction', cities, tokens },
      ...['maurya', 'dravidia', 'babylon', 'saba'].map((civ) => ({ kind: 'trade-cards', civ, bought: [] })),
      { kind: 'calamity-selection', civ: 'babylon', held: ['volcanicEruption'], discarded: [] },
    ];
    const record = { ...grown, entries: [...grown.entries, ...more.map((entry, i) => ({ at: `2026-11-28T12:00:${String(i).padStart(2, '0')}.000Z`, entry }))] };
    await importGame(page, h.url, JSON.stringify(record));
    await page.getByTestId('next-phase').click();
    const form = page.getByTestId('ee-calamity-form');
    await form.locator('fieldset.victim[data-civ="babylon"] > details.why > summary', { hasText: en['eeui.outcome.other'] }).click();
    const words = formatMessage(
      en['form.wholeNumber'],
      { what: formatMessage(en['form.fieldOf'], { field: en['eeui.outcome.astBack'], who: 'Babylon' }, 'en'), min: 0, max: 0 },
      'en',
    );
    await refusedAndWaiting(page, 'ee-astBack-babylon', '1', words, 'Record Volcanic Eruption/Earthquake');
  });

  test("smc Exploration markers: Plague: Angela's 2 swordsmen, 3 lost is refused with the range 0 to 2, 'Record the losses' disabled, nothing stored", async () => {
    const { page } = await h.newPhone();
    const setup = JSON.parse(readFileSync(new URL('../fixtures/games/smc-standard-4p.json', import.meta.url), 'utf8')).setup;
    await importGame(
      page,
      h.url,
      JSON.stringify({ schemaVersion: 1, id: 'numbers-smc', name: 'Numbers SMC', createdAt: '2026-11-28T09:00:00.000Z', ruleset: 'smc', setup, entries: [] }),
    );
    await page.getByTestId('losses').locator('summary').click();
    const what = formatMessage(en['smcui.losses.countOf'], { unit: en['smcui.unit.infantry'], player: 'Angela' }, 'en');
    const words = formatMessage(en['form.wholeNumber'], { what, min: 0, max: 2 }, 'en');
    await refusedAndWaiting(page, 'lose-count', '3', words, en['smcui.losses.record']);
  });
});
