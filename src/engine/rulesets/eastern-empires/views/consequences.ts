/**
 * What an Eastern Empires entry would move from one player to another or remove (issue 19 item 2),
 * before it is recorded: the form says it in words and asks for a second tap. Computed by applying the
 * entry to the state it would be judged against (the handlers are the one source of what it does): a
 * tax revolt handing cities to the beneficiary or destroying them (ee Phase 1b), cities lost or taken
 * (the cities entry, Phase 5 and 11; calamities, chapter 8; special abilities taking another's city,
 * Phase 10), tokens taken off the board (calamities, abilities), a hand emptied (every commodity card a
 * player could hold given up to a calamity or an ability), a player leaving (chapter 7). None when the
 * entry is refused or takes nothing.
 */
import type { CivilizationId } from '../civilizations';
import { cardBoundsOf } from '../calc/hands';
import { EE_HANDLERS, type EeEntry } from '../entries';
import type { EeSetup } from '../setup';
import type { EeState } from '../state';

export type EeConsequence =
  /** ee Phase 1b, Phase 10: `to` takes `cities` of `from`'s cities. */
  | { readonly kind: 'cities-taken'; readonly from: CivilizationId; readonly to: CivilizationId; readonly cities: number }
  /** ee Phase 1b: revolting cities nobody can take are destroyed. */
  | { readonly kind: 'cities-removed'; readonly civ: CivilizationId; readonly cities: number }
  /** Cities lost (conflict, calamities, surplus) and not taken by another player. */
  | { readonly kind: 'cities-lost'; readonly civ: CivilizationId; readonly cities: number }
  /** Tokens taken off the board by a calamity or an ability. */
  | { readonly kind: 'tokens-lost'; readonly civ: CivilizationId; readonly tokens: number }
  /** Every commodity card the player could hold is given up (calamities, abilities: ee chapter 8, 9). */
  | { readonly kind: 'hand-emptied'; readonly civ: CivilizationId; readonly cards: number }
  /** ee chapter 7: the player leaves the game. */
  | { readonly kind: 'leaves'; readonly civ: CivilizationId };

function applied(setup: EeSetup, state: EeState, entry: EeEntry): EeState | undefined {
  const h = EE_HANDLERS[entry.kind] as {
    validate(s: EeState, e: EeEntry, x: EeSetup): readonly unknown[];
    apply(s: EeState, e: EeEntry, x: EeSetup): EeState;
  };
  if (h.validate(state, entry, setup).length > 0) return undefined;
  return h.apply(state, entry, setup);
}

/** Kinds whose board changes are what the table counted, not a loss: the census, cities built, tokens into ships. */
const TOKENS_LOST_BY: ReadonlySet<EeEntry['kind']> = new Set<EeEntry['kind']>(['calamity', 'special-abilities']);

/** The consequences of `entry` recorded now, in A.S.T.-ranking order; [] when it is refused or moves and removes nothing. */
export function eeEntryConsequences(setup: EeSetup, state: EeState, entry: EeEntry): readonly EeConsequence[] {
  const after = applied(setup, state, entry);
  if (after === undefined) return [];
  const out: EeConsequence[] = [];
  if (entry.kind === 'taxation') {
    // ee Phase 1b: the engine's outcome names who takes what.
    for (const r of after.taxes) {
      for (const t of r.takenBy) if (t.cities > 0) out.push({ kind: 'cities-taken', from: r.civ, to: t.civ, cities: t.cities });
      if (r.destroyed > 0) out.push({ kind: 'cities-removed', civ: r.civ, cities: r.destroyed });
    }
    return out;
  }
  const change = (civ: CivilizationId): number =>
    (after.players.find((p) => p.civ === civ)?.cities ?? 0) - (state.players.find((p) => p.civ === civ)?.cities ?? 0);
  // One player gaining cities while others lose them in the same entry (Politics, Monotheism,
  // Provincial Empire: ee Phase 10) takes them; otherwise the cities are lost.
  const gainers = state.players.filter((p) => p.status === 'active' && change(p.civ) > 0);
  const taker = gainers.length === 1 && entry.kind === 'special-abilities' ? gainers[0] : undefined;
  let toTake = taker === undefined ? 0 : change(taker.civ);
  for (const p of state.players) {
    const q = after.players.find((x) => x.civ === p.civ);
    if (q === undefined || p.status !== 'active') continue;
    if (q.status === 'left') {
      out.push({ kind: 'leaves', civ: p.civ });
      continue;
    }
    const lost = p.cities - q.cities;
    if (lost > 0) {
      const taken = taker === undefined ? 0 : Math.min(lost, toTake);
      toTake -= taken;
      if (taker !== undefined && taken > 0) out.push({ kind: 'cities-taken', from: p.civ, to: taker.civ, cities: taken });
      if (lost - taken > 0) out.push({ kind: 'cities-lost', civ: p.civ, cities: lost - taken });
    }
    if (TOKENS_LOST_BY.has(entry.kind) && q.census < p.census) out.push({ kind: 'tokens-lost', civ: p.civ, tokens: p.census - q.census });
    if (TOKENS_LOST_BY.has(entry.kind)) {
      const before = cardBoundsOf(state, p.civ)?.commodities ?? 0;
      const now = cardBoundsOf(after, p.civ)?.commodities ?? 0;
      const gone = (after.cardsGone[p.civ] ?? 0) - (state.cardsGone[p.civ] ?? 0);
      if (before > 0 && now === 0 && gone > 0) out.push({ kind: 'hand-emptied', civ: p.civ, cards: gone });
    }
  }
  return out;
}
