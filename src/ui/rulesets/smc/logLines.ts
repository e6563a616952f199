/** Sid Meier's log lines: the turn and what the entry says in its era and phase. */
import { entryContexts } from '../../../engine/rulesets/smc/views/turn';
import { smcSignals } from '../../../state/game-smc';
import { NO_LINES, type LogLines } from '../../components/logLines';
import { describeEntry } from './describe';

export const smcLogLines: LogLines = () => {
  const g = smcSignals().game.value;
  if (g === undefined) return NO_LINES;
  const at = entryContexts(g.setup, g.entries);
  return {
    turn: (i) => at[i]?.turn ?? 1,
    text: (i) => {
      const logged = g.entries[i];
      return logged === undefined ? '' : describeEntry(g, logged.entry, at[i] ?? { turn: 1, era: 'ancient', phase: 'movement' });
    },
  };
};
