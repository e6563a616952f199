/**
 * Every ruleset the same shape (STYLE 3): one folder per ruleset under src/engine/rulesets, each
 * with one interior (the contract's files at the top, calc/, entries/ and views/ below, variants/ as
 * overlays where a ruleset has them), and the engine's own surface (src/engine/index.ts) speaks for
 * no ruleset: a ruleset's public surface is its own index.ts. A reader who knows one ruleset's folder
 * finds his way in the others; a fourth ruleset that lacks a part fails here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { RULESET_IDS } from '../../src/engine/types';

const ENGINE = join(import.meta.dirname, '..', '..', 'src', 'engine');
/** A ruleset folder that lacks parts of the contract, to show the contract check fails on one. */
const INCOMPLETE = join(import.meta.dirname, '..', 'fixtures', 'rulesets', 'incomplete');

/** The files every ruleset has: [what it is, its path in the ruleset folder]. */
const FILES = [
  ['public surface', 'index.ts'],
  ['package (game module, phases of a turn, replay report; registered in games.ts)', 'package.ts'],
  ['game module (the GameModule its package holds)', 'game.ts'],
  ["what a new entry meets besides its own checks (GameModule.admit: the turn's order)", 'admit.ts'],
  ['structural parser of untrusted setups and entries', 'parse.ts'],
  ['setup', 'setup.ts'],
  ['derived state', 'state.ts'],
  ['violation codes', 'violations.ts'],
  ['entry handlers, one exhaustive table', 'entries/index.ts'],
  ['views for the screens', 'views/index.ts'],
  ['which seat an entry speaks for', 'views/seats.ts'],
  ['what a phone bound to one seat shows of a phase', 'views/seat-view.ts'],
] as const;

/** The sub-folders every ruleset has: calculators, entry handlers, views. */
const FOLDERS = ['calc', 'entries', 'views'] as const;
/** Sub-folders a ruleset may have besides: its variants as overlays (STYLE layout). */
const OPTIONAL_FOLDERS = ['variants'] as const;

const isFolder = (path: string): boolean => existsSync(path) && statSync(path).isDirectory();
const holdsModule = (path: string): boolean => isFolder(path) && readdirSync(path).some((n) => n.endsWith('.ts'));

/** What a ruleset folder lacks of the contract, or holds beside it: one line a part, empty when it keeps it. */
function contractGaps(folder: string): readonly string[] {
  const subFolders = readdirSync(folder).filter((n) => isFolder(join(folder, n)));
  return [
    ...FOLDERS.filter((f) => !holdsModule(join(folder, f))).map((f) => `no ${f}/`),
    ...FILES.filter(([, path]) => !existsSync(join(folder, path))).map(([what, path]) => `no ${path} (${what})`),
    ...subFolders.filter((f) => !([...FOLDERS, ...OPTIONAL_FOLDERS] as readonly string[]).includes(f)).map((f) => `a sub-folder ${f}/ outside the contract`),
  ];
}

describe('STYLE 3: every ruleset is one folder of the same shape', () => {
  test('one folder per ruleset id, and no other', () => {
    expect(readdirSync(join(ENGINE, 'rulesets')).sort()).toEqual([...RULESET_IDS].sort());
  });

  test.each(RULESET_IDS)('%s has every part of the contract and no sub-folder beside it', (id) => {
    expect(contractGaps(join(ENGINE, 'rulesets', id))).toEqual([]);
  });

  test('a ruleset folder that lacks a part is named with what it lacks', () => {
    expect(contractGaps(INCOMPLETE)).toEqual([
      'no views/',
      'no state.ts (derived state)',
      'no views/index.ts (views for the screens)',
      'no views/seats.ts (which seat an entry speaks for)',
      'no views/seat-view.ts (what a phone bound to one seat shows of a phase)',
      'a sub-folder screens/ outside the contract',
    ]);
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
