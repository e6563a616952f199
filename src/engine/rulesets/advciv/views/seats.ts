/**
 * Which seat an entry speaks for, for a table where each player records on their own phone: a
 * player's own purchase (31), hand (31.71), ship construction (22), trade card acquisition (27)
 * or leaving (15.6) speaks for the nation in it; the census, taxation, movement, cities,
 * calamities, A.S.T. and the end of the game are the table's (recorded by the phone that holds the
 * game). A city attack or a trade (28) speaks for two players and is the table's too.
 */
import type { AdvCivEntry, AdvCivEntryKind } from '../entries';
import type { AdvCivSetup } from '../setup';

/** 'own': the entry's `nation` is its speaker; 'table': the whole table's. */
export const SPEAKER: Readonly<Record<AdvCivEntryKind, 'own' | 'table'>> = {
  purchase: 'own',
  hand: 'own',
  'hand-reveal': 'own', // 35.1 B: the cards a seat kept sealed, shown at the end with the salt of their seal (without it: the table's)
  ships: 'own',
  'trade-cards': 'own',
  leave: 'own',
  taxation: 'table',
  population: 'table',
  census: 'table',
  'city-attack': 'table',
  trade: 'table',
  cities: 'table',
  calamities: 'table',
  ast: 'table',
  'end-game': 'table',
  join: 'table',
};

/** The seat (index in the setup's players) an entry speaks for, or 'table'. */
export function seatOfEntry(setup: AdvCivSetup, entry: AdvCivEntry): number | 'table' {
  if (SPEAKER[entry.kind] === 'table' || !('nation' in entry)) return 'table';
  // 35.1 B: a seat reveals its sealed hand with the salt that proves it is the hand kept; a reveal
  // without it (for a phone that was lost) is entered by the table, in front of everyone.
  if (entry.kind === 'hand-reveal' && entry.salt === undefined) return 'table';
  const seat = setup.players.findIndex((p) => p.nation === entry.nation);
  return seat < 0 ? 'table' : seat;
}
