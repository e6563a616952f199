/** What victory points and the tie-break read of each player (ee Phase 13d), apart from the game module so the views read it without an import circle. */
import { standings, type Standing } from './ast';
import { allCredits } from '../entries/purchase';
import type { EeSetup } from '../setup';
import { heldAdvances, type EeState } from '../state';

/** What victory points and the tie-break read of each player still in the game (ee Phase 13d). */
export function standingFacts(setup: EeSetup, state: EeState) {
  return state.players
    .filter((p) => p.status === 'active')
    .map((p) => ({
      civ: p.civ,
      position: p.ast,
      cities: p.cities,
      tokensOnBoard: p.census,
      advances: heldAdvances(p),
      credits: allCredits(p, setup.players.length),
    }));
}

/** Final standings of the players still in the game (ee Phase 13d, tie-break I-VIII). */
export function eeStandings(state: EeState, setup: EeSetup): readonly Standing[] {
  return standings(standingFacts(setup, state));
}
