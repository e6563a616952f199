/**
 * The Eastern Empires game setup as stored in the record: players (name, civilization; A.S.T.-ranking
 * follows from the civilization) and the per-game settings. The map board set-ups of ee chapter 5
 * were pictures: which civilizations play is the table's choice and the engine does not check it (R-G2).
 */
import type { CivilizationId } from './civilizations';
import type { EeSettings } from './settings';

export interface EePlayerSetup {
  readonly name: string;
  readonly civ: CivilizationId;
}

export interface EeSetup {
  readonly players: readonly EePlayerSetup[];
  readonly settings: EeSettings;
}
