/**
 * The open game seen as Advanced Civilization: typed setup, state, the state shown (now or as of a
 * log entry), the entries of the current turn, and the turn walker's cursor. Views come from
 * src/engine/rulesets/advciv/views; nothing here computes a rule.
 */
import { computed, signal } from '@preact/signals';
import type { AdvCivEntry } from '../engine/rulesets/advciv/entries';
import type { AdvCivSetup } from '../engine/rulesets/advciv/setup';
import { PHASES, type AdvCivState, type PhaseId } from '../engine/rulesets/advciv/state';
import { entriesThisTurn, turnView, type TurnView } from '../engine/rulesets/advciv/views/turn';
import { openGameOf, session, type OpenGame } from './game';

export type AdvCivGame = OpenGame<AdvCivSetup, AdvCivState, AdvCivEntry>;

export const advcivGame = computed<AdvCivGame | undefined>(() => openGameOf(session(), 'advciv'));

export const turn = computed<TurnView | undefined>(() => {
  const g = advcivGame.value;
  return g === undefined ? undefined : turnView(g.setup, g.state, entriesThisTurn(g.entries));
});

const KEY = 'tresham.walker';

/** A one-tap skip: the phase shown, in which turn, and how many entries the log had then. */
interface Skip {
  readonly phase: PhaseId;
  readonly turn: number;
  readonly entries: number;
}

/** Phases skipped with one tap, per game. Kept across reloads. */
const skipped = signal<Readonly<Record<string, Skip>>>(read());

function read(): Record<string, Skip> {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    const out: Record<string, Skip> = {};
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof v !== 'object' || v === null) continue;
      const { phase, turn, entries } = v as Record<string, unknown>;
      if ((PHASES as readonly unknown[]).includes(phase) && typeof turn === 'number' && typeof entries === 'number')
        out[k] = { phase: phase as PhaseId, turn, entries };
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * The phase the walker shows: the engine's suggestion, or further on if the table skipped ahead in
 * this turn. An undo past the moment of the skip cancels it, so an undone entry is asked for again.
 */
export const walkerPhase = computed<PhaseId | undefined>(() => {
  const g = advcivGame.value;
  const v = turn.value;
  if (g === undefined || v === undefined) return undefined;
  const skip = skipped.value[g.id];
  if (skip !== undefined && skip.turn === v.turn && g.entries.length >= skip.entries && PHASES.indexOf(skip.phase) > PHASES.indexOf(v.suggested))
    return skip.phase;
  return v.suggested;
});

/** Moves the walker on to a phase (one tap past a phase with nothing to enter). */
export function showPhase(phase: PhaseId): void {
  const g = advcivGame.value;
  const v = turn.value;
  if (g === undefined || v === undefined) return;
  const next: Record<string, Skip> = { ...skipped.value, [g.id]: { phase, turn: v.turn, entries: g.entries.length } };
  skipped.value = next;
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // The cursor is a convenience; without storage it lasts for this visit.
  }
}

/** The phase after `phase` in the turn (18.1), or undefined after the last. */
export function nextPhase(phase: PhaseId): PhaseId | undefined {
  return PHASES[PHASES.indexOf(phase) + 1];
}
