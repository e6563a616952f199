/**
 * The Eastern Empires GameModule: parsers, setup rules, the initial state, the entry handlers and the
 * final standings. Registered in games.ts under 'eastern-empires'.
 */
import type { GameModule } from '../../game';
import type { Violation } from '../../types';
import { byAstRanking, MAX_PLAYERS, MIN_PLAYERS } from './civilizations';
import { EE_HANDLERS, type EeEntry } from './entries';
import { parseEeEntry, parseEeSetup } from './parse';
import type { EeSetup } from './setup';
import { NEW_TURN, type EeState } from './state';
import { STACKS } from './trade-cards';
import { eeViolation } from './violations';
import { admitEe } from './admit';

/** ee chapter 4: 5-9 players (3-4 with the scenario book's set-up); one civilization each. */
export function validateEeSetup(setup: EeSetup): readonly Violation[] {
  const out: Violation[] = [];
  const n = setup.players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) out.push(eeViolation('ee/setup/player-count', 'chapter 4', { players: n, min: MIN_PLAYERS, max: MAX_PLAYERS }));
  const seen = new Set<string>();
  for (const p of setup.players) {
    if (seen.has(p.civ)) out.push(eeViolation('ee/setup/duplicate-civilization', 'chapter 4', { civ: p.civ }));
    seen.add(p.civ);
  }
  return out;
}

/** Turn 1: each player has one token on his starting location (ee chapter 4), nothing else. */
export function eeInitialState(setup: EeSetup): EeState {
  const players = [...setup.players]
    .sort((a, b) => byAstRanking(a.civ, b.civ))
    .map((p) => ({
      civ: p.civ,
      name: p.name,
      status: 'active' as const,
      cities: 0,
      census: 1,
      treasury: 0,
      advances: {},
      chosenCredits: [],
      hand: {},
      ast: 0,
      ships: 0,
    }));
  return {
    ...NEW_TURN,
    turn: 1,
    players,
    stackOut: STACKS.map(() => 0),
    handsKnown: players.map((p) => p.civ),
    // ee chapter 4: one token on the board, what turn 1's expansion grows from (ee Phase 2a).
    boardLast: Object.fromEntries(players.map((p) => [p.civ, p.census])),
    ended: null,
  };
}

export { eeStandings, standingFacts } from './calc/standings';

export const EE_GAME: GameModule<EeSetup, EeState, EeEntry> = {
  id: 'eastern-empires',
  parseSetup: parseEeSetup,
  parseEntry: parseEeEntry,
  validateSetup: validateEeSetup,
  initialState: eeInitialState,
  handlers: EE_HANDLERS,
  admit: admitEe,
};
