/** The purchase planner's reasons and goals (advciv 31) each have words in the catalog. */
import { describe, expect, test } from 'vitest';
import { PLAN_GOALS, PLAN_REASONS } from '../../../src/engine/rulesets/advciv/calc/planner';
import { EPOCH } from '../../../src/engine/rulesets/advciv/ast';
import { en } from '../../../src/ui/messages/catalog';

describe('advciv 31 purchase planner: every reason code and goal has a message', () => {
  test.each(PLAN_REASONS)('reason.%s', (code) => {
    expect(Object.keys(en)).toContain(`reason.${code}`);
  });
  test.each(PLAN_GOALS)('plan.goal.%s', (goal) => {
    expect(Object.keys(en)).toContain(`plan.goal.${goal}`);
  });
  test('every A.S.T. requirement kind the planner reports is named (33.2x)', () => {
    const kinds = new Set(Object.values(EPOCH).flatMap((e) => e.requirements.map((r) => r.kind)));
    for (const k of kinds) expect(Object.keys(en)).toContain(`plan.requirement.${k}`);
  });
});
