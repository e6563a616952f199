/**
 * Device preferences (language, theme, the one-time "ready offline" and WebKit storage notices). They are not game
 * data, so they live in localStorage, read synchronously at start so the first paint is right.
 */
import { computed, effect, signal } from '@preact/signals';
import { deviceLocale, LOCALES, type Locale } from './i18n';

export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export type LanguageChoice = Locale | 'auto';

const KEY = 'tresham.preferences';

interface Stored {
  readonly language: LanguageChoice;
  readonly theme: Theme;
  readonly offlineNoticeShown: boolean;
  /** Keep the screen on while this phone is linked to other phones (wake.ts); on unless turned off. */
  readonly keepAwake: boolean;
  /** WebKit: the note that storage is cleared after days without use unless added to the home screen, dismissed. */
  readonly webkitNoticeShown: boolean;
}

function read(): Stored {
  const fallback: Stored = { language: 'auto', theme: 'auto', offlineNoticeShown: false, keepAwake: true, webkitNoticeShown: false };
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return fallback;
    const r = raw as Record<string, unknown>;
    const language = r.language === 'auto' || (LOCALES as readonly unknown[]).includes(r.language) ? (r.language as LanguageChoice) : 'auto';
    const theme = (THEMES as readonly unknown[]).includes(r.theme) ? (r.theme as Theme) : 'auto';
    return {
      language,
      theme,
      offlineNoticeShown: r.offlineNoticeShown === true,
      keepAwake: r.keepAwake !== false,
      webkitNoticeShown: r.webkitNoticeShown === true,
    };
  } catch {
    return fallback;
  }
}

const initial = read();
export const languageChoice = signal<LanguageChoice>(initial.language);
export const theme = signal<Theme>(initial.theme);
export const offlineNoticeShown = signal<boolean>(initial.offlineNoticeShown);
export const keepAwake = signal<boolean>(initial.keepAwake);
export const webkitNoticeShown = signal<boolean>(initial.webkitNoticeShown);

/** The language in effect: the player's choice, or the device's. */
export const locale = computed<Locale>(() => (languageChoice.value === 'auto' ? deviceLocale(globalThis.navigator?.languages ?? []) : languageChoice.value));

effect(() => {
  const value: Stored = {
    language: languageChoice.value,
    theme: theme.value,
    offlineNoticeShown: offlineNoticeShown.value,
    keepAwake: keepAwake.value,
    webkitNoticeShown: webkitNoticeShown.value,
  };
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(value));
  } catch {
    // Private mode or a full disk: preferences then last for this visit only.
  }
});
