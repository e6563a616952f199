/**
 * The derived state of an Eastern Empires game: what replaying the log gives. Nothing here is stored;
 * the record is setup + entries. Players are keyed by civilization and kept in A.S.T.-ranking order.
 * What the app does not know (the map, hands during trade) is entered by the table as outcomes
 * (city counts, census, the cards paid and kept) and the engine checks what follows (R-G2).
 */
import type { AdvanceId, ColourCredits } from './advances';
import type { CivilizationId } from './civilizations';
import type { Phase } from './phases';
import type { CalamityId, CommodityId } from './trade-cards';

/** Commodity cards by commodity (counts). */
export type Hand = Readonly<Partial<Record<CommodityId, number>>>;

export interface EePlayer {
  readonly civ: CivilizationId;
  readonly name: string;
  /** 'left' after leaving the game (ee chapter 7): takes part in nothing, holds nothing. */
  readonly status: 'active' | 'left';
  /** Cities on the board, 0..9 (ee Phase 5a). */
  readonly cities: number;
  /** Population tokens on the board as last entered (census, ee Phase 2b) and changed since. */
  readonly census: number;
  /** Treasury tokens (ee chapter 3). */
  readonly treasury: number;
  /** Advances held, with the turn each was acquired (credits count from the next turn, ee Phase 12). */
  readonly advances: Readonly<Partial<Record<AdvanceId, number>>>;
  /** Free-colour credits chosen for Written Record and Monument, with the turn (R-E5). */
  readonly chosenCredits: readonly { readonly turn: number; readonly credits: ColourCredits }[];
  /**
   * Commodity cards kept after the last acquisition phase (ee Phase 12 hand limit). Empty while the
   * hand is sealed (`sealed`): the cards stay on the player's own phone.
   */
  readonly hand: Hand;
  /**
   * A hand kept sealed: only its count left the player's phone (ee Phase 6: "Players are not allowed to
   * conceal the number of trade cards they have"; the cards themselves are his). Absent when the cards
   * are known. Nothing later needs the cards: every check on trade cards is bounded by counts
   * (hands.ts), and the victory points do not count cards in hand (ee Phase 13d), so no reveal follows.
   */
  readonly sealed?: { readonly count: number /** The turn it was kept in: the player's phone keeps that turn's cards. */; readonly turn: number };
  /** A.S.T. position: 0 = start arrow .. final space (ee Phase 13). */
  readonly ast: number;
  /** Ships in play after the last movement phase (ee Phase 3; at most 4, ee chapter 3). */
  readonly ships: number;
}

export interface TaxRecord {
  readonly civ: CivilizationId;
  readonly rate: number;
  readonly collected: number;
  readonly revolting: number;
  readonly takenBy: readonly { readonly civ: CivilizationId; readonly cities: number }[];
  readonly destroyed: number;
}

export interface DrawRecord {
  readonly civ: CivilizationId;
  /** Stacks drawn from in Phase 6a (a Water card where the stack is empty) and bought in 6b. */
  readonly drawn: readonly number[];
  readonly bought: readonly number[];
}

export interface SelectionRecord {
  readonly civ: CivilizationId;
  /** Calamities kept after the random discards of ee Phase 8; they resolve in Phase 9. */
  readonly kept: readonly CalamityId[];
  /** Discarded at random (ee Phase 8): still one card each, so nobody else holds them this turn. */
  readonly discarded?: readonly CalamityId[];
}

export interface EeState {
  readonly turn: number;
  /** The phase of the last entry this turn, or null at the start of a turn. */
  readonly phase: Phase | null;
  readonly players: readonly EePlayer[];
  /** Cards out of each stack (index = stack - 1): kept hands plus cards drawn this turn. */
  readonly stackOut: readonly number[];
  readonly taxes: readonly TaxRecord[];
  readonly draws: readonly DrawRecord[];
  readonly selections: readonly SelectionRecord[];
  /** Calamities resolved this turn, in order (primary victim and calamity). */
  readonly resolved: readonly { readonly civ: CivilizationId; readonly calamity: CalamityId }[];
  readonly abilities: readonly CivilizationId[];
  /** Players who entered their ships this turn (ee Phase 3). */
  readonly shipped: readonly CivilizationId[];
  readonly purchased: readonly CivilizationId[];
  /**
   * Players whose kept hand is known at the start of this turn: every player on turn 1 (nobody holds
   * cards), then those who entered the cards they kept in the last Phase 12 (hands.ts).
   */
  readonly handsKnown: readonly CivilizationId[];
  /**
   * Tokens each player had on the board at the end of last turn, where an entry gave them: what
   * population expansion grows from (ee Phase 2a: at most twice them). Turn 1: the one starting token
   * (ee chapter 4); then the board after the turn's cities entry (ee Phase 5, 11) and calamities, or
   * the board the tax stock implies (ee chapter 3). Absent for a player: unknown, nothing is checked.
   */
  readonly boardLast?: Readonly<Partial<Record<CivilizationId, number>>>;
  /** Players who entered the cards they keep this turn (ee Phase 12, "Hand limit"). */
  readonly handsEntered: readonly CivilizationId[];
  /** Cities each player lost in the conflict and construction entry this turn (ee Phase 4b, hands.ts). */
  readonly citiesLost: Readonly<Partial<Record<CivilizationId, number>>>;
  /** Each player's cities and treasury as Phase 6 began (after the construction entry): what he drew by. */
  readonly drawFacts: Readonly<Partial<Record<CivilizationId, { readonly cities: number; readonly treasury: number }>>>;
  /** Trade cards each player received this turn outside Phases 4, 6 and 7 (Provincial Empire, ee Phase 10). */
  readonly cardsGained: Readonly<Partial<Record<CivilizationId, number>>>;
  /** Commodity cards each player gave up this turn: discarded to calamities, abilities, given, turned in. */
  readonly cardsGone: Readonly<Partial<Record<CivilizationId, number>>>;
  /** Set when the game is over: a marker entered the Late Iron Age (ee Phase 13b) or the turn limit. */
  readonly ended: { readonly reason: 'lateIronAge' | 'turnLimit'; readonly turn: number } | null;
}

export const playerOf = (state: EeState, civ: CivilizationId): EePlayer | undefined => state.players.find((p) => p.civ === civ);

export function withPlayer(state: EeState, civ: CivilizationId, update: (p: EePlayer) => EePlayer): EeState {
  return { ...state, players: state.players.map((p) => (p.civ === civ ? update(p) : p)) };
}

/**
 * What a turn records, empty at its start: the game's first turn and every turn after the A.S.T.
 * move (ee Phase 13) begin from it. `handsKnown` is set by the caller (Phase 12's hands carry over).
 */
export const NEW_TURN = {
  phase: null,
  taxes: [],
  draws: [],
  selections: [],
  resolved: [],
  abilities: [],
  shipped: [],
  purchased: [],
  handsEntered: [],
  citiesLost: {},
  drawFacts: {},
  cardsGained: {},
  cardsGone: {},
} as const satisfies Partial<EeState>;

export const heldAdvances = (p: EePlayer): readonly AdvanceId[] => Object.keys(p.advances) as AdvanceId[];

/** Advances held since a turn before `turn` (ee Phase 12: credits from previous turns only). */
export const heldBefore = (p: EePlayer, turn: number): readonly AdvanceId[] => heldAdvances(p).filter((id) => (p.advances[id] ?? turn) < turn);

/** Adds `n` to a civilization's count in a per-turn tally. */
export function tally(
  counts: Readonly<Partial<Record<CivilizationId, number>>>,
  civ: CivilizationId,
  n: number,
): Readonly<Partial<Record<CivilizationId, number>>> {
  return n === 0 ? counts : { ...counts, [civ]: (counts[civ] ?? 0) + n };
}

/** Commodity cards the player kept (ee Phase 12): the sealed count, or the cards of the known hand. */
export function keptCount(p: EePlayer): number {
  return p.sealed?.count ?? handSize(p.hand);
}

/**
 * Commodity cards the player kept (ee Phase 12), or null when nobody entered them (unknown is not 0):
 * this turn's hand entry if made, else last turn's (handsKnown; every player starts with none).
 */
export function keptKnown(state: Pick<EeState, 'handsEntered' | 'handsKnown'>, p: EePlayer): number | null {
  return state.handsEntered.includes(p.civ) || state.handsKnown.includes(p.civ) ? keptCount(p) : null;
}

export function handSize(hand: Hand): number {
  let n = 0;
  for (const v of Object.values(hand)) n += v ?? 0;
  return n;
}
