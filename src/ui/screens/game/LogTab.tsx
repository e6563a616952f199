/** Log: every entry in order; undo the last (and redo); tap an entry to see the table as of then. */
import { useState } from 'preact/hooks';
import type { Refusal } from '../../../state/game';
import { session } from '../../../state/game';
import { advcivGame } from '../../../state/game-advciv';
import { t } from '../../../state/i18n';
import { RefusalNotice } from '../../components/Violations';
import { describeEntry } from './describe';

export function LogTab() {
  const s = session();
  const g = advcivGame.value;
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  if (g === undefined) return null;
  const run = async (op: () => Promise<{ ok: boolean; error?: Refusal }>) => {
    setBusy(true);
    const r = await op();
    setBusy(false);
    setRefusal(r.ok ? undefined : r.error);
  };
  let turn = 1;
  return (
    <section aria-labelledby="log-h">
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
            const label = `${t('table.turn', { turn })} · ${describeEntry(logged.entry)}`;
            if (logged.entry.kind === 'ast') turn++;
            const pressed = s.asOf.value === i + 1;
            return (
              <li key={i}>
                <button type="button" class="btn" aria-pressed={pressed} onClick={() => s.showAsOf(pressed ? null : i + 1)}>
                  {i + 1}. {label}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
