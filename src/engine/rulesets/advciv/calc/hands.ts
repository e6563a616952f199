/**
 * What the engine knows of each player's trade cards during a turn (advciv 27-31), from what the
 * table already enters: the commodity cards kept last turn (31.71: the count is public), the stacks
 * drawn from and the cards bought (27.2, 27.51), the trades recorded (28.3), the calamities revealed
 * at the end of trading (29.3) and the cards turned in (31.1). Hands stay secret (27.4): the engine
 * knows how many cards a player holds, and which commodities he can possibly hold, never the cards.
 *
 * Trades are optional entries. A turn's trades are taken as recorded in full once one is recorded
 * (the trade form says so); with none recorded the engine knows only that a player with fewer than
 * three cards, or without a partner holding three, cannot have traded (28.3), and otherwise bounds
 * his hand by every card in play. Only a hand entered last turn is known; for any other player (and
 * in the first turn, when no one has cities to draw for) nothing is bounded. A sealed hand (31.71,
 * kept on the player's own phone) gives its count and, per commodity, the bounds it was kept under.
 */
import type { Violation } from '../../../types';
import type { CalamityId, CommodityId } from '../commodities';
import type { NationId } from '../nations';
import type { AdvCivRuleset } from '../ruleset';
import { handSize, keptBound, keptCount, keptMax, type AdvCivPlayer, type AdvCivState, type TradeRecord } from '../state';
import { violation } from '../violations';

/** A player's trade cards this turn, as far as the entries tell. */
export interface HandCount {
  readonly nation: NationId;
  /** Commodity cards kept from last turn (31.71), or null if last turn's hand was not entered. */
  readonly kept: number | null;
  /** Cards drawn this turn, bought ninth-stack cards included (27.2, 27.51). */
  readonly drawn: number;
  /** Cards received and given in the trades recorded this turn (28.3). */
  readonly received: number;
  readonly given: number;
  /** Calamity cards he held at the end of trading (29.3), once the calamity entry is made. */
  readonly calamities: number;
  /** Commodity cards turned in this turn (31.1). */
  readonly paid: number;
  /**
   * Most trade cards he can hold now, calamities included: exact when last turn's hand is known and
   * every trade is recorded (or he could not trade); null when nothing bounds it.
   */
  readonly max: number | null;
  /** True when `max` is his exact count (no trade could have gone unrecorded). */
  readonly exact: boolean;
  /** His count if the trades recorded so far are all his trades (what a trade entry checks against), or null. */
  readonly ifRecorded: number | null;
  /**
   * Fewest commodity cards he surely holds now (31.71): drawn, received and kept (0 when last turn's
   * hand is not known) less given, turned in and the calamities among them, once no trade can have
   * gone unrecorded; 0 otherwise. An unknown hand is never taken as empty, nor as fuller than this.
   */
  readonly least: number;
}

/** Trades recorded this turn (28). */
export const tradesOf = (state: AdvCivState): readonly TradeRecord[] => state.trades ?? [];

const drawnBy = (state: AdvCivState, nation: NationId): number =>
  state.draws.filter((d) => d.nation === nation).reduce((n, d) => n + d.stacks.length + d.bought, 0);

/** The hand counts of every active player (see the module head for what bounds them). */
export function handCounts(state: AdvCivState): readonly HandCount[] {
  const active = state.players.filter((p) => p.status === 'active');
  const trades = tradesOf(state);
  const recorded = trades.length > 0;
  const kept = (p: AdvCivPlayer): number | null => (state.handsKnown?.includes(p.nation) === true && p.unknownHand === undefined ? keptCount(p) : null);
  const before = (p: AdvCivPlayer): number | null => {
    const k = kept(p);
    return k === null ? null : k + drawnBy(state, p.nation);
  };
  // A hand recorded as not known (31.71) is bounded, never taken as empty: only upper bounds come from it.
  const beforeMax = (p: AdvCivPlayer): number | null => {
    const k = keptBound(state, p);
    return k === null ? null : k + drawnBy(state, p.nation);
  };
  // 28.3: a player with fewer than three cards may not trade; a trade needs two who may.
  const traders = active.filter((p) => (beforeMax(p) ?? 3) >= 3);
  const inPlay = active.reduce<number | null>((n, p) => {
    const b = beforeMax(p);
    return n === null || b === null ? null : n + b;
  }, 0);
  return active.map((p) => {
    const received = trades.reduce((n, t) => n + (t.to === p.nation ? t.gave.cards : t.from === p.nation ? t.got.cards : 0), 0);
    const given = trades.reduce((n, t) => n + (t.from === p.nation ? t.gave.cards : t.to === p.nation ? t.got.cards : 0), 0);
    const calamities = state.aftermath?.calamitiesHeld?.[p.nation] ?? 0;
    const paid = handSize(state.paid?.[p.nation] ?? {});
    const b = before(p);
    const bMax = beforeMax(p);
    const couldTrade = traders.length >= 2 && traders.includes(p);
    const settled = recorded || !couldTrade;
    const exact = b !== null && settled;
    const start = exact && b !== null ? b + received - given : settled && bMax !== null ? bMax + received - given : inPlay;
    return {
      nation: p.nation,
      kept: kept(p),
      drawn: drawnBy(state, p.nation),
      received,
      given,
      calamities,
      paid,
      max: start === null ? null : Math.max(0, start - paid),
      exact,
      ifRecorded: b === null ? null : b + received - given - paid,
      least: settled ? Math.max(0, (kept(p) ?? 0) + drawnBy(state, p.nation) + received - given - paid - calamities) : 0,
    };
  });
}

export const handCountOf = (state: AdvCivState, nation: NationId): HandCount | undefined => handCounts(state).find((h) => h.nation === nation);

/**
 * Most commodity cards the player can turn in or keep now (31.1, 31.71): his cards less the
 * calamities revealed (they are not commodities, 29.7); null when unbounded.
 */
export function commodityCardsMax(state: AdvCivState, nation: NationId): number | null {
  const h = handCountOf(state, nation);
  if (h === undefined || h.max === null) return null;
  return Math.max(0, h.max - (h.exact ? h.calamities : (state.aftermath?.calamitiesTotal ?? 0)));
}

/**
 * Whether the player can hold a card of this commodity (28.3: the cards named must be true): he kept
 * one, drew from its stack this turn, or received cards in a trade (whose other cards are secret).
 */
export function canHoldCommodity(r: AdvCivRuleset, state: AdvCivState, nation: NationId, commodity: CommodityId): boolean {
  const p = state.players.find((x) => x.nation === nation);
  if (p === undefined || state.handsKnown?.includes(nation) !== true || p.unknownHand !== undefined) return true;
  // 31.71: a sealed hand can hold what its bounds allow.
  if (keptMax(p, commodity) > 0) return true;
  const stack = r.commodities[commodity].stack;
  if (state.draws.some((d) => d.nation === nation && (d.stacks.includes(stack) || (d.bought > 0 && stack === r.limits.boughtCardStack)))) return true;
  return tradesOf(state).some((t) => t.to === nation || t.from === nation);
}

/**
 * Most cards of one commodity the player can hold now (8.1 card count; 27.2: one card a stack drawn;
 * 28.3: with his trades known, only cards received can add more): kept + drawn from its stack +
 * received, at most the cards printed.
 */
export function commodityMaxHeld(r: AdvCivRuleset, state: AdvCivState, nation: NationId, commodity: CommodityId): number {
  const count = r.commodities[commodity].count;
  const p = state.players.find((x) => x.nation === nation);
  const h = handCountOf(state, nation);
  if (p === undefined || h === undefined || h.kept === null || !h.exact) return count;
  const stack = r.commodities[commodity].stack;
  const drawn = state.draws
    .filter((d) => d.nation === nation)
    .reduce((n, d) => n + d.stacks.filter((s) => s === stack).length + (stack === r.limits.boughtCardStack ? d.bought : 0), 0);
  return Math.min(count, keptMax(p, commodity) + drawn + h.received);
}

/**
 * Where a calamity is after the trades recorded so far (29.3): the player who holds it and who passed
 * it to him last, or the player who drew it (from nobody) when no recorded trade passed it.
 */
export function calamityPassedTo(state: AdvCivState, calamity: CalamityId): { readonly holder: NationId; readonly tradedBy: NationId } | undefined {
  let at: { holder: NationId; tradedBy: NationId } | undefined;
  for (const t of tradesOf(state)) {
    if (t.gave.calamities.includes(calamity)) at = { holder: t.to, tradedBy: t.from };
    if (t.got.calamities.includes(calamity)) at = { holder: t.from, tradedBy: t.to };
  }
  return at;
}

/** 31.1, 31.71: cards turned in or kept that the player cannot hold. */
export function checkCardsHeld(state: AdvCivState, nation: NationId, cards: number, code: 'purchase/more-than-held' | 'hand/more-than-held'): Violation[] {
  const max = commodityCardsMax(state, nation);
  if (max === null || cards <= max) return [];
  const h = handCountOf(state, nation);
  const rule = code === 'purchase/more-than-held' ? ['31.1', '27.2', '28.3'] : ['31.71', '27.2', '28.3'];
  return [violation(code, rule, { nation, cards, max, exact: h?.exact === true })];
}

/**
 * 31.1, 31.71: of each commodity, the cards turned in (and then kept) are cards he can hold
 * (commodityMaxHeld); for the hand, those turned in this turn are gone already.
 */
export function checkCommoditiesHeld(
  r: AdvCivRuleset,
  state: AdvCivState,
  nation: NationId,
  cards: Readonly<Partial<Record<CommodityId, number>>>,
  code: 'purchase/commodity-not-held' | 'hand/commodity-not-held',
): Violation[] {
  const out: Violation[] = [];
  const gone = code === 'hand/commodity-not-held' ? (state.paid?.[nation] ?? {}) : {};
  for (const id of r.commodityIds) {
    const n = cards[id] ?? 0;
    if (n === 0 || n > r.commodities[id].count) continue; // the printed count is checked apart (8.1)
    const max = Math.max(0, commodityMaxHeld(r, state, nation, id) - (gone[id] ?? 0));
    if (n > max) out.push(violation(code, [code === 'hand/commodity-not-held' ? '31.71' : '31.1', '27.2', '28.3'], { nation, commodity: id, cards: n, max }));
  }
  return out;
}
