/** Sid Meier's Civilization's UI package: the game screen's tabs (this folder), the new-game form and its signals. */
import { smcSignals } from '../../../state/game-smc';
import { SmcLogTab } from './SmcLogTab';
import { SmcNewGame } from './SmcNewGame';
import { SmcPlayersTab } from './SmcPlayersTab';
import { SmcScoresTab } from './SmcScoresTab';
import { SmcTurnTab } from './SmcTurnTab';
import './smc.css';
import { smcLogLines } from './logLines';
import type { UiPackage } from '../registry';

export const SMC_UI: UiPackage = {
  id: 'smc',
  tabs: { turn: SmcTurnTab, players: SmcPlayersTab, scores: SmcScoresTab, log: SmcLogTab },
  NewGame: SmcNewGame,
  logLines: smcLogLines,
  signals: smcSignals,
};
