/**
 * What the repository stores always opens again (issue 24, items 3 and 5): an entry's time is a
 * date and time as the restore gate requires (isTimestamp), an entry is at most MAX_ENTRY_LENGTH
 * long, and a log never grows past the MAX_ENTRIES the restore gate opens; each refusal is a value
 * with a code the player reads, and nothing is written.
 */
import { describe, expect, test } from 'vitest';
import { MAX_ENTRIES, MAX_ENTRY_LENGTH } from '../../src/engine/limits';
import { en, da } from '../../src/ui/messages/catalog';
import { at, harness, newTally } from './harness';

async function created() {
  const h = harness();
  const result = await h.repo.createGame(newTally());
  if (!result.ok) throw new Error(result.error.code);
  return { ...h, id: result.value.record.id };
}

describe('issue 24: appendEntry refuses what the restore gate would not open', () => {
  test.each(['whenever', '2026-02-30T10:00:00Z', ''])('an entry at %j is refused (append/malformed at), nothing stored', async (when) => {
    const { repo, id } = await created();
    const out = await repo.appendEntry(id, { at: when, entry: { kind: 'build', player: 'Ann', n: 1 } }, 0);
    expect(!out.ok && [out.error.code, out.error.params.path]).toEqual(['append/malformed', 'at']);
    const loaded = await repo.loadGame(id);
    expect(loaded.ok && loaded.value.record.entries).toEqual([]);
  });

  test(`an entry longer than ${MAX_ENTRY_LENGTH} characters is refused, nothing stored`, async () => {
    const { repo, id } = await created();
    const out = await repo.appendEntry(id, { at: at(0), entry: { kind: 'build', player: 'Ann', n: 1, pad: 'x'.repeat(MAX_ENTRY_LENGTH) } }, 0);
    expect(!out.ok && out.error.problems?.[0]?.code).toBe('shape/too-large');
  });

  test(`the entry cap: a log of ${MAX_ENTRIES} entries takes no more, in words (append/full)`, async () => {
    const { repo, db, id } = await created();
    // The log as if 50,000 entries were stored (the count the game row keeps; writing them all would take minutes).
    const row = await db.games.get(id);
    if (row === undefined) throw new Error('no row');
    await db.games.put({ ...row, entryCount: MAX_ENTRIES });
    const out = await repo.appendEntry(id, { at: at(0), entry: { kind: 'build', player: 'Ann', n: 1 } }, MAX_ENTRIES);
    expect(!out.ok && [out.error.code, out.error.params]).toEqual(['append/full', { max: MAX_ENTRIES }]);
    expect(await db.entries.count()).toBe(0);
    expect(en['error.append/full']).toContain('{max, plural');
    expect(da['error.append/full']).toContain('{max, plural');
  });

  test('one entry below the cap is still stored', async () => {
    const { repo, db, id } = await created();
    const row = await db.games.get(id);
    if (row === undefined) throw new Error('no row');
    await db.games.put({ ...row, entryCount: MAX_ENTRIES - 1 });
    const out = await repo.appendEntry(id, { at: at(0), entry: { kind: 'build', player: 'Ann', n: 1 } }, MAX_ENTRIES - 1);
    expect(out.ok && out.value.seq).toBe(MAX_ENTRIES - 1);
  });
});
