/**
 * Once is once (issue 19 item 5), in the state layer's submit: whatever button sends an entry, a
 * double tap records it once. Over a real repository on fake IndexedDB and the tally test module.
 */
import { describe, expect, test } from 'vitest';
import { createGameSession } from '../../src/state/game';
import { harness } from '../persistence/harness';
import { TALLY_GAMES, type TallyEntry, type TallyState } from '../persistence/tally';

async function openTally() {
  const h = harness(TALLY_GAMES);
  const created = await h.repo.createGame({ name: 'Friday', ruleset: 'smc', setup: { players: ['Ann', 'Bo'] } });
  if (!created.ok) throw new Error(created.error.code);
  const id = created.value.record.id;
  let tick = 0;
  const s = createGameSession<TallyEntry>({ repo: h.repo, games: TALLY_GAMES, now: () => `2026-02-01T00:00:${String(tick++).padStart(2, '0')}.000Z` });
  expect((await s.open(id)).ok).toBe(true);
  const stored = async () => {
    const loaded = await h.repo.loadGame(id);
    if (!loaded.ok) throw new Error(loaded.error.code);
    return loaded.value.record.entries.map((e) => e.entry);
  };
  return { s, stored };
}

const build = (player: string, n: number): TallyEntry => ({ kind: 'build', player, n });
const cities = (state: unknown) => (state as TallyState).cities;

describe('submitEntry: a double tap records once', () => {
  test('the same entry sent twice at once (a double tap before the first is stored): one entry, both taps told its place', async () => {
    const { s, stored } = await openTally();
    const [a, b] = await Promise.all([s.submitEntry(build('Ann', 2)), s.submitEntry(build('Ann', 2))]);
    expect(a).toEqual({ ok: true, value: 0 });
    expect(b).toEqual({ ok: true, value: 0 });
    expect(await stored()).toEqual([build('Ann', 2)]);
    expect(cities(s.state.value)).toEqual({ Ann: 2, Bo: 0 });
  });

  test('the same entry tapped again on the screen that did not show it stored yet (a double tap): the same place, stored once', async () => {
    const { s, stored } = await openTally();
    // Both taps were made on the screen showing the empty log (seen = 0).
    expect(await s.submitEntry(build('Ann', 2), 0)).toEqual({ ok: true, value: 0 });
    expect(await s.submitEntry(build('Ann', 2), 0)).toEqual({ ok: true, value: 0 });
    expect(await stored()).toEqual([build('Ann', 2)]);
  });

  test('the same entry tapped on the screen that shows it stored is a second entry (the rules judge it)', async () => {
    const { s, stored } = await openTally();
    await s.submitEntry(build('Ann', 2), 0);
    expect(await s.submitEntry(build('Ann', 2), 1)).toEqual({ ok: true, value: 1 });
    expect(await s.submitEntry(build('Ann', 2))).toEqual({ ok: true, value: 2 });
    expect(await stored()).toEqual([build('Ann', 2), build('Ann', 2), build('Ann', 2)]);
  });

  test('the same entry tapped again after an undo is recorded again (the log changed since)', async () => {
    const { s, stored } = await openTally();
    await s.submitEntry(build('Ann', 2), 0);
    await s.undo();
    expect(await s.submitEntry(build('Ann', 2), 0)).toEqual({ ok: true, value: 0 });
    expect(await stored()).toEqual([build('Ann', 2)]);
  });

  test('another entry in between: the first one tapped again from the old screen is judged, not taken as the same tap', async () => {
    const { s, stored } = await openTally();
    await s.submitEntry(build('Ann', 2), 0);
    await s.submitEntry(build('Bo', 1), 1);
    expect(await s.submitEntry(build('Ann', 2), 0)).toEqual({ ok: true, value: 2 });
    expect(await stored()).toEqual([build('Ann', 2), build('Bo', 1), build('Ann', 2)]);
  });

  test('two different entries sent at once are both stored, in order, the second judged after the first (no stale refusal)', async () => {
    const { s, stored } = await openTally();
    const [a, b] = await Promise.all([s.submitEntry(build('Ann', 2)), s.submitEntry(build('Bo', 1))]);
    expect(a).toEqual({ ok: true, value: 0 });
    expect(b).toEqual({ ok: true, value: 1 });
    expect(await stored()).toEqual([build('Ann', 2), build('Bo', 1)]);
  });

  test('a refused entry tapped twice at once is refused twice and stores nothing', async () => {
    const { s, stored } = await openTally();
    const lose = { kind: 'lose', player: 'Bo', n: 1 } as const;
    const [a, b] = await Promise.all([s.submitEntry(lose), s.submitEntry(lose)]);
    expect(a.ok || b.ok).toBe(false);
    expect(await stored()).toEqual([]);
  });
});
