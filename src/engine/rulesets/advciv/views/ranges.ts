/**
 * The whole numbers a number box of an entry form may take, from the rules' own data: the form shows
 * them as the range it refuses typing beyond (issue 19: "Census for Africa: a whole number from 0 to
 * 47"). The entries' validate checks the same bounds with their rule numbers.
 */
import { tokensPerPlayer } from '../entries/context';
import { CITIES_PER_NATION, type NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import { playerOf, type AdvCivState } from '../state';

export interface FieldRange {
  readonly min: number;
  readonly max: number;
}

/** Census (21.1, 16.1): the tokens on the board are at most the nation's tokens less its treasury. */
export function censusRange(setup: AdvCivSetup, state: AdvCivState, nation: NationId): FieldRange {
  const treasury = playerOf(state, nation)?.treasury ?? 0;
  return { min: 0, max: Math.max(0, tokensPerPlayer(setup, nation) - treasury) };
}

/** Tokens of a nation in its stock or on the board (16.1, 19.1): at most its tokens less its treasury. */
export const tokensRange = censusRange;

/** A nation's cities on the board (5.1): nine. */
export function citiesRange(): FieldRange {
  return { min: 0, max: CITIES_PER_NATION };
}
