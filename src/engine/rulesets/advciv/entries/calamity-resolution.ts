/**
 * The calamity phase resolved and judged (advciv 29-30, phase 11). One entry per turn
 * (calamity-entry.ts) records who holds which calamity and who traded it (29.3-29.61), which two
 * apply to a player holding more (29.5, R-G3), the tokens each player has on the board at the end of
 * trading, and the resolution of every calamity that applies, in the order of 29.6, followed by the
 * city-support check (29.8). `explainCalamities` works through the phase in that order: each
 * calamity's victims and what they must lose, who chooses what, the board after each, and every
 * violation; the handler (calamity.ts) validates with it and applies its final board.
 *
 * The whole phase is one entry because the calamities interact (each resolves on the board the
 * previous one left) and the state keeps no half-resolved phase; the UI builds the entry step by
 * step and asks `explainCalamities` for the order, each requirement and its "why" as it goes.
 * The map is not modelled (R-G2): map facts (volcano, flood plain, coastal cities, tokens a reduced
 * city leaves, who lost what to a volcano or to Barbarians) are entered; the engine checks the rest.
 */
import type { RuleCitation, Violation } from '../../../types';
import { applicableCalamities, type HeldCalamity } from '../calc/calamity-order';
import {
  checkAssignments,
  checkEarthquakeSecondary,
  primaryRequirement,
  secondaryPlan,
  secondaryRequirement,
  secondarySpread,
  type CandidateFacts,
  type LossRequirement,
  type SecondaryPlan,
} from '../calc/calamity-requirements';
import { checkLoss, checkSupportReductions, slaveRevoltTokensDisabled, type LossBreakdown } from '../calc/calamity-losses';
import { checkSelection, civilWarAnnexation, civilWarPlan, unitPoints, type CivilWarPlan, type Units } from '../calc/civil-war';
import { rankBarbarianBeneficiary, rankPiracyBeneficiary, type BeneficiaryFacts } from '../calc/calamity-beneficiaries';
import type { Figure } from '../calc/calamity-figure';
import { calamityViolation as cv } from '../calc/calamities-violations';
import { CARD, CARDS, type CardId } from '../cards';
import { CALAMITY, COMMODITY, type CalamityId } from '../commodities';
import {
  CALAMITY_CHOOSERS,
  calamityRules,
  CITY_SUPPORT_RECHECK_CITE,
  NON_PLAYER_IMMUNE_CITE,
  SLAVE_REVOLT,
  type CalamityChoice,
  type CalamityRules,
  type ChooserRole,
  type Exclusion,
} from '../calamity-effects';
import { CITIES_PER_NATION, type NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import type { AdvCivPlayer, AdvCivState } from '../state';
import { capitalCities, capitalsInEffect, checkCivilWarCapital } from '../variants/capitals';
import { checkStacked } from '../variants/stacking';
import { stackSizes } from '../calc/deck';
import { calamityPassedTo, tradesOf } from '../calc/hands';
import { activePlayer, isViolation, rulesetOf, tokensPerPlayer } from './context';
import { checkLateArrivalMonotheism, checkLateArrivalSplit, lateArrivalEntrant, lateArrivalPrimarySelects, type Entrant } from '../late-arrivals';
import type { Board, BoardUnits, CalamitiesEntry, CalamityResolution } from './calamity-entry';
import { convert } from './calamity-conversion';
import { barbarianControllerOf } from '../variants/barbarians';

const cardsOf = (p: AdvCivPlayer): readonly CardId[] => CARDS.filter((c) => p.cards[c] !== undefined);
const cardsOfNation = (players: readonly AdvCivPlayer[], n: NationId): readonly CardId[] => {
  const p = players.find((x) => x.nation === n);
  return p === undefined ? [] : cardsOf(p);
};

function removeLoss(u: BoardUnits, b: LossBreakdown): BoardUnits {
  const placed = b.citiesReduced.reduce((s, n) => s + n, 0);
  return {
    cities: u.cities - b.citiesReduced.length - b.citiesEliminated,
    tokens: u.tokens - b.tokens + placed,
    stock: u.stock + b.tokens - placed,
  };
}

// ---------------------------------------------------------------------------------------------
// Explanation: the phase resolved step by step
// ---------------------------------------------------------------------------------------------

/** One victim's requirement in one calamity. */
export interface VictimStep {
  readonly nation: NationId;
  readonly role: 'primary' | 'secondary' | 'entered';
  readonly requirement: LossRequirement;
  /** His units before this calamity. */
  readonly before: BoardUnits;
}

/** Variant 'capitals' (capitals 4.1-4.3) is in play: its ruleset counts capital cities for trade cards. */
export const capitalsVariant = (setup: AdvCivSetup): boolean => rulesetOf(setup).tradeCards !== undefined;

/**
 * capitals 4.3 (in effect from 4.1): the capital cities a Civil War victim holds, at least one of
 * which flips into the first faction; 0 without the variant or before it is in effect.
 */
export const civilWarCapitals = (capitalsOn: boolean, state: Pick<AdvCivState, 'players'>, p: Pick<AdvCivPlayer, 'cities' | 'capitals'>): number =>
  capitalsOn && capitalsInEffect(state) ? capitalCities(p) : 0;

/** The map facts and declarations a resolution may carry beside its losses (R-G2: entered at the table). */
export const RESOLUTION_FIELDS = ['volcano', 'earthquakeVictim', 'floodPlain', 'floodPlainBarbarians', 'coastal', 'grain'] as const;
export type ResolutionField = (typeof RESOLUTION_FIELDS)[number];

/**
 * Which of them a calamity's resolution takes under the game's rules; the others are refused
 * (calamity/field-not-used). Volcano or earthquake (30.211-30.212); the flood plain (30.511-30.512);
 * coastal cities for Flood and Piracy (30.514, 30.911); Grain only where a card counts it (30.312,
 * Pottery against Famine); non-player units on the flooded plain only with 39.4 (30.5121; 29.65, R-A13).
 */
export function resolutionFields(rules: CalamityRules, calamity: CalamityId): Readonly<Record<ResolutionField, boolean>> {
  const effect = rules.effects[calamity];
  return {
    volcano: effect.kind === 'volcano-earthquake',
    earthquakeVictim: effect.kind === 'volcano-earthquake',
    floodPlain: effect.kind === 'flood',
    floodPlainBarbarians: effect.kind === 'flood' && rules.barbariansFlooded !== undefined,
    coastal: effect.kind === 'flood' || effect.kind === 'piracy',
    grain: effect.kind === 'unit-points' && effect.modifiers.some((m) => m.op.kind === 'per-commodity'),
  };
}

/** Who makes one choice of a calamity (section 30, CALAMITY_CHOOSERS), resolved to players. */
export interface StepChooser {
  readonly choice: CalamityChoice;
  readonly role: ChooserRole;
  /** The players who choose (each secondary victim for his own units); empty until known. */
  readonly nations: readonly NationId[];
  readonly cite: RuleCitation;
}

/** One calamity's resolution, explained. */
export interface CalamityStep {
  readonly calamity: CalamityId;
  readonly primary: NationId;
  readonly tradedBy: NationId | null;
  /** Every player's units before this calamity (after the ones resolved before it): what its map facts are bounded by (30.511, 30.514). */
  readonly board: Board;
  readonly victims: readonly VictimStep[];
  /** Who may be named as a secondary victim and how much each may be given. */
  readonly secondary?: SecondaryPlan<NationId>;
  /** Who chooses what in this calamity (section 30): primary victim, trader, beneficiary, secondary victims. */
  readonly choosers?: readonly StepChooser[];
  readonly civilWar?: CivilWarPlan<NationId>;
  /** Variant 38.2: the beneficiary of Barbarian Hordes or Piracy, or null when the primary victim ranks first. */
  readonly beneficiary?: NationId | null;
  /** Slave Revolt: tokens that may not support cities (30.421-30.423). */
  readonly tokensDisabled?: Figure;
  /** Flood with variant 39.4: non-player unit points eliminated (30.5121). */
  readonly barbarians?: Figure;
  /** Cities that changed hands: to the Treachery trader (30.221) or Civil War annexers (30.415). */
  readonly gains: readonly { readonly nation: NationId; readonly cities: number; readonly tokens: number }[];
  /** 15.52: the late arrival who entered as this Civil War's beneficiary. */
  readonly entered?: Entrant;
  /**
   * 15.52: the late arrival who is this Civil War's beneficiary (set before the split is valid);
   * `equalFactions`: variant 39.9, the first faction is entered whole (15.54, 15.553).
   */
  readonly lateArrival?: { readonly entrant: Entrant; readonly equalFactions: boolean };
  readonly violations: readonly Violation[];
}

export interface CalamityPhase {
  /** The calamities that apply, in the order they are resolved (29.5, 29.6). */
  readonly order: readonly HeldCalamity<NationId>[];
  readonly steps: readonly CalamityStep[];
  /** The board at the start of the phase and after it (before the support check). */
  readonly start: Board;
  readonly end: Board;
  /** After the city-support check (29.8). */
  readonly final: Board;
  /** 15.52: the late arrival who enters at this turn's Civil War, and its victim. */
  readonly entered?: { readonly entrant: Entrant; readonly victim: NationId };
  readonly violations: readonly Violation[];
}

const cite = (rule: string, ruling?: string): RuleCitation => (ruling === undefined ? { doc: 'advciv', rule } : { doc: 'advciv', rule, ruling });

function checkHeld(state: AdvCivState, entry: CalamitiesEntry, setup: AdvCivSetup): Violation[] {
  const out: Violation[] = [];
  // 29.1: the calamities of a turn are resolved once, right after trading; this turn's entry is made.
  if (state.aftermath !== undefined) out.push(cv('calamity/already-resolved', [cite('29.1')], { turn: state.turn }));
  // 29.2 as the game plays it: variant 39.3 makes every calamity tradable.
  const defs = rulesetOf(setup).calamities;
  const noTrade = calamityRules(setup.variants).civilWarNoTrade;
  const cwHolder = entry.held.find((h) => h.calamity === 'civil-war')?.holder;
  if (noTrade !== undefined && cwHolder !== undefined) {
    // 39.6 (27.31): the Civil War holder is boycotted: no calamity passed to or from him.
    for (const h of entry.held) {
      if (h.tradedBy === cwHolder || (h.holder === cwHolder && h.tradedBy !== null))
        out.push(cv('calamity/civil-war-no-trade', [noTrade], { calamity: h.calamity, nation: cwHolder }));
    }
    // ... nor any trade card at all: no recorded trade of his (entries/trade.ts).
    if (tradesOf(state).some((t) => t.from === cwHolder || t.to === cwHolder))
      out.push(cv('calamity/civil-war-no-trade', [noTrade], { calamity: 'civil-war', nation: cwHolder }));
  }
  const seen = new Set<CalamityId>();
  for (const h of entry.held) {
    if (seen.has(h.calamity)) out.push(cv('calamity/held-twice', [cite('9.1')], { calamity: h.calamity }));
    seen.add(h.calamity);
    const holder = activePlayer(state, h.holder);
    if (isViolation(holder)) out.push(holder);
    if (h.tradedBy !== null) {
      if (!defs[h.calamity].tradable) out.push(cv('calamity/not-tradable', [cite('29.2'), cite('27.3')], { calamity: h.calamity, nation: h.tradedBy }));
      else if (h.tradedBy === h.holder) out.push(cv('calamity/traded-to-self', [cite('29.61')], { calamity: h.calamity, nation: h.holder }));
      const trader = activePlayer(state, h.tradedBy);
      if (isViolation(trader)) out.push(trader);
    }
    // 27.1-27.2: a calamity is in play only if its stack was drawn from this turn.
    const stack = CALAMITY[h.calamity].stack;
    const drew = (n: NationId) => state.draws.some((d) => d.nation === n && (d.stacks.includes(stack) || (d.bought > 0 && stack === 9)));
    if (!state.draws.some((d) => drew(d.nation))) out.push(cv('calamity/stack-not-drawn', [cite('27.2')], { calamity: h.calamity, stack }));
    // 27.2-27.3, 29.2, 29.4: a calamity nobody traded him is one the holder drew, so from a stack he drew from.
    else if (h.tradedBy === null && !drew(h.holder))
      out.push(cv('calamity/not-drawn-by-holder', [cite('27.2'), cite('27.3'), cite('29.4')], { calamity: h.calamity, nation: h.holder, stack }));
    // 29.3, 29.61: with the turn's trades recorded (entries/trade.ts), the holder and trader are the last ones they name.
    if (tradesOf(state).length > 0) {
      const at = calamityPassedTo(state, h.calamity);
      if (at === undefined && h.tradedBy !== null)
        out.push(cv('calamity/trade-not-recorded', [cite('29.3'), cite('29.61')], { calamity: h.calamity, nation: h.tradedBy }));
      else if (at !== undefined && (at.holder !== h.holder || at.tradedBy !== h.tradedBy))
        out.push(cv('calamity/trade-mismatch', [cite('29.3'), cite('29.61')], { calamity: h.calamity, nation: at.holder, tradedBy: at.tradedBy }));
    }
    // Variant 39.2 (15.2): stacked below the top cards, or among the bottom four; the printed trade status (9.1) decides.
    const r = rulesetOf(setup);
    if (r.calamityStacking !== undefined)
      out.push(
        ...checkStacked(
          h.calamity,
          CALAMITY[h.calamity],
          state.drawnTotal?.[stack - 1] ?? 0,
          stackSizes(r.stacks, r.commodities, r.calamities)[stack - 1] ?? 0,
          setup.players.length,
          r.calamityStacking,
        ),
      );
  }
  // 29.3: every calamity passed in a recorded trade is revealed at the end of trading.
  for (const t of tradesOf(state))
    for (const c of [...t.gave.calamities, ...t.got.calamities])
      if (!entry.held.some((h) => h.calamity === c)) {
        const at = calamityPassedTo(state, c);
        out.push(cv('calamity/trade-mismatch', [cite('29.3'), cite('29.61')], { calamity: c, nation: at?.holder ?? t.to, tradedBy: at?.tradedBy ?? t.from }));
      }
  return out;
}

function startBoard(state: AdvCivState, entry: CalamitiesEntry, setup: AdvCivSetup, out: Violation[]): Board {
  const board: Partial<Record<NationId, BoardUnits>> = {};
  for (const p of state.players) {
    const total = tokensPerPlayer(setup, p.nation); // capitals 3.5: with Bidding, 56 - bid
    const entered = entry.tokens[p.nation];
    if (p.status === 'inert') {
      // R-A12: an inert nation takes no part; its units stay as they are.
      board[p.nation] = { cities: p.cities, tokens: entered ?? p.census ?? 0, stock: p.stock ?? Math.max(0, total - p.treasury - (entered ?? p.census ?? 0)) };
      continue;
    }
    const max = total - p.treasury;
    if (entered === undefined) {
      out.push(cv('calamity/tokens-missing', [cite('29.62', 'R-G2')], { nation: p.nation }));
      board[p.nation] = { cities: p.cities, tokens: 0, stock: p.stock ?? max };
    } else if (!Number.isInteger(entered) || entered < 0 || entered > max) {
      out.push(cv('calamity/tokens-out-of-range', [cite('29.62'), cite('16.1')], { nation: p.nation, tokens: entered, max }));
      board[p.nation] = { cities: p.cities, tokens: 0, stock: max };
    } else {
      board[p.nation] = { cities: p.cities, tokens: entered, stock: max - entered };
    }
  }
  for (const n of Object.keys(entry.tokens) as NationId[]) {
    if (board[n] === undefined) out.push(cv('calamity/not-a-victim', [cite('15.3')], { nation: n }));
  }
  return board;
}

const holdingsOf = (u: BoardUnits) => ({ cities: u.cities, tokens: u.tokens, stockTokens: u.stock });

/** Variant 38.2: what beneficiaries are ranked by, from the board during the phase. */
function beneficiaryFacts(ctx: StepContext): readonly BeneficiaryFacts<NationId>[] {
  return ctx.players.map((p) => {
    const u = ctx.board[p.nation] ?? { cities: 0, tokens: 0, stock: 0 };
    return {
      player: p.nation,
      stockTokens: u.stock,
      stockCities: CITIES_PER_NATION - u.cities,
      boardTokens: u.tokens,
      ast: p.ast,
      cardPoints: cardsOf(p).reduce((sum, c) => sum + CARD[c].cost, 0),
      treasury: p.treasury,
      inert: p.status === 'inert',
    };
  });
}

interface StepContext {
  readonly state: AdvCivState;
  readonly rules: CalamityRules;
  readonly board: Partial<Record<NationId, BoardUnits>>;
  readonly players: readonly AdvCivPlayer[];
  /** Variant 'capitals' is on (capitals 4.3). */
  readonly capitals: boolean;
  /** The holder of a Civil War that applies this turn (variant 39.9, 15.52), if any. */
  readonly civilWarVictim: NationId | undefined;
  /** 15.52: a waiting late arrival who would enter at this Civil War, with his tokens (16.x). */
  readonly entrant: { readonly who: Entrant; readonly tokens: number; readonly split399: boolean } | undefined;
}

/**
 * Section 30: who makes each choice of this calamity. The trader's choice is the primary victim's
 * when nobody traded the card (R-A13), or for Barbarian Hordes the player with most units in stock
 * (30.5251: cities five, tokens one; ties by A.S.T. order, R-A10).
 */
function choosersOf(ctx: StepContext, held: HeldCalamity<NationId>, victims: readonly VictimStep[], beneficiary: NationId | null): readonly StepChooser[] {
  const mostStock = (): NationId[] => {
    const units = (n: NationId) => (ctx.board[n]?.stock ?? 0) + 5 * (CITIES_PER_NATION - (ctx.board[n]?.cities ?? CITIES_PER_NATION));
    const best = ctx.players.filter((p) => p.status === 'active').sort((a, b) => units(b.nation) - units(a.nation))[0];
    return best === undefined ? [] : [best.nation];
  };
  const who = (role: ChooserRole): NationId[] => {
    switch (role) {
      case 'primary':
        return [held.holder];
      case 'trader':
        return held.tradedBy === null ? [] : [held.tradedBy];
      case 'beneficiary':
        return beneficiary === null ? [] : [beneficiary];
      case 'secondary':
        return victims.filter((v) => v.role === 'secondary').map((v) => v.nation);
      case 'most-stock':
        return mostStock();
      case 'barbarian-controller': {
        // 39.4 (30.5121, 20.4): this turn's controller of the Barbarian population expansion.
        const controller = barbarianControllerOf(ctx.state);
        return controller === null ? [] : [controller.nation];
      }
    }
  };
  return [...CALAMITY_CHOOSERS[held.calamity], ...(ctx.rules.choosers?.[held.calamity] ?? [])].map((c) => {
    const role = held.tradedBy === null && c.by === 'trader' ? (c.untraded ?? c.by) : c.by;
    return { choice: c.choice, role, nations: who(role), cite: c.cite };
  });
}

function resolveOne(ctx: StepContext, held: HeldCalamity<NationId>, r: CalamityResolution): CalamityStep {
  const { board } = ctx;
  const before: Board = { ...board };
  const out: Violation[] = [];
  const victims: VictimStep[] = [];
  const gains: { nation: NationId; cities: number; tokens: number }[] = [];
  const primary = held.holder;
  const pp = ctx.players.find((p) => p.nation === primary);
  const pu = board[primary];
  const step = (extra: Partial<CalamityStep> = {}): CalamityStep => ({
    calamity: held.calamity,
    primary,
    tradedBy: held.tradedBy,
    board: before,
    victims,
    gains,
    violations: out,
    ...extra,
  });
  if (pp === undefined || pu === undefined) return step();
  const losses = r.losses ?? {};
  const lossOf = (n: NationId): LossBreakdown => losses[n] ?? { tokens: 0, citiesReduced: [], citiesEliminated: 0 };
  const involved = new Set<NationId>();
  const cards = cardsOf(pp);
  const effects = ctx.rules.effects;
  const effect = effects[held.calamity];
  const traderStockCities = held.tradedBy === null ? 0 : CITIES_PER_NATION - (board[held.tradedBy]?.cities ?? CITIES_PER_NATION);

  // Map facts and declarations a calamity does not use are refused, so the log says only what happened.
  const unused = (field: keyof CalamityResolution, used: boolean) => {
    if (!used && r[field] !== undefined) out.push(cv('calamity/field-not-used', [cite(CALAMITY[held.calamity].cite.rule)], { calamity: held.calamity, field }));
  };
  const fields = resolutionFields(ctx.rules, held.calamity);
  unused('volcano', fields.volcano);
  unused('earthquakeVictim', fields.earthquakeVictim);
  unused('floodPlain', fields.floodPlain);
  // Entered without 39.4 it is refused below with 29.65 (R-A13), not as a field Flood never takes.
  unused('floodPlainBarbarians', effect.kind === 'flood');
  unused('coastal', fields.coastal);
  unused('grain', fields.grain);
  unused('civilWar', effect.kind === 'civil-war');
  unused('assigned', secondarySpread(held.calamity, effects) !== undefined);
  if (effect.kind !== 'barbarian-hordes') unused('barbarianSurvivors', false);

  // 30.312: only Pottery holders show Grain; no more Grain than the cards printed (8.1).
  const grainOf = (n: NationId, p: AdvCivPlayer): number => {
    const g = r.grain?.[n] ?? 0;
    if (g > 0 && p.cards.pottery === undefined) out.push(cv('calamity/grain-without-pottery', [cite('30.312')], { nation: n, grain: g }));
    if (!Number.isInteger(g) || g < 0 || g > COMMODITY.grain.count)
      out.push(cv('calamity/grain-count', [cite('30.312'), cite('8.1')], { nation: n, grain: g, max: COMMODITY.grain.count }));
    return p.cards.pottery === undefined ? 0 : g;
  };

  const primaryReq = primaryRequirement(
    held.calamity,
    {
      cards,
      grainShown: fields.grain ? grainOf(primary, pp) : 0,
      ...holdingsOf(pu),
      nation: primary,
      tradedBy: held.tradedBy,
      traderStockCities,
      traderCards: held.tradedBy === null ? [] : cardsOfNation(ctx.players, held.tradedBy),
      ...(r.volcano === undefined ? {} : { volcano: r.volcano }),
      ...(r.floodPlain?.[primary] === undefined ? {} : { floodPlainPoints: r.floodPlain[primary] }),
      // 30.514, 30.911: coastal cities are a map fact; not entered, every city counts as coastal (the
      // table enters 0 to say he has none), so a Flood is never skipped for a fact left out (R-G2).
      coastalCities: r.coastal?.[primary] ?? pu.cities,
    },
    effects,
  );

  // The map facts themselves must be possible.
  for (const [n, v] of Object.entries(r.floodPlain ?? {}) as [NationId, number][]) {
    const u = board[n];
    if (u === undefined || v < 0 || v > unitPoints(u))
      out.push(cv('calamity/map-fact-out-of-range', [cite('30.511', 'R-G2')], { nation: n, value: v, max: u === undefined ? 0 : unitPoints(u) }));
  }
  for (const [n, v] of Object.entries(r.coastal ?? {}) as [NationId, number][]) {
    const u = board[n];
    if (u === undefined || v < 0 || v > u.cities)
      out.push(cv('calamity/map-fact-out-of-range', [cite('30.514', 'R-G2')], { nation: n, value: v, max: u?.cities ?? 0 }));
  }

  const candidates = (capacity: (u: BoardUnits, n: NationId) => number): CandidateFacts<NationId>[] =>
    ctx.players
      .filter((p) => p.nation !== primary)
      .map((p) => {
        const u = board[p.nation] ?? { cities: 0, tokens: 0, stock: 0 };
        return { player: p.nation, cards: cardsOf(p), inert: p.status === 'inert', capacity: capacity(u, p.nation) };
      });

  const applyLoss = (n: NationId, req: LossRequirement, role: VictimStep['role']) => {
    const u = board[n];
    if (u === undefined) return;
    victims.push({ nation: n, role, requirement: req, before: u });
    involved.add(n);
    const b = lossOf(n);
    const v = checkLoss(req, holdingsOf(u), b);
    out.push(...v.map((x) => ({ ...x, params: { ...x.params, nation: n, calamity: held.calamity } })));
    if (v.length === 0) board[n] = removeLoss(u, b);
  };

  let secondary: SecondaryPlan<NationId> | undefined;
  let civilWar: CivilWarPlan<NationId> | undefined;
  let entered: Entrant | undefined;
  let tokensDisabled: Figure | undefined;
  let barbarians: Figure | undefined;
  let beneficiary: NationId | null | undefined;

  const spreadSecondaries = (capacity: (u: BoardUnits, n: NationId) => number, excluded: (n: NationId) => readonly Exclusion[] = () => []) => {
    // 39.9 (15.52): this turn's Civil War victim may not be named for Famine, Epidemic, I&H or Piracy.
    const sp = ctx.rules.civilWarVictimSpared;
    const spared = (n: NationId): readonly Exclusion[] =>
      sp !== undefined && n === ctx.civilWarVictim && sp.calamities.includes(held.calamity) ? [{ kind: 'civil-war-victim', cite: sp.cite }] : [];
    secondary = secondaryPlan(
      held.calamity,
      primary,
      held.tradedBy,
      candidates(capacity).map((c) => ({ ...c, excluded: [...excluded(c.player), ...spared(c.player)] })),
      effects,
    );
    if (secondary === undefined) return;
    // 30.512 "automatically", R-A9: a forced assignment is the engine's when none is typed.
    const assigned = (r.assigned ?? []).length === 0 && secondary.forced !== undefined ? secondary.forced : (r.assigned ?? []);
    const v = checkAssignments(secondary, assigned, primary, effects);
    out.push(...v.map((x) => ({ ...x, params: { ...x.params, calamity: held.calamity } })));
    if (v.length > 0) {
      // The assignment is refused; its victims' losses are not judged on top of it.
      for (const a of assigned) involved.add(a.player);
      return;
    }
    for (const a of assigned) {
      const p = ctx.players.find((x) => x.nation === a.player);
      if (p === undefined) continue;
      const grainShown = fields.grain ? grainOf(a.player, p) : 0;
      applyLoss(a.player, secondaryRequirement(held.calamity, a.amount, { cards: cardsOf(p), grainShown }, effects), 'secondary');
    }
  };

  switch (effect.kind) {
    case 'volcano-earthquake': {
      if (r.volcano === true) {
        // 30.211: the volcano erupts only where the primary victim has a city; all units in the areas are lost.
        if (pu.cities === 0) out.push(cv('calamity/volcano-needs-city', [effect.volcano], { nation: primary }));
        // 30.211: his city in a touched area is among the units eliminated; 39.7: or, adjacent to it, reduced.
        else if (lossOf(primary).citiesEliminated + (ctx.rules.volcanoAdjacent === undefined ? 0 : lossOf(primary).citiesReduced.length) < 1)
          out.push(
            cv('calamity/cities-lost-count', [effect.volcano], {
              nation: primary,
              calamity: held.calamity,
              required: 1,
              declared: lossOf(primary).citiesEliminated,
              other: 0,
            }),
          );
        for (const n of new Set<NationId>([primary, ...(Object.keys(losses) as NationId[])]))
          applyLoss(n, { kind: 'entered', cite: effect.volcano }, n === primary ? 'primary' : 'entered');
        if (r.earthquakeVictim !== undefined && r.earthquakeVictim !== null)
          out.push(cv('calamity/field-not-used', [effect.volcano], { calamity: held.calamity, field: 'earthquakeVictim' }));
        break;
      }
      applyLoss(primary, primaryReq, 'primary');
      const quakeVictim = r.earthquakeVictim ?? null;
      if (quakeVictim !== null) {
        if (pu.cities === 0) out.push(cv('calamity/earthquake-without-city', [effect.earthquakeSecondaryCities.cite], { nation: primary }));
        const c = candidates((u) => u.cities).find((x) => x.player === quakeVictim);
        const v =
          c === undefined
            ? [cv('calamity/secondary-unknown', [effect.earthquakeSecondaryCities.cite], { player: quakeVictim })]
            : checkEarthquakeSecondary(primary, c);
        out.push(...v);
        if (v.length === 0)
          applyLoss(quakeVictim, secondaryRequirement('volcano', effect.earthquakeSecondaryCities.amount, { cards: [] }, effects), 'secondary');
        else involved.add(quakeVictim); // refused as a victim: his losses are not judged on top of it
      }
      break;
    }
    case 'treachery': {
      applyLoss(primary, primaryReq, 'primary');
      // 30.221: the trader's own city replaces the victim's.
      if (primaryReq.kind === 'cities-lost' && primaryReq.to === 'trader' && held.tradedBy !== null && out.length === 0) {
        const t = board[held.tradedBy];
        const n = primaryReq.cities.value;
        if (t !== undefined && n > 0) {
          board[held.tradedBy] = { ...t, cities: t.cities + n };
          gains.push({ nation: held.tradedBy, cities: n, tokens: 0 });
        }
      }
      break;
    }
    case 'unit-points': {
      applyLoss(primary, primaryReq, 'primary');
      const cap = effect.cityValueCap?.amount ?? 5;
      spreadSecondaries((u) => u.tokens + Math.min(5, cap) * u.cities);
      break;
    }
    case 'cities-reduced': {
      applyLoss(primary, primaryReq, 'primary');
      spreadSecondaries((u) => u.cities);
      break;
    }
    case 'flood': {
      applyLoss(primary, primaryReq, 'primary');
      // 30.512: secondaries only on the same flood plain, and only if the primary victim was flooded there.
      if ((r.floodPlain?.[primary] ?? 0) > 0) spreadSecondaries((_u, n) => (n === primary ? 0 : (r.floodPlain?.[n] ?? 0)));
      else if ((r.assigned ?? []).length > 0) out.push(cv('calamity/field-not-used', [cite('30.514')], { calamity: held.calamity, field: 'assigned' }));
      const onPlain = r.floodPlainBarbarians;
      const bf = ctx.rules.barbariansFlooded;
      if (onPlain !== undefined && bf === undefined) {
        // 29.65, R-A13: without variant 39.4 non-player units are never affected.
        out.push(cv('calamity/field-not-used', [NON_PLAYER_IMMUNE_CITE], { calamity: held.calamity, field: 'floodPlainBarbarians' }));
      } else if (onPlain !== undefined && bf !== undefined && secondary !== undefined) {
        // 39.4 (30.5121): what the other players on the plain cannot take of the ten, the non-player units lose.
        const rest = Math.max(0, effect.secondaryTotal.amount - secondary.total.value);
        const lost = Math.max(0, Math.min(onPlain, rest));
        barbarians = {
          value: lost,
          why: [{ code: 'base', cite: bf, amount: rest }, ...(lost < rest ? [{ code: 'map' as const, cite: bf, amount: lost }] : [])],
        };
      }
      break;
    }
    case 'barbarian-hordes': {
      const bb = ctx.rules.barbarianBeneficiary;
      if (bb !== undefined && primaryReq.kind !== 'none') {
        // 38.2 (30.520): the player with most tokens in stock is the beneficiary; none if it is the victim.
        const ranking = rankBarbarianBeneficiary(beneficiaryFacts(ctx));
        beneficiary = ranking[0] === primary || ranking[0] === undefined ? null : ranking[0];
        if (beneficiary === null) {
          const none: LossRequirement = { kind: 'none', cite: bb.cite };
          for (const n of new Set<NationId>([primary, ...(Object.keys(losses) as NationId[])])) applyLoss(n, none, n === primary ? 'primary' : 'entered');
          unused('barbarianSurvivors', false);
          break;
        }
        for (const n of new Set<NationId>([primary, ...(Object.keys(losses) as NationId[])])) applyLoss(n, primaryReq, n === primary ? 'primary' : 'entered');
        // 30.5211, 30.5236: fifteen of his tokens (or all his stock) are placed; he keeps the survivors.
        const bu = board[beneficiary];
        const placed = Math.min(bb.tokens.amount, bu?.stock ?? 0);
        const survivors = r.barbarianSurvivors ?? 0;
        if (bu === undefined || !Number.isInteger(survivors) || survivors < 0 || survivors > placed) {
          out.push(cv('calamity/map-fact-out-of-range', [bb.tokens.cite], { nation: beneficiary, value: survivors, max: placed }));
        } else if (survivors > 0) {
          board[beneficiary] = { ...bu, tokens: bu.tokens + survivors, stock: bu.stock - survivors };
          gains.push({ nation: beneficiary, cities: 0, tokens: survivors });
        }
        break;
      }
      unused('barbarianSurvivors', false);
      if (primaryReq.kind === 'none') {
        applyLoss(primary, primaryReq, 'primary');
        for (const n of Object.keys(losses) as NationId[]) if (n !== primary) applyLoss(n, primaryReq, 'entered');
      } else {
        // 30.5212, 30.5242: the Barbarians may fight any nation on their way; every loss is entered.
        for (const n of new Set<NationId>([primary, ...(Object.keys(losses) as NationId[])])) applyLoss(n, primaryReq, n === primary ? 'primary' : 'entered');
      }
      break;
    }
    case 'piracy': {
      const pb = effect.reduceInstead === undefined ? ctx.rules.piracyBeneficiary : undefined;
      if (pb === undefined) {
        applyLoss(primary, primaryReq, 'primary');
        spreadSecondaries((u, n) => Math.min(u.cities, r.coastal?.[n] ?? u.cities));
        break;
      }
      // 38.2 (30.910): the player with most cities in stock is the beneficiary; none if it is the victim.
      const ranking = rankPiracyBeneficiary(beneficiaryFacts(ctx));
      beneficiary = ranking[0] === primary || ranking[0] === undefined ? null : ranking[0];
      if (beneficiary === null) {
        applyLoss(primary, { kind: 'none', cite: pb }, 'primary');
        if ((r.assigned ?? []).length > 0) out.push(cv('calamity/field-not-used', [pb], { calamity: held.calamity, field: 'assigned' }));
        break;
      }
      const ben = beneficiary;
      applyLoss(primary, primaryReq.kind === 'cities-lost' ? { ...primaryReq, to: 'beneficiary' } : primaryReq, 'primary');
      spreadSecondaries(
        (u, n) => Math.min(u.cities, r.coastal?.[n] ?? u.cities),
        (n) => (n === ben ? [{ kind: 'beneficiary', cite: { ...pb, rule: '30.912' } }] : []),
      );
      // 30.911-30.913: his cities replace every city lost; what he lacks, the next in line supplies.
      let lost = victims.reduce((sum, v) => sum + (board[v.nation] === undefined ? 0 : v.before.cities - (board[v.nation]?.cities ?? v.before.cities)), 0);
      for (const n of ranking) {
        if (lost <= 0) break;
        if (n === primary || victims.some((v) => v.nation === n)) continue;
        const u = board[n];
        if (u === undefined) continue;
        const take = Math.min(lost, CITIES_PER_NATION - u.cities);
        if (take <= 0) continue;
        board[n] = { ...u, cities: u.cities + take };
        gains.push({ nation: n, cities: take, tokens: 0 });
        lost -= take;
      }
      break;
    }
    case 'slave-revolt': {
      tokensDisabled = slaveRevoltTokensDisabled({ cards, tokens: pu.tokens });
      const b = lossOf(primary);
      victims.push({ nation: primary, role: 'primary', requirement: primaryReq, before: pu });
      involved.add(primary);
      const v: Violation[] = [];
      if (b.tokens > 0 || b.citiesEliminated > 0)
        v.push(
          cv('calamity/cities-reduced-count', [SLAVE_REVOLT.tokensDisabled.cite], {
            required: b.citiesReduced.length,
            declared: b.citiesReduced.length,
            other: b.tokens + b.citiesEliminated,
          }),
        );
      v.push(...checkLoss({ kind: 'entered', cite: SLAVE_REVOLT.tokensDisabled.cite }, holdingsOf(pu), b));
      if (v.length === 0) v.push(...checkSupportReductions(pu, b.citiesReduced, tokensDisabled.value, cite('30.422')));
      out.push(...v.map((x) => ({ ...x, params: { ...x.params, nation: primary, calamity: held.calamity } })));
      if (v.length === 0) board[primary] = removeLoss(pu, b);
      break;
    }
    case 'civil-war': {
      const stocks = ctx.players.map((p) => {
        const u = board[p.nation] ?? { cities: 0, tokens: 0, stock: 0 };
        return { player: p.nation, stockTokens: u.stock, stockCities: CITIES_PER_NATION - u.cities, inert: p.status === 'inert' };
      });
      civilWar = civilWarPlan(primary, { cards }, stocks, ctx.rules);
      const la = ctx.entrant;
      if (la !== undefined) {
        // 15.52: the late arrival, his whole set in stock, is the beneficiary (and annexes even under 39.5).
        board[la.who.nation] = { cities: 0, tokens: 0, stock: la.tokens };
        const { toBarbarians: _, ...plan } = civilWar;
        civilWar = {
          ...plan,
          beneficiary: la.who.nation,
          ranking: [{ player: la.who.nation, points: la.tokens + 5 * CITIES_PER_NATION }, ...plan.ranking],
          ...(la.split399
            ? {
                primarySelects: lateArrivalPrimarySelects(cards),
                beneficiarySelects: { value: 0, why: [{ code: 'base', cite: { doc: 'advciv', rule: '15.553', variant: '39.9' }, amount: 0 }] },
              }
            : {}),
        };
      }
      victims.push({ nation: primary, role: 'primary', requirement: primaryReq, before: pu });
      involved.add(primary);
      const d = r.civilWar;
      if (civilWar.beneficiary === null) {
        // 30.411: the victim has the most units in stock: no Civil War.
        if (d !== undefined) out.push(cv('calamity/no-effect', [effect.beneficiaryCite], { declared: 1 }));
        break;
      }
      const whole: Units = { cities: pu.cities, tokens: pu.tokens };
      if (d === undefined) {
        out.push(cv('calamity/civil-war-missing', [effect.primarySelects.cite], { nation: primary }));
        break;
      }
      const split399 = la?.split399 === true;
      // Variant 39.9 (15.553): the first faction is entered whole only for the late arrival's Civil War.
      const v: Violation[] = split399
        ? [...checkLateArrivalSplit(whole, { primarySelects: d.primarySelects, firstFaction: d.firstFaction }, cards)]
        : [...checkSelection(civilWar.primarySelects, whole, d.primarySelects, 'primary')];
      if (!split399 && d.firstFaction !== undefined)
        v.push(cv('calamity/field-not-used', [{ doc: 'advciv', rule: '15.553', variant: '39.9' }], { calamity: held.calamity, field: 'firstFaction' }));
      if (split399 && unitPoints(d.beneficiarySelects) > 0)
        v.push(cv('calamity/field-not-used', [{ doc: 'advciv', rule: '15.553', variant: '39.9' }], { calamity: held.calamity, field: 'beneficiarySelects' }));
      const rest: Units = { cities: whole.cities - d.primarySelects.cities, tokens: whole.tokens - d.primarySelects.tokens };
      if (v.length === 0 && !split399) v.push(...checkSelection(civilWar.beneficiarySelects, rest, d.beneficiarySelects, 'beneficiary'));
      out.push(...v);
      if (v.length > 0) break;
      const first: Units =
        split399 && d.firstFaction !== undefined
          ? d.firstFaction
          : { cities: d.primarySelects.cities + d.beneficiarySelects.cities, tokens: d.primarySelects.tokens + d.beneficiarySelects.tokens };
      // capitals 4.3 (in effect from 4.1): at least one capital city, if he has one, flips into the first faction.
      const capitals = civilWarCapitals(ctx.capitals, ctx.state, pp);
      const v43 = checkCivilWarCapital(capitals, Math.min(d.capitalsInFirst ?? 0, capitals, first.cities));
      out.push(...v43);
      if (v43.length > 0) break;
      const second: Units = { cities: whole.cities - first.cities, tokens: whole.tokens - first.tokens };
      if (unitPoints(second) === 0) {
        // 30.413: no second faction, no Civil War.
        if (d.military !== undefined) out.push(cv('calamity/field-not-used', [effect.noSecondFactionCite], { calamity: held.calamity, field: 'military' }));
        break;
      }
      let f1 = first;
      let f2 = second;
      let stock = pu.stock;
      if (civilWar.perFactionLoss.value > 0) {
        // 30.414: Military: five unit points from each faction, after the factions are chosen.
        const m = d.military ?? { first: { tokens: 0, citiesReduced: [], citiesEliminated: 0 }, second: { tokens: 0, citiesReduced: [], citiesEliminated: 0 } };
        const req: LossRequirement = { kind: 'unit-points', points: civilWar.perFactionLoss, cityValueCap: 5 };
        const v1 = checkLoss(req, { ...f1, stockTokens: stock }, m.first);
        const after1 = removeLoss({ ...f1, stock }, m.first);
        const v2 = v1.length > 0 ? [] : checkLoss(req, { ...f2, stockTokens: after1.stock }, m.second);
        out.push(...[...v1, ...v2].map((x) => ({ ...x, params: { ...x.params, nation: primary, calamity: held.calamity } })));
        if (v1.length + v2.length > 0) break;
        const after2 = removeLoss({ ...f2, stock: after1.stock }, m.second);
        f1 = { cities: after1.cities, tokens: after1.tokens };
        f2 = { cities: after2.cities, tokens: after2.tokens };
        stock = after2.stock;
      } else if (d.military !== undefined) {
        out.push(cv('calamity/field-not-used', [effect.military.perFaction.cite], { calamity: held.calamity, field: 'military' }));
        break;
      }
      const kept = d.retained === 'first' ? f1 : f2;
      const annexed = d.retained === 'first' ? f2 : f1;
      // 30.415: the beneficiary, then the next by units in stock, replace the annexed units with their own.
      const stockOf: Partial<Record<NationId, Units>> = {};
      for (const p of ctx.players) {
        const u = board[p.nation];
        if (u !== undefined && p.status === 'active') stockOf[p.nation] = { cities: CITIES_PER_NATION - u.cities, tokens: u.stock };
      }
      if (la !== undefined) stockOf[la.who.nation] = { cities: CITIES_PER_NATION, tokens: la.tokens };
      // 39.5 (30.415): the faction becomes Barbarians and Pirates; no player annexes it.
      const takers = civilWar.toBarbarians === undefined ? civilWarAnnexation(annexed, civilWar.ranking, stockOf, primary) : [];
      for (const t of takers) {
        const u = board[t.player];
        if (u === undefined) continue;
        board[t.player] = { cities: u.cities + t.cities, tokens: u.tokens + t.tokens, stock: u.stock - t.tokens };
        gains.push({ nation: t.player, cities: t.cities, tokens: t.tokens });
      }
      // The victim keeps one faction; every token of the other returns to his stock (30.415).
      board[primary] = { cities: kept.cities, tokens: kept.tokens, stock: stock + annexed.tokens };
      if (la !== undefined) entered = la.who;
      break;
    }
  }

  for (const n of Object.keys(losses) as NationId[]) {
    if (!involved.has(n)) out.push(cv('calamity/not-a-victim', [cite(CALAMITY[held.calamity].cite.rule)], { nation: n, calamity: held.calamity }));
  }
  // 30.312: only a victim of this Famine shows Grain against it.
  for (const n of Object.keys(r.grain ?? {}) as NationId[]) {
    if (!involved.has(n) && (r.grain?.[n] ?? 0) > 0) out.push(cv('calamity/not-a-victim', [cite('30.312')], { nation: n, calamity: held.calamity }));
  }
  return step({
    choosers: choosersOf(ctx, held, victims, beneficiary ?? civilWar?.beneficiary ?? null),
    ...(secondary === undefined ? {} : { secondary }),
    ...(civilWar === undefined ? {} : { civilWar }),
    ...(entered === undefined ? {} : { entered }),
    ...(ctx.entrant === undefined || held.calamity !== 'civil-war' ? {} : { lateArrival: { entrant: ctx.entrant.who, equalFactions: ctx.entrant.split399 } }),
    ...(tokensDisabled === undefined ? {} : { tokensDisabled }),
    ...(barbarians === undefined ? {} : { barbarians }),
    ...(beneficiary === undefined ? {} : { beneficiary }),
  });
}

/**
 * Resolves a (possibly partial) calamity-phase entry against the state before it: the order, each
 * calamity step with its requirements and explanations, the board after each, and every violation.
 * The UI calls it with the entry being built; validate and apply use it for the whole entry.
 */
export function explainCalamities(state: AdvCivState, entry: CalamitiesEntry, setup: AdvCivSetup): CalamityPhase {
  const out: Violation[] = [...checkHeld(state, entry, setup)];
  const start = startBoard(state, entry, setup, out);
  const rules = calamityRules(setup.variants);
  const applicable = applicableCalamities<NationId>(entry.held, entry.drawn ?? {}, rules, (n) => cardsOfNation(state.players, n));
  out.push(...applicable.violations);
  const board: Partial<Record<NationId, BoardUnits>> = { ...start };
  const steps: CalamityStep[] = [];
  const civilWarVictim = applicable.applies.find((h) => h.calamity === 'civil-war')?.holder;
  // 15.52 (38.1 16.10; 39.9 15.51): a waiting late arrival enters at this Civil War.
  const who = civilWarVictim === undefined ? undefined : lateArrivalEntrant(state, civilWarVictim, setup);
  const entrant = who === undefined ? undefined : { who, tokens: tokensPerPlayer(setup), split399: setup.variants.includes('39.9') };
  const ctx: StepContext = { state, rules, board, players: state.players, capitals: capitalsVariant(setup), civilWarVictim, entrant };
  applicable.applies.forEach((held, i) => {
    const r = entry.resolutions[i];
    if (r === undefined) return;
    if (r.calamity !== held.calamity) {
      out.push(cv('calamity/out-of-order', [cite('29.6')], { expected: held.calamity, entered: r.calamity, index: i }));
      return;
    }
    const s = resolveOne(ctx, held, r);
    steps.push(s);
    out.push(...s.violations);
  });
  if (entry.resolutions.length > applicable.applies.length) {
    const extra = entry.resolutions.slice(applicable.applies.length).map((r) => r.calamity);
    out.push(cv('calamity/not-held', [cite('29.61')], { calamities: extra }));
  }
  const enteredStep = steps.find((s) => s.entered !== undefined);
  // Variant 39.9 (15.59): no Monotheism by or against the victim and the late arrival this turn.
  if (enteredStep?.entered !== undefined && entrant?.split399 === true)
    out.push(...checkLateArrivalMonotheism(entry.conversions ?? [], enteredStep.primary, enteredStep.entered.nation));
  out.push(...convert(state, entry.conversions ?? [], board));
  const end: Board = { ...board };
  // 29.8, 26.31: city support is checked again; inert nations need none (15.61).
  const final: Partial<Record<NationId, BoardUnits>> = { ...board };
  const complete = entry.resolutions.length >= applicable.applies.length;
  // 15.52: a late arrival who entered at this Civil War supports his cities like everyone else (29.8).
  const seated = enteredStep?.entered === undefined ? state.players : [...state.players, { nation: enteredStep.entered.nation, status: 'active' as const }];
  for (const p of seated) {
    const u = board[p.nation];
    const reductions = entry.support?.[p.nation] ?? [];
    if (u === undefined) continue;
    if (p.status === 'inert') {
      if (reductions.length > 0) out.push(cv('calamity/not-a-victim', [cite('15.61', 'R-A12')], { nation: p.nation }));
      continue;
    }
    if (!complete && reductions.length === 0) continue;
    const v = [
      ...checkLoss({ kind: 'entered', cite: CITY_SUPPORT_RECHECK_CITE }, holdingsOf(u), { tokens: 0, citiesReduced: reductions, citiesEliminated: 0 }),
    ];
    if (v.length === 0) v.push(...checkSupportReductions(u, reductions, 0, CITY_SUPPORT_RECHECK_CITE));
    out.push(...v.map((x) => ({ ...x, params: { ...x.params, nation: p.nation } })));
    if (v.length === 0) final[p.nation] = removeLoss(u, { tokens: 0, citiesReduced: reductions, citiesEliminated: 0 });
  }
  if (!complete)
    out.push(cv('calamity/missing-resolution', [cite('29.1')], { missing: applicable.applies.slice(entry.resolutions.length).map((h) => h.calamity) }));
  const entered = enteredStep?.entered === undefined ? {} : { entered: { entrant: enteredStep.entered, victim: enteredStep.primary } };
  return { order: applicable.applies, steps, start, end, final, ...entered, violations: out };
}

/** The calamities that apply this turn, in the order they are resolved (29.5, 29.6). */
export function calamityOrder(
  state: AdvCivState,
  setup: AdvCivSetup,
  held: readonly HeldCalamity<NationId>[],
  drawn: Readonly<Partial<Record<NationId, readonly CalamityId[]>>> = {},
): readonly HeldCalamity<NationId>[] {
  return applicableCalamities<NationId>(held, drawn, calamityRules(setup.variants), (n) => cardsOfNation(state.players, n)).applies;
}

/** For one calamity of a phase being entered, one victim's requirement with its explanation. */
export function calamityRequirement(
  state: AdvCivState,
  entry: CalamitiesEntry,
  setup: AdvCivSetup,
  calamity: CalamityId,
  nation: NationId,
): VictimStep | undefined {
  return explainCalamities(state, entry, setup)
    .steps.find((s) => s.calamity === calamity)
    ?.victims.find((v) => v.nation === nation);
}
