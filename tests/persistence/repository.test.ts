import { describe, expect, test } from 'vitest';
import { harness, newTally } from './harness';

describe('repository: create, list, load', () => {
  test('a created game is listed and loads through the restore gate', async () => {
    const { repo } = harness();
    const created = await repo.createGame(newTally());
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const listed = await repo.listGames();
    expect(listed.ok && listed.value.map((g) => g.name)).toEqual(['Friday game']);
    const loaded = await repo.loadGame(created.value.record.id);
    expect(loaded.ok && loaded.value.state).toEqual({ cities: { Ann: 0, Bo: 0 } });
  });
});
