/**
 * Cross-entry bounds (smc): what earlier entries of the turn already decide about a new one.
 * - A settler looks under one exploration marker a turn: "When your settlers end their movement in
 *   land regions with face down exploration markers, you can pick up the exploration markers and look
 *   at them" (Settlers), and "once you look under an exploration marker, you cannot move your settler
 *   to another land region!" (Movement). The finds a finder records (a treasure, a free technology)
 *   are at most the settlers he had when the movement phase began: his settlers now and those the map
 *   took since (lose entries; nothing else adds or takes a settler in the movement phase). A minor
 *   civilization names the roll's winner, not the finder, and a plague is recorded as the losses, so
 *   neither is counted: the bound is the loosest the entries show, it never refuses a settler that
 *   has not looked yet. The game's first movement phase is not bounded: the markers flipped in the
 *   starting regions at set-up ("These take effect immediately", Set-Up) have no entry of their own,
 *   so a treasure or free technology found there is recorded in turn 1 beside what the same settlers
 *   find when they move on, and the entries cannot tell the two apart.
 * Every other number of a Sid Meier's entry that an earlier entry decides (gold paid or handed over,
 * units and settlers lost, sold or handed over, pieces placed, technologies left) is the entry's own
 * check, on replay too.
 *
 * These judge a new entry only (GameModule.admit), as advciv's and Eastern Empires' bounds do: a
 * game recorded before them replays as it was recorded.
 */
import type { LoggedEntry, Violation } from '../../types';
import { CITE } from './cite';
import type { SmcEntry } from './entries/types';
import { findPlayer, type SmcState } from './state';
import { violation } from './violations';

/** This turn's movement-phase entries: those after the last advance-phase (the movement phase is the turn's first). */
function movementEntries(state: SmcState, log: readonly LoggedEntry<SmcEntry>[]): readonly SmcEntry[] {
  if (state.phase !== 'movement') return [];
  const entries = log.map((l) => l.entry);
  let at = entries.length;
  while (at > 0 && entries[at - 1]?.kind !== 'advance-phase') at--;
  return entries.slice(at);
}

/**
 * Settlers, Movement: a player's settlers when this movement phase began and the markers he has
 * looked under with them as the finder (treasure, free technology). Undefined for an unknown player.
 */
function explorations(
  state: SmcState,
  log: readonly LoggedEntry<SmcEntry>[],
  player: string,
): { readonly explored: number; readonly settlers: number } | undefined {
  const p = findPlayer(state, player);
  if (p === undefined) return undefined;
  let explored = 0;
  let lost = 0;
  for (const e of movementEntries(state, log)) {
    if (e.kind === 'explore' && e.player === player && e.event.type !== 'minor-civilization') explored++;
    if (e.kind === 'lose' && e.player === player) lost += e.settlers;
  }
  return { explored, settlers: p.settlers + lost };
}

/** Every cross-entry bound a new smc entry must meet (empty = none broken). */
export function smcBounds(state: SmcState, log: readonly LoggedEntry<SmcEntry>[], entry: SmcEntry): readonly Violation[] {
  if (entry.kind !== 'explore' || entry.event.type === 'minor-civilization' || state.phase !== 'movement') return [];
  // Set-Up: the starting regions' finds are recorded in the first movement phase too (see above).
  if (!log.some((l) => l.entry.kind === 'advance-phase')) return [];
  const e = explorations(state, log, entry.player);
  // No settler at all is the entry's own refusal (smc/explore/no-settler).
  if (e === undefined || e.settlers < 1 || e.explored < e.settlers) return [];
  return [violation('smc/explore/settlers-used', [CITE.settlers, CITE.stdMovement], { player: entry.player, explored: e.explored, settlers: e.settlers })];
}
