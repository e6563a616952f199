/** Advanced Civilization's log lines: the turn and what the entry says. */
import { entryTurns } from '../../../engine/rulesets/advciv/views/turn';
import { advcivSignals } from '../../../state/game-advciv';
import { turnLine, type LogLines } from '../../components/logLines';
import { describeEntry } from './describe';

export const advcivLogLines: LogLines = () => {
  const g = advcivSignals().game.value;
  if (g === undefined) return () => '';
  const turns = entryTurns(g.entries);
  return (i) => {
    const logged = g.entries[i];
    return logged === undefined ? '' : turnLine(turns[i], describeEntry(logged.entry));
  };
};
