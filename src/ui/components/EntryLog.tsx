/**
 * The log tab of every ruleset: the entries in order, grouped by turn; undo the last (and redo); tap
 * an entry to see the table as of then. The current turn is open; each older turn is a disclosure
 * whose entries are rendered only once opened, so the tab costs the same at turn 20 as at turn 1.
 * What an entry says (its turn, its words, any extra line) comes from the ruleset's screen; the
 * session does the undo, redo and "as of".
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Refusal } from '../../state/game';
import { session } from '../../state/game';
import { t } from '../i18n';
import { RefusalNotice } from './Violations';

/** Entries from..to-1 of the log, all of one turn. */
interface TurnGroup {
  readonly turn: number;
  readonly from: number;
  readonly to: number;
}

function groupByTurn(count: number, turnOf: (i: number) => number): readonly TurnGroup[] {
  const groups: TurnGroup[] = [];
  let from = 0;
  for (let i = 1; i <= count; i++) {
    if (i === count || turnOf(i) !== turnOf(from)) {
      groups.push({ turn: turnOf(from), from, to: i });
      from = i;
    }
  }
  return groups;
}

export function EntryLog<E>({
  entries,
  turn,
  line,
  detail,
  class: className,
}: {
  readonly entries: readonly E[];
  /** The turn of the entry at index i (the log groups entries by it). */
  readonly turn: (i: number) => number;
  /** What the entry at index i shows after its number ("1. "). */
  readonly line: (entry: E, i: number) => ComponentChildren;
  /** A second, quieter line under the entry (smc: the gold it moved). */
  readonly detail?: (entry: E, i: number) => ComponentChildren;
  /** The ruleset's style scope ('ee', 'smc'). */
  readonly class?: string;
}) {
  const s = session();
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // Turns the player opened or closed; the others follow the default (the last turn open).
  const [chosen, setChosen] = useState<ReadonlyMap<number, boolean>>(new Map());
  const run = async (op: () => Promise<{ ok: boolean; error?: Refusal }>) => {
    setBusy(true);
    const r = await op();
    setBusy(false);
    setRefusal(r.ok ? undefined : r.error);
  };
  const groups = groupByTurn(entries.length, turn);
  const asOf = s.asOf.value;
  const item = (i: number) => {
    const entry = entries[i] as E;
    const pressed = asOf === i + 1;
    return (
      <li key={i}>
        <button type="button" class="btn" aria-pressed={pressed} onClick={() => s.showAsOf(pressed ? null : i + 1)}>
          <span>
            {i + 1}. {line(entry, i)}
          </span>
          {detail?.(entry, i)}
        </button>
      </li>
    );
  };
  return (
    <section aria-labelledby="log-h" class={className}>
      <h2 id="log-h">{t('log.title')}</h2>
      {/* A phone linked to another phone's game never undoes the table's log: it shows no undo at all. */}
      {!s.routed.value && (
        <div class="actions" data-testid="log-actions">
          <button type="button" class="btn" disabled={busy || !s.canUndo.value} onClick={() => void run(() => s.undo())}>
            {t('persistence.undo')}
          </button>
          <button type="button" class="btn" disabled={busy || !s.canRedo.value} onClick={() => void run(() => s.redo())}>
            {t('persistence.redo')}
          </button>
        </div>
      )}
      <RefusalNotice refusal={refusal} />
      {entries.length === 0 ? (
        <p class="muted">{t('log.empty')}</p>
      ) : (
        <div class="log-turns" data-testid="log">
          {groups.map((g, k) => {
            const open = chosen.get(g.turn) ?? k === groups.length - 1;
            return (
              <details
                key={g.turn}
                class="log-turn"
                data-turn={g.turn}
                open={open}
                onToggle={(e) => {
                  const now = (e.currentTarget as HTMLDetailsElement).open;
                  if (now !== open) setChosen((m) => new Map(m).set(g.turn, now));
                }}
              >
                <summary>{t('log.turnSummary', { turn: g.turn, count: g.to - g.from })}</summary>
                {open && (
                  <ol class="log-list" start={g.from + 1}>
                    {Array.from({ length: g.to - g.from }, (_, j) => item(g.from + j))}
                  </ol>
                )}
              </details>
            );
          })}
        </div>
      )}
    </section>
  );
}
