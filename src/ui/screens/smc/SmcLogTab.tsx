/** Log: every smc entry in order with its turn and gold effect; undo the last (and redo); tap an entry to see the table as of then. */
import { useState } from 'preact/hooks';
import { entryContexts, ledgerOf } from '../../../engine/rulesets/smc/views-ui';
import type { Refusal } from '../../../state/game';
import { session } from '../../../state/game';
import { smcView } from '../../../state/game-smc';
import { t } from '../../../state/i18n';
import { RefusalNotice } from '../../components/Violations';
import { describeEntry } from './describe';
import { playerName } from './names';

export function SmcLogTab() {
  const s = session();
  const { game } = smcView();
  const g = game.value;
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  if (g === undefined) return null;
  const run = async (op: () => Promise<{ ok: boolean; error?: Refusal }>) => {
    setBusy(true);
    const r = await op();
    setBusy(false);
    setRefusal(r.ok ? undefined : r.error);
  };
  const at = entryContexts(g.setup, g.entries);
  // Each entry's gold changes on one line: "Cy -5 → 15 gold · Di +5 → 25 gold".
  const changes = new Map<number, string>();
  for (const l of ledgerOf(g.setup, g.entries)) {
    const text = t('smcui.log.gold', { player: playerName(g, l.player), delta: l.delta > 0 ? `+${l.delta}` : String(l.delta), after: l.after });
    const before = changes.get(l.index);
    changes.set(l.index, before === undefined ? text : `${before} · ${text}`);
  }
  return (
    <section aria-labelledby="log-h" class="smc">
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
                  <span>
                    {i + 1}. {t('table.turn', { turn: at[i]?.turn ?? 1 })} · {describeEntry(g, logged.entry, at[i] ?? { turn: 1, era: 'ancient', phase: 'movement' })}
                  </span>
                  {changes.has(i) && <span class="muted small">{changes.get(i)}</span>}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

