/** The words of an Eastern Empires entry's consequences (engine views/consequences.ts computes them). */
import type { EeEntry } from '../../../engine/rulesets/eastern-empires/entries';
import type { EeSetup } from '../../../engine/rulesets/eastern-empires/setup';
import type { EeState } from '../../../engine/rulesets/eastern-empires/state';
import { eeEntryConsequences, type EeConsequence } from '../../../engine/rulesets/eastern-empires/views/consequences';
import { t } from '../../i18n';
import { civName } from './names';

export function eeConsequenceText(c: EeConsequence): string {
  switch (c.kind) {
    case 'cities-taken':
      return t('consequence.citiesTaken', { to: civName(c.to), from: civName(c.from), n: c.cities });
    case 'cities-removed':
      return t('consequence.citiesRemoved', { nation: civName(c.civ), n: c.cities });
    case 'cities-lost':
      return t('consequence.citiesLost', { nation: civName(c.civ), n: c.cities });
    case 'tokens-lost':
      return t('consequence.tokensLost', { nation: civName(c.civ), n: c.tokens });
    case 'hand-emptied':
      return t('consequence.handEmptied', { nation: civName(c.civ), n: c.cards });
    case 'leaves':
      return t('consequence.leaves', { nation: civName(c.civ) });
  }
}

/** The sentences a form shows before recording `entry` (none when it is incomplete, refused or takes nothing). */
export function eeConsequenceSentences(setup: EeSetup, state: EeState, entry: EeEntry | undefined): readonly string[] {
  return entry === undefined ? [] : eeEntryConsequences(setup, state, entry).map(eeConsequenceText);
}
