/**
 * Hand entry (advciv 31.71, phase 12): the commodity cards a player keeps for the next turn, at most
 * eight (with variant 39.6 more for the Civil War victim, 31.83), no set larger than its card count (8.1). The count is public (31.71); the cards are entered
 * so that deck exhaustion (27.21) and the final score (35.1 B) can be derived. A player who made no
 * purchase entry is checked here for free cards he had to take (31.57, R-A5).
 *
 * Sealed form: a phone bound to the player's seat enters only the count (31.71: the count is public;
 * 27.4, 28.3: the cards are secret) and keeps the cards itself. The count is checked as the open
 * hand's (31.71, 31.83, 39.6 and the cards he can hold); the cards are revealed at the end of the game
 * for the score (35.1 B, hand-reveal.ts).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { checkCardsHeld, checkCommoditiesHeld, commodityCardsMax, commodityMaxHeld } from '../calc/hands';
import { freeCards } from '../calc/purchase';
import { civilWarHandLimit } from '../calc/civil-war';
import type { Figure } from '../calc/calamity-figure';
import { CARDS } from '../cards';
import { calamityRules } from '../calamity-effects';
import type { CommodityId } from '../commodities';
import type { NationId } from '../nations';
import type { AdvCivRuleset } from '../ruleset';
import type { AdvCivSetup } from '../setup';
import { handSize, withPlayer, type AdvCivPlayer, type AdvCivState, type Hand } from '../state';
import { violation } from '../violations';
import { activePlayer, isViolation, rulesetOf } from './context';

/** The hand kept, typed openly (one phone passed round the table, or the host's table view). */
export interface OpenHandEntry {
  readonly kind: 'hand';
  readonly nation: NationId;
  readonly cards: Hand;
  readonly sealed?: undefined;
  readonly unknown?: undefined;
}

/** The hand kept, sealed: only its count leaves the player's phone (31.71). */
export interface SealedHandEntry {
  readonly kind: 'hand';
  readonly nation: NationId;
  readonly sealed: true;
  readonly count: number;
  /**
   * The seal (35.1 B): the SHA-256 of a salt and the cards (sealOf, hand-reveal.ts), made on the
   * player's phone with a salt it keeps with the cards; the reveal must match it. Absent in hands
   * sealed before seals were made.
   */
  readonly seal?: string;
  readonly unknown?: undefined;
}

/**
 * No purchase, the hand kept not entered (31.71): what the table asserted with a one-tap "no purchase
 * for everyone left". The hand is recorded as not known, bounded by what the engine knows (the hand
 * limit and the cards he can hold); later checks treat it as unknown, never as empty.
 */
export interface UnknownHandEntry {
  readonly kind: 'hand';
  readonly nation: NationId;
  readonly unknown: true;
  readonly sealed?: undefined;
  readonly cards?: undefined;
}

export type HandEntry = OpenHandEntry | SealedHandEntry | UnknownHandEntry;

/** Commodity cards an entry keeps (31.71); an unknown hand keeps none that the entry vouches for. */
export const handEntryCount = (e: HandEntry): number => (e.sealed === true ? e.count : e.unknown === true ? 0 : handSize(e.cards));

/**
 * 31.71: the most commodity cards a player can keep now, as far as the engine knows: his hand limit
 * (31.83 with 39.6) and the cards he can hold (27.2, 28.3, calc/hands.ts). Bounds a hand not entered.
 */
export function keptAtMost(state: AdvCivState, setup: AdvCivSetup, p: AdvCivPlayer): number {
  const held = commodityCardsMax(state, p.nation);
  const limit = handLimitOf(state, setup, p).value;
  return held === null ? limit : Math.min(limit, held);
}

/**
 * Of each commodity, the most cards a sealed hand can hold (31.71 with 27.2, 28.3: as the open entry
 * is checked by checkCommoditiesHeld; 8.1 the printed count), kept so that later checks and the
 * reveal (35.1 B) stay bounded.
 */
export function sealedBounds(r: AdvCivRuleset, state: AdvCivState, nation: NationId, count: number): Hand {
  const gone = state.paid?.[nation] ?? {};
  const max: Partial<Record<CommodityId, number>> = {};
  for (const id of r.commodityIds) {
    const n = Math.min(count, r.commodities[id].count, Math.max(0, commodityMaxHeld(r, state, nation, id) - (gone[id] ?? 0)));
    if (n > 0) max[id] = n;
  }
  return max;
}

/**
 * Commodity cards a player may keep (31.71); with variant 39.6 the player who drew Civil War this
 * turn keeps one more with Music, one with Drama & Poetry and two with Democracy (31.83).
 */
export function handLimitOf(state: AdvCivState, setup: AdvCivSetup, p: AdvCivPlayer): Figure {
  const limit = { amount: rulesetOf(setup).limits.handLimit, cite: { doc: 'advciv', rule: '31.71' } as const };
  const cards = CARDS.filter((c) => p.cards[c] !== undefined);
  return civilWarHandLimit(limit, { cards }, state.aftermath?.civilWar === p.nation, calamityRules(setup.variants));
}

export const hand: EntryHandler<AdvCivState, HandEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    const p = activePlayer(state, entry.nation);
    if (isViolation(p)) return [p];
    const r = rulesetOf(setup);
    const out: Violation[] = [];
    const n = handEntryCount(entry);
    const limit = handLimitOf(state, setup, p);
    if (n > limit.value) out.push({ ...violation('hand/over-limit', '31.71', { cards: n, max: limit.value }), cite: limit.why.map((w) => w.cite) });
    if (entry.sealed !== true && entry.unknown !== true)
      for (const id of r.commodityIds) {
        const k = entry.cards[id] ?? 0;
        if (k < 0 || k > r.commodities[id].count) out.push(violation('hand/set-too-large', '8.1', { commodity: id, cards: k, max: r.commodities[id].count }));
      }
    // 31.71: the cards kept are cards he holds after his purchase (calc/hands.ts); of a sealed hand
    // only the count is known, so only the count is checked.
    out.push(...checkCardsHeld(state, entry.nation, n, 'hand/more-than-held'));
    if (entry.sealed !== true && entry.unknown !== true) out.push(...checkCommoditiesHeld(r, state, entry.nation, entry.cards, 'hand/commodity-not-held'));
    if (setup.settings.freeCards === 'required' && !state.purchased.includes(entry.nation)) {
      const free = freeCards(r, p, state.turn);
      if (free.length > 0) out.push(violation('purchase/free-card-not-taken', '31.57', { cards: free }, 'R-A5'));
    }
    return out;
  },
  apply(state, entry, setup) {
    const kept = [...(state.handsKept ?? []).filter((n) => n !== entry.nation), entry.nation];
    // 31.71: a hand nobody entered is not known (not empty): bounded by what the engine knows now.
    if (entry.unknown === true)
      return {
        ...withPlayer(state, entry.nation, ({ sealed: _was, ...p }) => ({ ...p, hand: {}, unknownHand: { atMost: keptAtMost(state, setup, p) } })),
        handsKept: kept,
      };
    // 31.71: a sealed hand of no cards holds no secret: it is a known empty hand (nothing to reveal, 35.1 B).
    const next =
      entry.sealed === true && entry.count > 0
        ? withPlayer(state, entry.nation, ({ unknownHand: _unknown, ...p }) => ({
            ...p,
            hand: {},
            sealed: {
              count: entry.count,
              max: sealedBounds(rulesetOf(setup), state, entry.nation, entry.count),
              turn: state.turn,
              ...(entry.seal === undefined ? {} : { seal: entry.seal }),
            },
          }))
        : withPlayer(state, entry.nation, ({ sealed: _was, unknownHand: _unknown, ...p }) => ({ ...p, hand: entry.sealed === true ? {} : entry.cards }));
    return { ...next, handsKept: kept };
  },
};
