/** Log: every Eastern Empires entry in order with its turn; undo the last (and redo); tap an entry to see the table as of then. */
import { eeSignals } from '../../../state/game-ee';
import { t } from '../../i18n';
import { entryTurns } from '../../../engine/rulesets/eastern-empires/views';
import { EntryLog } from '../../components/EntryLog';
import { describeEntry } from './describe';

export function EeLogTab() {
  const g = eeSignals().game.value;
  if (g === undefined) return null;
  const turns = entryTurns(g.entries.map((l) => l.entry));
  return <EntryLog class="ee" entries={g.entries} line={(logged, i) => `${t('table.turn', { turn: turns[i] ?? 1 })} · ${describeEntry(logged.entry)}`} />;
}
