/**
 * Replay: the state of a game is its setup's initial state with every entry applied in order.
 * An entry that fails validation is not applied; its violations are reported with its index so
 * the UI can show what became invalid after an edit, and the restore gate can refuse the record.
 */
import type { EntryHandler, GameModule } from '../game';
import type { LoggedEntry, Violation } from '../types';

export interface EntryViolations {
  readonly index: number;
  readonly violations: readonly Violation[];
}

export interface ReplayResult<State> {
  readonly state: State;
  readonly violations: readonly EntryViolations[];
}

function handlerFor<Setup, State, Entry extends { readonly kind: string }>(
  module: GameModule<Setup, State, Entry>,
  entry: Entry,
): EntryHandler<State, Entry, Setup> {
  // The mapped HandlerTable guarantees a handler for every kind; the cast only re-joins the union.
  return module.handlers[entry.kind as Entry['kind']] as unknown as EntryHandler<State, Entry, Setup>;
}

/** Validates one entry against a state. */
export function validateEntry<Setup, State, Entry extends { readonly kind: string }>(
  module: GameModule<Setup, State, Entry>,
  setup: Setup,
  state: State,
  entry: Entry,
): readonly Violation[] {
  return handlerFor(module, entry).validate(state, entry, setup);
}

/** Validates then applies one entry; returns the violations instead of a state when invalid. */
export function step<Setup, State, Entry extends { readonly kind: string }>(
  module: GameModule<Setup, State, Entry>,
  setup: Setup,
  state: State,
  entry: Entry,
): { readonly state: State; readonly violations: readonly Violation[] } {
  const handler = handlerFor(module, entry);
  const violations = handler.validate(state, entry, setup);
  if (violations.length > 0) return { state, violations };
  return { state: handler.apply(state, entry, setup), violations };
}

/**
 * The verdict on a new entry (one being recorded now, not one read back from a log): the module's
 * checks of the turn (`admit`: once per turn, phases in order) first, then the entry's own. `log`
 * is the log `state` was replayed from.
 */
export function judgeNew<Setup, State, Entry extends { readonly kind: string }>(
  module: GameModule<Setup, State, Entry>,
  setup: Setup,
  state: State,
  log: readonly LoggedEntry<Entry>[],
  entry: Entry,
): readonly Violation[] {
  const turn = module.admit(setup, state, log, entry);
  return turn.length > 0 ? turn : validateEntry(module, setup, state, entry);
}

/** Judges a new entry (judgeNew) and applies it; returns the violations instead of a state when refused. */
export function stepNew<Setup, State, Entry extends { readonly kind: string }>(
  module: GameModule<Setup, State, Entry>,
  setup: Setup,
  state: State,
  log: readonly LoggedEntry<Entry>[],
  entry: Entry,
): { readonly state: State; readonly violations: readonly Violation[] } {
  const turn = module.admit(setup, state, log, entry);
  return turn.length > 0 ? { state, violations: turn } : step(module, setup, state, entry);
}

/** Replays `entries` (all of them, or the first `upTo`) from the setup's initial state. */
export function replay<Setup, State, Entry extends { readonly kind: string }>(
  module: GameModule<Setup, State, Entry>,
  setup: Setup,
  entries: readonly LoggedEntry<Entry>[],
  upTo: number = entries.length,
): ReplayResult<State> {
  let state = module.initialState(setup);
  const violations: EntryViolations[] = [];
  const end = Math.min(upTo, entries.length);
  for (let index = 0; index < end; index++) {
    const logged = entries[index];
    if (logged === undefined) break;
    const result = step(module, setup, state, logged.entry);
    if (result.violations.length > 0) violations.push({ index, violations: result.violations });
    else state = result.state;
  }
  return { state, violations };
}
