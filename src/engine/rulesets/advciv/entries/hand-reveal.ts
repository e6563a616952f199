/**
 * Hand reveal (advciv 35.1 B): once the game has ended (34.1), a player whose kept hand was entered
 * sealed (hand.ts: only the count, 31.71; the cards are secret, 27.4) shows its cards so that they
 * count for the score. The cards must be the hand he kept: as many as the sealed count (31.71), no
 * set larger than its card count (8.1), and of each commodity no more than the entries allowed him
 * to keep when he sealed it (27.2, 28.3, 31.1; SealedHand.max).
 */
import type { EntryHandler } from '../../../game';
import { sha256Hex } from '../../../hash';
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
  /** The salt the hand was sealed with (kept on the player's phone with the cards): with it, the cards hash to the seal. */
  readonly salt?: string;
}

/**
 * The seal of a sealed hand (35.1 B: the hand revealed must be the hand kept): SHA-256 of the salt
 * and the cards by commodity in a fixed order. The salt is random, from the player's phone (the
 * engine takes it as an argument): without it the few possible hands could be tried one by one.
 */
export function sealOf(salt: string, cards: Hand): string {
  const listed = (Object.entries(cards) as [string, number | undefined][])
    .filter(([, n]) => (n ?? 0) > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, n]) => `${id}=${n}`)
    .join(',');
  return sha256Hex(`tresham-seal:${salt}:${listed}`);
}

/**
 * Players whose hand is still to be shown for the score (35.1 B): a hand kept sealed (31.71), or a
 * hand kept that nobody entered (unknown, never zero: the table enters what he holds).
 */
export const unrevealedHands = (state: AdvCivState): readonly NationId[] =>
  state.players.filter((p) => p.sealed !== undefined || p.unknownHand !== undefined).map((p) => p.nation);

export const handReveal: EntryHandler<AdvCivState, HandRevealEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    // 35.1: the hands are scored when the game is over; before that they stay secret (27.4).
    if (state.ended === null) return [violation('hand/reveal-before-end', ['35.1', '27.4'], { nation: entry.nation })];
    const p = playerOf(state, entry.nation);
    if (p === undefined) return [violation('player/unknown', '15.3', { nation: entry.nation })];
    const r = rulesetOf(setup);
    if (p.sealed === undefined && p.unknownHand !== undefined) {
      // 35.1 B, 31.71: a hand kept that nobody entered is entered now by the table (no seal to match):
      // at most the cards the engine knew bounded it, each within the printed count (8.1).
      const known: Violation[] = [];
      const n = handSize(entry.cards);
      if (entry.salt !== undefined) known.push(violation('hand/not-sealed', ['35.1', '31.71'], { nation: entry.nation }));
      if (n > p.unknownHand.atMost)
        known.push(violation('hand/more-than-held', ['31.71', '27.2', '28.3'], { nation: entry.nation, cards: n, max: p.unknownHand.atMost, exact: false }));
      for (const id of r.commodityIds) {
        const k = entry.cards[id] ?? 0;
        const printed = r.commodities[id].count;
        if (k < 0 || k > printed) known.push(violation('hand/set-too-large', '8.1', { commodity: id, cards: k, max: printed }));
      }
      return known;
    }
    if (p.sealed === undefined) return [violation('hand/not-sealed', ['35.1', '31.71'], { nation: entry.nation })];
    const out: Violation[] = [];
    // 35.1 B: the cards revealed are the cards kept: with the salt kept beside them, they hash to the
    // seal. A reveal with no salt is the table's (views/seats.ts: the host enters it, in front of
    // everyone, for a phone that was lost), never a seat's.
    if (p.sealed.seal !== undefined && entry.salt !== undefined && sealOf(entry.salt, entry.cards) !== p.sealed.seal)
      out.push(violation('hand/reveal-seal', ['35.1', '31.71'], { nation: entry.nation }));
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
    return withPlayer(state, entry.nation, ({ sealed: _shown, unknownHand: _entered, ...p }) => ({ ...p, hand: entry.cards }));
  },
};
