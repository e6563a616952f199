/**
 * Per-game settings of advciv (RULINGS.md "setting"): chosen at set-up, stored in the record, shown
 * in the game's summary. Defaults are the rulings' defaults.
 */
import type { BabylonValues } from './ast';

export const BABYLON_OPTIONS = ['1600/1900', '1500/1800'] as const satisfies readonly BabylonValues[];
/** R-A5: 31.57 "must acquire at no cost" (default) or the Danish "må" (optional). */
export const FREE_CARD_OPTIONS = ['required', 'optional'] as const;
/** R-A11: pay for whole cities and the rest revolt (default), or pay with all of stock. */
export const TAX_REVOLT_OPTIONS = ['whole-cities', 'all-stock'] as const;

export interface AdvCivSettings {
  /** R-A3, advciv 33.25: Babylon's Late Iron Age values. */
  readonly babylonLateIron: (typeof BABYLON_OPTIONS)[number];
  /** R-A5, advciv 31.57. */
  readonly freeCards: (typeof FREE_CARD_OPTIONS)[number];
  /** R-A11, advciv 19.31. */
  readonly taxRevolt: (typeof TAX_REVOLT_OPTIONS)[number];
  /** advciv 34.1 B, 34.2: the turn after which the game ends (null = play to a finish square). */
  readonly turnLimit: number | null;
  /** advciv 38.21 (variant 38.2): nine players with the Western Extension mapboard use 55 tokens; absent/false = 47 (16.9). */
  readonly westernExtension?: boolean;
}

export const DEFAULT_SETTINGS: AdvCivSettings = {
  babylonLateIron: '1600/1900',
  freeCards: 'required',
  taxRevolt: 'whole-cities',
  turnLimit: null,
};
