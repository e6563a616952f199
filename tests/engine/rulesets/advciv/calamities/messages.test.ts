import { describe, expect, test } from 'vitest';
import { WHY_CODES } from '../../../../../src/engine/rulesets/advciv/calc/calamity-figure';
import { CALAMITY_VIOLATIONS } from '../../../../../src/engine/rulesets/advciv/calc/calamities-violations';
import { da, en } from '../../../../../src/ui/messages/catalog';
import { placeholders } from '../../../../../src/ui/messages/format';

const EN: Readonly<Record<string, string>> = en;
const DA: Readonly<Record<string, string>> = da;

describe('every calamity violation code and "why" term has a message in both languages', () => {
  test.each(CALAMITY_VIOLATIONS.map((c) => `violation.${c}`))('%s', (key) => {
    expect(EN[key]).toBeTypeOf('string');
    expect(DA[key]).toBeTypeOf('string');
    expect(placeholders(DA[key] ?? '')).toEqual(placeholders(EN[key] ?? ''));
  });
  test.each(WHY_CODES.map((c) => `calamity.why.${c}`))('%s', (key) => {
    expect(EN[key]).toBeTypeOf('string');
    expect(placeholders(DA[key] ?? '')).toEqual(placeholders(EN[key] ?? ''));
  });
});
