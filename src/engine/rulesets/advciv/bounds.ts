/**
 * Cross-phase bounds (advciv): what another phase's entry already decides about a new entry. The
 * census is at most what population expansion can give from the tokens left on the board last turn
 * (20.1: at most twice them; 16.1 the stock, checked by the census itself); the tokens in stock at
 * taxation or population expansion are at least what that board leaves off it (16.1); the tokens on
 * the board at the end of trading are at most what the census left after the cities (21.1, 25.2, 26.1);
 * in turn 1, before any draw, every hand is empty (27.1), so cards are kept, traded or turned in only
 * from this turn's draws.
 * Each reads a figure the engine derived from earlier entries (state.boardLast, state.boardMax); where
 * no entry gave it, it is unknown and nothing is refused (an unknown board is not an empty one).
 *
 * These judge a new entry only, as the turn's checks of GameModule.admit do: a game recorded before
 * them replays as it was recorded.
 */
import type { Violation } from '../../types';
import { calamityViolation as cv } from './calc/calamities-violations';
import type { EntryHandler } from '../../game';
import { ADVCIV_HANDLERS, type AdvCivEntry } from './entries';
import { tokensPerPlayer } from './entries/context';
import type { NationId } from './nations';
import { expansionMax } from './phases';
import type { AdvCivSetup } from './setup';
import type { AdvCivState } from './state';
import { violation, type AdvCivViolationCode } from './violations';

/**
 * 20.1, 21.1: the most an active player's census can count this turn, from the tokens he left on the
 * board last turn (population expansion at most doubles them), with that board; undefined where the
 * board is unknown. One source for the refusal below and the census form's suggestion (views/suggest.ts).
 */
export function expansionBound(state: AdvCivState, nation: NationId): { readonly max: number; readonly board: number } | undefined {
  const p = state.players.find((x) => x.nation === nation);
  const board = state.boardLast?.[nation];
  if (p === undefined || p.status !== 'active' || board === undefined) return undefined;
  return { max: expansionMax(board), board };
}

/** 20.1, 21.1: each player's census is at most twice the tokens he left on the board last turn. */
function censusBounds(state: AdvCivState, tokens: Readonly<Partial<Record<NationId, number>>>): readonly Violation[] {
  const out: Violation[] = [];
  for (const p of state.players) {
    const n = tokens[p.nation];
    const bound = expansionBound(state, p.nation);
    if (n === undefined || bound === undefined) continue;
    if (n > bound.max) out.push(violation('census/beyond-expansion', ['20.1', '21.1'], { nation: p.nation, tokens: n, max: bound.max, board: bound.board }));
  }
  return out;
}

/** 16.1 (19.1, 20.2): the stock entered leaves at most the tokens on the board last turn off it. */
function stockBounds(
  state: AdvCivState,
  setup: AdvCivSetup,
  stock: Readonly<Partial<Record<NationId, number>>>,
  code: 'taxation/stock-below-board' | 'population/stock-below-board',
): readonly Violation[] {
  const out: Violation[] = [];
  for (const p of state.players) {
    const s = stock[p.nation];
    const board = state.boardLast?.[p.nation];
    if (s === undefined || board === undefined || p.status !== 'active' || s < 0) continue;
    const min = tokensPerPlayer(setup, p.nation) - p.treasury - board;
    if (s < min)
      out.push(
        violation(code, [code === 'taxation/stock-below-board' ? '19.1' : '20.2', '16.1'], { nation: p.nation, stock: s, min, board, treasury: p.treasury }),
      );
  }
  return out;
}

/** 29.62 with 21.1, 25.2, 26.1: after the census only an attack on his city puts tokens on a player's board (state.boardMax). */
function tradingBoardBounds(state: AdvCivState, tokens: Readonly<Partial<Record<NationId, number>>>): readonly Violation[] {
  const out: Violation[] = [];
  for (const p of state.players) {
    const n = tokens[p.nation];
    const most = state.boardMax?.[p.nation];
    if (n === undefined || most === undefined || p.status !== 'active') continue;
    if (n > most)
      out.push(
        cv(
          'calamity/tokens-beyond-board',
          ['29.62', '21.1', '25.2', '26.1'].map((rule) => ({ doc: 'advciv' as const, rule })),
          { nation: p.nation, tokens: n, max: most },
        ),
      );
  }
  return out;
}

/** The checks of the cards a player can hold (calc/hands.ts) that a known hand makes. */
const CARD_CODES: ReadonlySet<string> = new Set<AdvCivViolationCode>([
  'hand/more-than-held',
  'hand/commodity-not-held',
  'trade/hand-too-small',
  'trade/more-than-held',
  'trade/named-not-held',
  'purchase/more-than-held',
  'purchase/commodity-not-held',
]);

/**
 * 27.1, 27.2: nobody holds a trade card before his first draw, so in turn 1 every hand is known and
 * empty: cards kept, traded or turned in must come from this turn's draws (calc/hands.ts then counts
 * them as for a hand entered last turn).
 */
function firstTurnCards(setup: AdvCivSetup, state: AdvCivState, entry: AdvCivEntry): readonly Violation[] {
  if (state.turn !== 1 || (entry.kind !== 'hand' && entry.kind !== 'trade' && entry.kind !== 'purchase')) return [];
  const known: AdvCivState = {
    ...state,
    handsKnown: state.players.map((p) => p.nation),
    players: state.players.map(({ sealed: _none, ...p }) => ({ ...p, hand: {} })),
  };
  const handler = ADVCIV_HANDLERS[entry.kind] as unknown as EntryHandler<AdvCivState, AdvCivEntry, AdvCivSetup>;
  const already = new Set(handler.validate(state, entry, setup).map((v) => v.code));
  return handler.validate(known, entry, setup).filter((v) => CARD_CODES.has(v.code) && !already.has(v.code));
}

/** Every cross-phase bound a new entry must meet (empty = none broken or nothing known). */
export function advcivBounds(setup: AdvCivSetup, state: AdvCivState, entry: AdvCivEntry): readonly Violation[] {
  switch (entry.kind) {
    case 'hand':
    case 'trade':
    case 'purchase':
      return firstTurnCards(setup, state, entry);
    case 'census':
      return censusBounds(state, entry.tokens);
    case 'taxation':
      return stockBounds(state, setup, entry.stock, 'taxation/stock-below-board');
    case 'population':
      return stockBounds(state, setup, entry.stock ?? {}, 'population/stock-below-board');
    case 'calamities':
      return tradingBoardBounds(state, entry.tokens);
    default:
      return [];
  }
}
