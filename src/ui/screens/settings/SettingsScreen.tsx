/** Settings: language, theme and keeping the screen on while linked (device preferences, kept on this device). */
import { useEffect } from 'preact/hooks';
import { locale, t } from '../../i18n';
import { askToKeepData, refreshStorageStatus, storageStatus } from '../../../state/storage';
import { keepAwake, languageChoice, theme, THEMES, type LanguageChoice, type Theme } from '../../../state/preferences';
import { LOCALES } from '../../../state/i18n';
import { TopBar } from '../../components/TopBar';

const THEME_LABEL = { auto: 'settings.theme.auto', light: 'settings.theme.light', dark: 'settings.theme.dark' } as const;

/** Bytes as a player reads them: "1.2 MB", in the active language. */
function bytes(n: number): string {
  const mb = n / (1024 * 1024);
  return mb >= 1024
    ? new Intl.NumberFormat(locale.value, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }).format(mb / 1024)
    : new Intl.NumberFormat(locale.value, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(mb);
}

function StorageSection() {
  useEffect(() => {
    void refreshStorageStatus();
  }, []);
  const status = storageStatus.value;
  return (
    <section class="card" aria-labelledby="storage-h">
      <h2 id="storage-h">{t('settings.storage')}</h2>
      {status === undefined ? null : !status.supported ? (
        <p>{t('settings.storage.unsupported')}</p>
      ) : (
        <>
          {status.usage !== undefined && status.quota !== undefined && (
            <p data-testid="storage-usage">{t('settings.storage.used', { used: bytes(status.usage), quota: bytes(status.quota) })}</p>
          )}
          <p>{t(status.persisted ? 'settings.storage.persisted' : 'settings.storage.notPersisted')}</p>
          {!status.persisted && (
            <button type="button" class="btn" onClick={() => void askToKeepData()}>
              {t('settings.storage.ask')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

export function SettingsScreen() {
  const languages: readonly LanguageChoice[] = ['auto', ...LOCALES];
  return (
    <>
      <TopBar title={t('settings.title')} />
      <main id="main">
        <fieldset>
          <legend>{t('settings.language')}</legend>
          <div class="choices">
            {languages.map((l) => (
              <label class="choice" key={l}>
                <input type="radio" name="language" value={l} checked={languageChoice.value === l} onChange={() => (languageChoice.value = l)} />
                <span lang={l === 'auto' ? undefined : l}>{l === 'auto' ? t('settings.language.auto') : t(`lang.${l}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('settings.theme')}</legend>
          <div class="choices">
            {THEMES.map((th: Theme) => (
              <label class="choice" key={th}>
                <input type="radio" name="theme" value={th} checked={theme.value === th} onChange={() => (theme.value = th)} />
                <span>{t(THEME_LABEL[th])}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('settings.wake')}</legend>
          <label class="choice">
            <input type="checkbox" data-testid="keep-awake" checked={keepAwake.value} onChange={(e) => (keepAwake.value = e.currentTarget.checked)} />
            <span>{t('settings.wake.keep')}</span>
          </label>
          <p class="small muted">{t('settings.wake.hint')}</p>
        </fieldset>
        <StorageSection />
      </main>
    </>
  );
}
