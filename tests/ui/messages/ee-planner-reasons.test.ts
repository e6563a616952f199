/** Eastern Empires' purchase planner (ee Phase 12): every reason code has words in both languages. */
import { describe, expect, test } from 'vitest';
import { EE_PLAN_REASONS } from '../../../src/engine/rulesets/eastern-empires/calc/planner';
import { da, en } from '../../../src/ui/messages/catalog';

describe('ee Phase 12 purchase planner: every reason code has a message', () => {
  test.each(EE_PLAN_REASONS)('reason.%s', (code) => {
    expect(Object.keys(en)).toContain(`reason.${code}`);
    expect((da as Record<string, string>)[`reason.${code}`]).toBeTruthy();
  });
});
