/**
 * The hand a player keeps, on a phone bound to that player's seat (several phones, src/link): the
 * cards are secret (advciv 27.4, 28.3; ee Phase 6: only the number may not be concealed), only their
 * number is public (advciv 31.71, ee Phase 12). Such a phone records the sealed hand entry (the count)
 * for the table and keeps the cards on this device, in its drafts store (they survive a reload), for
 * its own purchase form and planner next turn and, in advciv, for the reveal at the end of the game
 * (35.1 B; Eastern Empires scores no cards in hand, ee Phase 13d). A phone passed round the table, and
 * the host's table view, record the open entry as before: the cards are typed in front of everyone.
 */
import { COMMODITIES } from '../engine/rulesets/advciv/commodities';
import type { HandEntry } from '../engine/rulesets/advciv/entries/hand';
import { sealOf } from '../engine/rulesets/advciv/entries/hand-reveal';
import type { LeaveEntry } from '../engine/rulesets/advciv/entries/leave';
import type { NationId } from '../engine/rulesets/advciv/nations';
import type { AdvCivPlayer, Hand } from '../engine/rulesets/advciv/state';
import type { CivilizationId } from '../engine/rulesets/eastern-empires/civilizations';
import type { HandEntry as EeHandEntry } from '../engine/rulesets/eastern-empires/entries/hand';
import type { EePlayer, Hand as EeHand } from '../engine/rulesets/eastern-empires/state';
import { COMMODITY_IDS as EE_COMMODITIES } from '../engine/rulesets/eastern-empires/trade-cards';
import { drafts as appDrafts, type Drafts } from './drafts';

/** Cards by commodity, of any ruleset. */
type Cards<Id extends string> = Readonly<Partial<Record<Id, number>>>;

/**
 * Where this device keeps a seat's sealed cards: one record per game copy, player and turn kept in,
 * so that the cards read are those of the hand the table's log holds now (an undo of this turn's
 * hand brings back the earlier turn's; cards written for an entry the host refused are not read).
 */
const scopeOf = (game: string, player: string, turn: number) => ({ game, turn, form: `sealed-hand-${player}` });

const countOf = (cards: Cards<string>): number => Object.values<number | undefined>(cards).reduce<number>((n, k) => n + (k ?? 0), 0);

/** Keeps `cards` on this device for `player` of this game copy, and gives their count (what the table learns). */
function keepHere(game: string, player: string, turn: number, cards: Cards<string>, drafts: Drafts, salt?: string): number {
  drafts.write(scopeOf(game, player, turn), 'kept', salt === undefined ? { turn, cards } : { turn, cards, salt });
  return countOf(cards);
}

/** A fresh random salt for a seal (advciv 35.1 B), from this phone: the engine takes randomness as an argument. */
export function newSalt(random: (n: number) => Uint8Array = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n))): string {
  return [...random(16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function readHand<Id extends string>(raw: unknown, ids: readonly Id[]): Cards<Id> | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const out: Partial<Record<Id, number>> = {};
  for (const [id, n] of Object.entries(raw)) {
    if (!(ids as readonly string[]).includes(id) || typeof n !== 'number' || !Number.isInteger(n) || n < 0) return undefined;
    if (n > 0) out[id as Id] = n;
  }
  return out;
}

/** The cards this device kept for `player` in `turn`, if they are `count` cards of `ids` (else undefined). */
function keptHere<Id extends string>(
  game: string,
  player: string,
  ids: readonly Id[],
  sealed: { readonly count: number; readonly turn: number },
  drafts: Drafts,
): Cards<Id> | undefined {
  const count = sealed.count;
  const kept = drafts.read(scopeOf(game, player, sealed.turn))?.kept as { readonly cards?: unknown } | undefined;
  const cards = readHand(kept?.cards, ids);
  return cards !== undefined && countOf(cards) === count ? cards : undefined;
}

// ---------------------------------------------------------------------------------------------
// Advanced Civilization

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
  salt: string = newSalt(),
): HandEntry {
  if (!at.seated) return { kind: 'hand', nation, cards };
  // 35.1 B: sealed with a salted hash of the cards; the salt stays here with them, for the reveal.
  return { kind: 'hand', nation, sealed: true, count: keepHere(at.game, nation, turn, cards, drafts, salt), seal: sealOf(salt, cards) };
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
  salt: string = newSalt(),
): LeaveEntry {
  if (!at.seated) return { kind: 'leave', nation, hand: cards };
  return { kind: 'leave', nation, sealed: true, count: keepHere(at.game, nation, turn, cards, drafts, salt), seal: sealOf(salt, cards) };
}

/**
 * The cards of the player's sealed hand as this device kept them, or undefined when this device
 * kept none that fit it: a hand sealed on another phone, storage cleared, or cards of another count
 * (31.71: the count recorded is the table's).
 */
export function sealedCardsOf(game: string, p: AdvCivPlayer, drafts: Drafts = appDrafts): Hand | undefined {
  if (p.sealed === undefined) return undefined;
  return keptHere(game, p.nation, COMMODITIES, p.sealed, drafts);
}

/** The salt this device sealed the player's hand with (35.1 B), if it kept the cards of that hand. */
export function sealedSaltOf(game: string, p: AdvCivPlayer, drafts: Drafts = appDrafts): string | undefined {
  if (p.sealed === undefined || sealedCardsOf(game, p, drafts) === undefined) return undefined;
  const kept = drafts.read(scopeOf(game, p.nation, p.sealed.turn))?.kept as { readonly salt?: unknown } | undefined;
  return typeof kept?.salt === 'string' ? kept.salt : undefined;
}

/** The cards the player kept: known to every phone, or sealed and kept on this one (else undefined). */
export function keptCardsOf(game: string, p: AdvCivPlayer, drafts: Drafts = appDrafts): Hand | undefined {
  return p.sealed === undefined ? p.hand : sealedCardsOf(game, p, drafts);
}

// ---------------------------------------------------------------------------------------------
// Eastern Empires

/**
 * The hand entry (ee Phase 12, "Hand limit") this phone records for a civilization keeping `cards`:
 * sealed on a phone bound to its seat (`seated`: the count only, the cards kept on this device first),
 * open otherwise.
 */
export function eeKeptHandEntry(
  at: { readonly game: string; readonly seated: boolean },
  civ: CivilizationId,
  turn: number,
  cards: EeHand,
  drafts: Drafts = appDrafts,
): EeHandEntry {
  if (!at.seated) return { kind: 'hand', civ, cards };
  return { kind: 'hand', civ, sealed: true, count: keepHere(at.game, civ, turn, cards, drafts) };
}

/** The cards the civilization kept (ee Phase 12): known to every phone, or sealed and kept on this one (else undefined). */
export function eeKeptCardsOf(game: string, p: EePlayer, drafts: Drafts = appDrafts): EeHand | undefined {
  return p.sealed === undefined ? p.hand : keptHere(game, p.civ, EE_COMMODITIES, p.sealed, drafts);
}
