/** Eastern Empires names in the active language (catalog `eeui.civ.<id>`, `eeui.advance.<id>`...). */
import { hasMessage, locale, translate } from '../../i18n';

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
