/** Sid Meier's Civilization: The Boardgame (`smc`): the public surface of the ruleset. */
export { smc } from './game';
export type { SmcSetup, SmcPlayerSetup, SmcOptions, VillageMilestoneCount, RegionFacts, TechnologyCard } from './setup';
export { DEFAULT_OPTIONS, VILLAGE_MILESTONE_COUNTS, optionsOf } from './setup';
export type { SmcState, PlayerState, Settlement, OwnedTechnology, OwnedWonder } from './state';
export type { SmcEntry, PurchaseItem, ExploreEvent, BattleSide, UnitGroup } from './entries/types';
export { standardProduction, advancedProduction, criticalResource, productionFor, heldResources } from './calc/production';
export type { ProductionBreakdown, ProductionLine } from './calc/production';
export { fighterStrength, resolveRound, rollRange, canFight } from './calc/battle';
export type { Fighter, FighterStrength, BattleModifier } from './calc/battle';
export { standardScore, advancedScore, scoreBoard } from './calc/score';
export type { ScoreBreakdown, ScoreLine, PlayerScore } from './calc/score';
export {
  goldOf,
  goldLedger,
  productionView,
  priceList,
  technologyPrice,
  eraStatus,
  wonderMilestones,
  battleModifiers,
  battlePreview,
  battleOutcome,
  scoreBreakdown,
} from './views';
export type { GoldChange, ProductionView, PriceRow, EraStatus, MilestoneView, WonderMilestones, ChosenUnit, BattlePreview } from './views';
export { SMC_VIOLATIONS, SMC_VIOLATION_CODES } from './violations';
export type { SmcViolationCode } from './violations';
export { CITE } from './cite';
export { roundStrengths } from './entries/battle';
export { placementOrder, minorCivilizationRoll, happiness, tradeRange } from './calc/table-helpers';
export type { HappySettlement, HappyReason } from './calc/table-helpers';
export { standardTechnologyPrice, advancedTechnologyPrice } from './entries/purchase';
export * from './vocab';
export { SMC_PACKAGE } from './package';
