/** Shared checks and helpers of the smc entry handlers. */
import type { RuleCitation, Violation } from '../../../types';
import { violation } from '../violations';
import { CITE } from '../cite';
import { activePlayers, findPlayer, type PlayerState, type SmcState, type UnitCounts } from '../state';
import type { Phase } from '../vocab';
import type { UnitGroup } from './types';

export { violation } from '../violations';

/** No entry after the game is over; the entry's phase must be the current phase. */
export function guard(state: SmcState, phases: readonly Phase[] | 'any'): readonly Violation[] {
  if (state.over !== null) return [violation('smc/game/over', CITE.stdEnd)];
  if (phases !== 'any' && !phases.includes(state.phase))
    return [violation('smc/phase/wrong-phase', CITE.turnPhases, { phase: state.phase, expected: [...phases] })];
  return [];
}

/** The player must be in the game and not eliminated. */
export function activePlayer(state: SmcState, id: string, out: Violation[]): PlayerState | undefined {
  const p = findPlayer(state, id);
  if (p === undefined) out.push(violation('smc/player/unknown', CITE.turnSequence, { player: id }));
  else if (p.eliminated) out.push(violation('smc/player/eliminated', CITE.advLosingSettlements, { player: id }));
  else return p;
  return undefined;
}

export const isActive = (state: SmcState, id: string): boolean => activePlayers(state).some((p) => p.id === id);

/** Checks a player owns the listed units (summing repeated groups). */
export function checkUnits(player: PlayerState, groups: readonly UnitGroup[], cite: RuleCitation, out: Violation[]): void {
  const need = new Map<string, number>();
  for (const g of groups) need.set(`${g.era}/${g.kind}`, (need.get(`${g.era}/${g.kind}`) ?? 0) + g.count);
  for (const g of groups) {
    const wanted = need.get(`${g.era}/${g.kind}`) ?? 0;
    const owned = player.units[g.era][g.kind];
    if (wanted > owned) {
      out.push(violation('smc/units/not-enough', cite, { player: player.id, era: g.era, unit: g.kind, count: wanted, owned }));
      need.delete(`${g.era}/${g.kind}`);
    }
  }
}

export function moveUnits(units: UnitCounts, groups: readonly UnitGroup[], sign: 1 | -1): UnitCounts {
  let u = units;
  for (const g of groups) u = { ...u, [g.era]: { ...u[g.era], [g.kind]: u[g.era][g.kind] + sign * g.count } };
  return u;
}
