/**
 * The open advciv game as the turn walker sees it (src/state/game-advciv.ts): the phase shown is the
 * engine's suggestion (18.1) or further on after a one-tap skip, and a new turn starts afresh.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/rulesets/advciv/settings';
import { session } from '../../src/state/game';
import { advcivGame, showPhase, turn, walkerPhase } from '../../src/state/game-advciv';
import { repo } from '../../src/state/repo';

async function openGame(): Promise<string> {
  const created = await repo().createGame({
    name: 'Walker',
    ruleset: 'advciv',
    setup: {
      players: [
        { name: 'Ann', nation: 'crete' },
        { name: 'Bo', nation: 'italy' },
        { name: 'Cy', nation: 'africa' },
      ],
      variants: [],
      settings: DEFAULT_SETTINGS,
    },
  });
  if (!created.ok) throw new Error(created.error.code);
  const opened = await session().open(created.value.record.id);
  expect(opened.ok).toBe(true);
  return created.value.record.id;
}

describe('advciv 18.1 the walker shows the phase to do now', () => {
  test('no cities: taxation has nothing to enter, the walker starts at population expansion', async () => {
    await openGame();
    expect(advcivGame.value?.state.turn).toBe(1);
    expect(walkerPhase.value).toBe('population');
  });

  test('a one-tap skip moves on; an entry moves the engine past it; a skip backwards is ignored', async () => {
    await openGame();
    showPhase('census');
    expect(walkerPhase.value).toBe('census');
    const r = await session().submitEntry({ kind: 'census', tokens: { crete: 14, italy: 13, africa: 12 } });
    expect(r.ok).toBe(true);
    expect(walkerPhase.value).toBe('ships');
    showPhase('movement');
    expect(walkerPhase.value).toBe('movement');
    showPhase('population');
    expect(walkerPhase.value).toBe('ships');
  });

  test('an undo past a skip cancels it: the undone entry is asked for again', async () => {
    await openGame();
    showPhase('census');
    expect((await session().submitEntry({ kind: 'census', tokens: { crete: 14, italy: 13, africa: 12 } })).ok).toBe(true);
    showPhase('conflict');
    expect(walkerPhase.value).toBe('conflict');
    expect((await session().undo()).ok).toBe(true);
    expect(walkerPhase.value).toBe('population');
  });

  test('a refused entry leaves the walker where it was, with the rule that refuses it', async () => {
    await openGame();
    showPhase('census');
    const r = await session().submitEntry({ kind: 'census', tokens: { crete: 14, italy: 13 } });
    expect(!r.ok && r.error.kind === 'violations' && r.error.violations.map((v) => [v.code, v.cite[0]?.rule])).toEqual([['player/missing', '21.1']]);
    expect(walkerPhase.value).toBe('census');
    expect(turn.value?.steps.find((s) => s.phase === 'census')?.done).toBe(false);
  });
});
