/**
 * What the log says of each logged entry: its turn and its words ("Census: …"). The log tab groups
 * entries by turn; a form names what another screen recorded first as "Turn 2 · Census: …". Each
 * ruleset's UI package brings its own lines (`logLines`), so the lines of a ruleset load with its
 * package and never with another's. The game frame (screens/game/GameScreen.tsx) hands the open
 * game's lines down to the components below it (`LogLinesContext`): a shared component never
 * reaches the ruleset registry itself, so no import runs from here back up to a ruleset.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { t } from '../i18n';

/** The open game's log, entry by entry (index i of its log). */
export interface GameLogLines {
  /** The turn entry i belongs to (cheap: the log tab asks it of every entry to group them). */
  readonly turn: (i: number) => number;
  /** What entry i says (asked only of the entries on screen). */
  readonly text: (i: number) => string;
}

/** The lines of the open game's log; every entry empty when no game of that ruleset is open. */
export type LogLines = () => GameLogLines;

export const NO_LINES: GameLogLines = { turn: () => 1, text: () => '' };

export const turnLine = (turn: number | undefined, text: string): string => `${t('table.turn', { turn: turn ?? 1 })} · ${text}`;

/** The open game's lines, provided by the game frame once its ruleset's UI package is loaded. */
export const LogLinesContext = createContext<LogLines | undefined>(undefined);

/** The lines of the open game (undefined outside a game screen, or while its package loads). */
export const useLogLines = (): LogLines | undefined => useContext(LogLinesContext);

/** The lines of the open game's entries from..from+count-1 (empty until its ruleset's package is loaded). */
export function logLinesOf(logLines: LogLines | undefined, from: number, count: number): readonly string[] {
  if (logLines === undefined) return [];
  const lines = logLines();
  return Array.from({ length: count }, (_, k) => turnLine(lines.turn(from + k), lines.text(from + k)));
}

/** The words of the open game's entries from..from+count-1, without their turn (empty until its ruleset's package is loaded). */
export function entryTextsOf(logLines: LogLines | undefined, from: number, count: number): readonly string[] {
  if (logLines === undefined) return [];
  const lines = logLines();
  return Array.from({ length: count }, (_, k) => lines.text(from + k));
}
