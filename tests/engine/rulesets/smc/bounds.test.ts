/**
 * Cross-entry bounds (smc bounds.ts): a new entry is judged against what the turn's earlier entries
 * already decide (GameModule.admit); a log holding an entry beyond them still replays (issue 19 item 10).
 */
import { describe, expect, test } from 'vitest';
import { judgeNew, replay, stepNew } from '../../../../src/engine/log/replay';
import type { SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import { smc } from '../../../../src/engine/rulesets/smc/game';
import type { SmcState } from '../../../../src/engine/rulesets/smc/state';
import type { LoggedEntry } from '../../../../src/engine/types';
import { ADVANCE, codes, player, standardSetup, stateWith } from './helpers';

const setup = standardSetup();
const treasure = (player = 'angela'): SmcEntry => ({ kind: 'explore', player, event: { type: 'treasure' } });
const freeTechnology: SmcEntry = { kind: 'explore', player: 'angela', event: { type: 'free-technology', card: null } };
const plague = (settlers: number): SmcEntry => ({ kind: 'lose', player: 'angela', units: [], settlers, reduce: [] });
const logged = (entries: readonly SmcEntry[]): LoggedEntry<SmcEntry>[] => entries.map((entry) => ({ at: '2026-11-29T03:40:00.000Z', entry }));

/** The state after `entries`, each accepted by its own checks and the bounds, and the verdict on `next`. */
function judged(start: SmcState, entries: readonly SmcEntry[], next: SmcEntry) {
  let state = start;
  for (const [i, entry] of entries.entries()) {
    const r = stepNew(smc, setup, state, logged(entries.slice(0, i)), entry);
    if (r.violations.length > 0) throw new Error(`entry ${i} refused: ${codes(r.violations).join(', ')}`);
    state = r.state;
  }
  return codes(judgeNew(smc, setup, state, logged(entries), next));
}

describe('smc Settlers, Movement: a settler looks under one exploration marker a turn', () => {
  const one = stateWith(setup, {}, { angela: { settlers: 1 } });
  const two = stateWith(setup, {}, { angela: { settlers: 2 } });
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
  test('a log holding a third find with the two starting settlers still replays (issue 19 item 10)', () => {
    const entries = [treasure(), treasure(), treasure()];
    expect(codes(judgeNew(smc, setup, replay(smc, setup, logged(entries.slice(0, 2))).state, logged(entries.slice(0, 2)), treasure()))).toEqual([
      'smc/explore/settlers-used',
    ]);
    const result = replay(smc, setup, logged(entries));
    expect(result.violations).toEqual([]);
    // All three treasures taken: 20 gold to start and 10 each (Exploration markers: Treasure).
    expect(player(result.state, 'angela').gold).toBe(50);
  });
});
