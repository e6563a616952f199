/**
 * The Eastern Empires turn walker (ee chapter 6, "The order of phases"): the 13 phases of this turn
 * with their acting order, the entry kinds and forms of each, what is still to enter and where the
 * walker stops; the turns of the log. Pure: from the state and this turn's entries to plain data.
 */
import type { RuleCitation } from '../../../types';
import { turnsOf } from '../../../phased-entries';
import type { AdvanceId } from '../advances';
import { resolutionOrder } from '../calc/calamity-order';
import type { CivilizationId } from '../civilizations';
import type { EeEntry, EeEntryKind } from '../entries';
import { activePlayers } from '../entries/context';
import { SPECIAL_ABILITIES } from '../entries/special-abilities';
import { actingOrder, PHASE_INFO, PHASES, type Phase, type PhaseOrder } from '../phases';
import { heldAdvances, playerOf, type EePlayer, type EeState } from '../state';
import type { CalamityId } from '../trade-cards';

const ee = (rule: string): RuleCitation => ({ doc: 'ee', rule });

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
  /** An entry of this phase was recorded this turn (ships, a special ability): the phase was not passed with nothing entered. */
  readonly entered: boolean;
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

export const orderFacts = (players: readonly EePlayer[]) =>
  players.map((p) => ({ civ: p.civ, census: p.census, cities: p.cities, astPosition: p.ast, holds: heldAdvances(p) }));

type StepFacts = Omit<EeStep, 'open' | 'entered'>;

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
  const steps = PHASES.map((phase, i): EeStep => {
    const facts = stepOf(state, thisTurn, phase);
    return { ...facts, open: i >= cursor, entered: thisTurn.some((e) => (facts.kinds as readonly string[]).includes(e.kind)) };
  });
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

/** Phases before `phase` passed with nothing entered that still take entries: the table can go back to them (not one that took an entry this turn). */
export function eePassedOpen(view: Pick<EeTurnView, 'steps'>, phase: Phase): readonly Phase[] {
  const at = view.steps.findIndex((s) => s.phase === phase);
  return view.steps
    .slice(0, Math.max(0, at))
    .filter((s) => s.open && !s.done && !s.entered && s.need === 'optional')
    .map((s) => s.phase);
}
