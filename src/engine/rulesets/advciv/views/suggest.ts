/**
 * Every figure a phase form prefills, computed here from the state after every earlier entry of the
 * turn (cities built 25.2, calamities 29-30, revolts 19.32), never by the form, each with where it
 * comes from so the table can see it ("13 = 47 tokens - 28 on the board - 6 in treasury"). A
 * suggestion is a starting point the table confirms or changes; the entry handlers judge what is
 * recorded. No suggestion (undefined) where the engine does not know the figure.
 */
import type { RuleCitation } from '../../../types';
import { expansionBound } from '../bounds';
import { tokensPerPlayer } from '../entries/context';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import { playerOf, type AdvCivState } from '../state';
import { censusRange } from './ranges';

/** Where a suggested figure comes from; the UI words it. */
export type SuggestionSource =
  /** Tokens in stock (19.1, 16.1): all his tokens less those on the board and in treasury. */
  | { readonly kind: 'stock'; readonly tokens: number; readonly board: number; readonly treasury: number }
  /**
   * Tokens on the board now (21.1, 25.2): the census less the tokens that became cities, with what
   * else the entries changed since (`changed`, signed: the ships' levy 22.1, tokens replacing an
   * attacked city 24.32, the count entered at the cities entry 26.1).
   */
  | { readonly kind: 'board'; readonly census: number; readonly changed: number; readonly intoCities: number }
  /** The census taken last turn (21.1), to confirm or adjust. */
  | { readonly kind: 'last-census'; readonly census: number }
  /**
   * Last turn's census is more than the census may count now, so the most it may count: all his
   * tokens less his treasury (16.1, the census box's range) or twice the tokens he left on the board
   * last turn (20.1, what the census is judged by), whichever is lower.
   */
  | { readonly kind: 'census-stock'; readonly census: number; readonly tokens: number; readonly treasury: number }
  | { readonly kind: 'census-expansion'; readonly census: number; readonly board: number }
  /** The cities he holds now, after every earlier entry of the turn (24-26). */
  | { readonly kind: 'cities'; readonly cities: number };

export interface Suggestion {
  readonly value: number;
  readonly source: SuggestionSource;
  readonly cite: readonly RuleCitation[];
}

const c = (rule: string): RuleCitation => ({ doc: 'advciv', rule });

/**
 * The taxation form's stock (19.1): all his tokens less those on the board and in treasury, as the
 * entries left them (the stock is followed through the turn: the calamity phase counts the board,
 * purchases return treasury to stock 31.58). Undefined when no entry since the stock was last unknown
 * counted the board (the table counts it).
 */
export function stockSuggestion(setup: AdvCivSetup, state: AdvCivState, nation: NationId): Suggestion | undefined {
  const p = playerOf(state, nation);
  if (p === undefined || p.stock === null) return undefined;
  const tokens = tokensPerPlayer(setup, nation);
  return {
    value: p.stock,
    source: { kind: 'stock', tokens, board: tokens - p.stock - p.treasury, treasury: p.treasury },
    cite: [c('19.1'), c('16.1')],
  };
}

/**
 * Tokens on the board now (the calamity form's "tokens on the board after trading", 29.62): this
 * turn's census less the six tokens each city built took (25.2; Architecture's treasury help 25.3),
 * with the ships' levy (22.1), city attacks (24.32), or the count entered at the cities entry (26.1).
 * Undefined before this turn's census.
 */
export function boardSuggestion(state: AdvCivState, nation: NationId): Suggestion | undefined {
  const p = playerOf(state, nation);
  const board = state.boardMax?.[nation];
  if (p === undefined || board === undefined || p.census === null) return undefined;
  const into = state.intoCities?.[nation] ?? 0;
  const changed = board + into - p.census;
  return { value: board, source: { kind: 'board', census: p.census, changed, intoCities: into }, cite: into > 0 ? [c('21.1'), c('25.2')] : [c('21.1')] };
}

/**
 * The census form's start (21.1): last turn's census, to confirm or adjust; none in the first turn.
 * Never more than the census may count: the box's range (16.1, views/ranges.ts) and the expansion
 * bound a new census is judged by (20.1, bounds.ts) cap it, and the suggestion then says which.
 */
export function censusSuggestion(setup: AdvCivSetup, state: AdvCivState, nation: NationId): Suggestion | undefined {
  const p = playerOf(state, nation);
  if (state.turn <= 1 || p === undefined || p.status !== 'active' || p.census === null) return undefined;
  const stock = censusRange(setup, state, nation).max;
  const expansion = expansionBound(state, nation);
  if (expansion !== undefined && expansion.max < p.census && expansion.max <= stock)
    return { value: expansion.max, source: { kind: 'census-expansion', census: p.census, board: expansion.board }, cite: [c('20.1'), c('21.1')] };
  if (stock < p.census)
    return {
      value: stock,
      source: { kind: 'census-stock', census: p.census, tokens: tokensPerPlayer(setup, nation), treasury: p.treasury },
      cite: [c('21.1'), c('16.1')],
    };
  return { value: p.census, source: { kind: 'last-census', census: p.census }, cite: [c('21.1')] };
}

/** The cities form's start (24-26): the cities he holds after every earlier entry of the turn (city attacks 24.3, taxes 19.32). */
export function citiesSuggestion(state: AdvCivState, nation: NationId): Suggestion | undefined {
  const p = playerOf(state, nation);
  if (p === undefined || p.status !== 'active') return undefined;
  return { value: p.cities, source: { kind: 'cities', cities: p.cities }, cite: [c('25.1')] };
}

/** Every active player's suggestion of one kind, for a form's start (absent where none). */
export function suggestionsOf(state: AdvCivState, of: (nation: NationId) => Suggestion | undefined): Readonly<Partial<Record<NationId, Suggestion>>> {
  const out: Partial<Record<NationId, Suggestion>> = {};
  for (const p of state.players) {
    if (p.status !== 'active') continue;
    const s = of(p.nation);
    if (s !== undefined) out[p.nation] = s;
  }
  return out;
}

/** The values of suggestions, for a form's first typing. */
export function suggestedValues(s: Readonly<Partial<Record<NationId, Suggestion>>>): Partial<Record<NationId, number>> {
  const out: Partial<Record<NationId, number>> = {};
  for (const [n, v] of Object.entries(s) as [NationId, Suggestion][]) out[n] = v.value;
  return out;
}
