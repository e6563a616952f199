/**
 * Exploration events a settler turns up (Exploration markers: Events): treasure (10 gold), a free
 * technology of the current era, a minor civilization (a village and an army for the roll's
 * winner). Plague losses depend on the map and are entered as a `lose` entry (R-G2).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { TREASURE_GOLD } from '../data';
import type { SmcSetup } from '../setup';
import { addUnits, updatePlayer, type SmcState } from '../state';
import { activePlayer, guard, violation } from './common';
import { CITE } from '../cite';
import { checkSite, foundSettlement } from './purchase';
import { checkTechnology, takeTechnology } from './technology';
import type { EntryOf } from './types';

export const explore: EntryHandler<SmcState, EntryOf<'explore'>, SmcSetup> = {
  validate: (state, entry, setup) => {
    const out: Violation[] = [...guard(state, ['movement'])];
    if (out.length > 0) return out;
    const p = activePlayer(state, entry.player, out);
    if (p === undefined) return out;
    const e = entry.event;
    // Settlers: "the only playing piece you can use to explore": treasure and a free technology go
    // to the finder, who needs a settler. A minor civilization goes to the roll's winner, who may
    // have none, so the entry names the winner and is not checked here.
    if (e.type !== 'minor-civilization' && p.settlers < 1) out.push(violation('smc/explore/no-settler', CITE.settlers, { player: p.id }));
    if (e.type === 'free-technology') out.push(...checkTechnology(setup, state, e.card, 'free'));
    if (e.type === 'minor-civilization') checkSite(state, e.site, 0, out);
    return out;
  },
  apply: (state, entry, setup) => {
    const e = entry.event;
    switch (e.type) {
      case 'treasure':
        return updatePlayer(state, entry.player, (p) => ({ ...p, gold: p.gold + TREASURE_GOLD }));
      case 'free-technology':
        return takeTechnology(setup, state, entry.player, e.card, 'free');
      case 'minor-civilization': {
        const settled = foundSettlement(state, entry.player, e.site);
        return updatePlayer(settled, entry.player, (p) => ({ ...p, units: addUnits(p.units, state.era, e.unit, 1) }));
      }
    }
  },
};
