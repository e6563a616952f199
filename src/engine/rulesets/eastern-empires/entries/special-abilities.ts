/**
 * Special abilities entry (ee Phase 10), one per player who uses any, in A.S.T.-position order
 * (furthest first). Each ability used is entered with what it did, and checked where the card gives a
 * rule the map does not decide (ee chapter 9):
 * - Politics: either gain up to 5 treasury, or annex all units in an area, paying 1 treasury per unit
 *   point; not against holders of Politics or Cultural Ascendancy;
 * - Trade Routes: treasury at exactly twice the face value of the commodity cards discarded;
 * - Monotheism: annex all units in an area; not against holders of Monotheism or Theology;
 * - Fundamentalism: destroy all units in an area; not against holders of Fundamentalism or Philosophy;
 * - Provincial Empire: up to 5 players each give a commodity card of face value 2 or more; not holders
 *   of Provincial Empire or Public Works;
 * - Universal Doctrine: annex 1 pirate city or up to 5 barbarian tokens;
 * - Diaspora: move up to 5 of his tokens (the board total does not change).
 * Which areas are adjacent is a map fact (R-G2).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { AdvanceId } from '../advances';
import { CITIES_PER_PLAYER, CITY_UNIT_POINTS, type CivilizationId } from '../civilizations';
import { cardBounds } from '../calc/hands';
import { actingOrder } from '../phases';
import type { EeSetup } from '../setup';
import { handSize, heldAdvances, playerOf, tally, type EePlayer, type EeState, type Hand } from '../state';
import { COMMODITIES, type CommodityId } from '../trade-cards';
import { eeViolation } from '../violations';
import { activePlayer, activePlayers, isViolation, tokensInStock as tokensInStockOf } from './context';

/** ee Phase 10: the advances whose attribute says SPECIAL ABILITY. */
export const SPECIAL_ABILITIES = [
  'diaspora',
  'fundamentalism',
  'monotheism',
  'politics',
  'provincialEmpire',
  'tradeRoutes',
  'universalDoctrine',
] as const satisfies readonly AdvanceId[];
export type SpecialAbility = (typeof SPECIAL_ABILITIES)[number];

/** ee chapter 9 numbers. */
export const POLITICS_TREASURY = 5;
export const TRADE_ROUTES_FACTOR = 2;
export const PROVINCIAL_EMPIRE_PLAYERS = 5;
export const PROVINCIAL_EMPIRE_MIN_FACE = 2;
export const UNIVERSAL_DOCTRINE_BARBARIANS = 5;
export const DIASPORA_TOKENS = 5;
/** ee Phase 5a: "Each area can only contain 1 city": an ability taking "all units in an area" takes at most one. */
export const CITIES_PER_AREA = 1;

/** "Protects against X" (ee Phase 10): holders of these advances cannot be targeted by X. */
export const PROTECTED_BY: Readonly<Record<'politics' | 'monotheism' | 'fundamentalism' | 'provincialEmpire', readonly AdvanceId[]>> = {
  politics: ['politics', 'culturalAscendancy'],
  monotheism: ['monotheism', 'theology'],
  fundamentalism: ['fundamentalism', 'philosophy'],
  provincialEmpire: ['provincialEmpire', 'publicWorks'],
};

/** Units taken in one area: from a player, or barbarians and pirate cities (never a target of these). */
export interface AreaUnits {
  readonly target: CivilizationId;
  readonly cities: number;
  readonly tokens: number;
}

export interface SpecialAbilitiesEntry {
  readonly kind: 'special-abilities';
  readonly civ: CivilizationId;
  readonly politics?: { readonly treasury: number } | { readonly annex: AreaUnits };
  readonly tradeRoutes?: { readonly discarded: Hand; readonly treasury: number };
  readonly monotheism?: AreaUnits;
  readonly fundamentalism?: AreaUnits;
  readonly provincialEmpire?: Readonly<Partial<Record<CivilizationId, CommodityId>>>;
  readonly universalDoctrine?: { readonly pirateCity: boolean; readonly barbarians: number };
  readonly diaspora?: { readonly tokens: number };
}

const faceValue = (hand: Hand): number => (Object.entries(hand) as [CommodityId, number][]).reduce((s, [id, n]) => s + COMMODITIES[id].faceValue * n, 0);

/** The abilities an entry uses. */
export function abilitiesUsed(e: SpecialAbilitiesEntry): readonly SpecialAbility[] {
  return SPECIAL_ABILITIES.filter((a) => e[a] !== undefined);
}

function checkTarget(state: EeState, ability: keyof typeof PROTECTED_BY, units: AreaUnits, user: CivilizationId): readonly Violation[] {
  const rule = `chapter 9, ${{ politics: 'Politics', monotheism: 'Monotheism', fundamentalism: 'Fundamentalism', provincialEmpire: 'Provincial Empire' }[ability]}`;
  const t = playerOf(state, units.target);
  if (t === undefined || t.status !== 'active' || units.target === user)
    return [eeViolation('ee/ability/target-not-allowed', rule, { civ: units.target, ability })];
  const protectedBy = PROTECTED_BY[ability].filter((a) => heldAdvances(t).includes(a));
  if (protectedBy.length > 0) return [eeViolation('ee/ability/target-protected', [rule, 'Phase 10'], { civ: units.target, ability, advances: protectedBy })];
  // "All units in an area": "Each area can only contain 1 city" (ee Phase 5a).
  if (units.cities > CITIES_PER_AREA)
    return [eeViolation('ee/ability/area-cities', [rule, 'Phase 5a'], { civ: units.target, cities: units.cities, max: CITIES_PER_AREA })];
  if (units.cities > t.cities || units.tokens > t.census)
    return [eeViolation('ee/ability/units-wrong', rule, { civ: units.target, cities: units.cities, tokens: units.tokens })];
  return [];
}

/** What each ability takes from the user's stock: cities and tokens placed, treasury gained (ee chapter 3: treasury comes from stock). */
function drawsFromStock(
  entry: SpecialAbilitiesEntry,
): readonly { readonly ability: SpecialAbility; readonly rule: string; readonly cities: number; readonly tokens: number }[] {
  const out: { ability: SpecialAbility; rule: string; cities: number; tokens: number }[] = [];
  const pol = entry.politics;
  // Politics: "Gain up to 5 treasury tokens from stock"; or annex, "If you have insufficient units in stock ... you cannot select this area".
  if (pol !== undefined && 'treasury' in pol) out.push({ ability: 'politics', rule: 'chapter 9, Politics', cities: 0, tokens: pol.treasury });
  if (pol !== undefined && 'annex' in pol) out.push({ ability: 'politics', rule: 'chapter 9, Politics', cities: pol.annex.cities, tokens: pol.annex.tokens });
  // Monotheism: "If you have insufficient units in stock to annex all units in the area to start with, you cannot select this area."
  if (entry.monotheism !== undefined)
    out.push({ ability: 'monotheism', rule: 'chapter 9, Monotheism', cities: entry.monotheism.cities, tokens: entry.monotheism.tokens });
  // Trade Routes: "If you have insufficient tokens in stock you cannot discard this card."
  if (entry.tradeRoutes !== undefined) out.push({ ability: 'tradeRoutes', rule: 'chapter 9, Trade Routes', cities: 0, tokens: entry.tradeRoutes.treasury });
  // Universal Doctrine annexes: his own city and tokens replace them (ee chapter 6, "Annexation").
  const ud = entry.universalDoctrine;
  if (ud !== undefined) out.push({ ability: 'universalDoctrine', rule: 'chapter 9, Universal Doctrine', cities: ud.pirateCity ? 1 : 0, tokens: ud.barbarians });
  return out;
}

/**
 * Each ability must be covered by the user's stock when he uses it, and all of them together by his
 * stock plus the treasury Politics' annexation returns to it ("The treasury tokens paid are put into
 * your own stock", ee chapter 9, Politics). Abilities are used one after another (ee Phase 10).
 */
function stockViolations(p: EePlayer, entry: SpecialAbilitiesEntry): readonly Violation[] {
  const citiesInStock = CITIES_PER_PLAYER - p.cities;
  const tokensInStock = tokensInStockOf(p);
  const draws = drawsFromStock(entry);
  const out: Violation[] = [];
  for (const d of draws)
    if (d.cities > citiesInStock || d.tokens > tokensInStock)
      out.push(
        eeViolation('ee/ability/stock-short', [d.rule, 'Phase 10'], {
          civ: p.civ,
          abilities: [d.ability],
          cities: d.cities,
          tokens: d.tokens,
          citiesInStock,
          tokensInStock,
        }),
      );
  if (out.length > 0 || draws.length < 2) return out;
  const pol = entry.politics;
  const returned = pol !== undefined && 'annex' in pol ? CITY_UNIT_POINTS * pol.annex.cities + pol.annex.tokens : 0;
  const cities = draws.reduce((sum, d) => sum + d.cities, 0);
  const tokens = draws.reduce((sum, d) => sum + d.tokens, 0);
  if (cities > citiesInStock || tokens > tokensInStock + returned)
    out.push(
      eeViolation('ee/ability/stock-short', 'Phase 10', {
        civ: p.civ,
        abilities: draws.map((d) => d.ability),
        cities,
        tokens,
        citiesInStock,
        tokensInStock: tokensInStock + returned,
      }),
    );
  return out;
}

export const specialAbilities: EntryHandler<EeState, SpecialAbilitiesEntry, EeSetup> = {
  validate(state, entry) {
    const p = activePlayer(state, entry.civ);
    if (isViolation(p)) return [p];
    if (state.abilities.includes(entry.civ)) return [eeViolation('ee/ability/already-used', 'Phase 10', { civ: entry.civ })];
    const out: Violation[] = [];
    const civ = entry.civ;
    const held = heldAdvances(p);
    const missing = abilitiesUsed(entry).filter((a) => !held.includes(a));
    if (missing.length > 0) out.push(eeViolation('ee/ability/not-held', 'Phase 10', { civ, abilities: missing }));
    const order = actingOrder(
      'specialAbilities',
      activePlayers(state).map((q) => ({ civ: q.civ, census: q.census, cities: q.cities, astPosition: q.ast, holds: heldAdvances(q) })),
    );
    const later = state.abilities.find((c) => order.indexOf(c) > order.indexOf(civ));
    if (later !== undefined) out.push(eeViolation('ee/ability/out-of-order', 'Phase 10', { civ, after: later }));

    const pol = entry.politics;
    if (pol !== undefined && 'treasury' in pol && (pol.treasury < 0 || pol.treasury > POLITICS_TREASURY))
      out.push(eeViolation('ee/ability/gain-wrong', 'chapter 9, Politics', { civ, entered: pol.treasury, expected: POLITICS_TREASURY }));
    if (pol !== undefined && 'annex' in pol) {
      out.push(...checkTarget(state, 'politics', pol.annex, civ));
      const cost = CITY_UNIT_POINTS * pol.annex.cities + pol.annex.tokens;
      if (cost > p.treasury) out.push(eeViolation('ee/ability/treasury-short', 'chapter 9, Politics', { civ, cost, treasury: p.treasury }));
    }
    // Cards discarded or given must be cards the player can hold (hands.ts; ee Phase 6).
    const bounds = cardBounds(state);
    const canHold = (c: CivilizationId) => bounds.find((b) => b.civ === c)?.commodities;
    if (entry.tradeRoutes !== undefined) {
      const cards = handSize(entry.tradeRoutes.discarded);
      const most = canHold(civ);
      if (most !== undefined && cards > most)
        out.push(eeViolation('ee/ability/cards-not-held', ['chapter 9, Trade Routes', 'Phase 6'], { civ, cards, held: most }));
    }
    if (entry.tradeRoutes !== undefined) {
      const expected = TRADE_ROUTES_FACTOR * faceValue(entry.tradeRoutes.discarded);
      if (entry.tradeRoutes.treasury !== expected)
        out.push(eeViolation('ee/ability/gain-wrong', 'chapter 9, Trade Routes', { civ, entered: entry.tradeRoutes.treasury, expected }));
    }
    if (entry.monotheism !== undefined) out.push(...checkTarget(state, 'monotheism', entry.monotheism, civ));
    if (entry.fundamentalism !== undefined) out.push(...checkTarget(state, 'fundamentalism', entry.fundamentalism, civ));
    if (entry.provincialEmpire !== undefined) {
      const from = Object.keys(entry.provincialEmpire) as CivilizationId[];
      if (from.length > PROVINCIAL_EMPIRE_PLAYERS)
        out.push(eeViolation('ee/ability/too-many', 'chapter 9, Provincial Empire', { civ, entered: from.length, max: PROVINCIAL_EMPIRE_PLAYERS }));
      for (const f of from) {
        out.push(...checkTarget(state, 'provincialEmpire', { target: f, cities: 0, tokens: 0 }, civ));
        const most = canHold(f);
        if (most !== undefined && most < 1)
          out.push(eeViolation('ee/ability/cards-not-held', ['chapter 9, Provincial Empire', 'Phase 6'], { civ: f, cards: 1, held: most }));
        const card = entry.provincialEmpire[f];
        if (card !== undefined && COMMODITIES[card].faceValue < PROVINCIAL_EMPIRE_MIN_FACE)
          out.push(eeViolation('ee/ability/card-too-low', 'chapter 9, Provincial Empire', { civ: f, commodity: card, min: PROVINCIAL_EMPIRE_MIN_FACE }));
      }
    }
    const ud = entry.universalDoctrine;
    if (ud !== undefined && ((ud.pirateCity && ud.barbarians > 0) || ud.barbarians > UNIVERSAL_DOCTRINE_BARBARIANS))
      out.push(
        eeViolation('ee/ability/too-many', 'chapter 9, Universal Doctrine', {
          civ,
          entered: ud.barbarians,
          max: ud.pirateCity ? 0 : UNIVERSAL_DOCTRINE_BARBARIANS,
        }),
      );
    out.push(...stockViolations(p, entry));
    if (entry.diaspora !== undefined && entry.diaspora.tokens > Math.min(DIASPORA_TOKENS, p.census))
      out.push(eeViolation('ee/ability/too-many', 'chapter 9, Diaspora', { civ, entered: entry.diaspora.tokens, max: Math.min(DIASPORA_TOKENS, p.census) }));
    return out;
  },
  apply(state, entry) {
    const civ = entry.civ;
    const delta = new Map<CivilizationId, { cities: number; tokens: number; treasury: number }>();
    const add = (c: CivilizationId, d: Partial<{ cities: number; tokens: number; treasury: number }>) => {
      const x = delta.get(c) ?? { cities: 0, tokens: 0, treasury: 0 };
      delta.set(c, { cities: x.cities + (d.cities ?? 0), tokens: x.tokens + (d.tokens ?? 0), treasury: x.treasury + (d.treasury ?? 0) });
    };
    const annex = (u: AreaUnits) => {
      add(u.target, { cities: -u.cities, tokens: -u.tokens });
      add(civ, { cities: u.cities, tokens: u.tokens });
    };
    const pol = entry.politics;
    if (pol !== undefined && 'treasury' in pol) add(civ, { treasury: pol.treasury });
    if (pol !== undefined && 'annex' in pol) {
      annex(pol.annex);
      add(civ, { treasury: -(CITY_UNIT_POINTS * pol.annex.cities + pol.annex.tokens) });
    }
    if (entry.tradeRoutes !== undefined) add(civ, { treasury: entry.tradeRoutes.treasury });
    if (entry.monotheism !== undefined) annex(entry.monotheism);
    if (entry.fundamentalism !== undefined) add(entry.fundamentalism.target, { cities: -entry.fundamentalism.cities, tokens: -entry.fundamentalism.tokens });
    const ud = entry.universalDoctrine;
    if (ud !== undefined) add(civ, { cities: ud.pirateCity ? 1 : 0, tokens: ud.barbarians });
    const players = state.players.map((q): EePlayer => {
      const d = delta.get(q.civ);
      if (d === undefined) return q;
      return {
        ...q,
        cities: Math.min(CITIES_PER_PLAYER, Math.max(0, q.cities + d.cities)),
        census: Math.max(0, q.census + d.tokens),
        treasury: Math.max(0, q.treasury + d.treasury),
      };
    });
    // The cards that change hands (hands.ts): Trade Routes' discards, Provincial Empire's gifts.
    const givers = Object.keys(entry.provincialEmpire ?? {}) as CivilizationId[];
    let cardsGone = tally(state.cardsGone, civ, entry.tradeRoutes === undefined ? 0 : handSize(entry.tradeRoutes.discarded));
    for (const g of givers) cardsGone = tally(cardsGone, g, 1);
    const cardsGained = tally(state.cardsGained, civ, givers.length);
    return { ...state, abilities: [...state.abilities, civ], players, cardsGone, cardsGained };
  },
};
