/**
 * Backup files: export one game or all games, import through the restore gate as new games, and
 * refuse every bad file with a clear code while nothing already stored changes.
 */
import { describe, expect, test, vi } from 'vitest';
import { BACKUP_FORMAT, browserDownload, handOver, MAX_FILE_BYTES, MAX_GAMES_PER_FILE, parseBackupText } from '../../src/persistence/backup';
import { entriesOf } from '../../src/persistence/db';
import type { Repository } from '../../src/persistence/repository';
import { at, harness, newTally } from './harness';
import { TALLY_GAMES } from './tally';

const build = (player: string, n: number, i = 0) => ({ at: at(i), entry: { kind: 'build', player, n } });

async function gameWithEntries(repo: Repository, name = 'Friday game'): Promise<string> {
  const created = await repo.createGame(newTally(name));
  if (!created.ok) throw new Error(created.error.code);
  const id = created.value.record.id;
  await repo.appendEntry(id, build('Ann', 3, 0), 0);
  await repo.appendEntry(id, { at: at(1), entry: { kind: 'note', text: 'Bo trades <3 with Ann\nand "quotes"' } }, 1);
  await repo.appendEntry(id, build('Bo', 2, 2), 2);
  return id;
}

const goodRecord = (over: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  id: 'from-file',
  name: 'From a file',
  createdAt: '2026-01-01T00:00:00.000Z',
  ruleset: 'smc',
  setup: { players: ['Ann', 'Bo'] },
  entries: [{ at: '2026-01-01T00:01:00.000Z', entry: { kind: 'build', player: 'Ann', n: 2 } }],
  ...over,
});
const bundle = (games: unknown[], over: Record<string, unknown> = {}) => ({ format: BACKUP_FORMAT, schemaVersion: 1, exportedAt: 'x', games, ...over });
const json = (v: unknown): string => JSON.stringify(v);

describe('export then import', () => {
  test('one game: the imported record is identical apart from its new id', async () => {
    const source = harness();
    const id = await gameWithEntries(source.repo);
    const file = await source.repo.exportGame(id);
    expect(file.ok && file.value.filename).toBe('tresham-friday-game-2026-01-01.json');
    if (!file.ok) return;
    const target = harness();
    const imported = await target.repo.importFile(file.value.text);
    expect(imported.ok && imported.value.length).toBe(1);
    if (!imported.ok || imported.value[0] === undefined) return;
    const [original, copy] = await Promise.all([source.repo.loadGame(id), target.repo.loadGame(imported.value[0].id)]);
    expect(original.ok && copy.ok).toBe(true);
    if (!original.ok || !copy.ok) return;
    expect({ ...copy.value.record, id }).toEqual(original.value.record);
    expect(copy.value.state).toEqual(original.value.state);
  });

  test('the exported file is the documented record format (GameRecord)', async () => {
    const { repo } = harness();
    const id = await gameWithEntries(repo);
    const file = await repo.exportGame(id);
    if (!file.ok) throw new Error(file.error.code);
    const parsed = JSON.parse(file.value.text) as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual(['createdAt', 'entries', 'id', 'name', 'ruleset', 'schemaVersion', 'setup']);
    expect(parsed.schemaVersion).toBe(1);
    expect(file.value.mimeType).toBe('application/json');
  });

  test('all games: every game comes back, in one file, from a Blob', async () => {
    const source = harness();
    await gameWithEntries(source.repo, 'One');
    await gameWithEntries(source.repo, 'Two');
    const empty = await source.repo.createGame(newTally('Three'));
    expect(empty.ok).toBe(true);
    const file = await source.repo.exportAll();
    if (!file.ok) throw new Error(file.error.code);
    expect(file.value.filename).toMatch(/^tresham-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const target = harness();
    const imported = await target.repo.importFile(new Blob([file.value.text], { type: 'application/json' }));
    expect(imported.ok && imported.value.map((g) => [g.name, g.entryCount]).sort()).toEqual([
      ['One', 3],
      ['Three', 0],
      ['Two', 3],
    ]);
  });

  test('importing never overwrites: a new id, and the name marked as imported when it collides', async () => {
    const { repo } = harness();
    const id = await gameWithEntries(repo);
    const file = await repo.exportGame(id);
    if (!file.ok) throw new Error(file.error.code);
    const first = await repo.importFile(file.value.text);
    const second = await repo.importFile(file.value.text);
    // The game keeps its own name; storage marks it (imported 1, 2), the screen words the mark.
    expect(first.ok && first.value.map((g) => [g.name, g.copy])).toEqual([['Friday game', { kind: 'imported', n: 1 }]]);
    expect(second.ok && second.value.map((g) => [g.name, g.copy])).toEqual([['Friday game', { kind: 'imported', n: 2 }]]);
    expect(first.ok && first.value[0]?.id).not.toBe(id);
    const listed = await repo.listGames();
    expect(listed.ok && listed.value.length).toBe(3);
    const original = await repo.loadGame(id);
    expect(original.ok && original.value.record.name).toBe('Friday game');
  });

  test('storage writes no words: the imported mark is kept as a kind beside the game’s own name, listed and loaded with it', async () => {
    const { repo } = harness();
    await gameWithEntries(repo, 'Spil');
    const imported = await repo.importFile(json(goodRecord({ name: 'Spil' })));
    const id = imported.ok ? (imported.value[0]?.id ?? '') : '';
    const listed = await repo.listGames();
    expect(listed.ok && listed.value.find((g) => g.id === id)).toMatchObject({ name: 'Spil', copy: { kind: 'imported', n: 1 } });
    const loaded = await repo.loadGame(id);
    expect(loaded.ok && [loaded.value.record.name, loaded.value.copy]).toEqual(['Spil', { kind: 'imported', n: 1 }]);
    // Its file carries the game's own name: the mark is this phone's.
    const file = await repo.exportGame(id);
    expect(file.ok && (JSON.parse(file.value.text) as { name: string }).name).toBe('Spil');
  });

  test('two games with one name in one file get distinct names', async () => {
    const { repo } = harness();
    const imported = await repo.importFile(json(bundle([goodRecord(), goodRecord()])));
    expect(imported.ok && imported.value.map((g) => [g.name, g.copy])).toEqual([
      ['From a file', undefined],
      ['From a file', { kind: 'imported', n: 1 }],
    ]);
  });

  test('a long name is kept whole when marked (the mark is not written into it)', async () => {
    const { repo } = harness();
    const long = 'x'.repeat(200);
    await repo.importFile(json(goodRecord({ name: long })));
    const second = await repo.importFile(json(goodRecord({ name: long })));
    expect(second.ok && second.value[0]).toMatchObject({ name: long, copy: { kind: 'imported', n: 1 } });
  });

  test('the first imported game asks for persistent storage', async () => {
    const { repo, storage } = harness();
    await repo.importFile(json(goodRecord()));
    await vi.waitFor(() => expect(storage.persistCalls).toBe(1));
  });
});

const tooLargeText = `${' '.repeat(MAX_FILE_BYTES)}{}`;
const millionEntries = `{"schemaVersion":1,"id":"x","name":"x","createdAt":"x","ruleset":"smc","setup":{"players":["Ann"]},"entries":[${new Array(1_000_000).fill('0').join(',')}]}`;
const deeplyNested = json(goodRecord({ setup: 'NEST' })).replace('"NEST"', `{"players":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);

describe('a bad file is refused with a clear code and nothing stored changes', () => {
  test.each([
    ['plain text', 'hello, this is not json', 'import/not-json'],
    ['an empty file', '', 'import/not-json'],
    ['truncated JSON', json(goodRecord()).slice(0, 60), 'import/not-json'],
    ['a JSON number', '42', 'import/not-a-backup'],
    ['a JSON list', '[1,2]', 'import/not-a-backup'],
    ['JSON null', 'null', 'import/not-a-backup'],
    ["another program's JSON", json({ hello: 'world' }), 'import/not-a-backup'],
    ['an unknown record version', json(goodRecord({ schemaVersion: 7 })), 'import/unknown-version'],
    ['an unknown backup version', json(bundle([goodRecord()], { schemaVersion: 9 })), 'import/unknown-version'],
    ['a backup version 0, never written (damaged, not newer)', json(bundle([goodRecord()], { schemaVersion: 0 })), 'import/bad-version'],
    ['a record version 0, never written (damaged, not newer)', json(goodRecord({ schemaVersion: 0 })), 'import/bad-version'],
    ['a backup version as text', json(bundle([goodRecord()], { schemaVersion: '1' })), 'import/invalid-record'],
    ['a name that is a number', json(goodRecord({ name: 5 })), 'import/invalid-record'],
    ['entries that are not a list', json(goodRecord({ entries: 'many' })), 'import/invalid-record'],
    ['players that are not names', json(goodRecord({ setup: { players: [1, 2] } })), 'import/invalid-record'],
    ['an unknown ruleset', json(goodRecord({ ruleset: 'monopoly' })), 'import/invalid-record'],
    ['an entry of an unknown kind', json(goodRecord({ entries: [{ at: '2026-01-01T00:00:00.000Z', entry: { kind: 'nuke' } }] })), 'import/invalid-record'],
    ['a deeply nested value', deeplyNested, 'import/invalid-record'],
    ['games that are not a list', json(bundle([], { games: {} })), 'import/invalid-record'],
    ['a backup with no games', json(bundle([])), 'import/empty'],
    ['a file over 5 MB', tooLargeText, 'import/too-large'],
    ['a million entries', millionEntries, 'import/too-large'],
    ['a name of 10,000 characters', json(goodRecord({ name: 'n'.repeat(10_000) })), 'import/too-large'],
    ['more games than any backup holds', json(bundle(new Array(MAX_GAMES_PER_FILE + 1).fill(0))), 'import/too-large'],
    ['a script tag as a name', json(goodRecord({ name: '<script>alert(1)</script>' })), 'text/markup'],
    ['an image handler as a player', json(goodRecord({ setup: { players: ['<img src=x onerror=alert(1)>', 'Bo'] } })), 'text/markup'],
    [
      'markup in a note',
      json(goodRecord({ entries: [{ at: '2026-01-01T00:00:00.000Z', entry: { kind: 'note', text: '<a href="javascript:x">hi</a>' } }] })),
      'text/markup',
    ],
    ['a control character in a name', json(goodRecord({ name: 'Ann\u0000' })), 'text/control-character'],
    [
      'an entry that breaks a rule',
      json(goodRecord({ entries: [{ at: '2026-01-01T00:00:00.000Z', entry: { kind: 'lose', player: 'Ann', n: 1 } }] })),
      'restore/violations',
    ],
    ['a setup that breaks a rule', json(goodRecord({ setup: { players: [] }, entries: [] })), 'restore/setup-violations'],
    [
      'an all-games file whose second game breaks a rule',
      json(
        bundle([
          goodRecord(),
          goodRecord({
            entries: [
              { at: '2026-01-01T00:00:00.000Z', entry: { kind: 'build', player: 'Bo', n: 9 } },
              { at: '2026-01-01T00:01:00.000Z', entry: { kind: 'build', player: 'Bo', n: 1 } },
            ],
          }),
        ]),
      ),
      'restore/violations',
    ],
  ])('%s → %s', async (_, text, code) => {
    const { repo, db } = harness();
    const id = await gameWithEntries(repo);
    const result = await repo.importFile(text);
    expect(!result.ok && result.error.code).toBe(code);
    const listed = await repo.listGames();
    expect(listed.ok && listed.value.map((g) => [g.id, g.name, g.entryCount])).toEqual([[id, 'Friday game', 3]]);
    expect(await db.entries.count()).toBe(3);
    expect(await entriesOf(db, id).count()).toBe(3);
  });

  test('an all-games file names the game and entry that fail', async () => {
    const broken = goodRecord({
      entries: [
        { at: '2026-01-01T00:00:00.000Z', entry: { kind: 'build', player: 'Bo', n: 9 } },
        { at: '2026-01-01T00:01:00.000Z', entry: { kind: 'build', player: 'Bo', n: 1 } },
      ],
    });
    const result = await parseBackupText(json(bundle([goodRecord(), broken])), TALLY_GAMES);
    expect(!result.ok && [result.error.code, result.error.gameIndex, result.error.entryIndex]).toEqual(['restore/violations', 1, 1]);
    expect(!result.ok && result.error.violations?.map((v) => v.code)).toEqual(['tally/too-many-cities']);
  });

  test('a Blob over 5 MB is refused before it is read', async () => {
    const blob = new Blob([tooLargeText]);
    const read = vi.spyOn(blob, 'text');
    const result = await parseBackupText(blob, TALLY_GAMES);
    expect(!result.ok && result.error.code).toBe('import/too-large');
    expect(read).not.toHaveBeenCalled();
  });

  test('5 MB counts bytes, not characters (multi-byte text)', async () => {
    // 2.6 million characters, 5.2 million bytes in UTF-8: a JSON string, not a backup, but too large first.
    const text = `"${'æ'.repeat(MAX_FILE_BYTES / 2 + 100_000)}"`;
    expect(text.length).toBeLessThan(MAX_FILE_BYTES);
    const result = await parseBackupText(text, TALLY_GAMES);
    expect(!result.ok && result.error.code).toBe('import/too-large');
    const small = await parseBackupText(`"${'æ'.repeat(1000)}"`, TALLY_GAMES);
    expect(!small.ok && small.error.code).toBe('import/not-a-backup');
  });
});

describe('handOver: the share sheet where the browser has one, a download otherwise', () => {
  const file = { filename: 'tresham-x.json', mimeType: 'application/json' as const, text: '{"a":1}' };

  test('a browser that can share files opens the share sheet with the file', async () => {
    const share = vi.fn(async (_data?: ShareData) => undefined);
    const download = vi.fn();
    const result = await handOver(file, { navigator: { share, canShare: () => true }, download });
    expect(result).toBe('shared');
    const shared = share.mock.calls[0]?.[0]?.files?.[0];
    expect(shared?.name).toBe('tresham-x.json');
    expect(await shared?.text()).toBe('{"a":1}');
    expect(download).not.toHaveBeenCalled();
  });

  test('a dismissed share sheet is cancelled, with no download', async () => {
    const download = vi.fn();
    const share = async () => {
      throw new DOMException('dismissed', 'AbortError');
    };
    expect(await handOver(file, { navigator: { share, canShare: () => true }, download })).toBe('cancelled');
    expect(download).not.toHaveBeenCalled();
  });

  test.each([
    ['no share API', undefined],
    ['a share API that cannot share files', { share: async () => undefined, canShare: () => false }],
    [
      'a share that is not allowed',
      {
        share: async () => {
          throw new DOMException('no', 'NotAllowedError');
        },
        canShare: () => true,
      },
    ],
  ])('%s: a download of the same file', async (_, navigator) => {
    const download = vi.fn(async (blob: Blob, filename: string) => [await blob.text(), filename, blob.type]);
    expect(await handOver(file, { navigator, download })).toBe('downloaded');
    expect(await download.mock.results[0]?.value).toEqual(['{"a":1}', 'tresham-x.json', 'application/json']);
  });
});

describe('browserDownload', () => {
  test('clicks a temporary link to an object URL named after the file, then removes it and frees the URL', async () => {
    vi.useFakeTimers();
    try {
      const clicked: { href: string; download: string }[] = [];
      const appended: unknown[] = [];
      let removed = 0;
      const link = { href: '', download: '', rel: '', click: () => clicked.push({ href: link.href, download: link.download }), remove: () => removed++ };
      const doc = { createElement: () => link, body: { append: (node: unknown) => appended.push(node) } } as unknown as Pick<
        Document,
        'createElement' | 'body'
      >;
      browserDownload(new Blob(['{}'], { type: 'application/json' }), 'tresham-x.json', doc);
      expect(clicked).toHaveLength(1);
      expect(clicked[0]?.download).toBe('tresham-x.json');
      expect(clicked[0]?.href.startsWith('blob:')).toBe(true);
      expect([appended, removed, link.rel]).toEqual([[link], 1, 'noopener']);
      const revoke = vi.spyOn(URL, 'revokeObjectURL');
      vi.advanceTimersByTime(30_000);
      expect(revoke).toHaveBeenCalledWith(clicked[0]?.href);
    } finally {
      vi.useRealTimers();
    }
  });
});
