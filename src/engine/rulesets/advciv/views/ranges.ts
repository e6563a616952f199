/**
 * The whole numbers a number box of an entry form may take, from the rules' own data: the form shows
 * them as the range it refuses typing beyond (issue 19: "Census for Africa: a whole number from 0 to
 * 47"). The entries' validate checks the same bounds with their rule numbers.
 */
import { CITY_UNIT_POINTS } from '../calamity-effects';
import { unitPoints } from '../calc/civil-war';
import { commodityCardsMax, commodityMaxHeld } from '../calc/hands';
import type { CommodityId } from '../commodities';
import type { BoardUnits } from '../entries/calamity-entry';
import { AREA_TOKENS, tokensInAreas } from '../entries/population';
import type { CalamityStep } from '../entries/calamity-resolution';
import { rulesetOf, tokensPerPlayer } from '../entries/context';
import { CITIES_PER_NATION, TOKENS_PER_SET, type NationId } from '../nations';
import { PILLAGE_PER_CITY } from '../phases';
import type { AdvCivSetup } from '../setup';
import { playerOf, type AdvCivState } from '../state';

export interface FieldRange {
  readonly min: number;
  readonly max: number;
}

/** Census (21.1, 16.1): the tokens on the board are at most the nation's tokens less its treasury. */
export function censusRange(setup: AdvCivSetup, state: AdvCivState, nation: NationId): FieldRange {
  const treasury = playerOf(state, nation)?.treasury ?? 0;
  return { min: 0, max: Math.max(0, tokensPerPlayer(setup, nation) - treasury) };
}

/** Tokens of a nation in its stock or on the board (16.1, 19.1): at most its tokens less its treasury. */
export const tokensRange = censusRange;

/** A nation's cities on the board (5.1): nine. */
export function citiesRange(): FieldRange {
  return { min: 0, max: CITIES_PER_NATION };
}

/** Ships in play (22.4): the nation's four ships. */
export function shipsRange(setup: AdvCivSetup): FieldRange {
  return { min: 0, max: rulesetOf(setup).limits.ships };
}

/** Treasury tokens a player spends (22.1, 31.1): at most his treasury. */
export function treasuryRange(state: AdvCivState, nation: NationId): FieldRange {
  return { min: 0, max: Math.max(0, playerOf(state, nation)?.treasury ?? 0) };
}

/** Cards of one commodity in a hand (8.1): at most the printed cards of it. */
export function commodityRange(setup: AdvCivSetup, commodity: CommodityId): FieldRange {
  return { min: 0, max: rulesetOf(setup).commodities[commodity].count };
}

/** Commodity cards in a trade (28.3): at most every commodity card printed. */
export function tradeCardsRange(setup: AdvCivSetup): FieldRange {
  const r = rulesetOf(setup);
  return { min: 0, max: r.commodityIds.reduce((n, id) => n + r.commodities[id].count, 0) };
}

/**
 * A city attack's boxes (24): the tokens against the city come from the attacker's board, at most his
 * tokens less his treasury (16.1, 24.31); his stock counted at the table likewise (24.12, 24.52); the
 * pillage at most three and at most that stock (24.52).
 */
export function cityAttackRanges(
  setup: AdvCivSetup,
  state: AdvCivState,
  attacker: NationId,
  stock?: number,
): { readonly tokens: FieldRange; readonly stock: FieldRange; readonly pillage: FieldRange } {
  const tokens = tokensRange(setup, state, attacker);
  const known = stock ?? playerOf(state, attacker)?.stock ?? null;
  const pillage = known === null ? PILLAGE_PER_CITY : Math.max(0, Math.min(PILLAGE_PER_CITY, known));
  return { tokens, stock: tokens, pillage: { min: 0, max: pillage } };
}

/**
 * A calamity victim's loss boxes, from his units before the calamity: tokens removed at most his tokens
 * on the board (29.62), cities reduced or removed at most his cities (26.41, 29.62), tokens left where
 * reduced cities stood at most his stock (26.41: a city is replaced from stock).
 */
export function calamityLossRanges(before: BoardUnits): {
  readonly tokens: FieldRange;
  readonly reduced: FieldRange;
  readonly left: FieldRange;
  readonly eliminated: FieldRange;
} {
  const cities = { min: 0, max: Math.max(0, before.cities) };
  return { tokens: { min: 0, max: Math.max(0, before.tokens) }, reduced: cities, left: { min: 0, max: Math.max(0, before.stock) }, eliminated: cities };
}

/**
 * Civil War factions (30.412, 30.413): both are made of the primary victim's units, so each box of
 * cities or tokens is at most his cities or tokens before the calamity; the tokens a faction removes
 * for Military (30.414) at most his tokens; his capitals in the first faction at most those he holds
 * (capitals 4.3).
 */
export function civilWarRanges(
  victim: BoardUnits,
  capitals: number,
): { readonly cities: FieldRange; readonly tokens: FieldRange; readonly capitals: FieldRange } {
  return {
    cities: { min: 0, max: Math.max(0, victim.cities) },
    tokens: { min: 0, max: Math.max(0, victim.tokens) },
    capitals: { min: 0, max: Math.max(0, capitals) },
  };
}

/**
 * A Monotheism conversion (32.941): one area, so at most one city; its tokens at most the converted
 * player's tokens less his treasury (16.1). The stock the converter replaces them from (32.942) is
 * the one after the calamities, judged by the entry.
 */
export function conversionRanges(setup: AdvCivSetup, state: AdvCivState, from: NationId): { readonly cities: FieldRange; readonly tokens: FieldRange } {
  return { cities: { min: 0, max: 1 }, tokens: tokensRange(setup, state, from) };
}

/**
 * Famine (30.312): the Grain cards a Pottery holder shows are cards he holds, so at most the Grain he
 * can hold now: the printed cards (8.1), what he kept plus drew from its stack plus received in the
 * trades recorded (27.2, 28.3, calc/hands.ts), and no more than his commodity cards (31.1).
 */
export function grainRange(setup: AdvCivSetup, state: AdvCivState, nation: NationId): FieldRange {
  const held = commodityMaxHeld(rulesetOf(setup), state, nation, 'grain');
  const cards = commodityCardsMax(state, nation);
  return { min: 0, max: Math.max(0, cards === null ? held : Math.min(held, cards)) };
}

const NO_UNITS: BoardUnits = { cities: 0, tokens: 0, stock: 0 };

/**
 * A calamity's map facts for one player (R-G2), from his units before this calamity (after those
 * resolved before it): his unit points on the flood plain at most his unit points on the board, tokens
 * one each and cities five (30.511, 5.6, 29.62); his coastal cities at most his cities (30.514, 30.911).
 */
export function mapFactRanges(step: CalamityStep, nation: NationId): { readonly floodPlain: FieldRange; readonly coastal: FieldRange } {
  const u = step.board[nation] ?? NO_UNITS;
  return { floodPlain: { min: 0, max: Math.max(0, unitPoints(u)) }, coastal: { min: 0, max: Math.max(0, u.cities) } };
}

/**
 * Variant 39.4 (30.5121): the Barbarian and Pirate unit points on the flooded plain. Barbarians and
 * Pirates are the pieces of one nation that did not start the game (30.5211, 30.911 "the same units as
 * for Barbarian Hordes"; 39.4's 20.5: the Barbarians can run short of tokens), so at most one set: 55
 * tokens and nine cities at five unit points each (5.1, 5.6).
 */
export function floodPlainBarbariansRange(): FieldRange {
  return { min: 0, max: TOKENS_PER_SET + CITIES_PER_NATION * CITY_UNIT_POINTS.amount };
}

/**
 * City support after the calamities (29.8, 26.31): the cities reduced are his cities left on the
 * board after them; the tokens left where they stood come from his stock (26.41).
 */
export function supportRanges(after: BoardUnits | undefined): { readonly reduced: FieldRange; readonly left: FieldRange } {
  const u = after ?? NO_UNITS;
  return { reduced: { min: 0, max: Math.max(0, u.cities) }, left: { min: 0, max: Math.max(0, u.stock) } };
}

/**
 * Population expansion (20.1): each area counted holds one of his tokens, or two or more, so together
 * the areas need one token per lone-token area and two per area of two or more on his board
 * (entries/population.ts tokensInAreas, the entry's own refusal population/areas-beyond-tokens): each
 * box is bounded by his board less what the other box (as typed, empty = 0) already needs. His board
 * is his tokens less treasury less stock (16.1, 20.2) where the stock is known or typed; while it is
 * neither, at most the tokens he left on the board last turn where the engine knows them (nothing
 * moves a token onto the board between the end of a turn and expansion; a stock counted now is held
 * to that board, population/stock-below-board, 16.1), else at most his tokens less treasury.
 */
export function populationRanges(
  setup: AdvCivSetup,
  state: AdvCivState,
  nation: NationId,
  typedStock?: number,
  typed: { readonly one?: number | null; readonly more?: number | null } = {},
): { readonly one: FieldRange; readonly more: FieldRange } {
  const all = tokensRange(setup, state, nation).max;
  const stock = typedStock ?? playerOf(state, nation)?.stock ?? null;
  const last = state.boardLast?.[nation];
  const board = stock === null || stock > all ? Math.min(all, last ?? all) : all - stock;
  const one = Math.max(0, typed.one ?? 0);
  const more = Math.max(0, typed.more ?? 0);
  return {
    one: { min: 0, max: Math.max(0, Math.floor((board - tokensInAreas({ one: 0, more })) / AREA_TOKENS.one)) },
    more: { min: 0, max: Math.max(0, Math.floor((board - tokensInAreas({ one, more: 0 })) / AREA_TOKENS.more)) },
  };
}

/**
 * City support in the cities phase (26.31, 26.41): the tokens he counts on the board at most his tokens
 * less treasury (16.1, 26.1); the cities reduced at most the nine (5.1) less the cities he keeps
 * (`cities`, counted after the reductions); the tokens placed where they stood come from his stock, at
 * most his tokens less treasury less those counted on the board (26.41).
 */
export function citySupportRanges(
  setup: AdvCivSetup,
  state: AdvCivState,
  nation: NationId,
  cities: number | null,
  tokens: number | null,
): { readonly tokens: FieldRange; readonly reduced: FieldRange; readonly left: FieldRange } {
  const all = tokensRange(setup, state, nation);
  const kept = cities === null ? 0 : Math.min(CITIES_PER_NATION, cities);
  return {
    tokens: all,
    reduced: { min: 0, max: CITIES_PER_NATION - kept },
    left: { min: 0, max: Math.max(0, all.max - (tokens === null ? 0 : Math.min(all.max, tokens))) },
  };
}

/**
 * The tokens on the board at the end of trading (29.62): at most his tokens less treasury (16.1) and,
 * where the engine knows it, the most the board can hold after this turn's census, cities and support
 * (state.boardMax: 21.1, 25.2, 26.1), the bound a new calamity entry is judged by (bounds.ts).
 */
export function tradingTokensRange(setup: AdvCivSetup, state: AdvCivState, nation: NationId): FieldRange {
  const all = tokensRange(setup, state, nation);
  const most = state.boardMax?.[nation];
  return most === undefined ? all : { min: 0, max: Math.max(0, Math.min(all.max, most)) };
}
