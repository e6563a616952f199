/**
 * Ships entry (advciv 22, phase 4): ships in play after building and maintenance, and the treasury
 * spent on them (22.1, 22.3). At most four ships (22.4); treasury spent at most 2 per ship in play
 * afterwards (a ship may be left unmaintained and rebuilt elsewhere in the same phase, 22.3), and
 * never more than held.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import { withPlayer, type AdvCivState } from '../state';
import { violation } from '../violations';
import { activePlayer, isViolation, rulesetOf } from './context';

export interface ShipsEntry {
  readonly kind: 'ships';
  readonly nation: NationId;
  readonly ships: number;
  readonly treasury: number;
}

export const ships: EntryHandler<AdvCivState, ShipsEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    const p = activePlayer(state, entry.nation);
    if (isViolation(p)) return [p];
    const out: Violation[] = [];
    const r = rulesetOf(setup);
    const max = r.limits.ships;
    if (entry.ships > max) out.push(violation('ships/too-many', '22.4', { ships: entry.ships, max }));
    // Variant 39.1 (22.5): a ship built at no cost this turn costs no treasury.
    const free = (r.freeShips ?? []).filter((f) => f.nation === entry.nation && f.turn === state.turn);
    const freeBuilt = Math.min(
      Math.max(0, entry.ships - p.ships),
      free.reduce((n, f) => n + f.ships, 0),
    );
    const most = Math.min(p.treasury, 2 * (entry.ships - freeBuilt));
    if (entry.treasury > most) {
      const v = violation('ships/treasury-overspent', ['22.1', '22.3'], { treasury: entry.treasury, max: most });
      out.push(freeBuilt > 0 ? { ...v, cite: [...v.cite, ...free.map((f) => f.cite)] } : v);
    }
    return out;
  },
  apply(state, entry) {
    return withPlayer(state, entry.nation, (p) => ({
      ...p,
      ships: entry.ships,
      treasury: p.treasury - entry.treasury,
      stock: p.stock === null ? null : p.stock + entry.treasury,
    }));
  },
};
