/**
 * The one shape every ruleset's signals take, and the one turn walker they share. A ruleset's
 * module (game-advciv.ts, game-ee.ts, game-smc.ts) is a factory `createXSignals(session, deps)`
 * over a game session: the open game in its own types, the turn, the phase the walker shows, the
 * players and scores views, `showPhase`, and a `submit` that takes only that ruleset's entries.
 *
 * The walker: the phase shown is the engine's suggestion, or further on when the table skipped
 * ahead with one tap in this turn. An undo past the moment of the skip cancels it (the undone entry
 * is asked for again), and a new turn starts afresh. The skip is kept per game in a cursor store
 * (the device's localStorage in the app, a memory store in tests), so a reload continues where the
 * table was.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { AnyEntry } from '../engine/games';
import type { Result } from '../engine/result';
import type { Violation } from '../engine/types';
import { session, type GameSession, type OpenGame, type Refusal } from './game';

/** Every ruleset's signals: `G` its open game, `T` its turn view, `P` its phases, `E` its entries. */
export interface RulesetSignals<G, T, P extends string, E, Players, Scores> {
  readonly game: ReadonlySignal<G | undefined>;
  /** The turn now (entries are checked against it); undefined when no game of this ruleset is open. */
  readonly turn: ReadonlySignal<T | undefined>;
  /** The phase the walker shows. */
  readonly phase: ReadonlySignal<P | undefined>;
  /** The players' sheets for the table shown (now, or as of a log entry). */
  readonly players: ReadonlySignal<Players>;
  /** The score table for the table shown. */
  readonly scores: ReadonlySignal<Scores>;
  /** Moves the walker on to a phase of this turn (one tap past a phase done at the table). */
  readonly showPhase: (phase: P) => void;
  /** The engine's verdict on an entry against the table now (empty = valid); nothing is stored. */
  readonly check: (entry: E) => readonly Violation[];
  /** Validates, stores, then shows the entry; refused when no game of this ruleset is open. */
  /** `seen`: the log length the screen showed when the entry was tapped (GameSession.submitEntry). */
  readonly submit: (entry: E, seen?: number) => Promise<Result<number, Refusal>>;
}

/** Any ruleset's signals, as a registry holds them: the shape without the ruleset's own types. */
export type AnyRulesetSignals = Omit<RulesetSignals<unknown, unknown, string, never, unknown, unknown>, 'showPhase'> & {
  readonly showPhase: (phase: never) => void;
};

/** Where one ruleset's walker cursors are kept, so a reload continues where the table was. */
export interface CursorStore {
  read(): string | null;
  write(value: string): void;
}

/** What a ruleset's signals depend on besides the session. */
export interface SignalDeps {
  readonly cursors: CursorStore;
}

/** The device's cursor store under `key`; without storage the cursor lasts for this visit. */
export function localCursors(key: string): CursorStore {
  return {
    read: () => {
      try {
        return globalThis.localStorage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write: (value) => {
      try {
        globalThis.localStorage?.setItem(key, value);
      } catch {
        // The cursor is a convenience; without storage it lasts for this visit.
      }
    },
  };
}

/** Where the walker stands: the open game, its turn, the engine's suggested phase and the log length. */
export interface WalkerPosition<P extends string> {
  readonly game: string;
  readonly turn: number;
  readonly suggested: P;
  /** The earliest phase the table can be taken back to (the engine's view says); absent: never back before `suggested`. */
  readonly earliest?: P;
  readonly entries: number;
}

/** A one-tap skip: the phase shown, in which turn, and how many entries the log had then. */
interface Skip<P extends string> {
  readonly phase: P;
  readonly turn: number;
  readonly entries: number;
}

function parseSkips<P extends string>(raw: string | null, phases: readonly P[]): Record<string, Skip<P>> {
  try {
    const data: unknown = JSON.parse(raw ?? '{}');
    if (typeof data !== 'object' || data === null) return {};
    const out: Record<string, Skip<P>> = {};
    for (const [k, v] of Object.entries(data as Record<string, unknown>)) {
      if (typeof v !== 'object' || v === null) continue;
      const { phase, turn, entries } = v as Record<string, unknown>;
      if ((phases as readonly unknown[]).includes(phase) && typeof turn === 'number' && typeof entries === 'number')
        out[k] = { phase: phase as P, turn, entries };
    }
    return out;
  } catch {
    return {};
  }
}

export interface Walker<P extends string> {
  readonly phase: ReadonlySignal<P | undefined>;
  readonly showPhase: (phase: P) => void;
}

/** The turn walker over a ruleset's phases (in turn order) and the walker's position. */
export function createWalker<P extends string>(phases: readonly P[], position: ReadonlySignal<WalkerPosition<P> | undefined>, store: CursorStore): Walker<P> {
  const skipped = signal<Readonly<Record<string, Skip<P>>>>(parseSkips(store.read(), phases));
  const phase = computed<P | undefined>(() => {
    const at = position.value;
    if (at === undefined) return undefined;
    const skip = skipped.value[at.game];
    if (skip === undefined || skip.turn !== at.turn || at.entries < skip.entries) return at.suggested;
    const to = phases.indexOf(skip.phase);
    if (to > phases.indexOf(at.suggested)) return skip.phase;
    // Back to a phase left earlier, while it is still open and nothing was recorded since (then the suggestion leads again).
    if (at.earliest !== undefined && to >= phases.indexOf(at.earliest) && at.entries === skip.entries) return skip.phase;
    return at.suggested;
  });
  const showPhase = (to: P) => {
    const at = position.value;
    if (at === undefined) return;
    const next: Record<string, Skip<P>> = { ...skipped.value, [at.game]: { phase: to, turn: at.turn, entries: at.entries } };
    skipped.value = next;
    store.write(JSON.stringify(next));
  };
  return { phase, showPhase };
}

/** The session's open game typed as one ruleset's, guarded: a submit with no such game open is refused. */
export function typedCommands<E extends AnyEntry>(
  s: GameSession,
  game: ReadonlySignal<OpenGame<unknown, unknown, E> | undefined>,
): Pick<RulesetSignals<unknown, unknown, string, E, unknown, unknown>, 'check' | 'submit'> {
  return {
    check: (entry) => (game.value === undefined ? [] : s.check(entry)),
    submit: async (entry, seen) => {
      if (game.value === undefined)
        return { ok: false, error: { kind: 'storage', error: { code: 'game/not-found', params: { id: s.record.value?.id ?? '' } } } };
      return s.submitEntry(entry, seen);
    },
  };
}

/** The app's instance of a ruleset's signals (over the app's session and the device's cursors), made on first use. */
export function appSignals<S>(create: (s: GameSession, deps: SignalDeps) => S, cursorKey: string): () => S {
  let app: S | undefined;
  return () => {
    app ??= create(session(), { cursors: localCursors(cursorKey) });
    return app;
  };
}
