/** Calamities (29, 30): filled in once the calamity entry is in the engine's entry table. */
import type { AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../../state/i18n';

export function CalamitiesForm(_props: { readonly game: AdvCivGame }) {
  return <p class="muted">{t('turn.atTable.calamities')}</p>;
}
