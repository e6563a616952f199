/**
 * The Eastern Empires entry union and its one exhaustive handler table. Each kind lives in its own
 * module (validate + apply); this table adds the shared checks (game over, phase cursor of ee
 * chapter 6) and moves the phase cursor. A kind without a handler or a phase fails to compile.
 */
import { guarded as withCursor } from '../../../phased-entries';
import type { EntryHandler, HandlerTable } from '../../../game';
import type { Phase } from '../phases';
import type { EeSetup } from '../setup';
import type { EeState } from '../state';
import { ast, type AstEntry } from './ast';
import { calamity, type CalamityEntry } from './calamity';
import { calamitySelection, type CalamitySelectionEntry } from './calamity-selection';
import { census, type CensusEntry } from './census';
import { cities, type CitiesEntry } from './cities';
import { EE_CURSOR } from './context';
import { hand, type HandEntry } from './hand';
import { leave, type LeaveEntry } from './leave';
import { purchase, type PurchaseEntry } from './purchase';
import { ships, type ShipsEntry } from './ships';
import { specialAbilities, type SpecialAbilitiesEntry } from './special-abilities';
import { taxation, type TaxationEntry } from './taxation';
import { tradeCards, type TradeCardsEntry } from './trade-cards';

export type EeEntry =
  | TaxationEntry
  | CensusEntry
  | ShipsEntry
  | CitiesEntry
  | TradeCardsEntry
  | CalamitySelectionEntry
  | CalamityEntry
  | SpecialAbilitiesEntry
  | PurchaseEntry
  | HandEntry
  | AstEntry
  | LeaveEntry;

export type EeEntryKind = EeEntry['kind'];

/** The phase of each entry (ee chapter 6); null = between phases (leaving, ee chapter 7). */
export function phaseOf(entry: EeEntry): Phase | null {
  switch (entry.kind) {
    case 'taxation':
      return 'taxCollection';
    case 'census':
      return 'populationExpansion';
    case 'ships':
      return 'movement';
    case 'cities':
      return entry.step === 'construction' ? 'cityConstruction' : 'removeSurplusPopulation';
    case 'trade-cards':
      return 'tradeCardsAcquisition';
    case 'calamity-selection':
      return 'calamitySelection';
    case 'calamity':
      return 'calamityResolution';
    case 'special-abilities':
      return 'specialAbilities';
    case 'purchase':
    case 'hand':
      return 'advancesAcquisition';
    case 'ast':
      return 'astAlteration';
    case 'leave':
      return null;
  }
}

/** Each handler behind the shared phase cursor (ee chapter 6, Phase 13b). */
const guarded = <E extends EeEntry>(h: EntryHandler<EeState, E, EeSetup>): EntryHandler<EeState, E, EeSetup> => withCursor(EE_CURSOR, phaseOf, h);

export const EE_HANDLERS: HandlerTable<EeState, EeEntry, EeSetup> = {
  taxation: guarded(taxation),
  census: guarded(census),
  ships: guarded(ships),
  cities: guarded(cities),
  'trade-cards': guarded(tradeCards),
  'calamity-selection': guarded(calamitySelection),
  calamity: guarded(calamity),
  'special-abilities': guarded(specialAbilities),
  purchase: guarded(purchase),
  hand: guarded(hand),
  ast: guarded(ast),
  leave: guarded(leave),
};
