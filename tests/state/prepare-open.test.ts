/**
 * A game replayed ahead of its opening (issue 21 item 8: the home screen prepares the newest listed
 * game in its idle time) is the log's own replay, and is shown only while the stored log is the one
 * it replayed: the golden Advanced Civilization game (10 turns, 5 players) opened after `prepare`
 * has the state, checkpoints and revision of a full replay; once another page changed the log
 * (an undo, an entry) the game opened is the new log's, never the one prepared before.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import { createGameSession } from '../../src/state/game';
import { harness } from '../persistence/harness';

const GOLDEN = readFileSync(new URL('../fixtures/games/advciv-golden-5p-10t.json', import.meta.url), 'utf8');

async function stored() {
  const h = harness(GAMES);
  const imported = await h.repo.importFile(GOLDEN);
  if (!imported.ok) throw new Error(imported.error.code);
  const id = imported.value[0]?.id ?? '';
  return { h, id };
}

describe('a game prepared ahead of its opening is the full replay of the log as stored', () => {
  test('prepared, then opened: the same record, state, checkpoints and revision as a full replay (advciv golden game)', async () => {
    const { h, id } = await stored();
    const s = createGameSession({ repo: h.repo, games: GAMES });
    await s.prepare(id);
    const opened = await s.open(id);
    const full = await h.repo.loadGame(id);
    if (!opened.ok || !full.ok) throw new Error('not opened');
    expect(opened.value.record.entries.length).toBeGreaterThan(100);
    expect(opened.value.record).toEqual(full.value.record);
    expect(opened.value.state).toEqual(full.value.state);
    expect(opened.value.checkpoints).toEqual(full.value.checkpoints);
    expect(opened.value.rev).toBe(full.value.rev);
    expect(s.state.value).toEqual(full.value.state);
  });

  test('another page undid the last entry after the game was prepared: the game opened is the log without it', async () => {
    const { h, id } = await stored();
    const s = createGameSession({ repo: h.repo, games: GAMES });
    await s.prepare(id);
    const other = h.openTab().repo;
    const undone = await other.undo(id);
    if (!undone.ok) throw new Error(undone.error.code);
    const opened = await s.open(id);
    const full = await h.repo.loadGame(id);
    if (!opened.ok || !full.ok) throw new Error('not opened');
    expect(opened.value.rev).toBe(undone.value.rev);
    expect(opened.value.record.entries.length).toBe(undone.value.entryCount);
    expect(opened.value.state).toEqual(full.value.state);
    expect(opened.value.redoDepth).toBe(1);
  });

  test('the entry undone is recorded again after the game was prepared (same length, new revision): the game opened is the new log', async () => {
    const { h, id } = await stored();
    const other = h.openTab().repo;
    const undone = await other.undo(id);
    if (!undone.ok) throw new Error(undone.error.code);
    const s = createGameSession({ repo: h.repo, games: GAMES });
    await s.prepare(id);
    const redone = await other.redo(id);
    if (!redone.ok) throw new Error(redone.error.code);
    const opened = await s.open(id);
    if (!opened.ok) throw new Error(opened.error.code);
    expect(opened.value.rev).toBe(redone.value.rev);
    expect(opened.value.record.entries.length).toBe(redone.value.entryCount);
    expect(opened.value.redoDepth).toBe(0);
  });
});
