/** The Eastern Empires screens: the game screen's four tabs and the new-game form. */
import type { ComponentType } from 'preact';
import { EeLogTab } from './EeLogTab';
import { EePlayersTab } from './EePlayersTab';
import { EeScoresTab } from './EeScoresTab';
import { EeTurnTab } from './EeTurnTab';
import './ee.css';

export const EE_TABS: Readonly<Record<'turn' | 'players' | 'scores' | 'log', ComponentType>> = {
  turn: EeTurnTab,
  players: EePlayersTab,
  scores: EeScoresTab,
  log: EeLogTab,
};

export { EeNewGame } from './EeNewGame';
