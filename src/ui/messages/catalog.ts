/**
 * The message catalog: every string the app shows, in English and Danish. The shell's areas keep
 * their strings in en/<area>.ts and da/<area>.ts here; each ruleset's rows live in its own folder,
 * src/ui/rulesets/<id>/messages/{en,da} (index.ts joins its areas). The Danish side must cover every
 * English key (the compiler checks it with `satisfies`). Each language comes in two parts the app
 * loads on demand (src/ui/i18n.ts): start.ts (the home screen: shell and storage) and rest.ts (the
 * game frame, the phones screens and each ruleset's rows, one line per ruleset in RULESET_MESSAGES). This module joins them for the types and
 * the tests; the app itself never imports it at run time.
 */
import type { Locale } from '../../state/i18n';
import { rest as daRest } from './da/rest';
import { start as daStart } from './da/start';
import { rest as enRest } from './en/rest';
import { start as enStart } from './en/start';

export const en = { ...enStart, ...enRest } as const;

export type MessageKey = keyof typeof en;

export const da: Record<MessageKey, string> = { ...daStart, ...daRest };

export const CATALOG: Record<Locale, Readonly<Record<string, string>>> = { en, da };
