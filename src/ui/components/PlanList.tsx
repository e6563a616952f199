/**
 * The parts of "Plan my buy" that both planners' panels show (advciv 31, ee Phase 12): the goal
 * picker, and the engine's answer: its notes, then each plan with the reasons that matter most and
 * the rest under "Why?", every reason with its rule numbers, and one tap that hands the plan to the
 * purchase form (which the engine still checks when it is recorded). Holds no rules: the ruleset's
 * panel words the reasons and names what a plan buys.
 */
import { useState } from 'preact/hooks';
import { PLAN_GOALS, type PlanGoalKind, type PlanReasonOf } from '../../engine/plan';
import { t } from '../i18n';
import { citesText } from './names';

type AnyReason = PlanReasonOf<string>;

/** Reasons in the ruleset's words (`words`), each with the rules it cites. */
export function PlanReasons<R extends AnyReason>({ reasons, words }: { readonly reasons: readonly R[]; readonly words: (r: R) => string }) {
  return (
    <ul class="small">
      {reasons.map((r, i) => (
        <li key={`${r.code}-${i}`} data-code={r.code}>
          {words(r)} <span class="cite">({citesText(r.cite)})</span>
        </li>
      ))}
    </ul>
  );
}

/** The goal the player plans for; `targetLabel` names the "credits toward" goal in the ruleset's words. */
export function PlanGoalField({
  id,
  value,
  targetLabel,
  onChange,
}: {
  readonly id: string;
  readonly value: PlanGoalKind;
  readonly targetLabel: string;
  readonly onChange: (kind: PlanGoalKind) => void;
}) {
  return (
    <div class="num-row">
      <label for={id}>{t('plan.goal')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as PlanGoalKind)}>
        {PLAN_GOALS.map((g) => (
          <option key={g} value={g}>
            {g === 'target' ? targetLabel : t(`plan.goal.${g}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The notes and the plans of one answer. A plan shows the reasons in `shown`; the rest fold under
 * "Why?" so the plans fit a phone. Give it a `key` that changes with the goal and the hand: a new
 * answer starts with no option marked as used.
 */
export function PlanList<R extends AnyReason, P extends { readonly reasons: readonly R[] }>({
  answer,
  words,
  shown,
  title,
  planKey,
  testId,
  onUse,
}: {
  readonly answer: { readonly notes: readonly R[]; readonly plans: readonly P[]; readonly examined: number };
  readonly words: (r: R) => string;
  readonly shown: readonly R['code'][];
  /** The plan's heading: option n and what it buys. */
  readonly title: (plan: P, n: number) => string;
  readonly planKey: (plan: P) => string;
  readonly testId: string;
  readonly onUse: (plan: P) => void;
}) {
  const [used, setUsed] = useState<number | null>(null);
  return (
    <>
      <PlanReasons reasons={answer.notes} words={words} />
      <ol class="list" data-testid={testId}>
        {answer.plans.map((plan, i) => (
          <li key={planKey(plan)} data-plan={i + 1}>
            <strong>{title(plan, i + 1)}</strong>
            <PlanReasons reasons={plan.reasons.filter((r) => shown.includes(r.code))} words={words} />
            <details class="why">
              <summary>{t('table.why')}</summary>
              <PlanReasons reasons={plan.reasons.filter((r) => !shown.includes(r.code))} words={words} />
            </details>
            <button
              type="button"
              class="btn block"
              onClick={() => {
                setUsed(i + 1);
                onUse(plan);
              }}
            >
              {t('plan.use', { n: i + 1 })}
            </button>
            {used === i + 1 && (
              <p class="ok-note" role="status">
                {t('plan.filled')}
              </p>
            )}
          </li>
        ))}
      </ol>
      <p class="small muted">{t('plan.examined', { n: answer.examined })}</p>
    </>
  );
}
