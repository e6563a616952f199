/** Mounts the app (once the home screen's words are in) and registers the service worker. */
import { render } from 'preact';
import { refreshGames } from './state/games';
import { App } from './ui/App';
import { messagesFor } from './ui/i18n';
import { registerServiceWorker } from './ui/pwa/register';
import './ui/styles.css';

// The game list (storage) loads while the words do: the first paint shows both.
void refreshGames();
const root = document.getElementById('app');
void messagesFor('start').then(() => {
  if (root) render(<App />, root);
});
registerServiceWorker();
