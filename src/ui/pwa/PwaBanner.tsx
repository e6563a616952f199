/** The "ready to work offline" notice (shown once) and the "update available" prompt. */
import { t } from '../i18n';
import { applyUpdate, canApplyUpdate, dismissOfflineReady, offlineReady, postponeUpdate, updateWaiting } from '../../state/pwa';

export function PwaBanner() {
  if (updateWaiting.value) {
    return (
      <div class="banner" role="status" aria-live="polite">
        <span>{t('pwa.updateAvailable')}</span>
        {!canApplyUpdate.value && <span class="banner-note">{t('pwa.finishEntryFirst')}</span>}
        <button type="button" class="btn primary" onClick={applyUpdate} disabled={!canApplyUpdate.value}>
          {t('pwa.reload')}
        </button>
        <button type="button" class="btn" onClick={postponeUpdate}>
          {t('pwa.later')}
        </button>
      </div>
    );
  }
  if (offlineReady.value) {
    return (
      <div class="banner" role="status" aria-live="polite">
        <span>{t('pwa.offlineReady')}</span>
        <button type="button" class="btn" onClick={dismissOfflineReady}>
          {t('pwa.dismiss')}
        </button>
      </div>
    );
  }
  return null;
}
