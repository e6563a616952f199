/**
 * The open game seen as Eastern Empires: typed setup, state, the state shown (now or as of a log
 * entry), the entries, the turn walker (the 13 phases with the engine's suggestion and the table's
 * own "skip ahead" cursor, kept across reloads), the views the screens read (players, scores) and a
 * submit that takes only Eastern Empires entries. Views come from engine/rulesets/eastern-empires/views;
 * nothing here computes a rule. The shape is every ruleset's (ruleset-signals.ts).
 */
import { computed } from '@preact/signals';
import { EE_PACKAGE, type CivilizationId, type EeEntry, type EeSetup, type EeState, type Phase } from '../engine/rulesets/eastern-empires';
import { eeTurnView, entriesThisTurn, type EeTurnView } from '../engine/rulesets/eastern-empires/views/turn';
import { playerSheets, type PlayerSheet } from '../engine/rulesets/eastern-empires/views/players';
import { scoreRows, type ScoreRow } from '../engine/rulesets/eastern-empires/views';
import { openGameOf, type GameSession, type OpenGame } from './game';
import { appSignals, createWalker, typedCommands, type RulesetSignals, type SignalDeps, type WalkerPosition } from './ruleset-signals';

export interface EeGame extends OpenGame<EeSetup, EeState, EeEntry> {
  /** Each civilization's player name (the setup's). */
  readonly names: Readonly<Partial<Record<CivilizationId, string>>>;
}

export type EeSignals = RulesetSignals<EeGame, EeTurnView, Phase, EeEntry, readonly PlayerSheet[], readonly ScoreRow[]>;

/** The Eastern Empires signals over a game session (the app's, or a test's). */
export function createEeSignals(s: GameSession, deps: SignalDeps): EeSignals {
  const game = computed<EeGame | undefined>(() => {
    const g = openGameOf<EeSetup, EeState, EeEntry>(s, 'eastern-empires');
    return g === undefined ? undefined : { ...g, names: Object.fromEntries(g.setup.players.map((p) => [p.civ, p.name])) };
  });
  const turn = computed(() => {
    const g = game.value;
    return g === undefined ? undefined : eeTurnView(g.state, entriesThisTurn(g.entries.map((e) => e.entry)));
  });
  const position = computed<WalkerPosition<Phase> | undefined>(() => {
    const g = game.value;
    const v = turn.value;
    return g === undefined || v === undefined
      ? undefined
      : { game: g.id, turn: v.turn, suggested: v.suggested, earliest: v.earliest, entries: g.entries.length };
  });
  const walker = createWalker(EE_PACKAGE.phases, position, deps.cursors);
  const players = computed(() => {
    const g = game.value;
    return g === undefined ? [] : playerSheets(g.setup, g.shown);
  });
  const scores = computed(() => {
    const g = game.value;
    return g === undefined ? [] : scoreRows(g.setup, g.shown);
  });
  return { game, turn, phase: walker.phase, players, scores, showPhase: walker.showPhase, ...typedCommands(s, game) };
}

/** The app's Eastern Empires signals, made on first use. */
export const eeSignals = appSignals(createEeSignals, 'tresham.ee.walker');
