/**
 * Taxation and tax revolts (advciv 19). Given each player's tokens in stock and tax rate, computes
 * what every player pays, how many of his cities revolt, and who takes them over:
 * - rate 2 per city (19.1), or 1 or 3 for a Coinage holder, the same for every city (19.2);
 * - R-A11: a player short of tokens pays for as many whole cities as his stock allows, the rest revolt
 *   (setting 'all-stock': he pays with all of his stock and only the uncovered remainder revolts);
 * - Democracy: never revolts (19.34); he pays what his stock allows;
 * - revolts are resolved after everyone has paid (19.31), revolting players in A.S.T. order;
 * - beneficiary = most units in stock, a city in stock counting 5 and a token 1 (19.32), never the
 *   revolting player himself, never an inert nation (R-A11, R-A12), ties by A.S.T. order (R-A10);
 *   he takes as many as his cities in stock allow, then the next (19.32); the rest are eliminated (19.33);
 * - variant 39.5: revolting cities go to the pirates (no beneficiary).
 */
import type { NationId } from '../nations';
import type { AdvCivRuleset } from '../ruleset';
import type { AdvCivSettings } from '../settings';
import type { TaxOutcome } from '../state';

export interface TaxPayer {
  readonly nation: NationId;
  readonly active: boolean;
  readonly cities: number;
  readonly stock: number;
  readonly rate: number;
  readonly democracy: boolean;
}

export interface TaxResult {
  readonly outcomes: readonly TaxOutcome[];
  /** Per nation, in input order: cities, stock and treasury change after taxes and revolts. */
  readonly after: readonly { readonly nation: NationId; readonly cities: number; readonly stock: number; readonly paid: number }[];
}

/** Tokens paid and cities revolting for one player (19.1, 19.2, 19.31, 19.34, R-A11). */
export function taxDue(
  p: Pick<TaxPayer, 'cities' | 'stock' | 'rate' | 'democracy'>,
  mode: AdvCivSettings['taxRevolt'],
): { readonly paid: number; readonly revolting: number } {
  const due = p.cities * p.rate;
  if (p.stock >= due) return { paid: due, revolting: 0 };
  if (p.democracy) return { paid: p.stock, revolting: 0 }; // 19.34
  if (mode === 'whole-cities') {
    const covered = Math.floor(p.stock / p.rate); // R-A11 default
    return { paid: covered * p.rate, revolting: p.cities - covered };
  }
  return { paid: p.stock, revolting: Math.ceil((due - p.stock) / p.rate) }; // R-A11 setting
}

export function resolveTaxes(ruleset: AdvCivRuleset, payers: readonly TaxPayer[], mode: AdvCivSettings['taxRevolt']): TaxResult {
  const maxCities = ruleset.limits.cities;
  const cities = new Map<NationId, number>();
  const stock = new Map<NationId, number>();
  const paid = new Map<NationId, number>();
  const revolting: { nation: NationId; rate: number; n: number }[] = [];
  for (const p of payers) {
    cities.set(p.nation, p.cities);
    if (!p.active || p.cities === 0) {
      stock.set(p.nation, p.stock);
      paid.set(p.nation, 0);
      continue;
    }
    const due = taxDue(p, mode);
    stock.set(p.nation, p.stock - due.paid);
    paid.set(p.nation, due.paid);
    revolting.push({ nation: p.nation, rate: p.rate, n: due.revolting });
  }
  const order = ruleset.nations;
  const outcomes: TaxOutcome[] = [];
  // 19.31: revolts after all have paid; revolting players in A.S.T. order (17.4).
  const byAst = [...revolting].sort((a, b) => order.indexOf(a.nation) - order.indexOf(b.nation));
  for (const r of byAst) {
    let remaining = r.n;
    const takenBy: { nation: NationId; cities: number }[] = [];
    let eliminated = 0;
    if (remaining > 0) {
      cities.set(r.nation, (cities.get(r.nation) ?? 0) - remaining);
      if (ruleset.revolt.to === 'pirates') {
        // variant 39.5: the cities become Pirate cities; no player takes them.
        remaining = 0;
      }
      const candidates = payers
        .filter((p) => p.active && p.nation !== r.nation) // R-A11, R-A12
        .map((p) => p.nation);
      while (remaining > 0) {
        const units = (n: NationId) => (stock.get(n) ?? 0) + ruleset.limits.cityStockWeight * (maxCities - (cities.get(n) ?? 0));
        const able = candidates.filter((n) => maxCities - (cities.get(n) ?? 0) > 0 && !takenBy.some((t) => t.nation === n));
        if (able.length === 0) break;
        // 19.32 most units in stock; ties by A.S.T. order (R-A10).
        const best = [...able].sort((a, b) => units(b) - units(a) || order.indexOf(a) - order.indexOf(b))[0];
        if (best === undefined) break;
        const take = Math.min(remaining, maxCities - (cities.get(best) ?? 0));
        cities.set(best, (cities.get(best) ?? 0) + take);
        takenBy.push({ nation: best, cities: take });
        remaining -= take;
      }
      eliminated = remaining; // 19.33
    }
    outcomes.push({ nation: r.nation, rate: r.rate, paid: paid.get(r.nation) ?? 0, revolted: r.n, takenBy, eliminated });
  }
  outcomes.sort((a, b) => order.indexOf(a.nation) - order.indexOf(b.nation));
  return {
    outcomes,
    after: payers.map((p) => ({
      nation: p.nation,
      cities: cities.get(p.nation) ?? p.cities,
      stock: stock.get(p.nation) ?? p.stock,
      paid: paid.get(p.nation) ?? 0,
    })),
  };
}
