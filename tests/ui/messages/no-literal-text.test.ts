/**
 * Every word the app shows comes from the catalog: no component writes text of its own between
 * tags or in an attribute a person reads (aria-label, title, placeholder, alt), so nothing can stay
 * English in Danish mode. Rule citations go through formatCitation (src/ui/messages/citations.ts)
 * with the active language; no component assembles "advciv 31.62" itself. A mark a screen reader
 * would name in its own words (✓, ✗, ★, ⚠) is written only in components/Glyph.tsx, which names it
 * from the catalog, or hidden from screen readers beside catalog words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const UI = join(ROOT, 'src/ui');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'messages' ? [] : files(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const sources = files(UI).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
const components = sources.filter((s) => s.path.endsWith('.tsx'));

/** Lines of `text` matching `re`, comments left out. */
function hits(text: string, re: RegExp): string[] {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .split('\n')
    .map((line, i) => ({ line: line.replace(/\/\/.*$/, ''), n: i + 1 }))
    .filter(({ line }) => re.test(line))
    .map(({ line, n }) => `${n}: ${line.trim()}`);
}

const TEXT_BETWEEN_TAGS = />\s*[A-Za-z][A-Za-z ,.'!?]*[a-z]{2}[A-Za-z ,.'!?]*\s*<\//;
const READABLE = '(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt)';
/** aria-label="Settings", title={'Settings'} or alt={`Map of ${x}`}: words written in the attribute itself. */
const TEXT_IN_ATTRIBUTE = new RegExp(`\\b${READABLE}=("[^"]*[A-Za-z]{2}|\\{\\s*'[^']*[A-Za-z]{2}|\\{\\s*\`([^\`$]|\\$\\{[^}]*\\})*[A-Za-z]{2})`);
/** {'Record'} or {" and "} as a child: a word in a string literal standing alone between braces. */
const TEXT_IN_BRACES = /(^|[>\s])\{\s*(['"])[^'"]*[A-Za-z]{2}[^'"]*\2\s*\}/;
/** A mark a screen reader names in its own language ("check mark"), unless hidden from it on that line. */
const GLYPHS = /[✓✔✗✘★☆⚠]/;
const glyphsOutsideGlyph = (text: string): string[] => hits(text, GLYPHS).filter((line) => !line.includes('aria-hidden="true"'));
const CITATION_BY_HAND = /\$\{[^}]*\.doc\}\s*\$\{[^}]*\.rule\}|['"`]advciv ['"`]?\s*\+|\.rule\}\)?\s*`/;

describe('the UI shows only catalog text', () => {
  test('there are components to check, and the checks see literal text', () => {
    expect(components.length).toBeGreaterThan(10);
    expect(hits('<button type="submit">Record taxes</button>', TEXT_BETWEEN_TAGS)).toHaveLength(1);
    expect(hits("<button>{t('tax.record')}</button>", TEXT_BETWEEN_TAGS)).toHaveLength(0);
    expect(hits('<button aria-label="Settings">', TEXT_IN_ATTRIBUTE)).toHaveLength(1);
    expect(hits("<button aria-label={'Settings'}>", TEXT_IN_ATTRIBUTE)).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text with a template literal.
    expect(hits('<img alt={`Map of ${name}`} />', TEXT_IN_ATTRIBUTE)).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text with a template literal.
    expect(hits("<button aria-label={`${t('nav.back')}`}>", TEXT_IN_ATTRIBUTE)).toHaveLength(0);
    expect(hits("<button aria-label={t('nav.settings')}>", TEXT_IN_ATTRIBUTE)).toHaveLength(0);
    expect(hits("<p>{'Record taxes'}</p>", TEXT_IN_BRACES)).toHaveLength(1);
    expect(hits("<p>{t('tax.record')}{' '}</p>", TEXT_IN_BRACES)).toHaveLength(0);
    expect(glyphsOutsideGlyph("{step.done ? ' ✓' : ''}")).toHaveLength(1);
    expect(glyphsOutsideGlyph('<span aria-hidden="true">✓</span>')).toHaveLength(0);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text that builds a citation by hand.
    expect(hits('const s = `${c.doc} ${c.rule}`;', CITATION_BY_HAND)).toHaveLength(1);
    expect(hits('const s = formatCitation(c, locale.value);', CITATION_BY_HAND)).toHaveLength(0);
  });

  test.each(components.map((c) => [c.path, c.text] as const))('%s: no words written between tags', (_path, text) => {
    // ">Record<" or "> Save </": letters in JSX text outside {...}.
    expect(hits(text, TEXT_BETWEEN_TAGS)).toEqual([]);
  });

  test.each(components.map((c) => [c.path, c.text] as const))('%s: no words in a readable attribute', (_path, text) => {
    expect(hits(text, TEXT_IN_ATTRIBUTE)).toEqual([]);
  });

  test.each(components.map((c) => [c.path, c.text] as const))('%s: no words in a string literal between braces', (_path, text) => {
    expect(hits(text, TEXT_IN_BRACES)).toEqual([]);
  });

  test.each(sources.map((c) => [c.path, c.text] as const))('%s: marks (✓ ✗ ★ ⚠) come named from components/Glyph.tsx', (path, text) => {
    expect(path === 'src/ui/components/Glyph.tsx' ? [] : glyphsOutsideGlyph(text)).toEqual([]);
  });

  test.each(sources.map((c) => [c.path, c.text] as const))('%s: citations are formatted by formatCitation', (path, text) => {
    // `${cite.doc} ${cite.rule}` or "advciv " + rule: a citation put together by hand.
    const byHand = hits(text, CITATION_BY_HAND);
    expect(path.endsWith('components/names.ts') ? [] : byHand).toEqual([]);
  });
});
