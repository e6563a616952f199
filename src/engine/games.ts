/**
 * The registry of ruleset packages by ruleset id: a total table, so a ruleset id without its
 * package does not compile. The record gate and the replay command find a record's game module
 * through it; the types below give each ruleset's setup, state and entry by id.
 */
import type { GameModule } from './game';
import type { RulesetPackage } from './package';
import type { ParseResult } from './result';
import type { RulesetId } from './types';
import { ADVCIV_PACKAGE } from './rulesets/advciv/package';
import { EE_PACKAGE } from './rulesets/eastern-empires/package';
import { SMC_PACKAGE } from './rulesets/smc/package';

// biome-ignore lint/suspicious/noExplicitAny: the registry erases each module's own types; callers narrow by ruleset id.
export type AnyGameModule = GameModule<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above, for a whole package.
export type AnyRulesetPackage = RulesetPackage<any, any, any, any>;

export const PACKAGES = {
  advciv: ADVCIV_PACKAGE,
  'eastern-empires': EE_PACKAGE,
  smc: SMC_PACKAGE,
} as const satisfies Record<RulesetId, AnyRulesetPackage>;

/** The game module of each ruleset (the restore gate's registry; tests may pass their own). */
export const GAMES: Readonly<Record<RulesetId, AnyGameModule>> = {
  advciv: PACKAGES.advciv.game,
  'eastern-empires': PACKAGES['eastern-empires'].game,
  smc: PACKAGES.smc.game,
};

type PackageOf<R extends RulesetId> = (typeof PACKAGES)[R];

/** One ruleset's entry type by id (distributes over a union of ids). */
export type EntryOf<R extends RulesetId> = R extends RulesetId
  ? PackageOf<R>['game']['parseEntry'] extends (raw: unknown) => ParseResult<infer E>
    ? E
    : never
  : never;

/** One ruleset's setup type by id. */
export type SetupOf<R extends RulesetId> = R extends RulesetId
  ? PackageOf<R>['game']['parseSetup'] extends (raw: unknown) => ParseResult<infer S>
    ? S
    : never
  : never;

/** An entry of any ruleset: what a game session of unknown ruleset accepts (its module judges it). */
export type AnyEntry = EntryOf<RulesetId>;
