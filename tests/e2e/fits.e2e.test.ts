/**
 * Every screen fits a phone (issue 21 items 2 and 4), in real Chromium at 360x640: one game of each
 * ruleset is walked through every phase screen of its turn (and its new-game form), each screen is
 * measured in English and in Danish (the language is switched in place, so a screen is reached once),
 * and the walk fails on
 * - a control whose text is cut: a button, a heading or the header title whose text is wider (or,
 *   clipped, taller) than its box; a select with an option wider than the select's content box
 *   (measured with a canvas in the select's own font: any option may be the one chosen);
 * - a new phase arrived at (after a record, a phase chip or a "next" tap at the foot of a form) whose
 *   heading is not in view below the top bar, or does not hold the focus (a screen reader announces it).
 * Games are made with a few taps (advciv in English, Eastern Empires in Danish, Sid Meier's in
 * English) and, for later turns with many players, imported from the golden replays; the walk checks
 * at the end that it measured every phase of every ruleset.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { PHASES as ADVCIV_PHASES } from '../../src/engine/rulesets/advciv/state';
import { PHASES as EE_PHASES } from '../../src/engine/rulesets/eastern-empires/phases';
import { PHASES as SMC_PHASES } from '../../src/engine/rulesets/smc/vocab';
import { da } from '../../src/ui/messages/catalog';
import { advcivGrown, eeGrown, importGame } from './grown-records';
import { harnessPerFile } from './harness';
import { dismissOffline, fillNumber } from './table-steps';

const h = harnessPerFile();

/** The controls on screen whose text does not fit, as "what: text (needed px > box px)". */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: HTMLElement): boolean => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && el.closest('.sr-only, [hidden]') === null;
    };
    const name = (el: Element): string => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`;
    for (const el of document.querySelectorAll<HTMLElement>('button, h1, h2, h3, h4, summary, .topbar *')) {
      if (!shown(el) || el.classList.contains('sr-only')) continue;
      const text = (el.textContent ?? '').trim();
      if (text === '') continue;
      const clipsY = getComputedStyle(el).overflowY !== 'visible';
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${name(el)} "${text}" (${el.scrollWidth} > ${el.clientWidth} px wide)`);
      else if (clipsY && el.scrollHeight > el.clientHeight + 1) out.push(`${name(el)} "${text}" (${el.scrollHeight} > ${el.clientHeight} px high)`);
    }
    const ctx = document.createElement('canvas').getContext('2d');
    if (ctx === null) return ['no canvas to measure with'];
    for (const el of document.querySelectorAll<HTMLSelectElement>('select')) {
      if (!shown(el)) continue;
      const cs = getComputedStyle(el);
      ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const box = el.clientWidth - Number.parseFloat(cs.paddingLeft) - Number.parseFloat(cs.paddingRight);
      for (const o of el.options) {
        const w = ctx.measureText(o.text).width;
        if (w > box) out.push(`${name(el)} option "${o.text}"${o.selected ? ' (chosen)' : ''} (${Math.ceil(w)} > ${Math.floor(box)} px)`);
      }
    }
    return out;
  });
}

/** The language shown now ('en' or 'da'). */
const lang = (page: Page): Promise<string> => page.evaluate(() => document.documentElement.lang);

/** Switches the language in place (the top bar's button) and waits until the screen speaks it. */
async function switchLanguage(page: Page): Promise<void> {
  const to = (await lang(page)) === 'en' ? 'da' : 'en';
  await page.locator('.topbar .lang-switch').click();
  await page.waitForFunction((l) => document.documentElement.lang === l, to);
}

/** One walk through the screens: where the walker stands, what was measured, what was found wrong. */
class Walk {
  at = '';
  readonly found: string[] = [];
  readonly measured = new Set<string>();
  constructor(readonly page: Page) {}

  /** Measures the screen as it is in both languages (back to the first after), naming it `where`. */
  async measure(where: string): Promise<void> {
    this.measured.add(where);
    for (let k = 0; k < 2; k++) {
      for (const c of await cutTexts(this.page)) this.found.push(`${where} [${await lang(this.page)}]: ${c}`);
      await switchLanguage(this.page);
    }
  }

  /**
   * After a tap that leaves the phase the walker stood at: waits for the new phase and checks at
   * once (no waiting for a scroll) that its heading is in view below the sticky top bar and holds
   * the focus.
   */
  async arrive(): Promise<string> {
    await this.page.waitForFunction((p) => {
      const at = document.querySelector('#phase-h')?.getAttribute('data-phase');
      return at !== undefined && at !== null && at !== p;
    }, this.at);
    const seen = await this.page.evaluate(() => {
      const heading = document.querySelector<HTMLElement>('#phase-h');
      const bar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
      const r = heading?.getBoundingClientRect();
      return {
        phase: heading?.dataset.phase ?? '',
        inView: r !== undefined && r.top >= bar - 1 && r.bottom <= window.innerHeight,
        top: Math.round(r?.top ?? -1),
        scrollY: Math.round(window.scrollY),
        focused: document.activeElement === heading,
      };
    });
    if (!seen.inView) this.found.push(`arrival at ${seen.phase}: heading not in view (top ${seen.top} px, page scrolled ${seen.scrollY} px)`);
    if (!seen.focused) this.found.push(`arrival at ${seen.phase}: heading not focused`);
    this.at = seen.phase;
    return seen.phase;
  }

  /** Taps `control` (a record button, a phase chip, the way on), going on where typing is left behind, and checks the arrival. */
  async leave(control: Locator): Promise<string> {
    await control.click();
    // Typing left behind in the phase: the walker asks first, and goes on.
    await this.page.waitForFunction(
      (p) => document.querySelector('#phase-h')?.getAttribute('data-phase') !== p || document.querySelector('[data-testid="leave-phase"]') !== null,
      this.at,
    );
    const ask = this.page.getByTestId('leave-phase');
    if ((await ask.count()) > 0) await ask.locator('button.primary').click();
    return this.arrive();
  }

  /** Goes to `phase`: its chip where the walker offers one (a phase passed or ahead), else the way on, until there. */
  async visit(phase: string): Promise<void> {
    for (let i = 0; i < 14 && this.at !== phase; i++) {
      const chip = this.page.locator(`button.step-go[data-step="${phase}"]`);
      await this.leave((await chip.count()) > 0 ? chip : this.page.getByTestId('next-phase'));
    }
    if (this.at !== phase) throw new Error(`the walker never reached ${phase}`);
  }

  /** The game's other tabs (players, scores, log), measured in both languages. */
  async tabs(ruleset: string): Promise<void> {
    const base = this.page.url().replace(/\/turn$/, '');
    for (const tab of ['players', 'scores', 'log'] as const) {
      await this.page.goto(`${base}/${tab}`);
      await this.page.locator(`#${tab}-h`).waitFor();
      await this.measure(`${ruleset} ${tab}`);
    }
    await this.page.goto(`${base}/turn`);
  }

  /** Imports a golden replay from tests/fixtures/games (or the first `entries` of it, as a game of its own) and opens it at its turn screen. */
  async openFixture(file: string, entries?: number): Promise<void> {
    const record = JSON.parse(readFileSync(new URL(`../fixtures/games/${file}`, import.meta.url), 'utf8')) as { id: string; name: string; entries: unknown[] };
    const cut =
      entries === undefined
        ? record
        : { ...record, id: `${record.id}-${entries}`, name: `${record.name} (${entries} entries)`, entries: record.entries.slice(0, entries) };
    const { name } = cut;
    const text = JSON.stringify(cut);
    await this.page.goto(`${h.url}#/`);
    await this.page.getByRole('heading', { name: 'Your games' }).waitFor();
    await this.page.setInputFiles('#import-file', { name: file, mimeType: 'application/json', buffer: Buffer.from(text) });
    await this.page.getByRole('link', { name: `Resume ${name}` }).click();
    await this.page.waitForURL(/#\/game\/[^/]+\/turn$/);
    await this.page.locator('#phase-h, [data-testid="ee-ended"], [data-testid="smc-over"], #scores-h').first().waitFor();
  }
}

describe('issue 21 every control fits at 360 px, every phase opens at its heading', () => {
  test('advciv, Eastern Empires and Sid Meier’s: every phase screen in English and Danish', async () => {
    const { page } = await h.newPhone();
    const w = new Walk(page);
    await page.goto(`${h.url}#/new`);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await dismissOffline(page);
    await w.measure('new game advciv');
    for (const ruleset of ['eastern-empires', 'smc']) {
      await page.getByLabel('Game', { exact: true }).selectOption(ruleset);
      await page.getByTestId(`${ruleset === 'smc' ? 'smc' : 'ee'}-new-game`).waitFor();
      await w.measure(`new game ${ruleset}`);
    }
    await page.getByLabel('Game', { exact: true }).selectOption('advciv');

    // Advanced Civilization, walked in English: turn 5 from the population phase to the A.S.T., then turn 6's taxes (18.1)
    // (four turns without a city left 16 tokens each on the board: the census may reach 32, 20.1).
    await importGame(
      page,
      h.url,
      advcivGrown({
        id: 'fits-advciv',
        name: 'Game of the table at the end of November',
        turns: 4,
        seats: [
          { name: 'Ann', nation: 'crete' },
          { name: 'Bo', nation: 'italy' },
          { name: 'Cy', nation: 'thrace' },
        ],
      }),
    );
    w.at = 'census';
    await w.visit('population');
    await w.measure('advciv population');
    await w.visit('census');
    await w.measure('advciv census');
    for (const [nation, n] of [
      ['crete', 18],
      ['italy', 17],
      ['thrace', 16],
    ] as const)
      await fillNumber(page, `census-${nation}`, n);
    await w.leave(page.getByRole('button', { name: 'Record census' }));
    // What was recorded is said under the heading (a status a screen reader reads out).
    expect(await page.getByRole('status').filter({ hasText: 'Recorded: Census: Italy 17, Thrace 16, Crete 18' }).count()).toBe(1);
    for (const phase of ['ships', 'movement', 'conflict', 'city-construction', 'surplus']) {
      await w.visit(phase);
      await w.measure(`advciv ${phase}`);
    }
    for (const nation of ['crete', 'italy', 'thrace']) await fillNumber(page, `cities-${nation}`, 2);
    await w.leave(page.getByRole('button', { name: 'Record cities' }));
    await w.visit('trade-cards');
    await w.measure('advciv trade-cards');
    await w.leave(page.getByRole('button', { name: /^Record the draw for everyone left/ }));
    // Three draws, one entry each (27.1), named together.
    expect(await page.getByTestId('phase-recorded').innerText()).toMatch(/^Recorded 3 entries: /);
    await w.visit('trade');
    await page.locator('#trade-from').selectOption('thrace');
    await w.measure('advciv trade');
    await w.visit('calamities');
    await w.measure('advciv calamities');
    // The calamities with the longest names and choices: Volcanic Eruption (who is next to it), Civil War (the factions).
    for (const [i, [calamity, holder]] of [
      ['volcano', 'crete'],
      ['civil-war', 'thrace'],
      ['iconoclasm-heresy', 'italy'],
    ].entries()) {
      await page.getByRole('button', { name: 'Add a calamity card' }).click();
      await page.locator(`#cal-${i}`).selectOption(calamity ?? '');
      await page.locator(`#cal-holder-${i}`).selectOption(holder ?? '');
    }
    await w.measure('advciv calamities held (Volcano, Civil War, Iconoclasm)');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Remove this card' }).first().click();
    await w.leave(page.getByRole('button', { name: 'No calamities: record and go on' }));
    await w.visit('civ-cards');
    await w.measure('advciv civ-cards');
    // A buyer's shop and "Plan my buy" with its goals (31).
    await page.getByLabel('Player buying').selectOption('thrace');
    await page.locator('[data-testid="civ-form"] [data-nation="thrace"]').getByText('Plan my buy').click();
    await page.locator('#plan-goal-thrace').selectOption('target');
    await w.measure('advciv civ-cards shop and plan');
    await w.leave(page.getByRole('button', { name: /^No purchase for everyone left/ }));
    await w.visit('ast');
    await w.measure('advciv ast');
    await w.leave(page.getByRole('button', { name: 'Move the markers and end the turn' }));
    expect(w.at).toBe('taxation');
    await w.measure('advciv taxation');
    await w.tabs('advciv');

    // Eastern Empires, walked in Danish (the arrivals checked in Danish), measured in both: every phase
    // of turn 4 (three turns without a city left 8 tokens each on the board: the census may reach 16, ee Phase 2a).
    await importGame(page, h.url, eeGrown({ id: 'fits-ee', name: 'Spillet om Øst-imperierne, november', turns: 3 }));
    await switchLanguage(page);
    w.at = (await page.locator('#phase-h').getAttribute('data-phase')) ?? '';
    expect(w.at).toBe('populationExpansion');
    // Saba and Babylon build two cities each (six tokens a city, ee Phase 5a) and keep four to support them (5c).
    for (const civ of ['saba', 'maurya', 'babylon', 'dravidia', 'kushan'])
      await page.locator(`#ee-census-${civ}`).fill(civ === 'saba' || civ === 'babylon' ? '16' : '12');
    await w.measure('ee populationExpansion');
    await w.leave(page.getByRole('button', { name: da['census.record'] }));
    expect(await page.getByTestId('phase-recorded').innerText()).toMatch(/^Registreret: Forøgelse af befolkning/);
    for (const phase of EE_PHASES.slice(EE_PHASES.indexOf('movement'))) {
      await w.visit(phase);
      if (phase === 'cityConstruction') for (const civ of ['saba', 'babylon']) await page.locator(`#ee-cities-${civ}`).fill('2');
      if (phase === 'calamitySelection') {
        // Saba holds Volcanic Eruption (from stack 2, ee Phase 7), resolved in the next phase (ee chapter 8).
        await page.locator('#ee-sel-civ').selectOption('saba');
        await page.locator('#ee-held-volcanicEruption').check();
        await page.getByRole('button', { name: da['eeui.selection.record'] }).click();
        await page.getByTestId('selections').waitFor();
      }
      if (phase === 'advancesAcquisition') {
        await page.getByTestId('ee-prices').locator('summary').click();
        await page.locator('#ee-buy-civ').selectOption('saba');
        await page.getByTestId('ee-plan-panel').getByText(da['plan.open']).click();
        await page.locator('#ee-plan-goal-saba').selectOption('target');
      }
      await w.measure(`ee ${phase}`);
      if (phase === 'cityConstruction') await w.leave(page.getByRole('button', { name: da['eeui.cities.record.construction'] }));
      if (phase === 'tradeCardsAcquisition') {
        // Every player's draw (ee Phase 6a), no extra cards: one tap for everyone where the screen offers it, else one by one.
        const everyone = page.getByTestId('draw-all').getByRole('button');
        if ((await everyone.count()) > 0) await w.leave(everyone.first());
        else {
          const draw = page.getByTestId('ee-draw-form');
          for (let civ = await draw.getAttribute('data-civ'); civ !== null; ) {
            await draw.getByRole('button').last().click();
            await page.waitForFunction((c) => document.querySelector('[data-testid="ee-draw-form"]')?.getAttribute('data-civ') !== c, civ);
            civ = (await draw.count()) > 0 ? await draw.getAttribute('data-civ') : null;
          }
          await w.arrive();
        }
      }
    }
    await w.tabs('ee');
    await switchLanguage(page);

    // Sid Meier's, walked in English: the four phases of turn 1, the production rolled and collected.
    await page.goto(`${h.url}#/new`);
    await page.getByLabel('Game', { exact: true }).selectOption('smc');
    await page.getByTestId('smc-new-game').waitFor();
    await page.getByLabel('Number of players').selectOption('3');
    for (const [i, name] of ['Annemarie', 'Bartholomew', 'Cy'].entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
    await w.measure('new game smc filled');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/game\/[^/]+\/turn$/);
    w.at = (await page.locator('#phase-h').getAttribute('data-phase')) ?? '';
    for (const phase of SMC_PHASES) {
      if (phase !== SMC_PHASES[0]) await w.leave(page.getByTestId('end-phase'));
      expect(w.at).toBe(phase);
      if (phase === 'production') {
        await page.locator('#critical-a').fill('1');
        await page.locator('#critical-b').fill('2');
        // Before the roll: the collect buttons and the end of the phase saying what is owed.
        await w.measure('smc production before the roll');
        // Standard rules: the roll and everyone's production in one tap.
        await page.getByRole('button', { name: 'Record the roll' }).click();
        await page.getByTestId('critical').waitFor();
        for (const p of ['Annemarie', 'Bartholomew', 'Cy']) await page.getByTestId(`production-${p}`).locator('.ok-note').waitFor();
      }
      await w.measure(`smc ${phase}`);
    }
    await w.tabs('smc');

    // Later turns with many players, from the golden replays: Eastern Empires with 7 civilizations ended
    // (a marker in the Late Iron Age) and at the start of its last turn (its first 203 entries), a
    // 5-player Advanced Civilization game ended (34.1 B) and at turn 10, a 4-player Sid Meier's game later on.
    await w.openFixture('ee-7p.json');
    await page.getByTestId('ee-ended').waitFor();
    await w.measure('ee ended, 7 players');
    await w.openFixture('ee-7p.json', 203);
    w.at = (await page.locator('#phase-h').getAttribute('data-phase')) ?? '';
    expect(w.at).toBe('taxCollection');
    await w.measure('ee taxCollection');
    await w.tabs('ee 7 players');
    await w.openFixture('advciv-golden-5p-10t.json');
    await w.measure('advciv ended');
    // The same game at the start of turn 10 (its first 87 entries: turn 9 ends with the A.S.T.): five
    // nations' taxes, the trade with cards counted, Civil War's factions with its beneficiary (30.41).
    await w.openFixture('advciv-golden-5p-10t.json', 87);
    w.at = (await page.locator('#phase-h').getAttribute('data-phase')) ?? '';
    expect(w.at).toBe('taxation');
    await w.measure('advciv taxation, five nations');
    await w.visit('calamities');
    await page.getByRole('button', { name: 'Add a calamity card' }).click();
    await page.locator('#cal-0').selectOption('civil-war');
    await page.locator('#cal-holder-0').selectOption('babylon');
    await page.locator('select[id$="-kept"]').first().waitFor();
    await w.measure('advciv calamities: Civil War');
    await w.openFixture('smc-standard-4p.json');
    await w.measure('smc later era');
    await w.tabs('smc 4 players');

    // The shell's screens, with the games listed.
    for (const [hash, title] of [
      ['#/', 'Your games'],
      ['#/settings', 'Settings'],
      ['#/phones', 'Play with several phones'],
    ] as const) {
      await page.goto(`${h.url}${hash}`);
      await page.getByRole('heading', { name: title, exact: true }).first().waitFor();
      await w.measure(hash);
    }

    // Every phase screen of every ruleset was measured.
    const phases = [...ADVCIV_PHASES.map((p) => `advciv ${p}`), ...EE_PHASES.map((p) => `ee ${p}`), ...SMC_PHASES.map((p) => `smc ${p}`)];
    expect(phases.filter((p) => !w.measured.has(p))).toEqual([]);
    expect(w.found).toEqual([]);
  });
});
