/**
 * What a Sid Meier's entry would take from a player (issue 19 item 2), before it is recorded: a
 * settlement captured with its city card (How to resolve battles: it changes hands), units, settlers
 * or settlement sizes lost to what the map decides (Plague, a fleet's cargo). Only for an entry the
 * engine accepts; a trade given (the Trade Phase, agreed by both) and a purchase take nothing.
 */
import { HANDLERS } from '../entries';
import type { SmcEntry } from '../entries/types';
import type { SmcSetup } from '../setup';
import type { SmcState } from '../state';

export type SmcConsequence =
  | { readonly kind: 'settlement-taken'; readonly from: string; readonly to: string; readonly region: string }
  | { readonly kind: 'units-lost'; readonly player: string; readonly units: number }
  | { readonly kind: 'settlers-lost'; readonly player: string; readonly settlers: number }
  | { readonly kind: 'settlements-reduced'; readonly player: string; readonly settlements: number };

const accepted = (setup: SmcSetup, state: SmcState, entry: SmcEntry): boolean =>
  (HANDLERS[entry.kind] as { validate(s: SmcState, e: SmcEntry, x: SmcSetup): readonly unknown[] }).validate(state, entry, setup).length === 0;

/** The consequences of `entry` recorded now; [] when it is refused or takes nothing. */
export function smcEntryConsequences(setup: SmcSetup, state: SmcState, entry: SmcEntry): readonly SmcConsequence[] {
  if (entry.kind !== 'capture' && entry.kind !== 'lose') return [];
  if (!accepted(setup, state, entry)) return [];
  if (entry.kind === 'capture') return [{ kind: 'settlement-taken', from: entry.from, to: entry.to, region: entry.region }];
  const out: SmcConsequence[] = [];
  const units = entry.units.reduce((n, u) => n + u.count, 0);
  if (units > 0) out.push({ kind: 'units-lost', player: entry.player, units });
  if (entry.settlers > 0) out.push({ kind: 'settlers-lost', player: entry.player, settlers: entry.settlers });
  if (entry.reduce.length > 0) out.push({ kind: 'settlements-reduced', player: entry.player, settlements: entry.reduce.length });
  return out;
}
