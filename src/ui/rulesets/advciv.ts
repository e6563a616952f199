/** Advanced Civilization's UI package: the game screen's tabs (src/ui/screens/game), the new-game form and its signals. */
import { advcivSignals } from '../../state/game-advciv';
import { LogTab } from '../screens/game/LogTab';
import { PlayersTab } from '../screens/game/PlayersTab';
import { ScoresTab } from '../screens/game/ScoresTab';
import { TurnTab } from '../screens/game/TurnTab';
import { AdvCivNewGame } from '../screens/new-game/AdvCivNewGame';
import { advcivLogLines } from '../screens/game/logLines';
import type { UiPackage } from './package';

export const ADVCIV_UI: UiPackage = {
  id: 'advciv',
  tabs: { turn: TurnTab, players: PlayersTab, scores: ScoresTab, log: LogTab },
  NewGame: AdvCivNewGame,
  logLines: advcivLogLines,
  signals: advcivSignals,
};
