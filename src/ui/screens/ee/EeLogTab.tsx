/** Log: every Eastern Empires entry in order with its turn; undo the last (and redo); tap an entry to see the table as of then. */
import { eeGame } from '../../../state/game-ee';
import { t } from '../../../state/i18n';
import { EntryLog, turnOfEach } from '../../components/EntryLog';
import { describeEntry } from './describe';

export function EeLogTab() {
  const g = eeGame().game.value;
  if (g === undefined) return null;
  // The turn of each entry: an A.S.T. alteration ends a turn (ee Phase 13).
  const turns = turnOfEach(g.entries, (l) => l.entry.kind === 'ast');
  return <EntryLog class="ee" entries={g.entries} line={(logged, i) => `${t('table.turn', { turn: turns[i] ?? 1 })} · ${describeEntry(logged.entry)}`} />;
}
