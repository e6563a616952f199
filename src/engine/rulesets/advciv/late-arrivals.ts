/**
 * Late arrivals (advciv 15.5) and the variants built on them: a player joins a game in progress by
 * choosing an unused nation and waiting for a Civil War (15.51); at that Civil War he is the
 * beneficiary and takes, at no cost, the victim's civilization cards and A.S.T. position (15.52).
 *
 * - Variant 38.1 (16.10, 16.M): the 10th..Mth players are late arrivals set up with the game; where
 *   all nine nations are in play the late arrival becomes the victim's nation's counterpart (Egypt-II,
 *   15.52), placed in A.S.T. order Africa-II, Africa, Italy-II, ... (17.4); nations.ts owns the seats.
 * - Variant 39.9 (15.54-15.59) replaces how the late arrival's Civil War is split: equal factions,
 *   checked here as arithmetic on the cities, tokens and unit points the table enters (R-G2).
 * - Variant 38.2 (38.21): nine players use 55 tokens with the Western Extension mapboard (a setting).
 *
 * Rulings beyond RULINGS.md (each cited where it is encoded):
 * - 31.53: the cards a late arrival acquires count as acquired this turn: no credits, and no card
 *   needing them as prerequisite (31.62), until the next turn.
 * - 15.52: the late arrival is the beneficiary by rule (his whole set is in stock); he annexes the
 *   faction the victim gives up, even under variant 39.5 (the assumption "only occurs when a new
 *   player enters the game" overrides the Barbarian faction). Late arrivals enter in the order they
 *   joined (16.M: the Nth player at the (N-9)th Civil War).
 * - 38.1 (15.52): a counterpart is only made of an original nation whose counterpart is not in
 *   play; otherwise the waiting player waits for the next Civil War.
 * - 15.54 "if possible": the declared split must be one of the splits closest to equal, judged by
 *   the city difference first, then the unit-point difference, then which faction has the extra point.
 * - A late arrival has the tokens of the game's set-up player count (16.x; 16.10: 47 with 38.1).
 */
import type { EntryHandler } from '../../game';
import { join, Reader } from '../../parse';
import type { ParseResult } from '../../result';
import type { Params, RuleCitation, Violation } from '../../types';
import { checkSelection, unitPoints, type Units } from './calc/civil-war';
import type { Figure, WhyTerm } from './calc/calamity-figure';
import { CARDS, type CardId } from './cards';
import { counterpartOf, isCounterpart, NATIONS, SEATS, type NationId } from './nations';
import type { AdvCivSettings } from './settings';
import type { AdvCivSetup } from './setup';
import type { AdvCivPlayer, AdvCivState, LateArrival } from './state';
import type { AdvCivRulesetShape } from './ruleset-shape';
import type { VariantId } from './variants';

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

export const LATE_ARRIVAL_VIOLATIONS = [
  'late-arrival/name-missing',
  'late-arrival/nation-required',
  'late-arrival/nation-in-play',
  'late-arrival/nation-unavailable',
  'late-arrival/counterpart-chosen',
  'late-arrival/setup-needs-38.1',
  'late-arrival/setup-not-nine',
  'late-arrival/faction-more-than-held',
  'late-arrival/factions-unequal',
  'late-arrival/first-faction-missing',
  'late-arrival/monotheism',
  'late-arrival/western-extension-needs-38.2',
] as const;
export type LateArrivalViolationCode = (typeof LATE_ARRIVAL_VIOLATIONS)[number];

const at = (rule: string, variant?: VariantId, ruling?: string): RuleCitation => ({
  doc: 'advciv',
  rule,
  ...(variant === undefined ? {} : { variant }),
  ...(ruling === undefined ? {} : { ruling }),
});
const lv = (code: LateArrivalViolationCode, cite: readonly RuleCitation[], params: Params = {}): Violation => ({ code, cite, params });

/** 15.51: a player asks to join, naming an unused nation (or, 38.1 with all nine in play, none: absent). */
export interface JoinEntry {
  readonly kind: 'join';
  readonly name: string;
  readonly nation?: NationId;
}

// ---------------------------------------------------------------------------------------------
// Set-up (16.1, 16.10, 16.M, 38.21)
// ---------------------------------------------------------------------------------------------

/** 38.1 (16.10, 16.M): players beyond the nine nations wait from the start, so they are offered once all nine are seated. */
export const lateArrivalsAtSetup = (variants: readonly string[], players: number): boolean => variants.includes('38.1') && players === NATIONS.length;

/** 38.1 (16.10, 16.M): late arrivals at set-up only with the variant, and only beside nine players. */
export function validateLateArrivalSetup(setup: AdvCivSetup): readonly Violation[] {
  const out: Violation[] = [];
  const late = setup.lateArrivals ?? [];
  if (late.length > 0) {
    if (!setup.variants.includes('38.1')) out.push(lv('late-arrival/setup-needs-38.1', [at('16.1')], { players: setup.players.length + late.length }));
    else if (!lateArrivalsAtSetup(setup.variants, setup.players.length))
      out.push(lv('late-arrival/setup-not-nine', [at('16.10', '38.1')], { players: setup.players.length }));
    late.forEach((p, i) => {
      if (p.name.trim() === '') out.push(lv('late-arrival/name-missing', [at('16.10', '38.1')], { n: setup.players.length + i + 1 }));
    });
  }
  // 38.21: the 55-token setting belongs to the 38.2 nine-player game.
  if (setup.settings.westernExtension === true && !setup.variants.includes('38.2'))
    out.push(lv('late-arrival/western-extension-needs-38.2', [at('38.21', '38.2')]));
  return out;
}

/** 38.1 (16.10, 16.M): the 10th..Mth players wait from the start, each for his Civil War. */
export function initialWaiting(setup: AdvCivSetup): readonly LateArrival[] {
  return (setup.lateArrivals ?? []).map((p) => ({ name: p.name, nation: null }));
}

/** 38.21: with the Western Extension mapboard, nine players of variant 38.2 use 55 tokens (default 47, 16.9). */
export function withWesternExtension(ruleset: AdvCivRulesetShape, settings: AdvCivSettings, variants: readonly string[]): AdvCivRulesetShape {
  const nine = ruleset.playerCounts[9];
  if (settings.westernExtension !== true || !variants.includes('38.2') || nine === undefined) return ruleset;
  return { ...ruleset, playerCounts: { ...ruleset.playerCounts, 9: { ...nine, tokens: 55, cite: at('38.21', '38.2') } } };
}

// ---------------------------------------------------------------------------------------------
// Joining (15.51)
// ---------------------------------------------------------------------------------------------

const inPlay = (state: AdvCivState): ReadonlySet<NationId> =>
  new Set<NationId>([...state.players.map((p) => p.nation), ...(state.waiting ?? []).flatMap((w) => (w.nation === null ? [] : [w.nation]))]);

export function validateJoin(state: AdvCivState, entry: JoinEntry, setup: AdvCivSetup, playerCounts: AdvCivRulesetShape['playerCounts']): readonly Violation[] {
  const out: Violation[] = [];
  if (entry.name.trim() === '') out.push(lv('late-arrival/name-missing', [at('15.51')], { n: state.players.length + (state.waiting?.length ?? 0) + 1 }));
  const used = inPlay(state);
  const with381 = setup.variants.includes('38.1');
  if (entry.nation === undefined) {
    // 15.51: an unused nation; 38.1 (15.52): with all nine in play he becomes a counterpart.
    if (!with381 || NATIONS.some((n) => !used.has(n))) out.push(lv('late-arrival/nation-required', [at('15.51'), ...(with381 ? [at('15.52', '38.1')] : [])]));
    return out;
  }
  if (isCounterpart(entry.nation)) {
    // 38.1 (15.52): a nation becomes a counterpart only by entering at a Civil War.
    out.push(lv('late-arrival/counterpart-chosen', [at('15.52', '38.1')], { nation: entry.nation }));
    return out;
  }
  if (used.has(entry.nation)) out.push(lv('late-arrival/nation-in-play', [at('15.51')], { nation: entry.nation }));
  // 16.12: the panels in play follow the set-up's player count.
  const count = playerCounts[setup.players.length];
  if (count !== undefined && !count.nations.includes(entry.nation))
    out.push(lv('late-arrival/nation-unavailable', [at(count.cite.rule), at('16.12')], { nation: entry.nation, players: setup.players.length }));
  return out;
}

/**
 * What the join form may offer (15.51, 16.12; 38.1 15.52): the nations not in play that the set-up's
 * panels allow, and whether the new player may instead wait to become the victim's counterpart.
 */
export function joinOptions(
  state: AdvCivState,
  setup: AdvCivSetup,
  playerCounts: AdvCivRulesetShape['playerCounts'],
): { readonly nations: readonly NationId[]; readonly counterpart: boolean } {
  const used = inPlay(state);
  const allowed = playerCounts[setup.players.length]?.nations ?? NATIONS;
  return {
    nations: NATIONS.filter((n) => !used.has(n) && allowed.includes(n)),
    counterpart: setup.variants.includes('38.1') && NATIONS.every((n) => used.has(n)),
  };
}

export const applyJoin = (state: AdvCivState, entry: JoinEntry): AdvCivState => ({
  ...state,
  waiting: [...(state.waiting ?? []), { name: entry.name.trim(), nation: entry.nation ?? null }],
});

/** The handler (any phase, like leaving, 15.6); the ruleset's player counts come from the setup. */
export function joinHandler(rulesetOf: (setup: AdvCivSetup) => AdvCivRulesetShape): EntryHandler<AdvCivState, JoinEntry, AdvCivSetup> {
  return {
    validate: (state, entry, setup) => validateJoin(state, entry, setup, rulesetOf(setup).playerCounts),
    apply: (state, entry) => applyJoin(state, entry),
  };
}

/** Structural parse of an untrusted join entry. */
export function parseJoinEntry(raw: unknown): ParseResult<JoinEntry> {
  const r = new Reader();
  const o = r.obj(raw, '');
  const name = r.str(o?.name, join('', 'name'));
  if (o?.nation === undefined) return r.done({ kind: 'join', name });
  return r.done({ kind: 'join', name, nation: r.oneOf<NationId>(o.nation, SEATS, 'nation') });
}

// ---------------------------------------------------------------------------------------------
// Entering at a Civil War (15.52)
// ---------------------------------------------------------------------------------------------

/** Who enters at this Civil War, and as which seat. */
export interface Entrant {
  readonly name: string;
  readonly nation: NationId;
  /** Index in state.waiting. */
  readonly index: number;
  readonly cite: readonly RuleCitation[];
}

/**
 * 15.52: the first waiting player who can enter at a Civil War of `victim`: one who chose a nation
 * enters as it; one waiting to be a counterpart (38.1) enters only if the victim is an original
 * nation whose counterpart is not in play (ruling above).
 */
export function lateArrivalEntrant(state: AdvCivState, victim: NationId, setup: AdvCivSetup): Entrant | undefined {
  const waiting = state.waiting ?? [];
  const seated = new Set(state.players.map((p) => p.nation));
  for (const [index, w] of waiting.entries()) {
    if (w.nation !== null) return { name: w.name, nation: w.nation, index, cite: [at('15.52')] };
    if (isCounterpart(victim) || !setup.variants.includes('38.1')) continue;
    const c = counterpartOf(victim);
    if (!seated.has(c)) return { name: w.name, nation: c, index, cite: [at('15.52', '38.1'), at('16.10', '38.1')] };
  }
  return undefined;
}

/**
 * 15.52 (38.1 and 39.9 15.58 alike): the late arrival joins with the units he annexed, the victim's
 * civilization cards at no cost and the victim's A.S.T. position; the victim keeps his cards.
 * 31.53 (ruling): the cards count as acquired this turn. Players stay in A.S.T. order (17.4).
 */
export function enterLateArrival(
  state: AdvCivState,
  entrant: Entrant,
  victim: AdvCivPlayer,
  units: { readonly cities: number; readonly tokens: number; readonly stock: number },
  order: readonly NationId[],
): AdvCivState {
  const cards: Partial<Record<CardId, number>> = {};
  for (const c of CARDS) if (victim.cards[c] !== undefined) cards[c] = state.turn;
  const player: AdvCivPlayer = {
    nation: entrant.nation,
    name: entrant.name,
    status: 'active',
    cities: units.cities,
    treasury: 0,
    stock: units.stock,
    census: null,
    ships: 0,
    cards,
    hand: {},
    ast: victim.ast,
    miningUsedTurn: null,
  };
  const players = [...state.players, player].sort((a, b) => order.indexOf(a.nation) - order.indexOf(b.nation));
  const waiting = (state.waiting ?? []).filter((_, i) => i !== entrant.index);
  return { ...state, players, waiting };
}

// ---------------------------------------------------------------------------------------------
// Variant 39.9: the late arrival's Civil War (15.54-15.59)
// ---------------------------------------------------------------------------------------------

/** Unit points the primary victim selects first (39.9: 15.551-15.552; Philosophy does not cancel it, 15.554). */
export function lateArrivalPrimarySelects(victimCards: readonly CardId[]): Figure {
  const why: WhyTerm[] = [{ code: 'base', cite: at('15.551', '39.9'), amount: 15 }];
  // 15.552: cumulative.
  const extra: readonly (readonly [CardId, number])[] = [
    ['music', 5],
    ['drama-poetry', 5],
    ['democracy', 10],
  ];
  for (const [card, amount] of extra) if (victimCards.includes(card)) why.push({ code: 'card', cite: at('15.552', '39.9'), amount, card });
  return { value: why.reduce((sum, w) => sum + w.amount, 0), why };
}

interface Badness {
  readonly cities: number;
  readonly points: number;
  readonly wrongSide: number;
}
function badness(whole: Units, first: Units): Badness {
  const second = { cities: whole.cities - first.cities, tokens: whole.tokens - first.tokens };
  const dc = first.cities - second.cities;
  const dp = unitPoints(first) - unitPoints(second);
  // 15.54: with unequal cities, the faction with more cities has the extra unit point.
  return { cities: Math.abs(dc), points: Math.abs(dp), wrongSide: dc !== 0 && dp !== 0 && Math.sign(dc) !== Math.sign(dp) ? 1 : 0 };
}
const worse = (a: Badness, b: Badness) => a.cities - b.cities || a.points - b.points || a.wrongSide - b.wrongSide;

/** 15.54: the best split possible of `whole` (cities first, then unit points, then the side of the extra point). */
export function bestSplit(whole: Units): Badness {
  let best: Badness = { cities: Infinity, points: Infinity, wrongSide: 1 };
  for (let c = 0; c <= whole.cities; c++) {
    for (let t = 0; t <= whole.tokens; t++) {
      const b = badness(whole, { cities: c, tokens: t });
      if (worse(b, best) < 0) best = b;
    }
  }
  return best;
}

/** Does `first` split `whole` as equally as 15.54 allows? */
export const isEqualSplit = (whole: Units, first: Units): boolean => worse(badness(whole, first), bestSplit(whole)) === 0;

export interface LateArrivalSplit {
  /** Units the primary victim selected (15.551-15.552). */
  readonly primarySelects: Units;
  /** The first faction once the late arrival completed it (15.553) and swapped a city (15.554). */
  readonly firstFaction: Units | undefined;
}

/**
 * 39.9 (15.54-15.554): checks the split the table entered. The primary victim's selection is his
 * 15 (+5, +5, +10) unit points, exact if possible (29.63); the factions are equal as 15.54 allows;
 * with Philosophy the late arrival may have moved one city between them (15.554).
 */
export function checkLateArrivalSplit(whole: Units, split: LateArrivalSplit, victimCards: readonly CardId[]): readonly Violation[] {
  const out: Violation[] = [];
  // 15.551-15.552 with 29.63: exactly the points asked, or the least above them a city forces.
  out.push(...checkSelection(lateArrivalPrimarySelects(victimCards), whole, split.primarySelects, 'primary'));
  const f = split.firstFaction;
  if (f === undefined) {
    out.push(lv('late-arrival/first-faction-missing', [at('15.553', '39.9')]));
    return out;
  }
  if (f.cities > whole.cities || f.tokens > whole.tokens) {
    out.push(lv('late-arrival/faction-more-than-held', [at('15.553', '39.9')], { cities: whole.cities, tokens: whole.tokens }));
    return out;
  }
  const philosophy = victimCards.includes('philosophy');
  const swaps = philosophy ? [-1, 1] : [];
  const ok =
    isEqualSplit(whole, f) ||
    swaps.some((d) => f.cities - d >= 0 && f.cities - d <= whole.cities && isEqualSplit(whole, { cities: f.cities - d, tokens: f.tokens }));
  if (!ok) {
    const second = { cities: whole.cities - f.cities, tokens: whole.tokens - f.tokens };
    out.push(
      lv('late-arrival/factions-unequal', [at('15.54', '39.9'), ...(philosophy ? [at('15.554', '39.9')] : [])], {
        firstCities: f.cities,
        firstPoints: unitPoints(f),
        secondCities: second.cities,
        secondPoints: unitPoints(second),
      }),
    );
  }
  return out;
}

/** 39.9 (15.59): neither the victim nor the late arrival converts or is converted by Monotheism this turn. */
export function checkLateArrivalMonotheism(
  conversions: readonly { readonly by: NationId; readonly from: NationId }[],
  victim: NationId,
  arrival: NationId,
): readonly Violation[] {
  return conversions
    .filter((c) => c.by === victim || c.by === arrival || c.from === victim || c.from === arrival)
    .map((c) => lv('late-arrival/monotheism', [at('15.59', '39.9')], { nation: c.by, player: c.from }));
}
