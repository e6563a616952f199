/**
 * The game turn by turn: the state at the end of every turn of a log (the race charts, the A.S.T.
 * history), derived from the log like every other state (STYLE 6), never stored. Turns only go
 * forward along a log, so a stretch between two checkpoints of the same turn holds no turn's end:
 * the walk jumps it and replays only the stretches where a turn ends.
 */
import type { GameModule } from '../game';
import type { LoggedEntry } from '../types';
import { type Checkpoint, type CheckpointIndex, checkpointsFrom, nearestCheckpoint, replayFrom } from './checkpoints';
import { step } from './replay';

/** The table at the end of a turn (or, for the turn under way, now). */
export interface TurnPoint<State> {
  readonly turn: number;
  /** The entries that make this state (the log's first `at`). */
  readonly at: number;
  readonly state: State;
  /** False for the turn under way: its point is the table as it stands. */
  readonly ended: boolean;
}

/**
 * One point per turn: the state after the entry that ended it (the one after which `turnOf` gives
 * the next turn), then the turn under way as it stands if any entry was made in it or nothing ended
 * yet. `index` holds states of this same log (the state layer's checkpoints); invalid entries are
 * skipped, as in a replay. `endsTurn` names the entries that can end a turn (a ruleset's A.S.T.
 * entry): then each turn's end is replayed from the nearest checkpoint or the previous end, whichever
 * is nearer, and nothing else is replayed.
 */
export function turnEnds<Setup, State, Entry extends { readonly kind: string }>(
  module: GameModule<Setup, State, Entry>,
  setup: Setup,
  entries: readonly LoggedEntry<Entry>[],
  turnOf: (state: State) => number,
  index: CheckpointIndex<State> = checkpointsFrom(module.initialState(setup)),
  endsTurn?: (entry: Entry) => boolean,
): readonly TurnPoint<State>[] {
  if (endsTurn !== undefined) return turnEndsAt(module, setup, entries, turnOf, index, endsTurn);
  const points: TurnPoint<State>[] = [];
  const first = index.points[0];
  let state = first?.state ?? module.initialState(setup);
  let i = first?.at ?? 0;
  let turn = turnOf(state);
  while (i < entries.length) {
    // The next checkpoint past i: if its turn is this one, no turn ended in between.
    const ahead = index.points[Math.floor(i / index.every) + 1];
    if (ahead !== undefined && ahead.at > i && ahead.at <= entries.length && turnOf(ahead.state) === turn) {
      state = ahead.state;
      i = ahead.at;
      continue;
    }
    const logged = entries[i];
    if (logged === undefined) break;
    const result = step(module, setup, state, logged.entry);
    i++;
    if (result.violations.length > 0) continue;
    state = result.state;
    const next = turnOf(state);
    if (next !== turn) {
      points.push({ turn, at: i, state, ended: true });
      turn = next;
    }
  }
  const last = points[points.length - 1];
  if (last === undefined || last.at < i) points.push({ turn, at: i, state, ended: false });
  return points;
}

function turnEndsAt<Setup, State, Entry extends { readonly kind: string }>(
  module: GameModule<Setup, State, Entry>,
  setup: Setup,
  entries: readonly LoggedEntry<Entry>[],
  turnOf: (state: State) => number,
  index: CheckpointIndex<State>,
  endsTurn: (entry: Entry) => boolean,
): readonly TurnPoint<State>[] {
  const points: TurnPoint<State>[] = [];
  let from: Checkpoint<State> = nearestCheckpoint(index, 0);
  let turn = turnOf(from.state);
  const upTo = (n: number): Checkpoint<State> => {
    const near = nearestCheckpoint(index, n);
    const start = near.at > from.at ? near : from;
    return { at: n, state: replayFrom(module, setup, start, entries, n, index).state };
  };
  entries.forEach((logged, k) => {
    if (!endsTurn(logged.entry)) return;
    const after = upTo(k + 1);
    from = after;
    const next = turnOf(after.state);
    if (next === turn) return; // refused, or not the end of a turn after all: nothing ended here
    points.push({ turn, at: k + 1, state: after.state, ended: true });
    turn = next;
  });
  const now = from.at < entries.length ? upTo(entries.length) : from;
  const last = points[points.length - 1];
  if (last === undefined || last.at < entries.length) points.push({ turn, at: entries.length, state: now.state, ended: false });
  return points;
}
