/**
 * A game handed over with no link (issue 15): the file (or the text of its QR codes) received by a
 * phone that already holds a copy of the game merges through the restore gate. Two phones are two
 * fake databases; the tally module stands in for a ruleset (at most 9 cities a player).
 */
import { describe, expect, test } from 'vitest';
import { entriesOf } from '../../src/persistence/db';
import type { Repository } from '../../src/persistence/repository';
import { at, harness, newTally } from './harness';

const build = (player: string, n: number, i: number) => ({ at: at(i), entry: { kind: 'build', player, n } });

async function record(repo: Repository, id: string, ...entries: ReturnType<typeof build>[]): Promise<void> {
  for (const logged of entries) {
    const loaded = await repo.loadGame(id);
    if (!loaded.ok) throw new Error(loaded.error.code);
    const r = await repo.appendEntry(id, logged, loaded.value.record.entries.length);
    if (!r.ok) throw new Error(r.error.code);
  }
}

async function fileOf(repo: Repository, id: string): Promise<string> {
  const file = await repo.exportGame(id);
  if (!file.ok) throw new Error(file.error.code);
  return file.value.text;
}

async function entriesIn(repo: Repository, id: string) {
  const loaded = await repo.loadGame(id);
  if (!loaded.ok) throw new Error(loaded.error.code);
  return loaded.value.record.entries;
}

async function gameIds(repo: Repository): Promise<string[]> {
  const list = await repo.listGames();
  if (!list.ok) throw new Error(list.error.code);
  return list.value.map((g) => g.id);
}

/** Phone A starts a game with one entry; phone B takes a copy of it by a hand-over. */
async function twoPhones() {
  const a = harness();
  const b = harness();
  // Phone A holds another game first, so that the two phones' ids differ (each counts its own).
  await a.repo.createGame(newTally('Another'));
  const created = await a.repo.createGame(newTally('Friday'));
  if (!created.ok) throw new Error(created.error.code);
  const idA = created.value.record.id;
  await record(a.repo, idA, build('Ann', 2, 0));
  const first = await b.repo.receiveHandOver(await fileOf(a.repo, idA));
  if (!first.ok || first.value[0]?.kind !== 'new') throw new Error('the first hand-over makes a new game');
  return { a, b, idA, idB: first.value[0].game.id };
}

describe('issue 15 hand-over: the copy identity', () => {
  test('a game received for the first time is a new game; its file carries the identity of the game it was copied from', async () => {
    const { a, b, idA, idB } = await twoPhones();
    expect(idB).not.toBe(idA);
    const list = await b.repo.listGames();
    expect(list.ok && list.value).toMatchObject([{ id: idB, name: 'Friday', entryCount: 1 }]);
    expect(JSON.parse(await fileOf(b.repo, idB)).id).toBe(idA);
    expect(JSON.parse(await fileOf(a.repo, idA)).id).toBe(idA);
  });
});

describe('issue 15 hand-over: merging into the copy this phone holds', () => {
  test('identical copy: nothing changes (no second game, the log and its revision stay)', async () => {
    const { a, b, idA, idB } = await twoPhones();
    const before = await b.repo.loadGame(idB);
    const r = await b.repo.receiveHandOver(await fileOf(a.repo, idA));
    expect(r.ok && r.value).toEqual([{ kind: 'same', game: expect.objectContaining({ id: idB, entryCount: 1 }) }]);
    const after = await b.repo.loadGame(idB);
    expect(after.ok && before.ok && after.value.rev).toBe(before.ok && before.value.rev);
    expect(await gameIds(b.repo)).toEqual([idB]);
  });

  test('received is ahead: the entries after the common part are appended to this copy, in order, once', async () => {
    const { a, b, idA, idB } = await twoPhones();
    await record(a.repo, idA, build('Bo', 3, 1), build('Ann', 1, 2));
    const r = await b.repo.receiveHandOver(await fileOf(a.repo, idA));
    expect(r.ok && r.value).toEqual([{ kind: 'appended', count: 2, game: expect.objectContaining({ id: idB, entryCount: 3 }) }]);
    expect(await entriesIn(b.repo, idB)).toEqual(await entriesIn(a.repo, idA));
    // Received again: the same now, nothing doubled.
    const again = await b.repo.receiveHandOver(await fileOf(a.repo, idA));
    expect(again.ok && again.value[0]?.kind).toBe('same');
    expect(await entriesOf(b.db, idB).count()).toBe(3);
  });

  test('the other way round: the copy brings the original up to date (both files name one game)', async () => {
    const { a, b, idA, idB } = await twoPhones();
    await record(b.repo, idB, build('Bo', 4, 1));
    const r = await a.repo.receiveHandOver(await fileOf(b.repo, idB));
    expect(r.ok && r.value[0]).toMatchObject({ kind: 'appended', count: 1, game: { id: idA } });
    expect(await entriesIn(a.repo, idA)).toEqual(await entriesIn(b.repo, idB));
  });

  test('local is ahead: nothing changes, and the outcome says how many entries this phone holds beyond it', async () => {
    const { a, b, idA, idB } = await twoPhones();
    const old = await fileOf(a.repo, idA);
    await record(b.repo, idB, build('Bo', 1, 1), build('Bo', 1, 2));
    const r = await b.repo.receiveHandOver(old);
    expect(r.ok && r.value).toEqual([{ kind: 'local-ahead', count: 2, game: expect.objectContaining({ id: idB, entryCount: 3 }) }]);
    expect(await entriesOf(b.db, idB).count()).toBe(3);
    expect(await gameIds(b.repo)).toEqual([idB]);
  });

  test('diverged: a conflict; nothing is dropped: this phone’s game stays as it was and the received one is kept beside it as a conflict copy', async () => {
    const { a, b, idA, idB } = await twoPhones();
    await record(a.repo, idA, build('Ann', 1, 1), build('Ann', 1, 2));
    await record(b.repo, idB, build('Bo', 5, 3));
    const local = await entriesIn(b.repo, idB);
    const r = await b.repo.receiveHandOver(await fileOf(a.repo, idA));
    if (!r.ok || r.value[0]?.kind !== 'conflict') throw new Error('a conflict');
    const conflict = r.value[0];
    expect(conflict).toMatchObject({
      common: 1,
      localOnly: 1,
      receivedOnly: 2,
      game: { id: idB },
      copy: { name: 'Friday', copy: { kind: 'conflict', n: 1 }, entryCount: 3 },
    });
    expect(await entriesIn(b.repo, idB)).toEqual(local);
    expect(await entriesIn(b.repo, conflict.copy.id)).toEqual(await entriesIn(a.repo, idA));
    // A later hand-over from the same phone goes on in the copy it parted into, not in a third game.
    await record(a.repo, idA, build('Bo', 1, 4));
    const later = await b.repo.receiveHandOver(await fileOf(a.repo, idA));
    expect(later.ok && later.value[0]).toMatchObject({ kind: 'appended', count: 1, game: { id: conflict.copy.id } });
    expect(await entriesIn(b.repo, idB)).toEqual(local);
    // A second conflict of the same game is named apart from the first.
    await record(b.repo, conflict.copy.id, build('Ann', 1, 5));
    await record(a.repo, idA, build('Ann', 1, 6));
    const second = await b.repo.receiveHandOver(await fileOf(a.repo, idA));
    expect(second.ok && second.value[0]).toMatchObject({ kind: 'conflict', copy: { name: 'Friday', copy: { kind: 'conflict', n: 2 } } });
    expect(await gameIds(b.repo)).toHaveLength(3);
  });
});

describe('issue 15 hand-over: a hostile or damaged hand-over is refused with the gate’s reason, nothing changes', () => {
  test.each([
    [
      'an entry the rules refuse (a 10th city, tally 3.2)',
      (f: Record<string, unknown>) => ({ ...f, entries: [...(f.entries as unknown[]), build('Ann', 9, 5)] }),
      'restore/violations',
    ],
    [
      'a damaged entry',
      (f: Record<string, unknown>) => ({ ...f, entries: [...(f.entries as unknown[]), { at: at(5), entry: { kind: 'build', player: 'Ann', n: 'lots' } }] }),
      'import/invalid-record',
    ],
    ['a newer format', (f: Record<string, unknown>) => ({ ...f, schemaVersion: 99 }), 'import/unknown-version'],
  ])('%s', async (_, spoil, code) => {
    const { a, b, idA, idB } = await twoPhones();
    await record(a.repo, idA, build('Bo', 1, 1));
    const file = JSON.parse(await fileOf(a.repo, idA)) as Record<string, unknown>;
    const before = await b.repo.loadGame(idB);
    const r = await b.repo.receiveHandOver(JSON.stringify(spoil(file)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
    const after = await b.repo.loadGame(idB);
    expect(after.ok && after.value.rev).toBe(before.ok && before.value.rev);
    expect(await gameIds(b.repo)).toEqual([idB]);
  });

  test('not JSON: refused as a file that is not a backup', async () => {
    const { b } = await twoPhones();
    const r = await b.repo.receiveHandOver('TRESHAM1 F nonsense');
    expect(!r.ok && r.error.code).toBe('import/not-json');
  });

  test('all or nothing: a file of two games whose second cannot be stored (the disk fills) takes neither, names the game refused and why, and can be received again', async () => {
    const { a, b, idB } = await twoPhones();
    const friday = (await gameIds(a.repo))[0] ?? '';
    await record(a.repo, friday, build('Bo', 1, 1));
    // Phone A's backup of every game: "Another" (new to phone B) first, then "Friday" (one entry ahead).
    const all = await a.repo.exportAll();
    if (!all.ok) throw new Error(all.error.code);
    const names = (JSON.parse(all.value.text) as { games: { name: string }[] }).games.map((g) => g.name);
    expect(names).toEqual(['Another', 'Friday']);
    const before = await b.repo.loadGame(idB);
    b.disk.fillsAt = (table, req) => table === 'entries' && req.type === 'add' && req.values.some((v) => (v as { gameId?: string }).gameId === idB);
    const r = await b.repo.receiveHandOver(all.value.text);
    expect(!r.ok && [r.error.code, r.error.gameIndex, r.error.gameName]).toEqual(['storage/quota-exceeded', 1, 'Friday']);
    // Nothing came in: not "Another" (stored before "Friday" failed, then undone), not Friday's entry.
    expect(await gameIds(b.repo)).toEqual([idB]);
    expect(await entriesOf(b.db, idB).count()).toBe(1);
    const loaded = await b.repo.loadGame(idB);
    expect(loaded.ok && loaded.value.rev).toBe(before.ok && before.value.rev);
    b.disk.fillsAt = undefined;
    const again = await b.repo.receiveHandOver(all.value.text);
    expect(again.ok && again.value.map((x) => x.kind)).toEqual(['new', 'appended']);
  });

  test('a full disk while appending: a storage error, nothing half-written, the hand-over can be received again', async () => {
    const { a, b, idA, idB } = await twoPhones();
    await record(a.repo, idA, build('Bo', 1, 1), build('Bo', 1, 2));
    const file = await fileOf(a.repo, idA);
    b.disk.full = true;
    const r = await b.repo.receiveHandOver(file);
    expect(!r.ok && r.error.code).toBe('storage/quota-exceeded');
    b.disk.full = false;
    expect(await entriesOf(b.db, idB).count()).toBe(1);
    const again = await b.repo.receiveHandOver(file);
    expect(again.ok && again.value[0]).toMatchObject({ kind: 'appended', count: 2 });
  });
});
