/**
 * Ships entry (advciv 22, phase 4): ships in play after building and maintenance, and how they were
 * paid: from treasury, by a levy of tokens from the board, or both (22.1, 22.3). At most four ships
 * (22.4); one entry per player per turn. Building costs two, keeping a ship already in play one
 * (22.1, 22.3); a ship may be left unmaintained and rebuilt elsewhere in the same phase (22.3), so the
 * payment lies between keeping every ship and rebuilding them all (phases.ts). A ship in play that no
 * entry maintains this turn is returned to stock once the phase is passed (22.3).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { NationId } from '../nations';
import { shipCostRange } from '../phases';
import type { AdvCivSetup } from '../setup';
import { PHASES, withPlayer, type AdvCivState, type PhaseId } from '../state';
import { violation } from '../violations';
import { activePlayer, isViolation, rulesetOf } from './context';

export interface ShipsEntry {
  readonly kind: 'ships';
  readonly nation: NationId;
  readonly ships: number;
  readonly treasury: number;
  /** Tokens levied from the board (22.1, 22.3); absent in entries made before levies were kept (payment then not checked in full). */
  readonly levy?: number;
}

export const ships: EntryHandler<AdvCivState, ShipsEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    const p = activePlayer(state, entry.nation);
    if (isViolation(p)) return [p];
    if (state.shipsEntered?.includes(entry.nation)) return [violation('ships/already-entered', '22.1', { nation: entry.nation })];
    const out: Violation[] = [];
    const r = rulesetOf(setup);
    const max = r.limits.ships;
    if (entry.ships > max) out.push(violation('ships/too-many', '22.4', { ships: entry.ships, max }));
    // Variant 39.1 (22.5): a ship built at no cost this turn costs no treasury.
    const free = (r.freeShips ?? []).filter((f) => f.nation === entry.nation && f.turn === state.turn);
    const freeCount = free.reduce((n, f) => n + f.ships, 0);
    const cost = shipCostRange(p.ships, entry.ships, freeCount);
    const withFree = (v: Violation): Violation => (freeCount > 0 && entry.ships > p.ships ? { ...v, cite: [...v.cite, ...free.map((f) => f.cite)] } : v);
    const levy = entry.levy ?? 0;
    const most = Math.min(p.treasury, cost.most);
    if (entry.treasury > most) out.push(withFree(violation('ships/treasury-overspent', ['22.1', '22.3'], { treasury: entry.treasury, max: most })));
    // 22.1: the levy comes from the tokens on the board (counted at this turn's census).
    const board = state.boardMax?.[entry.nation];
    if (board !== undefined && levy > board) out.push(violation('ships/levy-out-of-range', '22.1', { nation: entry.nation, levy, max: board }));
    const paid = entry.treasury + levy;
    if (entry.treasury <= most && paid > cost.most)
      out.push(withFree(violation('ships/overpaid', ['22.1', '22.3'], { nation: entry.nation, paid, max: cost.most })));
    // An entry without `levy` (the shape made before levies were kept) may have been paid by levy.
    if (entry.levy !== undefined && paid < cost.least)
      out.push(withFree(violation('ships/unpaid', ['22.1', '22.3'], { nation: entry.nation, paid, due: cost.least })));
    return out;
  },
  apply(state, entry) {
    const next = withPlayer(state, entry.nation, (p) => ({
      ...p,
      ships: entry.ships,
      treasury: p.treasury - entry.treasury,
      // 22.2: all tokens spent on ships are returned to stock.
      stock: p.stock === null ? null : p.stock + entry.treasury + (entry.levy ?? 0),
    }));
    const board = state.boardMax?.[entry.nation];
    const boardMax = board === undefined ? state.boardMax : { ...state.boardMax, [entry.nation]: board - (entry.levy ?? 0) };
    return { ...next, shipsEntered: [...(state.shipsEntered ?? []), entry.nation], ...(boardMax === undefined ? {} : { boardMax }) };
  },
};

/**
 * 22.3: ships not maintained are returned to stock. When an entry moves the turn past ship
 * construction, every active player with ships in play and no ships entry this turn loses them.
 */
export function returnUnmaintainedShips(state: AdvCivState, phase: PhaseId | null): AdvCivState {
  const at = PHASES.indexOf('ships');
  const from = state.phase === null ? -1 : PHASES.indexOf(state.phase);
  if (phase === null || PHASES.indexOf(phase) <= at || from > at) return state;
  const kept = state.shipsEntered ?? [];
  if (!state.players.some((p) => p.status === 'active' && p.ships > 0 && !kept.includes(p.nation))) return state;
  return { ...state, players: state.players.map((p) => (p.status === 'active' && p.ships > 0 && !kept.includes(p.nation) ? { ...p, ships: 0 } : p)) };
}
