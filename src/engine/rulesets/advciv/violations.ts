/**
 * Every violation code the advciv engine core produces (the message catalog has one string per code,
 * `violation.<code>`), and the one helper that builds a violation with its citation.
 */
import type { Params, RuleCitation, Violation } from '../../types';

export const ADVCIV_VIOLATIONS = [
  'setup/player-count',
  'setup/nation-unavailable',
  'setup/duplicate-nation',
  'setup/unknown-variant',
  'setup/exclusive-variants',
  'setup/mixed-sides',
  'phase/already-passed',
  'game/ended',
  'game/not-ended',
  'player/unknown',
  'player/inert',
  'player/missing',
  'taxation/rate-not-allowed',
  'taxation/stock-out-of-range',
  'taxation/already-taxed',
  'census/tokens-out-of-range',
  'population/already-entered',
  'population/inert',
  'population/stock-out-of-range',
  'population/stock-unknown',
  'population/areas-beyond-tokens',
  'population/wrong-count',
  'ships/too-many',
  'ships/treasury-overspent',
  'ships/already-entered',
  'ships/levy-out-of-range',
  'ships/overpaid',
  'ships/unpaid',
  'city-attack/no-city',
  'city-attack/too-few-tokens',
  'city-attack/stock-out-of-range',
  'city-attack/stock-unknown',
  'city-attack/pillage-out-of-range',
  'city-attack/pillage-beyond-stock',
  'cities/unsupported',
  'cities/over-reduced',
  'cities/tokens-out-of-range',
  'cities/reduction-beyond-stock',
  'cities/out-of-range',
  'cities/too-many-built',
  'cities/pillage-out-of-range',
  'cities/razed-out-of-range',
  'trade/out-of-order',
  'trade/already-drawn',
  'trade/wrong-stacks',
  'trade/purchase-unaffordable',
  'trade/stack-exhausted',
  'purchase/already-purchased',
  'purchase/after-hand',
  'purchase/already-held',
  'purchase/duplicate-card',
  'purchase/missing-prerequisite',
  'purchase/not-enough-funds',
  'purchase/treasury-overspent',
  'purchase/treasury-exceeds-holdings',
  'purchase/set-too-large',
  'purchase/mining-not-held',
  'purchase/mining-not-allowed',
  'purchase/mining-used',
  'purchase/free-card-not-taken',
  'purchase/shown-cards-used',
  'hand/over-limit',
  'hand/set-too-large',
  'leave/already-inert',
] as const;
export type AdvCivViolationCode = (typeof ADVCIV_VIOLATIONS)[number];

const rules = (rule: string | readonly string[], ruling?: string): readonly RuleCitation[] =>
  (typeof rule === 'string' ? [rule] : rule).map((r) =>
    ruling === undefined ? { doc: 'advciv' as const, rule: r } : { doc: 'advciv' as const, rule: r, ruling },
  );

/** A violation citing advciv rule(s), optionally the ruling applied (`advciv 31.58, R-A4`). */
export function violation(code: AdvCivViolationCode, rule: string | readonly string[], params: Params = {}, ruling?: string): Violation {
  return { code, cite: rules(rule, ruling), params };
}
