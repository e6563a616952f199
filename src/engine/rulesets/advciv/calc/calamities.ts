/**
 * Calamity calculators for Advanced Civilization (sections 29 and 30): resolution order, each
 * victim's requirement with the card modifiers that shape it, secondary victims (who may be named,
 * caps, totals), beneficiaries, and the check of a declared loss breakdown (29.63, R-A8).
 *
 * Inputs are explicit plain facts (cards held, cities and tokens on the board, stock); the map is
 * never modelled (R-G2): map facts arrive as numbers the player entered. Every number returned is a
 * `Figure` carrying the list of terms (with citations) that produced it, so the UI can explain it.
 * Nothing here throws for a player's mistake: mistakes are `Violation` values.
 */
import type { RuleCitation, Violation } from '../../../types';
import { calamityCode as vc } from './calamities-violations';
import type { CardId } from '../cards';
import { CALAMITY, type CalamityId } from '../commodities';
import {
  CALAMITY_EFFECTS,
  CALAMITY_RULES,
  CITY_UNIT_POINTS,
  CIVIL_WAR,
  EXACT_LOSS_CITE,
  LAPSE_CITE,
  MAX_PRIMARY_PER_TURN,
  RESOLUTION_ORDER_CITE,
  STOCK_RANK_CITE,
  SLAVE_REVOLT,
  SUPPORT_TOKENS_PER_CITY,
  TIE_BREAK_CITE,
  VOLCANO_EARTHQUAKE,
  type Amount,
  type CalamityEffects,
  type CalamityRules,
  type CardModifier,
  type Exclusion,
  type SecondarySpread,
  type VictimRole,
} from '../calamity-effects';

// ---------------------------------------------------------------------------------------------
// Explained numbers
// ---------------------------------------------------------------------------------------------

/** The kinds of term an explanation is made of; the UI keys its text on `calamity.why.<code>`. */
export const WHY_CODES = [
  'base', // the printed number
  'all-but', // Civil Disorder: cities held minus the cities kept (R-A7)
  'card', // a card adds or removes `amount`
  'card-per-grain', // Pottery: `amount` for `count` Grain cards
  'card-level', // the highest Religion card sets the number to `amount`
  'card-cap', // a card caps the loss at `amount`
  'cap', // a printed per-player cap
  'map', // a map fact entered by the player limits it to `amount`
  'floor-zero', // never below zero
  'clamp-to-holdings', // no more than the victim holds (R-A7)
  'lapse', // too few eligible players; the rest lapses (R-A9)
] as const;
export type WhyCode = (typeof WHY_CODES)[number];

export interface WhyTerm {
  readonly code: WhyCode;
  readonly cite: RuleCitation;
  /** The term's number: a base, a signed change, a cap, or the value after a clamp. */
  readonly amount: number;
  readonly card?: CardId;
  readonly count?: number;
}

/** A number with its explanation. */
export interface Figure {
  readonly value: number;
  readonly why: readonly WhyTerm[];
}

const base = (a: Amount): Figure => ({ value: a.amount, why: [{ code: 'base', cite: a.cite, amount: a.amount }] });

/** Adds a final clamp term only when the clamp changes the number. */
function clamp(f: Figure, min: number, max: number, cite: RuleCitation): Figure {
  if (f.value < min) return { value: min, why: [...f.why, { code: 'floor-zero', cite, amount: min }] };
  if (f.value > max) return { value: max, why: [...f.why, { code: 'clamp-to-holdings', cite, amount: max }] };
  return f;
}

function limit(f: Figure, max: number, code: WhyCode, cite: RuleCitation): Figure {
  return f.value > max ? { value: max, why: [...f.why, { code, cite, amount: max }] } : f;
}

/** What a victim brings to a calculation. */
export interface VictimFacts {
  readonly cards: readonly CardId[];
  /** Grain cards the victim shows for Pottery (30.312); the player declares them. */
  readonly grainShown?: number;
}

/**
 * Applies the card modifiers of one calamity that concern `role` to `start`. Adds and per-Grain
 * terms sum (30.615, 30.715, 30.817); a `level` replaces the number, the highest rank governing
 * (30.322); caps apply last. Never below zero.
 */
export function applyModifiers(start: Figure, modifiers: readonly CardModifier[], role: VictimRole, victim: VictimFacts): Figure {
  const held = new Set(victim.cards);
  const mine = modifiers.filter((m) => held.has(m.card) && m.roles.includes(role));
  let f = start;
  let level: CardModifier | undefined;
  for (const m of mine) {
    if (m.op.kind === 'level' && (level === undefined || (level.op.kind === 'level' && m.op.rank > level.op.rank))) level = m;
  }
  if (level !== undefined && level.op.kind === 'level') {
    f = { value: level.op.value, why: [...f.why, { code: 'card-level', cite: level.cite, amount: level.op.value, card: level.card }] };
  }
  for (const m of mine) {
    if (m.op.kind === 'add') {
      f = { value: f.value + m.op.amount, why: [...f.why, { code: 'card', cite: m.cite, amount: m.op.amount, card: m.card }] };
    } else if (m.op.kind === 'per-commodity') {
      const count = Math.max(0, victim.grainShown ?? 0);
      if (count > 0) {
        const delta = m.op.amount * count;
        f = { value: f.value + delta, why: [...f.why, { code: 'card-per-grain', cite: m.cite, amount: delta, card: m.card, count }] };
      }
    }
  }
  for (const m of mine) {
    if (m.op.kind === 'cap' && f.value > m.op.value) {
      f = { value: m.op.value, why: [...f.why, { code: 'card-cap', cite: m.cite, amount: m.op.value, card: m.card }] };
    }
  }
  if (f.value < 0)
    f = { value: 0, why: [...f.why, { code: 'floor-zero', cite: (mine[0] ?? { cite: start.why[0]?.cite ?? EXACT_LOSS_CITE }).cite, amount: 0 }] };
  return f;
}

// ---------------------------------------------------------------------------------------------
// Who holds what; resolution order (29.5, 29.6)
// ---------------------------------------------------------------------------------------------

/** One calamity card held at the end of trading: the primary victim (29.61) and who traded it. */
export interface HeldCalamity<P extends string> {
  readonly calamity: CalamityId;
  readonly holder: P;
  /** The player who traded it to the holder (29.61); null if the holder drew it (29.4). */
  readonly tradedBy: P | null;
}

/** 29.6: ascending stack; non-tradable before tradable of the same stack. */
export function compareResolution(a: CalamityId, b: CalamityId): number {
  const ca = CALAMITY[a];
  const cb = CALAMITY[b];
  if (ca.stack !== cb.stack) return ca.stack - cb.stack;
  return Number(ca.tradable) - Number(cb.tradable);
}

/** The calamities that take effect, in the order they are resolved (29.6). */
export function resolutionOrder<P extends string, H extends HeldCalamity<P>>(held: readonly H[]): readonly H[] {
  return [...held].sort((a, b) => compareResolution(a.calamity, b.calamity));
}
export const RESOLUTION_ORDER_RULE = RESOLUTION_ORDER_CITE;

/**
 * 29.5, R-G3: a player holding more than two calamities is primary victim of only two, drawn at the
 * table; `chosen` records the draw per such player. Returns the calamities that apply, or violations.
 */
export function applicableCalamities<P extends string>(
  held: readonly HeldCalamity<P>[],
  chosen: Readonly<Partial<Record<P, readonly CalamityId[]>>>,
  rules: CalamityRules = CALAMITY_RULES,
  cardsOf: (player: P) => readonly CardId[] = () => [],
): { readonly applies: readonly HeldCalamity<P>[]; readonly violations: readonly Violation[] } {
  const byHolder = new Map<P, HeldCalamity<P>[]>();
  for (const h of held) byHolder.set(h.holder, [...(byHolder.get(h.holder) ?? []), h]);
  const max = MAX_PRIMARY_PER_TURN.amount;
  const applies: HeldCalamity<P>[] = [];
  const violations: Violation[] = [];
  for (const [holder, list] of byHolder) {
    const cw = rules.civilWarAlwaysApplies;
    if (cw !== undefined && list.some((h) => h.calamity === 'civil-war')) {
      // 39.6 (29.51-29.52): Civil War always applies; with Military every calamity does; else one other is drawn.
      const cite = [cw.cite];
      if (list.length <= max || (cw.military !== undefined && cardsOf(holder).includes(cw.military))) {
        applies.push(...list);
        if (chosen[holder] !== undefined) violations.push({ code: vc('calamity/draw-not-needed'), cite, params: { player: holder, held: list.length, max } });
        continue;
      }
      const pick = chosen[holder];
      const others = pick?.filter((c) => c !== 'civil-war') ?? [];
      if (pick === undefined || others.length !== 1 || pick.length > max || !others.every((c) => list.some((h) => h.calamity === c))) {
        violations.push({ code: vc('calamity/draw-two'), cite, params: { player: holder, held: list.length, max } });
        continue;
      }
      applies.push(...list.filter((h) => h.calamity === 'civil-war' || others.includes(h.calamity)));
      continue;
    }
    if (list.length <= max) {
      applies.push(...list);
      if (chosen[holder] !== undefined) {
        violations.push({ code: vc('calamity/draw-not-needed'), cite: [MAX_PRIMARY_PER_TURN.cite], params: { player: holder, held: list.length, max } });
      }
      continue;
    }
    const pick = chosen[holder];
    if (pick === undefined || pick.length !== max || new Set(pick).size !== max || !pick.every((c) => list.some((h) => h.calamity === c))) {
      violations.push({ code: vc('calamity/draw-two'), cite: [MAX_PRIMARY_PER_TURN.cite], params: { player: holder, held: list.length, max } });
      continue;
    }
    applies.push(...list.filter((h) => pick.includes(h.calamity)));
  }
  for (const p of Object.keys(chosen) as P[]) {
    if (!byHolder.has(p)) violations.push({ code: vc('calamity/draw-not-needed'), cite: [MAX_PRIMARY_PER_TURN.cite], params: { player: p, held: 0, max } });
  }
  const ordered = resolutionOrder<P, HeldCalamity<P>>(applies);
  // 39.9 (15.52): Civil War is resolved last.
  const last =
    rules.civilWarLast === undefined ? ordered : [...ordered.filter((h) => h.calamity !== 'civil-war'), ...ordered.filter((h) => h.calamity === 'civil-war')];
  return { applies: last, violations };
}

// ---------------------------------------------------------------------------------------------
// Beneficiaries by units in stock (19.32, 30.411, 30.415)
// ---------------------------------------------------------------------------------------------

export interface StockFacts<P extends string> {
  readonly player: P;
  readonly stockTokens: number;
  readonly stockCities: number;
  readonly inert?: boolean;
}

/**
 * Players ranked by unit points in stock, tokens one and cities five (30.411, 19.32); ties by A.S.T.
 * order (17.4, R-A10), so `players` must be given in A.S.T. order. Inert nations take no part (R-A12).
 */
export function rankByStock<P extends string>(players: readonly StockFacts<P>[]): readonly { readonly player: P; readonly points: number }[] {
  return players
    .map((p, order) => ({ player: p.player, points: p.stockTokens + CITY_UNIT_POINTS.amount * p.stockCities, order, inert: p.inert === true }))
    .filter((p) => !p.inert)
    .sort((a, b) => b.points - a.points || a.order - b.order)
    .map(({ player, points }) => ({ player, points }));
}
export const STOCK_RANK_CITES: readonly RuleCitation[] = [STOCK_RANK_CITE, TIE_BREAK_CITE];

/** What variant 38.2 ranks beneficiaries of Barbarian Hordes and Piracy by. */
export interface BeneficiaryFacts<P extends string> extends StockFacts<P> {
  readonly boardTokens: number;
  /** A.S.T. position (0 = START). */
  readonly ast: number;
  /** Printed value of the civilization cards held. */
  readonly cardPoints: number;
  readonly treasury: number;
}

type Key<P extends string> = (p: BeneficiaryFacts<P>) => number;
function rankBy<P extends string>(players: readonly BeneficiaryFacts<P>[], keys: readonly Key<P>[]): readonly P[] {
  return players
    .map((p, order) => ({ p, order }))
    .filter((x) => x.p.inert !== true)
    .sort((a, b) => {
      for (const k of keys) {
        const d = k(b.p) - k(a.p);
        if (d !== 0) return d;
      }
      return a.order - b.order; // 17.4, R-A10
    })
    .map((x) => x.p.player);
}

/**
 * 38.2 (30.520): Barbarian Hordes' beneficiary: most tokens in stock; ties by most cities in stock,
 * furthest behind on the A.S.T., fewest civilization-card points, smallest treasury, then A.S.T.
 * order (R-A10). `players` in A.S.T. order.
 */
export function rankBarbarianBeneficiary<P extends string>(players: readonly BeneficiaryFacts<P>[]): readonly P[] {
  return rankBy(players, [(p) => p.stockTokens, (p) => p.stockCities, (p) => -p.ast, (p) => -p.cardPoints, (p) => -p.treasury]);
}

/**
 * 38.2 (30.910): Piracy's beneficiary: most cities in stock; ties by most tokens on the board,
 * furthest behind on the A.S.T., fewest civilization-card points, smallest treasury, then A.S.T.
 * order (R-A10).
 */
export function rankPiracyBeneficiary<P extends string>(players: readonly BeneficiaryFacts<P>[]): readonly P[] {
  return rankBy(players, [(p) => p.stockCities, (p) => p.boardTokens, (p) => -p.ast, (p) => -p.cardPoints, (p) => -p.treasury]);
}

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

// ---------------------------------------------------------------------------------------------
// Checking a declared loss (29.62, 29.63, R-A8)
// ---------------------------------------------------------------------------------------------

/** What a victim declares he removed. Tokens left by a reduced city are a map fact (26.41, R-G2). */
export interface LossBreakdown {
  /** Tokens removed from the board. */
  readonly tokens: number;
  /** For each city reduced, the tokens put in its place. */
  readonly citiesReduced: readonly number[];
  /** Cities removed from the board entirely (destroyed, or replaced by another's city). */
  readonly citiesEliminated: number;
}

export const NO_LOSS: LossBreakdown = { tokens: 0, citiesReduced: [], citiesEliminated: 0 };

/** Unit points of a breakdown (29.62): a token one, a reduced city five less the tokens left, a city five. */
export function breakdownPoints(b: LossBreakdown, cityValueCap: number = CITY_UNIT_POINTS.amount): number {
  const cityPoints = CITY_UNIT_POINTS.amount;
  return b.tokens + b.citiesReduced.reduce((s, left) => s + Math.max(0, cityPoints - left), 0) + b.citiesEliminated * Math.min(cityPoints, cityValueCap);
}

/**
 * The least unit points at or above `required` the victim could have lost, from what is known:
 * tokens one each, any city its full value (5, or 4 where a token must stay: 30.612), a city he
 * reduced also its declared value. Returns the most he holds if he cannot reach `required`.
 */
export function leastLossAtLeast(required: number, h: Holdings, b: LossBreakdown, cityValueCap: number): number {
  const cityValue = Math.min(CITY_UNIT_POINTS.amount, cityValueCap);
  const reducedValues = b.citiesReduced.map((left) => Math.max(0, CITY_UNIT_POINTS.amount - left));
  const max = h.tokens + h.cities * cityValue;
  // Subset sums over cities: each city gives 0, its full value, or (if declared reduced) its reduced value.
  let sums = new Set<number>([0]);
  for (let i = 0; i < h.cities; i++) {
    const opts = [0, cityValue];
    const r = reducedValues[i];
    if (r !== undefined) opts.push(r);
    const next = new Set<number>();
    for (const s of sums) for (const o of opts) next.add(s + o);
    sums = next;
  }
  let best = Infinity;
  for (const s of sums) {
    const t = Math.max(0, required - s);
    if (t <= h.tokens) best = Math.min(best, s + t);
  }
  return Number.isFinite(best) ? best : max;
}

function holdingsViolations(h: Holdings, b: LossBreakdown, cite: RuleCitation): Violation[] {
  const out: Violation[] = [];
  const bad = (n: number): boolean => !Number.isInteger(n) || n < 0;
  if (bad(b.tokens) || bad(b.citiesEliminated) || b.citiesReduced.some(bad)) {
    out.push({ code: vc('calamity/loss-not-counts'), cite: [cite], params: {} });
    return out;
  }
  if (b.tokens > h.tokens) out.push({ code: vc('calamity/more-tokens-than-held'), cite: [cite], params: { held: h.tokens, declared: b.tokens } });
  const cities = b.citiesReduced.length + b.citiesEliminated;
  if (cities > h.cities) out.push({ code: vc('calamity/more-cities-than-held'), cite: [cite], params: { held: h.cities, declared: cities } });
  // 26.41: a reduced city is replaced by tokens from stock; a reduced city returns to stock first,
  // so its own tokens never come from the board.
  const placed = b.citiesReduced.reduce((s, n) => s + n, 0);
  if (placed > h.stockTokens)
    out.push({ code: vc('calamity/reduction-beyond-stock'), cite: [{ doc: 'advciv', rule: '26.41' }], params: { stock: h.stockTokens, placed } });
  return out;
}

/**
 * Checks a declared breakdown against a requirement (29.62, 29.63, R-A8): within what the victim
 * holds, the required number of cities, or unit points meeting the requirement and exceeding it
 * only by the least amount possible.
 */
export function checkLoss(req: LossRequirement, h: Holdings, b: LossBreakdown): readonly Violation[] {
  switch (req.kind) {
    case 'none': {
      const lost = b.tokens + b.citiesReduced.length + b.citiesEliminated;
      return lost > 0 ? [{ code: vc('calamity/no-effect'), cite: [req.cite], params: { declared: lost } }] : [];
    }
    case 'entered':
      return holdingsViolations(h, b, req.cite);
    case 'cities-reduced':
    case 'cities-lost': {
      const cite = req.cities.why[0]?.cite ?? EXACT_LOSS_CITE;
      const out = holdingsViolations(h, b, cite);
      if (out.length > 0) return out;
      const required = Math.min(req.cities.value, h.cities);
      const [counted, other] = req.kind === 'cities-reduced' ? [b.citiesReduced.length, b.citiesEliminated] : [b.citiesEliminated, b.citiesReduced.length];
      if (counted !== required || other > 0 || b.tokens > 0) {
        out.push({
          code: req.kind === 'cities-reduced' ? 'calamity/cities-reduced-count' : 'calamity/cities-lost-count',
          cite: req.cities.why.map((w) => w.cite),
          params: { required, declared: counted, other: other + b.tokens },
        });
      }
      return out;
    }
    case 'unit-points': {
      const cite = req.points.why[0]?.cite ?? EXACT_LOSS_CITE;
      const out = holdingsViolations(h, b, cite);
      if (out.length > 0) return out;
      if (req.cityValueCap < CITY_UNIT_POINTS.amount) {
        // 30.612: cities eliminated by Epidemic are replaced by at least one token (if stock has one).
        const mustLeave = b.citiesEliminated > 0 || b.citiesReduced.some((left) => left < 1);
        if (mustLeave && h.stockTokens >= b.citiesEliminated + b.citiesReduced.length) {
          out.push({ code: vc('calamity/city-must-leave-token'), cite: [{ doc: 'advciv', rule: '30.612' }], params: {} });
          return out;
        }
      }
      const declared = breakdownPoints(b, req.cityValueCap);
      const least = leastLossAtLeast(req.points.value, h, b, req.cityValueCap);
      const atLeast = Math.min(req.points.value, least);
      if (declared < atLeast) {
        out.push({
          code: vc('calamity/loss-too-small'),
          cite: [...req.points.why.map((w) => w.cite), EXACT_LOSS_CITE],
          params: { required: req.points.value, declared, least: atLeast },
        });
      } else if (declared > least) {
        out.push({ code: vc('calamity/loss-too-large'), cite: [EXACT_LOSS_CITE], params: { required: req.points.value, declared, least } });
      }
      return out;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// City support (26.31, 29.8) and Slave Revolt (30.42)
// ---------------------------------------------------------------------------------------------

/** 30.421-30.423: tokens on the board that may not support cities this calamity phase. */
export function slaveRevoltTokensDisabled(v: VictimFacts & { readonly tokens: number }): Figure {
  const e = SLAVE_REVOLT;
  const f = applyModifiers(base(e.tokensDisabled), e.modifiers, 'primary', v);
  // 30.422: with fewer tokens on the board, only those are affected.
  return limit(f, v.tokens, 'clamp-to-holdings', { doc: 'advciv', rule: '30.422' });
}

/**
 * Checks reductions for city support (26.31, 26.41, 26.6; 30.422 with `disabled` tokens): cities are
 * reduced one at a time, each adding the tokens declared for it; after them the remaining cities
 * must be supported, and one reduction fewer must not have sufficed.
 */
export function checkSupportReductions(
  h: { readonly cities: number; readonly tokens: number },
  reductions: readonly number[],
  disabled: number,
  cite: RuleCitation,
): readonly Violation[] {
  const per = SUPPORT_TOKENS_PER_CITY.amount;
  const supported = (k: number): boolean => {
    const added = reductions.slice(0, k).reduce((s, n) => s + n, 0);
    return per * (h.cities - k) <= Math.max(0, h.tokens - disabled) + added;
  };
  const n = reductions.length;
  const cites = [cite, SUPPORT_TOKENS_PER_CITY.cite];
  if (n > h.cities) return [{ code: vc('calamity/more-cities-than-held'), cite: cites, params: { held: h.cities, declared: n } }];
  if (!supported(n)) return [{ code: vc('calamity/support-not-restored'), cite: cites, params: { cities: h.cities - n, reduced: n } }];
  if (n > 0 && supported(n - 1)) return [{ code: vc('calamity/support-over-reduced'), cite: cites, params: { reduced: n } }];
  return [];
}

/** Cities that must be reduced if no reduced city left any token (a lower bound for the UI). */
export function unsupportedCities(h: { readonly cities: number; readonly tokens: number }, disabled = 0): number {
  return Math.max(0, h.cities - Math.floor(Math.max(0, h.tokens - disabled) / SUPPORT_TOKENS_PER_CITY.amount));
}

// ---------------------------------------------------------------------------------------------
// Civil War (30.41)
// ---------------------------------------------------------------------------------------------

export interface CivilWarPlan<P extends string> {
  /** The beneficiary, or null when there is no Civil War (30.411: the victim has most in stock). */
  readonly beneficiary: P | null;
  /** Variant 39.5: the faction not kept becomes Barbarians and Pirates; the beneficiary only controls it. */
  readonly toBarbarians?: RuleCitation;
  readonly ranking: readonly { readonly player: P; readonly points: number }[];
  /** Unit points the primary victim selects for the first faction (30.4121-30.4122; 0 with Philosophy). */
  readonly primarySelects: Figure;
  /** Unit points the beneficiary adds to the first faction (30.4123; 15 with Philosophy, 30.4124). */
  readonly beneficiarySelects: Figure;
  /** Unit points removed from each faction after the split (30.414: Military). */
  readonly perFactionLoss: Figure;
}

export function civilWarPlan<P extends string>(
  primary: P,
  v: VictimFacts,
  players: readonly StockFacts<P>[],
  rules: CalamityRules = CALAMITY_RULES,
): CivilWarPlan<P> {
  const e = CIVIL_WAR;
  const ranking = rankByStock(players);
  const top = ranking[0];
  // 39.5 (30.411): with the victim first in stock he controls the Barbarian faction himself; the war happens.
  const toBarbarians = rules.civilWarToBarbarians;
  const beneficiary = top === undefined || (top.player === primary && toBarbarians === undefined) ? null : top.player;
  const philosophy = v.cards.includes(e.philosophy.card);
  const primarySelects: Figure = philosophy
    ? { value: 0, why: [{ code: 'card-level', cite: e.philosophy.beneficiarySelects.cite, amount: 0, card: e.philosophy.card }] }
    : applyModifiers(base(e.primarySelects), e.primaryModifiers, 'primary', v);
  const beneficiarySelects: Figure = philosophy
    ? {
        value: e.philosophy.beneficiarySelects.amount,
        why: [{ code: 'card-level', cite: e.philosophy.beneficiarySelects.cite, amount: e.philosophy.beneficiarySelects.amount, card: e.philosophy.card }],
      }
    : base(e.beneficiarySelects);
  const military = v.cards.includes(e.military.card);
  const perFactionLoss: Figure = military
    ? {
        value: e.military.perFaction.amount,
        why: [{ code: 'card', cite: e.military.perFaction.cite, amount: e.military.perFaction.amount, card: e.military.card }],
      }
    : { value: 0, why: [] };
  return { beneficiary, ranking, primarySelects, beneficiarySelects, perFactionLoss, ...(toBarbarians === undefined ? {} : { toBarbarians }) };
}

/**
 * Variant 39.6 (31.83): commodity cards the Civil War victim may keep beyond the hand limit
 * (`handLimit`, 31.71). Without the variant, or for another player, the limit is unchanged.
 */
export function civilWarHandLimit(handLimit: Amount, v: VictimFacts, drewCivilWar: boolean, rules: CalamityRules = CALAMITY_RULES): Figure {
  const start = base(handLimit);
  if (!drewCivilWar || rules.civilWarHandBonus === undefined) return start;
  return applyModifiers(start, rules.civilWarHandBonus, 'primary', v);
}

/** Some of a nation's units: cities and tokens. */
export interface Units {
  readonly cities: number;
  readonly tokens: number;
}
export const unitPoints = (u: Units): number => u.tokens + CITY_UNIT_POINTS.amount * u.cities;

/** Checks one selection of `required` unit points from `from` (exact if possible, 29.63). */
export function checkSelection(required: Figure, from: Units, chosen: Units, who: 'primary' | 'beneficiary'): readonly Violation[] {
  const cite = required.why[0]?.cite ?? EXACT_LOSS_CITE;
  if (chosen.cities > from.cities || chosen.tokens > from.tokens || chosen.cities < 0 || chosen.tokens < 0) {
    return [{ code: vc('calamity/selection-more-than-held'), cite: [cite], params: { who, cities: from.cities, tokens: from.tokens } }];
  }
  const declared = unitPoints(chosen);
  const least = leastLossAtLeast(required.value, { cities: from.cities, tokens: from.tokens, stockTokens: 0 }, NO_LOSS, CITY_UNIT_POINTS.amount);
  if (declared < Math.min(required.value, least) || declared > least) {
    return [
      {
        code: vc('calamity/selection-size'),
        cite: [...required.why.map((w) => w.cite), EXACT_LOSS_CITE],
        params: { who, required: required.value, declared, least },
      },
    ];
  }
  return [];
}

/**
 * 30.415: who annexes the faction the victim gives up: the beneficiary replaces its units with his
 * own from stock; what he cannot replace goes to the next player by units in stock, and so on.
 * Units nobody can replace return to the victim's stock.
 */
export function civilWarAnnexation<P extends string>(
  faction: Units,
  ranking: readonly { readonly player: P }[],
  stock: Readonly<Partial<Record<P, Units>>>,
  primary: P,
): readonly { readonly player: P; readonly cities: number; readonly tokens: number }[] {
  let cities = faction.cities;
  let tokens = faction.tokens;
  const out: { player: P; cities: number; tokens: number }[] = [];
  for (const r of ranking) {
    if (r.player === primary || (cities === 0 && tokens === 0)) continue;
    const s = stock[r.player];
    if (s === undefined) continue;
    const c = Math.min(cities, s.cities);
    const t = Math.min(tokens, s.tokens);
    if (c + t > 0) out.push({ player: r.player, cities: c, tokens: t });
    cities -= c;
    tokens -= t;
  }
  return out;
}
