/**
 * Every violation code the smc engine reports, with the names of its parameters. The UI's message
 * for `violation.<code>` may use exactly these placeholders; `violation()` only accepts a listed
 * code with exactly its parameters (plus `index`, the purchase line the problem is in).
 */
import type { ParamValue, RuleCitation, Violation } from '../../types';

export const SMC_VIOLATIONS = {
  'smc/battle/aircraft-battleships-only': ['era'],
  'smc/battle/cannot-fight': ['attacker', 'defender'],
  'smc/battle/roll-out-of-range': ['player', 'roll', 'min', 'max'],
  'smc/battle/same-player': [],
  'smc/battle/unknown-level': ['era', 'unit', 'level'],
  'smc/battle/wonder-not-defending': ['wonder'],
  'smc/explore/no-settler': ['player'],
  'smc/explore/settlers-used': ['player', 'explored', 'settlers'],
  'smc/game/over': [],
  'smc/losses/duplicate': [],
  'smc/losses/empty': [],
  'smc/losses/village': ['region'],
  'smc/phase/production-incomplete': ['players'],
  'smc/phase/wrong-phase': ['phase', 'expected'],
  'smc/player/eliminated': ['player'],
  'smc/player/unknown': ['player'],
  'smc/production/already-produced': ['player'],
  'smc/production/already-rolled': [],
  'smc/production/city-value-missing': ['region'],
  'smc/production/die-out-of-range': ['n', 'roll', 'max'],
  'smc/production/not-rolled': [],
  'smc/purchase/already-finished': ['player'],
  'smc/purchase/colony-ship-unavailable': ['technology'],
  'smc/purchase/empty': [],
  'smc/purchase/finished': ['player'],
  'smc/purchase/founded-this-turn': ['region'],
  'smc/purchase/improvement-owned': ['improvement'],
  'smc/purchase/max-size': ['region'],
  'smc/purchase/no-settler': ['region'],
  'smc/purchase/not-enough-gold': ['price', 'gold'],
  'smc/purchase/not-in-era': ['item', 'era'],
  'smc/purchase/not-current-era': ['bought', 'era', 'current'],
  'smc/purchase/placement-limit': ['count', 'max'],
  'smc/purchase/sell-current-era': ['era'],
  'smc/purchase/settler-bought-this-turn': ['region'],
  'smc/purchase/technology-not-in-play': ['technology'],
  'smc/purchase/technology-required': [],
  'smc/purchase/terrain-limit': ['region', 'terrain', 'max'],
  'smc/purchase/upgraded-this-turn': ['region'],
  'smc/rules/advanced-only': ['what'],
  'smc/rules/standard-only': ['what'],
  'smc/settlement/desert': ['region'],
  'smc/settlement/not-owned': ['player', 'region'],
  'smc/settlement/region-taken': ['region'],
  'smc/setup/desert-start': ['player', 'region'],
  'smc/setup/duplicate-player': [],
  'smc/setup/length-missing': [],
  'smc/setup/length-standard': [],
  'smc/setup/player-count': ['count', 'min', 'max'],
  'smc/setup/region-taken': [],
  'smc/setup/starting-regions': ['player', 'count', 'expected'],
  'smc/setup/starting-technology-duplicate': ['player', 'technology'],
  'smc/setup/starting-technology-invalid': ['player', 'technology'],
  'smc/setup/starting-technology-missing': ['player'],
  'smc/setup/starting-technology-standard': ['player'],
  'smc/setup/unknown-player': ['player'],
  'smc/technology/already-in-play': ['technology'],
  'smc/technology/card-changed': ['technology'],
  'smc/technology/card-cost': ['technology', 'cost'],
  'smc/technology/card-name-too-long': ['name', 'max'],
  'smc/technology/card-required': [],
  'smc/technology/end-roll-not-needed': [],
  'smc/technology/end-roll-required': ['era'],
  'smc/technology/era-unavailable': ['technology', 'era', 'current'],
  'smc/technology/new-era-next-turn': ['era', 'current'],
  'smc/technology/none-left': ['era'],
  'smc/technology/prerequisite-missing': ['technology', 'missing'],
  'smc/trade/already-lent': ['region'],
  'smc/trade/duplicate': [],
  'smc/trade/empty': [],
  'smc/trade/no-resource': ['region'],
  'smc/trade/not-enough-gold': ['player', 'gold', 'amount'],
  'smc/trade/same-player': ['player'],
  'smc/trade/technology-not-owned': ['player', 'technology'],
  'smc/trade/wonder-not-owned': ['player', 'wonder'],
  'smc/units/not-enough': ['player', 'era', 'unit', 'count', 'owned'],
  'smc/units/not-enough-settlers': ['player', 'count', 'owned'],
  'smc/victory/already-ending': [],
  'smc/victory/long-game-only': [],
  'smc/victory/wonder-required': ['wonder'],
  'smc/wonder/already-owned': ['wonder'],
  'smc/wonder/claimed': ['milestone', 'player'],
  'smc/wonder/era-over': ['wonder', 'era'],
  'smc/wonder/not-owned': ['player', 'wonder'],
  'smc/wonder/milestone-not-reached': ['milestone', 'value', 'target'],
  'smc/wonder/wrong-era': ['milestone', 'era', 'current'],
} as const satisfies Record<string, readonly string[]>;

export type SmcViolationCode = keyof typeof SMC_VIOLATIONS;
export const SMC_VIOLATION_CODES = Object.keys(SMC_VIOLATIONS) as SmcViolationCode[];

/** The parameters of a code: exactly its listed names, plus the optional purchase line `index`. */
export type ParamsOf<C extends SmcViolationCode> = { readonly [K in (typeof SMC_VIOLATIONS)[C][number]]: ParamValue } & { readonly index?: number };

/** A code without parameters needs none passed. */
type ParamsArg<C extends SmcViolationCode> = (typeof SMC_VIOLATIONS)[C] extends readonly [] ? [params?: ParamsOf<C>] : [params: ParamsOf<C>];

export function violation<C extends SmcViolationCode>(code: C, cite: RuleCitation | readonly RuleCitation[], ...[params]: ParamsArg<C>): Violation {
  return { code, cite: Array.isArray(cite) ? (cite as readonly RuleCitation[]) : [cite as RuleCitation], params: params ?? {} };
}
