/**
 * Eastern Empires: the 13 phases of a game turn and who acts first in each (ee chapter 6, "The order
 * of phases" and the Sequence of Play Summary). Ties are broken by A.S.T.-ranking unless stated.
 */
import type { AdvanceId } from './advances';
import { byAstRanking, type CivilizationId } from './civilizations';

export const PHASES = [
  'taxCollection',
  'populationExpansion',
  'movement',
  'conflict',
  'cityConstruction',
  'tradeCardsAcquisition',
  'trade',
  'calamitySelection',
  'calamityResolution',
  'specialAbilities',
  'removeSurplusPopulation',
  'advancesAcquisition',
  'astAlteration',
] as const;
export type Phase = (typeof PHASES)[number];

/** How a phase orders the players when order matters. */
export const ORDERS = ['simultaneous', 'census', 'cityCount', 'astPosition', 'astRanking'] as const;
export type PhaseOrder = (typeof ORDERS)[number];

export interface PhaseInfo {
  /** The phase number as printed (ee chapter 6). */
  readonly number: number;
  readonly order: PhaseOrder;
}

export const PHASE_INFO: Readonly<Record<Phase, PhaseInfo>> = {
  taxCollection: { number: 1, order: 'simultaneous' }, // revolts in A.S.T.-ranking order (ee Phase 1b)
  populationExpansion: { number: 2, order: 'simultaneous' },
  movement: { number: 3, order: 'census' }, // highest census first; Military after the others (ee chapter 9)
  conflict: { number: 4, order: 'simultaneous' }, // city attacks in A.S.T.-ranking order of defenders (ee Phase 4b)
  cityConstruction: { number: 5, order: 'simultaneous' },
  tradeCardsAcquisition: { number: 6, order: 'cityCount' }, // fewest cities first (ee Phase 6a)
  trade: { number: 7, order: 'simultaneous' },
  calamitySelection: { number: 8, order: 'simultaneous' },
  calamityResolution: { number: 9, order: 'simultaneous' }, // majors by stack (ee Phase 9b; calc/calamity-order.ts)
  specialAbilities: { number: 10, order: 'astPosition' },
  removeSurplusPopulation: { number: 11, order: 'simultaneous' },
  advancesAcquisition: { number: 12, order: 'astPosition' },
  astAlteration: { number: 13, order: 'astRanking' },
};

export interface OrderFacts {
  readonly civ: CivilizationId;
  readonly census: number;
  readonly cities: number;
  readonly astPosition: number;
  readonly holds: readonly AdvanceId[];
}

/**
 * The acting order of a phase. Simultaneous phases are listed in A.S.T.-ranking order, the order
 * players may insist on (ee chapter 6, "A.S.T.-ranking order and breaking ties").
 * - census: highest census first; players holding Military move after all who do not (ee chapter 9).
 * - cityCount: fewest cities first (ee Phase 6a, Ronald/Judith/Tony).
 * - astPosition: furthest on the A.S.T. first (ee Phase 10, 12).
 */
export function actingOrder(phase: Phase, players: readonly OrderFacts[]): readonly CivilizationId[] {
  const order = PHASE_INFO[phase].order;
  const rank = (x: OrderFacts, y: OrderFacts) => byAstRanking(x.civ, y.civ);
  const sorted = [...players].sort((x, y) => {
    switch (order) {
      case 'census': {
        const mx = x.holds.includes('military') ? 1 : 0;
        const my = y.holds.includes('military') ? 1 : 0;
        return mx - my || y.census - x.census || rank(x, y);
      }
      case 'cityCount':
        return x.cities - y.cities || rank(x, y);
      case 'astPosition':
        return y.astPosition - x.astPosition || rank(x, y);
      case 'astRanking':
      case 'simultaneous':
        return rank(x, y);
    }
    // Unreachable: the switch is exhaustive over PhaseOrder (the compiler checks it).
    return order satisfies never;
  });
  return sorted.map((p) => p.civ);
}
