/**
 * Which seat an entry speaks for, for a table where each player records on their own phone: a
 * player's own purchase, hand, ships, trade card acquisition, special abilities or leaving speaks
 * for the civilization in it; taxation, census, cities, calamities (selection and resolution) and
 * the A.S.T. are the table's (recorded by the phone that holds the game).
 */
import type { EeEntry, EeEntryKind } from './entries';
import type { EeSetup } from './setup';

/** 'own': the entry's `civ` is its speaker; 'table': the whole table's. */
export const SPEAKER: Readonly<Record<EeEntryKind, 'own' | 'table'>> = {
  purchase: 'own',
  hand: 'own',
  ships: 'own',
  'trade-cards': 'own',
  'special-abilities': 'own',
  leave: 'own',
  taxation: 'table',
  census: 'table',
  cities: 'table',
  'calamity-selection': 'table',
  calamity: 'table',
  ast: 'table',
};

/** The seat (index in the setup's players) an entry speaks for, or 'table'. */
export function seatOfEntry(setup: EeSetup, entry: EeEntry): number | 'table' {
  if (SPEAKER[entry.kind] === 'table' || !('civ' in entry)) return 'table';
  const seat = setup.players.findIndex((p) => p.civ === entry.civ);
  return seat < 0 ? 'table' : seat;
}
