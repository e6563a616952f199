/**
 * How a rule citation reads in each language. The engine cites the English rule numbers as
 * corrected by R-A2; the Danish translation numbers a few rules differently, so in Danish the
 * citation points to the Danish number, with the rule's name where the numbers differ (a Danish
 * player looking up "32.54" in the English book would find nothing).
 */
import type { RuleCitation } from '../../engine/types';
import type { Locale } from './catalog';

/** advciv rules whose number in the Danish text differs from the (corrected) English one. */
export const DANISH_ADVCIV_NUMBERS: Readonly<Record<string, { readonly rule: string; readonly name: string }>> = {
  '32.51': { rule: '32.54', name: 'Mathematics' }, // DA numbers the card 32.54
  '32.511': { rule: '32.541', name: 'Mathematics' }, // its credit line (EN prints "32.311", R-A2)
  '32.933': { rule: '32.932', name: 'Enlightenment' }, // DA prints 32.932 twice
  '24.51': { rule: '24.52', name: 'handelskort ved udplyndring' }, // DA swaps 24.51 and 24.52
  '24.52': { rule: '24.51', name: 'udplyndring' },
};

/** Document names as a player knows them. */
const DOC_LABEL: Record<Locale, Record<RuleCitation['doc'], string>> = {
  en: { advciv: 'advciv', capitals: 'capitals', ee: 'ee', smc: 'smc' },
  da: { advciv: 'advciv', capitals: 'capitals', ee: 'ee', smc: 'smc' },
};

/** "advciv 31.62", in Danish "advciv 32.54 (Mathematics)"; a variant or ruling is named after it. */
export function formatCitation(cite: RuleCitation, locale: Locale): string {
  const mapped = locale === 'da' && cite.doc === 'advciv' ? DANISH_ADVCIV_NUMBERS[cite.rule] : undefined;
  const base = `${DOC_LABEL[locale][cite.doc]} ${mapped?.rule ?? cite.rule}${mapped ? ` (${mapped.name})` : ''}`;
  const extra = [cite.variant && cite.variant !== cite.rule ? cite.variant : undefined, cite.ruling].filter(Boolean);
  return extra.length > 0 ? `${base}, ${extra.join(', ')}` : base;
}
