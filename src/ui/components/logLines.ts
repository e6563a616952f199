/**
 * One line per logged entry, "Turn 2 · Census: …", for every ruleset: what the log tab shows and what
 * a form names when another screen recorded first. One total table by ruleset id, so a new ruleset
 * without its lines fails to compile.
 */
import type { RulesetId } from '../../engine/types';
import { entryTurns as eeEntryTurns } from '../../engine/rulesets/eastern-empires/views';
import { entryContexts } from '../../engine/rulesets/smc/views-ui';
import { entryTurns as advcivEntryTurns } from '../../engine/rulesets/advciv/views/turn';
import type { GameSession } from '../../state/game';
import { advcivGame } from '../../state/game-advciv';
import { eeGame } from '../../state/game-ee';
import { smcView } from '../../state/game-smc';
import { t } from '../i18n';
import { describeEntry as describeEe } from '../screens/ee/describe';
import { describeEntry as describeAdvciv } from '../screens/game/describe';
import { describeEntry as describeSmc } from '../screens/smc/describe';

/** The line of entry i of the open game's log (read once per render); empty when no game of that ruleset is open. */
export type LogLines = () => (i: number) => string;

const turnLine = (turn: number | undefined, text: string): string => `${t('table.turn', { turn: turn ?? 1 })} · ${text}`;

export const LOG_LINES: Readonly<Record<RulesetId, LogLines>> = {
  advciv: () => {
    const g = advcivGame.value;
    if (g === undefined) return () => '';
    const turns = advcivEntryTurns(g.entries);
    return (i) => {
      const logged = g.entries[i];
      return logged === undefined ? '' : turnLine(turns[i], describeAdvciv(logged.entry));
    };
  },
  'eastern-empires': () => {
    const g = eeGame().game.value;
    if (g === undefined) return () => '';
    const turns = eeEntryTurns(g.entries.map((l) => l.entry));
    return (i) => {
      const logged = g.entries[i];
      return logged === undefined ? '' : turnLine(turns[i], describeEe(logged.entry));
    };
  },
  smc: () => {
    const g = smcView().game.value;
    if (g === undefined) return () => '';
    const at = entryContexts(g.setup, g.entries);
    return (i) => {
      const logged = g.entries[i];
      return logged === undefined ? '' : turnLine(at[i]?.turn, describeSmc(g, logged.entry, at[i] ?? { turn: 1, era: 'ancient', phase: 'movement' }));
    };
  },
};

/** The lines of the open game's entries from..from+count-1. */
export function logLinesOf(s: GameSession, from: number, count: number): readonly string[] {
  const ruleset = s.record.value?.ruleset;
  if (ruleset === undefined) return [];
  const line = LOG_LINES[ruleset]();
  return Array.from({ length: count }, (_, k) => line(from + k));
}
