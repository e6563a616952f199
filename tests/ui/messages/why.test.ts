/** "Why?" says why in words, then the rule: every rule the advciv turn walker cites has a sentence. */
import { describe, expect, test } from 'vitest';
import { replay } from '../../../src/engine/log/replay';
import { ADVCIV_GAME } from '../../../src/engine/rulesets/advciv/game';
import { DEFAULT_SETTINGS } from '../../../src/engine/rulesets/advciv/settings';
import type { AdvCivSetup } from '../../../src/engine/rulesets/advciv/setup';
import type { AdvCivState } from '../../../src/engine/rulesets/advciv/state';
import { turnView } from '../../../src/engine/rulesets/advciv/views/turn';
import { CATALOG } from '../../../src/ui/messages/catalog';

const SETUP: AdvCivSetup = {
  players: [
    { name: 'Ann', nation: 'crete' },
    { name: 'Bo', nation: 'italy' },
    { name: 'Cy', nation: 'africa' },
  ],
  variants: [],
  settings: DEFAULT_SETTINGS,
};

describe('advciv 18.1 every phase of the turn says why in words, in both languages', () => {
  const state = replay(ADVCIV_GAME, SETUP, []).state as AdvCivState;
  const steps = turnView(SETUP, state, []).steps;

  test.each(steps.map((s) => [s.phase, s.cite.map((c) => `why.${c.doc}.${c.rule}`)] as const))('%s: %j', (_phase, keys) => {
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(CATALOG.en[key], `${key} in English`).toBeTruthy();
      expect(CATALOG.da[key], `${key} in Danish`).toBeTruthy();
      expect(CATALOG.da[key]).not.toBe(CATALOG.en[key]);
    }
  });
});
