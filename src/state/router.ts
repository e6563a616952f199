/**
 * Hash routes (`#/settings`, `#/game/<id>`): they work from static files and the service worker's
 * single index.html, and the browser's back button walks them like pages.
 */
import { signal } from '@preact/signals';

export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'settings' }
  | { readonly name: 'new-game' }
  /** Play with several phones: join a table, or (with a game id) host that game. */
  | { readonly name: 'phones'; readonly game?: string }
  | { readonly name: 'game'; readonly id: string; readonly tab: string };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [head, id, tab] = parts;
  if (head === 'settings') return { name: 'settings' };
  if (head === 'new') return { name: 'new-game' };
  if (head === 'phones') return id ? { name: 'phones', game: id } : { name: 'phones' };
  if (head === 'game' && id) return { name: 'game', id, tab: tab ?? 'turn' };
  return { name: 'home' };
}

export function routeHash(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'settings':
      return '#/settings';
    case 'new-game':
      return '#/new';
    case 'phones':
      return route.game === undefined ? '#/phones' : `#/phones/${encodeURIComponent(route.game)}`;
    case 'game':
      return `#/game/${encodeURIComponent(route.id)}/${encodeURIComponent(route.tab)}`;
  }
}

export const route = signal<Route>(parseRoute(globalThis.location?.hash ?? ''));

globalThis.addEventListener?.('hashchange', () => {
  route.value = parseRoute(globalThis.location.hash);
});

/** Goes to a route, as a new history entry (so Back returns). */
export function navigate(to: Route): void {
  globalThis.location.hash = routeHash(to);
}

/** Back within the app; from a deep link with no history, goes home. */
export function back(): void {
  if (globalThis.history.length > 1) globalThis.history.back();
  else navigate({ name: 'home' });
}
