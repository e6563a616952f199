/**
 * Standard Rules: Wonders: how close each player is to each milestone of an era. Claims are the
 * table's to announce; this only measures (the engine never awards a wonder by itself).
 */
import { MILESTONE_TABLE, type MilestoneMeasure } from '../data';
import { DEFAULT_OPTIONS, type SmcOptions } from '../setup';
import { countEra, type PlayerState } from '../state';
import { ARMY_KINDS, MILESTONES, type Era, type MilestoneId } from '../vocab';

export function measure(p: PlayerState, what: MilestoneMeasure, era: Era, options: SmcOptions = DEFAULT_OPTIONS): number {
  switch (what) {
    case 'villages':
      // "6 Villages": a village is a size-one settlement (Settlements); setting: any size (R-S5).
      return options.villageMilestone === 'settlements' ? p.settlements.length : p.settlements.filter((s) => s.size === 1).length;
    case 'technologies':
      return countEra(p, era);
    case 'armies':
      return ARMY_KINDS.reduce((n, k) => n + p.units[era][k], 0);
    case 'fleets':
      return p.units[era].fleet;
    case 'gold':
      return p.gold;
    case 'metropolises':
      return p.settlements.filter((s) => s.size === 4).length;
  }
}

export interface MilestoneProgress {
  readonly milestone: MilestoneId;
  readonly value: number;
  readonly target: number;
  readonly reached: boolean;
}

export function progress(p: PlayerState, milestone: MilestoneId, options: SmcOptions = DEFAULT_OPTIONS): MilestoneProgress {
  const m = MILESTONE_TABLE[milestone];
  const value = measure(p, m.measure, m.era, options);
  return { milestone, value, target: m.target, reached: value >= m.target };
}

export const milestonesOf = (era: Era): readonly MilestoneId[] => MILESTONES.filter((m) => MILESTONE_TABLE[m].era === era);
