/**
 * advciv Archaeological Succession Table (10.2, 33.x): epochs with their entry requirements (33.2x)
 * and each nation's track from reference/advciv-ast-credits-commodities.md 2 (R-A3). Index 0 is the
 * START arrow, 16 the FINISH square; victory points = 100 x index (35.1 D, R-A3).
 */
import type { AstSpace, EpochDef } from '../../ruleset';
import { COUNTERPARTS, originalOf, type BaseNationId, type NationId } from './nations';

export const EPOCHS = ['stone', 'early-bronze', 'late-bronze', 'early-iron', 'late-iron'] as const;
export type EpochId = (typeof EPOCHS)[number];

/** 33.21-33.25. The cities requirement is also the freeze rule of 33.3; 33.4 spares the Stone Age. */
export const EPOCH: Readonly<Record<EpochId, EpochDef>> = {
  stone: { requirements: [], regressExempt: true, cite: { doc: 'advciv', rule: '33.21' } },
  'early-bronze': { requirements: [{ kind: 'cities', min: 2 }], regressExempt: false, cite: { doc: 'advciv', rule: '33.22' } },
  'late-bronze': {
    requirements: [
      { kind: 'cities', min: 3 },
      { kind: 'groups', min: 3 },
    ],
    regressExempt: false,
    cite: { doc: 'advciv', rule: '33.23' },
  },
  'early-iron': {
    requirements: [
      { kind: 'cities', min: 4 },
      { kind: 'cards', min: 9 },
      { kind: 'groups', min: 5 },
    ],
    regressExempt: false,
    cite: { doc: 'advciv', rule: '33.24' },
  },
  'late-iron': {
    requirements: [{ kind: 'cities', min: 5 }, { kind: 'card-points-of-space' }],
    regressExempt: false,
    cite: { doc: 'advciv', rule: '33.25' },
  },
};

/**
 * Builds a track: START, then `stone` Stone Age spaces, ... then the Late Iron Age values, then FINISH.
 * FINISH repeats the last value (reference 3.3: equivalent to no value, cards are never lost).
 */
function track(stone: number, eb: number, lb: number, ei: number, li: readonly number[]): readonly AstSpace<EpochId>[] {
  const spaces: AstSpace<EpochId>[] = [{ epoch: 'stone' }];
  const push = (epoch: EpochId, n: number) => {
    for (let i = 0; i < n; i++) spaces.push({ epoch });
  };
  push('stone', stone);
  push('early-bronze', eb);
  push('late-bronze', lb);
  push('early-iron', ei);
  for (const points of li) spaces.push({ epoch: 'late-iron', points });
  spaces.push({ epoch: 'late-iron', points: li[li.length - 1] ?? 0 });
  return spaces;
}

/** Babylon's Late Iron Age values: default A 1600/1900, setting B 1500/1800 (R-A3). */
export const BABYLON_LATE_IRON = { '1600/1900': [1600, 1900], '1500/1800': [1500, 1800] } as const;
export type BabylonValues = keyof typeof BABYLON_LATE_IRON;

/** reference 2, "by epoch" table: Stone / EB / LB / EI spaces, Late Iron Age values. */
export function astTracks(babylon: BabylonValues): Readonly<Record<NationId, readonly AstSpace<EpochId>[]>> {
  const tracks: Readonly<Record<BaseNationId, readonly AstSpace<EpochId>[]>> = {
    africa: track(4, 3, 3, 3, [1300, 1600]),
    italy: track(4, 3, 3, 3, [1400, 1700]),
    illyria: track(5, 2, 3, 2, [1200, 1500, 1800]),
    thrace: track(5, 3, 2, 2, [1200, 1400, 1700]),
    crete: track(4, 4, 2, 3, [1300, 1600]),
    asia: track(4, 3, 2, 3, [1200, 1500, 1800]),
    assyria: track(4, 3, 2, 4, [1500, 1800]),
    babylon: track(4, 3, 2, 4, BABYLON_LATE_IRON[babylon]),
    egypt: track(3, 3, 3, 3, [1300, 1600, 1900]),
  };
  // 38.1 (15.52): a counterpart plays on its original nation's track.
  return { ...tracks, ...Object.fromEntries(COUNTERPARTS.map((c) => [c, tracks[originalOf(c)]])) } as Readonly<Record<NationId, readonly AstSpace<EpochId>[]>>;
}

/** FINISH is position 16 on every track (R-A3). */
export const FINISH = 16;
