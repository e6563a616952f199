/**
 * The game as pictures (issue 23) in real Chromium at 360x640, one page per language: the A.S.T. of
 * the golden five-player game drawn as on the board (each marker on the space the engine's view
 * gives, a held-back nation's missing requirement, 33.11, 33.3), the race chart of a nine-player,
 * twenty-turn game (one line per player; the table beside it holds the engine's figures at turns
 * 1, 10 and 20, 35.1, 21.1), the picture of the end made as a PNG and offered to save (or share),
 * and an axe scan of each picture shown; in English, the Eastern Empires A.S.T. and race (ee Phase 13,
 * 13d) and the Sid Meier's race of points and milestones claimed (Standard Rules: Wonders), and for each the
 * picture of the end on request made as a PNG.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { replay } from '../../src/engine/log/replay';
import { parseRecord } from '../../src/engine/record';
import type { AdvCivEntry } from '../../src/engine/rulesets/advciv/entries';
import { ADVCIV_GAME } from '../../src/engine/rulesets/advciv/game';
import type { AdvCivSetup } from '../../src/engine/rulesets/advciv/setup';
import { astBoardView, RACE_CITE, raceView } from '../../src/engine/rulesets/advciv/views/pictures';
import type { LoggedEntry } from '../../src/engine/types';
import type { EeEntry } from '../../src/engine/rulesets/eastern-empires/entries';
import { EE_GAME } from '../../src/engine/rulesets/eastern-empires/game';
import type { EeSetup } from '../../src/engine/rulesets/eastern-empires/setup';
import { scoreRows } from '../../src/engine/rulesets/eastern-empires/views';
import { eeAstBoardView, eeRaceView } from '../../src/engine/rulesets/eastern-empires/views/pictures';
import type { SmcEntry } from '../../src/engine/rulesets/smc/entries/types';
import type { SmcSetup } from '../../src/engine/rulesets/smc/setup';
import { smcRaceView } from '../../src/engine/rulesets/smc/views/pictures';
import { da, en, type MessageKey } from '../../src/ui/messages/catalog';
import { formatCitations } from '../../src/ui/messages/citations';
import { formatMessage, type MessageParams } from '../../src/ui/messages/format';
import { lateGame, lateGameFile } from '../bench/late-game';
import { axeViolations } from './axe';
import { harnessPerFile, horizontalOverflow, SCREENSHOTS, snap } from './harness';
import { dismissOffline } from './table-steps';

const h = harnessPerFile();

const goldenText = readFileSync(new URL('../fixtures/games/advciv-golden-5p-10t.json', import.meta.url), 'utf8');
const parsed = parseRecord(JSON.parse(goldenText) as unknown);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const golden = { name: parsed.value.name, setup: parsed.value.setup as AdvCivSetup, entries: parsed.value.entries as readonly LoggedEntry<AdvCivEntry>[] };
const goldenBoard = astBoardView(golden.setup, replay(ADVCIV_GAME, golden.setup, golden.entries).state);

const late = lateGame(20);
const lateRace = raceView(late.setup, late.record);
const lateText = lateGameFile(late);

type Lang = 'en' | 'da';
const word = (lang: Lang, key: MessageKey, params: MessageParams = {}) => formatMessage((lang === 'en' ? en : da)[key], params, lang);

/** Imports a game file on the home screen and opens its scores tab. */
async function openScores(page: Page, lang: Lang, name: string, file: string, text: string): Promise<void> {
  // The home screen within the app: a fresh start at the home address would reopen the last game.
  if (page.url().startsWith(h.url))
    await page.evaluate(() => {
      location.hash = '#/';
    });
  else await page.goto(h.url);
  await page.getByRole('heading', { name: word(lang, 'home.title') }).waitFor();
  await page.setInputFiles('#import-file', { name: file, mimeType: 'application/json', buffer: Buffer.from(text) });
  const resume = page.getByRole('link', { name: word(lang, 'home.resume', { name }) });
  await resume.waitFor();
  await resume.click();
  await page.locator('#main h2').first().waitFor();
  await page.getByRole('link', { name: word(lang, 'tab.scores') }).click();
  await page.getByTestId('pictures').waitFor();
}

/** The picture of the end saved as a PNG made on the phone: the PNG signature, the picture's size twice over. */
async function savePng(page: Page, lang: Lang): Promise<void> {
  const save = page.getByTestId('picture-save');
  await save.waitFor();
  expect(await save.innerText()).toBe(word(lang, 'pictures.end.save'));
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const svgWidth = Number(await page.getByTestId('end-svg').getAttribute('width'));
  expect(bytes.readUInt32BE(16)).toBe(svgWidth * 2);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
}

async function seeTheGame(page: Page, lang: Lang, scan: boolean): Promise<Record<string, readonly string[]>> {
  const found: Record<string, readonly string[]> = {};
  // The golden game (ended at turn 10): its picture of the end opens by itself.
  await openScores(page, lang, golden.name, 'golden.json', goldenText);
  await dismissOffline(page);
  const end = page.getByTestId('end-picture');
  await end.waitFor();
  await savePng(page, lang);
  // Every place of the engine's score in the picture's words (35.2).
  const label = (await page.getByTestId('end-svg').getAttribute('aria-label')) ?? '';
  for (const r of golden.setup.players) expect(label).toContain(r.name);
  // The place is written once: "1. Ann", never "1.. Ann".
  expect(label).toMatch(/^\D*1\. \S/);
  expect(label).not.toContain('..');
  expect(await horizontalOverflow(page)).toBe(0);
  if (scan) found[`${lang} end`] = await axeViolations(page);
  await snap(page, `pictures-end-${lang}`);
  await page.getByTestId('end-svg').screenshot({ path: `${SCREENSHOTS}pictures-end-svg-${lang}.png` });

  // The A.S.T. as on the board: each marker on the engine's space, inside that space's square.
  await page.getByRole('button', { name: word(lang, 'pictures.show.ast') }).click();
  const ast = page.getByTestId('ast-picture');
  await ast.waitFor();
  for (const row of goldenBoard.rows) {
    const marker = ast.locator(`[data-marker="${row.nation}"]`);
    expect(await marker.getAttribute('data-space')).toBe(String(row.position));
    // The marker and its square are read in one layout, in the page: two reads from outside could
    // straddle a scroll of the picture and compare a marker and a square from two positions.
    const { mx, cell } = await ast.evaluate(
      (svg, [nation, space]) => {
        const m = svg.querySelector(`[data-marker="${nation}"]`)?.getBoundingClientRect();
        const c = svg.querySelector(`[data-row="${nation}"] [data-cell="${space}"]`)?.getBoundingClientRect();
        if (m === undefined || c === undefined) throw new Error(`no marker or square for ${nation}`);
        return { mx: m.x + m.width / 2, cell: { x: c.x, width: c.width } };
      },
      [row.nation, String(row.position)] as const,
    );
    expect(mx).toBeGreaterThan(cell.x);
    expect(mx).toBeLessThan(cell.x + cell.width);
    expect(await ast.locator(`[data-testid="ast-table"] tr[data-nation="${row.nation}"] td[data-space]`).getAttribute('data-space')).toBe(String(row.position));
  }
  // 33.11, 33.3: a held-back nation is said to be held, and what holds it is written under its row, with
  // what it has, in red and bold and marked ✗ (not by colour alone); a nation that moves is not said to be held.
  const held = goldenBoard.rows.filter((r) => r.move.kind === 'frozen' && r.move.unmet.length > 0);
  expect(held.length).toBeGreaterThan(0);
  for (const r of goldenBoard.rows) expect(await ast.locator(`[data-held="${r.nation}"]`).count()).toBe(held.includes(r) ? 1 : 0);
  for (const r of held) {
    expect(await ast.locator(`[data-held="${r.nation}"]`).textContent()).toContain(word(lang, 'pictures.ast.held'));
    const missing = await ast.locator(`[data-needs="${r.nation}"] tspan[data-missing="true"]`).allTextContents();
    for (const u of r.move.unmet) expect(missing).toContain(`✗ ${word(lang, `ast.need.${u.requirement.kind}` as MessageKey, { need: u.need, have: u.have })}`);
  }
  for (const r of goldenBoard.rows) {
    // Every entry requirement of the next epoch the engine finds missing is marked so (33.21-33.25).
    const missing = await ast.locator(`[data-needs="${r.nation}"] tspan[data-missing="true"]`).allTextContents();
    for (const c of r.needs?.checks.filter((x) => !x.met) ?? [])
      expect(missing).toContain(`✗ ${word(lang, `ast.need.${c.requirement.kind}` as MessageKey, { need: c.need, have: c.have })}`);
    expect(await ast.locator(`[data-needs="${r.nation}"] tspan[data-missing="false"]`).count()).toBe(r.needs?.checks.filter((x) => x.met).length ?? 0);
  }
  // A tap on a held-back marker: that nation's A.S.T. turn by turn (ten turns played).
  const first = held[0];
  if (first === undefined) throw new Error('no held-back nation');
  await ast.locator(`[data-marker="${first.nation}"]`).click();
  const history = page.getByTestId('ast-history');
  await expect.poll(() => history.getAttribute('data-nation')).toBe(first.nation);
  expect(await history.locator('li').count()).toBe(10);
  expect(await history.locator('li').last().innerText()).toContain(String(first.position));
  // The picture scrolls sideways within its box; the page itself does not.
  expect(await horizontalOverflow(page)).toBe(0);
  if (scan) found[`${lang} A.S.T.`] = await axeViolations(page);
  await snap(page, `pictures-ast-${lang}`);
  await ast.getByTestId('ast-svg').screenshot({ path: `${SCREENSHOTS}pictures-ast-svg-${lang}.png` });

  // The race of the nine-player, twenty-turn game: one line per player, the engine's figures at three turns.
  await openScores(page, lang, 'Late game', 'late.json', lateText);
  await page.getByRole('button', { name: word(lang, 'pictures.show.race') }).click();
  const race = page.getByTestId('race-picture');
  await race.waitFor();
  expect(await race.locator('[data-line]').count()).toBe(lateRace.nations.length);
  expect(lateRace.nations.length).toBe(9);
  for (const series of ['points', 'census'] as const) {
    await race.getByRole('button', { name: word(lang, `pictures.race.${series}`) }).click();
    await expect.poll(() => race.getAttribute('data-series')).toBe(series);
    // The figure charted cites the rule that makes it (35.1 victory points, 21.1 census).
    await expect.poll(() => race.getByTestId('race-cite').textContent()).toBe(formatCitations([RACE_CITE[series]], lang));
    for (const turn of [1, 10, 20]) {
      const rows = lateRace.turns.find((t) => t.turn === turn)?.rows ?? [];
      const shown = await race
        .locator(`[data-testid="race-table"] tr[data-turn="${turn}"] td`)
        .evaluateAll((tds) => tds.map((td) => [td.getAttribute('data-nation'), td.textContent]));
      expect(shown).toEqual(rows.map((r) => [r.nation, r[series] === null ? '–' : String(r[series])]));
    }
  }
  expect(await horizontalOverflow(page)).toBe(0);
  if (scan) found[`${lang} race`] = await axeViolations(page);
  await snap(page, `pictures-race-${lang}`);
  await race.getByTestId('race-svg').screenshot({ path: `${SCREENSHOTS}pictures-race-svg-${lang}.png` });
  return found;
}

describe('issue 23: the game as pictures (advciv 33.x, 35.1)', () => {
  test('English: the end as a PNG to save, the A.S.T. as on the board, the race of nine players over twenty turns; axe clean', async () => {
    const { page } = await h.newPhone({ locale: 'en-GB' });
    const found = await seeTheGame(page, 'en', true);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
  });
  test('Danish: the same pictures in Danish; axe clean', async () => {
    const { page } = await h.newPhone({ locale: 'da-DK' });
    const found = await seeTheGame(page, 'da', true);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
  });
});

const eeText = readFileSync(new URL('../fixtures/games/ee-7p.json', import.meta.url), 'utf8');
const eeParsed = parseRecord(JSON.parse(eeText) as unknown);
if (!eeParsed.ok) throw new Error(JSON.stringify(eeParsed.error));
const eeGame = { name: eeParsed.value.name, setup: eeParsed.value.setup as EeSetup, entries: eeParsed.value.entries as readonly LoggedEntry<EeEntry>[] };
const eeState = replay(EE_GAME, eeGame.setup, eeGame.entries).state;
const eeBoard = eeAstBoardView(eeGame.setup, eeState);
const eeScores = scoreRows(eeGame.setup, eeState);
const eeRace = eeRaceView(eeGame.setup, eeGame.entries);
const smcText = readFileSync(new URL('../fixtures/games/smc-standard-4p.json', import.meta.url), 'utf8');
const smcParsed = parseRecord(JSON.parse(smcText) as unknown);
if (!smcParsed.ok) throw new Error(JSON.stringify(smcParsed.error));
const smcRace = smcRaceView(smcParsed.value.setup as SmcSetup, smcParsed.value.entries as readonly LoggedEntry<SmcEntry>[]);

describe('issue 23: Eastern Empires and Sid Meier’s (ee Phase 13, 13d; smc Wonders)', () => {
  test('English: the Eastern Empires A.S.T., race and end picture as a PNG, the Sid Meier’s race of points and milestones and end picture as a PNG; axe clean', async () => {
    const { page } = await h.newPhone({ locale: 'en-GB' });
    const found: Record<string, readonly string[]> = {};
    await openScores(page, 'en', eeGame.name, 'ee.json', eeText);
    await dismissOffline(page);
    await page.getByRole('button', { name: word('en', 'pictures.show.ast') }).click();
    const ast = page.getByTestId('ast-picture');
    await ast.waitFor();
    for (const row of eeBoard.rows) expect(await ast.locator(`[data-marker="${row.civ}"]`).getAttribute('data-space')).toBe(String(row.position));
    found['ee A.S.T.'] = await axeViolations(page);
    await page.getByRole('button', { name: word('en', 'pictures.show.race') }).click();
    const race = page.getByTestId('race-picture');
    await race.waitFor();
    expect(await race.locator('[data-line]').count()).toBe(eeRace.players.length);
    for (const turn of [1, 8, 15]) {
      const rows = eeRace.turns.find((t) => t.turn === turn)?.rows ?? [];
      const shown = await race
        .locator(`[data-testid="race-table"] tr[data-turn="${turn}"] td`)
        .evaluateAll((tds) => tds.map((td) => [td.getAttribute('data-civ'), td.textContent]));
      expect(shown.filter(([, v]) => v !== '–')).toEqual(rows.map((r) => [r.civ, String(r.points)]));
    }
    expect(await horizontalOverflow(page)).toBe(0);
    found['ee race'] = await axeViolations(page);
    // The picture of the end on request: each place with the engine's points and breakdown (Phase 13d), the A.S.T., a PNG.
    await page.getByRole('button', { name: word('en', 'pictures.show.end') }).click();
    const eeEnd = page.getByTestId('end-picture');
    await eeEnd.waitFor();
    for (const r of eeScores) {
      const place = await eeEnd.locator(`[data-place="${r.civ}"]`).textContent();
      // Each part of the breakdown (a long breakdown wraps onto further lines of the picture).
      for (const part of word('en', 'pictures.end.eeBreakdown', { cities: r.cities, advances: r.advances, ast: r.ast, bonus: r.bonus }).split(' · '))
        expect(place).toContain(part);
      expect(place).toContain(String(r.total));
    }
    for (const row of eeBoard.rows) expect(await eeEnd.locator(`[data-marker="${row.civ}"]`).getAttribute('data-space')).toBe(String(row.position));
    await savePng(page, 'en');
    found['ee end'] = await axeViolations(page);
    await openScores(page, 'en', smcParsed.value.name, 'smc.json', smcText);
    await page.getByRole('button', { name: word('en', 'pictures.show.race') }).click();
    const smcChart = page.getByTestId('race-picture');
    await smcChart.waitFor();
    expect(await smcChart.locator('[data-line]').count()).toBe(smcRace.players.length);
    await smcChart.getByRole('button', { name: word('en', 'pictures.race.milestones') }).click();
    await expect.poll(() => smcChart.getAttribute('data-series')).toBe('milestones');
    const last = smcRace.turns[smcRace.turns.length - 1];
    if (last === undefined) throw new Error('no turn');
    const shown = await smcChart
      .locator(`[data-testid="race-table"] tr[data-turn="${last.turn}"] td`)
      .evaluateAll((tds) => tds.map((td) => [td.getAttribute('data-player'), td.textContent]));
    expect(shown).toEqual(last.rows.map((r) => [r.player, String(r.milestones)]));
    found['smc race'] = await axeViolations(page);
    await snap(page, 'pictures-smc-race-en');
    // The picture of the end: each place with its victory points and milestones claimed (the engine's race), no A.S.T., a PNG.
    await page.getByRole('button', { name: word('en', 'pictures.show.end') }).click();
    const smcEnd = page.getByTestId('end-picture');
    await smcEnd.waitFor();
    for (const r of last.rows)
      expect(await smcEnd.locator(`[data-place="${r.player}"]`).textContent()).toContain(word('en', 'pictures.end.milestones', { n: r.milestones }));
    expect(await smcEnd.locator('[data-marker]').count()).toBe(0);
    await savePng(page, 'en');
    found['smc end'] = await axeViolations(page);
    await page.getByTestId('end-svg').screenshot({ path: `${SCREENSHOTS}pictures-smc-end-svg-en.png` });
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
  });
});
