/**
 * Census entry (ee Phase 2b): every active player's population tokens on the board after population
 * expansion. At most 55 minus his treasury (ee chapter 3).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { TOKENS_PER_PLAYER, type CivilizationId } from '../civilizations';
import type { EeSetup } from '../setup';
import type { EeState } from '../state';
import { eeViolation } from '../violations';
import { activePlayers, missingPlayers } from './context';

export interface CensusEntry {
  readonly kind: 'census';
  readonly tokens: Readonly<Partial<Record<CivilizationId, number>>>;
}

export const census: EntryHandler<EeState, CensusEntry, EeSetup> = {
  validate(state, entry) {
    const out: Violation[] = [...missingPlayers(state, entry.tokens, 'Phase 2b')];
    for (const p of activePlayers(state)) {
      const n = entry.tokens[p.civ];
      const max = TOKENS_PER_PLAYER - p.treasury;
      if (n !== undefined && (n < 0 || n > max))
        out.push(eeViolation('ee/census/tokens-out-of-range', ['Phase 2b', 'chapter 3'], { civ: p.civ, tokens: n, max }));
    }
    return out;
  },
  apply(state, entry) {
    return { ...state, players: state.players.map((p) => ({ ...p, census: entry.tokens[p.civ] ?? p.census })) };
  },
};
