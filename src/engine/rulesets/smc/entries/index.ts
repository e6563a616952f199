/** The exhaustive handler table: every smc entry kind maps to its validate/apply module. */
import type { HandlerTable } from '../../../game';
import type { SmcSetup } from '../setup';
import type { SmcState } from '../state';
import { battleRound, capture, lose } from './battle';
import { explore } from './explore';
import { criticalRoll, produce } from './production';
import { purchase, purchaseDone } from './purchase';
import { give, lend } from './trade';
import { advancePhase } from './turn';
import type { SmcEntry } from './types';
import { claimWonder, declareVictory } from './wonder';

export const HANDLERS: HandlerTable<SmcState, SmcEntry, SmcSetup> = {
  'advance-phase': advancePhase,
  'critical-roll': criticalRoll,
  produce,
  lend,
  give,
  purchase,
  'purchase-done': purchaseDone,
  'claim-wonder': claimWonder,
  explore,
  'battle-round': battleRound,
  lose,
  capture,
  'declare-victory': declareVictory,
};
