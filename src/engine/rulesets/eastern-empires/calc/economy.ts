/**
 * Eastern Empires economy: tax rate and tax revolts (ee Phase 1), city support (ee Phase 5c), the
 * trade cards a player may buy in Phase 6b, and the hand limit (ee Phase 12). Pure calculators.
 */
import type { AdvanceId } from '../advances';
import { byAstRanking, HAND_LIMIT, ROADBUILDING_HAND_LIMIT_BONUS, type CivilizationId } from '../civilizations';
import { CITY_SUPPORT_RATE } from './calamity-effects';
import { defaultBeneficiary, type StockFacts } from './calamity-order';
import type { Stack } from '../trade-cards';

/** ee Phase 1a: "The default 'tax rate' is 2." */
export const DEFAULT_TAX_RATE = 2;

/**
 * The tax rates a player may set (ee chapter 9): Coinage +1 or -1, Monarchy +1, cumulative; one rate
 * for all his cities. Without either card only the default.
 */
export function allowedTaxRates(held: readonly AdvanceId[]): readonly number[] {
  const coinage = held.includes('coinage') ? [-1, 0, 1] : [0];
  const monarchy = held.includes('monarchy') ? [0, 1] : [0];
  const rates = new Set<number>();
  for (const c of coinage) for (const m of monarchy) rates.add(DEFAULT_TAX_RATE + c + m);
  return [...rates].sort((x, y) => x - y);
}

export interface TaxOutcome {
  readonly due: number;
  /** Tokens moved from stock to treasury: all that is due, or all of stock if short (ee Phase 1b). */
  readonly collected: number;
  /** Cities whose tax could not be fully collected: they revolt (ee Phase 1b), none with Democracy. */
  readonly revolting: number;
}

/**
 * ee Phase 1: rate x cities from stock to treasury; if stock is short all of it goes to treasury and
 * each city not fully paid for revolts (example: Michael, 5 cities, 7 tokens: 2 revolt). Democracy:
 * no revolt from a shortage (ee chapter 9, Democracy).
 */
export function collectTax(cities: number, rate: number, tokensInStock: number, held: readonly AdvanceId[]): TaxOutcome {
  const due = cities * rate;
  if (tokensInStock >= due) return { due, collected: due, revolting: 0 };
  const paidCities = rate > 0 ? Math.floor(tokensInStock / rate) : cities;
  return { due, collected: tokensInStock, revolting: held.includes('democracy') ? 0 : cities - paidCities };
}

/**
 * The beneficiary of a tax revolt (ee Phase 1b): the usual beneficiary (most cities in stock, most
 * tokens in stock, A.S.T.-ranking), never a victim of any tax revolt this turn, and never a player
 * with no city left in stock (then the next one takes the remaining cities).
 */
export function taxRevoltBeneficiary(players: readonly StockFacts[], revoltVictims: readonly CivilizationId[]): CivilizationId | undefined {
  return defaultBeneficiary(
    players.filter((p) => p.citiesInStock > 0),
    revoltVictims,
  );
}

/** ee Phase 1b: several tax revolts are resolved in A.S.T.-ranking order. */
export const taxRevoltOrder = (victims: readonly CivilizationId[]): readonly CivilizationId[] => [...victims].sort(byAstRanking);

/**
 * The city support rate (ee Phase 5c: 2 tokens per city; Cultural Ascendancy +1, ee chapter 9).
 * Slave Revolt's temporary rate is in calamity-effects.ts.
 */
export const citySupportRate = (held: readonly AdvanceId[]): number => CITY_SUPPORT_RATE + (held.includes('culturalAscendancy') ? 1 : 0);

/** Cities a player must reduce: those that `tokensOnBoard` cannot support (ee Phase 5c). */
export function unsupportedCities(cities: number, tokensOnBoard: number, rate: number): number {
  if (rate <= 0) return 0;
  return Math.max(0, cities - Math.floor(tokensOnBoard / rate));
}

/** ee Phase 12: hand limit 8, Roadbuilding +1 (ee chapter 9). */
export const handLimit = (held: readonly AdvanceId[]): number => HAND_LIMIT + (held.includes('roadbuilding') ? ROADBUILDING_HAND_LIMIT_BONUS : 0);

export interface CardOffer {
  readonly stack: Stack;
  /** Treasury tokens per card; 0 for Wonder of the World's free card. */
  readonly price: number;
  /** The advance that allows it; undefined for the default stack-9 purchase. */
  readonly advance?: AdvanceId;
  /** At most one card of this offer per turn (Wonder of the World). */
  readonly once?: true;
}

/** ee Phase 6b: "By default, players can only purchase a trade card from stack 9 for 15 treasury tokens." */
export const DEFAULT_CARD_OFFER: CardOffer = { stack: 9, price: 15 };

/** The extra purchases the advances allow (ee chapter 9: Cartography, Mining, Rhetoric). */
const ADVANCE_OFFERS: readonly CardOffer[] = [
  { stack: 2, price: 5, advance: 'cartography' },
  { stack: 7, price: 13, advance: 'cartography' },
  { stack: 6, price: 13, advance: 'mining' },
  { stack: 8, price: 13, advance: 'mining' },
  { stack: 3, price: 9, advance: 'rhetoric' },
];

/**
 * Every purchase open to a player in Phase 6b. Wonder of the World: 1 free card from any stack higher
 * than his cities in play, not with 9 cities (ee chapter 9, Wonder of the World).
 */
export function cardOffers(held: readonly AdvanceId[], citiesInPlay: number): readonly CardOffer[] {
  const offers: CardOffer[] = [DEFAULT_CARD_OFFER, ...ADVANCE_OFFERS.filter((o) => o.advance !== undefined && held.includes(o.advance))];
  if (held.includes('wonderOfTheWorld') && citiesInPlay < 9) {
    for (let s = citiesInPlay + 1; s <= 9; s++) offers.push({ stack: s as Stack, price: 0, advance: 'wonderOfTheWorld', once: true });
  }
  return offers;
}
