/**
 * The check of what an advciv calamity victim declares he removed (29.62, 29.63, R-A8): unit points,
 * cities reduced and eliminated, the least loss that meets a requirement; and city support after the
 * calamities (26.31, 29.8) with the tokens Slave Revolt keeps from supporting cities (30.42).
 */
import type { RuleCitation, Violation } from '../../../types';
import { calamityCode as vc } from './calamities-violations';
import { CITY_UNIT_POINTS, EXACT_LOSS_CITE, SLAVE_REVOLT, SUPPORT_TOKENS_PER_CITY } from '../calamity-effects';
import { type Figure, type VictimFacts, applyModifiers, base, limit } from './calamity-figure';
import type { Holdings, LossRequirement } from './calamity-requirements';

// ---------------------------------------------------------------------------------------------
// Checking a declared loss (29.62, 29.63, R-A8)
// ---------------------------------------------------------------------------------------------

/** What a victim declares he removed. Tokens left by a reduced city are a map fact (26.41, R-G2). */
export interface LossBreakdown {
  /** Tokens removed from the board. */
  readonly tokens: number;
  /** For each city reduced, the tokens put in its place. */
  readonly citiesReduced: readonly number[];
  /** Cities removed from the board entirely (destroyed, or replaced by another's city). */
  readonly citiesEliminated: number;
}

export const NO_LOSS: LossBreakdown = { tokens: 0, citiesReduced: [], citiesEliminated: 0 };

/** Unit points of a breakdown (29.62): a token one, a reduced city five less the tokens left, a city five. */
export function breakdownPoints(b: LossBreakdown, cityValueCap: number = CITY_UNIT_POINTS.amount): number {
  const cityPoints = CITY_UNIT_POINTS.amount;
  return b.tokens + b.citiesReduced.reduce((s, left) => s + Math.max(0, cityPoints - left), 0) + b.citiesEliminated * Math.min(cityPoints, cityValueCap);
}

/**
 * The least unit points at or above `required` the victim could have lost, from what is known:
 * tokens one each, any city its full value (5, or 4 where a token must stay: 30.612), a city he
 * reduced also its declared value. Returns the most he holds if he cannot reach `required`.
 */
export function leastLossAtLeast(required: number, h: Holdings, b: LossBreakdown, cityValueCap: number): number {
  const cityValue = Math.min(CITY_UNIT_POINTS.amount, cityValueCap);
  const reducedValues = b.citiesReduced.map((left) => Math.max(0, CITY_UNIT_POINTS.amount - left));
  const max = h.tokens + h.cities * cityValue;
  // Subset sums over cities: each city gives 0, its full value, or (if declared reduced) its reduced value.
  let sums = new Set<number>([0]);
  for (let i = 0; i < h.cities; i++) {
    const opts = [0, cityValue];
    const r = reducedValues[i];
    if (r !== undefined) opts.push(r);
    const next = new Set<number>();
    for (const s of sums) for (const o of opts) next.add(s + o);
    sums = next;
  }
  let best = Infinity;
  for (const s of sums) {
    const t = Math.max(0, required - s);
    if (t <= h.tokens) best = Math.min(best, s + t);
  }
  return Number.isFinite(best) ? best : max;
}

function holdingsViolations(h: Holdings, b: LossBreakdown, cite: RuleCitation): Violation[] {
  const out: Violation[] = [];
  const bad = (n: number): boolean => !Number.isInteger(n) || n < 0;
  if (bad(b.tokens) || bad(b.citiesEliminated) || b.citiesReduced.some(bad)) {
    out.push({ code: vc('calamity/loss-not-counts'), cite: [cite], params: {} });
    return out;
  }
  if (b.tokens > h.tokens) out.push({ code: vc('calamity/more-tokens-than-held'), cite: [cite], params: { held: h.tokens, declared: b.tokens } });
  const cities = b.citiesReduced.length + b.citiesEliminated;
  if (cities > h.cities) out.push({ code: vc('calamity/more-cities-than-held'), cite: [cite], params: { held: h.cities, declared: cities } });
  // 26.41: a reduced city is replaced by tokens from stock; a reduced city returns to stock first,
  // so its own tokens never come from the board.
  const placed = b.citiesReduced.reduce((s, n) => s + n, 0);
  if (placed > h.stockTokens)
    out.push({ code: vc('calamity/reduction-beyond-stock'), cite: [{ doc: 'advciv', rule: '26.41' }], params: { stock: h.stockTokens, placed } });
  return out;
}

/**
 * Checks a declared breakdown against a requirement (29.62, 29.63, R-A8): within what the victim
 * holds, the required number of cities, or unit points meeting the requirement and exceeding it
 * only by the least amount possible.
 */
export function checkLoss(req: LossRequirement, h: Holdings, b: LossBreakdown): readonly Violation[] {
  switch (req.kind) {
    case 'none': {
      const lost = b.tokens + b.citiesReduced.length + b.citiesEliminated;
      return lost > 0 ? [{ code: vc('calamity/no-effect'), cite: [req.cite], params: { declared: lost } }] : [];
    }
    case 'entered':
      return holdingsViolations(h, b, req.cite);
    case 'cities-reduced':
    case 'cities-lost': {
      const cite = req.cities.why[0]?.cite ?? EXACT_LOSS_CITE;
      const out = holdingsViolations(h, b, cite);
      if (out.length > 0) return out;
      const required = Math.min(req.cities.value, h.cities);
      const [counted, other] = req.kind === 'cities-reduced' ? [b.citiesReduced.length, b.citiesEliminated] : [b.citiesEliminated, b.citiesReduced.length];
      if (counted !== required || other > 0 || b.tokens > 0) {
        out.push({
          code: req.kind === 'cities-reduced' ? 'calamity/cities-reduced-count' : 'calamity/cities-lost-count',
          cite: req.cities.why.map((w) => w.cite),
          params: { required, declared: counted, other: other + b.tokens },
        });
      }
      return out;
    }
    case 'unit-points': {
      const cite = req.points.why[0]?.cite ?? EXACT_LOSS_CITE;
      const out = holdingsViolations(h, b, cite);
      if (out.length > 0) return out;
      if (req.cityValueCap < CITY_UNIT_POINTS.amount) {
        // 30.612: cities eliminated by Epidemic are replaced by at least one token (if stock has one).
        const mustLeave = b.citiesEliminated > 0 || b.citiesReduced.some((left) => left < 1);
        if (mustLeave && h.stockTokens >= b.citiesEliminated + b.citiesReduced.length) {
          out.push({ code: vc('calamity/city-must-leave-token'), cite: [{ doc: 'advciv', rule: '30.612' }], params: {} });
          return out;
        }
      }
      const declared = breakdownPoints(b, req.cityValueCap);
      const least = leastLossAtLeast(req.points.value, h, b, req.cityValueCap);
      const atLeast = Math.min(req.points.value, least);
      if (declared < atLeast) {
        out.push({
          code: vc('calamity/loss-too-small'),
          cite: [...req.points.why.map((w) => w.cite), EXACT_LOSS_CITE],
          params: { required: req.points.value, declared, least: atLeast },
        });
      } else if (declared > least) {
        out.push({ code: vc('calamity/loss-too-large'), cite: [EXACT_LOSS_CITE], params: { required: req.points.value, declared, least } });
      }
      return out;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// City support (26.31, 29.8) and Slave Revolt (30.42)
// ---------------------------------------------------------------------------------------------

/** 30.421-30.423: tokens on the board that may not support cities this calamity phase. */
export function slaveRevoltTokensDisabled(v: VictimFacts & { readonly tokens: number }): Figure {
  const e = SLAVE_REVOLT;
  const f = applyModifiers(base(e.tokensDisabled), e.modifiers, 'primary', v);
  // 30.422: with fewer tokens on the board, only those are affected.
  return limit(f, v.tokens, 'clamp-to-holdings', { doc: 'advciv', rule: '30.422' });
}

/**
 * Checks reductions for city support (26.31, 26.41, 26.6; 30.422 with `disabled` tokens): cities are
 * reduced one at a time, each adding the tokens declared for it; after them the remaining cities
 * must be supported, and one reduction fewer must not have sufficed.
 */
export function checkSupportReductions(
  h: { readonly cities: number; readonly tokens: number },
  reductions: readonly number[],
  disabled: number,
  cite: RuleCitation,
): readonly Violation[] {
  const per = SUPPORT_TOKENS_PER_CITY.amount;
  const available = (k: number): number => Math.max(0, h.tokens - disabled) + reductions.slice(0, k).reduce((s, n) => s + n, 0);
  const supported = (k: number): boolean => per * (h.cities - k) <= available(k);
  const n = reductions.length;
  const cites = [cite, SUPPORT_TOKENS_PER_CITY.cite];
  if (n > h.cities) return [{ code: vc('calamity/more-cities-than-held'), cite: cites, params: { held: h.cities, declared: n } }];
  if (!supported(n))
    return [{ code: vc('calamity/support-not-restored'), cite: cites, params: { cities: h.cities - n - Math.floor(available(n) / per), reduced: n } }]; // the cities still unsupported
  if (n > 0 && supported(n - 1)) return [{ code: vc('calamity/support-over-reduced'), cite: cites, params: { reduced: n } }];
  return [];
}

/** Cities that must be reduced if no reduced city left any token (a lower bound for the UI). */
export function unsupportedCities(h: { readonly cities: number; readonly tokens: number }, disabled = 0): number {
  return Math.max(0, h.cities - Math.floor(Math.max(0, h.tokens - disabled) / SUPPORT_TOKENS_PER_CITY.amount));
}
