/**
 * What a new advciv entry meets besides its own checks (GameModule.admit): the turn's order of play.
 * - Once is once: a kind the rules make once per turn is not recorded twice (ONCE_PER_TURN).
 * - Phases in order (18.1): no entry of a later phase while an earlier phase of this turn, from the
 *   phase cursor on, still owes an entry. What is owed is the turn walker's (views/turn.ts): the
 *   same view that stops the walker judges the entry, so the walker, the phase chips and the one-tap
 *   buttons of every phone meet one check.
 * - Cross-phase bounds (bounds.ts): what earlier phases' entries decide (20.1, 21.1, 16.1, 27.1).
 * These judge entries as they are recorded; a log read back is replayed with the entries' own checks
 * only (a game recorded before these checks still opens: GameModule.admit).
 */
import type { LoggedEntry, Violation } from '../../types';
import { advcivBounds } from './bounds';
import type { AdvCivEntry, AdvCivEntryKind } from './entries';
import { PHASE_OF } from './entries';
import type { AdvCivSetup } from './setup';
import { PHASES, type AdvCivState, type PhaseId } from './state';
import { entriesThisTurn, turnView } from './views/turn';
import { violation, type AdvCivViolationCode } from './violations';

/**
 * The kinds recorded at most once per turn, for the whole table or once per player, with the rule
 * that makes it so. Kinds whose own handler already refuses a second entry are not listed here but
 * stay once per turn: taxes (19.1, taxation/already-taxed), population expansion (20,
 * population/already-entered), ships (22, ships/already-entered), the draws (27.1, one principal
 * and, with Capitals, one supplemental draw: trade/already-drawn), the calamities (29, one entry for
 * the phase: calamity/already-resolved), the purchase (31.1, one purchase of one or more cards,
 * R-A4: purchase/already-purchased) and the A.S.T. (33, it ends the turn). Trades (28) and city
 * attacks (24.3) may be many.
 */
export const ONCE_PER_TURN: Readonly<
  Partial<Record<AdvCivEntryKind, { readonly per: 'table' | 'player'; readonly code: AdvCivViolationCode; readonly rule: readonly string[] }>>
> = {
  census: { per: 'table', code: 'census/already-entered', rule: ['18.1', '21.1'] }, // one count of the tokens on the board (21.1, 21.2)
  cities: { per: 'table', code: 'cities/already-entered', rule: ['18.1', '26.1'] }, // the cities after conflict, construction and surplus removal (24-26)
  hand: { per: 'player', code: 'hand/already-kept', rule: ['31.71'] }, // the commodity cards retained after the purchases
};

const playerOf = (entry: AdvCivEntry): string | undefined => ('nation' in entry && typeof entry.nation === 'string' ? entry.nation : undefined);

function once(state: AdvCivState, thisTurn: readonly AdvCivEntry[], entry: AdvCivEntry): readonly Violation[] {
  const rule = ONCE_PER_TURN[entry.kind];
  if (rule === undefined) return [];
  const who = playerOf(entry);
  const before = thisTurn.some((e) => e.kind === entry.kind && (rule.per === 'table' || playerOf(e) === who));
  if (!before) return [];
  return [violation(rule.code, rule.rule, { turn: state.turn, ...(rule.per === 'player' && who !== undefined ? { nation: who } : {}) })];
}

/**
 * 18.1: the first phase from the cursor up to (not including) `phase` that still owes an entry, as
 * the violation an entry of `phase` gets now (undefined: nothing owed before it). The turn tab shows
 * it over a later phase's form, the entry's judgement refuses with it: one check.
 */
export function owedBefore(setup: AdvCivSetup, state: AdvCivState, thisTurn: readonly AdvCivEntry[], phase: PhaseId): Violation | undefined {
  if (state.ended !== null) return undefined;
  const at = PHASES.indexOf(phase);
  const cursor = state.phase === null ? 0 : PHASES.indexOf(state.phase);
  if (at <= cursor) return undefined; // this phase, or one the cursor passed (phase/already-passed says so)
  const view = turnView(setup, state, thisTurn as readonly { readonly kind: string; readonly nation?: string }[]);
  const step = view.steps.slice(cursor, at).find((s) => !s.done && s.need === 'owed' && s.waiting.length > 0);
  if (step === undefined) return undefined;
  // The owed phase's own rule (19, 21, 26, 27, 29, 31) and the sequence of play.
  const rule = step.cite[0]?.rule ?? '18.1';
  return violation('phase/owed', [rule, '18.1'], { phase: step.phase, nations: step.waiting, before: phase });
}

function owed(setup: AdvCivSetup, state: AdvCivState, thisTurn: readonly AdvCivEntry[], entry: AdvCivEntry): readonly Violation[] {
  const phase = PHASE_OF[entry.kind];
  if (phase === null) return []; // leaving, joining, the end: between phases
  const v = owedBefore(setup, state, thisTurn, phase);
  return v === undefined ? [] : [v];
}

export function admitAdvCiv(setup: AdvCivSetup, state: AdvCivState, log: readonly LoggedEntry<AdvCivEntry>[], entry: AdvCivEntry): readonly Violation[] {
  if (state.ended !== null) return []; // the entry's own check refuses it (34.1)
  const thisTurn = entriesThisTurn(log);
  const first = once(state, thisTurn, entry);
  if (first.length > 0) return first;
  const order = owed(setup, state, thisTurn, entry);
  return order.length > 0 ? order : advcivBounds(setup, state, entry); // cross-phase bounds (bounds.ts)
}
