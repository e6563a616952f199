/**
 * Every violation code of the advciv calamity phase (sections 29-30). The message catalog has one
 * string per code (`violation.<code>`, area "calamities"); a test checks both languages cover it.
 */
import type { Params, RuleCitation, Violation } from '../../../types';

export const CALAMITY_VIOLATIONS = [
  'calamity/already-resolved',
  'calamity/cities-lost-count',
  'calamity/cities-reduced-count',
  'calamity/city-must-leave-token',
  'calamity/civil-war-missing',
  'calamity/civil-war-no-trade',
  'calamity/conversion-area',
  'calamity/conversion-no-stock',
  'calamity/conversion-target-immune',
  'calamity/conversion-twice',
  'calamity/conversion-without-monotheism',
  'calamity/draw-not-needed',
  'calamity/draw-two',
  'calamity/earthquake-without-city',
  'calamity/field-not-used',
  'calamity/grain-count',
  'calamity/grain-without-pottery',
  'calamity/held-twice',
  'calamity/loss-not-counts',
  'calamity/loss-too-large',
  'calamity/loss-too-small',
  'calamity/map-fact-out-of-range',
  'calamity/missing-resolution',
  'calamity/more-cities-than-held',
  'calamity/more-tokens-than-held',
  'calamity/no-effect',
  'calamity/not-a-victim',
  'calamity/not-drawn-by-holder',
  'calamity/not-held',
  'calamity/not-tradable',
  'calamity/out-of-order',
  'calamity/reduction-beyond-stock',
  'calamity/secondary-amount',
  'calamity/secondary-is-primary',
  'calamity/secondary-not-eligible',
  'calamity/secondary-over-cap',
  'calamity/secondary-total',
  'calamity/secondary-twice',
  'calamity/secondary-unknown',
  'calamity/selection-more-than-held',
  'calamity/selection-size',
  'calamity/stack-not-drawn',
  'calamity/support-not-restored',
  'calamity/support-over-reduced',
  'calamity/tokens-missing',
  'calamity/tokens-out-of-range',
  'calamity/tokens-beyond-board',
  'calamity/trade-mismatch',
  'calamity/trade-not-recorded',
  'calamity/traded-to-self',
  'calamity/volcano-needs-city',
] as const;
export type CalamityViolationCode = (typeof CALAMITY_VIOLATIONS)[number];

/** A calamity violation: its stable code, the rule(s) that refuse it and the message parameters. */
export function calamityViolation(code: CalamityViolationCode, cite: readonly RuleCitation[], params: Params = {}): Violation {
  return { code, cite, params };
}

/** Narrows a code literal to the calamity vocabulary (so a typo fails to compile). */
export const calamityCode = (code: CalamityViolationCode): CalamityViolationCode => code;
