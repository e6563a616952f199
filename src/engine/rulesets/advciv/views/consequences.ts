/**
 * What an entry would move from one player to another or remove (issue 19 item 2), before it is
 * recorded: the form says it in words and asks for a second tap. Computed by applying the entry to
 * the state it would be judged against (the handlers are the one source of what it does): a revolt
 * handing cities over (19.32) or removing them (19.33), cities and tokens lost (calamities 29-30,
 * the cities entry 24-26), a player leaving (15.6), a hand kept empty by a player known to hold cards
 * (31.71). None when the entry is refused or takes nothing.
 */
import { handCountOf } from '../calc/hands';
import { ADVCIV_HANDLERS, type AdvCivEntry } from '../entries';
import { tokensPerPlayer } from '../entries/context';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import { handSize, type AdvCivState } from '../state';

export type Consequence =
  /** 19.32: `to` takes `cities` of `from`'s cities in a tax revolt. */
  | { readonly kind: 'cities-taken'; readonly from: NationId; readonly to: NationId; readonly cities: number }
  /** 19.33: revolting cities nobody can take are removed. */
  | { readonly kind: 'cities-removed'; readonly nation: NationId; readonly cities: number }
  /** Cities lost (reduced or eliminated, 24-26, 29-30) and not taken by another player. */
  | { readonly kind: 'cities-lost'; readonly nation: NationId; readonly cities: number }
  /** Tokens taken off the board (29-30). */
  | { readonly kind: 'tokens-lost'; readonly nation: NationId; readonly tokens: number }
  /** 15.6: the nation leaves the game (inert). */
  | { readonly kind: 'leaves'; readonly nation: NationId }
  /**
   * 31.71: a hand kept empty by a player known to hold cards: they go back to the stacks. `atLeast`:
   * his count is not known (last turn's hand not entered), only that he holds at least `cards`.
   */
  | { readonly kind: 'hand-emptied'; readonly nation: NationId; readonly cards: number; readonly atLeast?: true };

function apply(setup: AdvCivSetup, state: AdvCivState, entry: AdvCivEntry): AdvCivState | undefined {
  const h = ADVCIV_HANDLERS[entry.kind] as {
    validate(s: AdvCivState, e: AdvCivEntry, x: AdvCivSetup): readonly unknown[];
    apply(s: AdvCivState, e: AdvCivEntry, x: AdvCivSetup): AdvCivState;
  };
  if (h.validate(state, entry, setup).length > 0) return undefined;
  return h.apply(state, entry, setup);
}

/** The consequences of `entry` recorded now, in A.S.T. order; [] when it is refused or moves and removes nothing. */
export function entryConsequences(setup: AdvCivSetup, state: AdvCivState, entry: AdvCivEntry): readonly Consequence[] {
  const after = apply(setup, state, entry);
  if (after === undefined) return [];
  const out: Consequence[] = [];
  if (entry.kind === 'hand') {
    // 31.71: keeping nothing while he surely holds cards (his count known, calc/hands.ts) gives them all up.
    if (entry.sealed === true || entry.unknown === true || handSize(entry.cards) > 0) return [];
    const held = handCountOf(state, entry.nation);
    if (held === undefined) return [];
    const cards = !held.exact || held.max === null ? 0 : held.max - held.calamities;
    if (cards > 0) return [{ kind: 'hand-emptied', nation: entry.nation, cards }];
    // His count unknown (a hand not entered), yet the cards he drew or received this turn are surely his.
    return held.least > 0 ? [{ kind: 'hand-emptied', nation: entry.nation, cards: held.least, atLeast: true }] : [];
  }
  if (entry.kind === 'taxation') {
    // 19.32, 19.33: the engine's outcome names who takes what.
    for (const o of after.taxes) {
      for (const t of o.takenBy) if (t.cities > 0) out.push({ kind: 'cities-taken', from: o.nation, to: t.nation, cities: t.cities });
      if (o.eliminated > 0) out.push({ kind: 'cities-removed', nation: o.nation, cities: o.eliminated });
    }
    return out;
  }
  for (const p of state.players) {
    const q = after.players.find((x) => x.nation === p.nation);
    if (q === undefined) continue;
    if (p.status === 'active' && q.status === 'inert') {
      out.push({ kind: 'leaves', nation: p.nation });
      continue;
    }
    if (q.cities < p.cities) out.push({ kind: 'cities-lost', nation: p.nation, cities: p.cities - q.cities });
    if (entry.kind === 'calamities') {
      // 29.62: the board typed at the end of trading, against what the calamities leave (tokens - stock - treasury).
      const before = entry.tokens[p.nation];
      const total = tokensPerPlayer(setup, p.nation);
      if (before !== undefined && q.stock !== null) {
        const left = total - q.stock - q.treasury;
        if (left < before) out.push({ kind: 'tokens-lost', nation: p.nation, tokens: before - left });
      }
    }
  }
  return out;
}
