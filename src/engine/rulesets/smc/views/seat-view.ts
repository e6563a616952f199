/**
 * What a phone bound to one seat shows of a phase (several phones, pure): whether the phase's
 * entries are the seat's own to record there (production and purchases: each player collects his
 * own production and buys for himself, Turn Phases, Collecting production, Purchasing), and
 * otherwise the figures that phase gives its player, read off the engine's holdings view: his gold,
 * settlements and units in the movement phase (battles, losses and captures are the table's), his
 * resource cards and gold in the trade phase (lending and giving speak for two players).
 */
import { heldResources } from '../calc/production';
import type { SmcState } from '../state';
import { holdings } from './players';
import type { Phase, Resource } from '../vocab';

/** Turn Phases: whose entries each phase's are, for a phone bound to one seat. */
export const SEAT_PHASES: Readonly<Record<Phase, 'own' | 'table'>> = {
  movement: 'table', // battles (Combat), losses the map decides and captures name two players or none
  trade: 'table', // Trade Phase: a loan or a gift is one entry for two players
  production: 'own', // Collecting production: 'produce' speaks for its player (seats.ts)
  purchase: 'own', // Purchasing: 'purchase' and 'purchase-done' speak for their player (seats.ts)
};

export type SmcSeatFigure =
  | { readonly kind: 'gold'; readonly gold: number }
  | { readonly kind: 'settlements'; readonly settlements: number }
  | { readonly kind: 'units'; readonly units: number }
  /** Resource cards held this turn: his own not lent out, and those lent to him (Trade Phase). */
  | { readonly kind: 'resources'; readonly resources: readonly Resource[] };

export type SmcSeatFigureKind = SmcSeatFigure['kind'];

/** The figures each phase gives a seat, in the order shown. */
export const SEAT_FIGURES: Readonly<Record<Phase, readonly SmcSeatFigureKind[]>> = {
  movement: ['units', 'settlements', 'gold'],
  trade: ['resources', 'gold'],
  production: ['settlements', 'gold'],
  purchase: ['gold'],
};

/** The phase's entries are the seat's own (SEAT_PHASES). */
export const seatOwnsPhase = (phase: Phase): boolean => SEAT_PHASES[phase] === 'own';

/** The figures `phase` gives the seat's player (SEAT_FIGURES); empty for a player not in the game. */
export function seatFigures(state: SmcState, phase: Phase, player: string): readonly SmcSeatFigure[] {
  const h = holdings(state, (id) => heldResources(state, id)).find((x) => x.player === player);
  if (h === undefined) return [];
  const figure = (kind: SmcSeatFigureKind): SmcSeatFigure => {
    switch (kind) {
      case 'gold':
        return { kind, gold: h.gold };
      case 'settlements':
        return { kind, settlements: h.settlements.length };
      case 'units':
        return { kind, units: h.unitTotal };
      case 'resources':
        return { kind, resources: h.resources };
    }
  };
  return SEAT_FIGURES[phase].map(figure);
}
