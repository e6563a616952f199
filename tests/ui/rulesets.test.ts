/**
 * The ruleset registries are total and each entry is its own ruleset's: the engine package (game
 * module, phases) and the UI package, loaded lazily (tabs, new-game form, signals).
 */
import { describe, expect, test } from 'vitest';
import { GAMES, PACKAGES } from '../../src/engine/games';
import { RULESET_IDS } from '../../src/engine/types';
import { TABS, UI_PACKAGES } from '../../src/ui/rulesets/registry';

describe.each(RULESET_IDS)('ruleset %s: one package per layer', (id) => {
  test('the engine package and its game module are registered under the ruleset id, with the phases of a turn', () => {
    expect(PACKAGES[id].id).toBe(id);
    expect(PACKAGES[id].game.id).toBe(id);
    expect(GAMES[id]).toBe(PACKAGES[id].game);
    expect(PACKAGES[id].phases.length).toBeGreaterThan(0);
  });

  test('the UI package loads on demand and belongs to the ruleset: four tabs, a new-game form, its signals', async () => {
    const ui = await UI_PACKAGES[id]();
    expect(ui.id).toBe(id);
    expect(Object.keys(ui.tabs).sort()).toEqual([...TABS].sort());
    expect(typeof ui.NewGame).toBe('function');
    expect(ui.signals()).toBe(ui.signals());
  });
});
