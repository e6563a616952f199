/**
 * The hand a player keeps, on a phone bound to that player's seat (several phones, src/link): the
 * cards are secret (advciv 27.4, 28.3), only their number is public (31.71). Such a phone records the
 * sealed hand entry (the count) for the table and keeps the cards on this device, in its drafts store
 * (they survive a reload), for its own purchase form and planner next turn and for the reveal at the
 * end of the game (35.1 B). A phone passed round the table, and the host's table view, record the
 * open entry as before: the cards are typed in front of everyone there.
 */
import { COMMODITIES } from '../engine/rulesets/advciv/commodities';
import type { HandEntry } from '../engine/rulesets/advciv/entries/hand';
import type { LeaveEntry } from '../engine/rulesets/advciv/entries/leave';
import type { NationId } from '../engine/rulesets/advciv/nations';
import { handSize, type AdvCivPlayer, type Hand } from '../engine/rulesets/advciv/state';
import { drafts as appDrafts, type Drafts } from './drafts';

/** Where this device keeps a seat's sealed cards: one record per game copy and nation (turn 0: not a turn's draft). */
const scopeOf = (game: string, nation: NationId) => ({ game, turn: 0, form: `sealed-hand-${nation}` });

/**
 * The hand entry this phone records for a player keeping `cards` in `turn`: sealed on a phone bound
 * to the player's seat (`seated`), the cards then kept on this device first (so that a page closed
 * right after keeps them); open otherwise.
 */
export function keptHandEntry(
  at: { readonly game: string; readonly seated: boolean },
  nation: NationId,
  turn: number,
  cards: Hand,
  drafts: Drafts = appDrafts,
): HandEntry {
  if (!at.seated) return { kind: 'hand', nation, cards };
  drafts.write(scopeOf(at.game, nation), 'kept', { turn, cards });
  return { kind: 'hand', nation, sealed: true, count: handSize(cards) };
}

/**
 * The leave entry (advciv 15.6) this phone records for a player retaining `cards` (one per city,
 * 15.62): a phone bound to that player's own seat (`seated`) seals them, as a kept hand (the cards
 * retained stay secret until the end, 35.1 B), keeping them on this device first; open otherwise.
 */
export function leaveEntry(
  at: { readonly game: string; readonly seated: boolean },
  nation: NationId,
  turn: number,
  cards: Hand,
  drafts: Drafts = appDrafts,
): LeaveEntry {
  if (!at.seated) return { kind: 'leave', nation, hand: cards };
  drafts.write(scopeOf(at.game, nation), 'kept', { turn, cards });
  return { kind: 'leave', nation, sealed: true, count: handSize(cards) };
}

function readHand(raw: unknown): Hand | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const out: Partial<Record<(typeof COMMODITIES)[number], number>> = {};
  for (const [id, n] of Object.entries(raw)) {
    if (!(COMMODITIES as readonly string[]).includes(id) || typeof n !== 'number' || !Number.isInteger(n) || n < 0) return undefined;
    if (n > 0) out[id as (typeof COMMODITIES)[number]] = n;
  }
  return out;
}

/**
 * The cards of the player's sealed hand as this device kept them, or undefined when this device
 * kept none that fit it: a hand sealed on another phone, storage cleared, or cards of another count
 * (31.71: the count recorded is the table's).
 */
export function sealedCardsOf(game: string, p: AdvCivPlayer, drafts: Drafts = appDrafts): Hand | undefined {
  if (p.sealed === undefined) return undefined;
  const kept = drafts.read(scopeOf(game, p.nation))?.kept as { readonly cards?: unknown } | undefined;
  const cards = readHand(kept?.cards);
  return cards !== undefined && handSize(cards) === p.sealed.count ? cards : undefined;
}

/** The cards the player kept: known to every phone, or sealed and kept on this one (else undefined). */
export function keptCardsOf(game: string, p: AdvCivPlayer, drafts: Drafts = appDrafts): Hand | undefined {
  return p.sealed === undefined ? p.hand : sealedCardsOf(game, p, drafts);
}
