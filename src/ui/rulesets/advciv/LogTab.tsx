/** Log: every entry in order; undo the last (and redo); tap an entry to see the table as of then. */
import { advcivSignals } from '../../../state/game-advciv';
import { EntryLog } from '../../components/EntryLog';
import { advcivLogLines } from './logLines';

export function LogTab() {
  const g = advcivSignals().game.value;
  if (g === undefined) return null;
  const lines = advcivLogLines();
  return <EntryLog entries={g.entries} turn={lines.turn} line={(_, i) => lines.text(i)} />;
}
