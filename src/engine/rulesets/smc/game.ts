/** The smc GameModule: Sid Meier's Civilization: The Boardgame, standard and advanced rules. */
import type { GameModule } from '../../game';
import { HANDLERS } from './entries';
import { parseEntry } from './entries/parse';
import type { SmcEntry } from './entries/types';
import { parseSetup, validateSetup, type SmcSetup } from './setup';
import { initialState, type SmcState } from './state';
import { admitSmc } from './admit';

export const smc = {
  id: 'smc',
  parseSetup,
  parseEntry,
  validateSetup,
  initialState,
  handlers: HANDLERS,
  admit: admitSmc,
} as const satisfies GameModule<SmcSetup, SmcState, SmcEntry>;
