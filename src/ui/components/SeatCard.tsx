/**
 * A phone bound to one seat (several phones), in a phase whose entries are the table's: no form to
 * type the table's entries into, only the phase the table is in, who it waits for, and the figures
 * the engine's seat view gives this player for the phase (each ruleset words its own figures). The
 * host's phone keeps the table's forms.
 */
import { t } from '../i18n';

export interface SeatLine {
  /** The figure's kind (the engine's seat view), for tests and styling. */
  readonly kind: string;
  readonly text: string;
}

export function SeatCard({
  phase,
  name,
  waiting,
  done,
  nothingToEnter,
  status,
  lines,
}: {
  readonly phase: string;
  readonly name: string;
  /** The players the table still waits for in this phase (the turn view), by name. */
  readonly waiting: readonly string[];
  /** The phase's entries are made: the table goes on. */
  readonly done: boolean;
  /** The phase has no entry to make (played at the table). */
  readonly nothingToEnter: boolean;
  /** What the table waits for, where the ruleset words it itself (instead of the players waited for). */
  readonly status?: string;
  readonly lines: readonly SeatLine[];
}) {
  return (
    <div class="card" data-testid="seat-card">
      <p>{t('seat.table', { phase, name })}</p>
      <p class="small" role="status" data-testid="seat-waiting">
        {status !== undefined
          ? status
          : done
            ? t('seat.done')
            : nothingToEnter
              ? t('seat.atTable')
              : waiting.length > 0
                ? t('seat.waiting', { players: waiting })
                : t('seat.waitingEntry')}
      </p>
      {lines.length > 0 && (
        <>
          <h3>{t('seat.figures', { name })}</h3>
          <ul data-testid="seat-figures">
            {lines.map((l) => (
              <li key={l.kind} data-figure={l.kind}>
                {l.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
