/**
 * City attack entry (advciv 24.3-24.5, phase 6): one city attacked and eliminated. The table enters
 * who attacked whose city (or a Pirate city, 24.34) and how many of the attacker's tokens stood
 * against it after any conflict between tokens (24.41, a board fact, R-G2). The engine checks the
 * tokens needed (24.31, Engineering 24.35; one nation alone, 24.33), says what replaces the city
 * (24.32: six tokens or what the defender has in stock; 24.35), and caps pillage at three and at the
 * attacker's stock (24.52). The city is gone; the later cities entry starts from the new count.
 * Tokens lost in conflict return to stock (24.12) unseen by the engine, so the attacker may enter the
 * stock he counts when he pillages.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { NationId } from '../nations';
import { CITY_ATTACK, cityAttackNeeds, PILLAGE_PER_CITY } from '../phases';
import type { AdvCivSetup } from '../setup';
import { playerOf, type AdvCivState } from '../state';
import { violation } from '../violations';
import { activePlayer, isViolation, tokensPerPlayer } from './context';

export const PIRATES = 'pirates';

export interface CityAttackEntry {
  readonly kind: 'city-attack';
  readonly attacker: NationId;
  /** The city's owner, or a Pirate city (24.34, 24.53). */
  readonly defender: NationId | typeof PIRATES;
  /** The attacker's tokens against the city (24.31, 24.41). */
  readonly tokens: number;
  /** Tokens moved from the attacker's stock to his treasury (24.52). */
  readonly pillage: number;
  /** The attacker's tokens in stock when he pillages, counted at the table (24.12, 24.52); absent = as the engine knows. */
  readonly stock?: number;
}

export interface CityAttackView {
  /** Tokens one nation needs to attack this city (24.31, 24.35). */
  readonly needed: number;
  /** Tokens that replace the city: the rule's number, or the defender's whole stock if less (24.32, 24.34, 24.35). */
  readonly replacedBy: number;
  /** The most the attacker may pillage (24.52), or null while his stock is unknown. */
  readonly pillageMax: number | null;
}

const holds = (state: AdvCivState, n: NationId | typeof PIRATES): boolean => n !== PIRATES && playerOf(state, n)?.cards[CITY_ATTACK.engineering] !== undefined;

/** What an attack by `attacker` on `defender`'s city needs and leads to (24.31-24.35, 24.52). */
export function cityAttackView(state: AdvCivState, attacker: NationId, defender: NationId | typeof PIRATES, stock?: number): CityAttackView {
  const needs = cityAttackNeeds(holds(state, attacker), holds(state, defender));
  const d = defender === PIRATES ? undefined : playerOf(state, defender);
  const replacedBy = d?.stock === null || d?.stock === undefined ? needs.replacedBy : Math.min(needs.replacedBy, d.stock);
  const s = stock ?? playerOf(state, attacker)?.stock ?? null;
  return { needed: needs.tokens, replacedBy, pillageMax: s === null ? null : Math.max(0, Math.min(PILLAGE_PER_CITY, s)) };
}

export const cityAttack: EntryHandler<AdvCivState, CityAttackEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    const a = activePlayer(state, entry.attacker);
    if (isViolation(a)) return [a];
    const out: Violation[] = [];
    if (entry.defender !== PIRATES) {
      const d = playerOf(state, entry.defender);
      if (d === undefined) return [violation('player/unknown', '15.3', { nation: entry.defender })];
      // 24.33: no player attacks his own city; the defender must have one (an inert nation's cities may be attacked, 15.62).
      if (d.nation === a.nation || d.cities === 0) out.push(violation('city-attack/no-city', '24.33', { nation: d.nation }));
    }
    const engineering = holds(state, entry.attacker) !== holds(state, entry.defender);
    const view = cityAttackView(state, entry.attacker, entry.defender, entry.stock);
    if (entry.tokens < view.needed)
      out.push(
        violation('city-attack/too-few-tokens', engineering ? ['24.31', '24.35'] : '24.31', { nation: a.nation, tokens: entry.tokens, needed: view.needed }),
      );
    const max = tokensPerPlayer(setup, a.nation) - a.treasury;
    if (entry.stock !== undefined && entry.stock > max)
      out.push(violation('city-attack/stock-out-of-range', ['24.12', '24.52'], { nation: a.nation, stock: entry.stock, max }));
    if (entry.pillage > PILLAGE_PER_CITY)
      out.push(violation('city-attack/pillage-out-of-range', '24.52', { nation: a.nation, pillage: entry.pillage, max: PILLAGE_PER_CITY }));
    else if (view.pillageMax === null && entry.pillage > 0) out.push(violation('city-attack/stock-unknown', '24.52', { nation: a.nation }));
    else if (view.pillageMax !== null && entry.pillage > view.pillageMax)
      out.push(violation('city-attack/pillage-beyond-stock', '24.52', { nation: a.nation, pillage: entry.pillage, stock: entry.stock ?? a.stock ?? 0 }));
    return out;
  },
  apply(state, entry) {
    const view = cityAttackView(state, entry.attacker, entry.defender, entry.stock);
    const board = entry.defender === PIRATES ? undefined : state.boardMax?.[entry.defender];
    return {
      ...state,
      ...(board === undefined || entry.defender === PIRATES ? {} : { boardMax: { ...state.boardMax, [entry.defender]: board + view.replacedBy } }),
      players: state.players.map((p) => {
        if (p.nation === entry.attacker) {
          const stock = entry.stock ?? p.stock;
          return { ...p, treasury: p.treasury + entry.pillage, stock: stock === null ? null : stock - entry.pillage };
        }
        // 24.32: the city goes; its replacement comes from the defender's stock (what is left is a floor).
        if (p.nation === entry.defender) return { ...p, cities: p.cities - 1, stock: p.stock === null ? null : p.stock - view.replacedBy };
        return p;
      }),
    };
  },
};
