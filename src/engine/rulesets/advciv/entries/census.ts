/**
 * Census entry (advciv 21, phase 3): tokens on the board per player. Gives the census order for
 * ships and movement (21.1, 23.2) and the tokens in stock (tokens - board - treasury).
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import type { AdvCivState } from '../state';
import { violation } from '../violations';
import { missingPlayers, tokensPerPlayer } from './context';

export interface CensusEntry {
  readonly kind: 'census';
  readonly tokens: Readonly<Partial<Record<NationId, number>>>;
}

export const census: EntryHandler<AdvCivState, CensusEntry, AdvCivSetup> = {
  validate(state, entry, setup) {
    const out: Violation[] = [...missingPlayers(state, entry.tokens, '21.1')];
    for (const p of state.players) {
      const tokens = tokensPerPlayer(setup, p.nation); // capitals 3.5: with Bidding, 56 - bid per player
      const n = entry.tokens[p.nation];
      if (n !== undefined && (n < 0 || n > tokens - p.treasury))
        out.push(violation('census/tokens-out-of-range', ['21.1', '16.1'], { nation: p.nation, tokens: n, max: tokens - p.treasury }));
    }
    return out;
  },
  apply(state, entry, setup) {
    return {
      ...state,
      boardMax: { ...entry.tokens },
      players: state.players.map((p) => {
        const n = entry.tokens[p.nation];
        return n === undefined ? p : { ...p, census: n, stock: tokensPerPlayer(setup, p.nation) - n - p.treasury };
      }),
    };
  },
};
