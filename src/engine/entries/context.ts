/**
 * What every advciv entry handler shares: the ruleset a game plays by (settings + variants), the
 * phase cursor (18.1: an entry of a phase already passed this turn is refused) and the player checks.
 */
import type { Violation } from '../types';
import { PHASES, playerOf, type AdvCivPlayer, type AdvCivState, type PhaseId } from '../rulesets/advciv/state';
import { advcivRuleset, type AdvCivRuleset } from '../rulesets/advciv/ruleset';
import type { AdvCivSetup } from '../rulesets/advciv/setup';
import type { NationId } from '../rulesets/advciv/nations';
import { violation } from '../rulesets/advciv/violations';
import { tokensAfterBid } from '../rulesets/advciv/variants/bidding';

export function rulesetOf(setup: AdvCivSetup): AdvCivRuleset {
  return advcivRuleset(setup.settings, setup.variants).ruleset;
}

/**
 * Tokens each player has (16.x), by the number of players; with the Bidding variant, the tokens of
 * `nation`'s player are 56 minus his bid (capitals 3.5, R-C2).
 */
export function tokensPerPlayer(setup: AdvCivSetup, nation?: NationId): number {
  const r = rulesetOf(setup);
  const index = nation === undefined ? -1 : setup.players.findIndex((p) => p.nation === nation);
  const bid = r.bidding !== undefined && setup.bidding !== undefined && index >= 0 ? tokensAfterBid(setup.bidding, index, r.bidding) : undefined;
  return bid ?? r.playerCounts[setup.players.length]?.tokens ?? 55;
}

/** Refuses an entry of a phase already passed this turn (18.1), or any entry after the end (34). */
export function cursorViolations(state: AdvCivState, phase: PhaseId | null): readonly Violation[] {
  if (state.ended !== null) return [violation('game/ended', '34.1', { turn: state.ended.turn })];
  if (phase === null || state.phase === null) return [];
  if (PHASES.indexOf(phase) < PHASES.indexOf(state.phase)) return [violation('phase/already-passed', '18.1', { phase, current: state.phase })];
  return [];
}

/** Moves the cursor to the entry's phase. */
export function atPhase(state: AdvCivState, phase: PhaseId | null): AdvCivState {
  return phase === null ? state : { ...state, phase };
}

/** The active player of a nation, or the violation saying why there is none (R-A12 for inert). */
export function activePlayer(state: AdvCivState, nation: NationId): AdvCivPlayer | Violation {
  const p = playerOf(state, nation);
  if (p === undefined) return violation('player/unknown', '15.3', { nation });
  if (p.status === 'inert') return violation('player/inert', '15.61', { nation }, 'R-A12');
  return p;
}

export const isViolation = (x: AdvCivPlayer | Violation): x is Violation => 'code' in x;

/** Active players missing from a per-nation table (an entry that must cover every active player). */
export function missingPlayers(state: AdvCivState, table: Readonly<Partial<Record<NationId, unknown>>>, rule: string, filter: (p: AdvCivPlayer) => boolean = () => true): readonly Violation[] {
  const out: Violation[] = [];
  for (const p of state.players) if (p.status === 'active' && filter(p) && table[p.nation] === undefined) out.push(violation('player/missing', rule, { nation: p.nation }));
  for (const n of Object.keys(table) as NationId[]) {
    const pv = activePlayer(state, n);
    if (isViolation(pv)) out.push(pv);
  }
  return out;
}
