/**
 * A.S.T. entry (advciv 33, phase 13): ends the turn. Every active marker moves by calc/ast.ts
 * (33.1-33.4; inert nations do not move, R-A12); returned trade cards go back to their stacks, so
 * only kept hands stay out (31.81, 31.82, 29.7; a sealed hand's cards may be out of any stack its
 * bounds allow, `stackOutMax`); the game ends when a marker reaches FINISH (34.1 A)
 * or after the turn limit set at the start (34.1 B, 34.2).
 */
import type { EntryHandler } from '../../../game';
import { astMove } from '../calc/ast';
import { freeCards } from '../calc/purchase';
import { violation } from '../violations';
import type { CardId } from '../cards';
import type { AdvCivRuleset } from '../ruleset';
import type { AdvCivSetup } from '../setup';
import { keptMax, type AdvCivPlayer, type AdvCivState } from '../state';
import { stackSizes } from '../calc/deck';
import { rulesetOf } from './context';

export interface AstEntry {
  readonly kind: 'ast';
}

export function moveOf(r: AdvCivRuleset, p: AdvCivPlayer) {
  return astMove(r, r.tracks[p.nation], { cities: p.cities, cards: Object.keys(p.cards) as CardId[], ast: p.ast });
}

export const ast: EntryHandler<AdvCivState, AstEntry, AdvCivSetup> = {
  validate(state, _entry, setup) {
    // 31.57, R-A5: a card credits pay for in full must be taken; a player who made no purchase entry
    // this turn is reminded when the turn ends (the hand entry reminds those who keep a hand).
    if (setup.settings.freeCards !== 'required') return [];
    const r = rulesetOf(setup);
    return state.players
      .filter((p) => p.status === 'active' && !state.purchased.includes(p.nation))
      .flatMap((p) => {
        const free = freeCards(r, p, state.turn);
        return free.length === 0 ? [] : [violation('purchase/free-card-not-taken', '31.57', { nation: p.nation, cards: free }, 'R-A5')];
      });
  },
  apply(state, _entry, setup) {
    const r = rulesetOf(setup);
    // 31.71: a hand recorded as not known bounds next turn's count; with no hand entry this turn the bound is stale.
    const keptNow = state.handsKept ?? [];
    const players = state.players.map((p) => {
      if (p.status !== 'active') return p;
      const { unknownHand, ...rest } = p;
      return { ...(keptNow.includes(p.nation) && unknownHand !== undefined ? p : rest), ast: moveOf(r, p).to };
    });
    const stackOut = r.stacks.map(() => 0);
    // 27.21 with sealed hands (31.71): their cards may be out of any stack their bounds allow.
    const sealedOut = r.stacks.map(() => 0);
    for (const p of players) {
      const sealedHere = r.stacks.map(() => 0);
      for (const id of r.commodityIds) {
        const s = r.commodities[id].stack;
        if (p.sealed === undefined) stackOut[s - 1] = (stackOut[s - 1] ?? 0) + (p.hand[id] ?? 0);
        else sealedHere[s - 1] = (sealedHere[s - 1] ?? 0) + keptMax(p, id);
      }
      if (p.sealed !== undefined) for (const [i, n] of sealedHere.entries()) sealedOut[i] = (sealedOut[i] ?? 0) + Math.min(n, p.sealed.count);
    }
    const sizes = stackSizes(r.stacks, r.commodities, r.calamities);
    const stackOutMax = players.some((p) => p.sealed !== undefined)
      ? { stackOutMax: stackOut.map((n, i) => Math.min(sizes[i] ?? 0, n + (sealedOut[i] ?? 0))) }
      : {};
    const finished = players.some((p) => p.status === 'active' && p.ast >= r.tracks[p.nation].length - 1);
    const limit = setup.settings.turnLimit;
    const ended = finished
      ? { reason: 'finish' as const, turn: state.turn }
      : limit !== null && state.turn >= limit
        ? { reason: 'time-limit' as const, turn: state.turn }
        : null;
    // The calamity aftermath and the hands kept last until the end of the turn (30.312, 31.71, 31.83).
    // 31.71: next turn, the card count is known only for the hands entered this turn (calc/hands.ts).
    const known = keptNow.filter((n) => state.players.find((p) => p.nation === n)?.unknownHand === undefined);
    const {
      aftermath: _over,
      handsKept: _kept,
      shipsEntered: _shipped,
      boardMax: _board,
      boardLast: _last,
      intoCities: _built,
      trades: _traded,
      paid: _paid,
      handsKnown: _known,
      stackOutMax: _doubt,
      ...rest
    } = state;
    return {
      ...rest,
      players,
      stackOut,
      ...stackOutMax,
      turn: state.turn + 1,
      phase: null,
      draws: [],
      purchased: [],
      taxes: [],
      ended,
      ...(known.length > 0 ? { handsKnown: known } : {}),
      // 20.1: the tokens left on the board this turn are what next turn's expansion grows from.
      ...(state.boardMax === undefined ? {} : { boardLast: state.boardMax }),
    };
  },
};
