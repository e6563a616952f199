/**
 * Sid Meier's Civilization as a race (views/pictures.ts) on the golden four-player standard game:
 * every player's victory points (scoreBoard) and milestones claimed (Standard Rules: Wonders, R-S4)
 * at the end of every turn, each the figure a replay to that point gives.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { replayWithCheckpoints } from '../../../../src/engine/log/checkpoints';
import { replay } from '../../../../src/engine/log/replay';
import { parseRecord } from '../../../../src/engine/record';
import { scoreBoard } from '../../../../src/engine/rulesets/smc/calc/score';
import type { SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import { smc } from '../../../../src/engine/rulesets/smc/game';
import type { SmcSetup } from '../../../../src/engine/rulesets/smc/setup';
import { smcRaceView } from '../../../../src/engine/rulesets/smc/views/pictures';
import type { LoggedEntry } from '../../../../src/engine/types';

const parsed = parseRecord(JSON.parse(readFileSync(new URL('../../../fixtures/games/smc-standard-4p.json', import.meta.url), 'utf8')) as unknown);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const setup = parsed.value.setup as SmcSetup;
const entries = parsed.value.entries as readonly LoggedEntry<SmcEntry>[];

describe('smc Victory, Standard Rules: Wonders the race turn by turn', () => {
  const race = smcRaceView(setup, entries, replayWithCheckpoints(smc, setup, entries, 32).checkpoints);
  test('each point is the score and the milestones claimed after the entries that make it', () => {
    expect(race.turns.length).toBeGreaterThan(1);
    expect(race.turns.map((t) => t.turn)).toEqual(race.turns.map((_, i) => (race.turns[0]?.turn ?? 1) + i));
    for (const t of race.turns) {
      const at = entries.findIndex((_, i) => replay(smc, setup, entries, i + 1).state.turn > t.turn);
      const state = replay(smc, setup, entries, t.ended ? at + 1 : entries.length).state;
      const totals = new Map(scoreBoard(setup, state).map((r) => [r.player, r.total]));
      expect(t.rows).toEqual(
        state.players.map((p) => ({ player: p.id, points: totals.get(p.id), milestones: Object.values(state.claims).filter((c) => c === p.id).length })),
      );
    }
  });
  test('the same figures with or without the checkpoints', () => {
    expect(smcRaceView(setup, entries)).toEqual(race);
  });
});
