/**
 * Trade phase entries: a resource card lent for the turn, and permanent trades (gold,
 * technologies, wonders, settlements, settlers, military units), one direction per entry.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { CITE } from '../cite';
import type { SmcSetup } from '../setup';
import { findPlayer, updatePlayer, type SmcState } from '../state';
import { activePlayer, checkUnits, guard, moveUnits, violation } from './common';
import type { EntryOf } from './types';

function parties(state: SmcState, from: string, to: string, out: Violation[]) {
  const a = activePlayer(state, from, out);
  const b = activePlayer(state, to, out);
  if (from === to) out.push(violation('smc/trade/same-player', CITE.trade, { player: from }));
  return a !== undefined && b !== undefined && from !== to ? { a, b } : undefined;
}

export const lend: EntryHandler<SmcState, EntryOf<'lend'>, SmcSetup> = {
  validate: (state, entry) => {
    const out: Violation[] = [...guard(state, ['trade'])];
    if (out.length > 0) return out;
    const p = parties(state, entry.from, entry.to, out);
    if (p === undefined) return out;
    const s = p.a.settlements.find((x) => x.region === entry.region);
    if (s === undefined) out.push(violation('smc/settlement/not-owned', CITE.trade, { region: entry.region, player: entry.from }));
    else if (s.resource === null) out.push(violation('smc/trade/no-resource', CITE.trade, { region: entry.region }));
    if (state.loans.some((l) => l.region === entry.region)) out.push(violation('smc/trade/already-lent', CITE.trade, { region: entry.region }));
    return out;
  },
  apply: (state, entry) => ({ ...state, loans: [...state.loans, { from: entry.from, to: entry.to, region: entry.region }] }),
};

export const give: EntryHandler<SmcState, EntryOf<'give'>, SmcSetup> = {
  validate: (state, entry) => {
    const out: Violation[] = [...guard(state, ['trade'])];
    if (out.length > 0) return out;
    const p = parties(state, entry.from, entry.to, out);
    if (p === undefined) return out;
    const { a } = p;
    const empty =
      entry.gold === 0 && entry.technologies.length + entry.wonders.length + entry.settlements.length + entry.units.length === 0 && entry.settlers === 0;
    if (empty) out.push(violation('smc/trade/empty', CITE.trade));
    // Gold never goes negative: no one hands over more than he has.
    if (entry.gold > a.gold) out.push(violation('smc/trade/not-enough-gold', CITE.trade, { player: a.id, gold: a.gold, amount: entry.gold }));
    for (const t of entry.technologies)
      if (!a.technologies.some((x) => x.id === t)) out.push(violation('smc/trade/technology-not-owned', CITE.trade, { player: a.id, technology: t }));
    for (const w of entry.wonders)
      if (!a.wonders.some((x) => x.id === w)) out.push(violation('smc/trade/wonder-not-owned', CITE.trade, { player: a.id, wonder: w }));
    for (const r of entry.settlements)
      if (!a.settlements.some((x) => x.region === r)) out.push(violation('smc/settlement/not-owned', CITE.trade, { player: a.id, region: r }));
    if (entry.settlers > a.settlers)
      out.push(violation('smc/units/not-enough-settlers', CITE.trade, { player: a.id, count: entry.settlers, owned: a.settlers }));
    checkUnits(a, entry.units, CITE.trade, out);
    const dup = (xs: readonly string[]) => new Set(xs).size !== xs.length;
    if (dup(entry.technologies) || dup(entry.wonders) || dup(entry.settlements)) out.push(violation('smc/trade/duplicate', CITE.trade));
    return out;
  },
  apply: (state, entry) => {
    const from = findPlayer(state, entry.from);
    if (from === undefined) return state;
    const techs = from.technologies.filter((t) => entry.technologies.includes(t.id)).map((t) => ({ ...t, how: 'trade' as const }));
    const wonders = from.wonders.filter((w) => entry.wonders.includes(w.id)).map((w) => ({ ...w, how: 'trade' as const }));
    const towns = from.settlements.filter((x) => entry.settlements.includes(x.region));
    const s1 = updatePlayer(state, entry.from, (p) => ({
      ...p,
      gold: p.gold - entry.gold,
      technologies: p.technologies.filter((t) => !entry.technologies.includes(t.id)),
      wonders: p.wonders.filter((w) => !entry.wonders.includes(w.id)),
      settlements: p.settlements.filter((x) => !entry.settlements.includes(x.region)),
      settlers: p.settlers - entry.settlers,
      units: moveUnits(p.units, entry.units, -1),
    }));
    const s2 = updatePlayer(s1, entry.to, (p) => ({
      ...p,
      gold: p.gold + entry.gold,
      technologies: [...p.technologies, ...techs],
      wonders: [...p.wonders, ...wonders],
      settlements: [...p.settlements, ...towns],
      settlers: p.settlers + entry.settlers,
      units: moveUnits(p.units, entry.units, 1),
    }));
    // A traded settlement's card stops being lent by its old owner.
    return { ...s2, loans: s2.loans.filter((l) => !entry.settlements.includes(l.region)) };
  },
};
