/** The log tab numbers each entry's turn from the entries that end a turn, which the ruleset's screen names. */
import { describe, expect, test } from 'vitest';
import { turnOfEach } from '../../../src/ui/components/EntryLog';

const kinds = (s: string) => s.split(' ').map((kind) => ({ kind }));
const endsWithAst = (e: { readonly kind: string }) => e.kind === 'ast';

describe('advciv 33.1 / ee Phase 13: the A.S.T. move ends the turn, so the log counts turns by it', () => {
  test.each([
    ['no entries', '', []],
    ['one turn, no A.S.T. move yet', 'census ships cities', [1, 1, 1]],
    ['the A.S.T. entry still belongs to its turn', 'census ast', [1, 1]],
    ['two turns', 'taxation census ast taxation census', [1, 1, 1, 2, 2]],
    ['three A.S.T. moves', 'ast ast ast census', [1, 2, 3, 4]],
  ] as const)('%s', (_what, entries, turns) => {
    expect(turnOfEach(entries === '' ? [] : kinds(entries), endsWithAst)).toEqual(turns);
  });
});
