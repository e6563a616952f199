/** Eastern Empires' UI package: the game screen's tabs (this folder), the new-game form and its signals. */
import { eeSignals } from '../../../state/game-ee';
import { EeLogTab } from './EeLogTab';
import { EeNewGame } from './EeNewGame';
import { EePlayersTab } from './EePlayersTab';
import { EeScoresTab } from './EeScoresTab';
import { EeTurnTab } from './EeTurnTab';
import './ee.css';
import { eeLogLines } from './logLines';
import type { UiPackage } from '../registry';

export const EE_UI: UiPackage = {
  id: 'eastern-empires',
  tabs: { turn: EeTurnTab, players: EePlayersTab, scores: EeScoresTab, log: EeLogTab },
  NewGame: EeNewGame,
  logLines: eeLogLines,
  signals: eeSignals,
};
