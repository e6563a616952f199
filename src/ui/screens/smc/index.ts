/** The Sid Meier's Civilization screens: the game screen's four tabs and the new-game form. */
import type { ComponentType } from 'preact';
import { SmcLogTab } from './SmcLogTab';
import { SmcPlayersTab } from './SmcPlayersTab';
import { SmcScoresTab } from './SmcScoresTab';
import { SmcTurnTab } from './SmcTurnTab';
import './smc.css';

export const SMC_TABS: Readonly<Record<'turn' | 'players' | 'scores' | 'log', ComponentType>> = {
  turn: SmcTurnTab,
  players: SmcPlayersTab,
  scores: SmcScoresTab,
  log: SmcLogTab,
};

export { SmcNewGame } from './SmcNewGame';
