/**
 * A.S.T.-alteration entry (ee Phase 13): ends the turn. In A.S.T.-ranking order every active marker
 * moves one space if the player meets the next space's requirements (ee Phase 13a); the game ends
 * when a marker has entered the final space (ee Phase 13b) or after the turn limit (ee chapter 4);
 * the cards discarded this turn go back under their stacks, so only kept hands stay out (ee Phase 13c).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { checkAstMove, gameEnds } from '../calc/ast';
import type { EeSetup } from '../setup';
import { heldAdvances, NEW_TURN, type EePlayer, type EeState } from '../state';
import { COMMODITIES, STACKS, type CommodityId } from '../trade-cards';
import { eeViolation } from '../violations';

export interface AstEntry {
  readonly kind: 'ast';
}

export const moveOf = (p: EePlayer) => checkAstMove({ civ: p.civ, position: p.ast, cities: p.cities, advances: heldAdvances(p) });

export const ast: EntryHandler<EeState, AstEntry, EeSetup> = {
  validate(state) {
    // ee Phase 9b: "If a player holds a calamity that is called, he must reveal it and resolve it ...
    // until all calamities are revealed and resolved": the turn cannot end with a kept one unresolved.
    const out: Violation[] = [];
    for (const s of state.selections)
      for (const calamity of s.kept)
        if (!state.resolved.some((r) => r.civ === s.civ && r.calamity === calamity) && state.players.some((p) => p.civ === s.civ && p.status === 'active'))
          out.push(eeViolation('ee/calamity/unresolved', ['Phase 9a', 'Phase 9b'], { civ: s.civ, calamity }));
    return out;
  },
  apply(state, _entry, setup) {
    const players = state.players.map((p) => {
      if (p.status !== 'active') return p;
      const move = moveOf(p);
      return move.moves ? { ...p, ast: move.to } : p;
    });
    // A sealed hand's cards (entries/hand.ts) are not known: they are left out, so stackOut is then the
    // fewest cards out. Nothing is checked against it (a draw names no stacks: ee Phase 6a, stacksDrawn).
    const stackOut = STACKS.map(() => 0);
    for (const p of players)
      for (const [id, n] of Object.entries(p.hand) as [CommodityId, number][]) {
        const s = COMMODITIES[id].stack;
        if (s > 0) stackOut[s - 1] = (stackOut[s - 1] ?? 0) + n;
      }
    const finished = gameEnds(players.filter((p) => p.status === 'active').map((p) => ({ civ: p.civ, position: p.ast })));
    const limit = setup.settings.turnLimit;
    const ended = finished
      ? { reason: 'lateIronAge' as const, turn: state.turn }
      : limit !== null && state.turn >= limit
        ? { reason: 'turnLimit' as const, turn: state.turn }
        : null;
    // ee Phase 2a: next turn's expansion grows from the tokens on the board now, known when this turn's
    // cities entry counted them (ee Phase 5a; calamities and abilities since change them by what they entered).
    const { boardLast: _last, ...rest } = state;
    const counted = Object.keys(state.drawFacts).length > 0;
    const boardLast = counted ? { boardLast: Object.fromEntries(players.filter((p) => p.status === 'active').map((p) => [p.civ, p.census])) } : {};
    return {
      ...rest,
      ...boardLast,
      ...NEW_TURN,
      players,
      stackOut,
      turn: state.turn + 1,
      // ee Phase 12: a hand entered this turn is what the player holds next turn (hands.ts).
      handsKnown: state.handsEntered,
      ended,
    };
  },
};
