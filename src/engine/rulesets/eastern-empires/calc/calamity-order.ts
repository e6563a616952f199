/**
 * Which Eastern Empires calamities apply and in what order: the per-player limits (ee Phase 8, R-E7),
 * the order of resolution (ee Phase 9) and the beneficiary (ee chapter 8, "The beneficiary").
 */
import { byAstRanking, type CivilizationId } from '../civilizations';
import { CALAMITIES, isMajor, type CalamityId } from '../trade-cards';

// ---------------------------------------------------------------------------------------------
// Limits (ee Phase 8; R-E7)

export interface CalamityLimit {
  readonly total: number;
  readonly major: number;
}

/**
 * ee Phase 8, R-E7: 5-8 players at most 2 Major (no Minor in the deck); 9 players at most 3, at most 2
 * of them Major. 3-4 players follow the 5-8 rule (their scenario book is not among the sources).
 */
export const calamityLimit = (playerCount: number): CalamityLimit => (playerCount === 9 ? { total: 3, major: 2 } : { total: 2, major: 2 });

export const exceedsLimit = (held: readonly CalamityId[], limit: CalamityLimit): boolean =>
  held.length > limit.total || held.filter(isMajor).length > limit.major;

/**
 * Whether an ordered list of random discards is what ee Phase 8 allows: the holder discards one card at
 * a time while the limit is exceeded, and stops as soon as it is not (Example 2: Jacob).
 */
export function discardsValid(held: readonly CalamityId[], discards: readonly CalamityId[], limit: CalamityLimit): boolean {
  let hand = [...held];
  for (const d of discards) {
    if (!exceedsLimit(hand, limit)) return false;
    const i = hand.indexOf(d);
    if (i < 0) return false;
    hand = [...hand.slice(0, i), ...hand.slice(i + 1)];
  }
  return !exceedsLimit(hand, limit);
}

// ---------------------------------------------------------------------------------------------
// Order of resolution (ee Phase 9)

export interface HeldCalamity {
  readonly player: CivilizationId;
  readonly calamity: CalamityId;
}

/**
 * ee Phase 9a: all Minor calamities first (each player's in ascending stack order; players in
 * A.S.T.-ranking order where it matters); ee Phase 9b: then the Majors in ascending stack number, the
 * Non Tradeable of a stack before the Tradeable.
 */
export function resolutionOrder(held: readonly HeldCalamity[]): readonly HeldCalamity[] {
  const rank = (id: CalamityId): number => {
    const c = CALAMITIES[id];
    const group = c.kind === 'minor' ? 0 : 1;
    return group * 1000 + c.stack * 10 + (c.kind === 'majorTradeable' ? 1 : 0);
  };
  return [...held].sort((x, y) => rank(x.calamity) - rank(y.calamity) || byAstRanking(x.player, y.player));
}

// ---------------------------------------------------------------------------------------------
// Beneficiary (ee chapter 8, "The beneficiary"; ee Phase 1b; ee Phase 6 "Determination of the beneficiary")

export interface StockFacts {
  readonly player: CivilizationId;
  readonly citiesInStock: number;
  readonly tokensInStock: number;
}

/**
 * The default beneficiary: most cities in stock, then most tokens in stock, then A.S.T.-ranking
 * (ee chapter 6, "Determination of the beneficiary"), never one of `excluded`.
 */
export function defaultBeneficiary(players: readonly StockFacts[], excluded: readonly CivilizationId[]): CivilizationId | undefined {
  const eligible = players.filter((p) => !excluded.includes(p.player));
  eligible.sort((x, y) => y.citiesInStock - x.citiesInStock || y.tokensInStock - x.tokensInStock || byAstRanking(x.player, y.player));
  return eligible[0]?.player;
}

/**
 * ee chapter 8: the last player who traded the calamity to the primary victim; if it was drawn and not
 * traded or is untraceable, and always for Civil War and Tyranny, the default beneficiary. Never the
 * primary victim.
 */
export function calamityBeneficiary(
  calamity: CalamityId,
  primary: CivilizationId,
  tradedBy: CivilizationId | undefined,
  players: readonly StockFacts[],
): CivilizationId | undefined {
  const alwaysDefault = calamity === 'civilWar' || calamity === 'tyranny';
  if (!alwaysDefault && tradedBy !== undefined && tradedBy !== primary) return tradedBy;
  return defaultBeneficiary(players, [primary]);
}
