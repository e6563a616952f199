/**
 * Citations into Sid Meier's Civilization: The Boardgame (seed 001). The rulebook has no rule
 * numbers, so a citation names the rule set and the heading as printed: "Standard Rules:
 * Monopolies" reads the Monopolies paragraph of the standard rules' Production Phase.
 */
import type { RuleCitation } from '../../types';

const std = (section: string, ruling?: string): RuleCitation =>
  ruling === undefined ? { doc: 'smc', rule: `Standard Rules: ${section}` } : { doc: 'smc', rule: `Standard Rules: ${section}`, ruling };
const adv = (section: string, ruling?: string): RuleCitation =>
  ruling === undefined ? { doc: 'smc', rule: `Advanced Rules: ${section}` } : { doc: 'smc', rule: `Advanced Rules: ${section}`, ruling };
const gen = (section: string): RuleCitation => ({ doc: 'smc', rule: section });

/** Every printed section Tresham cites, by a short key. */
export const CITE = {
  contents: gen('Contents'),
  settlements: gen('Settlements'),
  settlers: gen('Settlers'),
  thingsToNote: gen('Things To Note'),
  explorationEvents: gen('Exploration markers: Events'),
  terrain: gen('Exploration markers: Terrain'),
  plague: gen('Exploration markers: Plague'),
  stdEras: std('The Eras', 'R-S2'),
  stdEraEnd: std('The Eras'),
  stdTechnologies: std('Technologies'),
  stdWonders: std('Wonders'),
  /** Each milestone earns one of the era's three wonders, first announcement first (R-S4). */
  stdWonderPerMilestone: std('Wonders', 'R-S4'),
  /** "6 Villages": size-one settlements, or any size by the game's setting (R-S5). */
  stdVillageMilestone: std('Wonders', 'R-S5'),
  stdSetup: std('Set-Up'),
  turnSequence: std('Game Turn Sequence'),
  /** "Once you look under an exploration marker, you cannot move your settler to another land region!" */
  stdMovement: std('Movement'),
  turnPhases: std('Turn Phases'),
  stdBattleDice: std('Dice and modifiers'),
  battlefieldSuperiority: std('Battlefield Superiority'),
  scientificSuperiority: std('Scientific Superiority'),
  stdAircraft: std('Aircraft'),
  stdBattles: std('How to resolve battles'),
  fleetsVersusArmies: gen('Military Units'),
  trade: std('Trade Phase'),
  stdCityProduction: std('City production and critical resource'),
  stdCritical: std('Critical Resource Table'),
  stdTechResources: std('Technology and unique resources'),
  monopolies: std('Monopolies'),
  /** More than five of one resource: the five-of-a-kind bonus (R-S6). */
  monopoliesBeyondFive: std('Monopolies', 'R-S6'),
  minimumGold: std('Minimum Gold Production'),
  stdPurchase: std('Purchase Phase'),
  stdPurchaseUnits: std('Purchasing military units'),
  stdNewSettlements: std('Purchasing new settlements'),
  stdUpgrading: std('Upgrading settlements'),
  stdTechPurchase: std('Purchasing technologies'),
  /**
   * Each player takes his purchase phase ("During each phase all players, beginning with the
   * starting player and continuing clockwise, may perform the actions for that phase", Turn Phases)
   * and finishes it ("When every player has finished their purchase phase", printed under
   * Purchasing technologies).
   */
  purchaseFinished: std('Purchasing technologies'),
  stdEnd: std('Ending And Winning The Game'),
  stdVictoryPoints: std('Victory Points'),
  advEras: adv('The Eras'),
  advSetup: adv('Prepare For Play'),
  advGameLength: adv('Game Length'),
  advConquest: adv('Total Conquest'),
  advDiplomatic: adv('Diplomatic Victory'),
  advMilitary: adv('Military victory'),
  advSpace: adv('Technology/space victory'),
  advCityProduction: adv('City Production', 'R-S1'),
  advHappiness: adv('Happiness'),
  advTradeRange: adv('Trade Range'),
  advCritical: adv('Critical Resource'),
  advResources: adv('Resources'),
  advPurchase: adv('Purchase Phase'),
  advFees: adv('Fees'),
  advPrerequisites: adv('Purchasing Technologies'),
  /** The printed card values the table types (R-S1): a card's name, a cost of at least 1, the same for the rest of the game. */
  advCardValues: adv('Purchasing Technologies', 'R-S1'),
  advPurchaseUnits: adv('Purchasing Military Units'),
  advSelling: adv('Selling Military units'),
  advNewSettlements: adv('Purchasing New Settlements'),
  advUpgrading: adv('Upgrading Settlements'),
  advImprovements: adv('Purchasing City Improvements'),
  advWonders: adv('Wonders Of The World'),
  advSeminal: adv('Seminal Discoveries'),
  advLosingSettlements: adv('Losing Settlements'),
  advBattleModifiers: adv('Dice and modifiers'),
  advDefending: adv('Defending a Settlement'),
  advUnitModifiers: adv('Military Units Strength Table'),
  advAircraft: adv('Aircraft'),
  advVictoryPoints: adv('Victory Points', 'R-S3'),
} as const satisfies Record<string, RuleCitation>;
