/**
 * The calamity phase entry's handler (advciv 29-30, phase 11): valid when the phase resolves without
 * a violation (calamity-resolution.ts), and its effects on the state: the board after the city-support
 * check (29.8), what the phase leaves for this turn's purchases and hands (30.312, 31.83) and the late
 * arrival who entered at a Civil War (15.52).
 */
import type { EntryHandler, HandlerTable } from '../../../game';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import type { AdvCivState, CalamityAftermath } from '../state';
import { rulesetOf } from './context';
import { enterLateArrival } from '../late-arrivals';
import type { CalamitiesEntry, CalamityEntry } from './calamity-entry';
import { explainCalamities } from './calamity-resolution';

/**
 * What the phase leaves for the purchase and hand entries of this turn: Grain shown against Famine
 * by Pottery holders (30.312: not usable for purchases until the next turn) and who drew Civil War
 * (variant 39.6, 31.83: his hand limit). The entry is valid here.
 */
function aftermathOf(state: AdvCivState, entry: CalamitiesEntry): CalamityAftermath {
  const grainShown: Partial<Record<NationId, number>> = {};
  for (const r of entry.resolutions) {
    for (const [n, g] of Object.entries(r.grain ?? {}) as [NationId, number][]) {
      if (g > 0 && state.players.find((p) => p.nation === n)?.cards.pottery !== undefined) grainShown[n] = (grainShown[n] ?? 0) + g;
    }
  }
  const calamitiesHeld: Partial<Record<NationId, number>> = {};
  for (const h of entry.held) calamitiesHeld[h.holder] = (calamitiesHeld[h.holder] ?? 0) + 1;
  return { grainShown, civilWar: entry.held.find((h) => h.calamity === 'civil-war')?.holder ?? null, calamitiesHeld, calamitiesTotal: entry.held.length };
}

export const calamities: EntryHandler<AdvCivState, CalamitiesEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    return explainCalamities(state, entry, setup).violations;
  },
  apply(state, entry, setup) {
    const phase = explainCalamities(state, entry, setup);
    // The tokens each player has left on the board (what the next turn's expansion grows from, 20.1).
    const boardMax: Partial<Record<NationId, number>> = { ...state.boardMax };
    for (const p of state.players) {
      const u = phase.final[p.nation];
      if (u !== undefined && p.status === 'active') boardMax[p.nation] = u.tokens;
    }
    const next: AdvCivState = {
      ...state,
      boardMax,
      aftermath: aftermathOf(state, entry),
      players: state.players.map((p) => {
        const u = phase.final[p.nation];
        if (u === undefined || p.status === 'inert') return p;
        return { ...p, cities: u.cities, stock: u.stock };
      }),
    };
    // 15.52: the late arrival joins with what he annexed, the victim's cards and A.S.T. position.
    const victim = phase.entered === undefined ? undefined : state.players.find((p) => p.nation === phase.entered?.victim);
    const units = phase.entered === undefined ? undefined : phase.final[phase.entered.entrant.nation];
    if (phase.entered === undefined || victim === undefined || units === undefined) return next;
    const joined = enterLateArrival(next, phase.entered.entrant, victim, units, rulesetOf(setup).nations);
    return { ...joined, boardMax: { ...joined.boardMax, [phase.entered.entrant.nation]: units.tokens } };
  },
};

/** The handlers CORE adds to the exhaustive advciv table. */
export const calamityHandlers: HandlerTable<AdvCivState, CalamityEntry, AdvCivSetup> = { calamities };
