/**
 * What every Eastern Empires entry handler shares: the phase cursor (ee chapter 6: "Players may never
 * proceed to a new phase until all players have completed the current phase"), player checks, and
 * facts derived from the state that several entries use (stock, beneficiary facts).
 */
import { isViolation, missingPlayers as missingFromTable, type CursorRules } from '../../../phased-entries';
import type { Violation } from '../../../types';
import { CITIES_PER_PLAYER, TOKENS_PER_PLAYER, type CivilizationId } from '../civilizations';
import type { StockFacts } from '../calc/calamity-order';
import { PHASES, type Phase } from '../phases';
import { playerOf, type EePlayer, type EeState } from '../state';
import { eeViolation } from '../violations';

/**
 * The phase cursor (entries/common guarded): an entry of a phase already passed this turn is refused
 * (ee chapter 6), and any entry after the end (ee Phase 13b).
 */
export const EE_CURSOR: CursorRules<Phase> = {
  phases: PHASES,
  ended: (turn) => eeViolation('ee/game/ended', 'Phase 13b', { turn }),
  passed: (phase, current) => eeViolation('ee/phase/already-passed', 'chapter 6', { phase, current }),
};

export function activePlayer(state: EeState, civ: CivilizationId): EePlayer | Violation {
  const p = playerOf(state, civ);
  if (p === undefined) return eeViolation('ee/player/unknown', 'chapter 4', { civ });
  if (p.status === 'left') return eeViolation('ee/player/left', 'chapter 7', { civ });
  return p;
}

export { isViolation };

export const activePlayers = (state: EeState): readonly EePlayer[] => state.players.filter((p) => p.status === 'active');

/** Active players missing from a per-civilization table, and unknown or departed ones in it. */
export function missingPlayers(
  state: EeState,
  table: Readonly<Partial<Record<CivilizationId, unknown>>>,
  rule: string,
  filter: (p: EePlayer) => boolean = () => true,
): readonly Violation[] {
  const seating = {
    players: state.players,
    keyOf: (p: EePlayer) => p.civ,
    lookup: (civ: CivilizationId) => activePlayer(state, civ),
    missing: (civ: CivilizationId) => eeViolation('ee/player/missing', rule, { civ }),
  };
  return missingFromTable(seating, table, filter);
}

/** Tokens in stock: each of the 55 tokens is on the board, in stock or in treasury (ee chapter 3). */
export const tokensInStock = (p: EePlayer): number => Math.max(0, TOKENS_PER_PLAYER - p.census - p.treasury);

/** The facts the beneficiary rule reads (ee chapter 6, "Determination of the beneficiary"). */
export const stockFacts = (state: EeState): readonly StockFacts[] =>
  activePlayers(state).map((p) => ({ player: p.civ, citiesInStock: CITIES_PER_PLAYER - p.cities, tokensInStock: tokensInStock(p) }));
