/**
 * Pure views the smc screens need beyond views/index.ts: the turn's phase steps, a purchase's price and
 * the gold left before it is recorded, the battle helper's preview of a round with the dice the
 * table rolled, each player's holdings and gold ledger, and the log entry's gold effect. The UI
 * renders these and decides nothing.
 */
import type { LoggedEntry, RuleCitation, Violation } from '../../../types';
import { canFight, resolveRound, rollRange, unitAt, type FighterStrength, type RoundLoser } from '../calc/battle';
import type { ScorePart } from '../calc/score';
import { CITE } from '../cite';
import { roundStrengths } from '../entries/battle';
import { runPurchase } from '../entries/purchase';
import type { BattleSide, PurchaseItem, SmcEntry } from '../entries/types';
import { step } from '../../../log/replay';
import { smc } from '../game';
import type { SmcSetup } from '../setup';
import { findPlayer, totalUnits, type PlayerState, type SmcState } from '../state';
import { goldLedger, type GoldChange } from './index';
import { DICE_SIDES, STRENGTH_TABLE } from '../data';

export { smcFeatures, type SmcFeatures } from '../features';
import { ERAS, PHASES, RESOURCES, UNIT_KINDS, type Era, type Phase, type Resource, type UnitKind } from '../vocab';

export interface PhaseStep {
  readonly phase: Phase;
  readonly status: 'done' | 'current' | 'later';
}

/** Turn Phases: the four phases in order, with the current one (the state's phase). */
export function phaseSteps(state: SmcState): readonly PhaseStep[] {
  const at = PHASES.indexOf(state.phase);
  return PHASES.map((phase, i) => ({ phase, status: i < at ? 'done' : i === at ? 'current' : 'later' }));
}

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

export interface UnitLine {
  readonly era: Era;
  readonly kind: UnitKind;
  readonly count: number;
}

export interface Holdings {
  readonly player: string;
  readonly gold: number;
  readonly settlements: PlayerState['settlements'];
  readonly settlers: number;
  /** Units by era and kind, only those the player has. */
  readonly units: readonly UnitLine[];
  readonly unitTotal: number;
  readonly technologies: PlayerState['technologies'];
  readonly wonders: PlayerState['wonders'];
  readonly improvements: readonly string[];
  readonly eliminated: boolean;
  /** Resource cards held this turn: own ones not lent out plus those lent in (Trade Phase). */
  readonly resources: readonly Resource[];
}

/** What each player has, in seating order. */
export function holdings(state: SmcState, held: (player: string) => readonly Resource[]): readonly Holdings[] {
  return state.players.map((p) => ({
    player: p.id,
    gold: p.gold,
    settlements: p.settlements,
    settlers: p.settlers,
    units: ERAS.flatMap((era) => UNIT_KINDS.map((kind) => ({ era, kind, count: p.units[era][kind] }))).filter((u) => u.count > 0),
    unitTotal: totalUnits(p.units),
    technologies: p.technologies,
    wonders: p.wonders,
    improvements: p.improvements,
    eliminated: p.eliminated,
    resources: [...held(p.id)].sort((a, b) => RESOURCES.indexOf(a) - RESOURCES.indexOf(b)),
  }));
}

export interface LedgerLine extends GoldChange {
  /** The turn the entry was made in. */
  readonly turn: number;
  readonly delta: number;
}

/**
 * The gold ledger of one player (or all): every change with the entry that made it and its turn.
 * Gold only changes through entries, so the last line's `after` is the player's gold now.
 */
export function ledgerOf(setup: SmcSetup, entries: readonly LoggedEntry<SmcEntry>[], player: string | null = null): readonly LedgerLine[] {
  const at = entryContexts(setup, entries);
  return goldLedger(setup, entries)
    .filter((c) => player === null || c.player === player)
    .map((c) => ({ ...c, turn: at[c.index]?.turn ?? 1, delta: c.after - c.before }));
}

export interface EntryContext {
  /** The turn, era and phase the entry was made in (the state before it). */
  readonly turn: number;
  readonly era: Era;
  readonly phase: Phase;
}

/** The turn, era and phase of every entry, in one replay of the log. */
export function entryContexts(setup: SmcSetup, entries: readonly LoggedEntry<SmcEntry>[]): readonly EntryContext[] {
  let state = smc.initialState(setup);
  return entries.map((logged) => {
    const at = { turn: state.turn, era: state.era, phase: state.phase };
    state = step(smc, setup, state, logged.entry).state;
    return at;
  });
}

/**
 * Game Turn Sequence: this turn's order of play, the starting player first and then clockwise
 * (seating order), eliminated players left out.
 */
export function turnOrder(state: SmcState): readonly string[] {
  const n = state.players.length;
  const at = Math.max(
    0,
    state.players.findIndex((p) => p.id === state.startingPlayer),
  );
  return Array.from({ length: n }, (_, k) => state.players[(at + k) % n])
    .filter((p): p is PlayerState => p !== undefined && !p.eliminated)
    .map((p) => p.id);
}

/**
 * Who has still to buy this turn: in the purchase phase, the players in this turn's order of play
 * who have not said they finished their purchase phase (Turn Phases; Purchasing technologies:
 * "When every player has finished their purchase phase"). Empty in the other phases. The list is
 * information: the table may end the phase before it is empty (a player who buys nothing need not
 * say so, as in games recorded before the entry existed).
 */
export function stillToBuy(state: SmcState): readonly string[] {
  if (state.phase !== 'purchase' || state.over !== null) return [];
  return turnOrder(state).filter((p) => !state.finishedBuying.includes(p));
}

/**
 * Score lines that rest on numbers the players typed in from the printed cards (R-S1): in the
 * advanced rules, seminal discoveries (the card's flag) and wonders (the card's owner bonus). The
 * score screen marks them as the players' numbers.
 */
export function tableEnteredScoreParts(setup: SmcSetup): readonly ScorePart[] {
  return setup.rules === 'advanced' ? ['seminal', 'wonders'] : [];
}
