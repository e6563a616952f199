/**
 * The derived state of an advciv game: what replaying the log gives. STABLE SHAPE: the calamity
 * handlers (calamity*.ts), the UI and the replay tool read it. Nothing here is stored; the record is
 * setup + entries. Players are keyed by nation (one player per nation) and kept in A.S.T. order.
 *
 * What the app does not know (the map, secret hands during trade) is not here: the table enters
 * outcomes (city counts, census, tokens in stock at taxation, the cards used to pay, the hand kept)
 * and the engine checks what follows from them.
 */
import type { CardId } from './cards';
import type { CalamityId, CommodityId } from './commodities';
import type { NationId } from './nations';

/** The 13 phases of a turn (18.1), in order. Entries belong to a phase; a passed phase is closed. */
export const PHASES = [
  'taxation', // 19
  'population', // 20
  'census', // 21
  'ships', // 22
  'movement', // 23
  'conflict', // 24
  'city-construction', // 25
  'surplus', // 26
  'trade-cards', // 27
  'trade', // 28
  'calamities', // 29, 30
  'civ-cards', // 31
  'ast', // 33
] as const;
export type PhaseId = (typeof PHASES)[number];

/** Commodity cards by commodity (counts). */
export type Hand = Readonly<Partial<Record<CommodityId, number>>>;

export interface AdvCivPlayer {
  readonly nation: NationId;
  readonly name: string;
  /** 'inert' after leaving the game (15.6, R-A12): takes part in no phase, keeps its cards. */
  readonly status: 'active' | 'inert';
  /** Cities on the board, 0..9 (25.1). */
  readonly cities: number;
  /** Tokens in treasury (11.2, 19.1). */
  readonly treasury: number;
  /**
   * Tokens in stock as last known (entered at taxation, derived through the turn: population 20,
   * census 21, ships 22, city attacks 24, counted support 26), or null. After a city attack the
   * defender's is a floor: tokens lost in the fight return to it unseen (24.12).
   */
  readonly stock: number | null;
  /** Tokens on the board at the last census (21.1), or null before the first census. */
  readonly census: number | null;
  /** Ships in play (22.4). */
  readonly ships: number;
  /** Civilization cards held, with the turn each was acquired (credits and prerequisites: 31.53, 31.62). */
  readonly cards: Readonly<Partial<Record<CardId, number>>>;
  /**
   * Commodity cards kept after the last purchase phase (31.71; the count is public). Empty while the
   * hand is sealed (`sealed`): the cards stay on the player's own phone (27.4, 28.3: hands are secret).
   */
  readonly hand: Hand;
  /** A hand kept sealed (31.71: only its count is public); absent when the cards are known. */
  readonly sealed?: SealedHand;
  /**
   * The hand kept last is not known: nobody entered it (a one-tap "no purchase" asserts no purchase,
   * not a hand), so `hand` is empty but not zero. `atMost` is what the engine knew bounds it when it
   * was kept (31.71 hand limit, the cards he could hold 27.2, 28.3). Absent = the hand is known.
   */
  readonly unknownHand?: { readonly atMost: number };
  /** A.S.T. position: 0 = START .. 16 = FINISH (R-A3). */
  readonly ast: number;
  /** Turn in which Mining's once-per-turn bonus was used (R-A6), or null. */
  readonly miningUsedTurn: number | null;
  /** Capitals variant only: the capital sites among the player's cities (capitals 2.x, entered, R-G2). */
  readonly capitals?: readonly string[];
}

/**
 * A hand kept without its cards (31.71: the count is public; 27.4, 28.3: the cards are secret). `max`
 * is, of each commodity, the most cards the entries allowed him to keep (calc/hands.ts when the hand
 * was entered; absent = none), so that later checks stay bounded (27.21, 28.3, 31.1) and the cards
 * revealed at the end (35.1 B) are checked as the open hand entry would have been.
 */
export interface SealedHand {
  readonly count: number;
  readonly max: Hand;
  /** The turn the hand was kept in: the player's phone keeps that turn's cards (an undo brings back an earlier turn's). */
  readonly turn: number;
  /** The seal the hand was kept with (35.1 B): the reveal's cards and salt must hash to it. */
  readonly seal?: string;
}

/** Trade cards drawn this turn, per player, for deck exhaustion (27.21) and the draw order (27.1). */
export interface TurnDraws {
  readonly nation: NationId;
  readonly stacks: readonly number[];
  readonly bought: number;
  /** Variant 'capitals': a supplemental draw (capitals 5.2); absent for the principal draw. */
  readonly round?: 'supplemental';
}

/** The outcome of this turn's taxation (19), kept for the UI's "why". */
export interface TaxOutcome {
  readonly nation: NationId;
  readonly rate: number;
  readonly paid: number;
  readonly revolted: number;
  /** Cities taken over by each beneficiary, in order (19.32), and those eliminated (19.33). */
  readonly takenBy: readonly { readonly nation: NationId; readonly cities: number }[];
  readonly eliminated: number;
}

/**
 * What the calamity phase leaves for the rest of the turn (cleared by the A.S.T. entry that ends it).
 */
export interface CalamityAftermath {
  /** Grain cards each Pottery holder showed against Famine: not usable for purchases this turn (30.312). */
  readonly grainShown: Readonly<Partial<Record<NationId, number>>>;
  /** The player who drew (and holds) Civil War this turn: variant 39.6 lets him keep more cards (31.83). */
  readonly civilWar: NationId | null;
  /** Calamity cards each player held at the end of trading, and all of them (29.3; not commodities, 31.1). */
  readonly calamitiesHeld?: Readonly<Partial<Record<NationId, number>>>;
  readonly calamitiesTotal?: number;
}

/** One side of a trade (28.3): how many cards, two or more named truly, and the calamities passed among the rest. */
export interface TradeSide {
  readonly cards: number;
  readonly named: readonly CommodityId[];
  readonly calamities: readonly CalamityId[];
}

/** A deal between two players (28.2-28.3): `from` gave `gave` to `to` and got `got` back. */
export interface TradeRecord {
  readonly from: NationId;
  readonly to: NationId;
  readonly gave: TradeSide;
  readonly got: TradeSide;
}

/** A player waiting to join (15.51). `nation` null: with 38.1 and all nine nations in play, the victim's counterpart (15.52). */
export interface LateArrival {
  readonly name: string;
  readonly nation: NationId | null;
}

export interface AdvCivState {
  /** Turn number, from 1. */
  readonly turn: number;
  /** The phase of the last entry this turn (entries of earlier phases are refused), or null at turn start. */
  readonly phase: PhaseId | null;
  /** In A.S.T. order (17.4). */
  readonly players: readonly AdvCivPlayer[];
  /**
   * Cards out of each stack (index = stack - 1): cards kept in hands at the last restack (31.81) plus
   * cards drawn this turn. A stack is exhausted when this reaches its size (27.21). A stack a sealed
   * hand may have emptied that a draw this turn found empty is set to its size (27.21), until the
   * next restack (31.81, entries/ast.ts).
   */
  readonly stackOut: readonly number[];
  /**
   * With sealed hands (31.71) kept at the last restack, the most cards each stack can have out: the
   * sealed cards may come from any stack their bounds allow (27.21 is then checked leniently,
   * calc/deck.ts). Absent = `stackOut` is exact.
   */
  readonly stackOutMax?: readonly number[];
  readonly draws: readonly TurnDraws[];
  /** Nations that made their purchase entry this turn (31). */
  readonly purchased: readonly NationId[];
  /** Nations that entered the hand they keep this turn: their purchases are over (31.71). Absent = none. */
  readonly handsKept?: readonly NationId[];
  /** Nations that made their ships entry this turn (22.1, 22.3: the others' ships go unmaintained). Absent = none. */
  readonly shipsEntered?: readonly NationId[];
  /**
   * The most tokens each player can have on the board this turn, from this turn's census on (21.1):
   * less the ships' levy (22.1), plus the tokens that replace an attacked city (24.32); conflict and
   * surplus removal only take tokens off. The cities entry (phase 8) takes off the tokens that
   * became cities (25.2) or sets the count entered (26.1, 26.41); the calamity entry sets the tokens
   * left after it (29-30). Absent before the census (unless a calamity entry set it) and after the turn,
   * when it becomes `boardLast`.
   */
  readonly boardMax?: Readonly<Partial<Record<NationId, number>>>;
  /**
   * The most tokens each player had on the board at the end of last turn, after its cities (24-26)
   * and calamities (29-30): what population expansion grows from (20.1: it at most doubles them).
   * Turn 1: the one token in the start area (15.3). A nation absent from it (or the field absent) is
   * unknown (no census, cities or calamity entry bounded it), and nothing is checked against it.
   * Taxation's tokens in stock make it exact (19.1: board = tokens - stock - treasury).
   */
  readonly boardLast?: Readonly<Partial<Record<NationId, number>>>;
  /**
   * Tokens that became cities this turn, per player (25.2: six a city, less Architecture's treasury
   * help 25.3), set by the cities entry; `boardMax` is then after them. Absent = none recorded.
   */
  readonly intoCities?: Readonly<Partial<Record<NationId, number>>>;
  readonly taxes: readonly TaxOutcome[];
  /** This turn's recorded trades (28), the commodity cards each player turned in (31.1); absent = none. */
  readonly trades?: readonly TradeRecord[];
  readonly paid?: Readonly<Partial<Record<NationId, Hand>>>;
  /** Players who entered the hand they kept last turn (31.71): only their card count is known (calc/hands.ts). */
  readonly handsKnown?: readonly NationId[];
  /** Set by this turn's calamity entry; absent before it and after the turn ends (30.312, 31.83). */
  readonly aftermath?: CalamityAftermath;
  /** Cards ever drawn from each stack (index = stack - 1), since the game began (variant 39.2, 15.2). */
  readonly drawnTotal?: readonly number[];
  /** Players waiting to join at a Civil War (15.51; 38.1 16.10), in the order they joined; absent = none. */
  readonly waiting?: readonly LateArrival[];
  /** Set when the game is over: a marker reached FINISH (34.1 A) or the time limit (34.1 B). */
  readonly ended: { readonly reason: 'finish' | 'time-limit'; readonly turn: number } | null;
}

/** The player of a nation, if it is in the game. */
export function playerOf(state: AdvCivState, nation: NationId): AdvCivPlayer | undefined {
  return state.players.find((p) => p.nation === nation);
}

/** Returns a state with one player replaced (a pure update). */
export function withPlayer(state: AdvCivState, nation: NationId, update: (p: AdvCivPlayer) => AdvCivPlayer): AdvCivState {
  return { ...state, players: state.players.map((p) => (p.nation === nation ? update(p) : p)) };
}

/** Commodity cards the player keeps (31.71): the sealed count, or the cards of the known hand. */
export function keptCount(p: AdvCivPlayer): number {
  return p.sealed?.count ?? handSize(p.hand);
}

/**
 * Commodity cards the player keeps (31.71), or null when nobody entered them (unknown is not zero):
 * this turn's hand entry if made, else last turn's (state.handsKnown); in the first turn nobody holds any.
 */
export function keptKnown(state: AdvCivState, p: AdvCivPlayer): number | null {
  if (p.unknownHand !== undefined) return null;
  const entered = state.handsKept?.includes(p.nation) === true || state.handsKnown?.includes(p.nation) === true;
  return entered || state.turn === 1 ? keptCount(p) : null;
}

/** Most commodity cards the player kept last, as far as the entries tell (31.71): known, bounded, or null. */
export function keptBound(state: AdvCivState, p: AdvCivPlayer): number | null {
  if (p.unknownHand !== undefined) return p.unknownHand.atMost;
  return state.handsKnown?.includes(p.nation) === true ? keptCount(p) : null;
}

/** Most cards of one commodity in the player's kept hand: known, or bounded by the sealed hand (31.71). */
export function keptMax(p: AdvCivPlayer, commodity: CommodityId): number {
  return p.sealed === undefined ? (p.hand[commodity] ?? 0) : Math.min(p.sealed.count, p.sealed.max[commodity] ?? 0);
}

/** Number of commodity cards in a hand. */
export function handSize(hand: Hand): number {
  let n = 0;
  for (const v of Object.values(hand)) n += v ?? 0;
  return n;
}
