/**
 * The languages the app speaks (the locale vocabulary) and the device's language when the player
 * has not chosen one. The words themselves are the UI's: its catalogs and `t` live in src/ui.
 */
export const LOCALES = ['en', 'da'] as const;
export type Locale = (typeof LOCALES)[number];

/** The device's language when the player has not chosen one: Danish for any `da*` tag. */
export function deviceLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    const hit = LOCALES.find((l) => l === base);
    if (hit) return hit;
  }
  return 'en';
}
