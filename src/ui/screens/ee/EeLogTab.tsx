/** Log: every Eastern Empires entry in order with its turn; undo the last (and redo); tap an entry to see the table as of then. */
import { eeGame } from '../../../state/game-ee';
import { EntryLog } from '../../components/EntryLog';
import { LOG_LINES } from '../../components/logLines';

export function EeLogTab() {
  const g = eeGame().game.value;
  if (g === undefined) return null;
  const line = LOG_LINES['eastern-empires']();
  return <EntryLog class="ee" entries={g.entries} line={(_, i) => line(i)} />;
}
