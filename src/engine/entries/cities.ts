/**
 * Cities entry (advciv 24-26, phases 6-8): each player's city count after conflict, construction and
 * reduction, entered by the table (the map is not modelled, R-G2), with treasury pillaged (24.52).
 * Checked: 0..9 cities (25.1); new cities need 6 tokens each from the census (25.2), one of them
 * helped by up to half from treasury with Architecture (25.3); pillage at most 3 per city the others
 * lost (24.52).
 */
import type { EntryHandler } from '../game';
import type { Violation } from '../types';
import type { NationId } from '../rulesets/advciv/nations';
import type { AdvCivSetup } from '../rulesets/advciv/setup';
import type { AdvCivState } from '../rulesets/advciv/state';
import { violation } from '../rulesets/advciv/violations';
import { checkCapitalSites, type CapitalId } from '../rulesets/advciv/variants/capitals';
import { missingPlayers, rulesetOf } from './context';

export interface CitiesEntry {
  readonly kind: 'cities';
  readonly cities: Readonly<Partial<Record<NationId, number>>>;
  readonly pillage?: Readonly<Partial<Record<NationId, number>>>;
  /** Variant 'capitals': the capital sites each listed nation's cities stand on (capitals 2, R-G2). */
  readonly capitals?: Readonly<Partial<Record<NationId, readonly CapitalId[]>>>;
}

export const cities: EntryHandler<AdvCivState, CitiesEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    const r = rulesetOf(setup);
    const out: Violation[] = [...missingPlayers(state, entry.cities, '25.1')];
    const held = (n: NationId) => entry.cities[n] ?? state.players.find((p) => p.nation === n)?.cities ?? 0;
    out.push(...checkCapitalSites(r.tradeCards, entry.capitals ?? {}, held));
    const lost = (except: NationId) =>
      state.players.reduce((s, o) => (o.nation === except ? s : s + Math.max(0, o.cities - (entry.cities[o.nation] ?? o.cities))), 0);
    for (const p of state.players) {
      const n = entry.cities[p.nation];
      if (n === undefined) continue;
      if (n < 0 || n > r.limits.cities) {
        out.push(violation('cities/out-of-range', '25.1', { nation: p.nation, cities: n, max: r.limits.cities }));
        continue;
      }
      const built = n - p.cities;
      if (built > 0 && p.census !== null) {
        const arch = r.roles.cityFromTreasury !== undefined && p.cards[r.roles.cityFromTreasury] !== undefined;
        const help = arch ? Math.min(p.treasury, r.limits.tokensPerCity / 2) : 0; // 25.3: at most half, one city
        if (built * r.limits.tokensPerCity > p.census + help)
          out.push(violation('cities/too-many-built', ['25.2', '25.3'], { nation: p.nation, built, tokens: p.census }));
      }
      const pillage = entry.pillage?.[p.nation] ?? 0;
      const max = 3 * lost(p.nation);
      if (pillage < 0 || pillage > max) out.push(violation('cities/pillage-out-of-range', '24.52', { nation: p.nation, pillage, max }));
    }
    return out;
  },
  apply(state, entry) {
    return {
      ...state,
      players: state.players.map((p) => {
        const n = entry.cities[p.nation] ?? p.cities;
        const pillage = entry.pillage?.[p.nation] ?? 0;
        // Stock is no longer known: conflict, building and surplus removal return tokens to it (24.12, 25.2, 26.1).
        const capitals = entry.capitals?.[p.nation];
        return { ...p, cities: n, treasury: p.treasury + pillage, stock: null, ...(capitals === undefined ? {} : { capitals }) };
      }),
    };
  },
};
