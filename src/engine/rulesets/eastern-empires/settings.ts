/**
 * Per-game settings of Eastern Empires (RULINGS.md "setting"): chosen at set-up, stored in the record,
 * shown in the game's summary. Defaults are the rulings' defaults.
 */
import { DEFAULT_CALAMITY_SETTINGS, type CalamitySettings } from './calc/calamity-effects';

export const CIVIL_WAR_OPTIONS = ['moving', 'fixed'] as const; // R-E3
export const ICONOCLASM_OPTIONS = ['allVictims', 'primaryOnly'] as const; // R-E4

export interface EeSettings extends CalamitySettings {
  /** ee chapter 4 "Setting game limits": an optional last turn (null = play to the Late Iron Age). */
  readonly turnLimit: number | null;
}

export const DEFAULT_EE_SETTINGS: EeSettings = { ...DEFAULT_CALAMITY_SETTINGS, turnLimit: null };
