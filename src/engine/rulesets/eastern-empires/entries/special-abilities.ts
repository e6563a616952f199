/**
 * Special abilities entry (ee Phase 10), one per player who uses any, in A.S.T.-position order: the
 * treasury he gained and what changed on the board (ee chapter 9). Checked where the card gives a
 * number: Politics gains at most 5 treasury (option 1); Trade Routes gains exactly twice the face
 * value of the commodity cards discarded. Annexing, destroying and moving units are map facts (R-G2).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { AdvanceId } from '../advances';
import type { CivilizationId } from '../civilizations';
import { actingOrder } from '../phases';
import type { EeSetup } from '../setup';
import { heldAdvances, type EeState, type Hand } from '../state';
import { COMMODITIES, type CommodityId } from '../trade-cards';
import { eeViolation } from '../violations';
import { activePlayer, activePlayers, isViolation } from './context';

/** ee Phase 10: the advances whose attribute says SPECIAL ABILITY. */
export const SPECIAL_ABILITIES = ['diaspora', 'fundamentalism', 'monotheism', 'politics', 'provincialEmpire', 'tradeRoutes', 'universalDoctrine'] as const satisfies readonly AdvanceId[];
export type SpecialAbility = (typeof SPECIAL_ABILITIES)[number];

/** Politics option 1: "Gain up to 5 treasury tokens from stock" (ee chapter 9). */
export const POLITICS_TREASURY = 5;
/** Trade Routes: treasury at twice the face value of the cards discarded (ee chapter 9). */
export const TRADE_ROUTES_FACTOR = 2;

export interface SpecialAbilitiesEntry {
  readonly kind: 'special-abilities';
  readonly civ: CivilizationId;
  readonly used: readonly SpecialAbility[];
  /** Politics option 1. */
  readonly politicsTreasury?: number;
  /** Trade Routes: commodity cards discarded and treasury gained. */
  readonly tradeRoutes?: { readonly discarded: Hand; readonly treasury: number };
  /** Board after the abilities, per player whose units changed (R-G2). */
  readonly board?: Readonly<Partial<Record<CivilizationId, { readonly cities: number; readonly tokens: number }>>>;
  /** Treasury paid for Politics option 2 (one token per unit point annexed). */
  readonly politicsPaid?: number;
}

const faceValue = (hand: Hand): number => (Object.entries(hand) as [CommodityId, number][]).reduce((s, [id, n]) => s + COMMODITIES[id].faceValue * n, 0);

export const specialAbilities: EntryHandler<EeState, SpecialAbilitiesEntry, EeSetup> = {
  validate(state, entry) {
    const p = activePlayer(state, entry.civ);
    if (isViolation(p)) return [p];
    if (state.abilities.includes(entry.civ)) return [eeViolation('ee/ability/already-used', 'Phase 10', { civ: entry.civ })];
    const out: Violation[] = [];
    const held = heldAdvances(p);
    const missing = entry.used.filter((a) => !held.includes(a));
    if (missing.length > 0) out.push(eeViolation('ee/ability/not-held', 'Phase 10', { civ: entry.civ, abilities: missing }));
    const order = actingOrder('specialAbilities', activePlayers(state).map((q) => ({ civ: q.civ, census: q.census, cities: q.cities, astPosition: q.ast, holds: heldAdvances(q) })));
    const later = state.abilities.find((c) => order.indexOf(c) > order.indexOf(entry.civ));
    if (later !== undefined) out.push(eeViolation('ee/ability/out-of-order', 'Phase 10', { civ: entry.civ, after: later }));
    const politics = entry.politicsTreasury ?? 0;
    if (politics > 0 && (!entry.used.includes('politics') || politics > POLITICS_TREASURY))
      out.push(eeViolation('ee/ability/gain-wrong', 'chapter 9, Politics', { civ: entry.civ, entered: politics, expected: POLITICS_TREASURY }));
    if (entry.tradeRoutes !== undefined) {
      const expected = TRADE_ROUTES_FACTOR * faceValue(entry.tradeRoutes.discarded);
      if (!entry.used.includes('tradeRoutes') || entry.tradeRoutes.treasury !== expected)
        out.push(eeViolation('ee/ability/gain-wrong', 'chapter 9, Trade Routes', { civ: entry.civ, entered: entry.tradeRoutes.treasury, expected }));
    }
    if ((entry.politicsPaid ?? 0) > p.treasury + politics) out.push(eeViolation('ee/ability/gain-wrong', 'chapter 9, Politics', { civ: entry.civ, entered: entry.politicsPaid ?? 0, expected: p.treasury }));
    return out;
  },
  apply(state, entry) {
    const gained = (entry.politicsTreasury ?? 0) + (entry.tradeRoutes?.treasury ?? 0) - (entry.politicsPaid ?? 0);
    return {
      ...state,
      abilities: [...state.abilities, entry.civ],
      players: state.players.map((q) => {
        const b = entry.board?.[q.civ];
        const moved = b === undefined ? q : { ...q, cities: b.cities, census: b.tokens };
        return q.civ === entry.civ ? { ...moved, treasury: Math.max(0, moved.treasury + gained) } : moved;
      }),
    };
  },
};
