/**
 * Checkpoints: states derived from the log every `every` entries, kept in memory by whoever holds
 * a replayed game (never stored, never the truth: the log is). With them, "the table as of entry n"
 * and undo replay at most `every - 1` entries from the nearest checkpoint at or before n instead of
 * the whole log from the setup. A checkpoint index is immutable: every function returns a new one.
 */
import type { GameModule } from '../game';
import type { LoggedEntry } from '../types';
import { type EntryViolations, step } from './replay';

/** The state after the first `at` entries of the log. */
export interface Checkpoint<State> {
  readonly at: number;
  readonly state: State;
}

export interface CheckpointIndex<State> {
  /** A checkpoint is kept after every `every` entries (and always at 0, the setup's initial state). */
  readonly every: number;
  /** Ascending by `at`; the first is at 0. */
  readonly points: readonly Checkpoint<State>[];
}

/** About one turn of a large table; at most this many entries are replayed for an "as of". */
export const CHECKPOINT_EVERY = 32;

/** An index holding only the initial state. */
export function checkpointsFrom<State>(initial: State, every: number = CHECKPOINT_EVERY): CheckpointIndex<State> {
  return { every: Math.max(1, Math.floor(every)), points: [{ at: 0, state: initial }] };
}

/** The checkpoint at or before entry count `n` (the initial one when nothing nearer is kept). */
export function nearestCheckpoint<State>(index: CheckpointIndex<State>, n: number): Checkpoint<State> {
  const points = index.points;
  // Points are dense from 0 in steps of `every` (see `recordCheckpoint`): the position is arithmetic.
  let i = Math.min(points.length - 1, Math.max(0, Math.floor(n / index.every)));
  let point = points[i];
  while (point !== undefined && point.at > n && i > 0) point = points[--i];
  return point ?? (points[0] as Checkpoint<State>);
}

/** Adds the state after `at` entries when `at` falls on the index's spacing and is not kept yet. */
export function recordCheckpoint<State>(index: CheckpointIndex<State>, at: number, state: State): CheckpointIndex<State> {
  if (at % index.every !== 0) return index;
  const last = index.points[index.points.length - 1];
  if (last === undefined || at !== last.at + index.every) return index;
  return { ...index, points: [...index.points, { at, state }] };
}

/** Forgets the checkpoints past entry count `n` (after undo or truncate: those states are gone). */
export function dropCheckpointsAfter<State>(index: CheckpointIndex<State>, n: number): CheckpointIndex<State> {
  const kept = index.points.filter((p) => p.at <= n);
  return kept.length === index.points.length ? index : { ...index, points: kept };
}

export interface ReplayFromResult<State> {
  readonly state: State;
  readonly violations: readonly EntryViolations[];
  /** The index with every checkpoint passed on the way added. */
  readonly checkpoints: CheckpointIndex<State>;
}

/**
 * The state after the first `n` entries, replayed from `checkpoint` (which must be a state of this
 * same log at or before n). Invalid entries are skipped and reported, as in `replay`.
 */
export function replayFrom<Setup, State, Entry extends { readonly kind: string }>(
  module: GameModule<Setup, State, Entry>,
  setup: Setup,
  checkpoint: Checkpoint<State>,
  entries: readonly LoggedEntry<Entry>[],
  n: number = entries.length,
  index: CheckpointIndex<State> = checkpointsFrom(checkpoint.state),
): ReplayFromResult<State> {
  let state = checkpoint.state;
  let checkpoints = index;
  const violations: EntryViolations[] = [];
  const end = Math.min(n, entries.length);
  for (let i = checkpoint.at; i < end; i++) {
    const logged = entries[i];
    if (logged === undefined) break;
    const result = step(module, setup, state, logged.entry);
    if (result.violations.length > 0) violations.push({ index: i, violations: result.violations });
    else state = result.state;
    checkpoints = recordCheckpoint(checkpoints, i + 1, state);
  }
  return { state, violations, checkpoints };
}

/** A whole replay from the setup that also builds the checkpoint index. */
export function replayWithCheckpoints<Setup, State, Entry extends { readonly kind: string }>(
  module: GameModule<Setup, State, Entry>,
  setup: Setup,
  entries: readonly LoggedEntry<Entry>[],
  every: number = CHECKPOINT_EVERY,
): ReplayFromResult<State> {
  const index = checkpointsFrom(module.initialState(setup), every);
  return replayFrom(module, setup, index.points[0] as Checkpoint<State>, entries, entries.length, index);
}

/** The state after the first `n` entries, from the nearest checkpoint of `index`. */
export function stateAsOf<Setup, State, Entry extends { readonly kind: string }>(
  module: GameModule<Setup, State, Entry>,
  setup: Setup,
  index: CheckpointIndex<State>,
  entries: readonly LoggedEntry<Entry>[],
  n: number,
): ReplayFromResult<State> {
  return replayFrom(module, setup, nearestCheckpoint(index, n), entries, n, index);
}
