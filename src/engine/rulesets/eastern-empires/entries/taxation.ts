/**
 * Tax collection entry (ee Phase 1): the table enters each taxed player's tokens in stock (and the
 * rate of a Coinage or Monarchy holder); the engine derives taxes collected, revolting cities and who
 * annexes them (ee Phase 1b; R-A11 is advciv's and does not apply: ee 1b says "For each city the
 * player cannot fully collect tax from").
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { byAstRanking, CITIES_PER_PLAYER, TOKENS_PER_PLAYER, type CivilizationId } from '../civilizations';
import { allowedTaxRates, collectTax, DEFAULT_TAX_RATE, taxRevoltBeneficiary } from '../calc/economy';
import type { EeSetup } from '../setup';
import { heldAdvances, type EeState, type TaxRecord } from '../state';
import { eeViolation } from '../violations';
import { activePlayers, missingPlayers } from './context';

export interface TaxationEntry {
  readonly kind: 'taxation';
  /** Tokens in stock before taxes, for every active player with cities (ee Phase 1a). */
  readonly stock: Readonly<Partial<Record<CivilizationId, number>>>;
  /** Rates other than 2, only for Coinage or Monarchy holders (ee chapter 9). */
  readonly rates?: Readonly<Partial<Record<CivilizationId, number>>>;
}

interface Payer {
  readonly civ: CivilizationId;
  cities: number;
  stock: number;
  readonly treasury: number;
  readonly rate: number;
  collected: number;
  revolting: number;
}

/** ee Phase 1a then 1b: everyone collects, then revolts in A.S.T.-ranking order. */
export function resolveTaxes(state: EeState, entry: TaxationEntry): readonly TaxRecord[] {
  const payers: Payer[] = activePlayers(state).map((p) => {
    const rate = entry.rates?.[p.civ] ?? DEFAULT_TAX_RATE;
    const stock = entry.stock[p.civ] ?? Math.max(0, TOKENS_PER_PLAYER - p.census - p.treasury);
    const t = collectTax(p.cities, rate, stock, heldAdvances(p));
    return {
      civ: p.civ,
      cities: p.cities,
      stock: stock - t.collected,
      treasury: p.treasury + t.collected,
      rate,
      collected: t.collected,
      revolting: t.revolting,
    };
  });
  const victims = payers.filter((p) => p.revolting > 0).map((p) => p.civ);
  const records: TaxRecord[] = [];
  for (const victim of [...victims].sort(byAstRanking)) {
    const v = payers.find((p) => p.civ === victim);
    if (v === undefined) continue;
    const takenBy: { civ: CivilizationId; cities: number }[] = [];
    let left = v.revolting;
    while (left > 0) {
      const facts = payers.map((p) => ({ player: p.civ, citiesInStock: CITIES_PER_PLAYER - p.cities, tokensInStock: p.stock }));
      const b = taxRevoltBeneficiary(facts, victims);
      const bp = payers.find((p) => p.civ === b);
      if (bp === undefined) break; // everyone else has 9 cities: the rest are destroyed (ee Phase 1b)
      const n = Math.min(left, CITIES_PER_PLAYER - bp.cities);
      bp.cities += n;
      v.cities -= n;
      left -= n;
      takenBy.push({ civ: bp.civ, cities: n });
    }
    v.cities -= left;
    records.push({ civ: victim, rate: v.rate, collected: v.collected, revolting: v.revolting, takenBy, destroyed: left });
  }
  for (const p of payers) if (p.revolting === 0) records.push({ civ: p.civ, rate: p.rate, collected: p.collected, revolting: 0, takenBy: [], destroyed: 0 });
  return records;
}

export const taxation: EntryHandler<EeState, TaxationEntry, EeSetup> = {
  validate(state, entry) {
    const out: Violation[] = [];
    if (state.taxes.length > 0) out.push(eeViolation('ee/tax/already-collected', 'Phase 1a', { turn: state.turn }));
    out.push(...missingPlayers(state, entry.stock, 'Phase 1a', (p) => p.cities > 0));
    for (const p of activePlayers(state)) {
      const stock = entry.stock[p.civ];
      const max = TOKENS_PER_PLAYER - p.treasury;
      if (stock !== undefined && (stock < 0 || stock > max))
        out.push(eeViolation('ee/tax/stock-out-of-range', ['Phase 1a', 'chapter 3'], { civ: p.civ, stock, max }));
      const rate = entry.rates?.[p.civ];
      if (rate !== undefined && !allowedTaxRates(heldAdvances(p)).includes(rate))
        out.push(
          eeViolation('ee/tax/rate-not-allowed', ['Phase 1a', 'chapter 9, Coinage', 'chapter 9, Monarchy'], {
            civ: p.civ,
            rate,
            allowed: allowedTaxRates(heldAdvances(p)),
          }),
        );
    }
    return out;
  },
  apply(state, entry) {
    const records = resolveTaxes(state, entry);
    const cityChange = new Map<CivilizationId, number>();
    for (const r of records) {
      cityChange.set(r.civ, (cityChange.get(r.civ) ?? 0) - r.takenBy.reduce((s, t) => s + t.cities, 0) - r.destroyed);
      for (const t of r.takenBy) cityChange.set(t.civ, (cityChange.get(t.civ) ?? 0) + t.cities);
    }
    // ee chapter 3: the stock entered tells the tokens on the board (55 - stock - treasury), what expansion grows from (ee Phase 2a).
    const boardLast: Partial<Record<CivilizationId, number>> = { ...state.boardLast };
    for (const p of activePlayers(state)) {
      const stock = entry.stock[p.civ];
      if (stock !== undefined) boardLast[p.civ] = TOKENS_PER_PLAYER - stock - p.treasury;
    }
    return {
      ...state,
      boardLast,
      taxes: records,
      players: state.players.map((p) => {
        const r = records.find((x) => x.civ === p.civ);
        if (r === undefined) return p;
        const stock = entry.stock[p.civ];
        // The census is what the stock entered implies: 55 = board + stock + treasury (ee chapter 3).
        const census = stock === undefined ? p.census : TOKENS_PER_PLAYER - stock - p.treasury;
        return { ...p, census, cities: p.cities + (cityChange.get(p.civ) ?? 0), treasury: p.treasury + r.collected };
      }),
    };
  },
};
