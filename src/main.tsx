/** Mounts the app and registers the service worker. */
import { render } from 'preact';
import { App } from './ui/App';
import { registerServiceWorker } from './ui/pwa/register';
import './ui/styles.css';

const root = document.getElementById('app');
if (root) render(<App />, root);
registerServiceWorker();
