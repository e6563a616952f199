/**
 * Cross-entry bounds (smc bounds.ts): a new entry is judged against what the turn's earlier entries
 * already decide (GameModule.admit); a log holding an entry beyond them still replays (issue 19 item 10).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { judgeNew, replay, stepNew } from '../../../../src/engine/log/replay';
import type { SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import { parseRecord } from '../../../../src/engine/record';
import { smc } from '../../../../src/engine/rulesets/smc/game';
import type { SmcSetup } from '../../../../src/engine/rulesets/smc/setup';
import type { SmcState } from '../../../../src/engine/rulesets/smc/state';
import type { LoggedEntry } from '../../../../src/engine/types';
import { ADVANCE, codes, player, standardSetup, stateWith } from './helpers';

const setup = standardSetup();
const treasure = (player = 'angela'): SmcEntry => ({ kind: 'explore', player, event: { type: 'treasure' } });
const freeTechnology: SmcEntry = { kind: 'explore', player: 'angela', event: { type: 'free-technology', card: null } };
const plague = (settlers: number): SmcEntry => ({ kind: 'lose', player: 'angela', units: [], settlers, reduce: [] });
const logged = (entries: readonly SmcEntry[]): LoggedEntry<SmcEntry>[] => entries.map((entry) => ({ at: '2026-11-29T03:40:00.000Z', entry }));

/**
 * The state after `entries` of a later turn's movement phase (the last turn ended with an
 * advance-phase), each accepted by its own checks and the bounds, and the verdict on `next`.
 */
function judged(start: SmcState, entries: readonly SmcEntry[], next: SmcEntry) {
  const before = [ADVANCE];
  let state = start;
  for (const [i, entry] of entries.entries()) {
    const r = stepNew(smc, setup, state, logged([...before, ...entries.slice(0, i)]), entry);
    if (r.violations.length > 0) throw new Error(`entry ${i} refused: ${codes(r.violations).join(', ')}`);
    state = r.state;
  }
  return codes(judgeNew(smc, setup, state, logged([...before, ...entries]), next));
}

/** The golden game's log up to the start of turn 2's movement phase, and the state there. */
function turnTwo(): { readonly setup: SmcSetup; readonly log: LoggedEntry<SmcEntry>[]; readonly state: SmcState } {
  const record = parseRecord(JSON.parse(readFileSync(new URL('../../../fixtures/games/smc-standard-4p.json', import.meta.url), 'utf8')));
  if (!record.ok) throw new Error(JSON.stringify(record.error));
  const all = record.value.entries as readonly LoggedEntry<SmcEntry>[];
  for (let n = 1; n <= all.length; n++) {
    const state = replay(smc, record.value.setup as SmcSetup, all.slice(0, n)).state;
    if (state.turn === 2) return { setup: record.value.setup as SmcSetup, log: all.slice(0, n), state };
  }
  throw new Error('the golden game never reaches turn 2');
}

describe('smc Settlers, Movement: a settler looks under one exploration marker a turn', () => {
  const one = stateWith(setup, { turn: 2 }, { angela: { settlers: 1 } });
  const two = stateWith(setup, { turn: 2 }, { angela: { settlers: 2 } });
  test('one settler: a treasure, then a second find the same turn is refused (smc/explore/settlers-used)', () => {
    expect(judged(one, [], treasure())).toEqual([]);
    expect(judged(one, [treasure()], treasure())).toEqual(['smc/explore/settlers-used']);
    expect(judged(one, [treasure()], freeTechnology)).toEqual(['smc/explore/settlers-used']);
  });
  test("two settlers: two finds, a third refused; another player's finds do not count", () => {
    expect(judged(two, [treasure(), freeTechnology], treasure('brad'))).toEqual([]);
    expect(judged(two, [treasure(), freeTechnology], treasure())).toEqual(['smc/explore/settlers-used']);
  });
  test('Exploration markers: Plague: a settler the map took after it looked still counts among those that began the turn', () => {
    // Two settlers; the first finds a treasure, a plague (another marker) then kills one: the other may still look.
    expect(judged(two, [treasure(), plague(1)], treasure())).toEqual([]);
    expect(judged(two, [treasure(), plague(1), treasure()], treasure())).toEqual(['smc/explore/settlers-used']);
  });
  test("Exploration markers: Minor Civilization names the roll's winner, not the finder: it is not counted", () => {
    const minor: SmcEntry = {
      kind: 'explore',
      player: 'angela',
      event: { type: 'minor-civilization', site: { region: 'x', resource: null, fertile: false, terrain: 'open' }, unit: 'infantry' },
    };
    expect(judged(one, [treasure()], minor)).toEqual([]);
  });
  test('a new turn: the settlers look again (only the entries after the last phase change count)', () => {
    const state = stateWith(setup, { turn: 2 }, { angela: { settlers: 1 } });
    expect(codes(judgeNew(smc, setup, state, logged([treasure(), ADVANCE]), treasure()))).toEqual([]);
  });
  test("Set-Up: the starting regions' finds are recorded in turn 1: the two starting settlers' finds there and when they move on are all taken", () => {
    const start = stateWith(setup, {}, { angela: { settlers: 2 } });
    expect(codes(judgeNew(smc, setup, start, logged([treasure(), treasure()]), treasure()))).toEqual([]);
    expect(codes(judgeNew(smc, setup, start, logged([treasure(), treasure(), treasure()]), freeTechnology))).toEqual([]);
  });
  test('a log holding a find beyond the settlers still replays (issue 19 item 10)', () => {
    const { setup: goldenSetup, log, state } = turnTwo();
    const finder = state.players.find((p) => p.settlers > 0);
    if (finder === undefined) throw new Error('nobody holds a settler in turn 2');
    const finds = Array.from({ length: finder.settlers + 1 }, () => treasure(finder.id));
    const kept = [...log, ...logged(finds.slice(0, -1))];
    expect(codes(judgeNew(smc, goldenSetup, replay(smc, goldenSetup, kept).state, kept, treasure(finder.id)))).toEqual(['smc/explore/settlers-used']);
    const result = replay(smc, goldenSetup, [...log, ...logged(finds)]);
    expect(result.violations).toEqual([]);
    // Every treasure taken: 10 gold each (Exploration markers: Treasure).
    expect(player(result.state, finder.id).gold).toBe(player(state, finder.id).gold + 10 * finds.length);
  });
});
