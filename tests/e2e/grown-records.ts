/**
 * Games grown as a table grows them, imported through the home screen (browser tests): from the one
 * start token (advciv 15.3; ee chapter 4) population expansion at most doubles the tokens on the board
 * each turn (advciv 20.1; ee Phase 2a), so a census of 2, 4, 8 ... with no city built, no card drawn
 * and nothing taxed (advciv 19.1, 27.1; ee Phase 1a, 6a). A test that needs cities starts at the turn
 * whose census can build them, rather than typing a census no board gives in turn 1.
 */
import type { Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/engine/rulesets/advciv/settings';
import { DEFAULT_EE_SETTINGS } from '../../src/engine/rulesets/eastern-empires';
import { da, en } from '../../src/ui/messages/catalog';
import { formatMessage } from '../../src/ui/messages/format';
import { dismissOffline, THREE_SEATS, type Seat } from './table-steps';

/** The tokens each player has on the board after `turns` quiet turns: 2^turns (turn 1's census of 2 from one token). */
export const boardAfter = (turns: number): number => 2 ** turns;

const at = (i: number) => `2026-11-28T${String(10 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00.000Z`;

/**
 * An advciv record at the start of turn `turns + 1`: each turn its census (2^turn each), every hand
 * kept empty (31.71) and the A.S.T.; so the census typed next may be up to 2^(turns+1) (20.1).
 * `hands: false`: the hands kept were not entered (a record of the table before it typed them), so
 * from turn 2 on what each player holds is unknown to the engine and bounds nothing (31.71, calc/hands.ts).
 * `after`: entries recorded after the quiet turns (a test's own turns, each a board can give).
 */
export function advcivGrown(opts: {
  readonly id: string;
  readonly name: string;
  readonly turns: number;
  readonly seats?: readonly Seat[];
  readonly variants?: readonly string[];
  readonly settings?: Readonly<Record<string, unknown>>;
  readonly hands?: boolean;
  readonly after?: readonly unknown[];
}): string {
  const seats = opts.seats ?? THREE_SEATS;
  const each = (n: number) => Object.fromEntries(seats.map((s) => [s.nation, n]));
  const entries: unknown[] = [];
  for (let turn = 1; turn <= opts.turns; turn++) {
    entries.push({ kind: 'census', tokens: each(boardAfter(turn)) });
    if (opts.hands !== false) for (const s of seats) entries.push({ kind: 'hand', nation: s.nation, cards: {} });
    entries.push({ kind: 'ast' });
  }
  entries.push(...(opts.after ?? []));
  return JSON.stringify({
    schemaVersion: 1,
    id: opts.id,
    name: opts.name,
    createdAt: '2026-11-28T09:00:00.000Z',
    ruleset: 'advciv',
    setup: {
      players: seats.map((s) => ({ name: s.name, nation: s.nation })),
      variants: opts.variants ?? [],
      settings: { ...DEFAULT_SETTINGS, ...(opts.settings ?? {}) },
    },
    entries: entries.map((entry, i) => ({ at: at(i), entry })),
  });
}

const each3 = (crete: number, italy: number, africa: number) => ({ crete, italy, africa });

/**
 * Turns 6 and 7 of a THREE_SEATS record grown five quiet turns (32 tokens each on the board), for
 * `after`: Italy counts 47 (32 + the 15 in stock, 20.1) and builds a city (41 left, 25.2); in turn 7
 * she pays 2 of her 6 in stock (19.1) and counts 45 (41 + 4); Crete and Africa stay at 32 with no
 * city. Turn 8 opens with nothing in Italy's stock (47 - 45 - 2 in treasury): her city revolts at
 * the taxes (19.31), to the player with most units in stock (19.32).
 */
export const ITALY_FULL_BOARD: readonly unknown[] = [
  { kind: 'census', tokens: each3(32, 47, 32) },
  { kind: 'cities', cities: each3(0, 1, 0) },
  { kind: 'ast' },
  { kind: 'taxation', stock: { italy: 6 } },
  { kind: 'census', tokens: each3(32, 45, 32) },
  { kind: 'cities', cities: each3(0, 1, 0) },
  { kind: 'ast' },
];

/** The five-player Eastern Empires table the new-game form starts with. */
export const EE_FIVE: readonly { readonly name: string; readonly civ: string }[] = [
  { name: 'Player 1', civ: 'saba' },
  { name: 'Player 2', civ: 'maurya' },
  { name: 'Player 3', civ: 'babylon' },
  { name: 'Player 4', civ: 'dravidia' },
  { name: 'Player 5', civ: 'kushan' },
];

/**
 * An Eastern Empires record at the start of turn `turns + 1`: each turn its census (2^turn each),
 * no city built nor kept (ee Phase 5, 11), every hand kept empty (Phase 12: so every hand stays known) and the A.S.T.
 */
export function eeGrown(opts: {
  readonly id: string;
  readonly name: string;
  readonly turns: number;
  readonly players?: readonly { readonly name: string; readonly civ: string }[];
  readonly settings?: Readonly<Record<string, unknown>>;
}): string {
  const players = opts.players ?? EE_FIVE;
  const each = (n: number) => Object.fromEntries(players.map((p) => [p.civ, n]));
  const entries: unknown[] = [];
  for (let turn = 1; turn <= opts.turns; turn++) {
    const board = boardAfter(turn);
    entries.push({ kind: 'census', tokens: each(board) });
    entries.push({ kind: 'cities', step: 'construction', cities: each(0), tokens: each(board) });
    entries.push({ kind: 'cities', step: 'surplus', cities: each(0), tokens: each(board) });
    for (const p of players) entries.push({ kind: 'hand', civ: p.civ, cards: {} });
    entries.push({ kind: 'ast' });
  }
  return JSON.stringify({
    schemaVersion: 1,
    id: opts.id,
    name: opts.name,
    createdAt: '2026-11-28T09:00:00.000Z',
    ruleset: 'eastern-empires',
    setup: { players, settings: { ...DEFAULT_EE_SETTINGS, ...(opts.settings ?? {}) } },
    entries: entries.map((entry, i) => ({ at: at(i), entry })),
  });
}

/** Imports `record` on the home screen (in `lang`, the page's language) and opens it on its turn tab; gives the game's id. */
export async function importGame(page: Page, url: string, record: string, lang: 'en' | 'da' = 'en'): Promise<string> {
  const { name } = JSON.parse(record) as { readonly name: string };
  const m = lang === 'en' ? en : da;
  // The home screen by its hash: on a page already showing the app, no reload (a notice it shows stays).
  await page.goto(`${url}#/`);
  await page.getByRole('heading', { name: m['home.title'] }).waitFor();
  await page.setInputFiles('#import-file', { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(record) });
  const resume = page.getByRole('link', { name: new RegExp(`^${formatMessage(m['home.resume'], { name }, lang)}`) });
  await resume.waitFor();
  await resume.click();
  await page.waitForURL(/#\/game\/[^/]+\/turn$/);
  await dismissOffline(page);
  await page.locator('#phase-h').waitFor();
  const match = /#\/game\/([^/]+)\//.exec(page.url());
  return decodeURIComponent(match?.[1] ?? '');
}
