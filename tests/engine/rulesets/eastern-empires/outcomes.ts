/** Eastern Empires calamity outcomes for the engine tests. */
import type { CivilizationId } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import type { VictimOutcome } from '../../../../src/engine/rulesets/eastern-empires/entries/calamity';

/** A victim's outcome with nothing lost (ee chapter 8), with `o` changed. */
export const victimOutcome = (civ: CivilizationId, o: Partial<Omit<VictimOutcome, 'civ'>> = {}): VictimOutcome => ({
  civ,
  citiesReduced: 0,
  tokensPlaced: 0,
  citiesDestroyed: 0,
  citiesLost: 0,
  tokensRemoved: 0,
  treasuryLost: 0,
  discarded: {},
  astBack: 0,
  prevented: 0,
  exhausted: false,
  ...o,
});
