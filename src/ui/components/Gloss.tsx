/**
 * In Danish mode a civilization card or calamity goes by its Danish name; where a card is picked or
 * listed, the name printed on the English card follows it, so the table finds the physical card:
 * "Vejbygning (Roadbuilding)". In English the printed name stands alone.
 */
import type { CardId } from '../../engine/rulesets/advciv/cards';
import { locale } from '../i18n';
import type { CalamityId } from '../../engine/rulesets/advciv/commodities';
import { ADVCIV_PRINTED_NAMES, ADVCIV_PRINTED_SHORT } from '../messages/printed-names';
import { calamityShortName } from './names';

function printed(key: `card.name.${CardId}`): string | undefined {
  return locale.value === 'da' ? ADVCIV_PRINTED_NAMES[key] : undefined;
}

/**
 * A calamity in a choice list (an <option>, plain text, as wide as a phone): its short name, and in
 * Danish mode the printed short name after it, "Kætteri (Iconoclasm & Heresy)".
 */
export function calamityChoiceName(calamity: CalamityId): string {
  const short = calamityShortName(calamity);
  return locale.value === 'da' ? `${short} (${ADVCIV_PRINTED_SHORT[`calamity.short.${calamity}`]})` : short;
}

export function CardGloss({ card }: { readonly card: CardId }) {
  const p = printed(`card.name.${card}`);
  return p === undefined ? null : (
    <span class="gloss" lang="en">
      {' '}
      ({p})
    </span>
  );
}
