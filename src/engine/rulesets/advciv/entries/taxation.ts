/**
 * Taxation entry (advciv 19, phase 1): the table enters each taxed player's tokens in stock (and a
 * Coinage holder's rate); the engine derives taxes paid, revolting cities and their new owners.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { resolveTaxes, taxDue, type TaxPayer } from '../calc/taxes';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import type { AdvCivState } from '../state';
import { violation } from '../violations';
import { missingPlayers, rulesetOf, tokensPerPlayer } from './context';

export interface TaxationEntry {
  readonly kind: 'taxation';
  /** Tokens in stock before taxes, for every active player with cities (19.1), and when a city revolts for those without whose stock is not known (19.32). */
  readonly stock: Readonly<Partial<Record<NationId, number>>>;
  /** Rates other than 2, only for Coinage holders (19.2). */
  readonly rates?: Readonly<Partial<Record<NationId, number>>>;
}

type PerNation = Readonly<Partial<Record<NationId, number>>>;

/** Every player as the tax calculation sees him: the stock entered, else last known, else 0 (19.1). */
export function taxPayers(state: AdvCivState, setup: AdvCivSetup, stock: PerNation, rates: PerNation = {}): readonly TaxPayer[] {
  const r = rulesetOf(setup);
  return state.players.map((p) => ({
    nation: p.nation,
    active: p.status === 'active',
    cities: p.cities,
    stock: stock[p.nation] ?? p.stock ?? 0,
    rate: rates[p.nation] ?? r.limits.taxRate,
    democracy: r.roles.noRevolt !== undefined && p.cards[r.roles.noRevolt] !== undefined,
  }));
}

/**
 * 19.32: a revolt's beneficiary is the player with most units in stock, so when a city revolts the
 * stock of every active player without cities (who pays no tax) must be known: entered now if no
 * earlier entry has derived it. The players whose stock is still needed, in A.S.T. order.
 */
export function taxStockNeeded(state: AdvCivState, setup: AdvCivSetup, stock: PerNation, rates: PerNation = {}): readonly NationId[] {
  if (rulesetOf(setup).revolt.to !== 'beneficiary') return []; // variant 39.5: Pirate cities take them
  const revolt = taxPayers(state, setup, stock, rates).some((x) => x.active && x.cities > 0 && taxDue(x, setup.settings.taxRevolt).revolting > 0);
  if (!revolt) return [];
  return state.players.filter((p) => p.status === 'active' && p.cities === 0 && p.stock === null && stock[p.nation] === undefined).map((p) => p.nation);
}

export const taxation: EntryHandler<AdvCivState, TaxationEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    const r = rulesetOf(setup);
    const out: Violation[] = [];
    if (state.taxes.length > 0) out.push(violation('taxation/already-taxed', '19.1', { turn: state.turn }));
    out.push(...missingPlayers(state, entry.stock, '19.1', (p) => p.cities > 0));
    // 19.32: the stock of every player without cities, when a city revolts (taxStockNeeded).
    for (const nation of taxStockNeeded(state, setup, entry.stock, entry.rates)) out.push(violation('player/missing', '19.32', { nation }));
    for (const p of state.players) {
      const tokens = tokensPerPlayer(setup, p.nation);
      const stock = entry.stock[p.nation];
      if (stock !== undefined && (stock < 0 || stock > tokens - p.treasury))
        out.push(violation('taxation/stock-out-of-range', ['19.1', '16.1'], { nation: p.nation, stock, max: tokens - p.treasury }));
      const rate = entry.rates?.[p.nation];
      if (rate === undefined || rate === r.limits.taxRate) continue;
      const coinage = r.roles.taxRates !== undefined && p.cards[r.roles.taxRates] !== undefined;
      if (!coinage || !r.limits.altTaxRates.includes(rate)) out.push(violation('taxation/rate-not-allowed', '19.2', { nation: p.nation, rate }));
    }
    return out;
  },
  apply(state, entry, setup) {
    const result = resolveTaxes(rulesetOf(setup), taxPayers(state, setup, entry.stock, entry.rates), setup.settings.taxRevolt);
    // 16.1: the stock entered tells the tokens on the board (tokens - stock - treasury), what population expansion grows from (20.1).
    const boardLast: Partial<Record<NationId, number>> = { ...state.boardLast };
    for (const p of state.players) {
      const stock = entry.stock[p.nation];
      if (stock !== undefined && p.status === 'active') boardLast[p.nation] = tokensPerPlayer(setup, p.nation) - p.treasury - stock;
    }
    return {
      ...state,
      boardLast,
      taxes: result.outcomes,
      players: state.players.map((p) => {
        const a = result.after.find((x) => x.nation === p.nation);
        if (a === undefined || p.status === 'inert') return p;
        const known = entry.stock[p.nation] !== undefined;
        return { ...p, cities: a.cities, treasury: p.treasury + a.paid, stock: known || p.stock !== null ? a.stock : null };
      }),
    };
  },
};
