/**
 * Player names and notes come from players and from imported files: the app renders them as text
 * only. No source file may turn a string into markup (innerHTML and its relatives), so even a name
 * that slipped past the import check could never run as a script.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const SINKS = /\b(innerHTML|outerHTML|insertAdjacentHTML|dangerouslySetInnerHTML|document\.write(ln)?|createContextualFragment|srcdoc)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.(ts|tsx|mts|js|mjs|html)$/.test(d.name) ? [path] : [];
  });
}

/** Code only: comments may name the sinks to say they are not used. */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('names and notes are rendered as text', () => {
  test('the scan finds the app sources', () => {
    expect(sources(join(ROOT, 'src')).length).toBeGreaterThan(10);
  });

  test('no source file uses an HTML sink (innerHTML, outerHTML, insertAdjacentHTML, dangerouslySetInnerHTML, document.write)', () => {
    const files = [...sources(join(ROOT, 'src')), join(ROOT, 'index.html')].filter((file) => existsSync(file));
    const offenders = files.filter((file) => SINKS.test(code(readFileSync(file, 'utf8')))).map((file) => file.slice(ROOT.length + 1));
    expect(offenders).toEqual([]);
  });

  test('the scan would catch a sink', () => {
    expect(SINKS.test(code('el.innerHTML = name;'))).toBe(true);
    expect(SINKS.test(code('<div dangerouslySetInnerHTML={{ __html: note }} />'))).toBe(true);
    expect(SINKS.test(code('// never innerHTML here'))).toBe(false);
  });
});
