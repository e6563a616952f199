/**
 * In Danish mode a civilization card or calamity goes by its Danish name; where a card is picked or
 * listed, the name printed on the English card follows it, so the table finds the physical card:
 * "Vejbygning (Roadbuilding)". In English the printed name stands alone.
 */
import type { CardId } from '../../engine/rulesets/advciv/cards';
import type { CalamityId } from '../../engine/rulesets/advciv/commodities';
import { locale } from '../i18n';
import { ADVCIV_PRINTED_NAMES } from '../messages/printed-names';

function printed(key: `card.name.${CardId}` | `calamity.name.${CalamityId}`): string | undefined {
  return locale.value === 'da' ? ADVCIV_PRINTED_NAMES[key] : undefined;
}

/** For plain-text places (an <option>): the name followed by the printed one in Danish mode. */
export function withCalamityGloss(name: string, calamity: CalamityId): string {
  const p = printed(`calamity.name.${calamity}`);
  return p === undefined ? name : `${name} (${p})`;
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
