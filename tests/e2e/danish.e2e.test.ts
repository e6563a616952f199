/**
 * The whole Advanced Civilization table in Danish, in real Chromium with the browser set to da-DK:
 * set up a three-player game, taxation with a revolt, census, cities, trade cards, a purchase, two
 * refused entries with their rules (one whose Danish rule number differs from the English), and
 * every screen (home, new game, settings, turn, players, scores, log); a bid, a census and a
 * calamity loss typed beyond their ranges refused in Danish words, the capped census suggestion's
 * origin, and the ✓ and ✗ marks read out in Danish. The turns are played in the
 * same table's record grown seven turns (imported: grown-records.ts), where a board can give the
 * census typed and a full board the revolt (advciv 20.1, 19.31). On each screen the rendered
 * text is scanned for English: no phrase may be an English catalog string that differs from its
 * Danish one, and no common English word may appear outside card, calamity, commodity and nation
 * names. Labels are looked up in the Danish catalog, so the test follows the wording, not a copy.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { da, en, type MessageKey } from '../../src/ui/messages/catalog';
import { formatMessage, type MessageParams } from '../../src/ui/messages/format';
import { ADVCIV_PRINTED_NAMES, ADVCIV_PRINTED_SHORT } from '../../src/ui/messages/printed-names';
import { SAME_IN_BOTH } from '../ui/messages/same-in-both';
import { storedEntries } from './entries-stored';
import { advcivGrown, importGame, ITALY_FULL_BOARD } from './grown-records';
import { harnessPerFile, horizontalOverflow, snap, waitForServiceWorker } from './harness';
import { expectAppRefusal } from './table-steps';

const h = harnessPerFile();

/** A Danish string as the app renders it. */
const d = (key: MessageKey, params: MessageParams = {}): string => formatMessage(da[key], params, 'da');
const exact = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const SEATS = [
  { name: 'Anne', nation: 'crete' },
  { name: 'Bent', nation: 'italy' },
  { name: 'Carl', nation: 'africa' },
] as const;
/** Longest first, so "Cloth Making" goes before "Cloth". */
/**
 * Names that stay as printed on the English cards and boxes (the catalog's deliberate exceptions), the
 * printed names shown beside a card's Danish name so the table finds the card, and the players'.
 */
const NAMES: readonly string[] = [
  ...new Set<string>([
    ...Object.keys(SAME_IN_BOTH).flatMap((k) => (k in en ? [en[k as MessageKey]] : [])),
    ...Object.values(ADVCIV_PRINTED_NAMES),
    ...Object.values(ADVCIV_PRINTED_SHORT),
    ...SEATS.map((s) => s.name),
  ]),
].sort((a, b) => b.length - a.length);

/** Words that are English and never Danish (so "to", Danish for two, is not here). */
const ENGLISH_WORDS = [
  'the',
  'and',
  'of',
  'with',
  'you',
  'your',
  'turn',
  'turns',
  'player',
  'players',
  'city',
  'cities',
  'card',
  'cards',
  'from',
  'is',
  'are',
  'this',
  'not',
  'tokens',
  'record',
  'buy',
];

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalog template as a regular expression matching any rendering of it (parameters as wildcards). */
function templatePattern(template: string, inPlural = false): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    const literal = open < 0 ? template.slice(i) : template.slice(i, open);
    out += inPlural ? literal.split('#').map(escapeRegExp).join('[\\d.,\\s]+') : escapeRegExp(literal);
    if (open < 0) break;
    let depth = 0;
    let close = open;
    for (; close < template.length; close++) {
      if (template[close] === '{') depth++;
      else if (template[close] === '}' && --depth === 0) break;
    }
    const inner = template.slice(open + 1, close);
    const [, kind, ...rest] = inner.split(',');
    if (kind?.trim() === 'plural') {
      const forms: string[] = [];
      const body = rest.join(',');
      let j = 0;
      while (j < body.length) {
        const o = body.indexOf('{', j);
        if (o < 0) break;
        let dd = 0;
        let c = o;
        for (; c < body.length; c++) {
          if (body[c] === '{') dd++;
          else if (body[c] === '}' && --dd === 0) break;
        }
        forms.push(templatePattern(body.slice(o + 1, c), true));
        j = c + 1;
      }
      out += `(?:${forms.join('|')})`;
    } else {
      out += '.+?';
    }
    i = close + 1;
  }
  return out;
}

/** English templates a Danish screen must never show: those with words of their own that differ from Danish. */
const ENGLISH_ONLY: readonly { readonly key: string; readonly re: RegExp }[] = (Object.keys(en) as MessageKey[])
  .filter((k) => SAME_IN_BOTH[k] === undefined && en[k] !== da[k])
  .filter((k) => /[A-Za-z]{3,}/.test(en[k].replace(/\{[^{}]*\}/g, ' ').replace(/\{\s*\w+\s*,\s*plural\s*,/g, ' ')))
  .map((k) => ({ key: k, re: new RegExp(`^${templatePattern(en[k])}$`, 's') }))
  // A template the Danish rendering of the same key also matches cannot tell the languages apart.
  .filter(({ key, re }) => !re.test(formatMessage(da[key as MessageKey], {}, 'da')));

/** Visible text and the accessible labels of the current screen. */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // The explanations ("Hvorfor?") are folded away: open them, they are read too.
    const closed = [...document.querySelectorAll('details')].filter((el) => !el.open);
    for (const el of closed) el.open = true;
    const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a)).filter((v): v is string => v !== null),
    );
    const options = [...document.querySelectorAll('option')].map((o) => o.textContent ?? '');
    const text = [document.body.innerText, ...labels, ...options].join('\n');
    for (const el of closed) el.open = false;
    return text;
  });
}

/** What on the current screen is English: catalog phrases, then common English words outside names. */
async function englishOn(page: Page): Promise<string[]> {
  const text = await screenText(page);
  const phrases = text
    .split(/\n|\s·\s|\s\(|\)\s|:\s/)
    .map((p) =>
      p
        .trim()
        .replace(/[.:;,)(]+$/, '')
        .trim(),
    )
    .filter((p) => p.length > 0);
  const found: string[] = [];
  for (const phrase of new Set(phrases)) {
    if (NAMES.includes(phrase)) continue; // "Iron" is a commodity card's name here, not SMC's resource
    for (const { key, re } of ENGLISH_ONLY) if (re.test(phrase) || re.test(`${phrase}.`)) found.push(`${key}: "${phrase}"`);
  }
  let rest = text;
  for (const name of NAMES) rest = rest.split(name).join(' ');
  const words = new Set(rest.toLowerCase().split(/[^a-zæøåé]+/));
  for (const w of ENGLISH_WORDS) if (words.has(w)) found.push(`word "${w}"`);
  return found;
}

async function expectDanish(page: Page, screen: string): Promise<void> {
  await snap(page, `da-${screen}`);
  expect(await englishOn(page), `English on the ${screen} screen`).toEqual([]);
  // Danish words are long ("Fjernelse af overskudsbefolkning"): nothing may push the phone screen sideways.
  expect(await horizontalOverflow(page), `horizontal scroll on the ${screen} screen`).toBe(0);
}

async function currentPhase(page: Page): Promise<string> {
  const heading = page.locator('#phase-h');
  await heading.waitFor();
  return (await heading.getAttribute('data-phase')) ?? '';
}

const PHASES = [
  'taxation',
  'population',
  'census',
  'ships',
  'movement',
  'conflict',
  'city-construction',
  'surplus',
  'trade-cards',
  'trade',
  'calamities',
  'civ-cards',
  'ast',
];

/**
 * Taps on through the walker until `phase`, one phase at a time by its chip (the walker passes
 * phases with nothing owed, 18.1; where it went past `phase`, back to the first phase still open),
 * checking each phase screen on the way.
 */
async function goToPhase(page: Page, phase: string, seen: Set<string>): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const now = await currentPhase(page);
    if (!seen.has(now)) {
      seen.add(now);
      await expectDanish(page, `turn-${now}`);
    }
    if (now === phase) return;
    const ahead = PHASES.indexOf(now) > PHASES.indexOf(phase);
    const step = ahead ? await page.locator('button.step-go').first().getAttribute('data-step') : PHASES[PHASES.indexOf(now) + 1];
    const chip = page.locator(`button.step-go[data-step="${step}"]`);
    await ((await chip.count()) > 0 ? chip : page.getByTestId('next-phase')).click();
    // Typing left behind: the walker asks first (in Danish, checked too), then goes on.
    await page.waitForFunction(
      (p) => document.querySelector('#phase-h')?.getAttribute('data-phase') !== p || document.querySelector('[data-testid="leave-phase"]') !== null,
      now,
    );
    const ask = page.getByTestId('leave-phase');
    if ((await ask.count()) > 0) {
      await expectDanish(page, `leave-${now}`);
      await ask.locator('button.primary').click();
    }
    await page.waitForFunction((p) => document.querySelector('#phase-h')?.getAttribute('data-phase') !== p, now);
  }
  throw new Error(`the walker never reached ${phase}`);
}

async function waitPast(page: Page, phase: string): Promise<void> {
  await page.waitForFunction((p) => {
    const now = document.querySelector('#phase-h')?.getAttribute('data-phase');
    return now !== null && now !== undefined && now !== p;
  }, phase);
}

const fill = (page: Page, id: string, value: number) => page.locator(`#${id}`).fill(String(value));

async function buyer(page: Page, nation: string): Promise<void> {
  const select = page.getByLabel(d('civ.player'));
  if (await select.isVisible()) await select.selectOption(nation);
  await page.locator(`[data-testid="civ-form"] [data-nation="${nation}"]`).waitFor();
}

describe('the scan itself', () => {
  test('finds English catalog phrases and English words, and leaves names alone', () => {
    // The scan must be able to fail: English renderings of templates are found.
    const sample = [formatMessage(en['tax.revolt'], { n: 2 }, 'en'), formatMessage(en['civ.buy'], { n: 1 }, 'en')];
    for (const s of sample) expect(ENGLISH_ONLY.some(({ re }) => re.test(s))).toBe(true);
    expect(ENGLISH_ONLY.some(({ re }) => re.test(d('tax.revolt', { n: 2 })))).toBe(false);
    expect(ENGLISH_ONLY.length).toBeGreaterThan(400);
  });
});

describe('Advanced Civilization in Danish (browser locale da-DK)', () => {
  test('a Danish player sets up a game and plays two turns of a grown one up to the calamities, and meets no English on any screen', async () => {
    const { page } = await h.newPhone({ locale: 'da-DK' });
    const seen = new Set<string>();

    // Home, empty: the language follows the browser on first start.
    await page.goto(h.url);
    await page.getByRole('heading', { name: d('home.title') }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('da');
    await waitForServiceWorker(page);
    await page.getByText(d('pwa.offlineReady')).waitFor();
    await expectDanish(page, 'home-empty');
    await page.getByRole('button', { name: d('pwa.dismiss') }).click();

    // Settings: "same as the device" is chosen, the device is Danish.
    await page.getByRole('button', { name: d('nav.settings') }).click();
    await page.getByRole('heading', { name: d('settings.title') }).waitFor();
    expect(
      await page
        .getByRole('group', { name: d('settings.language') })
        .getByRole('radio', { name: d('settings.language.auto') })
        .isChecked(),
    ).toBe(true);
    await expectDanish(page, 'settings');
    await page.getByRole('button', { name: d('nav.back') }).click();

    // New game: three players.
    await page
      .getByRole('link', { name: d('home.newGame') })
      .or(page.getByRole('button', { name: d('home.newGame') }))
      .first()
      .click();
    await page.getByRole('heading', { name: d('new.title') }).waitFor();
    await page.getByLabel(d('new.name')).fill('Fredagsspil');
    await page.getByLabel(d('new.playerCount')).selectOption('3');
    for (const [i, s] of SEATS.entries()) {
      await page.getByLabel(d('new.playerName', { n: i + 1 }), { exact: true }).fill(s.name);
      await page.getByLabel(d('new.playerNation', { n: i + 1 })).selectOption(s.nation);
    }
    // Bidding (capitals 3.1, issue 19 item 4): a bid typed "2.5" is kept as typed and refused in Danish
    // words naming the box and the range 0 to 56; the game does not start while it stands.
    await page.locator('input[name="variant-bidding"]').check();
    const anneBid = page.getByLabel(d('variant.bidding.bidOf', { name: 'Anne' }), { exact: true });
    await anneBid.fill('');
    await anneBid.pressSequentially('2.5');
    await expect
      .poll(() => page.getByTestId('bidding').getByTestId('typing-refused').innerText())
      .toBe(d('form.wholeNumber', { what: d('variant.bidding.bidOf', { name: 'Anne' }), min: 0, max: 56 }));
    expect(await anneBid.inputValue()).toBe('2.5');
    const startGame = page.getByRole('button', { name: d('new.start') });
    await expect.poll(() => startGame.isDisabled()).toBe(true);
    // The whole form in Danish, the bidding and its refusal included.
    await expectDanish(page, 'new-game');
    await anneBid.fill('5');
    await page.locator('input[name="variant-bidding"]').uncheck();
    await startGame.click();
    await page.waitForURL(/#\/game\/[^/]+\/turn$/);
    await page.getByText(d('table.turn', { turn: 1 }), { exact: true }).waitFor();

    // The same table seven turns later (hands not typed, 31.71): Italien's board is full (45) and her stock empty.
    const record = advcivGrown({ id: 'loerdag', name: 'Lørdagsspil', turns: 5, seats: SEATS, hands: false, after: ITALY_FULL_BOARD });
    const id = await importGame(page, h.url, record, 'da');
    await page.getByText(d('table.turn', { turn: 8 }), { exact: true }).waitFor();

    // Turn 8, taxation (19): Italien has 0 tokens for her city: it revolts and goes to Afrika (most in stock, tied with Kreta: A.S.T. order).
    expect(await currentPhase(page)).toBe('taxation');
    for (const [nation, n] of [
      ['italy', 0],
      ['crete', 15],
      ['africa', 15],
    ] as const)
      await fill(page, `stock-${nation}`, n);
    const italy = page.locator('[data-testid="taxation-form"] [data-nation="italy"]');
    await expect.poll(() => italy.innerText()).toContain(d('tax.revolt', { n: 1 }));
    await expect.poll(() => italy.innerText()).toContain(d('tax.takenBy', { nation: 'Afrika', n: 1 }));
    await expectDanish(page, 'turn-taxation-typed');
    // 19.32: the revolt is said in Danish words and recorded on a second tap.
    await page.getByRole('button', { name: d('tax.record') }).click();
    await page.getByRole('button', { name: 'Registrér: Afrika overtager 1 af Italiens byer' }).click();
    await waitPast(page, 'taxation');

    // Census (21): at most 47 less the treasury (20.1).
    await goToPhase(page, 'census', seen);
    for (const [nation, n] of [
      ['crete', 47],
      ['italy', 45],
      ['africa', 40],
    ] as const)
      await fill(page, `census-${nation}`, n);
    await expect.poll(() => page.getByTestId('census-order').innerText()).toMatch(/Kreta[\s\S]*Italien[\s\S]*Afrika/);
    await expectDanish(page, 'turn-census-typed');
    await page.getByRole('button', { name: d('census.record') }).click();
    await waitPast(page, 'census');

    // A Pirate city taken by Afrika with four tokens pillaged: refused in its box with the range 0 to 3
    // in Danish, the typing kept; the record button waits and a tap on it records nothing. The form's "Hvorfor?" cites the
    // Danish number of the pillage rule (EN 24.52 is DA 24.51, the two are swapped in the Danish text).
    await goToPhase(page, 'conflict', seen);
    await page.getByText(d('attack.title')).click();
    // Afrika has 7 tokens in stock (47 - 40 at the census), so the pillage is bounded by the three of 24.52, not by her stock.
    await page.locator('#attack-attacker').selectOption('africa');
    await page.locator('#attack-defender').selectOption('pirates');
    await fill(page, 'attack-tokens', 7);
    await fill(page, 'attack-pillage', 4);
    const pillageBox = page.locator('[data-testid="typing-refused"][data-field="attack-pillage"]');
    const pillageWords = d('form.wholeNumber', { what: d('attack.pillage', { max: 3 }), min: 0, max: 3 });
    await expect.poll(() => pillageBox.textContent()).toBe(pillageWords);
    expect(await page.locator('#attack-pillage').getAttribute('aria-invalid')).toBe('true');
    // The record button waits while the box is refused: a tap records nothing.
    const attackRecord = page.getByRole('button', { name: d('attack.record') });
    await expect.poll(() => attackRecord.isDisabled()).toBe(true);
    await attackRecord.click({ force: true });
    expect(await pillageBox.textContent()).toBe(pillageWords);
    expect(await page.locator('#attack-pillage').inputValue()).toBe('4');
    expect(await page.locator('#attack-tokens').inputValue()).toBe('7');
    const attackForm = page.getByTestId('city-attack-form');
    await attackForm.locator('details.why > summary').click();
    const pillageRule = attackForm.locator('.why-reasons li[data-rule="24.52"]');
    await expect.poll(() => pillageRule.innerText()).toContain('advciv 24.51 (udplyndring)');
    expect(await pillageRule.innerText()).toContain(d('why.advciv.24.52'));
    expect(await attackForm.innerText()).not.toContain('24.52');
    await expectDanish(page, 'refused-pillage');

    // Cities after construction (25).
    await goToPhase(page, 'surplus', seen);
    for (const nation of ['crete', 'italy', 'africa']) await fill(page, `cities-${nation}`, 2);
    await page.getByRole('button', { name: d('cities.record') }).click();
    await waitPast(page, 'surplus');

    // Trade cards (27.1): fewest cities first, ties in A.S.T. order.
    await goToPhase(page, 'trade-cards', seen);
    await expect.poll(() => page.getByTestId('order').innerText()).toMatch(/Afrika[\s\S]*Italien[\s\S]*Kreta/);
    await expect.poll(() => page.getByTestId('stacks').innerText()).toContain('1 og 2');
    for (const nation of ['Afrika', 'Italien', 'Kreta']) {
      const button = page.getByRole('button', { name: exact(d('trade.record', { nation })) });
      await button.click();
      await button.waitFor({ state: 'detached' });
    }

    // 18.1, 29.1: cards were drawn, so the calamity phase owes its entry first: none held.
    await goToPhase(page, 'calamities', seen);
    await page.getByRole('button', { name: d('cal.none') }).click();
    await waitPast(page, 'calamities');
    // Civilization cards: Afrika buys Pottery with four Salt (48 for 45, no change given, 31.58).
    await goToPhase(page, 'civ-cards', seen);
    await buyer(page, 'africa');
    await fill(page, 'hand-africa-salt', 4);
    await page.getByLabel(d('civ.turnIn', { commodity: 'Salt' })).check();
    await page.locator('#buy-africa-pottery').check();
    // The card goes by its Danish name, with the name printed on the English card after it.
    expect(await page.locator('label[for="buy-africa-pottery"]').innerText()).toMatch(/^Pottemageri \(Pottery\)/);
    await expect.poll(() => page.getByTestId('funds').innerText()).toContain(d('civ.funds', { due: 45, value: 48, treasury: 0, funds: 48 }));
    await expectDanish(page, 'turn-civ-cards-typed');
    await page.getByRole('button', { name: d('civ.buy', { n: 1 }) }).click();
    await page.getByRole('button', { name: d('civ.keep') }).click();
    await page.locator('[data-testid="civ-form"] [data-nation="africa"]').waitFor({ state: 'detached' });

    // Kreta tries Roadbuilding without Engineering: refused with its rule (31.62), the typing stays.
    await buyer(page, 'crete');
    await fill(page, 'hand-crete-gold', 4);
    await fill(page, 'hand-crete-ivory', 2);
    await page.getByLabel(d('civ.turnIn', { commodity: 'Gold' })).check();
    await page.getByLabel(d('civ.turnIn', { commodity: 'Ivory' })).check();
    await page.locator('#buy-crete-roadbuilding').check();
    await page.getByRole('button', { name: d('civ.buy', { n: 1 }) }).click();
    const refusalText = await expectAppRefusal(page, 'purchase/missing-prerequisite');
    expect(refusalText).toContain(d('violation.purchase/missing-prerequisite', { card: 'Vejbygning', missing: 'Ingeniørkunst' }));
    expect(refusalText).toContain('advciv 31.62');
    expect(await page.locator('#hand-crete-gold').inputValue()).toBe('4');
    await expectDanish(page, 'refused-roadbuilding');
    await page.locator('#buy-crete-roadbuilding').uncheck();
    await page.locator('#buy-crete-engineering').check();
    await page.getByRole('button', { name: d('civ.buy', { n: 1 }) }).click();
    await page.getByRole('button', { name: d('civ.keep') }).click();
    await page.locator('[data-testid="civ-form"] [data-nation="crete"]').waitFor({ state: 'detached' });

    // Italien buys nothing and keeps two Ochre.
    await buyer(page, 'italy');
    await fill(page, 'hand-italy-ochre', 2);
    await page.getByRole('button', { name: d('civ.keepNoPurchase', { n: 2 }) }).click();
    await waitPast(page, 'civ-cards');
    await goToPhase(page, 'ast', seen);
    await page.getByRole('button', { name: d('ast.record') }).click();
    await page.getByText(d('table.turn', { turn: 9 }), { exact: true }).waitFor();

    // Turn 9, taxation (19): the stock is the engine's (the calamity entry counted the boards): one tap.
    expect(await currentPhase(page)).toBe('taxation');
    await page.getByRole('button', { name: d('tax.record') }).click();
    await waitPast(page, 'taxation');

    // Census, cities and the draw of turn 9, then a calamity: Famine held by Kreta (30.311), with
    // secondary victims named (R-A9), every explanation read in Danish.
    await goToPhase(page, 'census', seen);
    // 21.1, 16.1: Italien's last census was 45, but 6 of her 47 tokens are in Finans: the census
    // suggested is capped at 41 and its origin said in Danish.
    await expect.poll(() => page.locator('#census-italy').inputValue()).toBe('41');
    expect(await page.getByTestId('suggest-census-italy').innerText()).toContain(d('suggest.censusStock', { value: 41, tokens: 47, treasury: 6, last: 45 }));
    for (const [nation, n] of [
      ['crete', 40], // a city built takes six tokens off the board (25.2): 34 stay for the Famine
      ['italy', 36],
      ['africa', 40],
    ] as const)
      await fill(page, `census-${nation}`, n);
    await page.getByRole('button', { name: d('census.record') }).click();
    await waitPast(page, 'census');
    await goToPhase(page, 'surplus', seen);
    for (const [nation, n] of [
      ['crete', 3],
      ['italy', 2],
      ['africa', 3],
    ] as const)
      await fill(page, `cities-${nation}`, n);
    await page.getByRole('button', { name: d('cities.record') }).click();
    await waitPast(page, 'surplus');
    await goToPhase(page, 'trade-cards', seen);
    for (const nation of ['Italien', 'Afrika', 'Kreta']) {
      const button = page.getByRole('button', { name: exact(d('trade.record', { nation })) });
      await button.click();
      await button.waitFor({ state: 'detached' });
      // A draw made is marked ✓ in the order, read out in Danish (components/Glyph.tsx).
      if (nation === 'Italien')
        await page
          .locator('[data-testid="order"] li[data-nation="italy"]')
          .getByRole('img', { name: d('mark.done'), exact: true })
          .waitFor();
    }
    await goToPhase(page, 'calamities', seen);
    await page.getByRole('button', { name: d('cal.add') }).click();
    await page.locator('#cal-0').selectOption('famine');
    await page.locator('#cal-holder-0').selectOption('crete');
    const famine = page.locator('[data-calamity="famine"]');
    await expect.poll(() => famine.getByTestId('secondary').innerText()).toContain(d('cal.secondaryTotal', { n: 16 }));
    // R-A9: only Italy and Africa can be named, 8 each at most: filled in by the engine, in Danish.
    await expect
      .poll(() => famine.locator('[data-testid="forced"][data-nation="italy"]').innerText())
      .toContain(d('cal.forced', { nation: d('nation.name.italy'), n: 8 }));
    await expect
      .poll(() => famine.locator('[data-victim="italy"][data-role="secondary"]').innerText())
      .toContain(d('calamity.requirement.unit-points', { n: 8 }));
    await fill(page, 'loss-famine-crete-tokens', 10);
    // A loss beyond the tokens on the board (29.62: Italien's 36 after the census, no city built) is
    // refused in Danish naming whose loss in which calamity and the range; the typing stays, the
    // record button waits and a tap on it records nothing.
    const italyLoss = page.locator('#loss-famine-italy-tokens');
    await italyLoss.pressSequentially('37');
    await expect
      .poll(() => page.locator('[data-testid="typing-refused"][data-field="loss-famine-italy-tokens"]').textContent())
      .toBe(
        d('form.wholeNumber', {
          what: d('cal.lossTokensOf', { nation: d('nation.name.italy'), calamity: d('calamity.name.famine') }),
          min: 0,
          max: 36,
        }),
      );
    const calRecord = page.getByRole('button', { name: d('cal.record') });
    await expect.poll(() => calRecord.isDisabled()).toBe(true);
    const stored = await storedEntries(page);
    await calRecord.click({ force: true });
    expect(await italyLoss.inputValue()).toBe('37');
    expect(await storedEntries(page)).toBe(stored);
    await fill(page, 'loss-famine-italy-tokens', 8);
    await fill(page, 'loss-famine-africa-tokens', 8);
    await expect.poll(() => page.locator('[data-testid="calamity-form"] [data-testid="violations"]').count()).toBe(0);
    await expectDanish(page, 'turn-calamities-famine');
    await page.getByRole('button', { name: d('cal.record') }).click();
    // 29-30: the losses are said in Danish words and recorded on a second tap.
    await expect.poll(() => page.getByTestId('consequences').innerText()).toContain('Kreta mister 10 brikker fra brættet');
    await expectDanish(page, 'turn-calamities-confirm');
    await page.getByRole('button', { name: /^Registrér: / }).click();
    await waitPast(page, 'calamities');

    // Every tab of the game, and home with the game in its list.
    for (const tab of ['players', 'scores', 'log'] as const) {
      await page.getByRole('link', { name: d(`tab.${tab}`) }).click();
      await page.locator(`#${tab}-h`).waitFor();
      // 33.2: what the next A.S.T. space needs, each requirement marked ✓ or ✗ and read out in Danish.
      if (tab === 'players')
        expect(
          await page
            .getByTestId('ast-next')
            .getByRole('img', { name: new RegExp(`^(${d('mark.met')}|${d('mark.missing')})$`) })
            .count(),
        ).toBeGreaterThan(0);
      await expectDanish(page, `tab-${tab}`);
    }
    await page.getByRole('link', { name: d('tab.turn') }).click();
    await page.locator('#phase-h').waitFor();
    await page.goto(`${h.url}#/`);
    await page.getByRole('heading', { name: d('home.title') }).waitFor();
    await page.getByText('Fredagsspil').first().waitFor();
    await page.getByText('Lørdagsspil').first().waitFor();
    await expectDanish(page, 'home-with-game');
    expect(id).not.toBe('');
  });
});

describe('the scan on an English screen', () => {
  test('finds English (so the Danish screens pass for a reason)', async () => {
    const { page } = await h.newPhone({ locale: 'en-GB' });
    await page.goto(`${h.url}#/new`);
    await page.getByRole('heading', { name: en['new.title'] }).waitFor();
    const found = await englishOn(page);
    expect(found).toContain('new.start: "Start the game"');
    expect(found).toContain('word "the"');
  });
});

describe('the other games in Danish', () => {
  test("the new-game forms of Eastern Empires and Sid Meier's Civilization show no English", async () => {
    const { page } = await h.newPhone({ locale: 'da-DK' });
    for (const ruleset of ['eastern-empires', 'smc'] as const) {
      await page.goto(`${h.url}#/new`);
      await page.getByRole('heading', { name: d('new.title') }).waitFor();
      await page.locator('#ruleset').selectOption(ruleset);
      await page.locator('#game-name').waitFor();
      await expect.poll(() => englishOn(page), { message: `English on the ${ruleset} new-game screen` }).toEqual([]);
      await snap(page, `da-new-game-${ruleset}`);
    }
  });
});

describe('the language is switched in settings and remembered', () => {
  test('an English device switched to Danish mid-game: every screen follows at once, the game and its phase are kept, and the choice survives a reload', async () => {
    const { page } = await h.newPhone({ locale: 'en-GB' });
    await page.goto(`${h.url}#/new`);
    await page.getByRole('heading', { name: en['new.title'] }).waitFor();
    await page.getByLabel(en['new.name']).fill('Sunday');
    for (const [i, s] of SEATS.entries()) {
      await page.getByLabel(formatMessage(en['new.playerName'], { n: i + 1 }, 'en'), { exact: true }).fill(s.name);
      await page.getByLabel(formatMessage(en['new.playerNation'], { n: i + 1 }, 'en')).selectOption(s.nation);
    }
    await page.getByRole('button', { name: en['new.start'] }).click();
    await page.waitForURL(/#\/game\/[^/]+\/turn$/);
    // No cities, population expansion optional (18.1, 20): the walker opens on the census.
    await page.waitForFunction(() => document.querySelector('#phase-h')?.getAttribute('data-phase') === 'census');
    const gameUrl = page.url();

    // Settings, from the game's top bar: Danish.
    await page.getByRole('button', { name: en['nav.settings'] }).click();
    await page.getByRole('radio', { name: 'Dansk' }).check();
    await page.getByRole('heading', { name: d('settings.title') }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('da');
    await expectDanish(page, 'settings-switched');
    await page.getByRole('button', { name: d('nav.back') }).click();
    await page.waitForURL(gameUrl);
    // The walker is where the table was, now in Danish.
    expect(await currentPhase(page)).toBe('census');
    await page.getByRole('heading', { name: d('phase.census'), exact: true }).waitFor();
    await expectDanish(page, 'switched-census');

    // The choice is remembered on this device.
    await page.reload();
    await page.getByRole('heading', { name: d('phase.census'), exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('da');
    await page.getByRole('button', { name: d('nav.settings') }).click();
    expect(
      await page
        .getByRole('group', { name: d('settings.language') })
        .getByRole('radio', { name: 'Dansk' })
        .isChecked(),
    ).toBe(true);

    // And back to English, at once, on the same screen.
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { name: en['settings.title'] }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
