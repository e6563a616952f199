/**
 * Leaving the game (advciv 15.6, R-A12), any phase: the nation becomes inert, keeps its civilization
 * cards (15.63) and, at random, one trade card per city, commodities only (15.62, R-A12): the table
 * enters the cards kept.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { COMMODITIES, COMMODITY } from '../commodities';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import { handSize, playerOf, withPlayer, type AdvCivState, type Hand } from '../state';
import { violation } from '../violations';

export interface LeaveEntry {
  readonly kind: 'leave';
  readonly nation: NationId;
  readonly hand: Hand;
}

export const leave: EntryHandler<AdvCivState, LeaveEntry, AdvCivSetup> = {
  validate(state, entry) {
    const p = playerOf(state, entry.nation);
    if (p === undefined) return [violation('player/unknown', '15.3', { nation: entry.nation })];
    if (p.status === 'inert') return [violation('leave/already-inert', '15.61', { nation: entry.nation }, 'R-A12')];
    const out: Violation[] = [];
    const n = handSize(entry.hand);
    if (n > p.cities) out.push(violation('hand/over-limit', '15.62', { cards: n, max: p.cities }, 'R-A12'));
    for (const id of COMMODITIES) {
      const k = entry.hand[id] ?? 0;
      if (k > COMMODITY[id].count) out.push(violation('hand/set-too-large', '8.1', { commodity: id, cards: k, max: COMMODITY[id].count }));
    }
    return out;
  },
  apply(state, entry) {
    return withPlayer(state, entry.nation, ({ sealed: _shown, ...p }) => ({ ...p, status: 'inert', hand: entry.hand }));
  },
};
