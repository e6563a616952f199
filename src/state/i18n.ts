/** The active language and the `t` function every component uses to read the catalog. */
import { computed } from '@preact/signals';
import { CATALOG, LOCALES, type Locale, type MessageKey } from '../ui/messages/catalog';
import { formatMessage, type MessageParams } from '../ui/messages/format';
import { languageChoice } from './preferences';

/** The device's language when the player has not chosen one: Danish for any `da*` tag. */
export function deviceLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    const hit = LOCALES.find((l) => l === base);
    if (hit) return hit;
  }
  return 'en';
}

export const locale = computed<Locale>(() => (languageChoice.value === 'auto' ? deviceLocale(globalThis.navigator?.languages ?? []) : languageChoice.value));

/** Looks up a message in the active language; unknown keys show the key (caught by the catalog test). */
export function t(key: MessageKey, params: MessageParams = {}): string {
  return translate(locale.value, key, params);
}

/** For keys built at run time (violation codes): falls back to English, then to the key. */
export function translate(loc: Locale, key: string, params: MessageParams = {}): string {
  const template = CATALOG[loc][key] ?? CATALOG.en[key];
  return template === undefined ? key : formatMessage(template, params, loc);
}

export function hasMessage(key: string): boolean {
  return CATALOG.en[key] !== undefined;
}
