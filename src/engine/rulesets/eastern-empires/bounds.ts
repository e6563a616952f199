/**
 * Cross-phase bounds (Eastern Empires): what another phase's entry already decides about a new
 * entry. The census is at most what population expansion can give from the tokens on the board at
 * the end of last turn (ee Phase 2a: one token more in an area of one, two in an area of two or more,
 * so at most twice them; ee chapter 3 the 55 tokens, checked by the census itself); the tokens in
 * stock at tax collection are at least what that board leaves off it (ee chapter 3: 55 = board +
 * stock + treasury). Each reads state.boardLast; where no entry gave it, nothing is refused (an
 * unknown board is not an empty one). Card bounds need no check here: a hand not entered is bounded
 * by the hand limit and turn 1's hands are known empty (hands.ts).
 *
 * These judge a new entry only, as the turn's checks of GameModule.admit do: a game recorded before
 * them replays as it was recorded.
 */
import type { Violation } from '../../types';
import { TOKENS_PER_PLAYER, type CivilizationId } from './civilizations';
import type { EeEntry } from './entries';
import { activePlayers } from './entries/context';
import type { EeState } from './state';
import { eeViolation } from './violations';

/** ee Phase 2a: tokens added to an area holding one of the player's tokens, and to an area holding two or more. */
export const POPULATION_GROWTH = { one: 1, more: 2 } as const;

/** ee Phase 2a: the most tokens expansion can leave on the board from `before` there (at most twice them). */
export const expansionMax = (before: number): number => before + before * Math.max(POPULATION_GROWTH.one, POPULATION_GROWTH.more / 2);

function censusBounds(state: EeState, tokens: Readonly<Partial<Record<CivilizationId, number>>>): readonly Violation[] {
  const out: Violation[] = [];
  for (const p of activePlayers(state)) {
    const n = tokens[p.civ];
    const last = state.boardLast?.[p.civ];
    if (n === undefined || last === undefined) continue;
    const max = expansionMax(last);
    if (n > max) out.push(eeViolation('ee/census/beyond-expansion', ['Phase 2a', 'Phase 2b'], { civ: p.civ, tokens: n, max, board: last }));
  }
  return out;
}

function stockBounds(state: EeState, stock: Readonly<Partial<Record<CivilizationId, number>>>): readonly Violation[] {
  const out: Violation[] = [];
  for (const p of activePlayers(state)) {
    const s = stock[p.civ];
    const board = state.boardLast?.[p.civ];
    if (s === undefined || board === undefined || s < 0) continue;
    const min = TOKENS_PER_PLAYER - p.treasury - board;
    if (s < min) out.push(eeViolation('ee/tax/stock-below-board', ['Phase 1a', 'chapter 3'], { civ: p.civ, stock: s, min, board, treasury: p.treasury }));
  }
  return out;
}

/** Every cross-phase bound a new entry must meet (empty = none broken or nothing known). */
export function eeBounds(state: EeState, entry: EeEntry): readonly Violation[] {
  switch (entry.kind) {
    case 'census':
      return censusBounds(state, entry.tokens);
    case 'taxation':
      return stockBounds(state, entry.stock);
    default:
      return [];
  }
}
