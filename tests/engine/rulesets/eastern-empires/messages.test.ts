import { describe, expect, test } from 'vitest';
import { EE_VIOLATIONS } from '../../../../src/engine/rulesets/eastern-empires/violations';
import { PHASES } from '../../../../src/engine/rulesets/eastern-empires/phases';
import { EPOCHS } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import { da, en } from '../../../../src/ui/messages/catalog';

describe('ee violations: every code has an English and a Danish message', () => {
  test.each(EE_VIOLATIONS.map((c) => [c]))('%s', (code) => {
    const key = `violation.${code}`;
    expect((en as Record<string, string>)[key]).toBeTruthy();
    expect((da as Record<string, string>)[key]).toBeTruthy();
  });
  test('phases and epochs are named in both languages', () => {
    for (const k of [...PHASES.map((p) => `ee.phase.${p}`), ...EPOCHS.map((e) => `ee.epoch.${e}`)]) {
      expect((en as Record<string, string>)[k]).toBeTruthy();
      expect((da as Record<string, string>)[k]).toBeTruthy();
    }
  });
});
