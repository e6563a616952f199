/**
 * UI benchmarks (`npx vitest bench --run --project unit tests/bench/ui.bench.ts`), figures printed by
 * vitest, not asserted:
 * - start-up of a game screen: open a nine-player (variant 38.1) twenty-turn record from the
 *   database (restore gate + replay) and compute what the turn, players and scores tabs show;
 * - a tap: submit one entry (validate, persist, update the signals) and recompute those views;
 *   undo likewise.
 * The database is fake-indexeddb in Node, so storage figures are indicative; the browser figures
 * come from tests/e2e/bench.e2e.test.ts.
 */
import { bench, describe } from 'vitest';
import type { AdvCivEntry } from '../../src/engine/rulesets/advciv/entries';
import { GAMES } from '../../src/engine/games';
import type { AdvCivState } from '../../src/engine/rulesets/advciv/state';
import type { LoggedEntry } from '../../src/engine/types';
import { playerViews, scoreView } from '../../src/engine/rulesets/advciv/views/players';
import { entriesThisTurn, turnView } from '../../src/engine/rulesets/advciv/views/turn';
import { createGameSession, type GameSession } from '../../src/state/game';
import { harness } from '../persistence/harness';
import { lateGame } from './late-game';

const { setup, record } = lateGame(20);
const h = harness(GAMES);
const imported = await h.repo.importFile(
  JSON.stringify({ schemaVersion: 1, id: 'late', name: 'Late game', createdAt: '2026-01-01T00:00:00.000Z', ruleset: 'advciv', setup, entries: record }),
);
if (!imported.ok) throw new Error(`late game not imported: ${imported.error.code}`);
const id = imported.value[0]?.id ?? '';

function views(s: GameSession): number {
  const r = s.record.value;
  const state = s.state.value as AdvCivState;
  if (r === undefined) return 0;
  const v = turnView(setup, state, entriesThisTurn(r.entries as readonly LoggedEntry<AdvCivEntry>[]));
  return v.steps.length + playerViews(setup, state).length + scoreView(setup, state).length;
}

const session = createGameSession({ repo: h.repo, games: GAMES });
await session.open(id);
const census: AdvCivEntry = { kind: 'census', tokens: Object.fromEntries((session.state.value as AdvCivState).players.map((p) => [p.nation, 10])) };

describe(`advciv table, 9 players, ${record.length} entries`, () => {
  bench('start-up: open the game (restore + replay) and compute the turn, players and scores views', async () => {
    const s = createGameSession({ repo: h.repo, games: GAMES });
    await s.open(id);
    views(s);
    s.close();
  });
  bench('tap: submit an entry (validate, persist, signals) and recompute the views, then undo and recompute', async () => {
    const r = await session.submitEntry(census);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    views(session);
    await session.undo();
    views(session);
  });
  bench('views only: turn walker, players and scores of the late-game state', () => {
    views(session);
  });
});
