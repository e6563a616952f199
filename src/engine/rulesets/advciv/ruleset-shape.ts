/**
 * The type of an advciv ruleset: the family `Ruleset` over advciv's vocabularies. It sits below
 * the variants and the modules they read (capitals, late arrivals), so none of them imports back.
 */
import type { Ruleset } from '../../ruleset';
import type { EpochId } from './ast';
import type { CardId, GroupId } from './cards';
import type { CalamityId, CommodityId } from './commodities';
import type { NationId } from './nations';

export type AdvCivRulesetShape = Ruleset<NationId, CardId, GroupId, CommodityId, CalamityId, EpochId>;
