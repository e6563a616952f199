/**
 * What a new Eastern Empires entry meets besides its own checks (GameModule.admit): the turn's order.
 * - Once is once: a kind the rules make once per turn is not recorded twice (ONCE_PER_TURN).
 * - Phases in order (ee chapter 6, "The order of phases"): no entry of a later phase while an
 *   earlier phase of this turn, from the phase cursor on, still requires its entry. What is required
 *   is the turn walker's (views/turn.ts eeTurnView), so the walker and every phone meet one check.
 * These judge entries as they are recorded; a log read back is replayed with the entries' own checks
 * only (a game recorded before these checks still opens: GameModule.admit).
 */
import type { LoggedEntry, Violation } from '../../types';
import { eeBounds } from './bounds';
import type { CivilizationId } from './civilizations';
import { activePlayers } from './entries/context';
import { phaseOf, type EeEntry, type EeEntryKind } from './entries';
import { PHASES, PHASE_INFO, type Phase } from './phases';
import type { EeSetup } from './setup';
import type { EeState } from './state';
import { eeTurnView, entriesThisTurn } from './views/turn';
import { eeViolation, type EeViolationCode } from './violations';

/**
 * The kinds recorded at most once per turn, for the whole table, per player, or per step of the
 * kind (the cities of Phase 5 and of Phase 11), with the rule that makes it so. Kinds whose own
 * handler already refuses a second entry stay once per turn without being listed: the taxes (Phase
 * 1, ee/tax/already-collected), the ships (Phase 3, ee/ships/already-entered), the draw (Phase 6,
 * ee/cards/already-drawn), the calamity selection (Phase 8, ee/selection/already-made), each
 * calamity (Phase 9, ee/calamity/already-resolved), the special abilities (Phase 10,
 * ee/ability/already-used), the purchase (Phase 12, any number of advances in one purchase:
 * ee/purchase/already-purchased) and the A.S.T. (Phase 13, it ends the turn).
 */
export const ONCE_PER_TURN: Readonly<
  Partial<Record<EeEntryKind, { readonly per: 'table' | 'player' | 'step'; readonly code: EeViolationCode; readonly rule: readonly string[] }>>
> = {
  census: { per: 'table', code: 'ee/census/already-entered', rule: ['Phase 2'] }, // 2b: the census markers adjusted once
  cities: { per: 'step', code: 'ee/cities/already-entered', rule: ['chapter 6'] }, // Phase 5 and Phase 11, each once
  hand: { per: 'player', code: 'ee/hand/already-kept', rule: ['Phase 12'] }, // the hand limit, at the end of the phase
};

const playerOf = (entry: EeEntry): CivilizationId | undefined => ('civ' in entry ? entry.civ : undefined);
const stepOf = (entry: EeEntry): string | undefined => (entry.kind === 'cities' ? entry.step : undefined);

function once(state: EeState, thisTurn: readonly EeEntry[], entry: EeEntry): readonly Violation[] {
  const rule = ONCE_PER_TURN[entry.kind];
  if (rule === undefined) return [];
  const same = (e: EeEntry) =>
    e.kind === entry.kind && (rule.per === 'table' || (rule.per === 'player' ? playerOf(e) === playerOf(entry) : stepOf(e) === stepOf(entry)));
  if (!thisTurn.some(same)) return [];
  const phase = phaseOf(entry);
  const cite = rule.per === 'step' && phase !== null ? [`Phase ${PHASE_INFO[phase].number}`] : rule.rule;
  const who = playerOf(entry);
  return [
    eeViolation(rule.code, cite, {
      turn: state.turn,
      ...(phase !== null ? { phase } : {}),
      ...(rule.per === 'player' && who !== undefined ? { civ: who } : {}),
    }),
  ];
}

/** ee chapter 6: the first phase from the cursor up to (not including) the entry's phase still requiring its entry. */
function owed(state: EeState, thisTurn: readonly EeEntry[], entry: EeEntry): readonly Violation[] {
  const phase = phaseOf(entry);
  if (phase === null) return []; // leaving: between phases
  const v = eeOwedBefore(state, thisTurn, phase);
  return v === undefined ? [] : [v];
}

/**
 * ee chapter 6: what an entry of `phase` would meet now: the first phase from the cursor up to (not
 * including) `phase` still requiring its entry, as the violation the engine gives; undefined when
 * nothing earlier is owed. The walker says it before anything is typed in a later phase.
 */
export function eeOwedBefore(state: EeState, thisTurn: readonly EeEntry[], phase: Phase): Violation | undefined {
  const at = PHASES.indexOf(phase);
  const cursor = state.phase === null ? 0 : PHASES.indexOf(state.phase);
  if (at <= cursor) return undefined; // this phase, or one the cursor passed (ee/phase/already-passed says so)
  // The cursor's own phase has had an entry: a phase of one entry for the table is done with it; one
  // of an entry per player (the draws, Phase 6; the calamities, Phase 9) may still wait for some.
  const steps = eeTurnView(state, thisTurn).steps;
  const step = steps.slice(cursor, at).find((s, i) => s.required && !s.done && (state.phase === null || i > 0 || s.waiting.length > 0));
  if (step === undefined) return undefined;
  const civs = step.waiting.length > 0 ? step.waiting : activePlayers(state).map((p) => p.civ);
  return eeViolation('ee/phase/owed', [`Phase ${step.number}`, 'chapter 6'], { phase: step.phase, civs, before: phase });
}

export function admitEe(setup: EeSetup, state: EeState, log: readonly LoggedEntry<EeEntry>[], entry: EeEntry): readonly Violation[] {
  if (state.ended !== null) return []; // the entry's own check refuses it (Phase 13b)
  const thisTurn = entriesThisTurn(log.map((l) => l.entry));
  const first = once(state, thisTurn, entry);
  if (first.length > 0) return first;
  const order = owed(state, thisTurn, entry);
  return order.length > 0 ? order : eeBounds(state, entry, setup);
}
