/**
 * The "ready to work offline" notice (shown once), the "update available" prompt, and the notice
 * that another tab upgraded the database (this page stopped writing; drafts keep the typing).
 */
import { t } from '../i18n';
import { applyUpdate, canApplyUpdate, dismissOfflineReady, newerVersion, offlineReady, postponeUpdate, updateWaiting } from '../../state/pwa';

export function PwaBanner() {
  if (newerVersion.value) {
    return (
      <div class="banner" role="alert" data-testid="newer-version">
        <span>{t('pwa.newerVersion')}</span>
        <button type="button" class="btn primary" onClick={() => globalThis.location.reload()}>
          {t('pwa.reload')}
        </button>
      </div>
    );
  }
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
  return null;
}

/**
 * "Ready to work offline", said once, after the screen rather than above it: it arrives unasked
 * while the first screen is already drawn (the service worker installs then), and nothing drawn
 * may move for it (issue 21 item 7: cumulative layout shift 0).
 */
export function OfflineReadyBanner() {
  if (!offlineReady.value || newerVersion.value || updateWaiting.value) return null;
  return (
    <div class="banner" role="status" aria-live="polite">
      <span>{t('pwa.offlineReady')}</span>
      <button type="button" class="btn" onClick={dismissOfflineReady}>
        {t('pwa.dismiss')}
      </button>
    </div>
  );
}
