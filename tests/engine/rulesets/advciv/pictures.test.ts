/**
 * The game as pictures (views/pictures.ts) on the golden five-player, ten-turn game: the A.S.T. as
 * on the board (33.x, R-A3) and the race turn by turn (35.1, 33.1, 21.1, 19.1, 31.1), each figure the
 * one a replay to the end of that turn gives.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseRecord } from '../../../../src/engine/record';
import { replayWithCheckpoints } from '../../../../src/engine/log/checkpoints';
import { replay } from '../../../../src/engine/log/replay';
import { ADVCIV_GAME } from '../../../../src/engine/rulesets/advciv/game';
import type { AdvCivSetup } from '../../../../src/engine/rulesets/advciv/setup';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import { turnEnds } from '../../../../src/engine/log/turns';
import { astBoardView, raceView } from '../../../../src/engine/rulesets/advciv/views/pictures';
import { scoreView } from '../../../../src/engine/rulesets/advciv/views';
import type { LoggedEntry } from '../../../../src/engine/types';

const raw: unknown = JSON.parse(readFileSync(new URL('../../../fixtures/games/advciv-golden-5p-10t.json', import.meta.url), 'utf8'));
const parsed = parseRecord(raw);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const setup = parsed.value.setup as AdvCivSetup;
const entries = parsed.value.entries as readonly LoggedEntry<AdvCivEntry>[];
const final = replay(ADVCIV_GAME, setup, entries).state;

/** The state after the entry that ends turn `t` (the t-th A.S.T. entry). */
function afterTurn(t: number) {
  let seen = 0;
  const index = entries.findIndex((e) => e.entry.kind === 'ast' && ++seen === t);
  return replay(ADVCIV_GAME, setup, entries, index + 1).state;
}

describe('advciv 33.x, R-A3 the A.S.T. as on the board', () => {
  const board = astBoardView(setup, final);
  test('one row per nation, each marker on the space the state holds', () => {
    expect(board.rows.map((r) => [r.nation, r.position])).toEqual(final.players.map((p) => [p.nation, p.ast]));
  });
  test.each([
    // reference 2, "by epoch": Stone / EB / LB / EI spaces, then the Late Iron Age values and FINISH.
    ['africa', [0, 5, 8, 11, 14], 16],
    ['illyria', [0, 6, 8, 11, 13], 16],
    ['crete', [0, 5, 9, 11, 14], 16],
    ['egypt', [0, 4, 7, 10, 13], 16],
  ] as const)('R-A3 %s: its own epoch boundaries', (nation, starts, finish) => {
    const row = board.rows.find((r) => r.nation === nation);
    expect(row?.bands.map((b) => b.from)).toEqual(starts);
    expect(row?.finish).toBe(finish);
  });
  test('33.11, 33.23 a held-back nation: the missing requirement of its next epoch, with what it has', () => {
    const held = board.rows.filter((r) => r.move.kind === 'frozen');
    expect(held.length).toBeGreaterThan(0);
    for (const row of held) {
      expect(row.move.unmet.length).toBeGreaterThan(0);
      for (const u of row.move.unmet) expect(u.have).toBeLessThan(u.need);
    }
  });
  test('33.11 the next epoch of each nation and every requirement measured', () => {
    for (const row of board.rows) {
      const needs = row.needs;
      if (needs === null) continue;
      expect(row.bands.find((b) => b.epoch === needs.epoch)?.from).toBe(needs.space);
      expect(needs.space).toBeGreaterThan(row.position);
      for (const c of needs.checks) expect(c.met).toBe(c.have >= c.need);
    }
  });
});

describe('advciv 35.1, 33.1, 21.1, 19.1 the race turn by turn', () => {
  const race = raceView(setup, entries, replayWithCheckpoints(ADVCIV_GAME, setup, entries, 32).checkpoints);
  test('one point per turn played, each the table after that turn', () => {
    expect(race.turns.map((t) => t.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const t of [1, 6, 10]) {
      const state = afterTurn(t);
      const scores = scoreView(setup, state);
      expect(race.turns[t - 1]?.rows).toEqual(
        state.players.map((p) => ({
          nation: p.nation,
          points: scores.find((s) => s.nation === p.nation)?.total,
          ast: p.ast,
          census: p.census,
          treasury: p.treasury,
          cards: Object.keys(p.cards).length,
        })),
      );
    }
  });
  test('the same figures with or without the checkpoints', () => {
    expect(raceView(setup, entries)).toEqual(race);
  });
  test('18.1, 33.1 the turns found by replaying every entry are the ones the A.S.T. entries end', () => {
    const index = replayWithCheckpoints(ADVCIV_GAME, setup, entries, 32).checkpoints;
    const walked = turnEnds(ADVCIV_GAME, setup, entries, (s) => s.turn, index);
    const byAst = turnEnds(
      ADVCIV_GAME,
      setup,
      entries,
      (s) => s.turn,
      index,
      (e) => e.kind === 'ast',
    );
    expect(byAst).toEqual(walked);
    expect(walked.map((p) => p.at)).toEqual(entries.flatMap((e, i) => (e.entry.kind === 'ast' ? [i + 1] : [])));
  });
  test('a turn under way is its own point, the table as it stands', () => {
    const cut = entries.findIndex((e) => e.entry.kind === 'census') + 1;
    const partial = raceView(setup, entries.slice(0, cut));
    expect(partial.turns).toHaveLength(1);
    expect(partial.turns[0]?.ended).toBe(false);
  });
});
