/**
 * The engine's public surface for the UI, state and tools. Everything here is pure.
 */
export type { RuleCitation, Violation, GameRecord, LoggedEntry, RulesetId } from './types';
export { SCHEMA_VERSION } from './types';
export type { Ruleset, Variant, CardDef, CommodityDef, CalamityDef, AstSpace, AstRequirement, EpochDef, CreditLine } from './ruleset';
export { applyVariants } from './ruleset';
export { replay, step, validateEntry } from './log/replay';
export { parseRecord } from './record';
export { GAMES } from './games';

export { ADVCIV_GAME, advcivInitialState, validateAdvCivSetup } from './rulesets/advciv/game';
export { ADVCIV, advcivRuleset, type AdvCivRuleset } from './rulesets/advciv/ruleset';
export type { AdvCivSetup, AdvCivPlayerSetup } from './rulesets/advciv/setup';
export { DEFAULT_SETTINGS, type AdvCivSettings } from './rulesets/advciv/settings';
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
} from './rulesets/advciv/state';
export { unusableCards } from './rulesets/advciv/entries/purchase';
export { handLimitOf } from './rulesets/advciv/entries/hand';
export { NATIONS, type NationId } from './rulesets/advciv/nations';
export { CARDS, GROUPS, type CardId, type GroupId } from './rulesets/advciv/cards';
export { COMMODITIES, CALAMITIES, type CommodityId, type CalamityId } from './rulesets/advciv/commodities';
export { EPOCHS, type EpochId } from './rulesets/advciv/ast';
export { VARIANT_IDS, type VariantId } from './rulesets/advciv/variants';
export { ADVCIV_VIOLATIONS, type AdvCivViolationCode } from './rulesets/advciv/violations';
export { PHASE_OF, ADVCIV_HANDLERS, type AdvCivEntry, type AdvCivEntryKind } from './rulesets/advciv/entries';
export {
  priceListView,
  whatCanIBuyView,
  censusOrderView,
  tradeOrderView,
  stacksView,
  astOutlookView,
  scoreView,
  type TradeRow,
  type AstRow,
} from './rulesets/advciv/views';
export type { PriceRow, BuyAnswer, BuyOption, PaymentOption } from './rulesets/advciv/calc/purchase';
export type { ScoreRow } from './rulesets/advciv/calc/score';
export type { OrderRow } from './rulesets/advciv/calc/order';
export type { AstMove } from './rulesets/advciv/calc/ast';
