/**
 * A player's purchase phase ends when he says so (purchase-done): Standard Rules: Turn Phases
 * ("During each phase all players, beginning with the starting player and continuing clockwise,
 * may perform the actions for that phase") and Purchasing technologies ("When every player has
 * finished their purchase phase"). The engine's list of who has still to buy follows it; the
 * phase may still end before the list is empty. Old saved games (no such entry) still restore.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../../../src/engine/games';
import { parseEntry } from '../../../../src/engine/rulesets/smc/entries/parse';
import { seatOfEntry } from '../../../../src/engine/rulesets/smc/views/seats';
import type { SmcState } from '../../../../src/engine/rulesets/smc/state';
import { stillToBuy } from '../../../../src/engine/rulesets/smc/views/turn';
import { restore } from '../../../../src/persistence/restore';
import { ADVANCE, check, codes, must, player, standardSetup, stateWith } from './helpers';

const setup = standardSetup();
const buying = (patch: Partial<SmcState> = {}) => stateWith(setup, { phase: 'purchase', ...patch }, { angela: { gold: 50 }, brad: { gold: 50 } });
const done = (p: string) => ({ kind: 'purchase-done', player: p }) as const;
const settler = (p: string) => ({ kind: 'purchase', player: p, items: [{ item: 'settler', count: 1 }] }) as const;

describe('smc Standard Rules: Turn Phases, Purchasing technologies: a player finishes his purchase phase (purchase-done)', () => {
  test('a player who buys nothing says he has finished: he leaves the still-to-buy list, nothing else changes', () => {
    const s = buying();
    expect(stillToBuy(s)).toEqual(['angela', 'brad', 'chris']);
    const next = must(setup, s, done('brad'));
    expect(stillToBuy(next)).toEqual(['angela', 'chris']);
    expect(next.players).toEqual(s.players);
  });
  test('after buying, the player finishes; a purchase after that is refused citing Turn Phases and Purchasing technologies', () => {
    const bought = must(setup, buying(), settler('angela'));
    const finished = must(setup, bought, done('angela'));
    const v = check(setup, finished, settler('angela'));
    expect(codes(v)).toEqual(['smc/purchase/finished']);
    expect(v[0]?.cite.map((c) => c.rule)).toEqual(['Standard Rules: Turn Phases', 'Standard Rules: Purchasing technologies']);
    expect(v[0]?.params).toEqual({ player: 'angela' });
    // The others still buy.
    expect(player(must(setup, finished, settler('brad')), 'brad').gold).toBe(45);
  });
  test('a second "finished" in the same turn is refused', () => {
    const v = check(setup, must(setup, buying(), done('angela')), done('angela'));
    expect(codes(v)).toEqual(['smc/purchase/already-finished']);
    expect(v[0]?.cite.map((c) => c.rule)).toEqual(['Standard Rules: Turn Phases', 'Standard Rules: Purchasing technologies']);
  });
  test('only in the purchase phase, only for a player in the game', () => {
    expect(codes(check(setup, stateWith(setup, { phase: 'production' }), done('angela')))).toEqual(['smc/phase/wrong-phase']);
    expect(codes(check(setup, buying(), done('zoe')))).toEqual(['smc/player/unknown']);
  });
  test('Game Turn Sequence: the turn ends without waiting for the list, and the next turn everyone buys again', () => {
    const s = must(setup, buying(), done('angela'));
    const next = must(setup, s, ADVANCE);
    expect(next.turn).toBe(2);
    expect(next.finishedBuying).toEqual([]);
    // Movement of turn 2: nobody is listed until its purchase phase.
    expect(stillToBuy(next)).toEqual([]);
    const purchase2 = must(setup, must(setup, must(setup, next, ADVANCE), ADVANCE), { kind: 'critical-roll', dice: [1, 2] });
    const produced = ['angela', 'brad', 'chris'].reduce((st, p) => must(setup, st, { kind: 'produce', player: p, cityValues: {} }), purchase2);
    const phase = must(setup, produced, ADVANCE);
    expect(phase.phase).toBe('purchase');
    // Game Turn Sequence: brad (left of angela) starts turn 2; the list is in order of play.
    expect(stillToBuy(phase)).toEqual(['brad', 'chris', 'angela']);
    expect(player(must(setup, phase, settler('angela')), 'angela').settlers).toBe(player(phase, 'angela').settlers + 1);
  });
  test('Advanced Rules: Losing Settlements: an eliminated player is not waited for and cannot finish', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { chris: { eliminated: true, settlements: [] } });
    expect(stillToBuy(s)).toEqual(['angela', 'brad']);
    expect(codes(check(setup, s, done('chris')))).toEqual(['smc/player/eliminated']);
  });
  test('no list once the game is over', () => {
    expect(stillToBuy(buying({ over: { victory: 'score', player: 'angela' } }))).toEqual([]);
  });
  test('several phones: "finished" speaks for the player’s own seat', () => {
    expect(seatOfEntry(setup, done('brad'))).toBe(1);
  });
});

describe('smc parseEntry and the restore gate: purchase-done', () => {
  test('read as it was written', () => {
    expect(parseEntry({ kind: 'purchase-done', player: 'brad' })).toEqual({ ok: true, value: { kind: 'purchase-done', player: 'brad' } });
  });
  test.each([
    ['no player', { kind: 'purchase-done' }, 'player', 'shape/missing'],
    ['a player as a number', { kind: 'purchase-done', player: 7 }, 'player', 'shape/wrong-type'],
    ['a list of players', { kind: 'purchase-done', player: ['brad', 'chris'] }, 'player', 'shape/wrong-type'],
    ['an oversized name', { kind: 'purchase-done', player: 'x'.repeat(100_000) }, 'player', 'shape/too-large'],
    ['a misspelt kind', { kind: 'purchase-finished', player: 'brad' }, 'kind', 'shape/unknown-value'],
  ])('refuses %s', (_, raw, path, code) => {
    const parsed = parseEntry(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContainEqual(expect.objectContaining({ path, code }));
  });

  const golden = JSON.parse(readFileSync(new URL('../../../fixtures/games/smc-standard-4p.json', import.meta.url), 'utf8')) as {
    readonly entries: readonly { readonly at: string; readonly entry: unknown }[];
  };
  // Turn 1 of the golden game up to its purchase phase; brad's purchase follows.
  const upTo = golden.entries.slice(0, 11);
  const at = '2026-11-21T19:00:30Z';
  test('an old game without the entry restores as before (the entry is optional)', () => {
    const restored = restore(golden, GAMES);
    expect(restored.ok).toBe(true);
  });
  test('a game where a player said he finished restores, and shows who has still to buy', () => {
    const restored = restore({ ...golden, entries: [...upTo, { at, entry: done('brad') }] }, GAMES);
    expect(restored.ok).toBe(true);
    if (restored.ok) expect(stillToBuy(restored.value.state as SmcState)).toEqual(['angela', 'chris', 'dana']);
  });
  test.each([
    ['a purchase after "finished"', [done('brad'), settler('brad')], 'restore/violations'],
    ['"finished" twice', [done('brad'), done('brad')], 'restore/violations'],
    ['"finished" with a forged shape', [{ kind: 'purchase-done', player: { id: 'brad' } }], 'restore/invalid-record'],
  ])('refuses %s', (_, extra, code) => {
    const restored = restore({ ...golden, entries: [...upTo, ...extra.map((entry) => ({ at, entry }))] }, GAMES);
    expect(!restored.ok && restored.error.code).toBe(code);
  });
});
