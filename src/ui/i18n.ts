/**
 * The words the UI shows: `t` and `translate` read the message catalogs in the language in effect.
 * Only this module reaches the catalogs, and it loads them on demand: at start only the chosen
 * language's home-screen part (`start`); the rest of that language with the first other screen
 * (`messagesFor('rest')`); the other language only when the player switches to it. `locale` is the
 * language shown: it follows the player's choice (state/preferences) once that language's parts are
 * loaded, so a switch never shows a screen half in one language and half in keys.
 */
import { effect, signal, type ReadonlySignal } from '@preact/signals';
import { locale as chosenLocale } from '../state/preferences';
import type { Locale } from '../state/i18n';
import type { MessageKey } from './messages/catalog';
import { formatMessage, type MessageParams } from './messages/format';

/** The two parts of each language's catalog: the home screen's, and every other screen's. */
export type CatalogPart = 'start' | 'rest';
type Messages = Readonly<Record<string, string>>;

const LOADERS: Readonly<Record<Locale, Readonly<Record<CatalogPart, () => Promise<Messages>>>>> = {
  en: { start: () => import('./messages/en/start').then((m) => m.start), rest: () => import('./messages/en/rest').then((m) => m.rest) },
  da: { start: () => import('./messages/da/start').then((m) => m.start), rest: () => import('./messages/da/rest').then((m) => m.rest) },
};

/** The messages loaded so far, per language (a new object on every load, so readers re-render). */
const loaded = signal<Readonly<Record<Locale, Messages>>>({ en: {}, da: {} });
const partsIn: Record<Locale, Map<CatalogPart, Promise<void>>> = { en: new Map(), da: new Map() };
/** The parts the app has needed so far: a language switched to loads the same ones. */
const needed = signal<ReadonlySet<CatalogPart>>(new Set(['start']));

function loadPart(loc: Locale, part: CatalogPart): Promise<void> {
  let p = partsIn[loc].get(part);
  if (p === undefined) {
    p = LOADERS[loc][part]().then((messages) => {
      loaded.value = { ...loaded.value, [loc]: { ...loaded.value[loc], ...messages } };
    });
    partsIn[loc].set(part, p);
    // A failed fetch (offline before the cache filled) may be retried by the next request.
    p.catch(() => partsIn[loc].delete(part));
  }
  return p;
}

const loadParts = (loc: Locale, parts: ReadonlySet<CatalogPart>): Promise<unknown> => Promise.all([...parts].map((part) => loadPart(loc, part)));

const shown = signal<Locale>(chosenLocale.peek());
/** The language the screens show. */
export const locale: ReadonlySignal<Locale> = shown;

// The language follows the player's choice once the parts the app needs are loaded in it.
effect(() => {
  const loc = chosenLocale.value;
  const parts = needed.value;
  void loadParts(loc, parts).then(() => {
    if (chosenLocale.peek() === loc) shown.value = loc;
  });
});

/** Resolves once `part` of the language in effect is loaded (a screen awaits it before its first paint). */
export function messagesFor(part: CatalogPart): Promise<void> {
  if (!needed.peek().has(part)) needed.value = new Set([...needed.peek(), part]);
  const loc = chosenLocale.peek();
  return loadParts(loc, needed.peek()).then(() => {
    if (chosenLocale.peek() === loc) shown.value = loc;
  });
}

/** Looks up a message in the active language; unknown keys show the key (caught by the catalog test). */
export function t(key: MessageKey, params: MessageParams = {}): string {
  return translate(shown.value, key, params);
}

/** For keys built at run time (violation codes): falls back to English, then to the key. */
export function translate(loc: Locale, key: string, params: MessageParams = {}): string {
  const messages = loaded.value;
  const template = messages[loc][key] ?? messages.en[key];
  if (template === undefined) {
    // A screen that did not ask for the rest of the catalog: load it, and this text re-renders.
    if (!needed.peek().has('rest')) queueMicrotask(() => void messagesFor('rest'));
    return key;
  }
  return formatMessage(template, params, loc);
}

/** True when the language shown has a message for `key` (its parts a screen needs are loaded first). */
export function hasMessage(key: string): boolean {
  const messages = loaded.value;
  return messages[shown.value][key] !== undefined || messages.en[key] !== undefined;
}
