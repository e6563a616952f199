/** Strings that look like markup or carry control characters are refused wherever text enters storage. */
import { describe, expect, test } from 'vitest';
import { checkText } from '../../src/persistence/text';

describe('checkText', () => {
  test.each([
    ['a tag', { name: '<script>alert(1)</script>' }, 'text/markup', 'name'],
    ['an image with a handler', { setup: { players: ['<img src=x onerror=alert(1)>'] } }, 'text/markup', 'setup.players[0]'],
    ['a closing tag', { note: 'x</div>' }, 'text/markup', 'note'],
    ['a comment', { note: '<!-- x -->' }, 'text/markup', 'note'],
    ['a processing instruction', { note: '<?xml ?>' }, 'text/markup', 'note'],
    ['markup in a key', { '<b>': 1 }, 'text/markup', '<b>'],
    ['a NUL', { name: 'a\u0000b' }, 'text/control-character', 'name'],
    ['an escape', { name: '\u001b[31mred' }, 'text/control-character', 'name'],
    ['a C1 control', { name: 'a\u0085' }, 'text/control-character', 'name'],
    ['a right-to-left override', { name: 'abc\u202Egpj.exe' }, 'text/control-character', 'name'],
    ['a lone high surrogate', { name: 'Ann \uD83D' }, 'text/broken-character', 'name'],
    ['a lone low surrogate', { players: ['\uDE00Bo'] }, 'text/broken-character', 'players[0]'],
    ['surrogates in the wrong order', { note: '\uDE00\uD83D' }, 'text/broken-character', 'note'],
    ['a bidi isolate', { entries: [{ entry: { text: '\u2066x' } }] }, 'text/control-character', 'entries[0].entry.text'],
  ])('refuses %s', (_, value, code, path) => {
    const found = checkText(value);
    expect(found?.code).toBe(code);
    expect(found?.params.path).toBe(path);
  });

  test.each([
    ['plain names', { name: 'Ann & Bo', players: ['Øjvind', 'Åse', 'José'] }],
    ['a character beyond the basic plane (a whole surrogate pair)', { name: 'Ann 😀', players: ['𝔅o'] }],
    ['a heart and comparisons', { note: 'I <3 Crete; 2 < 3 > 1' }],
    ['tabs and line breaks in a note', { note: 'line one\n\tline two\r\n' }],
    ['numbers, booleans and null', { n: 5, b: true, x: null }],
  ])('accepts %s', (_, value) => {
    expect(checkText(value)).toBeUndefined();
  });
});
