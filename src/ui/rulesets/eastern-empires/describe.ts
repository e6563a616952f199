/** One line per Eastern Empires entry for the log, in the active language. */
import type { EeEntry } from '../../../engine/rulesets/eastern-empires';
import { t } from '../../i18n';
import { advanceName, calamityName, civName, eePhaseName } from './names';

export function describeEntry(e: EeEntry): string {
  switch (e.kind) {
    case 'taxation':
      return eePhaseName('taxCollection');
    case 'census':
      return eePhaseName('populationExpansion');
    case 'ships':
      return t('eeui.log.ships', { civ: civName(e.civ), built: e.built, maintained: e.maintained });
    case 'cities':
      return eePhaseName(e.step === 'construction' ? 'cityConstruction' : 'removeSurplusPopulation');
    case 'trade-cards':
      return t('eeui.log.cards', { civ: civName(e.civ), n: e.bought.length });
    case 'calamity-selection':
      return t('eeui.log.selection', { civ: civName(e.civ), calamities: e.held.length === 0 ? '–' : e.held.map(calamityName).join(', ') });
    case 'calamity':
      return t('eeui.log.calamity', { civ: civName(e.civ), calamity: calamityName(e.calamity) });
    case 'special-abilities':
      return t('eeui.log.abilities', { civ: civName(e.civ) });
    case 'purchase':
      return t('eeui.log.purchase', { civ: civName(e.civ), advances: e.advances.length === 0 ? '–' : e.advances.map(advanceName).join(', ') });
    case 'hand':
      return t('eeui.log.hand', { civ: civName(e.civ) });
    case 'ast':
      return eePhaseName('astAlteration');
    case 'leave':
      return t('eeui.log.leave', { civ: civName(e.civ) });
  }
}
