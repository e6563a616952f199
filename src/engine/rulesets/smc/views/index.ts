/**
 * Pure view functions for the smc screens: gold, production breakdown, price list, era status,
 * wonder milestones, battle modifiers and the score. The UI renders these and decides nothing.
 */
import { step } from '../../../log/replay';
import type { LoggedEntry, RuleCitation } from '../../../types';
import { fighterStrength, resolveRound, rollRange, type Fighter, type FighterStrength, type RoundResult } from '../calc/battle';
import { roundStrengths } from '../entries/battle';
import { milestonesOf, progress, type MilestoneProgress } from '../calc/milestones';
import { heldResources, productionFor, type ProductionBreakdown } from '../calc/production';
import { scoreBoard, type PlayerScore, type ScorePart } from '../calc/score';
import { CITE } from '../cite';
import {
  ADVANCED_PRICES,
  ADVANCED_VILLAGE_PRICE,
  ERA_END_OWN_TECHNOLOGIES,
  GAME_END_MODERN_TECHNOLOGIES,
  STANDARD_PRICES,
  STANDARD_WONDERS_PER_ERA,
  TECHNOLOGIES_PER_ERA,
} from '../data';
import { awaitingProduction } from '../entries/turn';
export { victoryDeclarable } from '../entries/wonder';
import { advancedTechnologyPrice, endRollEra, settlerPrice, standardTechnologyPrice, unitPrice, upgradePrice } from '../entries/purchase';
import type { BattleSide, EntryOf, SmcEntry } from '../entries/types';
import { smc } from '../game';
import { optionsOf, type SmcSetup, type TechnologyCard, type VillageMilestoneCount } from '../setup';
import { countEra, findPlayer, type EraEnd, type GameEnd, type SmcState } from '../state';
import { ERA_NUMBER, nextEra, type Era, type Phase, type Resource } from '../vocab';

/** Each player's gold, in seating order. */
export function goldOf(state: SmcState): readonly { readonly player: string; readonly gold: number }[] {
  return state.players.map((p) => ({ player: p.id, gold: p.gold }));
}

export interface GoldChange {
  readonly index: number;
  readonly player: string;
  readonly before: number;
  readonly after: number;
  readonly kind: SmcEntry['kind'];
}

/** The gold ledger: every change of every player's gold, with the log entry that made it. */
export function goldLedger(setup: SmcSetup, entries: readonly LoggedEntry<SmcEntry>[]): readonly GoldChange[] {
  const out: GoldChange[] = [];
  let before = smc.initialState(setup);
  entries.forEach((logged, index) => {
    const stepped = step(smc, setup, before, logged.entry).state;
    for (const p of stepped.players) {
      const old = findPlayer(before, p.id)?.gold ?? 0;
      if (old !== p.gold) out.push({ index, player: p.id, before: old, after: p.gold, kind: logged.entry.kind });
    }
    before = stepped;
  });
  return out;
}

export interface ProductionView {
  readonly player: string;
  /** Collected this turn, or a preview with the current roll (or none yet). */
  readonly collected: boolean;
  readonly held: readonly Resource[];
  readonly breakdown: ProductionBreakdown;
}

/** Production per player: the collected breakdown, or a preview (advanced: pass city values). */
export function productionView(
  setup: SmcSetup,
  state: SmcState,
  cityValues: Readonly<Record<string, Readonly<Record<string, number>>>> = {},
): readonly ProductionView[] {
  return state.players.map((p) => {
    const done = state.produced[p.id];
    return {
      player: p.id,
      collected: done !== undefined,
      held: heldResources(state, p.id),
      breakdown: done ?? productionFor(setup, state, p.id, cityValues[p.id] ?? {}),
    };
  });
}

export interface PriceRow {
  readonly item:
    | 'army'
    | 'fleet'
    | 'aircraft'
    | 'settler'
    | 'village'
    | 'upgrade-town'
    | 'upgrade-city'
    | 'upgrade-metropolis'
    | 'technology'
    | 'improvement'
    | 'fee';
  /** Null: not available in this era. */
  readonly price: number | null;
  readonly cite: RuleCitation;
}

/** The purchase price list for a player in the current era (standard: his next technology's price). */
export function priceList(setup: SmcSetup, state: SmcState, player: string): readonly PriceRow[] {
  const era = state.era;
  const std = setup.rules === 'standard';
  const cite = std ? CITE.stdPurchase : CITE.advPurchase;
  const owned = findPlayer(state, player)?.technologies.length ?? 0;
  const rows: PriceRow[] = [
    { item: 'army', price: unitPrice(setup, 'army', era), cite },
    { item: 'fleet', price: unitPrice(setup, 'fleet', era), cite },
    { item: 'aircraft', price: unitPrice(setup, 'aircraft', era), cite },
    { item: 'settler', price: settlerPrice(setup, era), cite },
    { item: 'village', price: std ? STANDARD_PRICES.village[era] : ADVANCED_VILLAGE_PRICE, cite },
    { item: 'upgrade-town', price: upgradePrice(setup, 2), cite },
    { item: 'upgrade-city', price: upgradePrice(setup, 3), cite },
    { item: 'upgrade-metropolis', price: upgradePrice(setup, 4), cite },
  ];
  if (std) rows.push({ item: 'technology', price: standardTechnologyPrice(owned), cite: CITE.stdTechPurchase });
  else {
    rows.push({ item: 'improvement', price: ADVANCED_PRICES.improvement[era], cite: CITE.advImprovements });
    rows.push({ item: 'fee', price: ADVANCED_PRICES.fee[era], cite: CITE.advFees });
  }
  return rows;
}

/** Advanced rules: what a printed technology card costs now (full, or half for an earlier era). */
export const technologyPrice = (state: SmcState, card: TechnologyCard): number => advancedTechnologyPrice(card, state.era);

export interface EraStatus {
  readonly turn: number;
  readonly era: Era;
  readonly eraNumber: number;
  readonly phase: Phase;
  readonly startingPlayer: string;
  /** Standard: each player's technologies of the current era against the three that end it (R-S2). */
  readonly perPlayer: readonly { readonly player: string; readonly eraTechnologies: number; readonly modernTechnologies: number }[];
  readonly thirdTechnology: number;
  /** Standard: technology cards of the current era left in the supply. */
  readonly technologiesLeft: number;
  readonly next: Era | null;
  /** The era's end is triggered: the next era begins at the start of the next turn. */
  readonly eraEnd: EraEnd | null;
  readonly gameEnd: GameEnd | null;
  readonly over: GameEnd | null;
  readonly gameEndModernTechnologies: number;
  readonly awaitingProduction: readonly string[];
  readonly rules: SmcSetup['rules'];
  /**
   * Advanced short/medium game: the era whose technologies may end the game (a die at most the
   * number of them owned by all players), and how many are owned now. Null otherwise.
   */
  readonly endRoll: { readonly era: Era; readonly owned: number } | null;
  readonly cite: RuleCitation;
}

export function eraStatus(setup: SmcSetup, state: SmcState): EraStatus {
  const endEra = endRollEra(setup);
  return {
    turn: state.turn,
    era: state.era,
    eraNumber: ERA_NUMBER[state.era],
    phase: state.phase,
    startingPlayer: state.startingPlayer,
    perPlayer: state.players.map((p) => ({ player: p.id, eraTechnologies: countEra(p, state.era), modernTechnologies: countEra(p, 'modern') })),
    thirdTechnology: ERA_END_OWN_TECHNOLOGIES,
    technologiesLeft: TECHNOLOGIES_PER_ERA[state.era] - state.taken[state.era],
    next: nextEra(state.era),
    eraEnd: state.eraEnd,
    gameEnd: state.gameEnd,
    over: state.over,
    gameEndModernTechnologies: GAME_END_MODERN_TECHNOLOGIES,
    awaitingProduction: state.phase === 'production' ? awaitingProduction(state) : [],
    rules: setup.rules,
    endRoll: endEra === null ? null : { era: endEra, owned: state.players.reduce((n, p) => n + countEra(p, endEra), 0) },
    cite: setup.rules === 'standard' ? CITE.stdEras : CITE.advEras,
  };
}

export interface MilestoneView {
  readonly milestone: MilestoneProgress['milestone'];
  readonly target: number;
  readonly claimedBy: string | null;
  /** Every player's progress, closest first (seat order among equals); `reached` players may announce it (if unclaimed). */
  readonly players: readonly (MilestoneProgress & { readonly player: string })[];
}

export interface WonderMilestones {
  readonly era: Era;
  readonly wondersPerEra: number;
  readonly milestones: readonly MilestoneView[];
  /** The game's setting for "6 Villages" (R-S5), shown beside that milestone. */
  readonly villageMilestone: VillageMilestoneCount;
  readonly cite: RuleCitation;
}

/** Standard Rules: Wonders: the current era's milestones, who claimed them and who is close. */
export function wonderMilestones(setup: SmcSetup, state: SmcState): WonderMilestones {
  const options = optionsOf(setup);
  const milestones = milestonesOf(state.era).map((m) => {
    const players = state.players
      .filter((p) => !p.eliminated)
      .map((p) => ({ player: p.id, ...progress(p, m, options) }))
      .sort((a, b) => b.value - a.value);
    return { milestone: m, target: players[0]?.target ?? 0, claimedBy: state.claims[m] ?? null, players };
  });
  return { era: state.era, wondersPerEra: STANDARD_WONDERS_PER_ERA, milestones, villageMilestone: options.villageMilestone, cite: CITE.stdWonders };
}

/** The battle helper: dice and modifiers of both chosen units in the current era. */
export function battleModifiers(
  setup: SmcSetup,
  state: SmcState,
  attacker: Fighter,
  defender: Fighter,
): { readonly attacker: FighterStrength; readonly defender: FighterStrength } {
  return { attacker: fighterStrength(setup.rules, state.era, attacker, defender), defender: fighterStrength(setup.rules, state.era, defender, attacker) };
}

export type ChosenUnit = Omit<BattleSide, 'roll'>;
export interface BattlePreview {
  readonly attacker: FighterStrength & { readonly min: number; readonly max: number };
  readonly defender: FighterStrength & { readonly min: number; readonly max: number };
}

/**
 * Before the dice: how many dice each chosen unit rolls, its modifiers (technologies read from
 * the state) and the sums its dice can show. The table then rolls and enters a battle-round.
 */
export function battlePreview(setup: SmcSetup, state: SmcState, attacker: ChosenUnit, defender: ChosenUnit): BattlePreview {
  const s = roundStrengths(setup, state, { kind: 'battle-round', attacker: { ...attacker, roll: 0 }, defender: { ...defender, roll: 0 } });
  return { attacker: { ...s.attacker, ...rollRange(s.attacker) }, defender: { ...s.defender, ...rollRange(s.defender) } };
}

/** After the dice: both totals and who loses, for a round about to be entered. */
export function battleOutcome(setup: SmcSetup, state: SmcState, entry: EntryOf<'battle-round'>): RoundResult {
  const s = roundStrengths(setup, state, entry);
  return resolveRound(s.attacker, entry.attacker.roll, s.defender, entry.defender.roll);
}

/** Victory points with breakdown, ranked (equal totals share a place). */
export const scoreBreakdown = (setup: SmcSetup, state: SmcState): readonly PlayerScore[] => scoreBoard(setup, state);

/**
 * Score lines that rest on numbers the players typed in from the printed cards (R-S1): in the
 * advanced rules, seminal discoveries (the card's flag) and wonders (the card's owner bonus). The
 * score screen marks them as the players' numbers.
 */
export function tableEnteredScoreParts(setup: SmcSetup): readonly ScorePart[] {
  return setup.rules === 'advanced' ? ['seminal', 'wonders'] : [];
}
