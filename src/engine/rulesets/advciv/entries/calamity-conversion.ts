/**
 * Monotheism at the end of the calamity phase (advciv 32.941-32.942, 32.952): who may convert, and
 * the check and effect of each conversion on the board, before city support is checked (18.1).
 * Adjacency is a map fact (R-G2); the engine checks the cards, one area per holder, what an area
 * can hold, and that the converter has the units in stock.
 */
import type { RuleCitation, Violation } from '../../../types';
import { calamityViolation as cv } from '../calc/calamities-violations';
import { CITIES_PER_NATION, type NationId } from '../nations';
import type { AdvCivPlayer, AdvCivState } from '../state';
import { activePlayer, isViolation } from './context';
import type { BoardUnits, Conversion } from './calamity-entry';

const cite = (rule: string, ruling?: string): RuleCitation => (ruling === undefined ? { doc: 'advciv', rule } : { doc: 'advciv', rule, ruling });

/**
 * Who may convert at the end of the calamity phase: an active player holding Monotheism acquired
 * in an earlier turn (32.941; a card's attributes serve from the turn after it is acquired, 31.53).
 */
export function mayConvert(state: AdvCivState, p: AdvCivPlayer): boolean {
  return p.status === 'active' && p.cards.monotheism !== undefined && p.cards.monotheism < state.turn;
}

/** The players the calamity form offers a conversion to (32.941). */
export function monotheismHolders(state: AdvCivState): readonly NationId[] {
  return state.players.filter((p) => mayConvert(state, p)).map((p) => p.nation);
}

/** Checks each conversion (32.941-32.942, 32.952) and moves the converted units on `board`; the violations found. */
export function convert(state: AdvCivState, conversions: readonly Conversion[], board: Partial<Record<NationId, BoardUnits>>): Violation[] {
  const out: Violation[] = [];
  const done = new Set<NationId>();
  for (const c of conversions) {
    const by = activePlayer(state, c.by);
    if (isViolation(by)) {
      out.push(by);
      continue;
    }
    const from = state.players.find((p) => p.nation === c.from);
    const bu = board[c.by];
    const fu = board[c.from];
    const v: Violation[] = [];
    if (!mayConvert(state, by)) v.push(cv('calamity/conversion-without-monotheism', [cite('32.941'), cite('31.53')], { nation: c.by }));
    if (done.has(c.by)) v.push(cv('calamity/conversion-twice', [cite('32.941')], { nation: c.by }));
    done.add(c.by);
    if (from === undefined || fu === undefined || bu === undefined || c.from === c.by) {
      v.push(cv('calamity/secondary-unknown', [cite('32.941')], { player: c.from }));
      out.push(...v);
      continue;
    }
    if (from.cards.monotheism !== undefined || from.cards.theology !== undefined)
      v.push(cv('calamity/conversion-target-immune', from.cards.theology !== undefined ? [cite('32.952')] : [cite('32.942')], { nation: c.from }));
    const oneArea = (c.cities === 1 && c.tokens === 0) || (c.cities === 0 && c.tokens >= 1);
    if (!oneArea || !Number.isInteger(c.tokens)) v.push(cv('calamity/conversion-area', [cite('32.941')], { cities: c.cities, tokens: c.tokens }));
    else if (c.cities > fu.cities || c.tokens > fu.tokens)
      v.push(
        cv('calamity/more-cities-than-held', [cite('32.941')], {
          nation: c.from,
          held: c.cities > fu.cities ? fu.cities : fu.tokens,
          declared: c.cities > fu.cities ? c.cities : c.tokens,
        }),
      );
    else if (c.cities > CITIES_PER_NATION - bu.cities || c.tokens > bu.stock) v.push(cv('calamity/conversion-no-stock', [cite('32.942')], { nation: c.by }));
    out.push(...v);
    if (v.length > 0) continue;
    board[c.from] = { cities: fu.cities - c.cities, tokens: fu.tokens - c.tokens, stock: fu.stock + c.tokens };
    board[c.by] = { cities: bu.cities + c.cities, tokens: bu.tokens + c.tokens, stock: bu.stock - c.tokens };
  }
  return out;
}
