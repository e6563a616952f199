/**
 * How a rule citation reads in each language. The engine cites the English rule numbers as
 * corrected by R-A2; the Danish translation numbers a few rules differently, so in Danish the
 * citation points to the Danish number, with the rule's name where the numbers differ (a Danish
 * player looking up "32.54" in the English book would find nothing). Rules the Danish text does not
 * have at all (section VII's variants and the rules they add elsewhere) are marked as English-only,
 * so a Danish player does not search his book for them. Source: the numbering table at the end of
 * the project reference danish-terms.md, and a comparison of the two texts' rule numbers.
 */
import type { RuleCitation } from '../../engine/types';
import type { Locale } from '../../state/i18n';
import { variants as daVariants } from '../rulesets/advciv/messages/da/variants';
import { variants as enVariants } from '../rulesets/advciv/messages/en/variants';

/** The variants' names, the only messages a citation reads (the citation is built outside `t`). */
const VARIANT_MESSAGES: Record<Locale, Readonly<Record<string, string>>> = { en: enVariants, da: daVariants };

/** advciv rules whose number in the Danish text differs from the (corrected) English one. */
export const DANISH_ADVCIV_NUMBERS: Readonly<Record<string, { readonly rule: string; readonly name: string }>> = {
  '32.51': { rule: '32.54', name: 'Mathematics' }, // DA numbers the card 32.54
  '32.511': { rule: '32.541', name: 'Mathematics' }, // its credit line (EN prints "32.311", R-A2)
  '32.933': { rule: '32.932', name: 'Enlightenment' }, // DA prints 32.932 twice
  '32.952': { rule: '32.942', name: 'Theology' }, // DA has no 32.952; 32.942 says the same (no conversion of a Theology holder)
  '24.51': { rule: '24.52', name: 'handelskort ved udplyndring' }, // DA swaps 24.51 and 24.52
  '24.52': { rule: '24.51', name: 'udplyndring' },
  '8.1': { rule: '8', name: 'varekort' }, // DA leaves the commodity table unnumbered under heading 8
};

/**
 * advciv rules that only the English text has: section VII (36-39, optional rules and variants) and
 * the rules the variants add to other sections (15.53-15.59, 16.9, 20.4, 22.5, 25.4, 27.31, 29.51,
 * 30.520, 30.910, 31.83, ...), and 4.24 (coastal areas), missing from the Danish text.
 */
const ENGLISH_ONLY_SECTIONS = ['36', '37', '38', '39'] as const;
export const ENGLISH_ONLY_ADVCIV_RULES: ReadonlySet<string> = new Set([
  '4.24',
  '15.53',
  '15.54',
  '15.55',
  '15.551',
  '15.552',
  '15.553',
  '15.554',
  '15.56',
  '15.57',
  '15.58',
  '15.59',
  '16.9',
  '16.10',
  '20.4',
  '20.5',
  '22.5',
  '25.4',
  '27.31',
  '29.51',
  '29.52',
  '30.520',
  '30.910',
  '30.915',
  '30.5121',
  '30.5213',
  '30.5236',
  '31.83',
]);

export function isEnglishOnlyAdvcivRule(rule: string): boolean {
  return ENGLISH_ONLY_ADVCIV_RULES.has(rule) || ENGLISH_ONLY_SECTIONS.some((s) => rule === s || rule.startsWith(`${s}.`));
}

/** Document names as a player knows them. */
const DOC_LABEL: Record<Locale, Record<RuleCitation['doc'], string>> = {
  en: { advciv: 'advciv', capitals: 'capitals', ee: 'ee', smc: 'smc' },
  da: { advciv: 'advciv', capitals: 'capitals', ee: 'ee', smc: 'smc' },
};

/** A variant by its rule number ("39.6"), or, if it has none, by its name in the language ("Hovedstæder"). */
function variantLabel(variant: string, locale: Locale): string {
  return /^\d/.test(variant) ? variant : (VARIANT_MESSAGES[locale][`variant.${variant}.name`] ?? variant);
}

/** Said after a citation in Danish when the Danish rules do not have the rule. */
const ONLY_IN_ENGLISH = 'kun i de engelske regler';

/** The rule numbers of a citation that the Danish text lacks (none in English or for other documents). */
function englishOnlyNumbers(cite: RuleCitation, locale: Locale): string[] {
  if (locale !== 'da' || cite.doc !== 'advciv') return [];
  return [cite.rule, cite.variant].filter((n): n is string => n !== undefined && isEnglishOnlyAdvcivRule(n));
}

function citationText(cite: RuleCitation, locale: Locale): string {
  const mapped = locale === 'da' && cite.doc === 'advciv' ? DANISH_ADVCIV_NUMBERS[cite.rule] : undefined;
  const base = `${DOC_LABEL[locale][cite.doc]} ${mapped?.rule ?? cite.rule}${mapped ? ` (${mapped.name})` : ''}`;
  const extra = [cite.variant && cite.variant !== cite.rule ? variantLabel(cite.variant, locale) : undefined, cite.ruling].filter(Boolean);
  return extra.length > 0 ? `${base}, ${extra.join(', ')}` : base;
}

/**
 * "advciv 31.62", in Danish "advciv 32.54 (Mathematics)"; a variant or ruling is named after it,
 * and in Danish a rule the Danish text lacks reads "advciv 39.6 (kun i de engelske regler)".
 */
export function formatCitation(cite: RuleCitation, locale: Locale): string {
  const text = citationText(cite, locale);
  return englishOnlyNumbers(cite, locale).length > 0 ? `${text} (${ONLY_IN_ENGLISH})` : text;
}

/**
 * Several citations, "; " between them. In Danish the rules the Danish text lacks are named once at
 * the end ("advciv 3.1, 38.1; advciv 16.9, 38.1 (38.1: kun i de engelske regler)"), not after each.
 */
export function formatCitations(cites: readonly RuleCitation[], locale: Locale): string {
  if (cites.length === 1 && cites[0] !== undefined) return formatCitation(cites[0], locale);
  // A rule cited twice (two figures resting on the same rule) is printed once.
  const text = [...new Set(cites.map((c) => citationText(c, locale)))].join('; ');
  const byNumber = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });
  const missing = [...new Set(cites.flatMap((c) => englishOnlyNumbers(c, locale)))].sort(byNumber);
  return missing.length > 0 ? `${text} (${missing.join(', ')}: ${ONLY_IN_ENGLISH})` : text;
}
