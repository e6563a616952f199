/** Ending the game at the time limit (34.1 B, 34.2): only between turns, after a confirmation. */
import { useState } from 'preact/hooks';
import { t } from '../../../i18n';
import { useEntry } from '../../../components/useEntry';
import { RefusalNotice } from '../../../components/Violations';
import { advcivSignals } from '../../../../state/game-advciv';

export function EndGame() {
  const [asking, setAsking] = useState(false);
  const form = useEntry(advcivSignals());
  return (
    <div class="card">
      {!asking ? (
        <button type="button" class="btn block" onClick={() => setAsking(true)}>
          {t('end.ask')}
        </button>
      ) : (
        <>
          <p>{t('end.confirm')}</p>
          <div class="row">
            <button type="button" class="btn danger" disabled={form.busy} onClick={() => void form.submit({ kind: 'end-game' })}>
              {t('end.yes')}
            </button>
            <button type="button" class="btn" onClick={() => setAsking(false)}>
              {t('table.cancel')}
            </button>
          </div>
        </>
      )}
      <RefusalNotice refusal={form.refusal} />
    </div>
  );
}
