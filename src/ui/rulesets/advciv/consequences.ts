/** The words of an advciv entry's consequences (views/consequences.ts computes them). */
import type { AdvCivEntry } from '../../../engine/rulesets/advciv/entries';
import { entryConsequences, type Consequence } from '../../../engine/rulesets/advciv/views/consequences';
import type { AdvCivSetup } from '../../../engine/rulesets/advciv/setup';
import type { AdvCivState } from '../../../engine/rulesets/advciv/state';
import { t } from '../../i18n';
import { nationName } from '../../components/names';

export function consequenceText(c: Consequence): string {
  switch (c.kind) {
    case 'cities-taken':
      return t('consequence.citiesTaken', { to: nationName(c.to), from: nationName(c.from), n: c.cities });
    case 'cities-removed':
      return t('consequence.citiesRemoved', { nation: nationName(c.nation), n: c.cities });
    case 'cities-lost':
      return t('consequence.citiesLost', { nation: nationName(c.nation), n: c.cities });
    case 'tokens-lost':
      return t('consequence.tokensLost', { nation: nationName(c.nation), n: c.tokens });
    case 'leaves':
      return t('consequence.leaves', { nation: nationName(c.nation) });
    case 'hand-emptied':
      return t(c.atLeast === true ? 'consequence.handEmptiedAtLeast' : 'consequence.handEmptied', { nation: nationName(c.nation), n: c.cards });
  }
}

/** The sentences a form shows before recording `entry` (none when it is incomplete, refused or takes nothing). */
export function consequenceSentences(setup: AdvCivSetup, state: AdvCivState, entry: AdvCivEntry | undefined): readonly string[] {
  return entry === undefined ? [] : entryConsequences(setup, state, entry).map(consequenceText);
}
