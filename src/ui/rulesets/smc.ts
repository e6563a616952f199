/** Sid Meier's Civilization's UI package: the game screen's tabs (src/ui/screens/smc), the new-game form and its signals. */
import { smcSignals } from '../../state/game-smc';
import { SmcLogTab } from '../screens/smc/SmcLogTab';
import { SmcNewGame } from '../screens/smc/SmcNewGame';
import { SmcPlayersTab } from '../screens/smc/SmcPlayersTab';
import { SmcScoresTab } from '../screens/smc/SmcScoresTab';
import { SmcTurnTab } from '../screens/smc/SmcTurnTab';
import '../screens/smc/smc.css';
import { smcLogLines } from '../screens/smc/logLines';
import type { UiPackage } from './package';

export const SMC_UI: UiPackage = {
  id: 'smc',
  tabs: { turn: SmcTurnTab, players: SmcPlayersTab, scores: SmcScoresTab, log: SmcLogTab },
  NewGame: SmcNewGame,
  logLines: smcLogLines,
  signals: smcSignals,
};
