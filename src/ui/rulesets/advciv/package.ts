/** Advanced Civilization's UI package: the game screen's tabs (this folder), the new-game form and its signals. */
import { advcivSignals } from '../../../state/game-advciv';
import { LogTab } from './LogTab';
import { PlayersTab } from './PlayersTab';
import { ScoresTab } from './ScoresTab';
import { TurnTab } from './TurnTab';
import { AdvCivNewGame } from './AdvCivNewGame';
import { advcivLogLines } from './logLines';
import type { UiPackage } from '../registry';

export const ADVCIV_UI: UiPackage = {
  id: 'advciv',
  tabs: { turn: TurnTab, players: PlayersTab, scores: ScoresTab, log: LogTab },
  NewGame: AdvCivNewGame,
  logLines: advcivLogLines,
  signals: advcivSignals,
};
