/**
 * The derived state of an smc game (never stored: replay the log to get it) and the small pure
 * helpers that read and update it. Every update returns a new object.
 */
import type { Params, RuleCitation } from '../../types';
import type { RegionFacts, SmcSetup, TechnologyCard } from './setup';
import { STARTING_GOLD, STARTING_SETTLERS, STARTING_SWORDSMEN } from './data';
import { ERAS, UNIT_KINDS, type Era, type MilestoneId, type Phase, type Resource, type SettlementSize, type UnitKind, type VictoryKind } from './vocab';

export interface Settlement extends RegionFacts {
  readonly size: SettlementSize;
  /** The turn it was founded (0 = set-up); Advanced Rules: no upgrade on the turn it is built. */
  readonly foundedTurn: number;
  /** The last turn it was upgraded: one size per settlement per turn (Upgrading settlements). */
  readonly upgradedTurn: number | null;
}

/** How a technology or wonder came to its owner. */
export type Acquisition = 'start' | 'purchase' | 'free' | 'trade' | 'conquest' | 'claim';

export interface OwnedTechnology {
  /** Standard: `ancient-3` (the third ancient card taken); advanced: the card's name. */
  readonly id: string;
  readonly era: Era;
  /** Advanced rules: the printed card, entered by the table (R-S1). Null in the standard rules. */
  readonly card: TechnologyCard | null;
  readonly how: Acquisition;
}

export interface OwnedWonder {
  /** Standard: the milestone that earned it (`ancient-villages`); advanced: the wonder's name. */
  readonly id: string;
  readonly era: Era;
  readonly how: Acquisition;
}

export type UnitCounts = Readonly<Record<Era, Readonly<Record<UnitKind, number>>>>;

export interface PlayerState {
  readonly id: string;
  readonly gold: number;
  readonly settlements: readonly Settlement[];
  readonly settlers: number;
  readonly units: UnitCounts;
  readonly technologies: readonly OwnedTechnology[];
  readonly wonders: readonly OwnedWonder[];
  /** Advanced rules: city improvements bought this era (returned when the era ends). */
  readonly improvements: readonly string[];
  /** Advanced Rules: Losing Settlements: lost the last settlement. */
  readonly eliminated: boolean;
}

/** A resource city card lent for the turn (Trade Phase): counts for the holder until returned. */
export interface Loan {
  readonly from: string;
  readonly to: string;
  readonly region: string;
}

export type EraEndTrigger = 'third-technology' | 'last-technology' | 'next-era-technology';
export interface EraEnd {
  readonly player: string;
  readonly trigger: EraEndTrigger;
}
export interface GameEnd {
  readonly victory: VictoryKind;
  readonly player: string | null;
}

/** One component of a player's production (Production Phase), citing its rule (calc/production.ts computes it). */
export type ProductionPart = 'cities' | 'critical' | 'technology-resources' | 'resources' | 'monopoly' | 'minimum';

export interface ProductionLine {
  readonly part: ProductionPart;
  readonly gold: number;
  readonly cite: RuleCitation;
  readonly params: Params;
  /** `table` where the number was entered by the players (advanced city-card values, R-S1). */
  readonly source: 'rules' | 'table';
}

/** A player's production: the components and what he collects. */
export interface ProductionBreakdown {
  readonly lines: readonly ProductionLine[];
  /** Sum of the components before the 10-gold minimum. */
  readonly subtotal: number;
  /** What the player collects. */
  readonly total: number;
}

export interface SmcState {
  readonly turn: number;
  readonly era: Era;
  readonly phase: Phase;
  readonly startingPlayer: string;
  /** In setup order (clockwise seating). */
  readonly players: readonly PlayerState[];
  /** This turn's critical resource roll (Production Phase). */
  readonly critical: { readonly dice: readonly [number, number]; readonly resource: Resource } | null;
  /** This turn's production, per player who has collected. */
  readonly produced: Readonly<Record<string, ProductionBreakdown>>;
  readonly loans: readonly Loan[];
  /** Standard rules: the player who claimed each milestone's wonder. */
  readonly claims: Readonly<Partial<Record<MilestoneId, string>>>;
  /** Advanced rules: technologies of eliminated players, still in play but unowned. */
  readonly setAside: readonly TechnologyCard[];
  /** Set when an era's end is triggered; the next era begins at the start of the next turn. */
  readonly eraEnd: EraEnd | null;
  /** Set when the game's end is triggered; it ends at the end of this turn. */
  readonly gameEnd: GameEnd | null;
  /** Set once the game is over: no more entries. */
  readonly over: GameEnd | null;
  /** Standard rules: technology cards taken so far per era (ids and the era's supply). */
  readonly taken: Readonly<Record<Era, number>>;
  /**
   * Advanced rules: game pieces (units and settlers) each player has bought this turn, against
   * the placement limit (Purchasing Military Units). Reset when the turn ends.
   */
  readonly placed: Readonly<Record<string, number>>;
  /**
   * Settlers each player has bought this turn. A bought settler is placed where the player
   * already has a settlement, so it cannot found a village before it moves (next turn).
   */
  readonly settlersBought: Readonly<Record<string, number>>;
  /**
   * Players who have said they finished their purchase phase this turn, in the order they said it
   * (Turn Phases; Purchasing technologies: "When every player has finished their purchase phase").
   * Reset when the turn ends.
   */
  readonly finishedBuying: readonly string[];
}

export const noUnits = (): UnitCounts => Object.fromEntries(ERAS.map((e) => [e, Object.fromEntries(UNIT_KINDS.map((k) => [k, 0]))])) as unknown as UnitCounts;

export function addUnits(units: UnitCounts, era: Era, kind: UnitKind, delta: number): UnitCounts {
  return { ...units, [era]: { ...units[era], [kind]: units[era][kind] + delta } };
}

export const totalUnits = (units: UnitCounts): number => ERAS.reduce((s, e) => s + UNIT_KINDS.reduce((t, k) => t + units[e][k], 0), 0);

export function initialState(setup: SmcSetup): SmcState {
  const players = setup.players.map((p): PlayerState => {
    const technologies: OwnedTechnology[] =
      setup.rules === 'advanced' && p.startingTechnology !== null
        ? [{ id: p.startingTechnology.name, era: p.startingTechnology.era, card: p.startingTechnology, how: 'start' }]
        : [];
    return {
      id: p.id,
      gold: STARTING_GOLD,
      settlements: p.start.map((s) => ({ ...s, size: 1 as const, foundedTurn: 0, upgradedTurn: null })),
      settlers: STARTING_SETTLERS,
      units: addUnits(noUnits(), 'ancient', 'infantry', STARTING_SWORDSMEN),
      technologies,
      wonders: [],
      improvements: [],
      eliminated: false,
    };
  });
  return {
    turn: 1,
    era: 'ancient',
    phase: 'movement',
    startingPlayer: setup.firstPlayer,
    players,
    critical: null,
    produced: {},
    loans: [],
    claims: {},
    setAside: [],
    eraEnd: null,
    gameEnd: null,
    over: null,
    taken: { ancient: 0, medieval: 0, gunpowder: 0, modern: 0 },
    placed: {},
    settlersBought: {},
    finishedBuying: [],
  };
}

export const findPlayer = (state: SmcState, id: string): PlayerState | undefined => state.players.find((p) => p.id === id);

export function updatePlayer(state: SmcState, id: string, f: (p: PlayerState) => PlayerState): SmcState {
  return { ...state, players: state.players.map((p) => (p.id === id ? f(p) : p)) };
}

/** The player and settlement in a land region, if any (one settlement per region). */
export function settlementAt(state: SmcState, region: string): { readonly owner: PlayerState; readonly settlement: Settlement } | undefined {
  for (const owner of state.players) {
    const settlement = owner.settlements.find((s) => s.region === region);
    if (settlement !== undefined) return { owner, settlement };
  }
  return undefined;
}

export const countEra = (p: PlayerState, era: Era): number => p.technologies.filter((t) => t.era === era).length;

/** Advanced rules: names of all technologies in play (owned by someone or set aside). */
export function technologiesInPlay(state: SmcState): ReadonlySet<string> {
  return new Set([...state.players.flatMap((p) => p.technologies.map((t) => t.id)), ...state.setAside.map((c) => c.name)]);
}

/** Advanced Rules: Fees: who owns a technology (null if set aside or not in play). */
export function technologyOwner(state: SmcState, name: string): string | null {
  return state.players.find((p) => p.technologies.some((t) => t.id === name))?.id ?? null;
}

/** Players still in the game, in seating order. */
export const activePlayers = (state: SmcState): readonly PlayerState[] => state.players.filter((p) => !p.eliminated);
