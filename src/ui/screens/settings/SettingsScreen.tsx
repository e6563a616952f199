/** Settings: language and theme (device preferences, kept on this device). */
import { t } from '../../../state/i18n';
import { languageChoice, theme, THEMES, type LanguageChoice, type Theme } from '../../../state/preferences';
import { LOCALES } from '../../messages/catalog';
import { TopBar } from '../../components/TopBar';

const THEME_LABEL = { auto: 'settings.theme.auto', light: 'settings.theme.light', dark: 'settings.theme.dark' } as const;

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
      </main>
    </>
  );
}
