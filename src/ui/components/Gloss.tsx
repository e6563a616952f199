/**
 * The Danish rules' gloss of a card or calamity name, shown after the English name (as printed on
 * the cards) in Danish mode only: "Roadbuilding (Vejbygning)".
 */
import type { CardId } from '../../engine/rulesets/advciv/cards';
import type { CalamityId } from '../../engine/rulesets/advciv/commodities';
import { locale } from '../i18n';
import { DANISH_CALAMITY_GLOSS, DANISH_CARD_GLOSS } from '../messages/da/glosses';

function gloss(table: Readonly<Record<string, string>>, id: string): string | undefined {
  return locale.value === 'da' ? table[id] : undefined;
}

/** For plain-text places (an <option>): the name followed by its gloss in Danish mode. */
export function withCalamityGloss(name: string, calamity: CalamityId): string {
  const g = gloss(DANISH_CALAMITY_GLOSS, calamity);
  return g === undefined ? name : `${name} (${g})`;
}

export function CardGloss({ card }: { readonly card: CardId }) {
  const g = gloss(DANISH_CARD_GLOSS, card);
  return g === undefined ? null : (
    <span class="gloss" lang="da">
      {' '}
      ({g})
    </span>
  );
}
