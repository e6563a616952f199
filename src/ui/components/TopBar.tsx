/** The sticky top bar: back (except at home), the screen title, settings. */
import { t } from '../../state/i18n';
import { back, navigate, route } from '../../state/router';

export function TopBar({ title }: { readonly title: string }) {
  const atHome = route.value.name === 'home';
  return (
    <header class="topbar">
      {!atHome && (
        <button type="button" class="btn" onClick={back} aria-label={t('nav.back')}>
          <span aria-hidden="true">←</span>
        </button>
      )}
      <h1>{title}</h1>
      {route.value.name !== 'settings' && (
        <button type="button" class="btn" onClick={() => navigate({ name: 'settings' })} aria-label={t('nav.settings')}>
          <span aria-hidden="true">⚙</span>
        </button>
      )}
    </header>
  );
}
