/**
 * Hand reveal (advciv 35.1 B): once the game has ended (34.1), a player whose kept hand was entered
 * sealed (hand.ts: only the count, 31.71; the cards are secret, 27.4) shows its cards so that they
 * count for the score. The cards must be the hand he kept: as many as the sealed count (31.71), no
 * set larger than its card count (8.1), and of each commodity no more than the entries allowed him
 * to keep when he sealed it (27.2, 28.3, 31.1; SealedHand.max).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import { handSize, playerOf, withPlayer, type AdvCivState, type Hand } from '../state';
import { violation } from '../violations';
import { rulesetOf } from './context';

export interface HandRevealEntry {
  readonly kind: 'hand-reveal';
  readonly nation: NationId;
  readonly cards: Hand;
}

/** Players whose sealed hand is still to be revealed for the score (35.1 B). */
export const unrevealedHands = (state: AdvCivState): readonly NationId[] => state.players.filter((p) => p.sealed !== undefined).map((p) => p.nation);

export const handReveal: EntryHandler<AdvCivState, HandRevealEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    // 35.1: the hands are scored when the game is over; before that they stay secret (27.4).
    if (state.ended === null) return [violation('hand/reveal-before-end', ['35.1', '27.4'], { nation: entry.nation })];
    const p = playerOf(state, entry.nation);
    if (p === undefined) return [violation('player/unknown', '15.3', { nation: entry.nation })];
    if (p.sealed === undefined) return [violation('hand/not-sealed', ['35.1', '31.71'], { nation: entry.nation })];
    const r = rulesetOf(setup);
    const out: Violation[] = [];
    const n = handSize(entry.cards);
    if (n !== p.sealed.count) out.push(violation('hand/reveal-count', ['31.71', '35.1'], { nation: entry.nation, cards: n, count: p.sealed.count }));
    for (const id of r.commodityIds) {
      const k = entry.cards[id] ?? 0;
      const printed = r.commodities[id].count;
      if (k < 0 || k > printed) out.push(violation('hand/set-too-large', '8.1', { commodity: id, cards: k, max: printed }));
      else if (k > (p.sealed.max[id] ?? 0))
        out.push(
          violation('hand/commodity-not-held', ['31.71', '27.2', '28.3'], { nation: entry.nation, commodity: id, cards: k, max: p.sealed.max[id] ?? 0 }),
        );
    }
    return out;
  },
  apply(state, entry) {
    return withPlayer(state, entry.nation, ({ sealed: _shown, ...p }) => ({ ...p, hand: entry.cards }));
  },
};
