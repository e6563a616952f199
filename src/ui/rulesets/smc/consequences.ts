/** The words of a Sid Meier's entry's consequences (engine views/consequences.ts computes them). */
import type { SmcEntry } from '../../../engine/rulesets/smc/entries/types';
import { smcEntryConsequences, type SmcConsequence } from '../../../engine/rulesets/smc/views/consequences';
import type { SmcGame } from '../../../state/game-smc';
import { t } from '../../i18n';
import { playerName } from './names';

export function smcConsequenceText(g: SmcGame, c: SmcConsequence): string {
  switch (c.kind) {
    case 'settlement-taken':
      return t('smcui.consequence.settlementTaken', { to: playerName(g, c.to), from: playerName(g, c.from), region: c.region });
    case 'units-lost':
      return t('smcui.consequence.unitsLost', { player: playerName(g, c.player), n: c.units });
    case 'settlers-lost':
      return t('smcui.consequence.settlersLost', { player: playerName(g, c.player), n: c.settlers });
    case 'settlements-reduced':
      return t('smcui.consequence.settlementsReduced', { player: playerName(g, c.player), n: c.settlements });
  }
}

/** The sentences a form shows before recording `entry` (none when it is refused or takes nothing). */
export function smcConsequenceSentences(g: SmcGame, entry: SmcEntry): readonly string[] {
  return smcEntryConsequences(g.setup, g.state, entry).map((c) => smcConsequenceText(g, c));
}
