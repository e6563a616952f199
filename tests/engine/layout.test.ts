/**
 * Every ruleset the same shape (STYLE 3): one folder per ruleset under src/engine/rulesets, each
 * with the same named parts, and the engine's own surface (src/engine/index.ts) speaks for no
 * ruleset: a ruleset's public surface is its own index.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { RULESET_IDS } from '../../src/engine/types';

const ENGINE = join(import.meta.dirname, '..', '..', 'src', 'engine');

/** The parts every ruleset has: [what it is, the paths that may hold it]. */
const PARTS = [
  ['public surface', ['index.ts']],
  ['package (game module, phases of a turn, replay report; registered in games.ts)', ['package.ts']],
  ['game module (the GameModule its package holds)', ['game.ts']],
  ['structural parser of untrusted setups and entries', ['parse.ts']],
  ['setup', ['setup.ts']],
  ['derived state', ['state.ts']],
  ['violation codes', ['violations.ts']],
  ['entry handlers, one exhaustive table', ['entries/index.ts']],
  ['views', ['views.ts', 'views/index.ts']],
] as const;

describe('STYLE 3: every ruleset is one folder of the same shape', () => {
  test('one folder per ruleset id, and no other', () => {
    expect(readdirSync(join(ENGINE, 'rulesets')).sort()).toEqual([...RULESET_IDS].sort());
  });

  test.each(RULESET_IDS.flatMap((id) => PARTS.map(([part, paths]) => [id, part, paths] as const)))('%s has its %s', (id, _part, paths) => {
    expect(paths.filter((p) => existsSync(join(ENGINE, 'rulesets', id, p)))).toHaveLength(1);
  });

  test('the engine root holds no ruleset folder of its own (entries, calculators and views live in their ruleset)', () => {
    const rootFolders = readdirSync(ENGINE, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(rootFolders.sort()).toEqual(['log', 'rulesets']);
  });

  test("the engine's index re-exports nothing from a ruleset", () => {
    const specs = [...readFileSync(join(ENGINE, 'index.ts'), 'utf8').matchAll(/from\s*'([^']+)'/g)].map((m) => m[1]);
    expect(specs.length).toBeGreaterThan(3);
    expect(specs.filter((s) => s?.startsWith('./rulesets/'))).toEqual([]);
  });
});
