/**
 * The open game seen as Advanced Civilization: typed setup, state, the state shown (now or as of a
 * log entry), the turn with its 13 phases (18.1) and the walker over them, the players' sheets, the
 * score table, and a submit that takes only Advanced Civilization entries. Views come from the
 * engine; nothing here computes a rule. The shape is every ruleset's (ruleset-signals.ts).
 */
import { computed } from '@preact/signals';
import type { AdvCivEntry } from '../engine/rulesets/advciv/entries';
import { ADVCIV_PACKAGE } from '../engine/rulesets/advciv/package';
import type { AdvCivSetup } from '../engine/rulesets/advciv/setup';
import type { AdvCivState, PhaseId } from '../engine/rulesets/advciv/state';
import { playerViews, scoreView, type PlayerView } from '../engine/rulesets/advciv/views/players';
import { entriesThisTurn, turnView, type TurnView } from '../engine/rulesets/advciv/views/turn';
import { openGameOf, type GameSession, type OpenGame } from './game';
import { appSignals, createWalker, typedCommands, type RulesetSignals, type SignalDeps, type WalkerPosition } from './ruleset-signals';

export type AdvCivGame = OpenGame<AdvCivSetup, AdvCivState, AdvCivEntry>;

export type AdvCivSignals = RulesetSignals<AdvCivGame, TurnView, PhaseId, AdvCivEntry, readonly PlayerView[], ReturnType<typeof scoreView>>;

/** The Advanced Civilization signals over a game session (the app's, or a test's). */
export function createAdvCivSignals(s: GameSession, deps: SignalDeps): AdvCivSignals {
  const game = computed<AdvCivGame | undefined>(() => openGameOf(s, 'advciv'));
  const turn = computed<TurnView | undefined>(() => {
    const g = game.value;
    return g === undefined ? undefined : turnView(g.setup, g.state, entriesThisTurn(g.entries));
  });
  const position = computed<WalkerPosition<PhaseId> | undefined>(() => {
    const g = game.value;
    const v = turn.value;
    return g === undefined || v === undefined
      ? undefined
      : { game: g.id, turn: v.turn, suggested: v.suggested, earliest: v.earliest, entries: g.entries.length };
  });
  const walker = createWalker(ADVCIV_PACKAGE.phases, position, deps.cursors);
  const players = computed(() => {
    const g = game.value;
    return g === undefined ? [] : playerViews(g.setup, g.shown);
  });
  const scores = computed(() => {
    const g = game.value;
    return g === undefined ? [] : scoreView(g.setup, g.shown);
  });
  return { game, turn, phase: walker.phase, players, scores, showPhase: walker.showPhase, ...typedCommands(s, game) };
}

/** The app's Advanced Civilization signals, made on first use. */
export const advcivSignals = appSignals(createAdvCivSignals, 'tresham.walker');

/** The phase after `phase` in the turn (18.1), or undefined after the last. */
export function nextPhase(phase: PhaseId): PhaseId | undefined {
  const phases = ADVCIV_PACKAGE.phases;
  return phases[phases.indexOf(phase) + 1];
}
