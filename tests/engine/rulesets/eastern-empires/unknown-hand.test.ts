/**
 * ee Phase 12: a kept hand nobody entered is not known, never zero (issue 19 item 3). The players
 * sheet says so (null, "not entered"), and every later check bounds it by the hand limit instead of
 * taking it as empty (hands.ts: ee Phase 6 "players are not allowed to conceal the number").
 */
import { describe, expect, test } from 'vitest';
import { EE_GAME, eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { cardBoundsOf } from '../../../../src/engine/rulesets/eastern-empires/calc/hands';
import { step } from '../../../../src/engine/log/replay';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import type { EeState } from '../../../../src/engine/rulesets/eastern-empires/state';
import { playerSheets } from '../../../../src/engine/rulesets/eastern-empires/views/players';

const setup: EeSetup = {
  players: (['saba', 'maurya', 'babylon'] as const).map((civ) => ({ name: civ, civ })),
  settings: DEFAULT_EE_SETTINGS,
};

/** Turn 2: Saba's hand of 2 Salt was entered in turn 1; Maurya's and Babylon's were not. */
function turn2(): EeState {
  const s = eeInitialState(setup);
  return {
    ...s,
    turn: 2,
    handsKnown: ['saba'],
    handsEntered: [],
    players: s.players.map((p) => (p.civ === 'saba' ? { ...p, hand: { salt: 2 } } : p.civ === 'maurya' ? { ...p, hand: { salt: 1 } } : p)),
  };
}

describe('ee Phase 12 a kept hand not entered is not known, never 0', () => {
  test('ee Phase 12: the players sheet gives the count of an entered hand and null ("not entered") for the others', () => {
    expect(playerSheets(setup, turn2()).map((x) => [x.player.civ, x.hand])).toEqual([
      ['saba', 2],
      ['maurya', null],
      ['babylon', null],
    ]);
  });

  test('ee Phase 12: in the first turn every hand is known to be empty', () => {
    expect(playerSheets(setup, eeInitialState(setup)).map((x) => x.hand)).toEqual([0, 0, 0]);
  });

  test('ee Phase 6, Phase 12: a hand not entered is bounded by the hand limit, never taken as empty', () => {
    const s = turn2();
    expect(cardBoundsOf(s, 'maurya')?.kept).toBe(8);
    expect(cardBoundsOf(s, 'saba')?.kept).toBe(2);
  });

  test("ee Phase 12: this turn's hand entry makes it known again", () => {
    const r = step(EE_GAME, setup, turn2(), { kind: 'hand', civ: 'maurya', cards: {} });
    expect(r.violations).toEqual([]);
    expect(playerSheets(setup, r.state as EeState).find((x) => x.player.civ === 'maurya')?.hand).toBe(0);
  });
});
