/**
 * Battles and losses. A battle round records both chosen units and the dice the table rolled;
 * the engine adds the modifiers, finds the loser and removes the unit (and its aircraft).
 * `lose` records losses the map decides (plague, a sunk fleet's cargo); `capture` a settlement
 * taken (Advanced Rules: Losing Settlements: the last one eliminates its owner).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { canFight, fighterStrength, resolveRound, rollRange, unitAt, type Fighter, type FighterStrength } from '../calc/battle';
import { CITE } from '../cite';
import type { SmcSetup } from '../setup';
import { addUnits, findPlayer, updatePlayer, type PlayerState, type SmcState } from '../state';
import { activePlayer, checkUnits, guard, moveUnits, violation } from './common';
import type { BattleSide, EntryOf } from './types';

const fighter = (side: BattleSide, p: PlayerState | undefined): Fighter => ({
  era: side.era,
  kind: side.unit,
  level: side.level,
  aircraft: side.aircraft,
  technologies: p?.technologies.length ?? 0,
  defendingSettlement: side.defendingSettlement,
  wonderDefence: side.wonder?.bonus ?? null,
});

/** Dice and modifiers of both sides of a recorded round. */
export function roundStrengths(
  setup: SmcSetup,
  state: SmcState,
  entry: EntryOf<'battle-round'>,
): { readonly attacker: FighterStrength; readonly defender: FighterStrength } {
  const a = fighter(entry.attacker, findPlayer(state, entry.attacker.player));
  const d = fighter(entry.defender, findPlayer(state, entry.defender.player));
  return { attacker: fighterStrength(setup.rules, state.era, a, d), defender: fighterStrength(setup.rules, state.era, d, a) };
}

function checkSide(setup: SmcSetup, state: SmcState, side: BattleSide, strength: FighterStrength, out: Violation[]): void {
  const p = activePlayer(state, side.player, out);
  if (p === undefined) return;
  const cite = setup.rules === 'standard' ? CITE.stdBattles : CITE.advBattleModifiers;
  if (p.units[side.era][side.unit] < 1)
    out.push(violation('smc/units/not-enough', cite, { player: p.id, era: side.era, unit: side.unit, count: 1, owned: p.units[side.era][side.unit] }));
  if (side.aircraft !== null && p.units.modern.aircraft < 1)
    out.push(violation('smc/units/not-enough', CITE.stdAircraft, { player: p.id, era: 'modern', unit: 'aircraft', count: 1, owned: 0 }));
  if (setup.rules === 'advanced') {
    if (unitAt(side.era, side.unit, side.level) === undefined)
      out.push(violation('smc/battle/unknown-level', CITE.advUnitModifiers, { era: side.era, unit: side.unit, level: side.level }));
    // Wonders Of The World: an advantage lasts until the era on the wonder card is over.
    const named = side.wonder ?? null;
    if (named !== null) {
      const w = p.wonders.find((x) => x.id === named.name);
      if (w === undefined) out.push(violation('smc/wonder/not-owned', CITE.advWonders, { player: p.id, wonder: named.name }));
      else if (w.era !== state.era) out.push(violation('smc/wonder/era-over', CITE.advWonders, { wonder: w.id, era: w.era }));
      if (!side.defendingSettlement) out.push(violation('smc/battle/wonder-not-defending', CITE.advWonders, { wonder: named.name }));
    }
  } else {
    // Standard Rules: one strength per era and kind, and an aircraft adds one die: no levels.
    if (side.level !== 1) out.push(violation('smc/battle/unknown-level', CITE.stdBattleDice, { era: side.era, unit: side.unit, level: side.level }));
    if (side.aircraft !== null && side.aircraft !== 1)
      out.push(violation('smc/battle/unknown-level', CITE.stdAircraft, { era: 'modern', unit: 'aircraft', level: side.aircraft }));
    // Battles: at sea, air units "may fight with and support battleships" (the modern fleet) only.
    if (side.aircraft !== null && side.unit === 'fleet' && side.era !== 'modern')
      out.push(violation('smc/battle/aircraft-battleships-only', CITE.stdBattles, { era: side.era }));
    if (side.defendingSettlement) out.push(violation('smc/rules/advanced-only', CITE.stdBattleDice, { what: 'defending-settlement' }));
    if ((side.wonder ?? null) !== null) out.push(violation('smc/rules/advanced-only', CITE.stdWonders, { what: 'wonder-effect' }));
  }
  const { min, max } = rollRange(strength);
  if (side.roll < min || side.roll > max)
    out.push(violation('smc/battle/roll-out-of-range', CITE.stdBattleDice, { player: side.player, roll: side.roll, min, max }));
}

export const battleRound: EntryHandler<SmcState, EntryOf<'battle-round'>, SmcSetup> = {
  validate: (state, entry, setup) => {
    const out: Violation[] = [...guard(state, ['movement'])];
    if (out.length > 0) return out;
    if (entry.attacker.player === entry.defender.player) out.push(violation('smc/battle/same-player', CITE.stdBattles));
    // Fleets cannot directly attack armies, nor armies fleets; aircraft only join another unit.
    if (!canFight(entry.attacker.unit, entry.defender.unit))
      out.push(violation('smc/battle/cannot-fight', CITE.fleetsVersusArmies, { attacker: entry.attacker.unit, defender: entry.defender.unit }));
    const s = roundStrengths(setup, state, entry);
    checkSide(setup, state, entry.attacker, s.attacker, out);
    checkSide(setup, state, entry.defender, s.defender, out);
    return out;
  },
  apply: (state, entry, setup) => {
    const s = roundStrengths(setup, state, entry);
    const r = resolveRound(s.attacker, entry.attacker.roll, s.defender, entry.defender.roll);
    // If you lose the fight, both the unit and its aircraft are eliminated.
    const lose = (st: SmcState, side: BattleSide): SmcState =>
      updatePlayer(st, side.player, (p) => {
        const units = addUnits(p.units, side.era, side.unit, -1);
        return { ...p, units: side.aircraft !== null ? addUnits(units, 'modern', 'aircraft', -1) : units };
      });
    let next = state;
    if (r.loser !== 'defender') next = lose(next, entry.attacker);
    if (r.loser !== 'attacker') next = lose(next, entry.defender);
    return next;
  },
};

export const lose: EntryHandler<SmcState, EntryOf<'lose'>, SmcSetup> = {
  validate: (state, entry) => {
    const out: Violation[] = [...guard(state, 'any')];
    if (out.length > 0) return out;
    const p = activePlayer(state, entry.player, out);
    if (p === undefined) return out;
    if (entry.units.length === 0 && entry.settlers === 0 && entry.reduce.length === 0) out.push(violation('smc/losses/empty', CITE.plague));
    checkUnits(p, entry.units, CITE.plague, out);
    if (entry.settlers > p.settlers)
      out.push(violation('smc/units/not-enough-settlers', CITE.plague, { player: p.id, count: entry.settlers, owned: p.settlers }));
    for (const region of entry.reduce) {
      const s = p.settlements.find((x) => x.region === region);
      if (s === undefined) out.push(violation('smc/settlement/not-owned', CITE.plague, { player: p.id, region }));
      // Plague: settlements shrink one size; villages may not be eliminated.
      else if (s.size === 1) out.push(violation('smc/losses/village', CITE.plague, { region }));
    }
    if (new Set(entry.reduce).size !== entry.reduce.length) out.push(violation('smc/losses/duplicate', CITE.plague));
    return out;
  },
  apply: (state, entry) =>
    updatePlayer(state, entry.player, (p) => ({
      ...p,
      units: moveUnits(p.units, entry.units, -1),
      settlers: p.settlers - entry.settlers,
      settlements: p.settlements.map((s) => (entry.reduce.includes(s.region) && s.size > 1 ? { ...s, size: (s.size - 1) as 1 | 2 | 3 } : s)),
    })),
};

export const capture: EntryHandler<SmcState, EntryOf<'capture'>, SmcSetup> = {
  validate: (state, entry) => {
    const out: Violation[] = [...guard(state, ['movement'])];
    if (out.length > 0) return out;
    const a = activePlayer(state, entry.from, out);
    activePlayer(state, entry.to, out);
    if (entry.from === entry.to) out.push(violation('smc/battle/same-player', CITE.stdBattles));
    if (a !== undefined && !a.settlements.some((s) => s.region === entry.region))
      out.push(violation('smc/settlement/not-owned', CITE.stdBattles, { player: entry.from, region: entry.region }));
    return out;
  },
  apply: (state, entry, setup) => {
    const from = findPlayer(state, entry.from);
    const taken = from?.settlements.find((s) => s.region === entry.region);
    if (from === undefined || taken === undefined) return state;
    // The captor exchanges the settlement for one of his own, same size, with its city card.
    let next = updatePlayer(state, entry.from, (p) => ({ ...p, settlements: p.settlements.filter((s) => s.region !== entry.region) }));
    next = updatePlayer(next, entry.to, (p) => ({ ...p, settlements: [...p.settlements, taken] }));
    next = { ...next, loans: next.loans.filter((l) => l.region !== entry.region) };
    if (setup.rules === 'advanced' && from.settlements.length === 1) {
      // Losing Settlements: the last settlement lost eliminates the player: his gold and wonders go
      // to the captor; his technologies are set aside, unowned but still in play.
      next = updatePlayer(next, entry.to, (p) => ({
        ...p,
        gold: p.gold + from.gold,
        wonders: [...p.wonders, ...from.wonders.map((w) => ({ ...w, how: 'conquest' as const }))],
      }));
      next = updatePlayer(next, entry.from, (p) => ({ ...p, gold: 0, wonders: [], technologies: [], eliminated: true }));
      next = { ...next, setAside: [...next.setAside, ...from.technologies.flatMap((t) => (t.card === null ? [] : [t.card]))] };
    }
    return next;
  },
};
