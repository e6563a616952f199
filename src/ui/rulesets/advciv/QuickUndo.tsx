/** Undo of the last entry right on the turn screen, naming what it undoes (the log has the rest); shown only where this phone can undo. */
import { useState } from 'preact/hooks';
import type { Refusal } from '../../../state/game';
import { session } from '../../../state/game';
import { advcivSignals } from '../../../state/game-advciv';
import { t } from '../../i18n';
import { RefusalNotice } from '../../components/Violations';
import { describeEntry } from './describe';

export function QuickUndo() {
  const s = session();
  const g = advcivSignals().game.value;
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const last = g?.entries[g.entries.length - 1];
  // A phone linked to another phone's game cannot undo (only the game's holder rewrites its log): no button then.
  if (last === undefined || !s.canUndo.value) return null;
  return (
    <div class="quick-undo">
      <button
        type="button"
        class="btn block"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const r = await s.undo();
          setBusy(false);
          setRefusal(r.ok ? undefined : r.error);
        }}
      >
        {t('turn.undo', { entry: describeEntry(last.entry) })}
      </button>
      <RefusalNotice refusal={refusal} />
    </div>
  );
}
