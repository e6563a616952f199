/** The app shell: picks the screen for the current route and shows the PWA prompts. */
import { useEffect } from 'preact/hooks';
import { locale } from '../state/i18n';
import { theme } from '../state/preferences';
import { route } from '../state/router';
import { PwaBanner } from './pwa/PwaBanner';
import { HomeScreen } from './screens/home/HomeScreen';
import { lazyScreen } from './Lazy';

const SettingsScreen = lazyScreen(() => import('./screens/settings/SettingsScreen').then((m) => m.SettingsScreen));

export function App() {
  const current = route.value;
  useEffect(() => {
    document.documentElement.lang = locale.value;
    if (theme.value === 'auto') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme.value;
  }, [locale.value, theme.value]);
  useEffect(() => {
    // A new screen starts at the top, and its heading is where a screen reader lands.
    window.scrollTo(0, 0);
  }, [current]);
  return (
    <>
      {current.name === 'settings' ? <SettingsScreen /> : <HomeScreen />}
      <PwaBanner />
    </>
  );
}
