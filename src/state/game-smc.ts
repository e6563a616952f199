/**
 * The open game seen as Sid Meier's Civilization: The Boardgame: typed setup, state, the state
 * shown (now or as of a log entry), the entries, and the views the screens read (era status,
 * production, wonders, score, gold ledger). Views come from the engine; nothing here computes a
 * rule. The phase is the engine's (advance-phase entries), so there is no walker cursor to keep.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import type { SmcEntry } from '../engine/rulesets/smc/entries/types';
import { heldResources } from '../engine/rulesets/smc/calc/production';
import type { SmcSetup } from '../engine/rulesets/smc/setup';
import type { SmcState } from '../engine/rulesets/smc/state';
import { eraStatus, productionView, scoreBreakdown, wonderMilestones, type EraStatus, type ProductionView } from '../engine/rulesets/smc/views';
import { holdings, ledgerOf, phaseSteps, type Holdings, type LedgerLine, type PhaseStep } from '../engine/rulesets/smc/views-ui';
import type { PlayerScore } from '../engine/rulesets/smc/calc/score';
import { openGameOf, session, type GameSession, type OpenGame } from './game';

export interface SmcGame extends OpenGame<SmcSetup, SmcState, SmcEntry> {
  /** Display name of each player id (the setup's names). */
  readonly names: Readonly<Record<string, string>>;
}

export interface SmcSignals {
  readonly game: ReadonlySignal<SmcGame | undefined>;
  readonly status: ReadonlySignal<EraStatus | undefined>;
  readonly steps: ReadonlySignal<readonly PhaseStep[]>;
  readonly production: ReadonlySignal<readonly ProductionView[]>;
  readonly wonders: ReadonlySignal<ReturnType<typeof wonderMilestones> | undefined>;
  readonly scores: ReadonlySignal<readonly PlayerScore[]>;
  readonly holdings: ReadonlySignal<readonly Holdings[]>;
  /** Every gold change, newest last, for the entries shown. */
  readonly ledger: ReadonlySignal<readonly LedgerLine[]>;
}

/** The smc signals over a game session (the app's, or a test's). */
export function smcSignals(s: GameSession): SmcSignals {
  const game = computed<SmcGame | undefined>(() => {
    const g = openGameOf<SmcSetup, SmcState, SmcEntry>(s, 'smc');
    return g === undefined ? undefined : { ...g, names: Object.fromEntries(g.setup.players.map((p) => [p.id, p.name])) };
  });
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
  const held = computed(() => {
    const g = game.value;
    return g === undefined ? [] : holdings(g.shown, (p) => heldResources(g.shown, p));
  });
  const ledger = computed(() => {
    const g = game.value;
    if (g === undefined) return [];
    const n = s.asOf.value;
    return ledgerOf(g.setup, n === null ? g.entries : g.entries.slice(0, n));
  });
  return { game, status, steps, production, wonders, scores, holdings: held, ledger };
}

let app: SmcSignals | undefined;

/** The app's smc signals (over the app's game session), made on first use. */
export function smcView(): SmcSignals {
  app ??= smcSignals(session());
  return app;
}
