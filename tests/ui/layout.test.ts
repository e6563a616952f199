/**
 * Every ruleset's UI is one folder of the same shape, as its engine is (issue 22; the engine's side
 * is tests/engine/layout.test.ts): src/ui/rulesets/<id>/ holds what the UI registry's contract asks
 * of it (its package.ts with the four tabs, the new-game form, its log lines and signals, each tab,
 * form and the lines from that folder) and its catalog rows in English and Danish (messages/en,
 * messages/da). The shell outside reaches a ruleset only through one line per registry: the UI
 * registry (src/ui/rulesets/registry.ts) and the catalog's RULESET_MESSAGES (messages/{en,da}/rest.ts),
 * as the engine's PACKAGES (src/engine/games.ts). A fourth ruleset is one engine folder, one UI
 * folder and one line per registry.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { RULESET_IDS } from '../../src/engine/types';
import { TABS } from '../../src/ui/rulesets/registry';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const UI = join(SRC, 'ui');
const RULESETS = join(UI, 'rulesets');
const INCOMPLETE = join(import.meta.dirname, '..', 'fixtures', 'ui-rulesets', 'incomplete');

/** True when a relative specifier names a module inside `folder` (x.ts, x.tsx or x/index.ts). */
function inside(folder: string, spec: string | undefined): boolean {
  if (spec === undefined || !spec.startsWith('./')) return false;
  const base = join(folder, spec);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].some((f) => existsSync(f));
}

/** The parts of the registry's contract a ruleset's UI folder lacks (none for a whole folder). */
function missingParts(folder: string, id: string): string[] {
  const missing: string[] = [];
  const pkgFile = join(folder, 'package.ts');
  const pkg = existsSync(pkgFile) ? readFileSync(pkgFile, 'utf8') : '';
  if (pkg === '') missing.push('its package (package.ts)');
  // The name each import binds, and the module it comes from: `import { A, B as C } from './x'`.
  const from = new Map<string, string>();
  for (const m of pkg.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name !== undefined && name !== '') from.set(name, m[2] ?? '');
    }
  }
  const own = (name: string | undefined): boolean => name !== undefined && inside(folder, from.get(name));
  if (pkg !== '' && !pkg.includes(`id: '${id}'`)) missing.push('its id');
  const tabs = /tabs:\s*\{([^}]*)\}/.exec(pkg)?.[1] ?? '';
  for (const tab of TABS) {
    if (!own(new RegExp(`\\b${tab}:\\s*(\\w+)`).exec(tabs)?.[1])) missing.push(`the ${tab} tab`);
  }
  if (!own(/\bNewGame:\s*(\w+)/.exec(pkg)?.[1])) missing.push('the new-game form');
  if (!own(/\blogLines:\s*(\w+)/.exec(pkg)?.[1])) missing.push('its log lines');
  if (!/\bsignals:\s*\S/.test(pkg)) missing.push('its signals');
  if (!existsSync(join(folder, 'messages', 'en', 'index.ts'))) missing.push('its English catalog rows (messages/en)');
  if (!existsSync(join(folder, 'messages', 'da', 'index.ts'))) missing.push('its Danish catalog rows (messages/da)');
  return missing;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const text = (path: string): string => readFileSync(join(SRC, path), 'utf8');

describe('every ruleset has one UI folder of the same shape', () => {
  test('src/ui/rulesets holds one folder per ruleset id and the registry, nothing else', () => {
    const entries = readdirSync(RULESETS, { withFileTypes: true });
    expect(entries.filter((e) => e.isDirectory()).map((e) => e.name)).toEqual([...RULESET_IDS].sort());
    expect(entries.filter((e) => !e.isDirectory()).map((e) => e.name)).toEqual(['registry.ts']);
  });

  test.each(RULESET_IDS)('src/ui/rulesets/%s has every part the registry needs, from its own folder', (id) => {
    expect(missingParts(join(RULESETS, id), id)).toEqual([]);
  });

  test('a folder that lacks parts is caught, each part named (tests/fixtures/ui-rulesets/incomplete)', () => {
    expect(missingParts(INCOMPLETE, 'incomplete')).toEqual(['the scores tab', 'the log tab', 'the new-game form', 'its Danish catalog rows (messages/da)']);
  });

  test('a folder with no package lacks every part', () => {
    expect(missingParts(join(INCOMPLETE, 'messages'), 'incomplete')).toEqual([
      'its package (package.ts)',
      ...TABS.map((tab) => `the ${tab} tab`),
      'the new-game form',
      'its log lines',
      'its signals',
      'its English catalog rows (messages/en)',
      'its Danish catalog rows (messages/da)',
    ]);
  });
});

describe('one line per registry', () => {
  test.each(RULESET_IDS)('%s: one line in the engine registry, the UI registry and the catalog in each language', (id) => {
    expect(text('engine/games.ts')).toContain(`from './rulesets/${id}/package'`);
    expect(text('ui/rulesets/registry.ts')).toContain(`import('./${id}/package')`);
    expect(text('ui/messages/en/rest.ts')).toContain(`from '../../rulesets/${id}/messages/en'`);
    expect(text('ui/messages/da/rest.ts')).toContain(`from '../../rulesets/${id}/messages/da'`);
  });

  test('outside its folder only the registries name a ruleset UI folder (and the citations, for the variant names)', () => {
    const REGISTRIES = ['ui/messages/en/rest.ts', 'ui/messages/da/rest.ts', 'ui/rulesets/registry.ts'];
    // Not yet through a registry: a citation names its variant in the language (advciv's catalog rows).
    const KNOWN = ['ui/messages/citations.ts'];
    const folder = new RegExp(`['/](rulesets/)?(${RULESET_IDS.join('|')})/`);
    const naming = files(UI)
      .map((f) => relative(SRC, f))
      .filter((f) => !RULESET_IDS.some((id) => f.startsWith(`ui/rulesets/${id}/`)))
      .filter((f) => [...text(f).matchAll(/(?:from\s*|import\()\s*'([^']+)'/g)].some((m) => !(m[1] ?? '').includes('engine/') && folder.test(m[1] ?? '')));
    expect(naming.sort()).toEqual([...REGISTRIES, ...KNOWN].sort());
  });
});
