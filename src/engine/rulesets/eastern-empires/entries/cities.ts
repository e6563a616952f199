/**
 * Cities entry (ee Phases 4-5 and 11): each player's cities and tokens on the board after conflict,
 * city construction, surplus removal and the city-support check, entered by the table (the map is not
 * modelled, R-G2), with treasury gained from successful city attacks (ee Phase 4b step 4).
 * Checked: 0..9 cities (ee Phase 5a); each new city needs 6 tokens from the board (ee Phase 5a), one
 * per turn helped by up to half from treasury with Architecture (ee chapter 9); city support after
 * the step (ee Phase 5c, Cultural Ascendancy +1); at most 3 treasury per successful attack.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { CITIES_PER_PLAYER, TOKENS_PER_PLAYER, type CivilizationId } from '../civilizations';
import { citySupportRate } from '../calc/economy';
import { architectureTreasury, CITY_ATTACK_TREASURY, CITY_SITE_TOKENS } from '../calc/movement';
import type { EeSetup } from '../setup';
import { heldAdvances, type EeState } from '../state';
import { eeViolation } from '../violations';
import { activePlayers, missingPlayers } from './context';

/** ee Phase 5a: at least 6 tokens in an area with a city site (the least a new city can take). */
export const TOKENS_PER_NEW_CITY = CITY_SITE_TOKENS;
/** ee Phase 4b step 4: up to 3 treasury tokens per successful city attack. */
export const PILLAGE_PER_CITY = CITY_ATTACK_TREASURY;

export interface CitiesEntry {
  readonly kind: 'cities';
  /** 'construction' = ee Phases 4-5; 'surplus' = ee Phase 11. */
  readonly step: 'construction' | 'surplus';
  readonly cities: Readonly<Partial<Record<CivilizationId, number>>>;
  /** Tokens on the board after the step (needed for the city-support check). */
  readonly tokens: Readonly<Partial<Record<CivilizationId, number>>>;
  readonly pillage?: Readonly<Partial<Record<CivilizationId, number>>>;
  /**
   * Treasury tokens paid toward a new city with Architecture ("Once per turn, when constructing a city,
   * you may choose to pay up to half of the required number of tokens from treasury", ee chapter 9):
   * at most 6 (half of a wilderness city's 12), construction step only. They leave the treasury.
   */
  readonly architecture?: Readonly<Partial<Record<CivilizationId, number>>>;
}

export const cities: EntryHandler<EeState, CitiesEntry, EeSetup> = {
  validate(state, entry) {
    const rule = entry.step === 'construction' ? 'Phase 5a' : 'Phase 11';
    const out: Violation[] = [...missingPlayers(state, entry.cities, rule), ...missingPlayers(state, entry.tokens, rule)];
    const lostByOthers = (except: CivilizationId) =>
      activePlayers(state).reduce((s, o) => (o.civ === except ? s : s + Math.max(0, o.cities - (entry.cities[o.civ] ?? o.cities))), 0);
    for (const p of activePlayers(state)) {
      const n = entry.cities[p.civ];
      const tokens = entry.tokens[p.civ];
      if (n === undefined || tokens === undefined) continue;
      if (n < 0 || n > CITIES_PER_PLAYER) {
        out.push(eeViolation('ee/cities/out-of-range', 'Phase 5a', { civ: p.civ, cities: n, max: CITIES_PER_PLAYER }));
        continue;
      }
      const built = n - p.cities;
      // Architecture: once per turn, up to half of one city's tokens from treasury (at most 6, for a
      // wilderness city), only while building (ee chapter 9).
      const architecture = entry.architecture?.[p.civ] ?? 0;
      const archMax =
        entry.step === 'construction' && built > 0 && heldAdvances(p).includes('architecture') ? Math.min(p.treasury, architectureTreasury(true)) : 0;
      if (architecture > archMax)
        out.push(eeViolation('ee/cities/architecture-wrong', ['chapter 9, Architecture', 'Phase 5a'], { civ: p.civ, treasury: architecture, max: archMax }));
      const treasuryAfter = p.treasury - Math.min(architecture, archMax);
      if (tokens < 0 || tokens > TOKENS_PER_PLAYER - treasuryAfter)
        out.push(eeViolation('ee/census/tokens-out-of-range', ['Phase 2b', 'chapter 3'], { civ: p.civ, tokens, max: TOKENS_PER_PLAYER - treasuryAfter }));
      if (entry.step === 'construction' && built > 0 && built * TOKENS_PER_NEW_CITY > p.census + Math.min(architecture, archMax))
        out.push(eeViolation('ee/cities/too-many-built', ['Phase 5a', 'chapter 9, Architecture'], { civ: p.civ, built, tokens: p.census }));
      // ee Phase 11 removes surplus population and reduces unsupported cities: no city is built then.
      if (entry.step === 'surplus' && built > 0)
        out.push(eeViolation('ee/cities/out-of-range', ['Phase 11', 'Phase 5c'], { civ: p.civ, cities: n, max: p.cities }));
      const rate = citySupportRate(heldAdvances(p));
      if (tokens < n * rate)
        out.push(eeViolation('ee/cities/unsupported', ['Phase 5c', 'chapter 9, Cultural Ascendancy'], { civ: p.civ, cities: n, tokens, rate }));
      const pillage = entry.pillage?.[p.civ] ?? 0;
      const max = entry.step === 'construction' ? PILLAGE_PER_CITY * lostByOthers(p.civ) : 0;
      if (pillage < 0 || pillage > max) out.push(eeViolation('ee/cities/pillage-out-of-range', 'Phase 4b', { civ: p.civ, pillage, max }));
    }
    return out;
  },
  apply(state, entry) {
    const players = state.players.map((p) => ({
      ...p,
      cities: entry.cities[p.civ] ?? p.cities,
      census: entry.tokens[p.civ] ?? p.census,
      treasury: p.treasury + (entry.pillage?.[p.civ] ?? 0) - (entry.architecture?.[p.civ] ?? 0),
    }));
    if (entry.step !== 'construction') return { ...state, players };
    // What the trade-card bounds read (hands.ts): cities lost to attacks (ee Phase 4b step 3) and the
    // cities and treasury each player draws and buys by in ee Phase 6.
    const citiesLost = Object.fromEntries(state.players.map((p) => [p.civ, Math.max(0, p.cities - (entry.cities[p.civ] ?? p.cities))]));
    const drawFacts = Object.fromEntries(players.map((p) => [p.civ, { cities: p.cities, treasury: p.treasury }]));
    return { ...state, players, citiesLost, drawFacts };
  },
};
