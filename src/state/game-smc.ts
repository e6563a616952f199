/**
 * The open game seen as Sid Meier's Civilization: The Boardgame: typed setup, state, the state
 * shown (now or as of a log entry), the entries, the turn and the walker over its four phases, the
 * players' holdings, the score, a submit that takes only smc entries, and the views only smc has
 * (era status, phase steps, production, wonders, gold ledger). Views come from the engine; nothing
 * here computes a rule. The shape is every ruleset's (ruleset-signals.ts). The phase moves on by an
 * entry (advance-phase), so the engine's suggestion is the phase the table is in.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import { heldResources } from '../engine/rulesets/smc/calc/production';
import type { PlayerScore } from '../engine/rulesets/smc/calc/score';
import type { SmcEntry } from '../engine/rulesets/smc/entries/types';
import { SMC_PACKAGE } from '../engine/rulesets/smc/package';
import type { SmcSetup } from '../engine/rulesets/smc/setup';
import type { SmcState } from '../engine/rulesets/smc/state';
import { eraStatus, productionView, scoreBreakdown, wonderMilestones, type EraStatus, type ProductionView } from '../engine/rulesets/smc/views';
import { holdings, ledgerOf, type Holdings, type LedgerLine } from '../engine/rulesets/smc/views/players';
import { phaseSteps, type PhaseStep } from '../engine/rulesets/smc/views/turn';
import type { Phase } from '../engine/rulesets/smc/vocab';
import { openGameOf, type GameSession, type OpenGame } from './game';
import { appSignals, createWalker, typedCommands, type RulesetSignals, type SignalDeps, type WalkerPosition } from './ruleset-signals';

export interface SmcGame extends OpenGame<SmcSetup, SmcState, SmcEntry> {
  /** Display name of each player id (the setup's names). */
  readonly names: Readonly<Record<string, string>>;
}

/** The turn now and the phase the table is in (Turn Phases). */
export interface SmcTurn {
  readonly turn: number;
  readonly suggested: Phase;
}

export interface SmcSignals extends RulesetSignals<SmcGame, SmcTurn, Phase, SmcEntry, readonly Holdings[], readonly PlayerScore[]> {
  readonly status: ReadonlySignal<EraStatus | undefined>;
  readonly steps: ReadonlySignal<readonly PhaseStep[]>;
  readonly production: ReadonlySignal<readonly ProductionView[]>;
  readonly wonders: ReadonlySignal<ReturnType<typeof wonderMilestones> | undefined>;
  /** Every gold change, newest last, for the entries shown. */
  readonly ledger: ReadonlySignal<readonly LedgerLine[]>;
}

/** The smc signals over a game session (the app's, or a test's). */
export function createSmcSignals(s: GameSession, deps: SignalDeps): SmcSignals {
  const game = computed<SmcGame | undefined>(() => {
    const g = openGameOf<SmcSetup, SmcState, SmcEntry>(s, 'smc');
    return g === undefined ? undefined : { ...g, names: Object.fromEntries(g.setup.players.map((p) => [p.id, p.name])) };
  });
  const turn = computed<SmcTurn | undefined>(() => {
    const g = game.value;
    return g === undefined ? undefined : { turn: g.state.turn, suggested: g.state.phase };
  });
  const position = computed<WalkerPosition<Phase> | undefined>(() => {
    const g = game.value;
    const v = turn.value;
    return g === undefined || v === undefined ? undefined : { game: g.id, turn: v.turn, suggested: v.suggested, entries: g.entries.length };
  });
  const walker = createWalker(SMC_PACKAGE.phases, position, deps.cursors);
  const status = computed(() => {
    const g = game.value;
    return g === undefined ? undefined : eraStatus(g.setup, g.shown);
  });
  const steps = computed(() => {
    const g = game.value;
    return g === undefined ? [] : phaseSteps(g.shown);
  });
  const production = computed(() => {
    const g = game.value;
    return g === undefined ? [] : productionView(g.setup, g.shown);
  });
  const wonders = computed(() => {
    const g = game.value;
    return g === undefined ? undefined : wonderMilestones(g.setup, g.shown);
  });
  const scores = computed(() => {
    const g = game.value;
    return g === undefined ? [] : scoreBreakdown(g.setup, g.shown);
  });
  const players = computed(() => {
    const g = game.value;
    return g === undefined ? [] : holdings(g.shown, (p) => heldResources(g.shown, p));
  });
  const ledger = computed(() => {
    const g = game.value;
    if (g === undefined) return [];
    const n = s.asOf.value;
    return ledgerOf(g.setup, n === null ? g.entries : g.entries.slice(0, n));
  });
  return {
    game,
    turn,
    phase: walker.phase,
    players,
    scores,
    showPhase: walker.showPhase,
    ...typedCommands(s, game),
    status,
    steps,
    production,
    wonders,
    ledger,
  };
}

/** The app's smc signals, made on first use. */
export const smcSignals = appSignals(createSmcSignals, 'tresham.smc.walker');
