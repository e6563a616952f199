/**
 * The advciv entry union and its one exhaustive handler table. Each kind lives in its own module
 * (validate + apply); this table adds the shared checks (game over 34, phase cursor 18.1) and moves
 * the phase cursor. A kind without a handler, or without a phase, fails to compile.
 */
import type { EntryHandler, HandlerTable } from '../../../game';
import type { AdvCivSetup } from '../setup';
import type { AdvCivState, PhaseId } from '../state';
import { ast, type AstEntry } from './ast';
import { calamityHandlers } from './calamity';
import type { CalamityEntry } from './calamity-entry';
import { census, type CensusEntry } from './census';
import { cities, type CitiesEntry } from './cities';
import { guarded as withCursor } from '../../../phased-entries';
import { ADVCIV_CURSOR } from './context';
import { endGame, type EndGameEntry } from './end-game';
import { hand, type HandEntry } from './hand';
import { handReveal, type HandRevealEntry } from './hand-reveal';
import { leave, type LeaveEntry } from './leave';
import { joinHandler, type JoinEntry } from '../late-arrivals';
import { rulesetOf } from './context';
import { purchase, type PurchaseEntry } from './purchase';
import { population, type PopulationEntry } from './population';
import { cityAttack, type CityAttackEntry } from './city-attack';
import { returnUnmaintainedShips, ships, type ShipsEntry } from './ships';
import { taxation, type TaxationEntry } from './taxation';
import { tradeCards, type TradeCardsEntry } from './trade-cards';
import { trade, type TradeEntry } from './trade';

export type AdvCivEntry =
  | TaxationEntry
  | PopulationEntry
  | CensusEntry
  | ShipsEntry
  | CityAttackEntry
  | CitiesEntry
  | TradeCardsEntry
  | TradeEntry
  | PurchaseEntry
  | HandEntry
  | HandRevealEntry
  | AstEntry
  | EndGameEntry
  | LeaveEntry
  | JoinEntry
  | CalamityEntry;

export type AdvCivEntryKind = AdvCivEntry['kind'];

/** The phase each kind belongs to (18.1); null = any time (leaving, 15.6; the end, 34.1 B). */
export const PHASE_OF: Readonly<Record<AdvCivEntryKind, PhaseId | null>> = {
  taxation: 'taxation', // 19
  population: 'population', // 20
  census: 'census', // 21
  ships: 'ships', // 22
  'city-attack': 'conflict', // 24.3-24.5
  cities: 'surplus', // 24-26: cities after conflict, construction and reduction
  'trade-cards': 'trade-cards', // 27
  trade: 'trade', // 28 (optional)
  calamities: 'calamities', // 29, 30 (calamity.ts)
  purchase: 'civ-cards', // 31
  hand: 'civ-cards', // 31.71
  'hand-reveal': null, // 35.1 B: only after the end (hand-reveal.ts)
  ast: 'ast', // 33
  'end-game': null,
  leave: null,
  join: null, // 15.51: a late arrival may ask to join at any time
};

/** Each handler behind the shared phase cursor (18.1, 34.1), at its kind's phase; passing ship construction returns unmaintained ships (22.3). */
function guarded<E extends AdvCivEntry>(kind: E['kind'], h: EntryHandler<AdvCivState, E, AdvCivSetup>): EntryHandler<AdvCivState, E, AdvCivSetup> {
  const phase = PHASE_OF[kind];
  const inner = withCursor(ADVCIV_CURSOR, () => phase, h);
  return { validate: inner.validate, apply: (state, entry, setup) => inner.apply(returnUnmaintainedShips(state, phase), entry, setup) };
}

export const ADVCIV_HANDLERS: HandlerTable<AdvCivState, AdvCivEntry, AdvCivSetup> = {
  taxation: guarded('taxation', taxation),
  population: guarded('population', population),
  census: guarded('census', census),
  ships: guarded('ships', ships),
  'city-attack': guarded('city-attack', cityAttack),
  cities: guarded('cities', cities),
  'trade-cards': guarded('trade-cards', tradeCards),
  trade: guarded('trade', trade),
  purchase: guarded('purchase', purchase),
  hand: guarded('hand', hand),
  // 35.1 B: the one entry made after the end (34.1), so outside the phase cursor.
  'hand-reveal': handReveal,
  ast: guarded('ast', ast),
  'end-game': guarded('end-game', endGame),
  leave: guarded('leave', leave),
  join: guarded('join', joinHandler(rulesetOf)),
  calamities: guarded('calamities', calamityHandlers.calamities),
};
