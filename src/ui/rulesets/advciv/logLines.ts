/** Advanced Civilization's log lines: the turn and what the entry says. */
import { entryTurns } from '../../../engine/rulesets/advciv/views/turn';
import { advcivSignals } from '../../../state/game-advciv';
import { NO_LINES, type LogLines } from '../../components/logLines';
import { describeEntry } from './describe';

export const advcivLogLines: LogLines = () => {
  const g = advcivSignals().game.value;
  if (g === undefined) return NO_LINES;
  const turns = entryTurns(g.entries);
  return {
    turn: (i) => turns[i] ?? 1,
    text: (i) => {
      const logged = g.entries[i];
      return logged === undefined ? '' : describeEntry(logged.entry);
    },
  };
};
