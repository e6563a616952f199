/**
 * Eastern Empires as pictures (views/pictures.ts) on the golden seven-player game: the Basic A.S.T.
 * as on the board (ee Phase 13: each civilization's own epoch starts, the final coloured space,
 * Phase 13b) and the race turn by turn (Phase 13d points, A.S.T. steps, census, treasury, advances),
 * each figure the one a replay to the end of that turn gives.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { replayWithCheckpoints } from '../../../../src/engine/log/checkpoints';
import { replay } from '../../../../src/engine/log/replay';
import { parseRecord } from '../../../../src/engine/record';
import type { EeEntry } from '../../../../src/engine/rulesets/eastern-empires/entries';
import { EE_GAME } from '../../../../src/engine/rulesets/eastern-empires/game';
import { BASIC_REQUIREMENTS, checkAstMove, finalSpace } from '../../../../src/engine/rulesets/eastern-empires/calc/ast';
import { CIVILIZATION_DATA } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import { heldAdvances } from '../../../../src/engine/rulesets/eastern-empires/state';
import { scoreRows } from '../../../../src/engine/rulesets/eastern-empires/views';
import { eeAstBoardView, eeRaceView } from '../../../../src/engine/rulesets/eastern-empires/views/pictures';
import type { GameRecord } from '../../../../src/engine/types';

const parsed = parseRecord(JSON.parse(readFileSync(new URL('../../../fixtures/games/ee-7p.json', import.meta.url), 'utf8')) as unknown);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const record = parsed.value as GameRecord<EeSetup, EeEntry>;
const { setup, entries } = record;
const final = replay(EE_GAME, setup, entries).state;

describe('ee Phase 13 the Basic A.S.T. as on the board', () => {
  const board = eeAstBoardView(setup, final);
  test('one row per civilization in the game, each marker on its space', () => {
    expect(board.rows.map((r) => [r.civ, r.position])).toEqual(final.players.filter((p) => p.status === 'active').map((p) => [p.civ, p.ast]));
  });
  test('each civilization its own epoch starts, ending on the final coloured space (Phase 13b)', () => {
    for (const r of board.rows) {
      const starts = CIVILIZATION_DATA[r.civ].epochStarts;
      expect(r.bands.map((b) => b.from)).toEqual([
        0,
        starts.earlyBronzeAge,
        starts.middleBronzeAge,
        starts.lateBronzeAge,
        starts.earlyIronAge,
        starts.lateIronAge,
      ]);
      expect(r.finish).toBe(finalSpace(r.civ));
      expect(r.bands[r.bands.length - 1]?.to).toBe(r.finish);
    }
  });
  test('Phase 13a the move is the A.S.T. entry’s own check; the next epoch’s requirements are measured', () => {
    for (const r of board.rows) {
      const p = final.players.find((x) => x.civ === r.civ);
      if (p === undefined) throw new Error(r.civ);
      expect(r.move).toEqual(checkAstMove({ civ: p.civ, position: p.ast, cities: p.cities, advances: heldAdvances(p) }));
      if (r.needs === null) continue;
      expect(r.needs.checks.find((c) => c.kind === 'cities')?.need).toBe(BASIC_REQUIREMENTS[r.needs.epoch].cities);
      for (const c of r.needs.checks) expect(c.met).toBe(c.have >= c.need);
    }
  });
});

describe('ee Phase 13d the race turn by turn', () => {
  const race = eeRaceView(setup, entries, replayWithCheckpoints(EE_GAME, setup, entries, 32).checkpoints);
  test('one point per turn played (the game ends in turn 15), each the table after that turn', () => {
    expect(race.turns.map((t) => t.turn)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    for (const t of [1, 8, 15]) {
      let seen = 0;
      const index = entries.findIndex((e) => e.entry.kind === 'ast' && ++seen === t);
      const state = replay(EE_GAME, setup, entries, index + 1).state;
      const totals = new Map(scoreRows(setup, state).map((r) => [r.civ, r.total]));
      expect(race.turns[t - 1]?.rows).toEqual(
        state.players
          .filter((p) => p.status === 'active')
          .map((p) => ({ civ: p.civ, points: totals.get(p.civ), ast: p.ast, census: p.census, treasury: p.treasury, cards: heldAdvances(p).length })),
      );
    }
  });
  test('the same figures with or without the checkpoints', () => {
    expect(eeRaceView(setup, entries)).toEqual(race);
  });
});
