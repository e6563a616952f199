/**
 * Which seat an entry speaks for, for a table where each player records on their own phone: a
 * player's own production, purchase, finished purchase phase, wonder claim, exploration or declared victory speaks for the
 * player in it; the phases, the critical resource roll, trades between two players, battles and
 * their losses are the table's (recorded by the phone that holds the game).
 */
import type { SmcEntry, SmcEntryKind } from '../entries/types';
import type { SmcSetup } from '../setup';

/** 'own': the entry's `player` is its speaker; 'table': the whole table's. */
export const SPEAKER: Readonly<Record<SmcEntryKind, 'own' | 'table'>> = {
  produce: 'own',
  purchase: 'own',
  'purchase-done': 'own',
  'claim-wonder': 'own',
  explore: 'own',
  'declare-victory': 'own',
  'advance-phase': 'table',
  'critical-roll': 'table',
  lend: 'table',
  give: 'table',
  'battle-round': 'table',
  lose: 'table',
  capture: 'table',
};

/** The seat (index in the setup's players) an entry speaks for, or 'table'. */
export function seatOfEntry(setup: SmcSetup, entry: SmcEntry): number | 'table' {
  if (SPEAKER[entry.kind] === 'table' || !('player' in entry)) return 'table';
  const seat = setup.players.findIndex((p) => p.id === entry.player);
  return seat < 0 ? 'table' : seat;
}
