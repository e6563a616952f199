/**
 * One language's home-screen words at start (issue: fast start): the home screen and the shell around
 * it (top bar, PWA prompts) use only messages of the `start` part, in both languages, so their first
 * paint never waits for the rest of the catalog or shows a key.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PERSISTENCE_ERROR_CODES } from '../../../src/persistence/errors';
import { RULESET_IDS } from '../../../src/engine/types';
import { start as daStart } from '../../../src/ui/messages/da/start';
import { start as enStart } from '../../../src/ui/messages/en/start';

const UI = join(import.meta.dirname, '..', '..', '..', 'src', 'ui');
const START_FILES = ['App.tsx', 'screens/home/HomeScreen.tsx', 'components/TopBar.tsx', 'pwa/PwaBanner.tsx'];

const literalKeys = (file: string): string[] => [...readFileSync(join(UI, file), 'utf8').matchAll(/\bt\('([a-zA-Z0-9.\-/]+)'/g)].map((m) => m[1] ?? '');

describe('the home screen speaks from the start part of the catalog', () => {
  const keys = [
    ...new Set([
      ...START_FILES.flatMap(literalKeys),
      // Built at run time on the home screen: the ruleset of each game, and any storage refusal.
      ...RULESET_IDS.map((id) => `ruleset.${id}`),
      ...PERSISTENCE_ERROR_CODES.map((code) => `error.${code}`),
    ]),
  ];
  test('the scan finds the home screen keys', () => {
    expect(keys).toContain('home.title');
    expect(keys).toContain('home.resume');
  });
  test.each(keys)('%s is in the English and Danish start parts', (key) => {
    expect(enStart).toHaveProperty([key]);
    expect(daStart).toHaveProperty([key]);
  });
});
