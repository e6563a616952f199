/**
 * Eastern Empires (seed 004, ee): the public face of the ruleset for the rest of the app. The game
 * module is registered in engine/games.ts; screens read the vocabulary, the calculators and the
 * derived state from here.
 */
export { EE_GAME, eeInitialState, eeStandings, validateEeSetup } from './game';
export type { EeEntry, EeEntryKind } from './entries';
export { phaseOf } from './entries';
export { allCredits, priceList, usableCredits } from './entries/purchase';
export type { EeSetup, EePlayerSetup } from './setup';
export type { EeState, EePlayer, Hand } from './state';
export { DEFAULT_EE_SETTINGS, type EeSettings } from './settings';
export { EE_VIOLATIONS, type EeViolationCode } from './violations';
export { ADVANCE_IDS, ADVANCES, COLOURS, advanceVictoryPoints, type AdvanceId, type Colour } from './advances';
export { CIVILIZATIONS, CIVILIZATION_DATA, EPOCHS, startingCredits, type CivilizationId, type Epoch } from './civilizations';
export { CALAMITY_IDS, CALAMITIES, COMMODITY_IDS, COMMODITIES, deckComposition, setValue, type CalamityId, type CommodityId } from './trade-cards';
export { PHASES, PHASE_INFO, actingOrder, type Phase } from './phases';
export { calamityEffect, type CalamityEffect } from './calc/calamity-effects';
export { calamityLimit, resolutionOrder } from './calc/calamity-order';
export { checkAstMove, scores, standings, type Score, type Standing } from './calc/ast';
export { allowedTaxRates, cardOffers, citySupportRate, collectTax, handLimit } from './calc/economy';
export { EE_PACKAGE } from './package';
export {
  EE_PLAN_REASONS,
  eePlanEntry,
  planEePurchase,
  type EePlanAnswer,
  type EePlanGoal,
  type EePlanReason,
  type EePlanReasonCode,
  type EePurchasePlan,
} from './calc/planner';
