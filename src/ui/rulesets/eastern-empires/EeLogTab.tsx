/** Log: every Eastern Empires entry in order with its turn; undo the last (and redo); tap an entry to see the table as of then. */
import { eeSignals } from '../../../state/game-ee';
import { EntryLog } from '../../components/EntryLog';
import { eeLogLines } from './logLines';

export function EeLogTab() {
  const g = eeSignals().game.value;
  if (g === undefined) return null;
  const lines = eeLogLines();
  return <EntryLog class="ee" entries={g.entries} turn={lines.turn} line={(_, i) => lines.text(i)} />;
}
