/** Rule citations shown to players, in English and in the Danish text's own numbering. */
import { describe, expect, test } from 'vitest';
import { formatCitation } from '../../../src/ui/messages/citations';

describe('citations in English use the corrected English numbers (R-A2)', () => {
  test.each([
    [{ doc: 'advciv', rule: '31.62' }, 'advciv 31.62'],
    [{ doc: 'advciv', rule: '23.31' }, 'advciv 23.31'],
    [{ doc: 'advciv', rule: '31.58', ruling: 'R-A4' }, 'advciv 31.58, R-A4'],
    [{ doc: 'capitals', rule: '5.3' }, 'capitals 5.3'],
    [{ doc: 'ee', rule: 'Phase 9' }, 'ee Phase 9'],
  ] as const)('%o reads %s', (cite, text) => {
    expect(formatCitation(cite, 'en')).toBe(text);
  });
});

describe('citations in Danish point to the Danish rule numbers where they differ (danish-terms: numbering table)', () => {
  test.each([
    // Mathematics is 32.54 / 32.541 in the Danish text.
    [{ doc: 'advciv', rule: '32.51' }, 'advciv 32.54 (Mathematics)'],
    [{ doc: 'advciv', rule: '32.511' }, 'advciv 32.541 (Mathematics)'],
    // The Enlightenment credit is printed as 32.932 in the Danish text.
    [{ doc: 'advciv', rule: '32.933' }, 'advciv 32.932 (Enlightenment)'],
    // 24.51 and 24.52 are swapped in the Danish text.
    [{ doc: 'advciv', rule: '24.51' }, 'advciv 24.52 (handelskort ved udplyndring)'],
    [{ doc: 'advciv', rule: '24.52' }, 'advciv 24.51 (udplyndring)'],
    // Where the numbers agree, the number alone.
    [{ doc: 'advciv', rule: '31.62' }, 'advciv 31.62'],
    [{ doc: 'advciv', rule: '23.31' }, 'advciv 23.31'],
    // Only advciv has a Danish text.
    [{ doc: 'ee', rule: '32.51' }, 'ee 32.51'],
  ] as const)('%o reads %s', (cite, text) => {
    expect(formatCitation(cite, 'da')).toBe(text);
  });
});
