/**
 * Eastern Empires views for the screens: pure functions from setup + state (+ what a form has typed
 * so far) to plain data the screens render. The turn walker's 13 phases with their acting order and
 * what is still to enter; previews that run the engine's own calculators (taxes, trade-card costs by
 * the entry's own apply, calamity effects, purchase quotes, A.S.T. moves, scores and the tie-break).
 * Nothing here adds a rule: every number comes from a calculator or a handler of this ruleset.
 */
import type { RuleCitation } from '../../../types';
import { turnsOf } from '../../../phased-entries';
import { ADVANCE_IDS, ADVANCES, COLOURS, type AdvanceId, type Colour } from '../advances';
import { checkAstMove, epochOf, finalSpace, scores, standings, BASIC_REQUIREMENTS, type AstCheck, type Score, type Standing } from '../calc/ast';
import { calamityBeneficiary, calamityLimit, resolutionOrder, type CalamityLimit } from '../calc/calamity-order';
import { calamityEffect, MAP_FACT_CALAMITIES, type CalamityEffect, type Loss } from '../calc/calamity-effects';
import { CITIES_PER_PLAYER, CITY_UNIT_POINTS, HAND_LIMIT, startingCredits, usesScenarioSetup, type CivilizationId, type Epoch } from '../civilizations';
import {
  ANATOMY_FREE_BELOW,
  cardPaymentValue,
  isAnatomyFreeChoice,
  quotePurchase,
  treasuryTokenValue,
  type CardPayment,
  type CreditTotals,
  type Price,
  type PurchaseQuote,
} from '../calc/credits';
import { allowedTaxRates, cardOffers, citySupportRate, collectTax, DEFAULT_TAX_RATE, handLimit, type CardOffer } from '../calc/economy';
import { EE_HANDLERS, type EeEntry, type EeEntryKind } from '../entries';
import { COLLATERAL, type VictimOutcome } from '../entries/calamity';
import { activePlayers, stockFacts, tokensInStock } from '../entries/context';
import { allCredits, FREE_CREDIT_ADVANCES, priceList, usableCredits, type FreeCreditAdvance } from '../entries/purchase';
import { DIASPORA_TOKENS, POLITICS_TREASURY, SPECIAL_ABILITIES, UNIVERSAL_DOCTRINE_BARBARIANS, type SpecialAbility } from '../entries/special-abilities';
import { resolveTaxes } from '../entries/taxation';
import { standingFacts } from '../calc/standings';
import { cardBoundsOf } from '../calc/hands';
import { planEePurchase, type EePlanAnswer, type EePlanGoal } from '../calc/planner';
import { actingOrder, PHASE_INFO, PHASES, type Phase, type PhaseOrder } from '../phases';
import type { EeSetup } from '../setup';
import { heldAdvances, heldBefore, keptKnown, playerOf, type EePlayer, type EeState, type Hand, type TaxRecord } from '../state';
import {
  calamityInDeck,
  CALAMITY_IDS,
  COMMODITY_IDS,
  commodityCardCount,
  isTradeable,
  setValue,
  stacksDrawn,
  type CalamityId,
  type CommodityId,
} from '../trade-cards';

const ee = (rule: string): RuleCitation => ({ doc: 'ee', rule });

// ---------------------------------------------------------------------------------------------
// The turn walker (ee chapter 6)

/** What each phase lets the table enter (ee chapter 6; the map phases are outcomes, R-G2). */
export const PHASE_KINDS: Readonly<Record<Phase, readonly EeEntryKind[]>> = {
  taxCollection: ['taxation'],
  populationExpansion: ['census'],
  movement: ['ships'],
  conflict: [],
  cityConstruction: ['cities'],
  tradeCardsAcquisition: ['trade-cards'],
  trade: [],
  calamitySelection: ['calamity-selection'],
  calamityResolution: ['calamity'],
  specialAbilities: ['special-abilities'],
  removeSurplusPopulation: ['cities'],
  advancesAcquisition: ['purchase', 'hand'],
  astAlteration: ['ast'],
};

/** The citation of each phase: its number in ee chapter 6. */
export const phaseCite = (phase: Phase): RuleCitation => ee(`Phase ${PHASE_INFO[phase].number}`);

/** The forms and panels of the Eastern Empires screens that show the rules behind them. */
export const EE_FORMS = [
  'taxation',
  'census',
  'ships',
  'construction',
  'surplus',
  'tradeCards',
  'calamitySelection',
  'calamity',
  'abilities',
  'purchase',
  'hand',
  'ast',
  'astTrack',
  'score',
] as const;
export type EeForm = (typeof EE_FORMS)[number];

/** The rules each form's "Why?" cites (the numbers live here, not in the screens). */
export const FORM_CITES: Readonly<Record<EeForm, readonly RuleCitation[]>> = {
  taxation: [ee('Phase 1a'), ee('Phase 1b')],
  census: [ee('Phase 3'), ee('chapter 9, Military')], // the movement order: highest census first, Military last
  ships: [ee('Phase 3'), ee('chapter 3')],
  construction: [ee('Phase 4b'), ee('Phase 5a'), ee('Phase 5c')],
  surplus: [ee('Phase 11'), ee('Phase 5c')],
  tradeCards: [ee('Phase 6a'), ee('Phase 6b'), ee('chapter 9')],
  calamitySelection: [ee('Phase 8'), { doc: 'ee', rule: 'Phase 8', ruling: 'R-E7' }],
  calamity: [ee('Phase 9a'), ee('Phase 9b')],
  abilities: [ee('Phase 10'), ee('chapter 9')],
  purchase: [{ doc: 'ee', rule: 'Phase 12', ruling: 'R-E2' }],
  hand: [ee('Phase 12'), ee('chapter 9, Roadbuilding')],
  ast: [ee('Phase 13'), ee('Phase 13b'), ee('Phase 13c')],
  astTrack: [ee('Phase 13')],
  score: [ee('Phase 13d')],
};

/** The entries of the turn in play: those after the last A.S.T. alteration (ee Phase 13 ends a turn). */
/** The A.S.T. alteration is the last entry of a turn (ee Phase 13). */
const closesTurn = (e: EeEntry): boolean => e.kind === 'ast';

/** The turn of each entry, from 1 (for the log). */
export function entryTurns(entries: readonly EeEntry[]): readonly number[] {
  return turnsOf(entries, closesTurn);
}

export function entriesThisTurn(entries: readonly EeEntry[]): readonly EeEntry[] {
  let from = 0;
  entries.forEach((e, i) => {
    if (closesTurn(e)) from = i + 1;
  });
  return entries.slice(from);
}

export interface PendingCalamity {
  readonly civ: CivilizationId;
  readonly calamity: CalamityId;
}

/** Calamities kept in Phase 8 and not yet resolved, in the order of ee Phase 9a/9b. */
export function pendingCalamities(state: EeState): readonly PendingCalamity[] {
  const held = state.selections.flatMap((s) => s.kept.map((calamity) => ({ player: s.civ, calamity })));
  return resolutionOrder(held)
    .filter((h) => !state.resolved.some((r) => r.civ === h.player && r.calamity === h.calamity))
    .map((h) => ({ civ: h.player, calamity: h.calamity }));
}

/**
 * What a phase needs of the table now (the walker's stops, as advciv's): `owed` = the turn waits for
 * entries here (taxes, census, cities, draws, the calamities drawn, each player's purchase, the
 * A.S.T.); `optional` = the table may record something (ships, special abilities); `nothing` = done at
 * the table (conflict, trade) or nothing left to record (Phase 11 when the board is as Phase 5 left it).
 */
export const EE_STEP_NEEDS = ['owed', 'optional', 'nothing'] as const;
export type EeStepNeed = (typeof EE_STEP_NEEDS)[number];

export interface EeStep {
  readonly phase: Phase;
  readonly number: number;
  readonly order: PhaseOrder;
  /** Everyone in the phase's acting order (ee chapter 6; Phase 6a fewest cities; 10 and 12 furthest on the A.S.T.). */
  readonly acting: readonly CivilizationId[];
  readonly kinds: readonly EeEntryKind[];
  /** True when the phase needs an entry before the turn goes on (the engine refuses later phases' entries: admit.ts). */
  readonly required: boolean;
  /** Required entries made (or nothing to enter this turn). */
  readonly done: boolean;
  /** Players still to enter, in acting order (trade cards, calamities, purchases). */
  readonly waiting: readonly CivilizationId[];
  /** True when each player makes his own entry in this phase (ships, trade cards, abilities, purchases). */
  readonly perPlayer: boolean;
  /** Where the walker stops (EeStepNeed). */
  readonly need: EeStepNeed;
  /** The engine still takes this phase's entries this turn (its cursor has not passed it, ee chapter 6): it can be gone back to. */
  readonly open: boolean;
  readonly cite: readonly RuleCitation[];
}

export interface EeTurnView {
  readonly turn: number;
  readonly steps: readonly EeStep[];
  /** The phase the walker suggests: the first from the engine's phase on that owes an entry (or the optional one being entered). */
  readonly suggested: Phase;
  /** The earliest phase still open (EeStep.open). */
  readonly earliest: Phase;
  readonly ended: EeState['ended'];
}

/** Phases whose entries are one per player (ee Phase 3, 6, 8, 10, 12). */
const PER_PLAYER: readonly Phase[] = ['movement', 'tradeCardsAcquisition', 'calamitySelection', 'specialAbilities', 'advancesAcquisition'];

const orderFacts = (players: readonly EePlayer[]) =>
  players.map((p) => ({ civ: p.civ, census: p.census, cities: p.cities, astPosition: p.ast, holds: heldAdvances(p) }));

type StepFacts = Omit<EeStep, 'open'>;

function stepOf(state: EeState, thisTurn: readonly EeEntry[], phase: Phase): StepFacts {
  const active = activePlayers(state);
  const acting = actingOrder(phase, orderFacts(active));
  const kinds = PHASE_KINDS[phase];
  const cite = [phaseCite(phase)];
  const perPlayer = PER_PLAYER.includes(phase);
  const base = { phase, number: PHASE_INFO[phase].number, order: PHASE_INFO[phase].order, acting, kinds, cite, perPlayer };
  const has = (pred: (e: EeEntry) => boolean) => thisTurn.some(pred);
  const owed = { required: true, need: 'owed' } as const;
  switch (phase) {
    case 'taxCollection':
      return { ...base, ...owed, done: state.taxes.length > 0 || active.every((p) => p.cities === 0), waiting: [] };
    case 'populationExpansion':
      return { ...base, ...owed, done: has((e) => e.kind === 'census'), waiting: [] };
    case 'cityConstruction':
      return { ...base, ...owed, done: has((e) => e.kind === 'cities' && e.step === 'construction'), waiting: [] };
    case 'removeSurplusPopulation': {
      // ee Phase 11 checks again what Phase 5 (5b, 5c) checked: only a calamity resolved (Phase 9) or a
      // special ability used (Phase 10) since then can have left surplus tokens or unsupported cities.
      const changed = has((e) => e.kind === 'calamity' || e.kind === 'special-abilities');
      const entered = has((e) => e.kind === 'cities' && e.step === 'surplus');
      return { ...base, required: changed, need: changed ? 'owed' : 'nothing', done: entered || !changed, waiting: [] };
    }
    case 'tradeCardsAcquisition': {
      // ee Phase 6a: a player draws one card per city; without cities he has nothing to draw.
      const drawing = acting.filter((civ) => (playerOf(state, civ)?.cities ?? 0) > 0);
      const waiting = drawing.filter((civ) => !state.draws.some((d) => d.civ === civ));
      return { ...base, ...owed, acting: drawing, done: waiting.length === 0, waiting };
    }
    case 'calamitySelection': {
      // ee Phase 8: calamities come with the trade cards (Phase 6); once cards were drawn each player says what he holds.
      const waiting = state.draws.length === 0 ? [] : acting.filter((civ) => !state.selections.some((s) => s.civ === civ));
      return { ...base, required: false, need: state.draws.length === 0 ? 'optional' : 'owed', done: waiting.length === 0, waiting };
    }
    case 'calamityResolution': {
      const pending = pendingCalamities(state);
      return { ...base, ...owed, done: pending.length === 0, waiting: pending.map((p) => p.civ) };
    }
    case 'specialAbilities': {
      const holders = acting.filter((civ) => {
        const p = playerOf(state, civ);
        return p !== undefined && heldAdvances(p).some((a) => (SPECIAL_ABILITIES as readonly AdvanceId[]).includes(a));
      });
      return {
        ...base,
        acting: holders,
        required: false,
        need: holders.length > 0 ? 'optional' : 'nothing',
        done: false,
        waiting: holders.filter((c) => !state.abilities.includes(c)),
      };
    }
    case 'advancesAcquisition': {
      // ee Phase 12: each player buys (or buys nothing) once; the walker waits for every purchase, the kept hands are optional.
      const waiting = acting.filter((c) => !state.purchased.includes(c));
      return { ...base, required: false, need: waiting.length > 0 ? 'owed' : 'optional', done: waiting.length === 0, waiting };
    }
    case 'movement':
      return { ...base, required: false, need: 'optional', done: false, waiting: acting.filter((c) => !state.shipped.includes(c)) };
    case 'astAlteration':
      return { ...base, ...owed, done: false, waiting: [] };
    case 'conflict':
    case 'trade':
      return { ...base, required: false, need: 'nothing', done: false, waiting: [] };
  }
}

/**
 * The walker over the current turn (ee chapter 6, "The order of phases"): it stops only where an entry
 * is owed, or stays in the optional phase the table is entering in (the engine's phase), so a quiet
 * turn passes the phases done at the table without a tap; those passed stay open to go back to.
 */
export function eeTurnView(state: EeState, thisTurn: readonly EeEntry[]): EeTurnView {
  const cursor = state.phase === null ? 0 : PHASES.indexOf(state.phase);
  const steps = PHASES.map((phase, i): EeStep => ({ ...stepOf(state, thisTurn, phase), open: i >= cursor }));
  const stop = steps.find((s, i) => i >= cursor && ((s.need === 'owed' && !s.done) || (i === cursor && state.phase !== null && s.need === 'optional')));
  return {
    turn: state.turn,
    steps,
    suggested: stop?.phase ?? 'astAlteration',
    earliest: steps.find((s) => s.open)?.phase ?? 'astAlteration',
    ended: state.ended,
  };
}

/** The next phase after `phase` where an entry is owed: one tap on passes every phase between (ee chapter 6). */
export function eeNextStop(view: Pick<EeTurnView, 'steps'>, phase: Phase): Phase | undefined {
  const at = view.steps.findIndex((s) => s.phase === phase);
  return view.steps.slice(at + 1).find((s) => !s.done && s.need === 'owed')?.phase;
}

/** Phases before `phase` passed with nothing entered that still take entries: the table can go back to them. */
export function eePassedOpen(view: Pick<EeTurnView, 'steps'>, phase: Phase): readonly Phase[] {
  const at = view.steps.findIndex((s) => s.phase === phase);
  return view.steps
    .slice(0, Math.max(0, at))
    .filter((s) => s.open && !s.done && s.need === 'optional')
    .map((s) => s.phase);
}

// ---------------------------------------------------------------------------------------------
// Phase 1: taxes

export interface TaxRow {
  readonly civ: CivilizationId;
  readonly cities: number;
  /** 55 - board - treasury as the books stand (ee chapter 3); the table corrects it. */
  readonly knownStock: number;
  readonly rates: readonly number[];
  readonly defaultRate: number;
  /** The tax owed at the usual rate (ee Phase 1a, collectTax), before the table picks another rate. */
  readonly due: number;
}

/** ee Phase 1a: every active player with cities is taxed. */
export const taxRows = (state: EeState): readonly TaxRow[] =>
  activePlayers(state)
    .filter((p) => p.cities > 0)
    .map((p) => ({
      civ: p.civ,
      cities: p.cities,
      knownStock: tokensInStock(p),
      rates: allowedTaxRates(heldAdvances(p)),
      defaultRate: DEFAULT_TAX_RATE,
      due: collectTax(p.cities, DEFAULT_TAX_RATE, tokensInStock(p), heldAdvances(p)).due,
    }));

/** What the taxation entry typed so far would do (the entry's own resolution, ee Phase 1a/1b). */
export const taxPreview = (
  state: EeState,
  stock: Readonly<Partial<Record<CivilizationId, number>>>,
  rates: Readonly<Partial<Record<CivilizationId, number>>>,
): readonly TaxRecord[] => resolveTaxes(state, { kind: 'taxation', stock, rates });

// ---------------------------------------------------------------------------------------------
// Phase 2-3: census order for movement

/** The movement order the census typed so far gives (ee Phase 3: highest census first; Military last). */
export function movementOrder(
  state: EeState,
  census: Readonly<Partial<Record<CivilizationId, number>>>,
): readonly { readonly civ: CivilizationId; readonly census: number; readonly movesLast: boolean }[] {
  const players = activePlayers(state).map((p) => ({ ...p, census: census[p.civ] ?? p.census }));
  return actingOrder('movement', orderFacts(players)).map((civ) => {
    const p = players.find((q) => q.civ === civ);
    return { civ, census: p?.census ?? 0, movesLast: p !== undefined && heldAdvances(p).includes('military') };
  });
}

// ---------------------------------------------------------------------------------------------
// Phase 5/11: city support

/** Each active player's tokens per city (ee Phase 5c; Cultural Ascendancy +1). */
export const supportRates = (state: EeState): Readonly<Partial<Record<CivilizationId, number>>> =>
  Object.fromEntries(activePlayers(state).map((p) => [p.civ, citySupportRate(heldAdvances(p))]));

/**
 * Each active player's rate and the tokens the cities typed so far need on the board (ee Phase 5c:
 * rate tokens per city; Cultural Ascendancy +1). A player whose field is empty needs none yet.
 */
export function citySupport(
  state: EeState,
  cities: Readonly<Partial<Record<CivilizationId, number>>>,
): Readonly<Partial<Record<CivilizationId, { readonly rate: number; readonly need: number }>>> {
  return Object.fromEntries(
    activePlayers(state).map((p) => {
      const rate = citySupportRate(heldAdvances(p));
      return [p.civ, { rate, need: (cities[p.civ] ?? 0) * rate }];
    }),
  );
}

/** The special abilities a player uses in ee Phase 10: those of the advances he holds (ee chapter 9). */
export function specialAbilitiesOf(state: EeState, civ: CivilizationId): readonly SpecialAbility[] {
  const p = playerOf(state, civ);
  const held = p === undefined ? [] : heldAdvances(p);
  return SPECIAL_ABILITIES.filter((a) => held.includes(a));
}

/** The most cities a player can have on the board (ee chapter 3: nine city tokens each). */
export { CITIES_PER_PLAYER };
/** The most ships in play (ee chapter 3: four each; ee Phase 3). */
export { SHIPS_PER_PLAYER } from '../calc/movement';
/** ee chapter 9: Politics' treasury, Universal Doctrine's Barbarian tokens, Diaspora's tokens moved. */
export { DIASPORA_TOKENS, POLITICS_TREASURY, UNIVERSAL_DOCTRINE_BARBARIANS };
/** ee chapter 4: 3-4 players play the scenario book's set-up (the new-game screen says so). */
export { usesScenarioSetup };

// ---------------------------------------------------------------------------------------------
// Phase 6: trade cards

export interface TradeCardRow {
  readonly civ: CivilizationId;
  readonly cities: number;
  readonly treasury: number;
  /** Stacks 1..cities, one card each (ee Phase 6a). */
  readonly drawn: readonly number[];
  readonly offers: readonly CardOffer[];
  readonly done: boolean;
}

/** Players with cities in the order of ee Phase 6a (fewest cities first, A.S.T.-ranking on ties). */
export function tradeCardRows(state: EeState): readonly TradeCardRow[] {
  const order = actingOrder('tradeCardsAcquisition', orderFacts(activePlayers(state)));
  return order.flatMap((civ) => {
    const p = playerOf(state, civ);
    if (p === undefined || p.cities === 0) return [];
    return [
      {
        civ,
        cities: p.cities,
        treasury: p.treasury,
        drawn: stacksDrawn(p.cities),
        offers: cardOffers(heldAdvances(p), p.cities),
        done: state.draws.some((d) => d.civ === civ),
      },
    ];
  });
}

/** Treasury the extra cards cost: the trade-card entry's own apply run on the typed purchase (ee Phase 6b). */
export function tradeCardCost(setup: EeSetup, state: EeState, civ: CivilizationId, bought: readonly number[]): number {
  const before = playerOf(state, civ)?.treasury ?? 0;
  const after = playerOf(EE_HANDLERS['trade-cards'].apply(state, { kind: 'trade-cards', civ, bought }, setup), civ)?.treasury ?? 0;
  return before - after;
}

// ---------------------------------------------------------------------------------------------
// Phase 8-9: calamities

/** The calamities in this game's deck (minors only with 9 players, ee chapter 11) and the limit (R-E7). */
export function calamityDeck(setup: EeSetup): { readonly calamities: readonly CalamityId[]; readonly limit: CalamityLimit } {
  const n = setup.players.length;
  return { calamities: CALAMITY_IDS.filter((id) => calamityInDeck(id, n)), limit: calamityLimit(n) };
}

/** What the calamity form asks the table for one calamity (R-G2: map facts are entered). */
export interface CalamityFields {
  /** Who traded it to the victim: only Tradeable calamities are traded (ee Phase 7; chapter 8, The beneficiary). */
  readonly tradedBy: boolean;
  /** The primary victim has a city on a volcano (ee chapter 8, Volcanic Eruption/Earthquake). */
  readonly cityOnVolcano: boolean;
  /** The primary victim has units on a flood plain (ee chapter 8, Flood). */
  readonly onFloodPlain: boolean;
  /** Each victim's coastal cities (ee chapter 8: Cyclone, Piracy, Coastal Migration). */
  readonly coastalCities: boolean;
  /** Other players' units struck besides the victims (ee chapter 8: Volcanic Eruption/Earthquake, Barbarian Hordes). */
  readonly collateral: boolean;
}

export const calamityFields = (calamity: CalamityId): CalamityFields => ({
  tradedBy: isTradeable(calamity),
  cityOnVolcano: MAP_FACT_CALAMITIES.cityOnVolcano.includes(calamity),
  onFloodPlain: MAP_FACT_CALAMITIES.onFloodPlain.includes(calamity),
  coastalCities: MAP_FACT_CALAMITIES.coastalCities.includes(calamity),
  collateral: COLLATERAL.includes(calamity),
});

/** The numbers a victim's outcome records (the calamity entry's VictimOutcome). */
export const OUTCOME_NUMBERS = [
  'tokensRemoved',
  'citiesReduced',
  'tokensPlaced',
  'citiesDestroyed',
  'citiesLost',
  'treasuryLost',
  'astBack',
  'prevented',
] as const satisfies readonly (keyof VictimOutcome)[];
export type OutcomeNumber = (typeof OUTCOME_NUMBERS)[number];

/** The outcome numbers each kind of loss is recorded in (ee chapter 8, Definitions: reduce, destroy, annex). */
const LOSS_OUTCOMES: Readonly<Record<Loss['kind'], readonly OutcomeNumber[]>> = {
  damage: ['tokensRemoved', 'citiesReduced', 'tokensPlaced', 'citiesDestroyed'],
  reduceCities: ['citiesReduced', 'tokensPlaced'],
  destroyCities: ['citiesDestroyed'],
  destroyVolcanoAreas: ['citiesDestroyed', 'tokensRemoved'],
  annexCities: ['citiesLost', 'citiesDestroyed'],
  annexUnitPoints: ['citiesLost', 'tokensRemoved'],
  loseTreasury: ['treasuryLost'],
  discardCommodities: [],
  discardFaceValue: [],
  astBack: ['astBack'],
  barbarianAttack: ['citiesDestroyed', 'tokensRemoved'],
  citySupportCheck: ['citiesReduced', 'tokensPlaced', 'tokensRemoved'],
  piratesReplaceCoastalCities: ['citiesLost'],
};

/** What another player's units struck by the calamity record (ee chapter 8: units destroyed, cities reduced). */
export const COLLATERAL_OUTCOMES: readonly OutcomeNumber[] = LOSS_OUTCOMES.damage;

/**
 * The outcome a victim's effect asks for: the numbers its losses are recorded in (and the
 * preventions used, where the card allows one), and whether it discards commodity cards.
 */
export function outcomeFields(effect: CalamityEffect): { readonly numbers: readonly OutcomeNumber[]; readonly discards: boolean } {
  const kinds = effect.losses.map((l) => l.kind);
  return {
    numbers: OUTCOME_NUMBERS.filter((k) => kinds.some((kind) => LOSS_OUTCOMES[kind].includes(k)) || (k === 'prevented' && effect.preventions.length > 0)),
    discards: kinds.some((k) => k === 'discardCommodities' || k === 'discardFaceValue'),
  };
}

export interface CalamityDraft {
  readonly civ: CivilizationId;
  readonly calamity: CalamityId;
  readonly tradedBy?: CivilizationId;
  readonly cityOnVolcano?: boolean;
  readonly onFloodPlain?: boolean;
  readonly secondaries: readonly CivilizationId[];
  readonly coastalCities?: Readonly<Partial<Record<CivilizationId, number>>>;
}

export interface CalamityPreview {
  /** Each victim's effect with his own advances (ee chapter 8; R-E4), the primary first. */
  readonly effects: readonly { readonly civ: CivilizationId; readonly effect: CalamityEffect }[];
  readonly beneficiary: CivilizationId | undefined;
  /** Who else is in the game (the engine judges who may be named). */
  readonly others: readonly CivilizationId[];
  /** Other players whose units the calamity may also strike (calamityFields' collateral), the victims excepted. */
  readonly bystanders: readonly CivilizationId[];
}

/** ee chapter 3 "Units": a city counts 5 unit points, a token 1 (Civil War reads them). */
const unitPoints = (p: EePlayer): number => p.cities * CITY_UNIT_POINTS + p.census;

/** The effect on each victim of the calamity as typed so far (calamityEffect, ee chapter 8). */
export function calamityPreview(setup: EeSetup, state: EeState, d: CalamityDraft): CalamityPreview | undefined {
  const p = playerOf(state, d.civ);
  if (p === undefined) return undefined;
  const coastal = (civ: CivilizationId) => d.coastalCities?.[civ];
  const factsOf = (q: EePlayer, role: 'primary' | 'secondary') => {
    const c = coastal(q.civ);
    return {
      role,
      holds: heldAdvances(q),
      cities: q.cities,
      unitPoints: unitPoints(q),
      ...(role === 'primary' && d.cityOnVolcano !== undefined ? { cityOnVolcano: d.cityOnVolcano } : {}),
      ...(role === 'primary' && d.onFloodPlain !== undefined ? { onFloodPlain: d.onFloodPlain } : {}),
      ...(c !== undefined ? { coastalCities: c } : {}),
    };
  };
  const primary = calamityEffect(d.calamity, factsOf(p, 'primary'), setup.settings);
  const beneficiary =
    primary.beneficiary === 'none'
      ? undefined
      : calamityBeneficiary(d.calamity, d.civ, primary.beneficiary === 'trader' ? d.tradedBy : undefined, stockFacts(state));
  const effects = [{ civ: d.civ, effect: primary }];
  for (const civ of d.secondaries) {
    const q = playerOf(state, civ);
    if (q !== undefined && civ !== d.civ) effects.push({ civ, effect: calamityEffect(d.calamity, factsOf(q, 'secondary'), setup.settings) });
  }
  const others = activePlayers(state)
    .filter((q) => q.civ !== d.civ)
    .map((q) => q.civ);
  return { effects, beneficiary, others, bystanders: calamityFields(d.calamity).collateral ? others.filter((c) => !d.secondaries.includes(c)) : [] };
}

// ---------------------------------------------------------------------------------------------
// Phase 12: purchase and hand

export interface PurchaseDraft {
  readonly civ: CivilizationId;
  readonly advances: readonly AdvanceId[];
  readonly libraryTarget?: AdvanceId;
  readonly anatomyFree?: AdvanceId;
  readonly paid: Hand;
  readonly substitute?: CardPayment['substitute'];
  readonly treasury: number;
}

export interface PurchasePreview {
  readonly prices: readonly Price[];
  readonly credits: CreditTotals;
  readonly quote: PurchaseQuote;
  /** Set values of the cards typed (ee Phase 7), or null when a substitute is refused. */
  readonly cards: number | null;
  /** 1, or 2 with Mining held before this transaction (ee chapter 9, Mining). */
  readonly tokenValue: 1 | 2;
  readonly funds: number;
  readonly treasuryHeld: number;
  /** The advances Library's 40 may go to, or null when Library is not bought (ee chapter 9, Library; R-E5). */
  readonly libraryTargets: readonly AdvanceId[] | null;
  /** Advances Anatomy may give for free (green, printed cost below 100; R-E5), or null when Anatomy is not bought. */
  readonly anatomyChoices: readonly AdvanceId[] | null;
  /** The advances acquired: those bought and Anatomy's free one. */
  readonly acquired: readonly AdvanceId[];
  /** Of them, those whose free credits the player places (ee chapter 9, Written Record and Monument). */
  readonly freeCredits: readonly FreeCreditAdvance[];
  /** Trade Empire held since an earlier turn (ee chapter 9). */
  readonly tradeEmpire: boolean;
  readonly cite: readonly RuleCitation[];
}

/**
 * The choices buying these advances asks for: the other advance bought that Library's 40 goes to
 * (ee chapter 9, Library; R-E5: null without Library) and whether Anatomy's free card is chosen.
 */
export function purchaseChoices(advances: readonly AdvanceId[]): { readonly libraryTargets: readonly AdvanceId[] | null; readonly anatomy: boolean } {
  return {
    libraryTargets: advances.includes('library') ? advances.filter((a) => a !== 'library') : null,
    anatomy: advances.includes('anatomy'),
  };
}

/** The price list and the quote for the transaction typed so far (ee Phase 12; R-E2, R-E5). */
export function purchasePreview(setup: EeSetup, state: EeState, d: PurchaseDraft): PurchasePreview | undefined {
  const p = playerOf(state, d.civ);
  if (p === undefined) return undefined;
  const n = setup.players.length;
  const before = heldBefore(p, state.turn);
  const credits = usableCredits(p, state.turn, n);
  const quote = quotePurchase({ advances: d.advances, ...(d.libraryTarget !== undefined ? { libraryTarget: d.libraryTarget } : {}) }, credits, before);
  const payment = cardPaymentValue(d.substitute === undefined ? { cards: d.paid } : { cards: d.paid, substitute: d.substitute }, n);
  const tokenValue = treasuryTokenValue(before);
  const cards = payment.ok ? payment.value : null;
  const held = heldAdvances(p);
  const choices = purchaseChoices(d.advances);
  const acquired = [...d.advances, ...(choices.anatomy && d.anatomyFree !== undefined ? [d.anatomyFree] : [])];
  return {
    prices: priceList(p, state.turn, n),
    credits,
    quote,
    cards,
    tokenValue,
    funds: (cards ?? 0) + d.treasury * tokenValue,
    treasuryHeld: p.treasury,
    libraryTargets: choices.libraryTargets,
    anatomyChoices: choices.anatomy ? ADVANCE_IDS.filter((id) => isAnatomyFreeChoice(id) && !held.includes(id) && !d.advances.includes(id)) : null,
    acquired,
    freeCredits: FREE_CREDIT_ADVANCES.filter((a) => acquired.includes(a)),
    tradeEmpire: before.includes('tradeEmpire'),
    cite: [ee('Phase 12'), ...(tokenValue === 2 ? [ee('chapter 9, Mining')] : [])],
  };
}

export { ANATOMY_FREE_BELOW, FREE_CREDIT_ADVANCES, type FreeCreditAdvance };

/**
 * The purchase planner for Phase 12 (calc/planner.ts): plans for the goal with the hand the player typed,
 * his treasury, credits and advances as the log has them (ee Phase 12; R-E2, R-E5).
 */
export function eePurchasePlanView(setup: EeSetup, state: EeState, civ: CivilizationId, hand: Hand, goal: EePlanGoal): EePlanAnswer | undefined {
  const p = playerOf(state, civ);
  if (p === undefined) return undefined;
  return planEePurchase({ player: p, turn: state.turn, playerCount: setup.players.length, hand, goal, limit: 6 });
}

/** Commodities of this game's deck by stack, Water first (ee chapter 11), with the most cards of each. */
export function commoditiesInPlay(setup: EeSetup): readonly { readonly id: CommodityId; readonly max: number }[] {
  const n = setup.players.length;
  return COMMODITY_IDS.filter((id) => commodityCardCount(id, n) > 0).map((id) => ({
    id,
    max: Number.isFinite(commodityCardCount(id, n)) ? commodityCardCount(id, n) : 99,
  }));
}

/** Set value of each commodity typed (ee Phase 7: count squared times face value). */
export const setValues = (hand: Hand): readonly { readonly id: CommodityId; readonly count: number; readonly value: number }[] =>
  (Object.entries(hand) as [CommodityId, number][]).filter(([, n]) => n > 0).map(([id, n]) => ({ id, count: n, value: setValue(id, n) }));

/** The hand limit of each active player (ee Phase 12: 8, Roadbuilding 9). */
export const handLimits = (state: EeState): Readonly<Partial<Record<CivilizationId, number>>> =>
  Object.fromEntries(activePlayers(state).map((p) => [p.civ, handLimit(heldAdvances(p))]));

/** One player's hand limit (ee Phase 12): the rulebook's 8 for a civilization not in play. */
export const handLimitOf = (state: EeState, civ: CivilizationId): number => handLimits(state)[civ] ?? HAND_LIMIT;

/**
 * What the hand form starts from (ee Phase 12): the hand he kept last when it was entered (this turn's
 * or last turn's), else nothing typed: a hand nobody entered is not known, and its old cards are no
 * suggestion (keptKnown).
 */
export function handStart(state: EeState, civ: CivilizationId): Hand {
  const p = playerOf(state, civ);
  return p === undefined || keptKnown(state, p) === null ? {} : p.hand;
}

// ---------------------------------------------------------------------------------------------
// Phase 13: A.S.T., scores, tie-break

export interface AstPreview {
  readonly civ: CivilizationId;
  readonly position: number;
  readonly epoch: Epoch;
  readonly finalSpace: number;
  readonly check: AstCheck;
}

/** What ee Phase 13a will do to each active marker (the A.S.T. entry's own check). */
export const astPreview = (state: EeState): readonly AstPreview[] =>
  activePlayers(state).map((p) => ({
    civ: p.civ,
    position: p.ast,
    epoch: epochOf(p.civ, p.ast),
    finalSpace: finalSpace(p.civ),
    check: checkAstMove({ civ: p.civ, position: p.ast, cities: p.cities, advances: heldAdvances(p) }),
  }));

export { BASIC_REQUIREMENTS };

export interface ScoreRow extends Score {
  readonly place: number;
  readonly decidedBy?: Standing['decidedBy'];
}

/** Victory points (ee Phase 13d) with the places and the tie-break step that decided each tie. */
export function scoreRows(setup: EeSetup, state: EeState): readonly ScoreRow[] {
  const facts = standingFacts(setup, state);
  const s = scores(facts);
  return standings(facts).map((st) => {
    const score = s.find((x) => x.civ === st.civ);
    return {
      civ: st.civ,
      cities: score?.cities ?? 0,
      advances: score?.advances ?? 0,
      ast: score?.ast ?? 0,
      bonus: score?.bonus ?? 0,
      total: st.total,
      place: st.place,
      ...(st.decidedBy !== undefined ? { decidedBy: st.decidedBy } : {}),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Players

export interface PlayerSheet {
  readonly player: EePlayer;
  readonly epoch: Epoch;
  readonly finalSpace: number;
  readonly move: AstCheck;
  readonly advances: readonly { readonly id: AdvanceId; readonly colours: readonly Colour[]; readonly turn: number }[];
  readonly credits: CreditTotals;
  /** Commodity cards kept (ee Phase 12), or null when the hand was not entered (not known, not 0). */
  readonly hand: number | null;
  readonly handLimit: number;
  readonly taxRates: readonly number[];
  readonly supportRate: number;
  readonly specialAbilities: readonly SpecialAbility[];
}

/** Each player's books: holdings, A.S.T. with the next requirement, advances and credit tokens. */
export function playerSheets(setup: EeSetup, state: EeState): readonly PlayerSheet[] {
  return state.players.map((p) => {
    const held = heldAdvances(p);
    return {
      player: p,
      epoch: epochOf(p.civ, p.ast),
      finalSpace: finalSpace(p.civ),
      move: checkAstMove({ civ: p.civ, position: p.ast, cities: p.cities, advances: held }),
      advances: ADVANCE_IDS.filter((id) => held.includes(id)).map((id) => ({ id, colours: ADVANCES[id].colours, turn: p.advances[id] ?? state.turn })),
      credits: allCredits(p, setup.players.length),
      hand: keptKnown(state, p),
      handLimit: handLimit(held),
      taxRates: allowedTaxRates(held),
      supportRate: citySupportRate(held),
      specialAbilities: SPECIAL_ABILITIES.filter((a) => held.includes(a)),
    };
  });
}

/** Starting credits of each colour for a player count (ee chapter 4: 10 with 5 players, 5 with 6). */
export const startingCreditsFor = (players: number): number => startingCredits(players)[COLOURS[0]];

// ---------------------------------------------------------------------------------------------
// Trade cards a player can hold (hands.ts)

export interface CardsHeld {
  /** The most trade cards he can hold this turn (ee Phase 6, Phase 7). */
  readonly cards: number;
  /** The most commodity cards he can turn in or keep now (calamities shown and cards given up taken off). */
  readonly commodities: number;
  /** The stacks he drew from (ee Phase 6a, 6b). */
  readonly stacks: readonly number[];
  readonly cite: readonly RuleCitation[];
}

/** What the forms show of a player's trade cards: the bounds the engine checks entries against. */
export function cardsHeld(state: EeState, civ: CivilizationId): CardsHeld | undefined {
  const b = cardBoundsOf(state, civ);
  return b === undefined
    ? undefined
    : { cards: b.held, commodities: b.commodities, stacks: [...b.stacks].sort((x, y) => x - y), cite: [ee('Phase 6'), ee('Phase 7')] };
}
