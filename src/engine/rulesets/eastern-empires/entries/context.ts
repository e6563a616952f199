/**
 * What every Eastern Empires entry handler shares: the phase cursor (ee chapter 6: "Players may never
 * proceed to a new phase until all players have completed the current phase"), player checks, and
 * facts derived from the state that several entries use (stock, beneficiary facts).
 */
import type { Violation } from '../../../types';
import { CITIES_PER_PLAYER, TOKENS_PER_PLAYER, type CivilizationId } from '../civilizations';
import type { StockFacts } from '../calamities';
import { PHASES, type Phase } from '../phases';
import { playerOf, type EePlayer, type EeState } from '../state';
import { eeViolation } from '../violations';

/** Refuses an entry of a phase already passed this turn, or any entry after the end (ee Phase 13b). */
export function cursorViolations(state: EeState, phase: Phase | null): readonly Violation[] {
  if (state.ended !== null) return [eeViolation('ee/game/ended', 'Phase 13b', { turn: state.ended.turn })];
  if (phase === null || state.phase === null) return [];
  if (PHASES.indexOf(phase) < PHASES.indexOf(state.phase)) return [eeViolation('ee/phase/already-passed', 'chapter 6', { phase, current: state.phase })];
  return [];
}

export const atPhase = (state: EeState, phase: Phase | null): EeState => (phase === null ? state : { ...state, phase });

export function activePlayer(state: EeState, civ: CivilizationId): EePlayer | Violation {
  const p = playerOf(state, civ);
  if (p === undefined) return eeViolation('ee/player/unknown', 'chapter 4', { civ });
  if (p.status === 'left') return eeViolation('ee/player/left', 'chapter 7', { civ });
  return p;
}

export const isViolation = (x: EePlayer | Violation): x is Violation => 'code' in x;

export const activePlayers = (state: EeState): readonly EePlayer[] => state.players.filter((p) => p.status === 'active');

/** Active players missing from a per-civilization table, and unknown or departed ones in it. */
export function missingPlayers(
  state: EeState,
  table: Readonly<Partial<Record<CivilizationId, unknown>>>,
  rule: string,
  filter: (p: EePlayer) => boolean = () => true,
): readonly Violation[] {
  const out: Violation[] = [];
  for (const p of activePlayers(state)) if (filter(p) && table[p.civ] === undefined) out.push(eeViolation('ee/player/missing', rule, { civ: p.civ }));
  for (const civ of Object.keys(table) as CivilizationId[]) {
    const pv = activePlayer(state, civ);
    if (isViolation(pv)) out.push(pv);
  }
  return out;
}

/** Tokens in stock: each of the 55 tokens is on the board, in stock or in treasury (ee chapter 3). */
export const tokensInStock = (p: EePlayer): number => Math.max(0, TOKENS_PER_PLAYER - p.census - p.treasury);

/** The facts the beneficiary rule reads (ee chapter 6, "Determination of the beneficiary"). */
export const stockFacts = (state: EeState): readonly StockFacts[] =>
  activePlayers(state).map((p) => ({ player: p.civ, citiesInStock: CITIES_PER_PLAYER - p.cities, tokensInStock: tokensInStock(p) }));
