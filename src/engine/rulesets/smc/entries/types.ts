/**
 * The smc entry union: one kind per thing the table records. Each kind has its handler module
 * (validate + apply); entries/index.ts maps every kind to its handler.
 */
import type { RegionFacts, TechnologyCard, UnitGroup } from '../setup';
import type { ArmyKind, Era, MilestoneId, UnitKind } from '../vocab';

export type { UnitGroup };

/**
 * One line of a purchase. `technology` names the technology that allows the unit, improvement or
 * upgrade in the advanced rules (Fees); the table reads it off the card (R-S1). Null in standard.
 * `era` is the era of the unit, improvement or standard technology bought ("You can only purchase
 * military units of the current era"; "When an era ends ... you can purchase the new era's
 * technologies on the purchase phase of the next game turn"): the engine refuses it if the rules
 * do not allow that era now. A line recorded without it (before the era was entered) means the era
 * in play.
 */
export type PurchaseItem =
  | { readonly item: 'army'; readonly kind: ArmyKind; readonly count: number; readonly technology: string | null; readonly era?: Era }
  | { readonly item: 'fleet'; readonly count: number; readonly technology: string | null; readonly era?: Era }
  | { readonly item: 'aircraft'; readonly count: number; readonly technology: string | null; readonly era?: Era }
  | { readonly item: 'settler'; readonly count: number }
  | { readonly item: 'village'; readonly site: RegionFacts }
  | { readonly item: 'upgrade'; readonly region: string; readonly technology: string | null }
  /** Standard: a generic card of `era` (card null); advanced: the printed card, whose era is printed on it. */
  | { readonly item: 'technology'; readonly card: TechnologyCard | null; readonly endRoll: number | null; readonly era?: Era }
  | { readonly item: 'improvement'; readonly name: string; readonly technology: string; readonly era?: Era }
  | { readonly item: 'colony-ship' }
  | { readonly item: 'sell'; readonly era: Era; readonly kind: UnitKind; readonly count: number };
export type PurchaseItemKind = PurchaseItem['item'];
export const PURCHASE_ITEMS = [
  'army',
  'fleet',
  'aircraft',
  'settler',
  'village',
  'upgrade',
  'technology',
  'improvement',
  'colony-ship',
  'sell',
] as const satisfies readonly PurchaseItemKind[];

export type ExploreEvent =
  | { readonly type: 'treasure' }
  | { readonly type: 'free-technology'; readonly card: TechnologyCard | null }
  | { readonly type: 'minor-civilization'; readonly site: RegionFacts; readonly unit: ArmyKind };
export const EXPLORE_EVENTS = ['treasure', 'free-technology', 'minor-civilization'] as const satisfies readonly ExploreEvent['type'][];

export interface BattleSide {
  readonly player: string;
  readonly era: Era;
  readonly unit: UnitKind;
  /** Advanced rules: the unit's level in the strength table (1 in standard). */
  readonly level: number;
  /** Level of a supporting aircraft (1 in standard), or null. */
  readonly aircraft: number | null;
  /** The sum the real dice showed. */
  readonly roll: number;
  readonly defendingSettlement: boolean;
  /**
   * Advanced rules: a wonder of the current era that raises the defence of settlements (the Great
   * Wall's +2 instead of the usual +1), with its printed bonus entered by the table (R-S1).
   * Absent or null when no wonder applies.
   */
  readonly wonder?: { readonly name: string; readonly bonus: number } | null;
}

export const DECLARED_VICTORIES = ['diplomatic', 'military'] as const;

export type SmcEntry =
  /** Ends the current phase; after the purchase phase, ends the turn. */
  | { readonly kind: 'advance-phase' }
  /** The starting player's 2d6 for the critical resource (Production Phase). */
  | { readonly kind: 'critical-roll'; readonly dice: readonly [number, number] }
  /** A player collects his production; advanced: printed city-card values by region (R-S1). */
  | { readonly kind: 'produce'; readonly player: string; readonly cityValues: Readonly<Record<string, number>> }
  /** Trade Phase: a resource card lent until the end of the production phase. */
  | { readonly kind: 'lend'; readonly from: string; readonly to: string; readonly region: string }
  /** Trade Phase: a permanent trade, one direction (a swap is two entries). */
  | {
      readonly kind: 'give';
      readonly from: string;
      readonly to: string;
      readonly gold: number;
      readonly technologies: readonly string[];
      readonly wonders: readonly string[];
      readonly settlements: readonly string[];
      readonly settlers: number;
      readonly units: readonly UnitGroup[];
    }
  | { readonly kind: 'purchase'; readonly player: string; readonly items: readonly PurchaseItem[] }
  /**
   * The player has finished his purchase phase this turn (Turn Phases; "When every player has
   * finished their purchase phase", Purchasing technologies): no more purchases from him this turn.
   * A player who buys nothing says so with this entry alone. Games recorded before it keep their
   * meaning: nobody has said he finished, and the table still ends the phase.
   */
  | { readonly kind: 'purchase-done'; readonly player: string }
  /** Standard Rules: Wonders: the player announces a milestone of the current era. */
  | { readonly kind: 'claim-wonder'; readonly player: string; readonly milestone: MilestoneId }
  | { readonly kind: 'explore'; readonly player: string; readonly event: ExploreEvent }
  /** One round of a battle: the chosen units, the dice the table rolled; the loser's unit is removed. */
  | { readonly kind: 'battle-round'; readonly attacker: BattleSide; readonly defender: BattleSide }
  /** Losses the map decides (plague, cargo of a sunk fleet): units, settlers, settlements reduced. */
  | { readonly kind: 'lose'; readonly player: string; readonly units: readonly UnitGroup[]; readonly settlers: number; readonly reduce: readonly string[] }
  /** A settlement taken in battle (Cities can only be captured when the owner has no units there). */
  | { readonly kind: 'capture'; readonly from: string; readonly to: string; readonly region: string }
  /** Advanced long game: the owner of the United Nations or the Apollo Program declares the end. */
  | { readonly kind: 'declare-victory'; readonly player: string; readonly victory: (typeof DECLARED_VICTORIES)[number] };

export type SmcEntryKind = SmcEntry['kind'];
export const ENTRY_KINDS = [
  'advance-phase',
  'critical-roll',
  'produce',
  'lend',
  'give',
  'purchase',
  'purchase-done',
  'claim-wonder',
  'explore',
  'battle-round',
  'lose',
  'capture',
  'declare-victory',
] as const satisfies readonly SmcEntryKind[];

/** A type-level check that ENTRY_KINDS lists every kind. */
type Missing = Exclude<SmcEntryKind, (typeof ENTRY_KINDS)[number]>;
export const ALL_KINDS_LISTED: Missing extends never ? true : never = true;

export type EntryOf<K extends SmcEntryKind> = Extract<SmcEntry, { readonly kind: K }>;
