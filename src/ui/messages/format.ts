/**
 * A small ICU-style formatter for catalog strings: `{name}` inserts a parameter (numbers through
 * Intl.NumberFormat, dates in the language's way: formatDate), `{n, plural, one {# card} other {# cards}}` picks by Intl.PluralRules, with
 * `#` as the formatted number. Placeholder names are checked to match across languages by a test.
 */
export type MessageParams = Readonly<Record<string, string | number | boolean | Date | readonly (string | number)[]>>;

/** The region whose way of writing a date each language follows: en-GB "28 Nov 2026", Danish "28. nov. 2026". */
const DATE_LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', da: 'da-DK' };

/** A day as the player's language writes it (every date the app shows goes through here). */
export const formatDate = (date: Date, locale: string): string =>
  new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);

function findClose(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function formatValue(value: MessageParams[string] | undefined, locale: string): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return formatDate(value, locale);
  if (Array.isArray(value)) return new Intl.ListFormat(locale, { type: 'conjunction' }).format(value.map((v) => formatValue(v, locale)));
  return String(value);
}

function plural(body: string, n: number, locale: string): string {
  const forms = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const close = findClose(body, open);
    if (close < 0) break;
    forms.set(body.slice(i, open).trim(), body.slice(open + 1, close));
    i = close + 1;
  }
  const chosen = forms.get(`=${n}`) ?? forms.get(new Intl.PluralRules(locale).select(n)) ?? forms.get('other') ?? '';
  return chosen;
}

export function formatMessage(template: string, params: MessageParams, locale: string): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const close = findClose(template, open);
    if (close < 0) {
      out += template.slice(open);
      break;
    }
    const inner = template.slice(open + 1, close);
    const [name = '', kind, ...rest] = inner.split(',');
    const key = name.trim();
    if (kind?.trim() === 'plural') {
      const n = Number(params[key] ?? 0);
      out += formatMessage(plural(rest.join(','), n, locale), params, locale).replaceAll('#', new Intl.NumberFormat(locale).format(n));
    } else {
      out += formatValue(params[key], locale);
    }
    i = close + 1;
  }
  return out;
}

/** The placeholder names a template uses (for the catalog test). */
export function placeholders(template: string): string[] {
  const names = new Set<string>();
  const re = /\{\s*([A-Za-z_][\w]*)\s*(?:,|\})/g;
  for (const m of template.matchAll(re)) if (m[1] !== undefined) names.add(m[1]);
  return [...names].sort();
}
