/**
 * Advanced Civilization (`advciv`): the public surface of the ruleset for the rest of the app. The
 * game module is registered in engine/games.ts; screens read the vocabulary, the derived state and
 * the views from here.
 */
export { ADVCIV_GAME, advcivInitialState, validateAdvCivSetup } from './game';
export { parseAdvCivSetup, parseAdvCivEntry } from './parse';
export { ADVCIV, advcivRuleset, type AdvCivRuleset } from './ruleset';
export type { AdvCivSetup, AdvCivPlayerSetup, LateArrivalSetup } from './setup';
export { DEFAULT_SETTINGS, type AdvCivSettings } from './settings';
export {
  PHASES,
  playerOf,
  handSize,
  type AdvCivState,
  type AdvCivPlayer,
  type PhaseId,
  type Hand,
  type TaxOutcome,
  type CalamityAftermath,
  type LateArrival,
} from './state';
export { unusableCards } from './entries/purchase';
export { handLimitOf } from './entries/hand';
export { NATIONS, type NationId } from './nations';
export { CARDS, GROUPS, type CardId, type GroupId } from './cards';
export { COMMODITIES, CALAMITIES, type CommodityId, type CalamityId } from './commodities';
export { EPOCHS, type EpochId } from './ast';
export { VARIANT_IDS, type VariantId } from './variants';
export { ADVCIV_VIOLATIONS, type AdvCivViolationCode } from './violations';
export { PHASE_OF, ADVCIV_HANDLERS, type AdvCivEntry, type AdvCivEntryKind } from './entries';
export {
  priceListView,
  whatCanIBuyView,
  purchasePlanView,
  censusOrderView,
  tradeOrderView,
  stacksView,
  astOutlookView,
  scoreView,
  type TradeRow,
  type AstRow,
} from './views';
export {
  turnView,
  entryTurns,
  entriesThisTurn,
  phaseOfKind,
  ORDER_KINDS,
  type OrderKind,
  type OrderedPlayer,
  type TurnStep,
  type TurnView,
} from './views/turn';
export { playerViews, type PlayerView, type HeldCard, type NextRequirement, type AstOutlook } from './views/players';
export {
  playerCountOptions,
  checkSetup,
  missingNations,
  MOST_SEATS,
  westernExtensionOffered,
  lateArrivalsAtSetup,
  type PlayerCountOption,
} from './views/setup';
export type { PriceRow, BuyAnswer, BuyOption, PaymentOption } from './calc/purchase';
export type { ScoreRow } from './calc/score';
export type { OrderRow } from './calc/order';
export type { AstMove } from './calc/ast';
export { ADVCIV_PACKAGE } from './package';
export {
  PLAN_GOALS,
  PLAN_REASONS,
  planEntry,
  type PlanGoal,
  type PlanGoalKind,
  type PlanReason,
  type PlanReasonCode,
  type PurchasePlan,
  type PlanAnswer,
} from './calc/planner';
