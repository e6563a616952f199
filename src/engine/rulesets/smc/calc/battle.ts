/**
 * The battle helper: how many dice a chosen unit rolls and which modifiers it adds (Dice and
 * modifiers), and who loses a round once the table has rolled real dice and entered the results.
 */
import type { RuleCitation } from '../../../types';
import { CITE } from '../cite';
import { DEFENDING_SETTLEMENT_BONUS, DICE_SIDES, STANDARD_AIRCRAFT_DICE, STRENGTH_TABLE, SUPERIOR_TO, TECHNOLOGIES_PER_BATTLE_POINT } from '../data';
import { ERA_NUMBER, isArmy, type Era, type RuleSet, type UnitKind } from '../vocab';

export interface Fighter {
  /** The unit's own era: it rolls that era's number of dice. */
  readonly era: Era;
  /** Infantry, cavalry, artillery or fleet (aircraft only support, never fight alone). */
  readonly kind: UnitKind;
  /** Advanced rules: 1-based level in the Military Units Strength Table. Ignored in standard. */
  readonly level: number;
  /** An aircraft fighting with the unit: its level (advanced: dice added), or null. */
  readonly aircraft: number | null;
  /** Standard rules: technologies owned, for Scientific Superiority. */
  readonly technologies: number;
  /** Advanced rules: defending a land region with one of his settlements. */
  readonly defendingSettlement: boolean;
  /** Advanced rules: a wonder's printed bonus for defending a settlement, replacing the usual +1. */
  readonly wonderDefence?: number | null;
}

export type ModifierKind = 'battlefield' | 'scientific' | 'unit' | 'defending';
export interface BattleModifier {
  readonly kind: ModifierKind;
  readonly value: number;
  readonly cite: RuleCitation;
}

export interface FighterStrength {
  readonly dice: number;
  readonly aircraftDice: number;
  readonly modifiers: readonly BattleModifier[];
  /** Sum of the modifiers: the total is the dice rolled plus this. */
  readonly bonus: number;
}

/** Advanced Rules: Military Units Strength Table: the unit's name and bonus at a level. */
export const unitAt = (era: Era, kind: UnitKind, level: number) => STRENGTH_TABLE[era][kind][level - 1];

/** Dice and modifiers of one fighter against the opponent's chosen unit, in the current era. */
export function fighterStrength(rules: RuleSet, currentEra: Era, me: Fighter, opponent: Pick<Fighter, 'kind'>): FighterStrength {
  const modifiers: BattleModifier[] = [];
  // Battlefield Superiority: add the current era's number (1..4) when your army kind beats theirs.
  if (isArmy(me.kind) && isArmy(opponent.kind) && SUPERIOR_TO[me.kind] === opponent.kind) {
    modifiers.push({ kind: 'battlefield', value: ERA_NUMBER[currentEra], cite: CITE.battlefieldSuperiority });
  }
  let aircraftDice = 0;
  if (rules === 'standard') {
    const science = Math.floor(me.technologies / TECHNOLOGIES_PER_BATTLE_POINT);
    if (science > 0) modifiers.push({ kind: 'scientific', value: science, cite: CITE.scientificSuperiority });
    if (me.aircraft !== null) aircraftDice = STANDARD_AIRCRAFT_DICE;
  } else {
    const bonus = unitAt(me.era, me.kind, me.level)?.bonus ?? 0;
    if (bonus > 0) modifiers.push({ kind: 'unit', value: bonus, cite: CITE.advUnitModifiers });
    if (me.defendingSettlement) {
      // Defending a Settlement: +1, or a wonder's printed defence while its era lasts (the Great Wall's +2).
      const wonder = me.wonderDefence ?? null;
      modifiers.push(
        wonder === null
          ? { kind: 'defending', value: DEFENDING_SETTLEMENT_BONUS, cite: CITE.advDefending }
          : { kind: 'defending', value: wonder, cite: CITE.advWonders },
      );
    }
    // Biplane adds 1 die .. Stealth Aircraft 4: the level is the number of dice.
    if (me.aircraft !== null) aircraftDice = me.aircraft;
  }
  return { dice: ERA_NUMBER[me.era], aircraftDice, modifiers, bonus: modifiers.reduce((s, m) => s + m.value, 0) };
}

/** The smallest and largest sum the fighter's dice can show. */
export function rollRange(s: FighterStrength): { readonly min: number; readonly max: number } {
  const n = s.dice + s.aircraftDice;
  return { min: n, max: n * DICE_SIDES };
}

export type RoundLoser = 'attacker' | 'defender' | 'both';
export interface RoundResult {
  readonly attackerTotal: number;
  readonly defenderTotal: number;
  /** How to resolve battles, step 6: highest wins; a tie eliminates both units. */
  readonly loser: RoundLoser;
}

export function resolveRound(attacker: FighterStrength, attackerRoll: number, defender: FighterStrength, defenderRoll: number): RoundResult {
  const attackerTotal = attackerRoll + attacker.bonus;
  const defenderTotal = defenderRoll + defender.bonus;
  const loser: RoundLoser = attackerTotal > defenderTotal ? 'defender' : attackerTotal < defenderTotal ? 'attacker' : 'both';
  return { attackerTotal, defenderTotal, loser };
}

/** Military Units: fleets cannot attack armies, nor armies fleets; aircraft only support. */
export function canFight(a: UnitKind, b: UnitKind): boolean {
  if (a === 'aircraft' || b === 'aircraft') return false;
  return (a === 'fleet') === (b === 'fleet');
}
