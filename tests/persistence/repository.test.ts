/**
 * The repository's intent-level functions against a fresh fake IndexedDB per test, with the tally
 * test module (tests/persistence/tally.ts) standing in for a ruleset. Storage stores and does not
 * judge: appends are compare-and-swap on the log's length and revision; the rules run in the state
 * layer (tests/state/game.test.ts) and in the restore gate on load.
 */
import { describe, expect, test, vi } from 'vitest';
import { entriesOf, redoKey } from '../../src/persistence/db';
import { createRepository, type Repository } from '../../src/persistence/repository';
import { TALLY_GAMES } from './tally';
import { at, harness, newTally } from './harness';

const build = (player: string, n: number, i = 0) => ({ at: at(i), entry: { kind: 'build', player, n } });

async function created(repo: Repository, name?: string): Promise<string> {
  const result = await repo.createGame(newTally(name));
  if (!result.ok) throw new Error(`createGame failed: ${result.error.code}`);
  return result.value.record.id;
}

describe('createGame, listGames, loadGame', () => {
  test('a created game is listed and loads with the state of its setup', async () => {
    const { repo } = harness();
    const id = await created(repo);
    const listed = await repo.listGames();
    expect(listed.ok && listed.value.map((g) => [g.id, g.name, g.ruleset, g.entryCount])).toEqual([[id, 'Friday game', 'smc', 0]]);
    const loaded = await repo.loadGame(id);
    expect(loaded.ok && loaded.value.state).toEqual({ cities: { Ann: 0, Bo: 0 } });
    expect(loaded.ok && loaded.value.record.entries).toEqual([]);
  });

  test('several games side by side, most recently changed first', async () => {
    const { repo } = harness();
    const first = await created(repo, 'First');
    const second = await created(repo, 'Second');
    await repo.appendEntry(first, build('Ann', 1), 0);
    const listed = await repo.listGames();
    expect(listed.ok && listed.value.map((g) => g.id)).toEqual([first, second]);
  });

  test('a set-up that breaks its rules is refused with its violations and nothing is stored', async () => {
    const { repo } = harness();
    const result = await repo.createGame({ name: 'Empty', ruleset: 'smc', setup: { players: [] } });
    expect(!result.ok && result.error.code).toBe('restore/setup-violations');
    expect(!result.ok && result.error.violations?.map((v) => v.code)).toEqual(['tally/no-players']);
    const listed = await repo.listGames();
    expect(listed.ok && listed.value).toEqual([]);
  });

  test.each([
    ['markup in the name', { name: '<img src=x onerror=alert(1)>', setup: { players: ['Ann'] } }, 'text/markup'],
    ['markup in a player name', { name: 'Game', setup: { players: ['<script>x</script>'] } }, 'text/markup'],
    ['a control character in a player name', { name: 'Game', setup: { players: ['Ann\u0007'] } }, 'text/control-character'],
    ['a malformed setup', { name: 'Game', setup: { players: 'Ann' } }, 'restore/invalid-record'],
  ])('createGame refuses %s', async (_, game, code) => {
    const { repo } = harness();
    const result = await repo.createGame({ ruleset: 'smc', ...game });
    expect(!result.ok && result.error.code).toBe(code);
  });

  test('loading a game that is not stored is game/not-found', async () => {
    const { repo } = harness();
    const result = await repo.loadGame('nope');
    expect(!result.ok && result.error.code).toBe('game/not-found');
  });
});

describe('appendEntry: an entry is durable before it is shown done', () => {
  test('an appended entry is in the database when the result resolves (a new connection reads it)', async () => {
    const { repo, openTab } = harness();
    const id = await created(repo);
    const appended = await repo.appendEntry(id, build('Ann', 3), 0);
    expect(appended.ok && [appended.value.seq, appended.value.entryCount, appended.value.rev]).toEqual([0, 1, 1]);
    expect(appended.ok && appended.value.logged).toEqual(build('Ann', 3));
    // A second connection stands for the page after a reload.
    const reopened = await openTab().repo.loadGame(id);
    expect(reopened.ok && reopened.value.record.entries).toEqual([{ at: at(0), entry: { kind: 'build', player: 'Ann', n: 3 } }]);
    expect(reopened.ok && reopened.value.state).toEqual({ cities: { Ann: 3, Bo: 0 } });
  });

  test('storage does not judge: it writes what it is given at the expected seq (the state layer judged it); the restore gate still checks on load', async () => {
    const { repo, db } = harness();
    const id = await created(repo);
    expect((await repo.appendEntry(id, build('Ann', 9), 0)).ok).toBe(true);
    // One more city than advciv 25.1 allows: storage has no rules to refuse it with.
    const appended = await repo.appendEntry(id, build('Ann', 1, 1), 1);
    expect(appended.ok && appended.value.seq).toBe(1);
    expect(await entriesOf(db, id).count()).toBe(2);
    const loaded = await repo.loadGame(id);
    expect(!loaded.ok && [loaded.error.code, loaded.error.entryIndex]).toEqual(['restore/violations', 1]);
  });

  test.each([
    ['behind (another page appended)', 0, undefined, 1],
    ['ahead of the log', 2, undefined, 0],
    ['at the right length but an older revision (another page undid and appended)', 1, 0, 0],
  ])('an append made against a log that has moved on (%s) is append/stale and writes nothing', async (_, expectedSeq, expectedRev, recorded) => {
    const { repo, db } = harness();
    const id = await created(repo);
    expect((await repo.appendEntry(id, build('Ann', 2, 0), 0)).ok).toBe(true);
    const result = await repo.appendEntry(id, build('Bo', 1, 1), expectedSeq, expectedRev);
    expect(!result.ok && result.error.code).toBe('append/stale');
    expect(!result.ok && result.error.stale?.entryCount).toBe(1);
    expect(!result.ok && result.error.stale?.rev).toBe(1);
    expect(!result.ok && result.error.stale?.recorded).toEqual(recorded === 1 ? [build('Ann', 2, 0)] : []);
    expect(!result.ok && result.error.params.count).toBe(recorded);
    expect(await entriesOf(db, id).count()).toBe(1);
    const loaded = await repo.loadGame(id);
    expect(loaded.ok && loaded.value.rev).toBe(1);
  });

  test.each([
    ['not an object', 42, 'append/malformed'],
    ['no time', { entry: { kind: 'build', player: 'Ann', n: 1 } }, 'append/malformed'],
    ['no entry', { at: at(0) }, 'append/malformed'],
    ['markup in a note', { at: at(0), entry: { kind: 'note', text: 'hi <b>there</b>' } }, 'text/markup'],
    ['a bidi override in a note', { at: at(0), entry: { kind: 'note', text: 'evil\u202Eflipped' } }, 'text/control-character'],
  ])('a malformed or unsafe entry (%s) is refused', async (_, logged, code) => {
    const { repo, db } = harness();
    const id = await created(repo);
    const result = await repo.appendEntry(id, logged as never, 0);
    expect(!result.ok && result.error.code).toBe(code);
    expect(await entriesOf(db, id).count()).toBe(0);
  });

  test('a note with line breaks and a heart "<3" is fine', async () => {
    const { repo } = harness();
    const id = await created(repo);
    const result = await repo.appendEntry(id, { at: at(0), entry: { kind: 'note', text: 'Ann <3\nBo: 2 < 3' } }, 0);
    expect(result.ok).toBe(true);
  });

  test('appending to a game that does not exist is game/not-found', async () => {
    const { repo } = harness();
    const result = await repo.appendEntry('nope', build('Ann', 1), 0);
    expect(!result.ok && result.error.code).toBe('game/not-found');
  });
});

describe('undo and redo', () => {
  test('undo removes the last entry (no replay: the caller derives the state); redo restores it', async () => {
    const { repo } = harness();
    const id = await created(repo);
    await repo.appendEntry(id, build('Ann', 2, 0), 0);
    await repo.appendEntry(id, build('Bo', 4, 1), 1);
    const undone = await repo.undo(id);
    expect(undone.ok && undone.value.removed).toEqual(build('Bo', 4, 1));
    expect(undone.ok && [undone.value.entryCount, undone.value.redoDepth]).toEqual([1, 1]);
    expect(undone.ok && undone.value.redoNext).toEqual(build('Bo', 4, 1));
    const loaded = await repo.loadGame(id);
    expect(loaded.ok && [loaded.value.record.entries.length, loaded.value.redoDepth]).toEqual([1, 1]);
    expect(loaded.ok && loaded.value.state).toEqual({ cities: { Ann: 2, Bo: 0 } });
    expect(loaded.ok && loaded.value.redoNext).toEqual(build('Bo', 4, 1));
    const redone = await repo.redo(id);
    expect(redone.ok && [redone.value.seq, redone.value.entryCount, redone.value.redoDepth]).toEqual([1, 2, 0]);
    expect(redone.ok && redone.value.logged).toEqual(build('Bo', 4, 1));
    const again = await repo.loadGame(id);
    expect(again.ok && again.value.record.entries).toEqual([build('Ann', 2, 0), build('Bo', 4, 1)]);
  });

  test('several undos redo in reverse order', async () => {
    const { repo } = harness();
    const id = await created(repo);
    for (let i = 0; i < 3; i++) await repo.appendEntry(id, build('Ann', i + 1, i), i);
    await repo.undo(id);
    await repo.undo(id);
    const first = await repo.redo(id);
    expect(first.ok && first.value.logged).toEqual(build('Ann', 2, 1));
    const second = await repo.redo(id);
    expect(second.ok && second.value.logged).toEqual(build('Ann', 3, 2));
    const third = await repo.redo(id);
    expect(!third.ok && third.error.code).toBe('redo/nothing');
  });

  test('a new entry ends redo (redo restores only while nothing else was entered)', async () => {
    const { repo, db } = harness();
    const id = await created(repo);
    await repo.appendEntry(id, build('Ann', 2, 0), 0);
    await repo.undo(id);
    const appended = await repo.appendEntry(id, build('Bo', 1, 1), 0);
    expect(appended.ok && appended.value.redoDepth).toBe(0);
    expect(await db.meta.get(redoKey(id))).toBeUndefined();
    const redone = await repo.redo(id);
    expect(!redone.ok && redone.error.code).toBe('redo/nothing');
  });

  test('undo and redo made against a log that has moved on are append/stale and change nothing', async () => {
    const { repo, db } = harness();
    const id = await created(repo);
    await repo.appendEntry(id, build('Ann', 2, 0), 0);
    await repo.appendEntry(id, build('Ann', 3, 1), 1);
    const undone = await repo.undo(id, { entryCount: 1, rev: 1 });
    expect(!undone.ok && undone.error.code).toBe('append/stale');
    expect(await entriesOf(db, id).count()).toBe(2);
    expect((await repo.undo(id, { entryCount: 2, rev: 2 })).ok).toBe(true);
    const redone = await repo.redo(id, { entryCount: 1, rev: 2 });
    expect(!redone.ok && redone.error.code).toBe('append/stale');
    expect(await entriesOf(db, id).count()).toBe(1);
    expect((await repo.redo(id, { entryCount: 1, rev: 3 })).ok).toBe(true);
  });

  test('undo on an empty log is undo/nothing and changes nothing', async () => {
    const { repo } = harness();
    const id = await created(repo);
    const result = await repo.undo(id);
    expect(!result.ok && result.error.code).toBe('undo/nothing');
    const loaded = await repo.loadGame(id);
    expect(loaded.ok && loaded.value.rev).toBe(0);
  });
});

describe('truncate: back to the first n entries, and the repair for a log that no longer replays', () => {
  test('truncating keeps the first n entries; redo brings the removed ones back in order', async () => {
    const { repo } = harness();
    const id = await created(repo);
    for (let i = 0; i < 4; i++) await repo.appendEntry(id, build('Ann', 1, i), i);
    const truncated = await repo.truncate(id, 1, { entryCount: 4 });
    expect(truncated.ok && [truncated.value.entryCount, truncated.value.redoDepth]).toEqual([1, 3]);
    expect(truncated.ok && truncated.value.removed).toEqual([build('Ann', 1, 1), build('Ann', 1, 2), build('Ann', 1, 3)]);
    expect(truncated.ok && truncated.value.redoNext).toEqual(build('Ann', 1, 1));
    const redone = await repo.redo(id);
    expect(redone.ok && redone.value.logged).toEqual(build('Ann', 1, 1));
    const loaded = await repo.loadGame(id);
    expect(loaded.ok && [loaded.value.record.entries.length, loaded.value.redoDepth]).toEqual([2, 2]);
  });

  test.each([
    ['keeping every entry', 2],
    ['keeping more than there are', 5],
    ['a negative count', -1],
    ['a fraction', 0.5],
  ])('truncate refuses %s with undo/nothing and changes nothing', async (_, keep) => {
    const { repo } = harness();
    const id = await created(repo);
    await repo.appendEntry(id, build('Ann', 1, 0), 0);
    await repo.appendEntry(id, build('Ann', 1, 1), 1);
    const result = await repo.truncate(id, keep, { entryCount: 2 });
    expect(!result.ok && result.error.code).toBe('undo/nothing');
    const loaded = await repo.loadGame(id);
    expect(loaded.ok && [loaded.value.record.entries.length, loaded.value.rev]).toEqual([2, 2]);
  });

  test('a stored log that fails at entry n opens again after truncating to n; undo of the last entry alone does not repair it', async () => {
    const { repo, db } = harness();
    const id = await created(repo);
    for (let i = 0; i < 3; i++) await repo.appendEntry(id, build('Ann', 3, i), i);
    // Damage entry 1 behind the repository's back: losing 9 of Ann's 3 cities breaks the rule.
    await db.entries.put({ gameId: id, seq: 1, at: at(1), entry: { kind: 'lose', player: 'Ann', n: 9 } });
    const loaded = await repo.loadGame(id);
    expect(!loaded.ok && loaded.error.entryIndex).toBe(1);
    // Storage does not replay: undo removes entry 2, and the log still fails at entry 1.
    expect((await repo.undo(id)).ok).toBe(true);
    const still = await repo.loadGame(id);
    expect(!still.ok && still.error.entryIndex).toBe(1);
    const repaired = await repo.truncate(id, 1, { entryCount: 2 });
    expect(repaired.ok && [repaired.value.entryCount, repaired.value.redoDepth]).toEqual([1, 2]);
    const reopened = await repo.loadGame(id);
    expect(reopened.ok && reopened.value.record.entries).toEqual([build('Ann', 3, 0)]);
    expect(reopened.ok && reopened.value.state).toEqual({ cities: { Ann: 3, Bo: 0 } });
  });

  test('truncate against an older revision is append/stale and changes nothing', async () => {
    const { repo, db } = harness();
    const id = await created(repo);
    for (let i = 0; i < 3; i++) await repo.appendEntry(id, build('Ann', 1, i), i);
    const result = await repo.truncate(id, 1, { entryCount: 3, rev: 2 });
    expect(!result.ok && result.error.code).toBe('append/stale');
    expect(await entriesOf(db, id).count()).toBe(3);
  });

  test('two writers: a truncate made against the log before another writer appended is append/stale, and the appended entry stays', async () => {
    const { repo } = harness();
    const id = await created(repo);
    for (let i = 0; i < 3; i++) await repo.appendEntry(id, build('Ann', 1, i), i);
    // The other writer appends the fourth entry; this one still believes the log holds three.
    expect((await repo.appendEntry(id, build('Ann', 1, 3), 3)).ok).toBe(true);
    const result = await repo.truncate(id, 2, { entryCount: 3 });
    expect(!result.ok && result.error.code).toBe('append/stale');
    expect(!result.ok && result.error.stale?.recorded).toEqual([build('Ann', 1, 3)]);
    const loaded = await repo.loadGame(id);
    expect(loaded.ok && loaded.value.record.entries).toEqual([0, 1, 2, 3].map((i) => build('Ann', 1, i)));
  });

  test('two writers at once: a truncate and an append against the same log, exactly one lands', async () => {
    const { repo } = harness();
    const id = await created(repo);
    for (let i = 0; i < 3; i++) await repo.appendEntry(id, build('Ann', 1, i), i);
    const [cut, appended] = await Promise.all([repo.truncate(id, 1, { entryCount: 3, rev: 3 }), repo.appendEntry(id, build('Ann', 1, 3), 3, 3)]);
    expect([cut.ok, appended.ok].filter(Boolean)).toHaveLength(1);
    const refused = cut.ok ? appended : cut;
    expect(!refused.ok && refused.error.code).toBe('append/stale');
    const loaded = await repo.loadGame(id);
    expect(loaded.ok && loaded.value.record.entries.length).toBe(cut.ok ? 1 : 4);
  });
});

describe('deleteGame and the last open game', () => {
  test('deleting a game removes its entries, redo stack and last-open mark, and no other game', async () => {
    const { repo, db } = harness();
    const keep = await created(repo, 'Keep');
    const gone = await created(repo, 'Gone');
    await repo.appendEntry(gone, build('Ann', 1, 0), 0);
    await repo.appendEntry(gone, build('Ann', 1, 1), 1);
    await repo.undo(gone);
    await repo.appendEntry(keep, build('Bo', 1, 0), 0);
    await repo.setLastOpenGame(gone);
    expect((await repo.deleteGame(gone)).ok).toBe(true);
    expect(await entriesOf(db, gone).count()).toBe(0);
    expect(await db.meta.get(redoKey(gone))).toBeUndefined();
    const last = await repo.getLastOpenGame();
    expect(last.ok && last.value).toBeUndefined();
    const listed = await repo.listGames();
    expect(listed.ok && listed.value.map((g) => g.id)).toEqual([keep]);
    expect(await entriesOf(db, keep).count()).toBe(1);
    const again = await repo.deleteGame(gone);
    expect(!again.ok && again.error.code).toBe('game/not-found');
  });

  test('the app reopens the game that was open (lastOpenGame survives a new connection)', async () => {
    const { repo, openTab } = harness();
    const id = await created(repo);
    const before = await repo.getLastOpenGame();
    expect(before.ok && before.value).toBeUndefined();
    await repo.setLastOpenGame(id);
    const after = await openTab().repo.getLastOpenGame();
    expect(after.ok && after.value).toBe(id);
    await repo.setLastOpenGame(undefined);
    const cleared = await repo.getLastOpenGame();
    expect(cleared.ok && cleared.value).toBeUndefined();
  });
});

describe('persistent storage', () => {
  test('persistence is requested when the first game is created, not for later ones', async () => {
    const { repo, storage } = harness();
    await created(repo, 'One');
    await vi.waitFor(() => expect(storage.persistCalls).toBe(1));
    storage.persistedNow = false;
    await created(repo, 'Two');
    await repo.storageStatus();
    expect(storage.persistCalls).toBe(1);
  });

  test('starting a game never waits on persist(): a browser that never answers (headless Firefox) or asks the player', async () => {
    const { db } = harness();
    let asked = 0;
    const silent = {
      persisted: async () => false,
      persist: () => {
        asked++;
        return new Promise<boolean>(() => undefined);
      },
      estimate: async () => ({ usage: 1, quota: 2 }),
    };
    const repo = createRepository({ db, games: TALLY_GAMES, storage: silent });
    const id = await created(repo, 'One');
    expect((await repo.loadGame(id)).ok).toBe(true);
    await vi.waitFor(() => expect(asked).toBe(1));
    // The game goes on while the question is still open; settings shows the storage as not yet kept.
    expect((await repo.appendEntry(id, build('Ann', 2, 0), 0)).ok).toBe(true);
    expect((await repo.storageStatus()).persisted).toBe(false);
  });

  test('without a StorageManager: status unsupported, persistence not granted, games still work', async () => {
    const { db } = harness();
    const repo = createRepository({ db, games: TALLY_GAMES });
    expect(await repo.storageStatus()).toEqual({ supported: false, persisted: false });
    expect(await repo.requestPersistence()).toBe(false);
    expect((await repo.createGame(newTally())).ok).toBe(true);
  });

  test('storageStatus reports usage, quota and whether storage is persistent', async () => {
    const { repo } = harness();
    const before = await repo.storageStatus();
    expect(before).toEqual({ supported: true, persisted: false, usage: 1234, quota: 5_000_000 });
    expect(await repo.requestPersistence()).toBe(true);
    const after = await repo.storageStatus();
    expect(after.persisted).toBe(true);
  });
});

describe('a full disk becomes storage/quota-exceeded and nothing stored is lost', () => {
  test('append on a full disk: typed error, the log unchanged, and the same entry succeeds once there is room', async () => {
    const { repo, disk, db } = harness();
    const id = await created(repo);
    await repo.appendEntry(id, build('Ann', 2, 0), 0);
    disk.full = true;
    const failed = await repo.appendEntry(id, build('Bo', 1, 1), 1);
    expect(!failed.ok && failed.error.code).toBe('storage/quota-exceeded');
    disk.full = false;
    expect(await entriesOf(db, id).count()).toBe(1);
    const loaded = await repo.loadGame(id);
    expect(loaded.ok && [loaded.value.record.entries.length, loaded.value.rev]).toEqual([1, 1]);
    const retried = await repo.appendEntry(id, build('Bo', 1, 1), 1, 1);
    expect(retried.ok && [retried.value.seq, retried.value.rev]).toEqual([1, 2]);
  });

  test.each([
    ['createGame', (repo: Repository) => repo.createGame(newTally('Another'))],
    ['undo', (repo: Repository, id: string) => repo.undo(id)],
    ['setLastOpenGame', (repo: Repository, id: string) => repo.setLastOpenGame(id)],
    [
      'importFile',
      async (repo: Repository, id: string) => {
        const file = await repo.exportGame(id);
        return file.ok ? repo.importFile(file.value.text) : file;
      },
    ],
  ])('%s on a full disk is storage/quota-exceeded', async (_, run) => {
    const { repo, disk } = harness();
    const id = await created(repo);
    await repo.appendEntry(id, build('Ann', 2, 0), 0);
    disk.full = true;
    const result = await run(repo, id);
    expect(!result.ok && result.error.code).toBe('storage/quota-exceeded');
    disk.full = false;
    const listed = await repo.listGames();
    expect(listed.ok && listed.value.map((g) => [g.id, g.entryCount])).toEqual([[id, 1]]);
  });
});

describe('a stored record that fails the restore gate is reported, never half-loaded, never deleted', () => {
  test('an entry broken in the database: loadGame names the entry and the rule; the game stays listed and exportable', async () => {
    const { repo, db } = harness();
    const id = await created(repo);
    await repo.appendEntry(id, build('Ann', 5, 0), 0);
    await repo.appendEntry(id, build('Ann', 4, 1), 1);
    // Corrupt the first entry behind the repository's back: the second now exceeds 9 cities.
    await db.entries.put({ gameId: id, seq: 0, at: at(0), entry: { kind: 'build', player: 'Ann', n: 6 } });
    const loaded = await repo.loadGame(id);
    expect(!loaded.ok && loaded.error.code).toBe('restore/violations');
    expect(!loaded.ok && loaded.error.entryIndex).toBe(1);
    expect(!loaded.ok && loaded.error.violations?.map((v) => v.code)).toEqual(['tally/too-many-cities']);
    expect(!loaded.ok && loaded.error.violations?.[0]?.cite).toEqual([{ doc: 'advciv', rule: '3.2' }]);
    const listed = await repo.listGames();
    expect(listed.ok && listed.value.map((g) => g.id)).toEqual([id]);
    expect(await entriesOf(db, id).count()).toBe(2);
    const exported = await repo.exportGame(id);
    expect(exported.ok).toBe(true);
  });

  test('a damaged stored setup is restore/invalid-record', async () => {
    const { repo, db } = harness();
    const id = await created(repo);
    await db.games.update(id, { setup: { players: 7 } });
    const loaded = await repo.loadGame(id);
    expect(!loaded.ok && loaded.error.code).toBe('restore/invalid-record');
    expect(!loaded.ok && loaded.error.problems?.[0]?.path).toBe('setup.players');
  });

  test('a game stored in an unknown newer record format is restore/unknown-version', async () => {
    const { repo, db } = harness();
    const id = await created(repo);
    await db.games.update(id, { schemaVersion: 99 });
    const loaded = await repo.loadGame(id);
    expect(!loaded.ok && [loaded.error.code, loaded.error.params.version]).toEqual(['restore/unknown-version', '99']);
  });
});
