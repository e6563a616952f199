/**
 * What a phone bound to one seat shows of a phase (several phones, pure): whether the phase's
 * entries are the seat's own to record there (ships in Phase 3, trade cards in Phase 6, special
 * abilities in Phase 10, advances and the hand kept in Phase 12: the entry kinds that speak for one
 * civilization, seats.ts), and otherwise the figures that phase gives its player, read off the
 * engine's own views: his taxes (Phase 1a), his population tokens (Phase 2b) and cities (Phase 5a,
 * Phase 11), the trade cards he can hold (Phase 6, Phase 7), the calamities he kept (Phase 8) and
 * still to resolve (Phase 9), and his A.S.T. space with the move his marker would make (Phase 13a).
 */
import type { CalamityId } from '../trade-cards';
import type { CivilizationId, Epoch } from '../civilizations';
import type { AstCheck } from '../calc/ast';
import type { EeSetup } from '../setup';
import type { EeState } from '../state';
import type { Phase } from '../phases';
import { SPEAKER } from './seats';
import { astPreview, taxRows } from './index';
import { cardsHeld, playerSheets } from './players';
import { PHASE_KINDS, pendingCalamities } from './turn';

export type EeSeatFigure =
  | { readonly kind: 'cities'; readonly cities: number }
  | { readonly kind: 'census'; readonly tokens: number }
  | { readonly kind: 'treasury'; readonly tokens: number }
  | { readonly kind: 'ships'; readonly ships: number }
  /** Phase 1a: taxes owed at the usual rate, before the entry (the rates he may choose beside it). */
  | { readonly kind: 'taxDue'; readonly tokens: number; readonly cities: number; readonly rates: readonly number[] }
  /** Phase 1a, 1b: what the taxation entry collected, and the cities that revolted. */
  | { readonly kind: 'taxPaid'; readonly tokens: number; readonly revolted: number }
  /** Phase 6, Phase 7: the most trade cards he can hold this turn, as the entries stand. */
  | { readonly kind: 'handCards'; readonly cards: number }
  /** The commodity cards he kept after the last Phase 12 (the hand limit beside them). */
  | { readonly kind: 'handKept'; readonly cards: number | null; readonly limit: number }
  /** Phase 8: the calamities he kept after the random discards. */
  | { readonly kind: 'calamitiesKept'; readonly calamities: readonly CalamityId[] }
  /** Phase 9: his calamities not yet resolved, in resolution order. */
  | { readonly kind: 'calamitiesPending'; readonly calamities: readonly CalamityId[] }
  /** Phase 13a: his A.S.T. space and the move his marker would make now. */
  | { readonly kind: 'ast'; readonly position: number; readonly finalSpace: number; readonly epoch: Epoch; readonly check: AstCheck };

export type EeSeatFigureKind = EeSeatFigure['kind'];

/** The figures each phase gives a seat, in the order shown (ee chapter 6: the phase's own first). */
export const SEAT_FIGURES: Readonly<Record<Phase, readonly EeSeatFigureKind[]>> = {
  taxCollection: ['taxDue', 'taxPaid', 'cities', 'treasury'], // Phase 1
  populationExpansion: ['census', 'cities'], // Phase 2
  movement: ['ships', 'census'], // Phase 3
  conflict: ['census', 'cities'], // Phase 4
  cityConstruction: ['cities', 'census'], // Phase 5
  tradeCardsAcquisition: ['cities', 'treasury'], // Phase 6
  trade: ['handCards', 'treasury'], // Phase 7
  calamitySelection: ['calamitiesKept', 'handCards'], // Phase 8
  calamityResolution: ['calamitiesPending', 'cities', 'census'], // Phase 9
  specialAbilities: ['treasury'], // Phase 10
  removeSurplusPopulation: ['cities', 'census'], // Phase 11
  advancesAcquisition: ['handKept', 'treasury'], // Phase 12
  astAlteration: ['ast', 'cities'], // Phase 13
};

/** The phase's entries are the seat's own (a kind of the phase speaks for one civilization, seats.ts): Phases 3, 6, 10 and 12. */
export function seatOwnsPhase(phase: Phase): boolean {
  return PHASE_KINDS[phase].some((k) => SPEAKER[k] !== 'table');
}

/** The figures `phase` gives the seat's player (SEAT_FIGURES), those the books know now; empty for a civilization not in the game. */
export function seatFigures(setup: EeSetup, state: EeState, phase: Phase, civ: CivilizationId): readonly EeSeatFigure[] {
  const sheet = playerSheets(setup, state).find((s) => s.player.civ === civ);
  if (sheet === undefined) return [];
  const p = sheet.player;
  const taxed = state.taxes.find((x) => x.civ === civ);
  const figure = (kind: EeSeatFigureKind): EeSeatFigure | undefined => {
    switch (kind) {
      case 'cities':
        return { kind, cities: p.cities };
      case 'census':
        return { kind, tokens: p.census };
      case 'treasury':
        return { kind, tokens: p.treasury };
      case 'ships':
        return { kind, ships: p.ships };
      case 'taxDue': {
        const row = taxed === undefined ? taxRows(state).find((r) => r.civ === civ) : undefined;
        return row === undefined ? undefined : { kind, tokens: row.due, cities: row.cities, rates: row.rates };
      }
      case 'taxPaid':
        return taxed === undefined ? undefined : { kind, tokens: taxed.collected, revolted: taxed.revolting };
      case 'handCards': {
        const held = cardsHeld(state, civ);
        return held === undefined ? undefined : { kind, cards: held.cards };
      }
      case 'handKept':
        return { kind, cards: sheet.hand, limit: sheet.handLimit };
      case 'calamitiesKept': {
        const kept = state.selections.find((s) => s.civ === civ)?.kept;
        return kept === undefined || kept.length === 0 ? undefined : { kind, calamities: kept };
      }
      case 'calamitiesPending': {
        const mine = pendingCalamities(state).filter((x) => x.civ === civ);
        return mine.length === 0 ? undefined : { kind, calamities: mine.map((x) => x.calamity) };
      }
      case 'ast': {
        const a = astPreview(state).find((x) => x.civ === civ);
        return a === undefined ? undefined : { kind, position: a.position, finalSpace: a.finalSpace, epoch: a.epoch, check: a.check };
      }
    }
  };
  return SEAT_FIGURES[phase].flatMap((k) => {
    const f = figure(k);
    return f === undefined ? [] : [f];
  });
}
