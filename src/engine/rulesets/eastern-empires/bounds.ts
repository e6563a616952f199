/**
 * Cross-phase bounds (Eastern Empires): what another phase's entry already decides about a new
 * entry. The census is at most what population expansion can give from the tokens on the board at
 * the end of last turn (ee Phase 2a: one token more in an area of one, two in an area of two or more,
 * so at most twice them; ee chapter 3 the 55 tokens, checked by the census itself); the tokens in
 * stock at tax collection are at least what that board leaves off it (ee chapter 3: 55 = board +
 * stock + treasury). Each reads state.boardLast; where no entry gave it, nothing is refused (an
 * unknown board is not an empty one). Card bounds need no check here: a hand not entered is bounded
 * by the hand limit and turn 1's hands are known empty (hands.ts). A calamity's A.S.T. steps back
 * and preventions used are at most what the victim's effect allows (ee chapter 8, Regression: 1 step,
 * Fundamentalism 1 more, Library 1 less; Definitions, "To pay treasury": a player who cannot pay
 * cannot use it), by the functions the form's number boxes take their range from (views/ranges.ts).
 *
 * These judge a new entry only, as the turn's checks of GameModule.admit do: a game recorded before
 * them replays as it was recorded.
 */
import type { Violation } from '../../types';
import { TOKENS_PER_PLAYER, type CivilizationId } from './civilizations';
import { calamityEffect } from './calc/calamity-effects';
import type { EeEntry } from './entries';
import { factsOf, type CalamityEntry } from './entries/calamity';
import { activePlayers } from './entries/context';
import type { EeSetup } from './setup';
import { playerOf, type EeState } from './state';
import { astBackRange, preventedRange } from './views/ranges';
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

/**
 * ee chapter 8: each victim's A.S.T. steps back at most what his effect moves his marker (Regression,
 * Fundamentalism +1, Library -1; a calamity that moves no marker takes none), and his preventions at
 * most what his effect offers and he can pay (Definitions, "To pay treasury": City in Flames' 10
 * treasury, Banditry's 4 a card). Bystanders struck by Volcanic Eruption or Barbarian Hordes have no
 * effect of their own and take none; the calamity's own check says so (ee/calamity/secondary-not-allowed).
 */
function calamityBounds(state: EeState, entry: CalamityEntry, setup: EeSetup): readonly Violation[] {
  const out: Violation[] = [];
  const victims = [entry.civ, ...entry.secondaries];
  for (const o of entry.outcomes) {
    const p = playerOf(state, o.civ);
    if (p === undefined || !victims.includes(o.civ)) continue;
    const effect = calamityEffect(entry.calamity, factsOf(p, o.civ === entry.civ ? 'primary' : 'secondary', entry, o), setup.settings);
    const ast = astBackRange(p, effect);
    if (o.astBack > ast.max)
      out.push(
        eeViolation('ee/calamity/ast-beyond-effect', 'chapter 8, Regression', { civ: o.civ, calamity: entry.calamity, entered: o.astBack, max: ast.max }),
      );
    const prevented = preventedRange(p, effect);
    // A calamity whose card offers no prevention is the entry's own refusal (ee/calamity/prevention-not-allowed).
    if (effect.preventions.length > 0 && o.prevented > prevented.max)
      out.push(
        eeViolation('ee/calamity/prevented-beyond', 'chapter 8, Definitions', {
          civ: o.civ,
          calamity: entry.calamity,
          entered: o.prevented,
          max: prevented.max,
          treasury: p.treasury,
        }),
      );
  }
  return out;
}

/** Every cross-phase bound a new entry must meet (empty = none broken or nothing known). */
export function eeBounds(state: EeState, entry: EeEntry, setup: EeSetup): readonly Violation[] {
  switch (entry.kind) {
    case 'calamity':
      return calamityBounds(state, entry, setup);
    case 'census':
      return censusBounds(state, entry.tokens);
    case 'taxation':
      return stockBounds(state, entry.stock);
    default:
      return [];
  }
}
