/**
 * The turn walker's head in every ruleset: the phases of the turn as a list (done, current, to come)
 * and the current phase's heading, and the button that moves on to the next phase. Which phase is
 * done or current comes from the engine's turn view; this only draws it.
 */
import { t } from '../i18n';

export interface StepItem {
  readonly id: string;
  readonly label: string;
  readonly status: 'done' | 'current' | 'todo';
}

export function PhaseSteps({ steps, current, heading }: { readonly steps: readonly StepItem[]; readonly current: string; readonly heading: string }) {
  return (
    <>
      <ol class="steps" aria-label={t('turn.phases')}>
        {steps.map((s) => (
          <li key={s.id} class={s.status === 'todo' ? '' : s.status} aria-current={s.status === 'current' ? 'step' : undefined}>
            {s.label}
          </li>
        ))}
      </ol>
      <h2 id="phase-h" data-phase={current}>
        {heading}
      </h2>
    </>
  );
}

/**
 * On to the next phase: "done at the table" where the phase has nothing to enter, "next" once its
 * entry is recorded, "skip" before (the primary button unless an entry is still open).
 */
export function NextPhaseButton({
  next,
  nothingToEnter,
  done,
  onClick,
}: {
  readonly next: string;
  readonly nothingToEnter: boolean;
  readonly done: boolean;
  readonly onClick: () => void;
}) {
  return (
    <button type="button" class={`btn block ${nothingToEnter || done ? 'primary' : ''}`} data-testid="next-phase" onClick={onClick}>
      {nothingToEnter ? t('turn.doneAtTable', { next }) : done ? t('turn.next', { next }) : t('turn.skip', { next })}
    </button>
  );
}
