/** Log: every entry in order; undo the last (and redo); tap an entry to see the table as of then. */
import { advcivGame } from '../../../state/game-advciv';
import { EntryLog } from '../../components/EntryLog';
import { LOG_LINES } from '../../components/logLines';

export function LogTab() {
  const g = advcivGame.value;
  if (g === undefined) return null;
  const line = LOG_LINES.advciv();
  return <EntryLog entries={g.entries} line={(_, i) => line(i)} />;
}
