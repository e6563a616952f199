/** Log: every Eastern Empires entry in order with its turn; undo the last (and redo); tap an entry to see the table as of then. */
import { useState } from 'preact/hooks';
import type { Refusal } from '../../../state/game';
import { session } from '../../../state/game';
import { eeGame } from '../../../state/game-ee';
import { t } from '../../../state/i18n';
import { RefusalNotice } from '../../components/Violations';
import { describeEntry } from './describe';

export function EeLogTab() {
  const s = session();
  const g = eeGame().game.value;
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  if (g === undefined) return null;
  const run = async (op: () => Promise<{ ok: boolean; error?: Refusal }>) => {
    setBusy(true);
    const r = await op();
    setBusy(false);
    setRefusal(r.ok ? undefined : r.error);
  };
  // The turn of each entry: an A.S.T. alteration ends a turn (ee Phase 13).
  let turn = 1;
  const turns = g.entries.map((l) => {
    const at = turn;
    if (l.entry.kind === 'ast') turn++;
    return at;
  });
  return (
    <section aria-labelledby="log-h" class="ee">
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
      {g.entries.length === 0 ? (
        <p class="muted">{t('log.empty')}</p>
      ) : (
        <ol class="log-list" data-testid="log">
          {g.entries.map((logged, i) => {
            const pressed = s.asOf.value === i + 1;
            return (
              <li key={i}>
                <button type="button" class="btn" aria-pressed={pressed} onClick={() => s.showAsOf(pressed ? null : i + 1)}>
                  {i + 1}. {t('table.turn', { turn: turns[i] ?? 1 })} · {describeEntry(logged.entry)}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
