/** Eastern Empires' package: its game module, the 13 phases of a turn (ee chapter 6) and the replay report. */
import type { RulesetPackage } from '../../package';
import type { EeEntry } from './entries';
import { EE_GAME } from './game';
import { PHASES, type Phase } from './phases';
import type { EeSetup } from './setup';
import type { EeState } from './state';

export const EE_PACKAGE: RulesetPackage<EeSetup, EeState, EeEntry, Phase> = {
  id: 'eastern-empires',
  game: EE_GAME,
  phases: PHASES,
  report: (_setup, state) => ({ state }),
};
