/**
 * Eastern Empires: the nine civilizations, their A.S.T. ranking, the Basic A.S.T. tracks and epochs,
 * player counts, starting credits and the hand limit. The civilization list and the A.S.T. rows were
 * pictures in the rulebook; they come from reference/eastern-empires-advances-civilizations.md
 * (Mega Civilization numbering, which agrees with the text: Babylon #6, Dravidia #8, ee Phase 6a
 * example). The table can correct them; they are data.
 */
import type { Colour } from './advances';

/** In A.S.T.-ranking order, top to bottom (ee chapter 3, "A.S.T.-ranking"). */
export const CIVILIZATIONS = ['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia', 'nubia', 'indus', 'parthia'] as const;
export type CivilizationId = (typeof CIVILIZATIONS)[number];

/** The six epochs of the A.S.T. (ee chapter 3, "Archeological Succession Table"). */
export const EPOCHS = ['stoneAge', 'earlyBronzeAge', 'middleBronzeAge', 'lateBronzeAge', 'earlyIronAge', 'lateIronAge'] as const;
export type Epoch = (typeof EPOCHS)[number];

export interface Civilization {
  /** The Civilization # printed on the A.S.T.; lower numbers take priority (ee chapter 3). */
  readonly number: number;
  /**
   * Basic A.S.T.: the first space of each epoch after the Stone Age. Space 0 is the start arrow; a
   * marker on space n has taken n steps (5 VP each, ee Phase 13d). The Late Iron Age space is the
   * final coloured space: entering it ends the game (ee Phase 13b; chapter 4 "Setting game limits").
   */
  readonly epochStarts: Readonly<Record<Exclude<Epoch, 'stoneAge'>, number>>;
}

const track = (earlyBronzeAge: number, middleBronzeAge: number, lateBronzeAge: number, earlyIronAge: number, lateIronAge: number) =>
  ({ earlyBronzeAge, middleBronzeAge, lateBronzeAge, earlyIronAge, lateIronAge }) as const;

export const CIVILIZATION_DATA: Readonly<Record<CivilizationId, Civilization>> = {
  saba: { number: 2, epochStarts: track(6, 9, 11, 14, 15) },
  maurya: { number: 4, epochStarts: track(5, 8, 11, 14, 15) },
  babylon: { number: 6, epochStarts: track(5, 8, 11, 14, 15) },
  dravidia: { number: 8, epochStarts: track(5, 8, 11, 14, 15) },
  kushan: { number: 10, epochStarts: track(5, 8, 11, 14, 15) },
  persia: { number: 12, epochStarts: track(5, 8, 11, 14, 15) },
  nubia: { number: 14, epochStarts: track(5, 8, 11, 14, 15) },
  indus: { number: 16, epochStarts: track(5, 8, 11, 14, 15) },
  parthia: { number: 18, epochStarts: track(5, 9, 11, 14, 15) },
};

/**
 * Player counts the ruleset keeps books for. The rulebook is written for 5-9 (ee chapter 4); 3-4
 * players use the separate scenario book (not in the sources), so 3-4 follow the 5-8 player rules
 * wherever this rulebook speaks of "3-8" (the Division of Trade Cards column) or is silent.
 */
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 9;
/** ee chapter 4: the rulebook's own set-up is for 5 or more; fewer play the scenario book's set-up. */
export const RULEBOOK_MIN_PLAYERS = 5;
export const usesScenarioSetup = (playerCount: number): boolean => playerCount < RULEBOOK_MIN_PLAYERS;

/** ee chapter 4, "Starting credits": only with 5 or 6 players, that many credits of each colour. */
export function startingCredits(playerCount: number): Readonly<Record<Colour, number>> {
  const each = playerCount === 5 ? 10 : playerCount === 6 ? 5 : 0;
  return { green: each, blue: each, orange: each, red: each, yellow: each };
}

/** ee Phase 12, "Hand limit": 8 trade cards; Roadbuilding adds 1 (ee chapter 9, Roadbuilding). */
export const HAND_LIMIT = 8;
export const ROADBUILDING_HAND_LIMIT_BONUS = 1;

/** ee chapter 3: a player has 55 tokens, 9 cities and 4 ships. */
export const TOKENS_PER_PLAYER = 55;
export const CITIES_PER_PLAYER = 9;

/** ee chapter 3, "Units": a city counts 5 unit points, a token 1. */
export const CITY_UNIT_POINTS = 5;

/** A.S.T.-ranking comparator: lower Civilization # first (ee chapter 3). */
export const byAstRanking = (x: CivilizationId, y: CivilizationId): number => CIVILIZATION_DATA[x].number - CIVILIZATION_DATA[y].number;
