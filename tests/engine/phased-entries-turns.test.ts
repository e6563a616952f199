/** The log numbers each entry's turn: the A.S.T. alteration is the last entry of a turn. */
import { describe, expect, test } from 'vitest';
import { turnsOf } from '../../src/engine/phased-entries';
import { entryTurns as eeTurns } from '../../src/engine/rulesets/eastern-empires/views/turn';
import type { EeEntry } from '../../src/engine/rulesets/eastern-empires/entries';
import type { AdvCivEntry } from '../../src/engine/rulesets/advciv/entries';
import type { LoggedEntry } from '../../src/engine/types';
import { entryTurns as advcivTurns } from '../../src/engine/rulesets/advciv/views/turn';

const kinds = (s: string) => (s === '' ? [] : s.split(' ').map((kind) => ({ kind })));

const ROWS = [
  ['no entries', '', []],
  ['one turn, no A.S.T. move yet', 'census ships cities', [1, 1, 1]],
  ['the A.S.T. entry still belongs to its turn', 'census ast', [1, 1]],
  ['two turns', 'taxation census ast taxation census', [1, 1, 1, 2, 2]],
  ['three A.S.T. moves', 'ast ast ast census', [1, 2, 3, 4]],
] as const;

describe('turnsOf counts turns by the entry that closes one', () => {
  test.each(ROWS)('%s', (_what, entries, turns) => {
    expect(turnsOf(kinds(entries), (e) => e.kind === 'ast')).toEqual(turns);
  });
});

describe('advciv 33.1: the A.S.T. alteration closes the turn', () => {
  test.each(ROWS)('%s', (_what, entries, turns) => {
    const logged = kinds(entries).map((entry) => ({ at: '', entry })) as unknown as LoggedEntry<AdvCivEntry>[];
    expect(advcivTurns(logged)).toEqual(turns);
  });
});

describe('ee Phase 13: the A.S.T. alteration closes the turn', () => {
  test.each(ROWS)('%s', (_what, entries, turns) => {
    expect(eeTurns(kinds(entries) as unknown as EeEntry[])).toEqual(turns);
  });
});
