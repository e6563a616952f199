/**
 * Every violation code the Eastern Empires engine produces (the message catalog has one string per
 * code, `violation.<code>`, in src/ui/messages/{en,da}/ee.ts), and the helper that builds a violation
 * citing the rulebook (`{doc:'ee', rule:'Phase 12'}`).
 */
import type { Params, RuleCitation, Violation } from '../../types';

export const EE_VIOLATIONS = [
  'ee/setup/player-count',
  'ee/setup/duplicate-civilization',
  'ee/phase/already-passed',
  'ee/game/ended',
  'ee/player/unknown',
  'ee/player/left',
  'ee/player/missing',
  'ee/tax/already-collected',
  'ee/tax/rate-not-allowed',
  'ee/tax/stock-out-of-range',
  'ee/census/tokens-out-of-range',
  'ee/cities/out-of-range',
  'ee/cities/too-many-built',
  'ee/cities/pillage-out-of-range',
  'ee/cities/unsupported',
  'ee/cards/already-drawn',
  'ee/cards/out-of-order',
  'ee/cards/offer-not-available',
  'ee/cards/treasury-short',
  'ee/cards/wonder-used',
  'ee/selection/already-made',
  'ee/selection/not-in-deck',
  'ee/selection/discards-wrong',
  'ee/calamity/not-held',
  'ee/calamity/already-resolved',
  'ee/calamity/out-of-order',
  'ee/calamity/secondary-count',
  'ee/calamity/secondary-not-allowed',
  'ee/calamity/outcome-missing',
  'ee/calamity/cities-wrong',
  'ee/calamity/damage-short',
  'ee/calamity/damage-excess',
  'ee/calamity/annex-short',
  'ee/calamity/treasury-wrong',
  'ee/calamity/prevention-not-allowed',
  'ee/calamity/discard-short',
  'ee/calamity/ast-wrong',
  'ee/calamity/more-than-held',
  'ee/ability/not-held',
  'ee/ability/already-used',
  'ee/ability/gain-wrong',
  'ee/ability/out-of-order',
  'ee/ability/target-not-allowed',
  'ee/ability/target-protected',
  'ee/ability/units-wrong',
  'ee/ability/treasury-short',
  'ee/ability/too-many',
  'ee/ability/card-too-low',
  'ee/purchase/already-purchased',
  'ee/purchase/already-held',
  'ee/purchase/duplicate',
  'ee/purchase/library-target',
  'ee/purchase/anatomy-choice',
  'ee/purchase/free-credits',
  'ee/purchase/substitute-without-trade-empire',
  'ee/purchase/substitute-lower-value',
  'ee/purchase/substitute-set-complete',
  'ee/purchase/substitute-not-paid',
  'ee/purchase/substitute-same-commodity',
  'ee/purchase/set-too-large',
  'ee/purchase/not-enough-funds',
  'ee/purchase/treasury-overspent',
  'ee/purchase/treasury-exceeds-holdings',
  'ee/hand/over-limit',
  'ee/hand/set-too-large',
  'ee/leave/already-left',
] as const;
export type EeViolationCode = (typeof EE_VIOLATIONS)[number];

/** A violation citing ee rule(s) ("Phase 12", "chapter 8, Famine"), optionally with the ruling applied. */
export function eeViolation(code: EeViolationCode, rule: string | readonly string[], params: Params = {}, ruling?: string): Violation {
  const cite: readonly RuleCitation[] = (typeof rule === 'string' ? [rule] : rule).map((r) => (ruling === undefined ? { doc: 'ee', rule: r } : { doc: 'ee', rule: r, ruling }));
  return { code, cite, params };
}
