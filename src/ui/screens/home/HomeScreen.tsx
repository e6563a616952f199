/** Home: the saved games on this device, newest first, or the empty state with "New game". */
import { useEffect } from 'preact/hooks';
import { locale, t, translate } from '../../../state/i18n';
import { gameSummaries, refreshGames } from '../../../state/games';
import { navigate } from '../../../state/router';
import { TopBar } from '../../components/TopBar';

export function HomeScreen() {
  useEffect(() => {
    void refreshGames();
  }, []);
  const games = gameSummaries.value;
  return (
    <>
      <TopBar title={t('app.name')} />
      <main id="main">
        <h2>{t('home.title')}</h2>
        {games === undefined ? null : games.length === 0 ? (
          <div class="empty card">
            <p>
              <strong>{t('home.empty.title')}</strong>
            </p>
            <p class="muted">{t('home.empty.body')}</p>
            <button type="button" class="btn primary" onClick={() => navigate({ name: 'new-game' })}>
              {t('home.newGame')}
            </button>
          </div>
        ) : (
          <>
            <ul class="list">
              {games.map((g) => (
                <li key={g.id}>
                  <a class="btn list-item" href={`#/game/${encodeURIComponent(g.id)}/turn`}>
                    <span>{g.name}</span>
                    <span class="muted">{translate(locale.value, `ruleset.${g.ruleset}`)}</span>
                  </a>
                </li>
              ))}
            </ul>
            <button type="button" class="btn primary block" onClick={() => navigate({ name: 'new-game' })}>
              {t('home.newGame')}
            </button>
          </>
        )}
      </main>
    </>
  );
}
