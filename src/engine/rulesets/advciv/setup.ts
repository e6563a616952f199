/**
 * The advciv game setup as stored in the record: players (name, nation; A.S.T. order follows from the
 * nation, 17.4), chosen variants (section VII) and the per-game settings (RULINGS.md).
 */
import type { NationId } from './nations';
import type { AdvCivSettings } from './settings';
import type { VariantId } from './variants';
import type { BiddingSetup } from './variants/bidding';

/** Set up with the game under variant 38.1 (16.10, 16.M): the 10th and later players. */
export interface LateArrivalSetup {
  readonly name: string;
}

export interface AdvCivPlayerSetup {
  readonly name: string;
  readonly nation: NationId;
}

export interface AdvCivSetup {
  readonly players: readonly AdvCivPlayerSetup[];
  readonly variants: readonly VariantId[];
  readonly settings: AdvCivSettings;
  /** Variant 'bidding' (capitals 3, R-C2): the bids and how ties were broken; absent otherwise. */
  readonly bidding?: BiddingSetup;
  /** Variant 38.1 (16.10, 16.M): the 10th and later players, late arrivals waiting for their Civil War (late-arrivals.ts). */
  readonly lateArrivals?: readonly LateArrivalSetup[];
}
