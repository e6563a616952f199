/**
 * Two copies of one game's log meeting in a hand-over (issue 15, with no link at all): how far they
 * agree and what a merge may take. Pure: no storage and no engine.
 */
import { describe, expect, test } from 'vitest';
import { canonical, closeness, compareCopies, type CopyOfGame } from '../../../src/engine/log/merge';

const at = (i: number): string => new Date(Date.UTC(2026, 0, 2) + 60_000 * i).toISOString();
const build = (i: number, player = 'Ann', n = 1) => ({ at: at(i), entry: { kind: 'build', player, n } });
const game = (entries: CopyOfGame['entries'], setup: unknown = { players: ['Ann', 'Bo'] }): CopyOfGame => ({ ruleset: 'smc', setup, entries });

const base = [build(0), build(1, 'Bo', 2), build(2)];

describe('issue 15 hand-over: comparing the copy held with the copy received', () => {
  test('identical copies: the same, nothing to take', () => {
    expect(compareCopies(game(base), game(base))).toEqual({ kind: 'same', common: 3 });
  });

  test('an empty game on both phones is the same game', () => {
    expect(compareCopies(game([]), game([]))).toEqual({ kind: 'same', common: 0 });
  });

  test('received is ahead: the entries after the common part are the ones to append, in order', () => {
    const received = [...base, build(3, 'Bo'), build(4)];
    expect(compareCopies(game(base), game(received))).toEqual({ kind: 'received-ahead', common: 3, append: [build(3, 'Bo'), build(4)] });
  });

  test('local is ahead: nothing to take, and how many entries this phone holds beyond the received copy', () => {
    expect(compareCopies(game([...base, build(3)]), game(base.slice(0, 1)))).toEqual({ kind: 'local-ahead', common: 1, localOnly: 3 });
  });

  test('diverged: both went on after the common part; both sides counted', () => {
    const local = [...base, build(3, 'Ann', 1)];
    const received = [...base, build(4, 'Bo', 1), build(5)];
    expect(compareCopies(game(local), game(received))).toEqual({ kind: 'diverged', common: 3, localOnly: 1, receivedOnly: 2 });
  });

  test('the same content recorded at another time is another entry (a census typed on both phones is a conflict to show)', () => {
    const local = [...base, build(3)];
    const received = [...base, { ...build(3), at: at(9) }];
    expect(compareCopies(game(local), game(received)).kind).toBe('diverged');
  });

  test('an edited old entry parts the copies at that entry', () => {
    const received = [build(0), build(1, 'Bo', 3), build(2)];
    expect(compareCopies(game(base), game(received))).toEqual({ kind: 'diverged', common: 1, localOnly: 2, receivedOnly: 2 });
  });

  test('another setup or another ruleset shares nothing, even with equal entries', () => {
    expect(compareCopies(game(base), game(base, { players: ['Ann', 'Cy'] }))).toEqual({ kind: 'diverged', common: 0, localOnly: 3, receivedOnly: 3 });
    expect(compareCopies(game([]), { ...game([]), ruleset: 'advciv' })).toEqual({ kind: 'diverged', common: 0, localOnly: 0, receivedOnly: 0 });
  });

  test('entries compare by content whatever the order of their keys (two parsings of one entry)', () => {
    const reordered = base.map((l) => ({ entry: { n: l.entry.n, player: l.entry.player, kind: l.entry.kind }, at: l.at }));
    expect(compareCopies(game(base), game(reordered))).toEqual({ kind: 'same', common: 3 });
    expect(canonical({ b: [1, { d: 2, c: undefined }], a: 'x' })).toBe('{"a":"x","b":[1,{"d":2}]}');
  });

  test('a copy the received one extends or equals fits better than one it parted from, however long the shared part', () => {
    const parted = compareCopies(game([...base, build(7)]), game([...base, build(8)]));
    const behind = compareCopies(game(base.slice(0, 1)), game([...base, build(8)]));
    expect(closeness(behind)).toBeGreaterThan(closeness(parted));
  });
});
