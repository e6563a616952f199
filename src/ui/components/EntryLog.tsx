/**
 * The log tab of every ruleset: the entries in order, undo the last (and redo), tap an entry to see
 * the table as of then. What an entry says (its turn, its words, any extra line) comes from the
 * ruleset's screen through `line`; the session does the undo, redo and "as of".
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Refusal } from '../../state/game';
import { session } from '../../state/game';
import { t } from '../i18n';
import { RefusalNotice } from './Violations';

export function EntryLog<E>({
  entries,
  line,
  detail,
  class: className,
}: {
  readonly entries: readonly E[];
  /** What the entry at index i shows after its number ("1. "). */
  readonly line: (entry: E, i: number) => ComponentChildren;
  /** A second, quieter line under the entry (smc: the gold it moved). */
  readonly detail?: (entry: E, i: number) => ComponentChildren;
  /** The ruleset's style scope ('ee', 'smc'). */
  readonly class?: string;
}) {
  const s = session();
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const run = async (op: () => Promise<{ ok: boolean; error?: Refusal }>) => {
    setBusy(true);
    const r = await op();
    setBusy(false);
    setRefusal(r.ok ? undefined : r.error);
  };
  return (
    <section aria-labelledby="log-h" class={className}>
      <h2 id="log-h">{t('log.title')}</h2>
      <div class="actions">
        <button type="button" class="btn" disabled={busy || !s.canUndo.value} onClick={() => void run(() => s.undo())}>
          {t('persistence.undo')}
        </button>
        <button type="button" class="btn" disabled={busy || !s.canRedo.value} onClick={() => void run(() => s.redo())}>
          {t('persistence.redo')}
        </button>
      </div>
      <RefusalNotice refusal={refusal} />
      {entries.length === 0 ? (
        <p class="muted">{t('log.empty')}</p>
      ) : (
        <ol class="log-list" data-testid="log">
          {entries.map((entry, i) => {
            const pressed = s.asOf.value === i + 1;
            return (
              <li key={i}>
                <button type="button" class="btn" aria-pressed={pressed} onClick={() => s.showAsOf(pressed ? null : i + 1)}>
                  <span>
                    {i + 1}. {line(entry, i)}
                  </span>
                  {detail?.(entry, i)}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
