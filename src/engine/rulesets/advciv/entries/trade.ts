/**
 * Trade entry (advciv 28, phase 10), optional: one deal between two players (28.2), so the engine
 * keeps each hand's count right through trading (calc/hands.ts). Each side gives three cards or more
 * (28.3), names at least two of them truly (28.3: they must be cards he can hold), and passes on the
 * tradable calamities among the rest (27.3, 29.2-29.3: non-tradable ones stay with their drawer;
 * variant 39.3 makes all tradable). A turn's trades are taken as recorded in full once one is.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { calamityPassedTo, canHoldCommodity, handCountOf } from '../calc/hands';
import { CALAMITY, type CalamityId } from '../commodities';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import type { AdvCivState, TradeRecord, TradeSide } from '../state';
import { violation } from '../violations';
import { activePlayer, isViolation, rulesetOf } from './context';

export interface TradeEntry extends TradeRecord {
  readonly kind: 'trade';
}

/** 28.3: at least three cards on each side, and two of them named. */
export const TRADE_MIN_CARDS = 3;
export const TRADE_MIN_NAMED = 2;

/** Whether `nation` holds `calamity` now: drew it and kept it, or was passed it last (29.3). */
export function holdsCalamity(state: AdvCivState, nation: NationId, calamity: CalamityId): boolean {
  const at = calamityPassedTo(state, calamity);
  if (at !== undefined) return at.holder === nation;
  const stack = CALAMITY[calamity].stack;
  return state.draws.some((d) => d.nation === nation && (d.stacks.includes(stack) || (d.bought > 0 && stack === 9)));
}

function checkSide(state: AdvCivState, setup: AdvCivSetup, giver: NationId, side: TradeSide, out: Violation[]): void {
  const r = rulesetOf(setup);
  if (!Number.isInteger(side.cards) || side.cards < TRADE_MIN_CARDS) out.push(violation('trade/too-few-cards', '28.3', { nation: giver, cards: side.cards }));
  if (side.named.length < TRADE_MIN_NAMED) out.push(violation('trade/too-few-named', '28.3', { nation: giver, named: side.named.length }));
  if (side.named.length + side.calamities.length > side.cards)
    out.push(violation('trade/more-named-than-cards', '28.3', { nation: giver, cards: side.cards, named: side.named.length + side.calamities.length }));
  const h = handCountOf(state, giver);
  const held = h?.ifRecorded ?? null;
  if (held !== null && side.cards > held) out.push(violation('trade/more-than-held', ['28.3', '27.2'], { nation: giver, cards: side.cards, max: held }));
  for (const c of new Set(side.named)) {
    const n = side.named.filter((x) => x === c).length;
    if (!canHoldCommodity(r, state, giver, c) || n > r.commodities[c].count)
      out.push(violation('trade/named-not-held', ['28.3', '27.2'], { nation: giver, commodity: c }));
  }
  for (const c of side.calamities) {
    // 27.3, 29.2: a non-tradable calamity stays with the player who drew it (39.3: every one is tradable).
    if (!r.calamities[c].tradable) out.push(violation('trade/calamity-not-tradable', ['27.3', '29.2'], { nation: giver, calamity: c }));
    else if (!holdsCalamity(state, giver, c)) out.push(violation('trade/calamity-not-held', ['29.3', '27.2'], { nation: giver, calamity: c }));
  }
}

export const trade: EntryHandler<AdvCivState, TradeEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    const out: Violation[] = [];
    for (const n of [entry.from, entry.to]) {
      const p = activePlayer(state, n);
      if (isViolation(p)) out.push(p);
    }
    if (out.length > 0) return out;
    // 28.2: a deal involves two players.
    if (entry.from === entry.to) return [violation('trade/same-player', '28.2', { nation: entry.from })];
    // 28.3: a player with fewer than three trade cards may not trade.
    for (const n of [entry.from, entry.to]) {
      const h = handCountOf(state, n);
      const held = h?.ifRecorded ?? null;
      if (held !== null && held < TRADE_MIN_CARDS) out.push(violation('trade/hand-too-small', '28.3', { nation: n, cards: held }));
    }
    checkSide(state, setup, entry.from, entry.gave, out);
    checkSide(state, setup, entry.to, entry.got, out);
    return out;
  },
  apply(state, entry) {
    const { kind: _kind, ...record } = entry;
    return { ...state, trades: [...(state.trades ?? []), record] };
  },
};
