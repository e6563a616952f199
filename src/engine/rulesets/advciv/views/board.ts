/**
 * What the board-phase forms show while the table types (pure): population expansion (20), ship
 * costs (22), a city attack's needs (24.3-24.5) and city support (26.31). The entry handlers remain
 * the judges of what is recorded; these say what the rule gives for the numbers typed so far.
 */
import type { RuleCitation } from '../../../types';
import { cityAttackView, PIRATES, type CityAttackView } from '../entries/city-attack';
import { growthOf, type PopulationEntry } from '../entries/population';
import type { NationId } from '../nations';
import { SUPPORT_PER_CITY, shipCostRange } from '../phases';
import type { AdvCivSetup } from '../setup';
import { playerOf, type AdvCivState } from '../state';
import { rulesetOf } from '../entries/context';
import { barbarianControllerOf, type barbarianController } from '../variants/barbarians';

const c = (rule: string, ruling?: string): RuleCitation => (ruling === undefined ? { doc: 'advciv', rule } : { doc: 'advciv', rule, ruling });

export interface AreasInput {
  readonly one: number | null;
  readonly more: number | null;
}

export interface PopulationRow {
  readonly nation: NationId;
  /** The stock must be counted (20.2): the engine does not know it. */
  readonly askStock: boolean;
  /** Tokens the areas call for and tokens added (limited by stock), once the row is typed. */
  readonly due: number | null;
  readonly added: number | null;
  readonly cite: readonly RuleCitation[];
}

/**
 * Variant 39.4 (20.4): who controls the Barbarian population expansion this turn, the player with the
 * fewest tokens on the board (those he left last turn where known, else his last census); null without
 * the variant or before anything is counted.
 */
export function barbarianExpansion(setup: AdvCivSetup, state: AdvCivState): ReturnType<typeof barbarianController> {
  if (!setup.variants.includes('39.4')) return null;
  return barbarianControllerOf(state);
}

/** The population form: every active player (inert nations do not grow, 15.61, R-A1). */
export function populationPreview(
  state: AdvCivState,
  areas: Readonly<Partial<Record<NationId, AreasInput>>>,
  stock: Readonly<Partial<Record<NationId, number>>>,
): readonly PopulationRow[] {
  return state.players
    .filter((p) => p.status === 'active')
    .map((p) => {
      const a = areas[p.nation];
      const typed = a !== undefined && a.one !== null && a.more !== null ? { one: a.one, more: a.more } : undefined;
      const g = typed === undefined ? undefined : growthOf(p, typed, stock[p.nation]);
      const short = g !== undefined && g.added !== null && g.added < g.due;
      return {
        nation: p.nation,
        askStock: p.stock === null,
        due: g?.due ?? null,
        added: g?.added ?? null,
        cite: short ? [c('20.1'), c('20.2')] : [c('20.1')],
      };
    });
}

/** The entry the population form makes, or null until every row is typed. */
export function populationEntryOf(
  state: AdvCivState,
  areas: Readonly<Partial<Record<NationId, AreasInput>>>,
  stock: Readonly<Partial<Record<NationId, number>>>,
): PopulationEntry | null {
  const out: Partial<Record<NationId, { one: number; more: number }>> = {};
  for (const p of state.players) {
    if (p.status !== 'active') continue;
    const a = areas[p.nation];
    if (a === undefined || a.one === null || a.more === null) return null;
    out[p.nation] = { one: a.one, more: a.more };
  }
  const counted = Object.fromEntries(Object.entries(stock).filter(([n]) => playerOf(state, n as NationId)?.stock === null));
  return Object.keys(counted).length > 0 ? { kind: 'population', areas: out, stock: counted } : { kind: 'population', areas: out };
}

export interface ShipsPreview {
  /** What keeping `ships` costs (22.1, 22.3; 22.5 with variant 39.1). */
  readonly least: number;
  readonly most: number;
  /** Ships in play that need upkeep this turn (22.3). */
  readonly upkeep: number;
  readonly cite: readonly RuleCitation[];
}

export function shipsPreview(setup: AdvCivSetup, state: AdvCivState, nation: NationId, ships: number): ShipsPreview {
  const p = playerOf(state, nation);
  const free = (rulesetOf(setup).freeShips ?? []).filter((f) => f.nation === nation && f.turn === state.turn);
  const cost = shipCostRange(
    p?.ships ?? 0,
    ships,
    free.reduce((n, f) => n + f.ships, 0),
  );
  return { ...cost, upkeep: p?.ships ?? 0, cite: [c('22.1'), c('22.3'), ...free.map((f) => f.cite)] };
}

export interface CityAttackPreview extends CityAttackView {
  readonly cite: readonly RuleCitation[];
}

/** Who may attack (active players) and whose cities stand (players with cities, Pirate cities, 24.34). */
export function cityAttackSides(state: AdvCivState): { readonly attackers: readonly NationId[]; readonly defenders: readonly (NationId | typeof PIRATES)[] } {
  return {
    attackers: state.players.filter((p) => p.status === 'active').map((p) => p.nation),
    defenders: [...state.players.filter((p) => p.cities > 0).map((p) => p.nation), PIRATES],
  };
}

export function cityAttackPreview(state: AdvCivState, attacker: NationId, defender: NationId | typeof PIRATES, stock?: number): CityAttackPreview {
  return { ...cityAttackView(state, attacker, defender, stock), cite: [c('24.31'), c('24.32'), c('24.35'), c('24.52')] };
}

export interface SupportRow {
  readonly nation: NationId;
  readonly cities: number;
  /** Tokens needed on the board: two per city (26.31). */
  readonly needed: number;
  readonly cite: readonly RuleCitation[];
}

/** City support for the cities typed (26.31). */
export function supportPreview(state: AdvCivState, cities: Readonly<Partial<Record<NationId, number>>>): readonly SupportRow[] {
  return state.players
    .filter((p) => p.status === 'active')
    .map((p) => {
      const n = cities[p.nation] ?? p.cities;
      return { nation: p.nation, cities: n, needed: SUPPORT_PER_CITY * n, cite: [c('26.31'), c('26.41')] };
    });
}
