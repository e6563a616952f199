/**
 * What every advciv entry handler shares: the ruleset a game plays by (settings + variants), the
 * phase cursor (18.1: an entry of a phase already passed this turn is refused) and the player checks.
 */
import type { Violation } from '../../../types';
import { isViolation, missingPlayers as missingFromTable, type CursorRules } from '../../../phased-entries';
import { PHASES, playerOf, type AdvCivPlayer, type AdvCivState, type PhaseId } from '../state';
import { advcivRuleset, type AdvCivRuleset } from '../ruleset';
import type { AdvCivSetup } from '../setup';
import type { NationId } from '../nations';
import { violation } from '../violations';
import { tokensAfterBid } from '../variants/bidding';

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

/** The phase cursor (entries/common): an entry of a phase already passed this turn is refused (18.1), any entry after the end too (34). */
export const ADVCIV_CURSOR: CursorRules<PhaseId> = {
  phases: PHASES,
  ended: (turn) => violation('game/ended', '34.1', { turn }),
  passed: (phase, current) => violation('phase/already-passed', '18.1', { phase, current }),
};

/** The active player of a nation, or the violation saying why there is none (R-A12 for inert). */
export function activePlayer(state: AdvCivState, nation: NationId): AdvCivPlayer | Violation {
  const p = playerOf(state, nation);
  if (p === undefined) return violation('player/unknown', '15.3', { nation });
  if (p.status === 'inert') return violation('player/inert', '15.61', { nation }, 'R-A12');
  return p;
}

export { isViolation };

/** Active players missing from a per-nation table (an entry that must cover every active player). */
export function missingPlayers(
  state: AdvCivState,
  table: Readonly<Partial<Record<NationId, unknown>>>,
  rule: string,
  filter: (p: AdvCivPlayer) => boolean = () => true,
): readonly Violation[] {
  const seating = {
    players: state.players,
    keyOf: (p: AdvCivPlayer) => p.nation,
    lookup: (nation: NationId) => activePlayer(state, nation),
    missing: (nation: NationId) => violation('player/missing', rule, { nation }),
  };
  return missingFromTable(seating, table, filter);
}
