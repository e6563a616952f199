/**
 * The engine's shared surface: what every ruleset plugs into and what the app uses whatever the
 * ruleset (the record and its vocabulary, the game-module and package seams, replay, the record gate
 * and the registry of ruleset packages). Each ruleset's own surface is its `rulesets/<id>/index.ts`.
 * Everything here is pure.
 */
export type { RuleCitation, RuleDoc, Violation, Params, GameRecord, LoggedEntry, RulesetId } from './types';
export { RULESET_IDS, SCHEMA_VERSION } from './types';
export type { Result, ParseResult, ShapeProblem, Validation } from './result';
export { ok, err } from './result';
export type { GameModule, EntryHandler, HandlerTable } from './game';
export type { Ruleset, Variant, CardDef, CommodityDef, CalamityDef, AstSpace, AstRequirement, EpochDef, CreditLine } from './ruleset';
export { applyVariants } from './ruleset';
export { replay, step, validateEntry } from './log/replay';
export { parseRecord } from './record';
export type { RulesetPackage } from './package';
export { GAMES, PACKAGES, type AnyGameModule, type AnyRulesetPackage, type AnyEntry, type EntryOf, type SetupOf } from './games';
