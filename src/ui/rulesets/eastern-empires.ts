/** Eastern Empires' UI package: the game screen's tabs (src/ui/screens/ee), the new-game form and its signals. */
import { eeSignals } from '../../state/game-ee';
import { EeLogTab } from '../screens/ee/EeLogTab';
import { EeNewGame } from '../screens/ee/EeNewGame';
import { EePlayersTab } from '../screens/ee/EePlayersTab';
import { EeScoresTab } from '../screens/ee/EeScoresTab';
import { EeTurnTab } from '../screens/ee/EeTurnTab';
import '../screens/ee/ee.css';
import { eeLogLines } from '../screens/ee/logLines';
import type { UiPackage } from './package';

export const EE_UI: UiPackage = {
  id: 'eastern-empires',
  tabs: { turn: EeTurnTab, players: EePlayersTab, scores: EeScoresTab, log: EeLogTab },
  NewGame: EeNewGame,
  logLines: eeLogLines,
  signals: eeSignals,
};
