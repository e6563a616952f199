/**
 * The open game seen as Eastern Empires: typed setup, state, the state shown (now or as of a log
 * entry), the entries, the turn walker (the 13 phases with the engine's suggestion and the table's
 * own "skip ahead" cursor, kept across reloads) and the views the screens read (players, scores).
 * Views come from engine/rulesets/eastern-empires/views; nothing here computes a rule.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { PHASES, type CivilizationId, type EeEntry, type EeSetup, type EeState, type Phase } from '../engine/rulesets/eastern-empires';
import {
  eeTurnView,
  entriesThisTurn,
  playerSheets,
  scoreRows,
  type EeTurnView,
  type PlayerSheet,
  type ScoreRow,
} from '../engine/rulesets/eastern-empires/views';
import { openGameOf, session, type GameSession, type OpenGame } from './game';

export interface EeGame extends OpenGame<EeSetup, EeState, EeEntry> {
  /** Each civilization's player name (the setup's). */
  readonly names: Readonly<Partial<Record<CivilizationId, string>>>;
}

export interface EeSignals {
  readonly game: ReadonlySignal<EeGame | undefined>;
  readonly turn: ReadonlySignal<EeTurnView | undefined>;
  /** The phase the walker shows: the engine's suggestion, or further on if the table skipped ahead. */
  readonly phase: ReadonlySignal<Phase | undefined>;
  readonly players: ReadonlySignal<readonly PlayerSheet[]>;
  readonly scores: ReadonlySignal<readonly ScoreRow[]>;
  /** Moves the walker to a phase of the current turn (past a phase done at the table, or back to look). */
  readonly showPhase: (phase: Phase) => void;
}

/** Where the walker cursor is kept (per game and turn), so a reload continues where the table was. */
export interface CursorStore {
  read(): string | null;
  write(value: string): void;
}

const KEY = 'tresham.ee.walker';

const localStore: CursorStore = {
  read: () => {
    try {
      return globalThis.localStorage?.getItem(KEY) ?? null;
    } catch {
      return null;
    }
  },
  write: (value) => {
    try {
      globalThis.localStorage?.setItem(KEY, value);
    } catch {
      // The cursor is a convenience; without storage it lasts for this visit.
    }
  },
};

function parseCursor(raw: string | null): Record<string, Phase> {
  try {
    const data: unknown = JSON.parse(raw ?? '{}');
    if (typeof data !== 'object' || data === null) return {};
    const out: Record<string, Phase> = {};
    for (const [k, v] of Object.entries(data)) if ((PHASES as readonly unknown[]).includes(v)) out[k] = v as Phase;
    return out;
  } catch {
    return {};
  }
}

/** The Eastern Empires signals over a game session (the app's, or a test's). */
export function eeSignals(s: GameSession, store: CursorStore = localStore): EeSignals {
  const skipped = signal<Readonly<Record<string, Phase>>>(parseCursor(store.read()));
  const game = computed<EeGame | undefined>(() => {
    const g = openGameOf<EeSetup, EeState, EeEntry>(s, 'eastern-empires');
    return g === undefined ? undefined : { ...g, names: Object.fromEntries(g.setup.players.map((p) => [p.civ, p.name])) };
  });
  const turn = computed(() => {
    const g = game.value;
    return g === undefined ? undefined : eeTurnView(g.state, entriesThisTurn(g.entries.map((e) => e.entry)));
  });
  const phase = computed<Phase | undefined>(() => {
    const g = game.value;
    const v = turn.value;
    if (g === undefined || v === undefined) return undefined;
    const skip = skipped.value[`${g.id}:${v.turn}`];
    if (skip !== undefined && PHASES.indexOf(skip) > PHASES.indexOf(v.suggested)) return skip;
    return v.suggested;
  });
  const players = computed(() => {
    const g = game.value;
    return g === undefined ? [] : playerSheets(g.setup, g.shown);
  });
  const scores = computed(() => {
    const g = game.value;
    return g === undefined ? [] : scoreRows(g.setup, g.shown);
  });
  const showPhase = (to: Phase) => {
    const g = game.value;
    const v = turn.value;
    if (g === undefined || v === undefined) return;
    // Keep only this game's current turn: older cursors mean nothing once the turn has passed.
    const next: Record<string, Phase> = Object.fromEntries(Object.entries(skipped.value).filter(([k]) => !k.startsWith(`${g.id}:`)));
    next[`${g.id}:${v.turn}`] = to;
    skipped.value = next;
    store.write(JSON.stringify(next));
  };
  return { game, turn, phase, players, scores, showPhase };
}

let app: EeSignals | undefined;

/** The app's Eastern Empires signals (over the app's game session), made on first use. */
export function eeGame(): EeSignals {
  app ??= eeSignals(session());
  return app;
}
