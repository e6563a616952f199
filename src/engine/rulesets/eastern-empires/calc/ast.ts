/**
 * Eastern Empires A.S.T.: the Basic epoch requirements (ee Phase 13), succession-marker moves, the end
 * of the game (ee Phase 13b), victory points (ee Phase 13d) and the eight-step tie-break.
 */
import type { RuleCitation } from '../../../types';
import { ADVANCES, advanceVictoryPoints, COLOURS, type AdvanceId, type ColourCredits } from '../advances';
import { CIVILIZATION_DATA, EPOCHS, type CivilizationId, type Epoch } from '../civilizations';

export interface EpochRequirement {
  readonly cities: number;
  readonly advances: number;
  /** Minimal printed cost of each counted advance (R-E6). */
  readonly minCost: number;
}

/** ee Phase 13, Basic A.S.T. */
export const BASIC_REQUIREMENTS: Readonly<Record<Epoch, EpochRequirement>> = {
  stoneAge: { cities: 0, advances: 0, minCost: 0 },
  earlyBronzeAge: { cities: 2, advances: 0, minCost: 0 },
  middleBronzeAge: { cities: 3, advances: 3, minCost: 0 },
  lateBronzeAge: { cities: 3, advances: 3, minCost: 100 },
  earlyIronAge: { cities: 4, advances: 2, minCost: 200 },
  lateIronAge: { cities: 5, advances: 3, minCost: 200 },
};

/** The final coloured space = the first Late Iron Age space (ee Phase 13b; ee chapter 4). */
export const finalSpace = (civ: CivilizationId): number => CIVILIZATION_DATA[civ].epochStarts.lateIronAge;

/** The epoch a space of a civilization's track belongs to (space 0 = start arrow = Stone Age). */
export function epochOf(civ: CivilizationId, space: number): Epoch {
  const starts = CIVILIZATION_DATA[civ].epochStarts;
  let epoch: Epoch = 'stoneAge';
  for (const e of EPOCHS) if (e !== 'stoneAge' && space >= starts[e]) epoch = e;
  return epoch;
}

export interface AstFacts {
  readonly civ: CivilizationId;
  readonly position: number;
  /** Cities on the board; Wonder of the World counts as one more here (ee chapter 9). */
  readonly cities: number;
  readonly advances: readonly AdvanceId[];
}

export type AstCheck =
  | { readonly moves: true; readonly to: number; readonly epoch: Epoch }
  | {
      readonly moves: false;
      readonly reason: 'final-space' | 'cities' | 'advances';
      readonly epoch: Epoch;
      readonly need: EpochRequirement;
      /** What the player has of the requirement missed: cities (with Wonder of the World), advances of the cost, or his space. */
      readonly have: number;
      readonly cite: RuleCitation;
    };

/**
 * ee Phase 13a: a marker moves one space if the player meets the requirements of the next space's
 * epoch ("Requirements count for both entering and moving through an epoch").
 */
export function checkAstMove(f: AstFacts): AstCheck {
  const cite: RuleCitation = { doc: 'ee', rule: 'Phase 13' };
  const next = f.position + 1;
  const epoch = epochOf(f.civ, next);
  const need = BASIC_REQUIREMENTS[epoch];
  if (f.position >= finalSpace(f.civ)) return { moves: false, reason: 'final-space', epoch, need, have: f.position, cite: { doc: 'ee', rule: 'Phase 13b' } };
  const cities = f.cities + (f.advances.includes('wonderOfTheWorld') ? 1 : 0);
  if (cities < need.cities) return { moves: false, reason: 'cities', epoch, need, have: cities, cite };
  const counted = f.advances.filter((id) => ADVANCES[id].cost >= need.minCost).length;
  if (counted < need.advances) return { moves: false, reason: 'advances', epoch, need, have: counted, cite };
  return { moves: true, to: next, epoch };
}

/** ee chapter 8, Regression: the marker moves back, never behind the start arrow. */
export const regress = (position: number, steps: number): number => Math.max(0, position - steps);

/** ee Phase 13b: the game ends when any marker has entered the final (coloured) space. */
export const gameEnds = (markers: readonly { readonly civ: CivilizationId; readonly position: number }[]): boolean =>
  markers.some((m) => m.position >= finalSpace(m.civ));

// ---------------------------------------------------------------------------------------------
// Victory (ee Phase 13d)

export const VP_PER_CITY = 1;
export const VP_PER_AST_STEP = 5;
export const LATE_IRON_AGE_BONUS = 5;

export interface ScoreFacts {
  readonly civ: CivilizationId;
  readonly position: number;
  readonly cities: number;
  readonly tokensOnBoard: number;
  readonly advances: readonly AdvanceId[];
  /** All credit tokens held: starting, printed and chosen (ee Phase 13d tie-break IV and V). */
  readonly credits: ColourCredits;
}

export interface Score {
  readonly civ: CivilizationId;
  readonly cities: number;
  readonly advances: number;
  readonly ast: number;
  readonly bonus: number;
  readonly total: number;
}

/**
 * ee Phase 13d: 1 VP per city, 1/3/6 per advance by printed cost (R-E6), 5 per A.S.T. step, and the
 * 5 VP bonus card only if exactly one player entered the Late Iron Age.
 */
export function scores(players: readonly ScoreFacts[]): readonly Score[] {
  const inLateIron = players.filter((p) => epochOf(p.civ, p.position) === 'lateIronAge');
  return players.map((p) => {
    const cities = p.cities * VP_PER_CITY;
    const advances = p.advances.reduce((sum, id) => sum + advanceVictoryPoints(id), 0);
    const ast = p.position * VP_PER_AST_STEP;
    const bonus = inLateIron.length === 1 && inLateIron[0]?.civ === p.civ ? LATE_IRON_AGE_BONUS : 0;
    return { civ: p.civ, cities, advances, ast, bonus, total: cities + advances + ast + bonus };
  });
}

/** The tie-break keys of ee Phase 13d, I-VIII, each "higher wins" except VIII. */
export const TIE_BREAKS = [
  'astPosition',
  'sixVpAdvances',
  'threeVpAdvances',
  'totalPrice',
  'bestColourCredits',
  'totalCredits',
  'cities',
  'tokens',
  'astRanking',
] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

function tieKeys(p: ScoreFacts): Readonly<Record<TieBreak, number>> {
  const credits = COLOURS.map((c) => p.credits[c] ?? 0);
  return {
    astPosition: p.position, // I
    sixVpAdvances: p.advances.filter((id) => advanceVictoryPoints(id) === 6).length, // II, first 6 VP
    threeVpAdvances: p.advances.filter((id) => advanceVictoryPoints(id) === 3).length, // II, then 3 VP
    totalPrice: p.advances.reduce((sum, id) => sum + ADVANCES[id].cost, 0), // III
    bestColourCredits: Math.max(...credits), // IV
    totalCredits: credits.reduce((x, y) => x + y, 0), // V
    cities: p.cities, // VI
    tokens: p.tokensOnBoard, // VII
    astRanking: -CIVILIZATION_DATA[p.civ].number, // VIII: lower Civilization # wins
  };
}

export interface Standing {
  readonly civ: CivilizationId;
  readonly total: number;
  /** 1 = winner. Every tie is broken (VIII is total), so places are distinct. */
  readonly place: number;
  /** The tie-break that separated this player from the next one with equal points, if any. */
  readonly decidedBy?: TieBreak;
}

/** Final standings: points, then the tie-break I-VIII of ee Phase 13d. */
export function standings(players: readonly ScoreFacts[]): readonly Standing[] {
  const totals = new Map(scores(players).map((s) => [s.civ, s.total]));
  const keyed = players.map((p) => ({ civ: p.civ, total: totals.get(p.civ) ?? 0, keys: tieKeys(p) }));
  const decide = (x: (typeof keyed)[number], y: (typeof keyed)[number]): { readonly diff: number; readonly by?: TieBreak } => {
    if (x.total !== y.total) return { diff: y.total - x.total };
    for (const k of TIE_BREAKS) if (x.keys[k] !== y.keys[k]) return { diff: y.keys[k] - x.keys[k], by: k };
    return { diff: 0 };
  };
  keyed.sort((x, y) => decide(x, y).diff);
  return keyed.map((k, i) => {
    const prev = keyed[i - 1];
    const next = keyed[i + 1];
    const by =
      (next !== undefined && next.total === k.total ? decide(k, next).by : undefined) ??
      (prev !== undefined && prev.total === k.total ? decide(prev, k).by : undefined);
    return { civ: k.civ, total: k.total, place: i + 1, ...(by !== undefined ? { decidedBy: by } : {}) };
  });
}
