/**
 * Cities entry (advciv 24-26, phases 6-8): each player's city count after conflict, construction and
 * reduction, entered by the table (the map is not modelled, R-G2), with treasury pillaged (24.52).
 * Checked: 0..9 cities (25.1); new cities need 6 tokens each from the census (25.2), one of them
 * helped by up to half from treasury with Architecture (25.3); pillage at most 3 per city the others
 * lost, or per city entered as razed (24.52, Pirate cities included). City support (26.31): with the
 * tokens each player has on the board after surplus removal, the cities reduced (each with the tokens
 * placed, 26.41) must be exactly enough; for a player not counted, a city count the board cannot
 * have supported since the census is refused.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { AdvCivRuleset } from '../ruleset';
import type { AdvCivSetup } from '../setup';
import type { AdvCivState } from '../state';
import { violation } from '../violations';
import { checkCapitalSites, type CapitalId } from '../variants/capitals';
import { activePlayer, isViolation, missingPlayers, rulesetOf, tokensPerPlayer } from './context';
import { CITY_ATTACK, SUPPORT_PER_CITY } from '../phases';
import type { AdvCivPlayer } from '../state';
import { CITIES_PER_NATION, type NationId } from '../nations';

export interface CitiesEntry {
  readonly kind: 'cities';
  readonly cities: Readonly<Partial<Record<NationId, number>>>;
  readonly pillage?: Readonly<Partial<Record<NationId, number>>>;
  /**
   * Cities each player eliminated in direct attacks this turn, Pirate cities included (24.51-24.53):
   * a map fact (R-G2) that sets the pillage limit. Without it the limit is inferred from the cities
   * the other players lost, which misses Pirate cities and a victim who also built a city.
   */
  readonly razed?: Readonly<Partial<Record<NationId, number>>>;
  /** Variant 'capitals': the capital sites each listed nation's cities stand on (capitals 2, R-G2). */
  readonly capitals?: Readonly<Partial<Record<NationId, readonly CapitalId[]>>>;
  /** Tokens on the board after surplus removal, before any city is reduced (26.1, 26.31). */
  readonly tokens?: Readonly<Partial<Record<NationId, number>>>;
  /** Cities reduced for lack of support, each with the tokens placed in its area (26.31, 26.41, a map fact); `cities` counts after them. */
  readonly support?: Readonly<Partial<Record<NationId, readonly number[]>>>;
}

/** 25.3: with Architecture, treasury tokens help build one city a turn, at most half of it. */
export function treasuryHelp(r: AdvCivRuleset, p: AdvCivPlayer): number {
  const arch = r.roles.cityFromTreasury !== undefined && p.cards[r.roles.cityFromTreasury] !== undefined;
  return arch ? Math.min(p.treasury, r.limits.tokensPerCity / 2) : 0;
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
      const reduced = entry.support?.[p.nation] ?? [];
      const built = n + reduced.length - p.cities;
      const help = treasuryHelp(r, p);
      if (built > 0 && p.census !== null) {
        if (built * r.limits.tokensPerCity > p.census + help)
          out.push(violation('cities/too-many-built', ['25.2', '25.3'], { nation: p.nation, built, tokens: p.census }));
      }
      out.push(
        ...checkSupport(
          setup,
          p,
          n,
          reduced,
          entry.tokens?.[p.nation],
          Math.max(0, built * r.limits.tokensPerCity - help),
          entry.pillage?.[p.nation] ?? 0,
          entry.tokens === undefined ? undefined : state.boardMax?.[p.nation],
        ),
      );
    }
    // 24.52: at most three tokens per city eliminated in a direct attack; only players in the game
    // attack (R-A12: an inert nation does not), and nobody razes more cities than stood on the board
    // (the other players' cities and the nine Pirate cities of a nation not in play, 15.31, 30.911).
    for (const n of new Set([...Object.keys(entry.pillage ?? {}), ...Object.keys(entry.razed ?? {})]) as Set<NationId>) {
      const pv = activePlayer(state, n);
      if (isViolation(pv)) {
        out.push(pv);
        continue;
      }
      const standing = state.players.reduce((sum, o) => (o.nation === n ? sum : sum + o.cities), 0) + CITIES_PER_NATION;
      const razed = entry.razed?.[n];
      if (razed !== undefined && (razed < 0 || razed > standing))
        out.push(violation('cities/razed-out-of-range', ['24.51', '24.52'], { nation: n, razed, max: standing }, 'R-G2'));
      const pillage = entry.pillage?.[n] ?? 0;
      const max = 3 * (razed ?? lost(n));
      if (pillage < 0 || pillage > max) out.push(violation('cities/pillage-out-of-range', '24.52', { nation: n, pillage, max }));
    }
    return out;
  },
  apply(state, entry, setup) {
    const r = rulesetOf(setup);
    // 25.2, 25.3: the tokens that became cities this turn, for the board's suggestion (views/suggest.ts).
    const into: Partial<Record<NationId, number>> = {};
    for (const p of state.players) {
      const n = entry.cities[p.nation];
      if (n === undefined) continue;
      const built = Math.max(0, n + (entry.support?.[p.nation] ?? []).length - p.cities);
      const tokens = Math.max(0, built * r.limits.tokensPerCity - (built > 0 ? treasuryHelp(r, p) : 0));
      if (tokens > 0) into[p.nation] = tokens;
    }
    return {
      ...state,
      ...boardAfter(r, state, entry),
      ...(Object.keys(into).length > 0 ? { intoCities: { ...state.intoCities, ...into } } : {}),
      players: state.players.map((p) => {
        const n = entry.cities[p.nation] ?? p.cities;
        const pillage = entry.pillage?.[p.nation] ?? 0;
        // Stock is no longer known: conflict, building and surplus removal return tokens to it (24.12, 25.2, 26.1).
        const capitals = entry.capitals?.[p.nation];
        // With the tokens on the board entered, the stock is known again: tokens - board - treasury (26.41: reduced cities' tokens come from it).
        const board = entry.tokens?.[p.nation];
        const placed = (entry.support?.[p.nation] ?? []).reduce((s, t) => s + t, 0);
        const stock = board === undefined ? null : tokensPerPlayer(setup, p.nation) - board - placed - p.treasury - pillage;
        return { ...p, cities: n, treasury: p.treasury + pillage, stock, ...(capitals === undefined ? {} : { capitals }) };
      }),
    };
  },
};

/** 24.32, 24.35: the most tokens that replace one city lost in an attack (eight attack an Engineering holder's city, seven replace it). */
const MOST_REPLACING_A_CITY = CITY_ATTACK.replacedBy + CITY_ATTACK.step;

/**
 * The most tokens each player can have on the board after this entry (state.boardMax, what the calamity
 * phase and next turn's expansion are bounded by): the count entered after surplus removal with the
 * tokens placed for reduced cities (26.1, 26.41); else the most since the census less the tokens that
 * became cities (25.2, 25.3), plus the tokens that may have replaced a city lost in an attack not
 * entered on its own (24.32). Unknown stays unknown.
 */
function boardAfter(r: AdvCivRuleset, state: AdvCivState, entry: CitiesEntry): Pick<AdvCivState, 'boardMax'> {
  const out: Partial<Record<NationId, number>> = {};
  for (const p of state.players) {
    const n = entry.cities[p.nation];
    const reduced = entry.support?.[p.nation] ?? [];
    const placed = reduced.reduce((s, t) => s + t, 0);
    const tokens = entry.tokens?.[p.nation];
    const before = state.boardMax?.[p.nation];
    if (n !== undefined && tokens !== undefined) out[p.nation] = tokens + placed;
    else if (before !== undefined) {
      const built = n === undefined ? 0 : n + reduced.length - p.cities;
      const into = Math.max(0, built * r.limits.tokensPerCity - treasuryHelp(r, p));
      out[p.nation] = Math.max(0, before - into) + Math.max(0, -built) * MOST_REPLACING_A_CITY + placed;
    }
  }
  return Object.keys(out).length === 0 && state.boardMax === undefined ? {} : { boardMax: out };
}

/**
 * 26.31, 26.41: a player's cities after reduction are supported, two tokens each, and one reduction
 * fewer would not have done; reduced cities' tokens come from stock. For a player whose tokens are not
 * counted, the engine checks the most the board can hold since this turn's census (state.boardMax)
 * less the tokens that became cities (25.2, 25.3). An entry without `tokens` at all (the shape made
 * before support was kept) is not checked: it could not carry the count.
 */
function checkSupport(
  setup: AdvCivSetup,
  p: AdvCivPlayer,
  cities: number,
  reduced: readonly number[],
  tokens: number | undefined,
  intoCities: number,
  pillage: number,
  boardMax: number | undefined,
): readonly Violation[] {
  const all = tokensPerPlayer(setup, p.nation) - p.treasury - pillage;
  const before = cities + reduced.length;
  if (tokens === undefined) {
    if (reduced.length > 0) return [violation('player/missing', '26.31', { nation: p.nation })];
    if (boardMax === undefined) return [];
    const most = boardMax - intoCities;
    return SUPPORT_PER_CITY * cities > most
      ? [violation('cities/unsupported', '26.31', { nation: p.nation, cities, tokens: Math.max(0, most), needed: SUPPORT_PER_CITY * cities })]
      : [];
  }
  if (tokens < 0 || tokens > all) return [violation('cities/tokens-out-of-range', ['26.1', '16.1'], { nation: p.nation, tokens, max: all })];
  const placed = (k: number) => reduced.slice(0, k).reduce((s, t) => s + t, 0);
  if (placed(reduced.length) > all - tokens)
    return [violation('cities/reduction-beyond-stock', '26.41', { nation: p.nation, placed: placed(reduced.length), stock: all - tokens })];
  const supported = (k: number) => SUPPORT_PER_CITY * (before - k) <= tokens + placed(k);
  if (!supported(reduced.length))
    return [violation('cities/unsupported', '26.31', { nation: p.nation, cities, tokens: tokens + placed(reduced.length), needed: SUPPORT_PER_CITY * cities })];
  if (reduced.length > 0 && supported(reduced.length - 1))
    return [violation('cities/over-reduced', ['26.31', '26.41'], { nation: p.nation, reduced: reduced.length })];
  return [];
}
