/** Eastern Empires' log lines: the turn and what the entry says. */
import { entryTurns } from '../../../engine/rulesets/eastern-empires/views/turn';
import { eeSignals } from '../../../state/game-ee';
import { NO_LINES, type LogLines } from '../../components/logLines';
import { describeEntry } from './describe';

export const eeLogLines: LogLines = () => {
  const g = eeSignals().game.value;
  if (g === undefined) return NO_LINES;
  const turns = entryTurns(g.entries.map((l) => l.entry));
  return {
    turn: (i) => turns[i] ?? 1,
    text: (i) => {
      const logged = g.entries[i];
      return logged === undefined ? '' : describeEntry(logged.entry);
    },
  };
};
