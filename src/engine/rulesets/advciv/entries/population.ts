/**
 * Population expansion entry (advciv 20, phase 2), one for the table: for every active player the
 * areas without cities that hold exactly one of his tokens and those that hold two or more (a map
 * fact, R-G2). The engine gives the tokens added: one and two per area (20.1), at most what is in
 * stock (20.2), never curtailed at will. Inert nations do not grow (15.61, R-A1).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { NationId } from '../nations';
import { POPULATION_GROWTH } from '../phases';
import type { AdvCivSetup } from '../setup';
import { playerOf, type AdvCivPlayer, type AdvCivState } from '../state';
import { violation } from '../violations';
import { tokensPerPlayer } from './context';

export interface PopulationAreas {
  readonly one: number;
  readonly more: number;
}

export interface PopulationEntry {
  readonly kind: 'population';
  readonly areas: Readonly<Partial<Record<NationId, PopulationAreas>>>;
  /** Tokens in stock before expansion, for players whose stock the engine does not know (20.2). */
  readonly stock?: Readonly<Partial<Record<NationId, number>>>;
  /** Tokens added, as counted at the table; absent = what the engine gives. */
  readonly added?: Readonly<Partial<Record<NationId, number>>>;
}

export interface Growth {
  readonly nation: NationId;
  /** Tokens the areas call for (20.1). */
  readonly due: number;
  /** Stock before expansion, or null when unknown. */
  readonly stock: number | null;
  /** Tokens added: the due, limited by stock (20.2); null while the stock is unknown. */
  readonly added: number | null;
}

/**
 * 20.1: the tokens an area counted holds at least: one in an area "containing only one" of his
 * tokens, two in one "containing two or more".
 */
export const AREA_TOKENS = { one: 1, more: 2 } as const;

/**
 * 20.1: the tokens on his board the areas entered need (one each for lone tokens, two each for areas
 * of two or more). One source for the entry's refusal (population/areas-beyond-tokens) and the two
 * boxes' ranges (views/ranges.ts populationRanges).
 */
export const tokensInAreas = (areas: PopulationAreas): number => areas.one * AREA_TOKENS.one + areas.more * AREA_TOKENS.more;

/** What population expansion gives one player (20.1, 20.2). */
export function growthOf(p: Pick<AdvCivPlayer, 'nation' | 'stock'>, areas: PopulationAreas, stock?: number): Growth {
  const due = areas.one * POPULATION_GROWTH.one + areas.more * POPULATION_GROWTH.more;
  const s = stock ?? p.stock;
  return { nation: p.nation, due, stock: s, added: s === null ? null : Math.min(due, s) };
}

export const population: EntryHandler<AdvCivState, PopulationEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    // The cursor stands on population only after this turn's population entry.
    if (state.phase === 'population') return [violation('population/already-entered', '20.1', { turn: state.turn })];
    const out: Violation[] = [];
    for (const p of state.players)
      if (p.status === 'active' && entry.areas[p.nation] === undefined) out.push(violation('player/missing', '20.1', { nation: p.nation }));
    for (const n of new Set([...Object.keys(entry.areas), ...Object.keys(entry.stock ?? {}), ...Object.keys(entry.added ?? {})]) as Set<NationId>) {
      const p = playerOf(state, n);
      if (p === undefined) {
        out.push(violation('player/unknown', '15.3', { nation: n }));
        continue;
      }
      // 15.61 as corrected by R-A1: an inert nation's population does not increase.
      if (p.status === 'inert') {
        out.push(violation('population/inert', '15.61', { nation: n }, 'R-A1'));
        continue;
      }
      const areas = entry.areas[n];
      if (areas === undefined) continue;
      const max = tokensPerPlayer(setup, n) - p.treasury;
      const entered = entry.stock?.[n];
      if (entered !== undefined && (entered < 0 || entered > max)) {
        out.push(violation('population/stock-out-of-range', ['20.2', '16.1'], { nation: n, stock: entered, max }));
        continue;
      }
      const g = growthOf(p, areas, entered);
      if (g.stock === null || g.added === null) {
        out.push(violation('population/stock-unknown', '20.2', { nation: n }));
        continue;
      }
      // 20.1: each area counted holds one token, or at least two.
      const board = max - g.stock;
      if (tokensInAreas(areas) > board)
        out.push(violation('population/areas-beyond-tokens', '20.1', { nation: n, one: areas.one, more: areas.more, tokens: board }));
      const added = entry.added?.[n];
      if (added !== undefined && added !== g.added) out.push(violation('population/wrong-count', ['20.1', '20.2'], { nation: n, added, expected: g.added }));
    }
    return out;
  },
  apply(state, entry) {
    return {
      ...state,
      players: state.players.map((p) => {
        const areas = entry.areas[p.nation];
        if (areas === undefined || p.status === 'inert') return p;
        const g = growthOf(p, areas, entry.stock?.[p.nation]);
        return g.stock === null || g.added === null ? p : { ...p, stock: g.stock - g.added };
      }),
    };
  },
};
