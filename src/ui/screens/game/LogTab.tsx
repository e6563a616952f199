/** Log: every entry in order; undo the last (and redo); tap an entry to see the table as of then. */
import { advcivSignals } from '../../../state/game-advciv';
import { t } from '../../i18n';
import { entryTurns } from '../../../engine/rulesets/advciv/views/turn';
import { EntryLog } from '../../components/EntryLog';
import { describeEntry } from './describe';

export function LogTab() {
  const g = advcivSignals().game.value;
  if (g === undefined) return null;
  const turns = entryTurns(g.entries);
  return <EntryLog entries={g.entries} line={(logged, i) => `${t('table.turn', { turn: turns[i] ?? 1 })} · ${describeEntry(logged.entry)}`} />;
}
