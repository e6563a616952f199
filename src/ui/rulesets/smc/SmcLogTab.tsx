/** Log: every smc entry in order with its turn and gold effect; undo the last (and redo); tap an entry to see the table as of then. */
import { ledgerOf } from '../../../engine/rulesets/smc/views/players';
import { smcSignals } from '../../../state/game-smc';
import { t } from '../../i18n';
import { EntryLog } from '../../components/EntryLog';
import { smcLogLines } from './logLines';
import { playerName } from './names';

export function SmcLogTab() {
  const { game } = smcSignals();
  const g = game.value;
  if (g === undefined) return null;
  const lines = smcLogLines();
  // Each entry's gold changes on one line: "Cy -5 → 15 gold · Di +5 → 25 gold".
  const changes = new Map<number, string>();
  for (const l of ledgerOf(g.setup, g.entries)) {
    const text = t('smcui.log.gold', { player: playerName(g, l.player), delta: l.delta > 0 ? `+${l.delta}` : String(l.delta), after: l.after });
    const before = changes.get(l.index);
    changes.set(l.index, before === undefined ? text : `${before} · ${text}`);
  }
  return (
    <EntryLog
      class="smc"
      entries={g.entries}
      turn={lines.turn}
      line={(_, i) => lines.text(i)}
      detail={(_, i) => changes.has(i) && <span class="muted small">{changes.get(i)}</span>}
    />
  );
}
