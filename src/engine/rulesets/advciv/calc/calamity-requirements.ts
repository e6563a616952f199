/**
 * What each victim of an advciv calamity must lose (section 30): the primary victim's requirement
 * with the card modifiers that shape it (section 32), and the secondary victims the primary victim
 * may name, their caps and totals, and what each of them loses.
 *
 * Inputs are explicit plain facts (cards held, cities and tokens on the board, stock); the map is
 * never modelled (R-G2): map facts arrive as numbers the player entered. Every number returned is a
 * `Figure` (calamity-figure.ts). Nothing here throws for a player's mistake: mistakes are
 * `Violation` values.
 */
import type { RuleCitation, Violation } from '../../../types';
import { calamityCode as vc } from './calamities-violations';
import type { CardId } from '../cards';
import type { CalamityId } from '../commodities';
import {
  CALAMITY_EFFECTS,
  CITY_UNIT_POINTS,
  LAPSE_CITE,
  RESOLUTION_ORDER_CITE,
  VOLCANO_EARTHQUAKE,
  type Amount,
  type CalamityEffects,
  type CardModifier,
  type Exclusion,
  type SecondarySpread,
} from '../calamity-effects';
import { type Figure, type VictimFacts, applyModifiers, base, clamp, limit } from './calamity-figure';

// ---------------------------------------------------------------------------------------------
// Requirements
// ---------------------------------------------------------------------------------------------

/** What one victim of one calamity must lose. */
export type LossRequirement =
  /** Unit points (29.62); `cityValueCap` is what one city can count (5, Epidemic 4: 30.612). */
  | { readonly kind: 'unit-points'; readonly points: Figure; readonly cityValueCap: number }
  /** Cities reduced (26.41: replaced by tokens as the area allows, a map fact). */
  | { readonly kind: 'cities-reduced'; readonly cities: Figure; readonly commodityCards?: Figure }
  /** Cities leaving the board: destroyed, or replaced by another player's or a Pirate city. */
  | { readonly kind: 'cities-lost'; readonly cities: Figure; readonly to: 'none' | 'trader' | 'pirates' | 'beneficiary' }
  /** Played out on the map (volcano, Barbarians): the player enters what was lost. */
  | { readonly kind: 'entered'; readonly cite: RuleCitation }
  /** No effect, and why. */
  | { readonly kind: 'none'; readonly cite: RuleCitation };

/** Board facts of the victim used by requirements. */
export interface Holdings {
  readonly cities: number;
  readonly tokens: number;
  readonly stockTokens: number;
}

/** Map facts the player enters or confirms (R-G2) for the calamities that need them. */
export interface MapFacts {
  /** Volcano/Earthquake: the primary victim has a city in an area touched by a volcano (30.211). */
  readonly volcano?: boolean;
  /** Flood: this victim's unit points on the flooded flood plain (30.511, 30.513). */
  readonly floodPlainPoints?: number;
  /** Flood, Piracy: this victim's coastal cities (30.514, 30.911). */
  readonly coastalCities?: number;
}

export interface PrimaryContext extends VictimFacts, Holdings, MapFacts {
  readonly nation?: string;
  /** Who traded the card to the primary victim (29.61); null if he drew it. */
  readonly tradedBy: string | null;
  /** Treachery: cities the trader has in stock (30.221). */
  readonly traderStockCities?: number;
  /** Piracy under variant 39.8: the trader's civilization cards (30.913). */
  readonly traderCards?: readonly CardId[];
}

/** The primary victim's requirement for one calamity (section 30), explained. */
export function primaryRequirement(calamity: CalamityId, v: PrimaryContext, effects: CalamityEffects = CALAMITY_EFFECTS): LossRequirement {
  const e = effects[calamity];
  switch (e.kind) {
    case 'volcano-earthquake': {
      if (v.volcano === true) return { kind: 'entered', cite: e.volcano };
      const engineering = v.cards.includes(e.reduceInstead.card);
      const start = base(e.earthquakeCitiesDestroyed);
      if (engineering) {
        const f = clamp(
          { value: start.value, why: [...start.why, { code: 'card', cite: e.reduceInstead.cite, amount: 0, card: e.reduceInstead.card }] },
          0,
          v.cities,
          e.reduceInstead.cite,
        );
        return { kind: 'cities-reduced', cities: f };
      }
      return { kind: 'cities-lost', cities: clamp(start, 0, v.cities, e.earthquakeCitiesDestroyed.cite), to: 'none' };
    }
    case 'treachery': {
      const start = clamp(base(e.cities), 0, v.cities, e.cities.cite);
      if (v.tradedBy === null)
        return { kind: 'cities-reduced', cities: { ...start, why: [{ code: 'base', cite: e.untradedCite, amount: e.cities.amount }, ...start.why.slice(1)] } };
      if ((v.traderStockCities ?? 0) <= 0)
        return { kind: 'cities-lost', cities: { ...start, why: [...start.why, { code: 'map', cite: e.noCityInStockCite, amount: 0 }] }, to: 'none' };
      return { kind: 'cities-lost', cities: start, to: 'trader' };
    }
    case 'unit-points': {
      const f = applyModifiers(base(e.primary), e.modifiers, 'primary', v);
      return { kind: 'unit-points', points: f, cityValueCap: e.cityValueCap?.amount ?? CITY_UNIT_POINTS.amount };
    }
    case 'cities-reduced': {
      const start: Figure =
        e.base.kind === 'fixed'
          ? base(e.base.cities)
          : {
              // R-A7: the base is max(0, cities - 3); modifiers are added to it, then clamped.
              value: Math.max(0, v.cities - e.base.keep.amount),
              why: [{ code: 'all-but', cite: e.base.keep.cite, amount: e.base.keep.amount, count: v.cities }],
            };
      return { kind: 'cities-reduced', cities: clamp(applyModifiers(start, e.modifiers, 'primary', v), 0, v.cities, e.clampCite) };
    }
    case 'civil-war':
      // The factions are chosen at the table; civilWarPlan() gives the numbers.
      return { kind: 'entered', cite: e.beneficiaryCite };
    case 'slave-revolt':
      // The reductions follow from city support; slaveRevoltTokensDisabled() gives the number.
      return { kind: 'entered', cite: e.tokensDisabled.cite };
    case 'flood': {
      const onPlain = v.floodPlainPoints ?? 0;
      const engineering = v.cards.includes(e.engineeringCap.card);
      if (onPlain > 0) {
        let f = base(e.primaryMax);
        if (engineering)
          f = {
            value: e.engineeringCap.cap.amount,
            why: [...f.why, { code: 'card-cap', cite: e.engineeringCap.cap.cite, amount: e.engineeringCap.cap.amount, card: e.engineeringCap.card }],
          };
        f = limit(f, onPlain, 'map', e.primaryMax.cite);
        return { kind: 'unit-points', points: f, cityValueCap: CITY_UNIT_POINTS.amount };
      }
      const coastal = v.coastalCities ?? 0;
      if (coastal <= 0) return { kind: 'none', cite: e.coastalCities.cite };
      const f = limit(base(e.coastalCities), coastal, 'map', e.coastalCities.cite);
      if (engineering)
        return {
          kind: 'cities-reduced',
          cities: { ...f, why: [...f.why, { code: 'card', cite: e.coastalReduceInstead.cite, amount: 0, card: e.coastalReduceInstead.card }] },
        };
      return { kind: 'cities-lost', cities: f, to: 'none' };
    }
    case 'barbarian-hordes':
      if (v.nation === e.immuneNation.nation) return { kind: 'none', cite: e.immuneNation.cite };
      return { kind: 'entered', cite: e.tokens.cite };
    case 'piracy': {
      let f = base(e.primaryCities);
      // 39.8 (30.913): a trader holding Astronomy and Cloth Making adds a city; untraded, the victim is the trader.
      const agg = e.traderAggravation;
      const traderCards = v.tradedBy === null ? v.cards : (v.traderCards ?? []);
      if (agg?.cards.every((c) => traderCards.includes(c))) {
        f = {
          value: f.value + agg.amount.amount,
          why: [...f.why, ...agg.cards.map((card, i) => ({ code: 'card' as const, cite: agg.amount.cite, amount: i === 0 ? agg.amount.amount : 0, card }))],
        };
      }
      f = limit(f, Math.min(v.coastalCities ?? v.cities, v.cities), 'map', e.primaryCities.cite);
      if (e.reduceInstead !== undefined) return { kind: 'cities-reduced', cities: f, ...piracyCards(e.cardsPerCity, f) };
      return { kind: 'cities-lost', cities: f, to: 'pirates' };
    }
  }
}

/** 39.8 (30.911-30.912): one commodity card per city lost to Piracy. */
function piracyCards(perCity: Amount | undefined, cities: Figure): { readonly commodityCards?: Figure } {
  if (perCity === undefined) return {};
  return { commodityCards: { value: perCity.amount * cities.value, why: [{ code: 'base', cite: perCity.cite, amount: perCity.amount, count: cities.value }] } };
}

// ---------------------------------------------------------------------------------------------
// Secondary victims
// ---------------------------------------------------------------------------------------------

export interface CandidateFacts<P extends string> extends VictimFacts {
  readonly player: P;
  readonly inert?: boolean;
  /**
   * What the candidate can lose in the spread's unit: unit points on the board (Famine, Epidemic),
   * unit points on the flood plain (Flood, a map fact), cities (Iconoclasm & Heresy), coastal
   * cities (Piracy, a map fact).
   */
  readonly capacity: number;
  /** Exclusions that come from the situation rather than the calamity (variant 38.2's beneficiary). */
  readonly excluded?: readonly Exclusion[];
}

export interface CandidateVerdict<P extends string> {
  readonly player: P;
  readonly eligible: boolean;
  /** The exclusions that bar him (empty when eligible). */
  readonly excludedBy: readonly Exclusion[];
  /** Most the primary victim may assign him, explained (0 when not eligible). */
  readonly cap: Figure;
}

export interface SecondaryPlan<P extends string> {
  readonly calamity: CalamityId;
  readonly unit: 'unit-points' | 'cities';
  readonly candidates: readonly CandidateVerdict<P>[];
  /** The total the primary victim must assign: the printed total, less what lapses (R-A9). */
  readonly total: Figure;
  /**
   * When the eligible players can absorb no more than the printed total, the assignment is forced:
   * each takes his cap (30.512: "automatically"; R-A9 elsewhere). The engine fills it in.
   */
  readonly forced?: readonly Assignment<P>[];
}

/** The spread rules of a calamity with secondary victims chosen by the primary, if any. */
export function secondarySpread(calamity: CalamityId, effects: CalamityEffects = CALAMITY_EFFECTS): SecondarySpread | undefined {
  const e = effects[calamity];
  if (e.kind === 'unit-points' || e.kind === 'piracy') return e.secondary;
  if (e.kind === 'cities-reduced') return e.secondary;
  if (e.kind === 'flood') {
    // 30.512: ten unit points on the same flood plain; 30.515: Engineering caps at seven.
    return { unit: 'unit-points', total: e.secondaryTotal, capPerPlayer: e.secondaryTotal, exclusions: e.secondaryExclusions };
  }
  return undefined;
}

function secondaryCardModifiers(calamity: CalamityId, effects: CalamityEffects): readonly CardModifier[] {
  const e = effects[calamity];
  if (e.kind === 'cities-reduced') return e.secondaryModifiers ?? [];
  if (e.kind === 'flood')
    return [{ card: e.engineeringCap.card, roles: ['secondary'], op: { kind: 'cap', value: e.engineeringCap.cap.amount }, cite: e.engineeringCap.cap.cite }];
  return [];
}

function excludedBy<P extends string>(exclusions: readonly Exclusion[], c: CandidateFacts<P>, tradedBy: P | null): readonly Exclusion[] {
  const rules = exclusions.filter((x) =>
    x.kind === 'trader' ? c.player === tradedBy : x.kind === 'inert' ? c.inert === true : x.kind === 'holds' ? c.cards.includes(x.card) : false,
  );
  return [...rules, ...(c.excluded ?? [])];
}

/**
 * Who may be named as a secondary victim, how much each may be given, and the total to assign
 * (29.61, 29.64, 30.311, 30.512, 30.611, 30.818-30.819, 30.912; R-A7, R-A9, R-A12). `candidates`
 * are the other players; the primary victim is left out even if listed.
 */
export function secondaryPlan<P extends string>(
  calamity: CalamityId,
  primary: P,
  tradedBy: P | null,
  candidates: readonly CandidateFacts<P>[],
  effects: CalamityEffects = CALAMITY_EFFECTS,
): SecondaryPlan<P> | undefined {
  const spread = secondarySpread(calamity, effects);
  if (spread === undefined) return undefined;
  const mods = secondaryCardModifiers(calamity, effects);
  const verdicts: CandidateVerdict<P>[] = candidates
    .filter((c) => c.player !== primary)
    .map((c) => {
      const bars = excludedBy(spread.exclusions, c, tradedBy);
      if (bars.length > 0)
        return {
          player: c.player,
          eligible: false,
          excludedBy: bars,
          cap: { value: 0, why: bars.map((b) => ({ code: 'cap' as const, cite: b.cite, amount: 0 })) },
        };
      let cap: Figure = { value: spread.capPerPlayer.amount, why: [{ code: 'cap', cite: spread.capPerPlayer.cite, amount: spread.capPerPlayer.amount }] };
      for (const m of mods) {
        if (m.op.kind === 'cap' && c.cards.includes(m.card) && cap.value > m.op.value) {
          cap = { value: m.op.value, why: [...cap.why, { code: 'card-cap', cite: m.cite, amount: m.op.value, card: m.card }] };
        }
      }
      cap = limit(cap, Math.max(0, c.capacity), 'map', LAPSE_CITE);
      return { player: c.player, eligible: true, excludedBy: [], cap };
    });
  let total: Figure = base(spread.total);
  const room = verdicts.reduce((s, v) => s + v.cap.value, 0);
  if (room < total.value) total = { value: room, why: [...total.why, { code: 'lapse', cite: { ...spread.total.cite, ruling: 'R-A9' }, amount: room }] };
  const forced =
    room <= spread.total.amount ? verdicts.filter((v) => v.eligible && v.cap.value > 0).map((v) => ({ player: v.player, amount: v.cap.value })) : undefined;
  return { calamity, unit: spread.unit, candidates: verdicts, total, ...(forced === undefined ? {} : { forced }) };
}

/** What the primary victim assigns to one secondary victim. */
export interface Assignment<P extends string> {
  readonly player: P;
  readonly amount: number;
}

/** Checks the primary victim's assignment of secondary losses against the plan. */
export function checkAssignments<P extends string>(
  plan: SecondaryPlan<P>,
  assigned: readonly Assignment<P>[],
  primary: P,
  effects: CalamityEffects = CALAMITY_EFFECTS,
): readonly Violation[] {
  const spread = secondarySpread(plan.calamity, effects);
  const out: Violation[] = [];
  const seen = new Set<P>();
  let sum = 0;
  for (const a of assigned) {
    if (!Number.isInteger(a.amount) || a.amount < 1) {
      out.push({
        code: vc('calamity/secondary-amount'),
        cite: [plan.total.why[0]?.cite ?? RESOLUTION_ORDER_CITE],
        params: { player: a.player, amount: a.amount },
      });
      continue;
    }
    if (seen.has(a.player)) {
      out.push({ code: vc('calamity/secondary-twice'), cite: [plan.total.why[0]?.cite ?? RESOLUTION_ORDER_CITE], params: { player: a.player } });
      continue;
    }
    seen.add(a.player);
    sum += a.amount;
    if (a.player === primary) {
      out.push({ code: vc('calamity/secondary-is-primary'), cite: [{ doc: 'advciv', rule: '29.61' }], params: { player: a.player } });
      continue;
    }
    const v = plan.candidates.find((c) => c.player === a.player);
    if (v === undefined) {
      out.push({ code: vc('calamity/secondary-unknown'), cite: [{ doc: 'advciv', rule: '29.61' }], params: { player: a.player } });
      continue;
    }
    if (!v.eligible) {
      out.push({
        code: vc('calamity/secondary-not-eligible'),
        cite: v.excludedBy.map((x) => x.cite),
        params: { player: a.player, reasons: v.excludedBy.map((x) => (x.kind === 'holds' ? x.card : x.kind)) },
      });
      continue;
    }
    if (a.amount > v.cap.value) {
      out.push({
        code: vc('calamity/secondary-over-cap'),
        cite: v.cap.why.map((w) => w.cite),
        params: { player: a.player, amount: a.amount, cap: v.cap.value },
      });
    }
  }
  if (sum !== plan.total.value) {
    out.push({
      code: vc('calamity/secondary-total'),
      cite: plan.total.why
        .map((w) => w.cite)
        .concat(spread === undefined ? [] : [spread.total.cite])
        .filter((c, i, a) => a.findIndex((d) => d.rule === c.rule && d.ruling === c.ruling) === i),
      params: { required: plan.total.value, assigned: sum },
    });
  }
  return out;
}

/**
 * A secondary victim's own requirement from the amount he was assigned: his cards change it
 * (Pottery 30.312, Medicine 30.613, Roadbuilding 30.614), never below zero.
 */
export function secondaryRequirement(calamity: CalamityId, assigned: number, v: VictimFacts, effects: CalamityEffects = CALAMITY_EFFECTS): LossRequirement {
  const e = effects[calamity];
  const spread = secondarySpread(calamity, effects);
  const start: Figure = { value: assigned, why: [{ code: 'base', cite: spread?.total.cite ?? RESOLUTION_ORDER_CITE, amount: assigned }] };
  if (e.kind === 'unit-points') {
    return { kind: 'unit-points', points: applyModifiers(start, e.modifiers, 'secondary', v), cityValueCap: e.cityValueCap?.amount ?? CITY_UNIT_POINTS.amount };
  }
  if (e.kind === 'flood') return { kind: 'unit-points', points: start, cityValueCap: CITY_UNIT_POINTS.amount };
  if (e.kind === 'piracy')
    return e.reduceInstead === undefined
      ? { kind: 'cities-lost', cities: start, to: 'pirates' }
      : { kind: 'cities-reduced', cities: start, ...piracyCards(e.cardsPerCity, start) };
  if (e.kind === 'volcano-earthquake')
    return { kind: 'cities-reduced', cities: { value: assigned, why: [{ code: 'base', cite: e.earthquakeSecondaryCities.cite, amount: assigned }] } };
  return { kind: 'cities-reduced', cities: start };
}

/**
 * Earthquake (30.212-30.213): the one other player whose city is reduced. Adjacency is a map fact
 * (R-G2); the engine checks the rest: not the primary victim, not inert, not an Engineering holder.
 */
export function checkEarthquakeSecondary<P extends string>(primary: P, secondary: CandidateFacts<P>): readonly Violation[] {
  const e = VOLCANO_EARTHQUAKE;
  if (secondary.player === primary)
    return [{ code: vc('calamity/secondary-is-primary'), cite: [e.earthquakeSecondaryCities.cite], params: { player: primary } }];
  const bars = excludedBy(e.secondaryExclusions, secondary, null);
  if (bars.length > 0) {
    return [
      {
        code: vc('calamity/secondary-not-eligible'),
        cite: bars.map((b) => b.cite),
        params: { player: secondary.player, reasons: bars.map((x) => (x.kind === 'holds' ? x.card : x.kind)) },
      },
    ];
  }
  if (secondary.capacity < 1)
    return [{ code: vc('calamity/secondary-over-cap'), cite: [e.earthquakeSecondaryCities.cite], params: { player: secondary.player, amount: 1, cap: 0 } }];
  return [];
}
