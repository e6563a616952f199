/**
 * Standard Rules: Wonders: how close each player is to each milestone of an era. Claims are the
 * table's to announce; this only measures (the engine never awards a wonder by itself).
 */
import { MILESTONE_TABLE, type MilestoneMeasure } from '../data';
import { countEra, type PlayerState } from '../state';
import { ARMY_KINDS, MILESTONES, type Era, type MilestoneId } from '../vocab';

export function measure(p: PlayerState, what: MilestoneMeasure, era: Era): number {
  switch (what) {
    case 'settlements':
      return p.settlements.length;
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

export function progress(p: PlayerState, milestone: MilestoneId): MilestoneProgress {
  const m = MILESTONE_TABLE[milestone];
  const value = measure(p, m.measure, m.era);
  return { milestone, value, target: m.target, reached: value >= m.target };
}

export const milestonesOf = (era: Era): readonly MilestoneId[] => MILESTONES.filter((m) => MILESTONE_TABLE[m].era === era);
