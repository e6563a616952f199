/** Sid Meier's Civilization's package: its game module, the four phases of a turn (Turn Phases) and the replay report. */
import type { RulesetPackage } from '../../package';
import type { SmcEntry } from './entries/types';
import { smc } from './game';
import type { SmcSetup } from './setup';
import type { SmcState } from './state';
import { PHASES, type Phase } from './vocab';

export const SMC_PACKAGE: RulesetPackage<SmcSetup, SmcState, SmcEntry, Phase> = {
  id: 'smc',
  game: smc,
  phases: PHASES,
  report: (_setup, state) => ({ state }),
};
