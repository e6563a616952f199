/**
 * Small helpers for things the table decides with the map or the dice, where the rulebook still
 * gives a rule the app can apply: the starting placement order, the minor-civilization roll-off,
 * which settlements are happy (advanced) and the trade range (advanced).
 */
import type { RuleCitation } from '../../../types';
import { CITE } from '../cite';
import { ALWAYS_HAPPY, TRADE_RANGE, type TradeRange } from '../data';
import type { Resource } from '../vocab';

/**
 * Set-Up: the first player picks a starting region, the others follow clockwise; the last to
 * choose then picks his second region and placement runs back counterclockwise.
 */
export function placementOrder(seating: readonly string[], first: string): readonly string[] {
  const at = Math.max(0, seating.indexOf(first));
  const clockwise = seating.map((_, i) => seating[(at + i) % seating.length] as string);
  return [...clockwise, ...[...clockwise].reverse()];
}

/**
 * Exploration markers: Minor Civilization: every player rolls two dice and subtracts the number
 * of settlements he owns; the highest total wins. Equal highest totals roll again: `winner` null.
 */
export function minorCivilizationRoll(
  rolls: Readonly<Record<string, number>>,
  settlements: Readonly<Record<string, number>>,
): { readonly totals: Readonly<Record<string, number>>; readonly winner: string | null; readonly tied: readonly string[] } {
  const totals = Object.fromEntries(Object.entries(rolls).map(([p, r]) => [p, r - (settlements[p] ?? 0)]));
  const best = Math.max(...Object.values(totals));
  const top = Object.keys(totals).filter((p) => totals[p] === best);
  return { totals, winner: top.length === 1 ? (top[0] ?? null) : null, tied: top.length > 1 ? top : [] };
}

export type HappyReason = 'resource' | 'free' | 'assigned';
export interface HappySettlement {
  readonly region: string;
  readonly happy: boolean;
  readonly reason: HappyReason | null;
}

/**
 * Advanced Rules: Happiness: settlements with wine or gems are always happy; one more is the
 * player's free happy settlement (FREE_HAPPY_SETTLEMENTS); happiness improvements and wonders make the ones they are
 * assigned to happy. The city-card value the table enters depends on it.
 */
export function happiness(
  settlements: readonly { readonly region: string; readonly resource: Resource | null }[],
  free: string | null,
  assigned: readonly string[],
): readonly HappySettlement[] {
  return settlements.map((s) => {
    const reason: HappyReason | null =
      s.resource !== null && ALWAYS_HAPPY.includes(s.resource) ? 'resource' : s.region === free ? 'free' : assigned.includes(s.region) ? 'assigned' : null;
    return { region: s.region, happy: reason !== null, reason };
  });
}

/**
 * Advanced Rules: Trade Range: the range set by the latest of the chart's technologies that has
 * been discovered (land regions and sea zones, never combined). `null` = unlimited.
 */
export function tradeRange(discovered: ReadonlySet<string>): TradeRange & { readonly cite: RuleCitation } {
  const reached = TRADE_RANGE.filter((row) => row.technologies.length === 0 || row.technologies.some((t) => discovered.has(t)));
  const last = reached[reached.length - 1] ?? TRADE_RANGE[0];
  return { ...(last as TradeRange), cite: CITE.advTradeRange };
}
