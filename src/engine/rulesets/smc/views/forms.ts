/**
 * What the smc phase forms offer and preview beyond views/index.ts: a purchase's price and the gold
 * left before it is recorded, the battle helper's fields and its preview of a round with the dice the
 * table rolled, unit levels, the eras whose units may be sold and the die's faces. The UI renders
 * these and decides nothing.
 */
import type { RuleCitation, Violation } from '../../../types';
import { canFight, resolveRound, rollRange, unitAt, type FighterStrength, type RoundLoser } from '../calc/battle';
import { CITE } from '../cite';
import { roundStrengths } from '../entries/battle';
import { runPurchase } from '../entries/purchase';
import type { BattleSide, PurchaseItem } from '../entries/types';
import type { SmcSetup } from '../setup';
import { findPlayer, type SmcState } from '../state';
import { DICE_SIDES, STRENGTH_TABLE } from '../data';

export { smcFeatures, type SmcFeatures } from '../features';
import { ERAS, UNIT_KINDS, type Era, type UnitKind } from '../vocab';

export interface PurchasePreview {
  readonly gold: number;
  /** What the items cost together (fees included), or null while the engine refuses them. */
  readonly price: number | null;
  readonly goldAfter: number | null;
  readonly violations: readonly Violation[];
}

/**
 * A purchase as the player builds it: the engine's own purchase run (entries/purchase.ts) on the
 * current state, so the price shown is the price the entry will be charged. Sold units give gold
 * back (advanced), so `price` may be negative.
 */
export function purchasePreview(setup: SmcSetup, state: SmcState, player: string, items: readonly PurchaseItem[]): PurchasePreview {
  const gold = findPlayer(state, player)?.gold ?? 0;
  if (items.length === 0) return { gold, price: 0, goldAfter: gold, violations: [] };
  const run = runPurchase(setup, state, { kind: 'purchase', player, items });
  if (run.violations.length > 0) return { gold, price: null, goldAfter: null, violations: run.violations };
  const after = findPlayer(run.state, player)?.gold ?? gold;
  return { gold, price: gold - after, goldAfter: after, violations: [] };
}

export interface SidePreview {
  readonly strength: FighterStrength;
  /** The smallest and largest sum the dice can show (How to resolve battles). */
  readonly min: number;
  readonly max: number;
  /** Advanced rules: the unit's name at its level (Military Units Strength Table), or null. */
  readonly unitName: string | null;
  /** Dice plus modifiers, once the roll is entered. */
  readonly total: number | null;
}

export interface BattlePreview {
  readonly attacker: SidePreview;
  readonly defender: SidePreview;
  readonly canFight: boolean;
  /** Who loses the round with the rolls entered (a tie eliminates both), or null without rolls. */
  readonly loser: RoundLoser | null;
  readonly cite: readonly RuleCitation[];
}

/** The battle helper: dice, modifiers and (with both rolls) the round's loser. */
export function battlePreview(setup: SmcSetup, state: SmcState, attacker: BattleSide, defender: BattleSide, rolled: boolean): BattlePreview {
  const s = roundStrengths(setup, state, { kind: 'battle-round', attacker, defender });
  const side = (b: BattleSide, strength: FighterStrength): SidePreview => {
    const { min, max } = rollRange(strength);
    return {
      strength,
      min,
      max,
      unitName: setup.rules === 'advanced' ? (unitAt(b.era, b.unit, b.level)?.name ?? null) : null,
      total: rolled ? b.roll + strength.bonus : null,
    };
  };
  const result = rolled ? resolveRound(s.attacker, attacker.roll, s.defender, defender.roll) : null;
  return {
    attacker: side(attacker, s.attacker),
    defender: side(defender, s.defender),
    canFight: canFight(attacker.unit, defender.unit),
    loser: result?.loser ?? null,
    cite: setup.rules === 'standard' ? [CITE.stdBattleDice, CITE.stdBattles] : [CITE.advBattleModifiers, CITE.stdBattles],
  };
}

/** Advanced rules: how many levels a unit kind has in an era (the level picker's range). */
export const unitLevels = (era: Era, kind: UnitKind): number => STRENGTH_TABLE[era][kind].length;

/** Military Units: the units that fight a round; aircraft only support (canFight). */
export const BATTLE_UNITS: readonly UnitKind[] = UNIT_KINDS.filter((k) => k !== 'aircraft');

/** What the battle form asks for one side under the game's rules. */
export interface BattleSideFields {
  /** Advanced Rules, Military Units Strength Table: the unit's levels in its era; 1 (no choice) in standard. */
  readonly levels: number;
  /** An aircraft's levels (Advanced: Biplane 1 .. Stealth Aircraft 4, its dice); standard: any aircraft adds one die. */
  readonly aircraftLevels: number;
  /** Advanced Rules, Defending a Settlement: +1 (or a wonder's defence). */
  readonly defendingSettlement: boolean;
}

export function battleSideFields(setup: SmcSetup, side: Pick<BattleSide, 'era' | 'unit'>): BattleSideFields {
  const advanced = setup.rules === 'advanced';
  return {
    levels: advanced ? unitLevels(side.era, side.unit) : 1,
    aircraftLevels: advanced ? unitLevels('modern', 'aircraft') : 1,
    defendingSettlement: advanced,
  };
}

/** A die the table rolls and enters (Critical Resource Table, Game Length): its faces 1..DICE_SIDES. */
export const DIE_FACES = { min: 1, max: DICE_SIDES } as const;

/** Advanced Rules, Selling Military units: units of the eras before the current one may be sold. */
export const sellableEras = (state: SmcState): readonly Era[] => ERAS.slice(0, ERAS.indexOf(state.era));
