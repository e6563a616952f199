/**
 * Storage and the session on a late game (`npm run bench`): a nine-player (variant 38.1), twenty-turn
 * advciv record (tests/bench/late-game.ts, every phase) opened from the database, then:
 * - full replays per write: how often the ruleset's initialState runs (a replay from the setup)
 *   for a record, an undo and a redo (goal 0: the session keeps the state it computed, and undo
 *   starts from a checkpoint);
 * - tap to screen: record (judge, append, signals, views), undo, and "the table as of" the end of
 *   turn 1 and the end of turn 20 (goal: turn 20 within 1.5x of turn 1: both start from a checkpoint).
 * Figures are printed, never asserted: the database is fake-indexeddb in Node, so the storage part
 * is indicative (tests/e2e/bench.e2e.test.ts measures the browser).
 */
import { afterAll, bench, describe } from 'vitest';
import type { AdvCivEntry } from '../../src/engine/rulesets/advciv/entries';
import { type AnyGameModule, GAMES } from '../../src/engine/games';
import type { AdvCivState } from '../../src/engine/rulesets/advciv/state';
import type { LoggedEntry } from '../../src/engine/types';
import { playerViews, scoreView } from '../../src/engine/rulesets/advciv/views/players';
import { entriesThisTurn, entryTurns, turnView } from '../../src/engine/rulesets/advciv/views/turn';
import { replay } from '../../src/engine/log/replay';
import { createGameSession } from '../../src/state/game';
import { harness } from '../persistence/harness';
import { lateGame } from './late-game';

// The registry with advciv's initialState counted: each call is one replay from the setup.
let fullReplays = 0;
const advciv = GAMES.advciv as AnyGameModule;
const counted = {
  ...GAMES,
  advciv: {
    ...advciv,
    initialState: (setup: unknown) => {
      fullReplays++;
      return advciv.initialState(setup);
    },
  },
};

const { setup, record } = lateGame(20);
const h = harness(counted);
const imported = await h.repo.importFile(
  JSON.stringify({ schemaVersion: 1, id: 'late', name: 'Late game', createdAt: '2026-01-01T00:00:00.000Z', ruleset: 'advciv', setup, entries: record }),
);
if (!imported.ok) throw new Error(`late game not imported: ${imported.error.code}`);
const id = imported.value[0]?.id ?? '';

const session = createGameSession({ repo: h.repo, games: counted });
fullReplays = 0;
await session.open(id);
const replaysToOpen = fullReplays;

function views(): number {
  const r = session.record.value;
  const state = session.shownState.value as AdvCivState;
  if (r === undefined) return 0;
  const v = turnView(setup, state, entriesThisTurn(r.entries as readonly LoggedEntry<AdvCivEntry>[]));
  return v.steps.length + playerViews(setup, state).length + scoreView(setup, state).length;
}

const census: AdvCivEntry = { kind: 'census', tokens: Object.fromEntries((session.state.value as AdvCivState).players.map((p) => [p.nation, 10])) };
const turns = entryTurns(record);
// "As of" a turn: each entry of that turn in turn (a player taps any line of the log).
const turn1 = Array.from({ length: turns.filter((t) => t === 1).length }, (_, i) => i + 1);
const firstOf20 = turns.indexOf(20);
const turn20 = Array.from({ length: record.length - 1 - firstOf20 }, (_, i) => firstOf20 + i + 1);
/** A run that taps the entries `ns` one after the other, a new one each time it is called. */
function each(ns: readonly number[], tap: (n: number) => void): () => void {
  let i = 0;
  return () => tap(ns[i++ % ns.length] ?? 0);
}

async function recordTap(): Promise<void> {
  const r = await session.submitEntry(census);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  views();
}
async function undoTap(): Promise<void> {
  const r = await session.undo();
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  views();
}
function asOfTap(n: number): void {
  session.showAsOf(n);
  views();
  session.showAsOf(null);
}
/** The state as of entry n alone (from the nearest checkpoint), without the views. */
function asOfState(n: number): void {
  session.showAsOf(n);
  void session.shownState.value;
  session.showAsOf(null);
}

// Full replays per write, over 20 records each undone at once (the census is once per turn, 18.1, 21.1).
fullReplays = 0;
for (let i = 0; i < 20; i++) {
  await recordTap();
  await undoTap();
}
const writes = 40;
const replaysPerWrite = fullReplays / writes;

/** Median milliseconds of `run` over `times` runs, after two warm-up runs (the machine is shared: the median resists noise). */
async function median(times: number, run: () => unknown): Promise<number> {
  await run();
  await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((x, y) => x - y);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

// Record and undo are measured as taps of their own: the other half of each pair runs untimed.
async function timedRecords(times: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times + 2; i++) {
    const start = performance.now();
    await recordTap();
    if (i >= 2) samples.push(performance.now() - start);
    await session.undo();
  }
  samples.sort((x, y) => x - y);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}
async function timedUndos(times: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times + 2; i++) {
    await session.submitEntry(census);
    const start = performance.now();
    await undoTap();
    if (i >= 2) samples.push(performance.now() - start);
  }
  samples.sort((x, y) => x - y);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

const figures = {
  record: await timedRecords(30),
  undo: await timedUndos(30),
  asOfTurn1: await median(120, each(turn1, asOfTap)),
  asOfTurn20: await median(120, each(turn20, asOfTap)),
  stateTurn1: await median(120, each(turn1, asOfState)),
  stateTurn20: await median(120, each(turn20, asOfState)),
  // For scale: what each write, undo and late "as of" cost before, a replay of the whole log from the setup.
  fullReplay: await median(10, () => replay(advciv, setup, record)),
};

afterAll(() => {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    [
      `advciv, 9 players, 20 turns, ${record.length} entries (fake-indexeddb in Node):`,
      `  full replays to open the game: ${replaysToOpen} (goal 1)`,
      `  full replays per write (record, undo): ${replaysPerWrite} over ${writes} writes (goal 0)`,
      `  a full replay of the log, for scale (what each write, undo and late "as of" cost before): ${ms(figures.fullReplay)}`,
      `  medians, tap to screen:`,
      `  record (judge, append, signals, views): ${ms(figures.record)}`,
      `  undo (remove the row, replay from a checkpoint, signals, views): ${ms(figures.undo)}`,
      `  table as of an entry of turn 1 (entries 1-${turn1.length}), state + views: ${ms(figures.asOfTurn1)}; state alone: ${ms(figures.stateTurn1)}`,
      `  table as of an entry of turn 20 (entries ${turn20[0]}-${turn20.at(-1)}), state + views: ${ms(figures.asOfTurn20)} (${(figures.asOfTurn20 / figures.asOfTurn1).toFixed(2)}x turn 1); state alone: ${ms(figures.stateTurn20)} (${(figures.stateTurn20 / figures.stateTurn1).toFixed(2)}x turn 1, goal <= 1.5x)`,
    ].join('\n'),
  );
});

describe(`advciv table, 9 players, ${record.length} entries: storage and the session`, () => {
  bench('tap: record an entry and recompute the views (then undo it)', async () => {
    await recordTap();
    await session.undo();
  });
  bench('tap: undo an entry and recompute the views (after recording it)', async () => {
    await session.submitEntry(census);
    await undoTap();
  });
  bench(`table as of an entry of turn 1 (entries 1-${turn1.length})`, each(turn1, asOfTap));
  bench(`table as of an entry of turn 20 (entries ${turn20[0]}-${turn20.at(-1)})`, each(turn20, asOfTap));
});
