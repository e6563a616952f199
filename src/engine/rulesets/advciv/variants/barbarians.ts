/**
 * Variant 39.4, Barbarian Population Expansion (advciv 20.4): who controls the Barbarians' growth
 * this turn, shown in the population phase (views/board.ts) and named in a Flood as the player who
 * chooses which Barbarian and Pirate units on the plain are lost (30.5121, entries/calamity-resolution.ts).
 * How many tokens they gain (20.4, 20.5) and where six of them build a Pirate city (25.4) are done on
 * the board: the app keeps no Barbarian tokens (R-G2, the map is not modelled) and no later entry reads
 * them, so the engine does not count them. (Flood striking Barbarians, 30.5121: calamity-effects.ts.)
 */
import type { RuleCitation } from '../../../types';
import type { NationId } from '../nations';
import type { AdvCivPlayer, AdvCivState } from '../state';

const cite = (rule: string, ruling?: string): RuleCitation =>
  ruling === undefined ? { doc: 'advciv', rule, variant: '39.4' } : { doc: 'advciv', rule, ruling, variant: '39.4' };

/**
 * 20.4: the player with the fewest tokens on the board controls the Barbarian population expansion
 * (`census`: the tokens he left on the board last turn where known, else his last census); ties by
 * A.S.T. order (17.4, R-A10; `players` in A.S.T. order); inert nations take no part (R-A12). Null
 * before any count.
 */
export function barbarianController(
  players: readonly Pick<AdvCivPlayer, 'nation' | 'census' | 'status'>[],
): { readonly nation: NationId; readonly cite: readonly RuleCitation[] } | null {
  let best: { nation: NationId; census: number } | null = null;
  for (const p of players) {
    if (p.status !== 'active' || p.census === null) continue;
    if (best === null || p.census < best.census) best = { nation: p.nation, census: p.census };
  }
  return best === null ? null : { nation: best.nation, cite: [cite('20.4'), { doc: 'advciv', rule: '17.4', ruling: 'R-A10' }] };
}

/**
 * 20.4 this turn: the controller from the tokens each player left on the board at the end of last
 * turn (state.boardLast, after its cities and calamities) where known, else his last census.
 */
export function barbarianControllerOf(state: AdvCivState): ReturnType<typeof barbarianController> {
  return barbarianController(state.players.map((p) => ({ nation: p.nation, status: p.status, census: state.boardLast?.[p.nation] ?? p.census })));
}
