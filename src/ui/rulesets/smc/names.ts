/** Names of smc things in the active language: players (the setup's names), eras, resources, units, sizes. */
import type { ScoreLine } from '../../../engine/rulesets/smc/calc/score';
import type { OwnedTechnology } from '../../../engine/rulesets/smc/state';
import {
  MILESTONES,
  SIZE_NAMES,
  sizeName,
  type SizeName,
  type Era,
  type MilestoneId,
  type Phase,
  type Resource,
  type SettlementSize,
  type Terrain,
  type UnitKind,
} from '../../../engine/rulesets/smc/vocab';
import type { SmcGame } from '../../../state/game-smc';
import { t } from '../../i18n';

export const playerName = (g: Pick<SmcGame, 'names'>, id: string): string => g.names[id] ?? id;
/** A line of a player's victory points (a settlement size, or a score part) in words. */
export const partLabel = (l: ScoreLine): string =>
  (SIZE_NAMES as readonly string[]).includes(l.part) ? t(`smc.size.${l.part as SizeName}`) : t(`smc.score.${l.part as Exclude<ScoreLine['part'], SizeName>}`);
export const eraName = (era: Era): string => t(`smc.era.${era}`);
export const phaseLabel = (phase: Phase): string => t(`smc.phase.${phase}`);
export const resourceName = (r: Resource): string => t(`smcui.resource.${r}`);
export const unitName = (kind: UnitKind): string => t(`smcui.unit.${kind}`);
export const terrainName = (terrain: Terrain): string => t(`smcui.terrain.${terrain}`);
export const sizeLabel = (size: SettlementSize): string => t(`smc.size.${sizeName(size)}`);

/** A technology as the table knows it: the printed name (advanced) or "ancient technology 3" (standard). */
export function technologyName(tech: Pick<OwnedTechnology, 'id' | 'era' | 'card'>): string {
  if (tech.card !== null) return tech.card.name;
  const n = /-(\d+)$/.exec(tech.id)?.[1];
  return n === undefined ? tech.id : t('smcui.tech.generic', { era: eraName(tech.era), n: Number(n) });
}

/** A wonder: a standard milestone's label, or the advanced wonder's printed name. */
export function wonderName(id: string): string {
  return (MILESTONES as readonly string[]).includes(id) ? t('smcui.wonder.milestone', { milestone: t(`smc.milestone.${id as MilestoneId}`) }) : id;
}
