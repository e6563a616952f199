/**
 * The smc signals (src/state/game-smc.ts) over a real game session on fake IndexedDB and the real
 * smc module: one turn through the four phases with the critical roll, production and a purchase,
 * a refused purchase that changes nothing, the gold ledger and the "table as of entry n".
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import type { RegionFacts, SmcSetup } from '../../src/engine/rulesets/smc/setup';
import type { Resource } from '../../src/engine/rulesets/smc/vocab';
import type { SmcEntry } from '../../src/engine/rulesets/smc/entries/types';
import { createGameSession } from '../../src/state/game';
import { createSmcSignals } from '../../src/state/game-smc';
import { memoryCursors } from './cursors';
import { harness } from '../persistence/harness';

const region = (name: string, resource: Resource | null = null, fertile = false): RegionFacts => ({ region: name, resource, fertile, terrain: 'open' });

const SETUP = {
  rules: 'standard',
  length: null,
  players: [
    { id: 'Ann', name: 'Ann', start: [region('Nile', 'wine'), region('Delta', 'wine')], startingTechnology: null },
    { id: 'Bo', name: 'Bo', start: [region('Steppe', 'horses'), region('Yunnan', null, true)], startingTechnology: null },
    { id: 'Cy', name: 'Cy', start: [region('Andes', 'iron'), region('Chaco', 'gems')], startingTechnology: null },
    { id: 'Di', name: 'Di', start: [region('Rhine'), region('Po')], startingTechnology: null },
  ],
  firstPlayer: 'Ann',
} satisfies SmcSetup;

async function openSmc() {
  const h = harness(GAMES);
  const created = await h.repo.createGame({ name: 'Sunday', ruleset: 'smc', setup: SETUP });
  if (!created.ok) throw new Error(created.error.code);
  let tick = 0;
  const s = createGameSession({ repo: h.repo, games: GAMES, now: () => `2026-03-01T00:00:${String(tick++).padStart(2, '0')}.000Z` });
  expect((await s.open(created.value.record.id)).ok).toBe(true);
  return { s, v: createSmcSignals(s, { cursors: memoryCursors() }) };
}

async function must(s: Awaited<ReturnType<typeof openSmc>>['s'], entry: SmcEntry) {
  const r = await s.submitEntry(entry);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
}

describe('smc game signals (Set-Up: 20 gold each; Game Turn Sequence)', () => {
  test('a new game: names, turn 1 in the ancient era, movement first, Ann starts', async () => {
    const { v } = await openSmc();
    expect(v.game.value?.names).toEqual({ Ann: 'Ann', Bo: 'Bo', Cy: 'Cy', Di: 'Di' });
    expect(v.status.value).toMatchObject({ turn: 1, era: 'ancient', phase: 'movement', startingPlayer: 'Ann' });
    expect(v.steps.value.map((x) => x.status)).toEqual(['current', 'later', 'later', 'later']);
    expect(v.players.value.map((x) => x.gold)).toEqual([20, 20, 20, 20]);
    expect(v.ledger.value).toEqual([]);
  });

  test('one turn: critical roll, production per the printed rules, a purchase; the ledger traces every gold change', async () => {
    const { s, v } = await openSmc();
    await must(s, { kind: 'advance-phase' });
    await must(s, { kind: 'advance-phase' });
    expect(v.status.value?.phase).toBe('production');
    // Critical Resource Table, ancient era: 2-3 is wine.
    await must(s, { kind: 'critical-roll', dice: [1, 2] });
    const ann = v.production.value.find((p) => p.player === 'Ann');
    // Two villages (2) doubled by wine (+2), 0 technologies, a wine monopoly needs three: 4, so the 10 minimum.
    expect(ann?.breakdown.lines.map((l) => [l.part, l.gold])).toEqual([
      ['cities', 2],
      ['critical', 2],
      ['technology-resources', 0],
      ['minimum', 6],
    ]);
    for (const p of ['Ann', 'Bo', 'Cy', 'Di']) await must(s, { kind: 'produce', player: p, cityValues: {} });
    expect(v.status.value?.awaitingProduction).toEqual([]);
    await must(s, { kind: 'advance-phase' });
    await must(s, {
      kind: 'purchase',
      player: 'Ann',
      items: [
        { item: 'settler', count: 1 },
        { item: 'technology', card: null, endRoll: null },
      ],
    });
    expect(v.players.value[0]?.gold).toBe(15);
    expect(v.ledger.value.filter((l) => l.player === 'Ann').map((l) => [l.kind, l.delta, l.after])).toEqual([
      ['produce', 10, 30],
      ['purchase', -15, 15],
    ]);
    // Victory Points: two villages (1 each) and one technology (2).
    expect(v.scores.value.find((r) => r.player === 'Ann')?.total).toBe(4);
    await must(s, { kind: 'advance-phase' });
    expect(v.status.value).toMatchObject({ turn: 2, phase: 'movement', startingPlayer: 'Bo' });
  });

  test('a refused purchase returns its rule and leaves gold and ledger as they were', async () => {
    const { s, v } = await openSmc();
    for (let i = 0; i < 3; i++) await s.submitEntry(i === 2 ? { kind: 'critical-roll', dice: [6, 6] } : { kind: 'advance-phase' });
    for (const p of ['Ann', 'Bo', 'Cy', 'Di']) await must(s, { kind: 'produce', player: p, cityValues: {} });
    await must(s, { kind: 'advance-phase' });
    const before = v.ledger.value;
    // Purchasing technologies: 10 + 20 + 30 = 60 gold; Di has 30.
    const r = await s.submitEntry({ kind: 'purchase', player: 'Di', items: [1, 2, 3].map(() => ({ item: 'technology', card: null, endRoll: null })) });
    expect(r.ok).toBe(false);
    if (r.ok || r.error.kind !== 'violations') throw new Error('expected violations');
    expect(r.error.violations.map((x) => [x.code, [x.cite].flat()[0]?.rule])).toEqual([
      ['smc/purchase/not-enough-gold', 'Standard Rules: Purchasing technologies'],
    ]);
    expect(v.ledger.value).toBe(before);
    expect(v.players.value[3]?.gold).toBe(30);
  });

  test('the table as of entry n: holdings and ledger as they were then', async () => {
    const { s, v } = await openSmc();
    await must(s, { kind: 'explore', player: 'Cy', event: { type: 'treasure' } });
    await must(s, { kind: 'advance-phase' });
    await must(s, { kind: 'give', from: 'Cy', to: 'Di', gold: 12, technologies: [], wonders: [], settlements: [], settlers: 0, units: [] });
    expect(v.players.value.map((x) => x.gold)).toEqual([20, 20, 18, 32]);
    s.showAsOf(1);
    expect(v.players.value.map((x) => x.gold)).toEqual([20, 20, 30, 20]);
    expect(v.ledger.value.map((l) => [l.player, l.delta])).toEqual([['Cy', 10]]);
    expect(v.status.value?.phase).toBe('movement');
    s.showAsOf(null);
    expect(v.ledger.value).toHaveLength(3);
  });

  test("another ruleset's game gives no smc game", async () => {
    const h = harness(GAMES);
    const s = createGameSession({ repo: h.repo, games: GAMES });
    expect(createSmcSignals(s, { cursors: memoryCursors() }).game.value).toBeUndefined();
    expect(createSmcSignals(s, { cursors: memoryCursors() }).scores.value).toEqual([]);
  });
});

describe('smc Turn Phases: the walker every ruleset shares', () => {
  test('the phase shown is the phase the table is in; advance-phase moves it on, undo moves it back', async () => {
    const { s, v } = await openSmc();
    expect([v.turn.value, v.phase.value]).toEqual([{ turn: 1, suggested: 'movement' }, 'movement']);
    await must(s, { kind: 'advance-phase' });
    expect(v.phase.value).toBe('trade');
    expect((await s.undo()).ok).toBe(true);
    expect(v.phase.value).toBe('movement');
  });

  test('submit takes smc entries only while an smc game is open: after close it is refused and nothing is stored', async () => {
    const { s, v } = await openSmc();
    const id = v.game.value?.id ?? '';
    s.close();
    const r = await v.submit({ kind: 'advance-phase' });
    expect(!r.ok && r.error.kind === 'storage' && r.error.error.code).toBe('game/not-found');
    expect((await s.open(id)).ok).toBe(true);
    expect(v.game.value?.entries).toEqual([]);
  });
});
