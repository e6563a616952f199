/**
 * The open game: signals derived from the engine and the commands that change the game (STYLE 11).
 * `createGameSession` owns one game at a time: the loaded record, its replayed state, a "table as of
 * entry n" view for the log, and the commands submitEntry / undo / redo. submitEntry validates with
 * the engine first (a refused entry never reaches storage), then persists (durable before it
 * resolves), then updates every signal in one batch. Other tabs' changes arrive through watchGame.
 *
 * Components call the app instance (`session()`); tests build their own session over a test
 * repository and registry.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import { GAMES, type AnyEntry, type AnyGameModule } from '../engine/games';
import { replay, validateEntry } from '../engine/log/replay';
import { err, ok, type Result } from '../engine/result';
import type { GameRecord, LoggedEntry, RulesetId, Violation } from '../engine/types';
import type { PersistenceError } from '../persistence/errors';
import type { LoadedGame, Repository } from '../persistence/repository';
import type { GameRegistry } from '../persistence/restore';
import { repo } from './repo';

/** Why an entry was not recorded: the rules refused it, or the device could not store it. */
export type Refusal =
  | { readonly kind: 'violations'; readonly violations: readonly Violation[] }
  | { readonly kind: 'storage'; readonly error: PersistenceError };

export interface GameSessionDeps {
  readonly repo: Repository;
  readonly games?: GameRegistry;
  /** The clock as an ISO string (entries are stamped with it). */
  readonly now?: () => string;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * `E` is the entries the session accepts: any ruleset's in the app (the open game's module judges
 * them; each ruleset's signals narrow `submit` to their own), a test module's in tests.
 */
export interface GameSession<E = AnyEntry> {
  readonly status: ReadonlySignal<LoadStatus>;
  readonly loadError: ReadonlySignal<PersistenceError | undefined>;
  readonly game: ReadonlySignal<LoadedGame | undefined>;
  readonly record: ReadonlySignal<GameRecord | undefined>;
  readonly module: ReadonlySignal<AnyGameModule | undefined>;
  /** The current state (replay of the whole log). */
  readonly state: ReadonlySignal<unknown>;
  /** Entries shown as of: null = now; n = the table after the first n entries (log "as of then"). */
  readonly asOf: ReadonlySignal<number | null>;
  /** The state the screens show: `state`, or the replay up to `asOf`. */
  readonly shownState: ReadonlySignal<unknown>;
  readonly canUndo: ReadonlySignal<boolean>;
  readonly canRedo: ReadonlySignal<boolean>;
  /** Set when another tab changed the game (cleared by `acknowledgeOtherTab`). */
  readonly changedElsewhere: ReadonlySignal<boolean>;
  /** Opens a game and follows it (other tabs); remembers it as the game to reopen. */
  readonly open: (id: string) => Promise<Result<LoadedGame, PersistenceError>>;
  readonly close: () => void;
  /** The engine's verdict on an entry against the current state (empty = valid); nothing is stored. */
  readonly check: (entry: E) => readonly Violation[];
  /** Validates, persists, then updates the signals. The caller keeps what was typed on a refusal. */
  readonly submitEntry: (entry: E) => Promise<Result<number, Refusal>>;
  readonly undo: () => Promise<Result<LoggedEntry<E>, Refusal>>;
  readonly redo: () => Promise<Result<number, Refusal>>;
  readonly showAsOf: (entries: number | null) => void;
  readonly acknowledgeOtherTab: () => void;
}

const defaultNow = (): string => new Date().toISOString();

export function createGameSession<E = AnyEntry>(deps: GameSessionDeps): GameSession<E> {
  const games = deps.games ?? GAMES;
  const now = deps.now ?? defaultNow;
  const repo = deps.repo;
  const status = signal<LoadStatus>('idle');
  const loadError = signal<PersistenceError | undefined>(undefined);
  const game = signal<LoadedGame | undefined>(undefined);
  const asOf = signal<number | null>(null);
  const changedElsewhere = signal(false);
  let unwatch: (() => void) | undefined;
  let openId: string | undefined;
  // Writes made by this session, so the watcher can tell our own revisions from another tab's.
  let pending = 0;

  const record = computed(() => game.value?.record);
  const module = computed(() => {
    const r = record.value;
    return r === undefined ? undefined : games[r.ruleset];
  });
  const state = computed(() => game.value?.state);
  const shownState = computed(() => {
    const g = game.value;
    const m = module.value;
    const n = asOf.value;
    if (g === undefined || m === undefined || n === null || n >= g.record.entries.length) return g?.state;
    return replay(m, g.record.setup, g.record.entries, n).state;
  });
  const canUndo = computed(() => (game.value?.record.entries.length ?? 0) > 0);
  const canRedo = computed(() => (game.value?.redoDepth ?? 0) > 0);

  function accept(next: LoadedGame, fromElsewhere: boolean): void {
    batch(() => {
      const before = game.value;
      if (fromElsewhere && before !== undefined && next.rev !== before.rev) changedElsewhere.value = true;
      game.value = next;
      status.value = 'ready';
      loadError.value = undefined;
      if (asOf.value !== null && asOf.value >= next.record.entries.length) asOf.value = null;
    });
  }

  async function open(id: string): Promise<Result<LoadedGame, PersistenceError>> {
    if (openId !== id) close();
    openId = id;
    status.value = 'loading';
    const loaded = await repo.loadGame(id);
    if (openId !== id) return loaded;
    if (!loaded.ok) {
      batch(() => {
        status.value = 'error';
        loadError.value = loaded.error;
        game.value = undefined;
      });
      return loaded;
    }
    accept(loaded.value, false);
    void repo.setLastOpenGame(id);
    unwatch?.();
    unwatch = repo.watchGame(id, (update) => {
      if (openId !== id || !update.ok) return;
      const current = game.value;
      // Our own writes are already shown; only a newer revision from elsewhere replaces the game.
      if (current !== undefined && update.value.rev <= current.rev) return;
      if (pending > 0) return;
      accept(update.value, true);
    });
    return loaded;
  }

  function close(): void {
    unwatch?.();
    unwatch = undefined;
    openId = undefined;
    batch(() => {
      game.value = undefined;
      status.value = 'idle';
      loadError.value = undefined;
      asOf.value = null;
      changedElsewhere.value = false;
    });
  }

  function check(entry: E): readonly Violation[] {
    const g = game.value;
    const m = module.value;
    if (g === undefined || m === undefined) return [];
    return validateEntry(m, g.record.setup, g.state, entry);
  }

  /** Reloads after a write whose result we cannot rebuild locally (rebased, redo). */
  async function reload(id: string): Promise<Result<true, Refusal>> {
    const loaded = await repo.loadGame(id);
    if (!loaded.ok) return err({ kind: 'storage', error: loaded.error });
    accept(loaded.value, false);
    return ok(true);
  }

  async function submitEntry(entry: E): Promise<Result<number, Refusal>> {
    const g = game.value;
    if (g === undefined) return err({ kind: 'storage', error: { code: 'game/not-found', params: { id: openId ?? '' } } });
    const violations = check(entry);
    if (violations.length > 0) return err({ kind: 'violations', violations });
    const logged: LoggedEntry<E> = { at: now(), entry };
    pending++;
    try {
      const appended = await repo.appendEntry(g.record.id, logged, g.record.entries.length);
      if (!appended.ok) {
        const v = appended.error.violations;
        return err(
          appended.error.code === 'append/invalid' && v !== undefined ? { kind: 'violations', violations: v } : { kind: 'storage', error: appended.error },
        );
      }
      const a = appended.value;
      if (a.rebased || game.value !== g) {
        const reloaded = await reload(g.record.id);
        return reloaded.ok ? ok(a.seq) : reloaded;
      }
      accept(
        {
          ...g,
          record: { ...g.record, entries: [...g.record.entries, logged] },
          state: a.state,
          rev: a.rev,
          redoDepth: a.redoDepth,
          updatedAt: logged.at,
        },
        false,
      );
      return ok(a.seq);
    } finally {
      pending--;
    }
  }

  async function undo(): Promise<Result<LoggedEntry<E>, Refusal>> {
    const g = game.value;
    if (g === undefined) return err({ kind: 'storage', error: { code: 'game/not-found', params: { id: openId ?? '' } } });
    pending++;
    try {
      const undone = await repo.undo(g.record.id);
      if (!undone.ok) return err({ kind: 'storage', error: undone.error });
      const u = undone.value;
      // The log holds what this session's submitEntry stored (or the restore gate let through): entries of E.
      const removed = u.removed as LoggedEntry<E>;
      if (game.value !== g || u.entryCount !== g.record.entries.length - 1) {
        const reloaded = await reload(g.record.id);
        return reloaded.ok ? ok(removed) : reloaded;
      }
      accept({ ...g, record: { ...g.record, entries: g.record.entries.slice(0, u.entryCount) }, state: u.state, rev: u.rev, redoDepth: u.redoDepth }, false);
      return ok(removed);
    } finally {
      pending--;
    }
  }

  async function redo(): Promise<Result<number, Refusal>> {
    const g = game.value;
    if (g === undefined) return err({ kind: 'storage', error: { code: 'game/not-found', params: { id: openId ?? '' } } });
    pending++;
    try {
      const redone = await repo.redo(g.record.id);
      if (!redone.ok) {
        const v = redone.error.violations;
        return err(
          redone.error.code === 'append/invalid' && v !== undefined ? { kind: 'violations', violations: v } : { kind: 'storage', error: redone.error },
        );
      }
      // The repository does not hand back the restored entry: read the log again.
      const reloaded = await reload(g.record.id);
      return reloaded.ok ? ok(redone.value.seq) : reloaded;
    } finally {
      pending--;
    }
  }

  return {
    status,
    loadError,
    game,
    record,
    module,
    state,
    asOf,
    shownState,
    canUndo,
    canRedo,
    changedElsewhere,
    open,
    close,
    check,
    submitEntry,
    undo,
    redo,
    showAsOf: (n) => {
      asOf.value = n;
    },
    acknowledgeOtherTab: () => {
      changedElsewhere.value = false;
    },
  };
}

let instance: GameSession | undefined;

/** The app's game session over the device's repository. */
export function session(): GameSession {
  instance ??= createGameSession({ repo: repo() });
  return instance;
}

/** The open game seen through one ruleset's types: what every ruleset's screens read. */
export interface OpenGame<Setup, State, Entry> {
  readonly id: string;
  readonly name: string;
  readonly setup: Setup;
  /** The table now: entries are checked against it. */
  readonly state: State;
  /** The table the screens show: now, or as of a log entry. */
  readonly shown: State;
  readonly entries: readonly LoggedEntry<Entry>[];
}

/**
 * The session's open game typed as `ruleset`'s, or undefined when no game of that ruleset is open.
 * The casts are safe: the record passed the restore gate for that ruleset's module.
 */
export function openGameOf<Setup, State, Entry>(s: GameSession, ruleset: RulesetId): OpenGame<Setup, State, Entry> | undefined {
  const record = s.record.value;
  if (record === undefined || record.ruleset !== ruleset) return undefined;
  return {
    id: record.id,
    name: record.name,
    setup: record.setup as Setup,
    state: s.state.value as State,
    shown: s.shownState.value as State,
    entries: record.entries as readonly LoggedEntry<Entry>[],
  };
}
