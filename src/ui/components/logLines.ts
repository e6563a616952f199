/**
 * One line per logged entry, "Turn 2 · Census: …": what the log tab shows and what a form names when
 * another screen recorded first. Each ruleset's UI package brings its own lines (`logLines`), so the
 * lines of a ruleset load with its package and never with another's.
 */
import type { GameSession } from '../../state/game';
import { loadedUiPackage } from '../rulesets/package';
import { t } from '../i18n';

/** The line of entry i of the open game's log; empty when no game of that ruleset is open. */
export type LogLines = () => (i: number) => string;

export const turnLine = (turn: number | undefined, text: string): string => `${t('table.turn', { turn: turn ?? 1 })} · ${text}`;

/** The lines of the open game's entries from..from+count-1 (empty until its ruleset's package is loaded). */
export function logLinesOf(s: GameSession, from: number, count: number): readonly string[] {
  const ruleset = s.record.value?.ruleset;
  const pkg = ruleset === undefined ? undefined : loadedUiPackage(ruleset);
  if (pkg === undefined) return [];
  const line = pkg.logLines();
  return Array.from({ length: count }, (_, k) => line(from + k));
}
