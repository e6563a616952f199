/** Eastern Empires names in the active language (catalog `eeui.civ.<id>`, `eeui.advance.<id>`...). */
import type { AdvanceId } from '../../../engine/rulesets/eastern-empires/advances';
import type { CalamityId } from '../../../engine/rulesets/eastern-empires/trade-cards';
import { hasMessage, locale, translate } from '../../i18n';
import { EE_PRINTED_NAMES } from '../../messages/printed-names';

const named =
  (prefix: string) =>
  (id: string): string => {
    const key = `${prefix}.${id}`;
    return hasMessage(key) ? translate(locale.value, key) : id;
  };

export const civName = named('eeui.civ');
export const advanceName = named('eeui.advance');
export const commodityName = named('eeui.commodity');
export const calamityName = named('eeui.calamity');
export const colourName = named('eeui.colour');
export const eePhaseName = named('ee.phase');
export const epochName = named('ee.epoch');

/**
 * Where a card is picked, in Danish mode the Danish name is followed by the name printed on the
 * English card, so the table finds it: "Byplanlægning (Urbanism)". In English the printed name stands alone.
 */
function withPrinted(name: string, key: keyof typeof EE_PRINTED_NAMES): string {
  const printed = EE_PRINTED_NAMES[key];
  return locale.value === 'da' && printed !== name ? `${name} (${printed})` : name;
}
export const advancePicked = (id: AdvanceId): string => withPrinted(advanceName(id), `eeui.advance.${id}`);
export const calamityPicked = (id: CalamityId): string => withPrinted(calamityName(id), `eeui.calamity.${id}`);
