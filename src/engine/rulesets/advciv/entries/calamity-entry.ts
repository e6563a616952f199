/**
 * What the calamity-phase entry records (advciv 29-30, phase 11): who holds which calamity and who
 * traded it (29.3-29.61), the two drawn for a player holding more (29.5, R-G3), the tokens on the
 * board at the end of trading, one resolution per calamity in the order of 29.6 with its map facts
 * and losses, the Monotheism conversions (32.941) and the city-support reductions (29.8); and the
 * board (units per nation) the phase is resolved on. The rules are in calamity-resolution.ts.
 */
import type { Assignment } from '../calc/calamity-requirements';
import type { HeldCalamity } from '../calc/calamity-order';
import type { LossBreakdown } from '../calc/calamity-losses';
import type { Units } from '../calc/civil-war';
import type { CalamityId } from '../commodities';
import type { NationId } from '../nations';

/** Civil War (30.412-30.415): the two selections of the first faction, Military's losses, the choice. */
export interface CivilWarDeclaration {
  /** Units the primary victim selects (30.4121-30.4122; none with Philosophy, 30.4124). */
  readonly primarySelects: Units;
  /** Units the beneficiary adds (30.4123; 15 unit points with Philosophy, 30.4124). */
  readonly beneficiarySelects: Units;
  /** 30.414: with Military, what each faction removes (five unit points each). */
  readonly military?: { readonly first: LossBreakdown; readonly second: LossBreakdown };
  /** 30.415: the faction the primary victim keeps. */
  readonly retained: 'first' | 'second';
  /** Variant 'capitals' (capitals 4.3): capital cities in the first faction (at least one if he has any). */
  readonly capitalsInFirst?: number;
  /**
   * Variant 39.9 with a late arrival entering (15.553-15.554): the first faction as the late arrival
   * completed it (he may also deselect units, and with Philosophy move one city); `beneficiarySelects`
   * is then unused (zero).
   */
  readonly firstFaction?: Units;
}

/** The resolution of one calamity. Fields a calamity does not use must be left out. */
export interface CalamityResolution {
  readonly calamity: CalamityId;
  /** Volcano/Earthquake: the primary victim has a city in an area a volcano touches (30.211, map fact). */
  readonly volcano?: boolean;
  /** Flood: unit points each player has on the flooded flood plain (30.511-30.513, map fact). */
  readonly floodPlain?: Readonly<Partial<Record<NationId, number>>>;
  /** Flood with variant 39.4: unit points of Barbarians and Pirate cities on the flooded plain (30.5121, map fact). */
  readonly floodPlainBarbarians?: number;
  /** Flood, Piracy: coastal cities per player (30.514, 30.911-30.912, map fact); default all cities. */
  readonly coastal?: Readonly<Partial<Record<NationId, number>>>;
  /** Famine: Grain cards each Pottery holder shows (30.312). */
  readonly grain?: Readonly<Partial<Record<NationId, number>>>;
  /** The primary victim's assignment of secondary losses (Famine, Flood, Epidemic, I&H, Piracy). */
  readonly assigned?: readonly Assignment<NationId>[];
  /** Earthquake: the other player whose adjacent city is reduced (30.212), or null if none (map fact). */
  readonly earthquakeVictim?: NationId | null;
  /** Variant 38.2 (30.5236): the beneficiary's Barbarian tokens left on the board (a map fact). */
  readonly barbarianSurvivors?: number;
  /** What each affected player removed (29.62). For Slave Revolt: the reductions, in order. */
  readonly losses?: Readonly<Partial<Record<NationId, LossBreakdown>>>;
  readonly civilWar?: CivilWarDeclaration;
}

export interface CalamitiesEntry {
  readonly kind: 'calamities';
  /** Every calamity card held at the end of trading, its holder and who traded it to him (29.61). */
  readonly held: readonly HeldCalamity<NationId>[];
  /** 29.5, R-G3: for a player holding more than two, the two drawn at the table. */
  readonly drawn?: Readonly<Partial<Record<NationId, readonly CalamityId[]>>>;
  /** Tokens on the board per active player at the end of trading (entered, R-G2). */
  readonly tokens: Readonly<Partial<Record<NationId, number>>>;
  /** One resolution per calamity that applies, in the order of 29.6. */
  readonly resolutions: readonly CalamityResolution[];
  /** 32.941: after the calamities, each Monotheism holder may convert the units of one area. */
  readonly conversions?: readonly Conversion[];
  /** 29.8, 26.31: per player, the tokens placed for each city reduced for lack of support, in order. */
  readonly support?: Readonly<Partial<Record<NationId, readonly number[]>>>;
}

/** One Monotheism conversion (32.941-32.942): the area held by `from` (a city, or tokens) becomes `by`'s. */
export interface Conversion {
  readonly by: NationId;
  readonly from: NationId;
  /** 1 if the area holds a city (then no tokens), else 0. */
  readonly cities: number;
  readonly tokens: number;
}

/** The union other modules add to the advciv entry union. */
export type CalamityEntry = CalamitiesEntry;

// ---------------------------------------------------------------------------------------------
// The board during the phase
// ---------------------------------------------------------------------------------------------

/** One nation's units during the phase: cities and tokens on the board, tokens in stock. */
export interface BoardUnits {
  readonly cities: number;
  readonly tokens: number;
  readonly stock: number;
}
export type Board = Readonly<Partial<Record<NationId, BoardUnits>>>;
