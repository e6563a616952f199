/**
 * The app shell: picks the screen for the current route and shows the PWA prompts. The prompts (an update, a newer version) sit
 * in the page's flow above the screen, never over it: they cannot cover the tab bar or a form.
 */
import { useEffect } from 'preact/hooks';
import { locale, messagesFor, t } from './i18n';
import { theme } from '../state/preferences';
import { route } from '../state/router';
import { OfflineReadyBanner, PwaBanner } from './pwa/PwaBanner';
import { HomeScreen } from './screens/home/HomeScreen';
import { lazyScreen } from './Lazy';
import type { GameSummary } from '../state/games';

/** Every screen but home also needs the rest of the catalog: it comes with the screen, in one paint. */
const withWords = <T,>(screen: Promise<T>): Promise<T> => Promise.all([screen, messagesFor('rest')]).then(([s]) => s);

const SettingsScreen = lazyScreen(() => withWords(import('./screens/settings/SettingsScreen').then((m) => m.SettingsScreen)));
// The game screens are the heavy part (forms, views): loaded on first use (STYLE 12, 120 kB budget).
// The new-game screen arrives with the form it opens on (the first ruleset's package), in one paint.
const NewGameScreen = lazyScreen(() => withWords(import('./screens/new-game/NewGameScreen').then((m) => m.preloadNewGame().then(() => m.NewGameScreen))));
// The camera, the QR decoder and the link code load only when a player opens this screen.
const PhonesScreen = lazyScreen<{ readonly game: string | undefined }>(() => withWords(import('./screens/phones/PhonesScreen').then((m) => m.PhonesScreen)));
const GameScreen = lazyScreen<{ readonly id: string; readonly tab: string }>(() => withWords(import('./screens/game/GameScreen').then((m) => m.GameScreen)));

/**
 * What opening a listed game needs, fetched once the home screen is idle (issue 21 item 8): the game
 * screen with its words, the UI package of every listed ruleset, and the newest game replayed, so
 * "Resume" shows the turn at once. Nothing of it is fetched to show the home screen itself.
 */
async function prepareGames(games: readonly GameSummary[]): Promise<void> {
  const [screen] = await Promise.all([import('./screens/game/GameScreen'), GameScreen.preload()]);
  await screen.prepareGames(games);
}

export function App() {
  const current = route.value;
  useEffect(() => {
    document.documentElement.lang = locale.value;
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('app.description'));
    if (theme.value === 'auto') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme.value;
  }, [locale.value, theme.value]);
  useEffect(() => {
    // A new screen starts at the top, and its heading is where a screen reader lands.
    window.scrollTo(0, 0);
  }, [current]);
  return (
    <>
      <PwaBanner />
      {current.name === 'settings' ? (
        <SettingsScreen />
      ) : current.name === 'new-game' ? (
        <NewGameScreen />
      ) : current.name === 'phones' ? (
        <PhonesScreen game={current.game} />
      ) : current.name === 'game' ? (
        <GameScreen id={current.id} tab={current.tab} />
      ) : (
        <HomeScreen prepare={prepareGames} />
      )}
      <OfflineReadyBanner />
    </>
  );
}
