/**
 * The open advciv game as the turn walker sees it (src/state/game-advciv.ts): the phase shown is the
 * engine's suggestion (18.1) or further on after a one-tap skip, and a new turn starts afresh.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/rulesets/advciv/settings';
import { DEFAULT_EE_SETTINGS } from '../../src/engine/rulesets/eastern-empires';
import { session } from '../../src/state/game';
import { createAdvCivSignals } from '../../src/state/game-advciv';
import { repo } from '../../src/state/repo';
import { memoryCursors } from './cursors';

async function openGame(cursors = memoryCursors()) {
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
  return createAdvCivSignals(session(), { cursors });
}

describe('advciv 18.1 the walker shows the phase to do now', () => {
  test('no cities: taxation has nothing to enter (19.1) and population expansion is optional (20): the walker starts at the census', async () => {
    const v = await openGame();
    expect(v.game.value?.state.turn).toBe(1);
    expect(v.phase.value).toBe('census');
  });

  test('a one-tap skip moves on; an entry moves the engine past it; a skip backwards is ignored', async () => {
    const v = await openGame();
    v.showPhase('census');
    expect(v.phase.value).toBe('census');
    const r = await v.submit({ kind: 'census', tokens: { crete: 2, italy: 2, africa: 1 } });
    expect(r.ok).toBe(true);
    // Turn 1: at most two tokens each (20.1), nobody has cities nor six tokens to build one (25.2): nothing owed until the hands kept (27.1 nothing drawn, 29.1 no calamity, 31.71).
    expect(v.phase.value).toBe('civ-cards');
    v.showPhase('movement');
    expect(v.phase.value).toBe('movement');
    v.showPhase('population');
    expect(v.phase.value).toBe('civ-cards');
  });

  test('advciv 18.1 a phase left is gone back to while the engine still takes its entries; a passed one is not', async () => {
    const v = await openGame();
    v.showPhase('census');
    // Nothing recorded yet: population (skipped) is still open, and the walker goes back to it.
    expect(v.turn.value?.steps.find((s) => s.phase === 'population')?.open).toBe(true);
    v.showPhase('population');
    expect(v.phase.value).toBe('population');
    v.showPhase('census');
    // No census of six (25.2): no city can be built, the cities are not owed.
    expect((await v.submit({ kind: 'census', tokens: { crete: 2, italy: 2, africa: 1 } })).ok).toBe(true);
    v.showPhase('conflict');
    expect(v.phase.value).toBe('conflict');
    // Ships (left by the skip) is open again; population and the census are passed (phase/already-passed).
    expect(v.turn.value?.steps.filter((s) => s.open).map((s) => s.phase)[0]).toBe('ships');
    expect(v.turn.value?.earliest).toBe('ships');
    v.showPhase('ships');
    expect(v.phase.value).toBe('ships');
    v.showPhase('movement');
    v.showPhase('population');
    expect(v.phase.value).toBe('civ-cards');
  });

  test('an undo past a skip cancels it: the undone entry is asked for again', async () => {
    const v = await openGame();
    v.showPhase('census');
    expect((await v.submit({ kind: 'census', tokens: { crete: 2, italy: 2, africa: 2 } })).ok).toBe(true);
    v.showPhase('conflict');
    expect(v.phase.value).toBe('conflict');
    expect((await session().undo()).ok).toBe(true);
    expect(v.phase.value).toBe('census');
  });

  test('a refused entry leaves the walker where it was, with the rule that refuses it', async () => {
    const v = await openGame();
    v.showPhase('census');
    const r = await v.submit({ kind: 'census', tokens: { crete: 2, italy: 2 } });
    expect(!r.ok && r.error.kind === 'violations' && r.error.violations.map((v) => [v.code, v.cite[0]?.rule])).toEqual([['player/missing', '21.1']]);
    expect(v.phase.value).toBe('census');
    expect(v.turn.value?.steps.find((s) => s.phase === 'census')?.done).toBe(false);
  });

  test('the skip is kept across a reload: new signals over the same cursor store show it again', async () => {
    const cursors = memoryCursors();
    const v = await openGame(cursors);
    v.showPhase('census');
    const again = createAdvCivSignals(session(), { cursors });
    expect(again.phase.value).toBe('census');
  });

  test('an Eastern Empires game open: the advciv submit is refused and nothing is stored', async () => {
    const v = await openGame();
    const created = await repo().createGame({
      name: 'East',
      ruleset: 'eastern-empires',
      setup: {
        players: [
          { name: 'A', civ: 'saba' },
          { name: 'B', civ: 'babylon' },
          { name: 'C', civ: 'indus' },
        ],
        settings: DEFAULT_EE_SETTINGS,
      },
    });
    if (!created.ok) throw new Error(created.error.code);
    expect((await session().open(created.value.record.id)).ok).toBe(true);
    expect(v.game.value).toBeUndefined();
    const r = await v.submit({ kind: 'census', tokens: { crete: 14, italy: 13, africa: 12 } });
    expect(!r.ok && r.error.kind === 'storage' && r.error.error.code).toBe('game/not-found');
    expect(session().record.value?.entries).toEqual([]);
  });
});
