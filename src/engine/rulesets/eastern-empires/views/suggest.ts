/**
 * Every figure an Eastern Empires phase form prefills, from the state after every earlier entry of the
 * turn, with where it comes from (issue 19 item 1): the tax stock (ee Phase 1a: 55 tokens less the
 * board and treasury, chapter 3), the cities held and the tokens on the board for the construction
 * and surplus steps (ee Phases 5a, 11). The entry handlers judge what is recorded.
 */
import type { RuleCitation } from '../../../types';
import { TOKENS_PER_PLAYER, type CivilizationId } from '../civilizations';
import { CITY_SITE_TOKENS } from '../calc/movement';
import { playerOf, type EeState } from '../state';

export type EeSuggestionSource =
  /** Tokens in stock: all his tokens less those on the board and in treasury (ee chapter 3). */
  | { readonly kind: 'stock'; readonly tokens: number; readonly board: number; readonly treasury: number }
  /**
   * Tokens on the board after the step: as last entered (the census or the last cities entry), less
   * at least six for each new city typed (ee Phase 5a: a wilderness city takes 12), so at most this.
   */
  | { readonly kind: 'board'; readonly board: number; readonly built: number; readonly intoCities: number }
  /** The cities he holds now, after every earlier entry of the turn. */
  | { readonly kind: 'cities'; readonly cities: number };

export interface EeSuggestion {
  readonly value: number;
  readonly source: EeSuggestionSource;
  readonly cite: readonly RuleCitation[];
}

const ee = (rule: string): RuleCitation => ({ doc: 'ee', rule });

/** ee Phase 1a: the stock the books give (55 - board - treasury, chapter 3); the table corrects it. */
export function eeStockSuggestion(state: EeState, civ: CivilizationId): EeSuggestion | undefined {
  const p = playerOf(state, civ);
  if (p === undefined) return undefined;
  const value = Math.max(0, TOKENS_PER_PLAYER - p.census - p.treasury);
  return { value, source: { kind: 'stock', tokens: TOKENS_PER_PLAYER, board: p.census, treasury: p.treasury }, cite: [ee('Phase 1a'), ee('chapter 3')] };
}

/** ee Phases 4-5, 11: the cities he holds now. */
export function eeCitiesSuggestion(state: EeState, civ: CivilizationId): EeSuggestion | undefined {
  const p = playerOf(state, civ);
  return p === undefined ? undefined : { value: p.cities, source: { kind: 'cities', cities: p.cities }, cite: [ee('Phase 5a')] };
}

/**
 * ee Phase 5a, Phase 11: the tokens on the board after the step, with `cities` the count typed: as
 * last entered, less six for each new city (the least a city takes, so at most this figure).
 */
export function eeBoardSuggestion(state: EeState, civ: CivilizationId, cities: number | undefined): EeSuggestion | undefined {
  const p = playerOf(state, civ);
  if (p === undefined) return undefined;
  const built = Math.max(0, (cities ?? p.cities) - p.cities);
  const intoCities = built * CITY_SITE_TOKENS;
  return {
    value: Math.max(0, p.census - intoCities),
    source: { kind: 'board', board: p.census, built, intoCities },
    cite: built > 0 ? [ee('Phase 5a'), ee('Phase 2b')] : [ee('Phase 2b')],
  };
}

/**
 * ee Phase 2b: the census form's start from the second turn on: the tokens on the board as last
 * entered (last turn's cities entries), to confirm or adjust after the expansion (Phase 2a); none in
 * the first turn.
 */
export function eeCensusSuggestion(state: EeState, civ: CivilizationId): EeSuggestion | undefined {
  const p = playerOf(state, civ);
  if (p === undefined || state.turn <= 1) return undefined;
  return { value: p.census, source: { kind: 'board', board: p.census, built: 0, intoCities: 0 }, cite: [ee('Phase 2b')] };
}
