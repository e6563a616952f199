/**
 * Leaving the game (advciv 15.6, R-A12), any phase: the nation becomes inert, keeps its civilization
 * cards (15.63) and, at random, one trade card per city, commodities only (15.62, R-A12): the table
 * enters the cards kept.
 *
 * Sealed form: 15.62 keeps the retained cards secret (the attacker of an inert city later draws one of
 * them unseen; only the excess goes back to the stacks), so a phone bound to the leaving player's seat
 * enters their count only and keeps the cards itself, as a kept hand (31.71, hand.ts). The count is
 * checked as the open entry's (one per city, 15.62); the cards are revealed at the end of the game for
 * the score (35.1 B, hand-reveal.ts) within the bounds of what he could hold (sealedBounds).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { COMMODITIES, COMMODITY } from '../commodities';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import { handSize, playerOf, withPlayer, type AdvCivState, type Hand } from '../state';
import { violation } from '../violations';
import { rulesetOf } from './context';
import { sealedBounds } from './hand';

/** Leaving with the cards retained typed openly (one phone passed round, or the host's table view). */
export interface OpenLeaveEntry {
  readonly kind: 'leave';
  readonly nation: NationId;
  readonly hand: Hand;
  readonly sealed?: undefined;
}

/** Leaving with the cards retained sealed: only their count leaves the player's phone (15.62). */
export interface SealedLeaveEntry {
  readonly kind: 'leave';
  readonly nation: NationId;
  readonly sealed: true;
  readonly count: number;
  /** The seal of the cards retained (35.1 B, as a kept hand's: hand.ts). */
  readonly seal?: string;
}

export type LeaveEntry = OpenLeaveEntry | SealedLeaveEntry;

export const leave: EntryHandler<AdvCivState, LeaveEntry, AdvCivSetup> = {
  validate(state, entry) {
    const p = playerOf(state, entry.nation);
    if (p === undefined) return [violation('player/unknown', '15.3', { nation: entry.nation })];
    if (p.status === 'inert') return [violation('leave/already-inert', '15.61', { nation: entry.nation }, 'R-A12')];
    const out: Violation[] = [];
    const n = entry.sealed === true ? entry.count : handSize(entry.hand);
    if (n > p.cities) out.push(violation('hand/over-limit', '15.62', { cards: n, max: p.cities }, 'R-A12'));
    if (entry.sealed !== true)
      for (const id of COMMODITIES) {
        const k = entry.hand[id] ?? 0;
        if (k > COMMODITY[id].count) out.push(violation('hand/set-too-large', '8.1', { commodity: id, cards: k, max: COMMODITY[id].count }));
      }
    return out;
  },
  apply(state, entry, setup) {
    if (entry.sealed === true) {
      const sealed = {
        count: entry.count,
        max: sealedBounds(rulesetOf(setup), state, entry.nation, entry.count),
        turn: state.turn,
        ...(entry.seal === undefined ? {} : { seal: entry.seal }),
      };
      return withPlayer(state, entry.nation, (p) => ({ ...p, status: 'inert', hand: {}, sealed }));
    }
    return withPlayer(state, entry.nation, ({ sealed: _shown, ...p }) => ({ ...p, status: 'inert', hand: entry.hand }));
  },
};
