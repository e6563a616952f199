/** Registers the service worker built by vite-plugin-pwa, through workbox-window. */
import { Workbox } from 'workbox-window';
import { markOfflineReady, markUpdateWaiting } from '../../state/pwa';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('./sw.js', { scope: './' });
  let reloading = false;
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) markOfflineReady();
  });
  wb.addEventListener('waiting', () => {
    markUpdateWaiting(() => {
      wb.addEventListener('controlling', () => {
        if (!reloading) {
          reloading = true;
          window.location.reload();
        }
      });
      wb.messageSkipWaiting();
    });
  });
  void wb.register();
}
