/**
 * The turn tab of "the table as of entry N" in every ruleset (the log's "as of"): the turn and its
 * phases as they stood after that entry, the phase the table was in and who it still waited for
 * there, all from the engine's turn view of the state then. Read-only: no form, no record button,
 * no phase to pick; "Back to now" (the game screen's notice) leads back to the table's forms.
 */
import type { ComponentChildren } from 'preact';
import { t } from '../i18n';
import { PhaseSteps, type StepItem } from './PhaseSteps';

export function AsOfTurn({
  entry,
  turn,
  steps,
  current,
  heading,
  waiting,
  children,
}: {
  /** The entries shown (the table after entry `entry`). */
  readonly entry: number;
  readonly turn: number;
  readonly steps: readonly StepItem[];
  readonly current: string;
  readonly heading: string;
  /** Who the phase the table was in still waited for then, by name. */
  readonly waiting: readonly string[];
  /** The figures of that moment a ruleset shows besides (read-only). */
  readonly children?: ComponentChildren;
}) {
  return (
    <section aria-labelledby="phase-h" data-testid="as-of-turn">
      <p class="muted small">{t('table.turn', { turn })}</p>
      <PhaseSteps steps={steps} current={current} heading={heading} arrive={false} />
      <p class="small">{t('log.asOfAt', { turn, phase: heading })}</p>
      <p class="muted small">{t('log.asOfTurn', { n: entry })}</p>
      <p class="small" data-testid="as-of-waiting">
        {waiting.length > 0 ? t('log.asOfWaiting', { names: waiting }) : t('log.asOfNoneWaiting')}
      </p>
      {children}
    </section>
  );
}
