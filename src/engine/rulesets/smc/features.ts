/** The features each smc rule set has (Standard or Advanced Rules), as the forms ask about them. */
import type { RuleSet } from './vocab';

/**
 * What the rule set in play has that the forms ask about, so the screens never test the rule set
 * themselves. Standard and Advanced Rules differ in these (seed 001; the purchase entry refuses the
 * advanced-only items under the standard rules).
 */
export interface SmcFeatures {
  /** Advanced Rules, Game Length: a short, medium or long game is chosen at set-up. */
  readonly gameLength: boolean;
  /** Advanced Rules, Prepare For Play: each player starts with an ancient technology card. */
  readonly startingTechnology: boolean;
  /** Advanced Rules, Purchasing Technologies: technologies are named cards (a free one too); standard: counted. */
  readonly technologyCards: boolean;
  /** Advanced Rules, City Production (R-S1): each city's value is entered from the map. */
  readonly cityValues: boolean;
  /** Advanced Rules, Purchasing Military Units: a unit names the technology that allows it. */
  readonly allowingTechnology: boolean;
  /** Advanced Rules: city improvements, selling military units and the colony ship may be bought. */
  readonly improvements: boolean;
  readonly selling: boolean;
  readonly colonyShip: boolean;
  /** Standard Rules, The Eras: an era ends on a player's third technology of it (R-S2); advanced: on the first of the next. */
  readonly eraByThirdTechnology: boolean;
  /** Standard Rules, Wonders: milestones earn the era's wonders, 6 Villages counted by the game's setting (R-S4, R-S5). */
  readonly wonderMilestones: boolean;
}

export function smcFeatures(setup: { readonly rules: RuleSet }): SmcFeatures {
  const advanced = setup.rules === 'advanced';
  return {
    gameLength: advanced,
    startingTechnology: advanced,
    technologyCards: advanced,
    cityValues: advanced,
    allowingTechnology: advanced,
    improvements: advanced,
    selling: advanced,
    colonyShip: advanced,
    eraByThirdTechnology: !advanced,
    wonderMilestones: !advanced,
  };
}
