/**
 * Every limit is refused by the engine with its rule, in the player's language, never by the
 * browser's own tooltip ("Value must be less than or equal to 4", in the browser's language): every
 * form opts out of native validation, and no input carries a native constraint (min, max, step,
 * required, pattern, or type="number", which refuses on its own). Keyboard hints (inputMode) stay.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path);
    return e.name.endsWith('.tsx') ? [path] : [];
  });
}

const components = files(join(ROOT, 'src/ui')).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

/** The opening tags of one element kind in JSX source (attributes may span lines; `=>` is no tag end). */
function tags(text: string, name: string): string[] {
  return [...text.matchAll(new RegExp(`<${name}\\b(?:=>|[^>])*>`, 'g'))].map((m) => m[0]);
}

const NATIVE_CONSTRAINT = /\s(min|max|step|required|pattern)=|\srequired[\s/>]|type="number"/;

describe('no native validation: refusals come from the engine in the app words', () => {
  test('the checks see what they look for', () => {
    expect(tags('<form noValidate onSubmit={x}>', 'form')).toHaveLength(1);
    expect(NATIVE_CONSTRAINT.test('<input type="number" min={0}>')).toBe(true);
    expect(NATIVE_CONSTRAINT.test('<input id="x" type="text" inputMode="numeric">')).toBe(false);
    expect(components.filter((c) => tags(c.text, 'form').length > 0).length).toBeGreaterThan(20);
  });

  test.each(components.map((c) => [c.path, c.text] as const))('%s: every form has noValidate', (_path, text) => {
    expect(tags(text, 'form').filter((tag) => !/\bnoValidate\b/.test(tag))).toEqual([]);
  });

  test.each(components.map((c) => [c.path, c.text] as const))('%s: no input carries a native constraint', (_path, text) => {
    expect([...tags(text, 'input'), ...tags(text, 'select'), ...tags(text, 'textarea')].filter((tag) => NATIVE_CONSTRAINT.test(tag))).toEqual([]);
  });
});
