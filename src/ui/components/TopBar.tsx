/**
 * The sticky top bar: back (except at home; from a game it goes to the game list, never back
 * through the game's tabs), the screen title, a language switch that works in
 * place (an open form keeps what was typed), settings.
 */
import { locale, t } from '../i18n';
import { languageChoice } from '../../state/preferences';
import { back, navigate, route } from '../../state/router';

/** "←": a game's screen goes up to the game list; any other screen back to where it was opened. */
function up(): void {
  if (route.value.name === 'game') navigate({ name: 'home' });
  else back();
}

export function TopBar({ title }: { readonly title: string }) {
  const atHome = route.value.name === 'home';
  return (
    <header class="topbar">
      {!atHome && (
        <button type="button" class="btn" onClick={up} aria-label={t('nav.back')}>
          <span aria-hidden="true">←</span>
        </button>
      )}
      <h1>{title}</h1>
      <button
        type="button"
        class="btn lang-switch"
        lang={locale.value === 'en' ? 'da' : 'en'}
        onClick={() => (languageChoice.value = locale.value === 'en' ? 'da' : 'en')}
        aria-label={t(locale.value === 'en' ? 'nav.toDanish' : 'nav.toEnglish')}
      >
        <span aria-hidden="true">{locale.value === 'en' ? 'DA' : 'EN'}</span>
      </button>
      {route.value.name !== 'settings' && (
        <button type="button" class="btn" onClick={() => navigate({ name: 'settings' })} aria-label={t('nav.settings')}>
          <span aria-hidden="true">⚙</span>
        </button>
      )}
    </header>
  );
}
