/** The production phase entries: the critical resource roll and each player's collection. */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { criticalResource, productionFor } from '../calc/production';
import { CITE } from '../cite';
import { DICE_SIDES } from '../data';
import type { SmcSetup } from '../setup';
import { findPlayer, updatePlayer, type SmcState } from '../state';
import { activePlayer, guard, violation } from './common';
import type { EntryOf } from './types';

export const criticalRoll: EntryHandler<SmcState, EntryOf<'critical-roll'>, SmcSetup> = {
  validate: (state, entry, setup) => {
    const out: Violation[] = [...guard(state, ['production'])];
    // The starting player rolls once per production phase.
    if (out.length === 0 && state.critical !== null)
      out.push(violation('smc/production/already-rolled', setup.rules === 'standard' ? CITE.stdCityProduction : CITE.advCritical));
    // A die has faces 1..6: a roll the table cannot have made is refused, not looked up.
    for (const [i, die] of entry.dice.entries())
      if (!Number.isInteger(die) || die < 1 || die > DICE_SIDES)
        out.push(
          violation('smc/production/die-out-of-range', setup.rules === 'standard' ? CITE.stdCityProduction : CITE.advCritical, {
            n: i + 1,
            roll: die,
            max: DICE_SIDES,
          }),
        );
    return out;
  },
  apply: (state, entry) => {
    const resource = criticalResource(state.era, entry.dice[0] + entry.dice[1]);
    return resource === null ? state : { ...state, critical: { dice: entry.dice, resource } };
  },
};

export const produce: EntryHandler<SmcState, EntryOf<'produce'>, SmcSetup> = {
  validate: (state, entry, setup) => {
    const out: Violation[] = [...guard(state, ['production'])];
    if (out.length > 0) return out;
    const p = activePlayer(state, entry.player, out);
    if (p === undefined) return out;
    if (state.critical === null) out.push(violation('smc/production/not-rolled', CITE.stdCityProduction));
    if (state.produced[p.id] !== undefined) out.push(violation('smc/production/already-produced', CITE.turnSequence, { player: p.id }));
    const given = Object.keys(entry.cityValues);
    if (setup.rules === 'standard') {
      if (given.length > 0) out.push(violation('smc/rules/advanced-only', CITE.stdCityProduction, { what: 'city-values' }));
    } else {
      // Advanced Rules: City Production: the printed value of every settlement's city card (R-S1).
      const regions = new Set(p.settlements.map((s) => s.region));
      for (const s of p.settlements)
        if (entry.cityValues[s.region] === undefined) out.push(violation('smc/production/city-value-missing', CITE.advCityProduction, { region: s.region }));
      for (const r of given) if (!regions.has(r)) out.push(violation('smc/settlement/not-owned', CITE.advCityProduction, { player: p.id, region: r }));
    }
    return out;
  },
  apply: (state, entry, setup) => {
    const breakdown = productionFor(setup, state, entry.player, entry.cityValues);
    const next = updatePlayer(state, entry.player, (p) => ({ ...p, gold: p.gold + breakdown.total }));
    return findPlayer(next, entry.player) === undefined ? state : { ...next, produced: { ...next.produced, [entry.player]: breakdown } };
  },
};
