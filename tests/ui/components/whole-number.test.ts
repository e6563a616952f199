/** A number box reads exactly what was typed: whole numbers in range, everything else refused (issue 19 item 4). */
import { describe, expect, test } from 'vitest';
import { readWholeNumber } from '../../../src/ui/components/whole-number';

const census = { min: 0, max: 47 } as const; // advciv 16.7: 47 tokens a nation at three players

describe('readWholeNumber: typed is stored, never rewritten', () => {
  test.each([
    ['', { kind: 'blank' }],
    ['   ', { kind: 'blank' }],
    ['0', { kind: 'number', value: 0 }],
    ['25', { kind: 'number', value: 25 }],
    ['47', { kind: 'number', value: 47 }],
    ['07', { kind: 'number', value: 7 }],
    [' 12 ', { kind: 'number', value: 12 }],
  ] as const)('%j reads as %j', (raw, reading) => {
    expect(readWholeNumber(raw, census)).toEqual(reading);
  });

  test.each([
    // Each prefix of the player's typing, key by key: never a number other than the one typed.
    ['2.', 'decimal'],
    ['2.5', 'decimal'],
    ['2,5', 'decimal'],
    ['.5', 'decimal'],
    ['-', 'sign'],
    ['-3', 'sign'],
    ['−3', 'sign'],
    ['+3', 'sign'],
    ['1e', 'exponent'],
    ['1e3', 'exponent'],
    ['1E3', 'exponent'],
    ['e', 'exponent'],
    ['x', 'not-digits'],
    ['3 4', 'not-digits'],
    ['48', 'range'],
    ['999999', 'range'],
    ['99999999999999999999', 'range'],
  ] as const)('%j is refused (%s)', (raw, problem) => {
    expect(readWholeNumber(raw, census)).toEqual({ kind: 'refused', problem });
  });

  test('below the least allowed is out of range (a die reads 1 to 6)', () => {
    expect(readWholeNumber('0', { min: 1, max: 6 })).toEqual({ kind: 'refused', problem: 'range' });
    expect(readWholeNumber('6', { min: 1, max: 6 })).toEqual({ kind: 'number', value: 6 });
    expect(readWholeNumber('7', { min: 1, max: 6 })).toEqual({ kind: 'refused', problem: 'range' });
  });
});
