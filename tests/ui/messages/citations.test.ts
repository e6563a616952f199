/** Rule citations shown to players, in English and in the Danish text's own numbering. */
import { describe, expect, test } from 'vitest';
import { formatCitation, formatCitations } from '../../../src/ui/messages/citations';

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

describe('citations in Danish: renumbered rules and rules the Danish text lacks (comparison of seeds 000 and 002)', () => {
  test.each([
    // EN 32.952 (Theology holders are not converted) is missing from the Danish text; DA 32.942 says it.
    [{ doc: 'advciv', rule: '32.952' }, 'advciv 32.942 (Theology)'],
    // DA leaves the commodity table unnumbered under its heading 8.
    [{ doc: 'advciv', rule: '8.1' }, 'advciv 8 (varekort)'],
    // Section VII (36-39) and the rules the variants add elsewhere exist only in English.
    [{ doc: 'advciv', rule: '39.6' }, 'advciv 39.6 (kun i de engelske regler)'],
    [{ doc: 'advciv', rule: '29.51', variant: '39.6' }, 'advciv 29.51, 39.6 (kun i de engelske regler)'],
    [{ doc: 'advciv', rule: '31.83' }, 'advciv 31.83 (kun i de engelske regler)'],
    [{ doc: 'advciv', rule: '4.24' }, 'advciv 4.24 (kun i de engelske regler)'],
    // A variant amending a rule the Danish text has: the rule is there, the variant is English-only.
    [{ doc: 'advciv', rule: '29.5', variant: '39.6' }, 'advciv 29.5, 39.6 (kun i de engelske regler)'],
    // 3.9 and 36 must not be confused: only whole sections 36-39 are English-only.
    [{ doc: 'advciv', rule: '3.6' }, 'advciv 3.6'],
    // The Capitals and Bidding variants are named in the language.
    [{ doc: 'advciv', rule: '27.2', variant: 'capitals' }, 'advciv 27.2, Hovedstæder'],
    [{ doc: 'capitals', rule: '5.3', variant: 'capitals', ruling: 'R-C1' }, 'capitals 5.3, Hovedstæder, R-C1'],
  ] as const)('%o reads %s', (cite, text) => {
    expect(formatCitation(cite, 'da')).toBe(text);
  });

  test.each([
    [{ doc: 'advciv', rule: '39.6' }, 'advciv 39.6'],
    [{ doc: 'advciv', rule: '32.952' }, 'advciv 32.952'],
    [{ doc: 'advciv', rule: '27.2', variant: 'capitals' }, 'advciv 27.2, Capitals'],
  ] as const)('in English %o reads %s', (cite, text) => {
    expect(formatCitation(cite, 'en')).toBe(text);
  });
});

describe('several citations', () => {
  test.each([
    // English: joined with "; ", nothing added.
    [
      'en',
      [
        { doc: 'advciv', rule: '3.1', variant: '38.1' },
        { doc: 'advciv', rule: '16.9', variant: '38.1' },
      ],
      'advciv 3.1, 38.1; advciv 16.9, 38.1',
    ],
    // Danish: the rules the Danish text lacks are named once, at the end.
    [
      'da',
      [
        { doc: 'advciv', rule: '3.1', variant: '38.1' },
        { doc: 'advciv', rule: '16.9', variant: '38.1' },
      ],
      'advciv 3.1, 38.1; advciv 16.9, 38.1 (16.9, 38.1: kun i de engelske regler)',
    ],
    [
      'da',
      [
        { doc: 'advciv', rule: '31.62' },
        { doc: 'advciv', rule: '32.25' },
      ],
      'advciv 31.62; advciv 32.25',
    ],
    ['da', [{ doc: 'advciv', rule: '24.52' }], 'advciv 24.51 (udplyndring)'],
    ['da', [{ doc: 'advciv', rule: '39.1' }], 'advciv 39.1 (kun i de engelske regler)'],
    ['da', [], ''],
  ] as const)('%s: %o reads %s', (locale, cites, text) => {
    expect(formatCitations(cites, locale)).toBe(text);
  });
});
