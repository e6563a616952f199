/**
 * Several phones, my seat (issue 15): on a guest's phone the game session proposes its entries to
 * the phone that holds the game (a submit route) instead of storing them. The engine here checks an
 * entry first; the holder's answer decides: accepted (stored here, then shown), refused by the
 * rules (typing kept), or stale (the log moved on: the new entries are shown and the player records
 * again against them). A linked phone never undoes: only the holder rewrites its log.
 */
import { describe, expect, test } from 'vitest';
import { ok, err } from '../../src/engine/result';
import { createGameSession, type SubmitRoute } from '../../src/state/game';
import { harness } from '../persistence/harness';
import { TALLY_GAMES, type TallyEntry } from '../persistence/tally';

async function routed(answer: (entry: unknown, base: number, store: (e: TallyEntry) => Promise<void>) => ReturnType<SubmitRoute['propose']>) {
  const h = harness();
  const created = await h.repo.createGame({ name: 'Friday', ruleset: 'smc', setup: { players: ['Ann', 'Bo'] } });
  if (!created.ok) throw new Error(created.error.code);
  const id = created.value.record.id;
  const s = createGameSession<TallyEntry>({ repo: h.repo, games: TALLY_GAMES, now: () => '2026-02-01T00:00:00.000Z' });
  await s.open(id);
  const proposed: { entry: unknown; base: number }[] = [];
  let length = 0;
  // What the guest's link does with an entry the host sent: store it on this phone.
  const store = async (entry: TallyEntry): Promise<void> => {
    const r = await h.repo.appendEntry(id, { at: '2026-02-01T00:00:01.000Z', entry }, length);
    if (!r.ok) throw new Error(r.error.code);
    length++;
  };
  s.setSubmitRoute({
    gameId: id,
    propose: (entry, base) => {
      proposed.push({ entry, base });
      return answer(entry, base, store);
    },
  });
  return { h, s, id, proposed };
}

const citiesOf = (state: unknown) => (state as { cities: Record<string, number> }).cities;

describe('a linked phone proposes its entries to the phone that holds the game', () => {
  test('an accepted entry is proposed against the log shown, stored as the holder sent it, then shown', async () => {
    const { h, s, id, proposed } = await routed(async (entry, _base, store) => {
      await store(entry as TallyEntry);
      return ok(0);
    });
    expect(s.routed.value).toBe(true);
    const r = await s.submitEntry({ kind: 'build', player: 'Bo', n: 2 });
    expect(r).toEqual({ ok: true, value: 0 });
    expect(proposed).toEqual([{ entry: { kind: 'build', player: 'Bo', n: 2 }, base: 0 }]);
    expect(citiesOf(s.state.value)).toEqual({ Ann: 0, Bo: 2 });
    const stored = await h.repo.loadGame(id);
    expect(stored.ok && stored.value.record.entries.length).toBe(1);
  });

  test('an entry this phone’s engine refuses is never proposed', async () => {
    const { s, proposed } = await routed(async () => ok(0));
    const r = await s.submitEntry({ kind: 'lose', player: 'Bo', n: 1 });
    expect(!r.ok && r.error.kind).toBe('violations');
    expect(proposed).toEqual([]);
  });

  test('the holder’s refusal comes back with its violations; nothing is stored or shown', async () => {
    const refusal = { kind: 'violations' as const, violations: [{ code: 'link/other-seat', cite: [], params: { seat: 'Ann' } }] };
    const { s } = await routed(async () => err(refusal));
    const r = await s.submitEntry({ kind: 'build', player: 'Ann', n: 1 });
    expect(r).toEqual({ ok: false, error: refusal });
    expect(s.record.value?.entries.length).toBe(0);
  });

  test('a stale proposal shows what the table recorded meanwhile; the next proposal is against the new log', async () => {
    let first = true;
    const { s, proposed } = await routed(async (entry, base, store) => {
      if (first) {
        first = false;
        // Another phone's entry reached the holder first; it arrives here before the refusal.
        await store({ kind: 'build', player: 'Ann', n: 4 });
        return err({ kind: 'stale', recorded: [], from: 0, removed: 0 });
      }
      await store(entry as TallyEntry);
      return ok(base);
    });
    const r = await s.submitEntry({ kind: 'build', player: 'Bo', n: 1 });
    expect(!r.ok && r.error.kind === 'stale' && r.error.recorded.map((l) => l.entry)).toEqual([{ kind: 'build', player: 'Ann', n: 4 }]);
    expect(citiesOf(s.state.value)).toEqual({ Ann: 4, Bo: 0 });
    expect(s.stale.value?.recorded).toHaveLength(1);
    expect((await s.submitEntry({ kind: 'build', player: 'Bo', n: 1 })).ok).toBe(true);
    expect(proposed.map((p) => p.base)).toEqual([0, 1]);
    expect(citiesOf(s.state.value)).toEqual({ Ann: 4, Bo: 1 });
  });

  test('a linked phone cannot undo: only the phone that holds the game rewrites its log', async () => {
    const { s } = await routed(async (entry, _base, store) => {
      await store(entry as TallyEntry);
      return ok(0);
    });
    await s.submitEntry({ kind: 'build', player: 'Bo', n: 2 });
    expect(s.canUndo.value).toBe(false);
    expect((await s.undo()).ok).toBe(false);
    expect(s.record.value?.entries.length).toBe(1);
    s.setSubmitRoute(undefined);
    expect(s.canUndo.value).toBe(true);
  });

  test('the phone that holds the game and hosts it records through the same queue as its guests, and still undoes', async () => {
    const h = harness();
    const created = await h.repo.createGame({ name: 'Friday', ruleset: 'smc', setup: { players: ['Ann', 'Bo'] } });
    if (!created.ok) throw new Error(created.error.code);
    const id = created.value.record.id;
    const s = createGameSession<TallyEntry>({ repo: h.repo, games: TALLY_GAMES, now: () => '2026-02-01T00:00:00.000Z' });
    await s.open(id);
    const queued: unknown[] = [];
    s.setSubmitRoute({
      gameId: id,
      holder: true,
      propose: async (entry) => {
        queued.push(entry);
        const r = await h.repo.appendEntry(id, { at: '2026-02-01T00:00:01.000Z', entry }, 0);
        return r.ok ? ok(r.value.seq) : err({ kind: 'storage', error: r.error });
      },
    });
    expect(s.routed.value).toBe(false);
    expect((await s.submitEntry({ kind: 'build', player: 'Ann', n: 2 })).ok).toBe(true);
    expect(queued).toEqual([{ kind: 'build', player: 'Ann', n: 2 }]);
    expect(s.canUndo.value).toBe(true);
    expect((await s.undo()).ok).toBe(true);
    expect(s.record.value?.entries.length).toBe(0);
  });
});
