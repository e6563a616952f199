/**
 * The words the UI shows: `t` and `translate` read the message catalogs in the language the state
 * layer says is in effect (state/preferences `locale`). Only this module reaches the catalogs, so
 * loading one language's catalog on demand is a change here alone.
 */
import { locale } from '../state/preferences';
import { CATALOG, type MessageKey } from './messages/catalog';
import { formatMessage, type MessageParams } from './messages/format';
import type { Locale } from '../state/i18n';

export { locale };

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
