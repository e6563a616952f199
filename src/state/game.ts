/**
 * The open game: signals derived from the engine and the commands that change the game (STYLE 11).
 * `createGameSession` owns one game at a time: the loaded record, its replayed state, checkpoints
 * along the log (derived, in memory), a "table as of entry n" view for the log, and the commands
 * submitEntry / undo / redo.
 *
 * The engine judges a new entry once, here: submitEntry parses, validates and applies it against the
 * state on screen, asks storage to append it at the sequence number (and revision) that state came
 * from, and on success updates every signal in one batch from the state it already computed; no
 * reload, no replay. When another page wrote first, storage refuses (compare and swap): the session
 * loads the new log and answers `stale` with what was recorded meanwhile, and the form keeps its
 * typing. Undo and "as of" replay from the nearest checkpoint, never from the first entry.
 * Once is once (issue 19): this device's submits are taken one at a time, each judged against the
 * log the one before it left; the same entry submitted again while it is being recorded gets that
 * record's answer, and the same entry tapped on a screen that had not yet shown it stored (a double
 * tap: the screen's log was shorter, nothing recorded or undone since) gets its place back: neither
 * is stored twice, whichever button sent it. A tap on the screen that shows it stored is judged anew.
 * Other pages' changes arrive through watchGame, which hears only the game's revision: the log is
 * read and replayed (through the restore gate) only when that revision is not the one shown.
 *
 * Components call the app instance (`session()`); tests build their own session over a test
 * repository and registry.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import { GAMES, type AnyEntry, type AnyGameModule } from '../engine/games';
import { dropCheckpointsAfter, recordCheckpoint, stateAsOf } from '../engine/log/checkpoints';
import { judgeNew, stepNew } from '../engine/log/replay';
import { err, ok, type Result } from '../engine/result';
import type { GameRecord, LoggedEntry, RulesetId, Violation } from '../engine/types';
import { persistenceError, type PersistenceError } from '../persistence/errors';
import type { LoadedGame, Repository } from '../persistence/repository';
import type { GameRegistry } from '../persistence/restore';
import { repo } from './repo';
import { drafts } from './drafts';

/**
 * Why an entry was not recorded: the rules refused it, the device could not store it, or another
 * page changed the game first (`recorded`: what it added, now shown; `removed`: how many of the
 * entries this page showed it took back). Nothing of the refused entry was stored.
 */
export type Refusal =
  | { readonly kind: 'violations'; readonly violations: readonly Violation[] }
  | { readonly kind: 'storage'; readonly error: PersistenceError }
  | { readonly kind: 'stale'; readonly recorded: readonly LoggedEntry<unknown>[]; readonly from: number; readonly removed: number };

/** Another page changed the game before this page's write landed. */
export type StaleRefusal = Extract<Refusal, { readonly kind: 'stale' }>;

/**
 * Where a session's new entries go instead of this device's storage: on a phone linked to another
 * phone's game (several phones, src/link), its entries are proposed to the phone that holds the
 * game, whose engine judges and places them; what it accepts comes back and is stored here.
 */
export interface SubmitRoute {
  /** The game (this phone's copy) whose entries take this route. */
  readonly gameId: string;
  /**
   * This phone holds the game and hosts it: its entries join the guests' in one queue, each checked
   * against the log it is appended to; it still undoes and redoes.
   */
  readonly holder?: boolean;
  /**
   * Proposes an entry judged here against the first `base` entries of the log. Resolves with its
   * place once it is stored on this phone, or with the refusal: the rules (violations), or `stale`
   * (the log moved on; resolved once the entries that moved it are stored here, so the session
   * shows them and the player records again).
   */
  readonly propose: (entry: unknown, base: number) => Promise<Result<number, Refusal>>;
}

export interface GameSessionDeps {
  readonly repo: Repository;
  readonly games?: GameRegistry;
  /** The clock as an ISO string (entries are stamped with it). */
  readonly now?: () => string;
  /** Runs alongside loading a game, which opens only after it: what the game's screens read synchronously (drafts). */
  readonly prepare?: () => Promise<void>;
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
  /** The state the screens show: `state`, or the state as of `asOf` (from the nearest checkpoint). */
  readonly shownState: ReadonlySignal<unknown>;
  readonly canUndo: ReadonlySignal<boolean>;
  readonly canRedo: ReadonlySignal<boolean>;
  /** Set when another tab changed the game (cleared by `acknowledgeOtherTab`). */
  readonly changedElsewhere: ReadonlySignal<boolean>;
  /** The last write refused because another page wrote first, until this page writes or it is acknowledged. */
  readonly stale: ReadonlySignal<StaleRefusal | undefined>;
  /** Opens a game and follows it (other tabs); remembers it as the game to reopen. */
  readonly open: (id: string) => Promise<Result<LoadedGame, PersistenceError>>;
  /**
   * Replays a game ahead of the tap that opens it (the home screen's idle time, issue 21 item 8):
   * the restore gate's full replay of the stored log, kept with the game's revision. `open` uses it
   * only while the stored game is still at that revision (read from the game row alone), else it
   * loads the log again: nothing shown is older than the log.
   */
  readonly prepare: (id: string) => Promise<void>;
  readonly close: () => void;
  /** The engine's verdict on an entry against the current state (empty = valid); nothing is stored. */
  readonly check: (entry: E) => readonly Violation[];
  /**
   * Validates, persists, then updates the signals. The caller keeps what was typed on a refusal.
   * `seen`: the log length the screen showed when the entry was tapped; the same entry tapped on a
   * screen that had not yet shown it stored is the same tap (answered with its place, stored once).
   */
  readonly submitEntry: (entry: E, seen?: number) => Promise<Result<number, Refusal>>;
  readonly undo: () => Promise<Result<LoggedEntry<E>, Refusal>>;
  readonly redo: () => Promise<Result<number, Refusal>>;
  readonly showAsOf: (entries: number | null) => void;
  readonly acknowledgeOtherTab: () => void;
  readonly acknowledgeStale: () => void;
  /** Sends this session's entries for one game through a route (undefined: stored here again). */
  readonly setSubmitRoute: (route: SubmitRoute | undefined) => void;
  /** The open game's entries are proposed through a route; only the game's holder undoes them. */
  readonly routed: ReadonlySignal<boolean>;
}

const defaultNow = (): string => new Date().toISOString();

const sameLogged = (a: LoggedEntry<unknown> | undefined, b: LoggedEntry<unknown> | undefined): boolean =>
  a !== undefined && b !== undefined && a.at === b.at && JSON.stringify(a.entry) === JSON.stringify(b.entry);

const notOpen = (id: string | undefined): Refusal => ({ kind: 'storage', error: persistenceError('game/not-found', { id: id ?? '' }) });

export function createGameSession<E = AnyEntry>(deps: GameSessionDeps): GameSession<E> {
  const games = deps.games ?? GAMES;
  const now = deps.now ?? defaultNow;
  // Submits under way, by their entry's JSON; the last one queued (the next waits for it); the last stored.
  const submitting = new Map<string, Promise<Result<number, Refusal>>>();
  let queue: Promise<unknown> = Promise.resolve();
  let lastStored: { readonly game: string; readonly key: string; readonly seq: number; readonly rev: number } | undefined;
  const repo = deps.repo;
  const status = signal<LoadStatus>('idle');
  const loadError = signal<PersistenceError | undefined>(undefined);
  const game = signal<LoadedGame | undefined>(undefined);
  const asOf = signal<number | null>(null);
  const changedElsewhere = signal(false);
  const stale = signal<StaleRefusal | undefined>(undefined);
  const route = signal<SubmitRoute | undefined>(undefined);
  let unwatch: (() => void) | undefined;
  let openId: string | undefined;
  // Writes of this session under way: the watcher waits for them (their result is shown directly).
  let pending = 0;
  // The newest revision the watcher has heard of, and a load of another page's change under way.
  let heardRev = -1;
  let catchingUp: Promise<void> | undefined;
  // A game replayed before it was opened (prepare), and the load under way for it.
  let prepared: { readonly id: string; readonly load: Promise<Result<LoadedGame, PersistenceError>> } | undefined;

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
    return stateAsOf(m, g.record.setup, g.checkpoints, g.record.entries, n).state;
  });
  const routed = computed(() => route.value !== undefined && route.value.holder !== true && route.value.gameId === game.value?.record.id);
  // A linked phone never rewrites the table's log: only the phone that holds the game undoes.
  const canUndo = computed(() => !routed.value && (game.value?.record.entries.length ?? 0) > 0);
  const canRedo = computed(() => !routed.value && (game.value?.redoDepth ?? 0) > 0);

  function accept(next: LoadedGame, fromElsewhere: boolean, ownWrite = false): void {
    batch(() => {
      const before = game.value;
      if (ownWrite) stale.value = undefined;
      if (fromElsewhere && before !== undefined && next.rev !== before.rev) changedElsewhere.value = true;
      game.value = next;
      status.value = 'ready';
      loadError.value = undefined;
      if (asOf.value !== null && asOf.value >= next.record.entries.length) asOf.value = null;
    });
  }

  /** Loads the game again (another page changed it): the one replay a change from elsewhere costs. */
  async function catchUp(id: string): Promise<void> {
    while (openId === id && pending === 0 && heardRev > (game.value?.rev ?? -1)) {
      const loaded = await repo.loadGame(id);
      if (openId !== id || pending > 0 || !loaded.ok) return;
      const current = game.value;
      if (current !== undefined && loaded.value.rev <= current.rev) return;
      accept(loaded.value, true);
    }
  }

  function followUp(id: string): void {
    if (catchingUp !== undefined || pending > 0 || heardRev <= (game.value?.rev ?? -1)) return;
    catchingUp = catchUp(id).finally(() => {
      catchingUp = undefined;
    });
  }

  async function open(id: string): Promise<Result<LoadedGame, PersistenceError>> {
    if (openId !== id) close();
    openId = id;
    status.value = 'loading';
    const [loaded] = await Promise.all([loadFresh(id), deps.prepare?.()]);
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
    heardRev = loaded.value.rev;
    unwatch = repo.watchGame(id, (head) => {
      if (openId !== id || !head.ok) return;
      heardRev = Math.max(heardRev, head.value.rev);
      followUp(id);
    });
    return loaded;
  }

  /** The game as stored now: the one replayed ahead if the log is still the one it replayed, else loaded again. */
  async function loadFresh(id: string): Promise<Result<LoadedGame, PersistenceError>> {
    const early = prepared?.id === id ? prepared.load : undefined;
    prepared = undefined;
    if (early !== undefined) {
      const [replayed, head] = await Promise.all([early, repo.gameHead(id)]);
      if (replayed.ok && head.ok && head.value.rev === replayed.value.rev && head.value.entryCount === replayed.value.record.entries.length) return replayed;
    }
    return repo.loadGame(id);
  }

  async function prepare(id: string): Promise<void> {
    if (openId === id || prepared?.id === id) return;
    const load = repo.loadGame(id);
    prepared = { id, load };
    await load;
  }

  function close(): void {
    unwatch?.();
    unwatch = undefined;
    openId = undefined;
    heardRev = -1;
    batch(() => {
      game.value = undefined;
      status.value = 'idle';
      loadError.value = undefined;
      asOf.value = null;
      changedElsewhere.value = false;
      stale.value = undefined;
    });
  }

  function check(entry: E): readonly Violation[] {
    const g = game.value;
    const m = module.value;
    if (g === undefined || m === undefined) return [];
    return judgeNew(m, g.record.setup, g.state, g.record.entries, entry);
  }

  /** Runs a write of this session; afterwards catches up with any change another page made meanwhile. */
  async function writing<T>(id: string, run: () => Promise<T>): Promise<T> {
    pending++;
    try {
      return await run();
    } finally {
      pending--;
      followUp(id);
    }
  }

  /**
   * Another page changed the log first: load it (the screen shows the new state) and say what it
   * recorded since the log this page had shown.
   */
  async function refuseStale(g: LoadedGame): Promise<Refusal> {
    const loaded = await repo.loadGame(g.record.id);
    if (!loaded.ok) return { kind: 'storage', error: loaded.error };
    const before = g.record.entries;
    const after = loaded.value.record.entries;
    let from = 0;
    while (from < before.length && from < after.length && sameLogged(before[from], after[from])) from++;
    const refusal: StaleRefusal = { kind: 'stale', recorded: after.slice(from), from, removed: before.length - from };
    if (openId === g.record.id && (game.value === undefined || loaded.value.rev >= game.value.rev)) {
      batch(() => {
        accept(loaded.value, false);
        stale.value = refusal;
      });
    }
    return refusal;
  }

  /** The engine's verdict on an entry against the state on screen: the parsed entry and the state after it. */
  function judge(m: AnyGameModule, g: LoadedGame, entry: unknown): Result<{ entry: unknown; state: unknown }, Refusal> {
    const parsed = m.parseEntry(entry);
    if (!parsed.ok) {
      const first = parsed.error[0];
      return err({
        kind: 'storage',
        error: persistenceError('append/malformed', { path: `entry${first?.path ? `.${first.path}` : ''}` }, { problems: parsed.error }),
      });
    }
    // A new entry: the turn's order (once per turn, phases in order) judges it besides its own rules.
    const stepped = stepNew(m, g.record.setup, g.state, g.record.entries, parsed.value);
    if (stepped.violations.length > 0) return err({ kind: 'violations', violations: stepped.violations });
    return ok({ entry: parsed.value, state: stepped.state });
  }

  /** The game after `logged` was appended with the state the session computed for it. */
  function appended(
    g: LoadedGame,
    logged: LoggedEntry<unknown>,
    next: unknown,
    head: { rev: number; redoDepth: number; redoNext: LoggedEntry<unknown> | undefined; updatedAt: string },
  ): LoadedGame {
    const entries = [...g.record.entries, logged];
    return {
      ...g,
      record: { ...g.record, entries },
      state: next,
      checkpoints: recordCheckpoint(g.checkpoints, entries.length, next),
      rev: head.rev,
      redoDepth: head.redoDepth,
      redoNext: head.redoNext,
      updatedAt: head.updatedAt,
    };
  }

  function submitEntry(entry: E, seen?: number): Promise<Result<number, Refusal>> {
    const key = JSON.stringify(entry);
    const under = submitting.get(key);
    if (under !== undefined) return under;
    // Entries proposed to another phone are not queued here (the holder's queue orders them, and an
    // answer lost with the link must not hold up the next entry); this device's own writes are.
    const proposed = route.value !== undefined && route.value.gameId === game.value?.record.id;
    const answer = proposed ? submitNow(entry, key, seen) : queue.then(() => submitNow(entry, key, seen));
    submitting.set(key, answer);
    const settled = answer.then(
      () => submitting.delete(key),
      () => submitting.delete(key),
    );
    if (!proposed) queue = settled;
    return answer;
  }

  /**
   * The stored place of `key` when it is the same tap again: the last entry stored here, nothing
   * recorded or undone since, and tapped on a screen that did not show it yet (`seen` is before it).
   */
  function sameTap(g: LoadedGame, key: string, seen: number | undefined): number | undefined {
    const last = lastStored;
    if (seen === undefined || last === undefined || last.game !== g.record.id || last.key !== key || last.rev !== g.rev) return undefined;
    return seen <= last.seq ? last.seq : undefined;
  }

  async function submitNow(entry: E, key: string, seen: number | undefined): Promise<Result<number, Refusal>> {
    const g = game.value;
    const m = module.value;
    if (g === undefined || m === undefined) return err(notOpen(openId));
    const again = sameTap(g, key, seen);
    if (again !== undefined) return ok(again);
    const judged = judge(m, g, entry);
    if (!judged.ok) return judged;
    const through = route.value;
    if (through !== undefined && through.gameId === g.record.id)
      return writing(g.record.id, async () => {
        const placed = await through.propose(judged.value.entry, g.record.entries.length);
        if (!placed.ok) return placed.error.kind === 'stale' ? err(await refuseStale(g)) : placed;
        // The entry came back from the game's holder and is stored here: show the log as stored.
        const loaded = await repo.loadGame(g.record.id);
        if (loaded.ok && openId === g.record.id) {
          accept(loaded.value, false, true);
          lastStored = { game: g.record.id, key, seq: placed.value, rev: loaded.value.rev };
        }
        return placed;
      });
    const logged: LoggedEntry<unknown> = { at: now(), entry: judged.value.entry };
    return writing(g.record.id, async () => {
      const written = await repo.appendEntry(g.record.id, logged, g.record.entries.length, g.rev);
      if (!written.ok) {
        if (written.error.code === 'append/stale') return err(await refuseStale(g));
        return err({ kind: 'storage', error: written.error });
      }
      accept(appended(g, written.value.logged, judged.value.state, written.value), false, true);
      lastStored = { game: g.record.id, key, seq: written.value.seq, rev: written.value.rev };
      return ok(written.value.seq);
    });
  }

  async function undo(): Promise<Result<LoggedEntry<E>, Refusal>> {
    const g = game.value;
    const m = module.value;
    if (g === undefined || m === undefined) return err(notOpen(openId));
    if (routed.value) return err({ kind: 'storage', error: persistenceError('undo/nothing') });
    return writing(g.record.id, async () => {
      const undone = await repo.undo(g.record.id, { entryCount: g.record.entries.length, rev: g.rev });
      if (!undone.ok) {
        if (undone.error.code === 'append/stale') return err(await refuseStale(g));
        return err({ kind: 'storage', error: undone.error });
      }
      const u = undone.value;
      const entries = g.record.entries.slice(0, u.entryCount);
      const kept = dropCheckpointsAfter(g.checkpoints, u.entryCount);
      // From the nearest checkpoint: at most one stretch of entries, never the whole log.
      const back = stateAsOf(m, g.record.setup, kept, entries, u.entryCount);
      accept(
        {
          ...g,
          record: { ...g.record, entries },
          state: back.state,
          checkpoints: back.checkpoints,
          rev: u.rev,
          redoDepth: u.redoDepth,
          redoNext: u.redoNext,
          updatedAt: u.updatedAt,
        },
        false,
        true,
      );
      // The log holds what this session's submitEntry stored (or the restore gate let through): entries of E.
      return ok(u.removed as LoggedEntry<E>);
    });
  }

  async function redo(): Promise<Result<number, Refusal>> {
    const g = game.value;
    const m = module.value;
    if (g === undefined || m === undefined) return err(notOpen(openId));
    const top = g.redoNext;
    if (top === undefined || routed.value) return err({ kind: 'storage', error: persistenceError('redo/nothing') });
    // The undone entry is judged again against the state now, as a new entry would be.
    const judged = judge(m, g, top.entry);
    if (!judged.ok) return judged;
    return writing(g.record.id, async () => {
      const redone = await repo.redo(g.record.id, { entryCount: g.record.entries.length, rev: g.rev });
      if (!redone.ok) {
        if (redone.error.code === 'append/stale') return err(await refuseStale(g));
        return err({ kind: 'storage', error: redone.error });
      }
      accept(appended(g, { at: redone.value.logged.at, entry: judged.value.entry }, judged.value.state, redone.value), false, true);
      return ok(redone.value.seq);
    });
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
    stale,
    open,
    prepare,
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
    acknowledgeStale: () => {
      stale.value = undefined;
    },
    setSubmitRoute: (next) => {
      route.value = next;
    },
    routed,
  };
}

let instance: GameSession | undefined;

/** The app's game session over the device's repository. */
export function session(): GameSession {
  instance ??= createGameSession({ repo: repo(), prepare: () => drafts.load() });
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
