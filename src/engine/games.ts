/**
 * The registry of game modules by ruleset id. Each ruleset registers its GameModule here; the
 * record gate and the replay command find a record's module through it.
 */
import type { GameModule } from './game';
import type { RulesetId } from './types';
import { ADVCIV_GAME } from './rulesets/advciv/game';
import { EE_GAME } from './rulesets/eastern-empires/game';
import { smc } from './rulesets/smc/game';

// biome-ignore lint/suspicious/noExplicitAny: the registry erases each module's own types; callers narrow by ruleset id.
export type AnyGameModule = GameModule<any, any, any>;

export const GAMES: Partial<Record<RulesetId, AnyGameModule>> = {
  advciv: ADVCIV_GAME,
  'eastern-empires': EE_GAME,
  smc,
};
