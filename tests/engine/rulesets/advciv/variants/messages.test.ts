import { describe, expect, test } from 'vitest';
import { VARIANT_IDS } from '../../../../../src/engine/rulesets/advciv/variants';
import { BIDDING_VIOLATIONS, TIE_METHODS } from '../../../../../src/engine/rulesets/advciv/variants/bidding';
import { CAPITALS_VIOLATIONS } from '../../../../../src/engine/rulesets/advciv/variants/capitals';
import { STACKING_VIOLATIONS } from '../../../../../src/engine/rulesets/advciv/variants/stacking';
import { da, en } from '../../../../../src/ui/messages/catalog';
import { placeholders } from '../../../../../src/ui/messages/format';

const EN: Readonly<Record<string, string>> = en;
const DA: Readonly<Record<string, string>> = da;

describe('every variant and variant violation has a message in both languages, same placeholders', () => {
  const keys = [
    ...[...CAPITALS_VIOLATIONS, ...BIDDING_VIOLATIONS, ...STACKING_VIOLATIONS].map((c) => `violation.${c}`),
    ...VARIANT_IDS.flatMap((id) => [`variant.${id}.name`, `variant.${id}.summary`]),
    ...TIE_METHODS.map((m) => `variant.tieMethod.${m}`),
  ];
  test.each(keys)('%s', (key) => {
    expect(EN[key]).toBeTypeOf('string');
    expect(DA[key]).toBeTypeOf('string');
    expect(placeholders(DA[key] ?? '')).toEqual(placeholders(EN[key] ?? ''));
  });
});
