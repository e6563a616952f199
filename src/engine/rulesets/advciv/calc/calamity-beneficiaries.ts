/**
 * Who benefits from an advciv calamity: players ranked by units in stock (19.32, 30.411, 30.415) and,
 * with variant 38.2, the beneficiaries of Barbarian Hordes and Piracy.
 */
import { CITY_UNIT_POINTS } from '../calamity-effects';

export interface StockFacts<P extends string> {
  readonly player: P;
  readonly stockTokens: number;
  readonly stockCities: number;
  readonly inert?: boolean;
}

/**
 * Players ranked by unit points in stock, tokens one and cities five (30.411, 19.32); ties by A.S.T.
 * order (17.4, R-A10), so `players` must be given in A.S.T. order. Inert nations take no part (R-A12).
 */
export function rankByStock<P extends string>(players: readonly StockFacts<P>[]): readonly { readonly player: P; readonly points: number }[] {
  return players
    .map((p, order) => ({ player: p.player, points: p.stockTokens + CITY_UNIT_POINTS.amount * p.stockCities, order, inert: p.inert === true }))
    .filter((p) => !p.inert)
    .sort((a, b) => b.points - a.points || a.order - b.order)
    .map(({ player, points }) => ({ player, points }));
}

/** What variant 38.2 ranks beneficiaries of Barbarian Hordes and Piracy by. */
export interface BeneficiaryFacts<P extends string> extends StockFacts<P> {
  readonly boardTokens: number;
  /** A.S.T. position (0 = START). */
  readonly ast: number;
  /** Printed value of the civilization cards held. */
  readonly cardPoints: number;
  readonly treasury: number;
}

type Key<P extends string> = (p: BeneficiaryFacts<P>) => number;
function rankBy<P extends string>(players: readonly BeneficiaryFacts<P>[], keys: readonly Key<P>[]): readonly P[] {
  return players
    .map((p, order) => ({ p, order }))
    .filter((x) => x.p.inert !== true)
    .sort((a, b) => {
      for (const k of keys) {
        const d = k(b.p) - k(a.p);
        if (d !== 0) return d;
      }
      return a.order - b.order; // 17.4, R-A10
    })
    .map((x) => x.p.player);
}

/**
 * 38.2 (30.520): Barbarian Hordes' beneficiary: most tokens in stock; ties by most cities in stock,
 * furthest behind on the A.S.T., fewest civilization-card points, smallest treasury, then A.S.T.
 * order (R-A10). `players` in A.S.T. order.
 */
export function rankBarbarianBeneficiary<P extends string>(players: readonly BeneficiaryFacts<P>[]): readonly P[] {
  return rankBy(players, [(p) => p.stockTokens, (p) => p.stockCities, (p) => -p.ast, (p) => -p.cardPoints, (p) => -p.treasury]);
}

/**
 * 38.2 (30.910): Piracy's beneficiary: most cities in stock; ties by most tokens on the board,
 * furthest behind on the A.S.T., fewest civilization-card points, smallest treasury, then A.S.T.
 * order (R-A10).
 */
export function rankPiracyBeneficiary<P extends string>(players: readonly BeneficiaryFacts<P>[]): readonly P[] {
  return rankBy(players, [(p) => p.stockCities, (p) => p.boardTokens, (p) => -p.ast, (p) => -p.cardPoints, (p) => -p.treasury]);
}
