/**
 * Which seat an entry speaks for, for a table where each player records on their own phone. An
 * entry is classed by what it changes, not by the player it names: a player's own purchase, hand,
 * ships and trade card acquisition change only his own figures and speak for the civilization in
 * them; taxation, census, cities, calamities (selection and resolution) and the A.S.T. change every
 * player's and are the table's (recorded by the phone that holds the game). Leaving (ee chapter 7)
 * and special abilities (ee Phase 10) are his own while they change only his own figures; leaving
 * with other players' units in the areas now out of play (`others`), or an ability used against
 * another player (Politics' annexation, Monotheism, Fundamentalism, Provincial Empire), changes
 * another player's holdings and is the table's: the host's phone records it, never a seat.
 */
import type { EeEntry, EeEntryKind } from '../entries';
import type { EeSetup } from '../setup';

/**
 * 'own': the entry's `civ` is its speaker; 'table': the whole table's; 'own-alone': its `civ`'s while
 * it changes no other player's figures (`touchesOthers`), the table's otherwise.
 */
export const SPEAKER: Readonly<Record<EeEntryKind, 'own' | 'table' | 'own-alone'>> = {
  purchase: 'own',
  hand: 'own',
  ships: 'own',
  'trade-cards': 'own',
  'special-abilities': 'own-alone',
  leave: 'own-alone',
  taxation: 'table',
  census: 'table',
  cities: 'table',
  'calamity-selection': 'table',
  calamity: 'table',
  ast: 'table',
};

/**
 * Whether an entry changes another player's holdings: leaving with other players' cities and tokens
 * entered (ee chapter 7, "Units within 'Out of Play' areas"), or an ability that takes from another
 * player (ee chapter 9: Politics' annexation, Monotheism, Fundamentalism, Provincial Empire).
 */
export function touchesOthers(entry: EeEntry): boolean {
  if (entry.kind === 'leave') return Object.keys(entry.others ?? {}).length > 0;
  if (entry.kind === 'special-abilities')
    return (
      (entry.politics !== undefined && 'annex' in entry.politics) ||
      entry.monotheism !== undefined ||
      entry.fundamentalism !== undefined ||
      Object.keys(entry.provincialEmpire ?? {}).length > 0
    );
  return false;
}

/** The seat (index in the setup's players) an entry speaks for, or 'table'. */
export function seatOfEntry(setup: EeSetup, entry: EeEntry): number | 'table' {
  const speaker = SPEAKER[entry.kind];
  if (speaker === 'table' || !('civ' in entry)) return 'table';
  if (speaker === 'own-alone' && touchesOthers(entry)) return 'table';
  const seat = setup.players.findIndex((p) => p.civ === entry.civ);
  return seat < 0 ? 'table' : seat;
}
