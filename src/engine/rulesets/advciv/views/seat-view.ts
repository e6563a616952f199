/**
 * What a phone bound to one seat shows of a phase (several phones, pure): whether the phase's
 * entries are the seat's own to record there (ships 22, trade card draws 27, purchases and the hand
 * kept 31: the entry kinds that speak for one nation, seats.ts), and otherwise the figures that
 * phase gives its player, read off the engine's own views: his taxes (19.1, 19.2), his tokens at the
 * census (21.1) and in stock, his cities (25), his ships (22.4), the cards he holds this turn and the
 * non-tradable calamities only he can hold (27.2, 27.3, 28.3), the calamities he held at the
 * calamity phase (29.3), and his A.S.T. space with the move the marker would make now (33.1-33.4).
 */
import { PHASE_OF, type AdvCivEntryKind } from '../entries';
import type { CalamityId } from '../commodities';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import type { AdvCivState, PhaseId } from '../state';
import { taxRows } from './forms';
import { playerViews, type AstOutlook } from './players';
import { SPEAKER } from './seats';

export type AdvCivSeatFigure =
  | { readonly kind: 'cities'; readonly cities: number }
  | { readonly kind: 'census'; readonly tokens: number | null }
  | { readonly kind: 'stock'; readonly tokens: number | null }
  | { readonly kind: 'treasury'; readonly tokens: number }
  | { readonly kind: 'ships'; readonly ships: number }
  /** 19.1, 19.2: taxes owed at the usual rate (the table may pick another with Coinage), before the entry. */
  | { readonly kind: 'taxDue'; readonly tokens: number; readonly cities: number }
  /** 19.1, 19.31: what the taxation entry took, and the cities that revolted. */
  | { readonly kind: 'taxPaid'; readonly tokens: number; readonly revolted: number }
  /** 28.3: the trade cards he holds this turn (at most, until no trade can have gone unrecorded). */
  | { readonly kind: 'handCards'; readonly cards: number; readonly exact: boolean }
  /** 27.3: non-tradable calamities of the stacks he drew from, which only he can hold. */
  | { readonly kind: 'mayHold'; readonly calamities: readonly CalamityId[] }
  /** 29.3: the calamity cards he held at the end of trading, as the calamity entry recorded them. */
  | { readonly kind: 'calamitiesHeld'; readonly n: number }
  /** 33.1-33.4: his A.S.T. space and the move his marker would make if the turn ended now. */
  | { readonly kind: 'ast'; readonly ast: AstOutlook };

export type AdvCivSeatFigureKind = AdvCivSeatFigure['kind'];

/** The figures each phase gives a seat, in the order shown (18.1: the phase's own rule first). */
export const SEAT_FIGURES: Readonly<Record<PhaseId, readonly AdvCivSeatFigureKind[]>> = {
  taxation: ['taxDue', 'taxPaid', 'cities', 'treasury'], // 19
  population: ['census', 'stock', 'cities'], // 20
  census: ['census', 'cities'], // 21
  ships: ['ships', 'treasury'], // 22
  movement: ['census', 'ships'], // 23
  conflict: ['cities', 'census'], // 24
  'city-construction': ['cities', 'census'], // 25
  surplus: ['cities', 'census'], // 26
  'trade-cards': ['cities', 'treasury'], // 27
  trade: ['handCards', 'mayHold', 'treasury'], // 28
  calamities: ['calamitiesHeld', 'mayHold', 'handCards'], // 29
  'civ-cards': ['handCards', 'treasury'], // 31
  ast: ['ast', 'cities'], // 33
};

/** The phase's entries are the seat's own (a kind of the phase speaks for one nation, seats.ts): ships 22, draws 27, purchases 31. */
export function seatOwnsPhase(phase: PhaseId): boolean {
  return (Object.keys(PHASE_OF) as AdvCivEntryKind[]).some((k) => PHASE_OF[k] === phase && SPEAKER[k] === 'own');
}

/** The figures `phase` gives the seat's player (SEAT_FIGURES), those the books know now; empty for a nation not in the game. */
export function seatFigures(setup: AdvCivSetup, state: AdvCivState, phase: PhaseId, nation: NationId): readonly AdvCivSeatFigure[] {
  const v = playerViews(setup, state).find((x) => x.player.nation === nation);
  if (v === undefined) return [];
  const p = v.player;
  const taxed = state.taxes.find((x) => x.nation === nation);
  const figure = (kind: AdvCivSeatFigureKind): AdvCivSeatFigure | undefined => {
    switch (kind) {
      case 'cities':
        return { kind, cities: p.cities };
      case 'census':
        return { kind, tokens: p.census };
      case 'stock':
        return { kind, tokens: p.stock };
      case 'treasury':
        return { kind, tokens: p.treasury };
      case 'ships':
        return { kind, ships: p.ships };
      case 'taxDue': {
        const row = taxed === undefined ? taxRows(setup, state).find((r) => r.nation === nation && r.taxed) : undefined;
        return row === undefined ? undefined : { kind, tokens: row.due, cities: row.cities };
      }
      case 'taxPaid':
        return taxed === undefined ? undefined : { kind, tokens: taxed.paid, revolted: taxed.revolted };
      case 'handCards':
        return v.turnHand?.cards === undefined || v.turnHand.cards === null ? undefined : { kind, cards: v.turnHand.cards, exact: v.turnHand.exact };
      case 'mayHold':
        return v.turnHand === undefined || v.turnHand.nonTradable.length === 0 ? undefined : { kind, calamities: v.turnHand.nonTradable };
      case 'calamitiesHeld': {
        const n = state.aftermath?.calamitiesHeld?.[nation];
        return n === undefined ? undefined : { kind, n };
      }
      case 'ast':
        return { kind, ast: v.ast };
    }
  };
  return SEAT_FIGURES[phase].flatMap((k) => {
    const f = figure(k);
    return f === undefined ? [] : [f];
  });
}
