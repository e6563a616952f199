/**
 * The turn walker's head in every ruleset: the phases of the turn as a list (done, current, to come)
 * and the current phase's heading, and the button that moves on to the next phase. Which phase is
 * done, current or still open comes from the engine's turn view; this only draws it. Where the
 * walker can go to a phase (`onPick`), the open phases are buttons: a phase skipped can be gone
 * back to while the engine still takes its entries.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { session } from '../../state/game';
import { editsInProgress } from '../../state/pwa';
import { t } from '../i18n';
import { entryTextsOf, useLogLines } from './logLines';

export interface StepItem {
  readonly id: string;
  readonly label: string;
  readonly status: 'done' | 'current' | 'todo';
  /** The walker can go to this phase now (the engine's view says so). */
  readonly open?: boolean;
}

export function PhaseSteps({
  steps,
  current,
  heading,
  onPick,
  arrive = true,
}: {
  readonly steps: readonly StepItem[];
  readonly current: string;
  readonly heading: string;
  readonly onPick?: (id: string) => void;
  /** A new phase is arrived at (heading on top, focused, what was recorded said); false where the phases are only looked at (the log's "as of"). */
  readonly arrive?: boolean;
}) {
  const list = useRef<HTMLOListElement>(null);
  const recorded = useArrival(current, arrive);
  // In the scrolling row, the current phase is brought into view (sideways only: the page stays put).
  useEffect(() => {
    const row = list.current;
    const at = row?.querySelector<HTMLElement>('[aria-current="step"]');
    if (row === null || row === undefined || at === null || at === undefined || onPick === undefined) return;
    row.scrollLeft = Math.max(0, at.offsetLeft - row.offsetLeft - (row.clientWidth - at.offsetWidth) / 2);
  }, [current, onPick === undefined]);
  return (
    <>
      <ol class={onPick === undefined ? 'steps' : 'steps pick'} aria-label={t('turn.phases')} ref={list}>
        {steps.map((s) => (
          <li key={s.id} class={s.status === 'todo' ? '' : s.status} aria-current={s.status === 'current' ? 'step' : undefined}>
            {onPick !== undefined && s.open === true && s.status !== 'current' ? (
              <button type="button" class="step-go" data-step={s.id} onClick={() => onPick(s.id)}>
                {s.label}
              </button>
            ) : (
              s.label
            )}
          </li>
        ))}
      </ol>
      <h2 id="phase-h" data-phase={current} tabIndex={-1}>
        {heading}
      </h2>
      {recorded.length > 0 && (
        <p class="small ok-note" role="status" data-testid="phase-recorded">
          {t(recorded.length === 1 ? 'turn.recorded' : 'turn.recordedMany', { n: recorded.length, entries: recorded.join('; ') })}
        </p>
      )}
    </>
  );
}

/**
 * Arriving at a new phase (not at the first paint of the tab): its heading is brought to the top
 * of the screen and takes the focus, so a screen reader announces it and the phase starts where it
 * begins (not scrolled down where the last form ended); the entries recorded since the last phase
 * was shown are named under it; once an entry is recorded in the phase, the entries recorded in it
 * are named instead (the note never names an older entry as the one just recorded). Returns those
 * entries' words.
 */
function useArrival(current: string, arrive: boolean): readonly string[] {
  const s = session();
  const logLines = useLogLines();
  const count = s.record.value?.entries.length ?? 0;
  // `arrived`: the count when this phase was arrived at; `seen`: the count the note last answered.
  const last = useRef({ phase: current, arrived: count, seen: count });
  const [recorded, setRecorded] = useState<readonly string[]>([]);
  useLayoutEffect(() => {
    const before = last.current;
    const words = (from: number) => (count > from ? entryTextsOf(logLines, from, count - from) : []);
    if (before.phase === current) {
      last.current = { ...before, seen: count };
      // More recorded in the same phase (a roll, a trade, one player's draw): the note names what was
      // recorded in this phase, not what was recorded before it was arrived at; an undo back past the
      // arrival leaves nothing to name.
      if (arrive && count !== before.seen) setRecorded(words(before.arrived));
      return;
    }
    last.current = { phase: current, arrived: count, seen: count };
    if (!arrive) return;
    setRecorded(words(before.arrived));
    const h = document.getElementById('phase-h');
    if (h === null) return;
    h.focus({ preventScroll: true });
    // Just below the sticky top bar, however many lines the game's name takes there.
    const bar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
    window.scrollTo({ top: Math.max(0, window.scrollY + h.getBoundingClientRect().top - Math.max(0, bar) - 8), behavior: 'instant' });
  }, [current, count]);
  return recorded;
}

/**
 * Leaving a phase whose form holds typing not yet recorded asks first (the typing stays as a draft
 * and comes back with the phase). `go` moves at once when nothing is typed; `prompt` is the
 * question to render while one is pending.
 */
export function useLeavePhase<P extends string>(
  show: (to: P) => void,
  name: (to: P) => string,
): { readonly go: (to: P) => void; readonly prompt: preact.JSX.Element | null } {
  const [pending, setPending] = useState<P | undefined>(undefined);
  const go = (to: P) => {
    if (editsInProgress.value > 0) setPending(to);
    else show(to);
  };
  const prompt =
    pending === undefined ? null : (
      <LeavePrompt
        to={name(pending)}
        onGo={() => {
          setPending(undefined);
          show(pending);
        }}
        onStay={() => setPending(undefined)}
      />
    );
  return { go, prompt };
}

function LeavePrompt({ to, onGo, onStay }: { readonly to: string; readonly onGo: () => void; readonly onStay: () => void }) {
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    stay.current?.focus();
    stay.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div class="card leave" role="alertdialog" aria-labelledby="leave-q" data-testid="leave-phase">
      <p id="leave-q">{t('turn.leave.ask', { to })}</p>
      <div class="row">
        <button type="button" class="btn" ref={stay} onClick={onStay}>
          {t('turn.leave.stay')}
        </button>
        <button type="button" class="btn primary" onClick={onGo}>
          {t('turn.leave.go', { to })}
        </button>
      </div>
    </div>
  );
}

/**
 * On to the next phase (one word for going on): "On to <phase>" when nothing owed is left behind (the
 * phase is done, or it asks nothing more of the table); "Skip: <what is owed> not recorded" when an
 * entry the rules owe in this phase would be left behind (`owed`, in the ruleset's words), a plain
 * button then so that the form's own record button stays the primary one.
 */
export function NextPhaseButton({ next, owed, onClick }: { readonly next: string; readonly owed?: string; readonly onClick: () => void }) {
  return (
    <button type="button" class={`btn block ${owed === undefined ? 'primary' : ''}`} data-testid="next-phase" onClick={onClick}>
      {owed === undefined ? t('turn.next', { next }) : t('turn.skipOwed', { owed })}
    </button>
  );
}
