/**
 * A prefilled figure's origin, under its field: "Suggested: 13 = 47 tokens − 28 on the board − 6 in
 * treasury (advciv 19.1)". The figure and its parts are a ruleset view's; this widget only shows the
 * words the ruleset's UI made of them. It stays while the table types, so the suggestion is always
 * there to compare with.
 */
import type { RuleCitation } from '../../engine/types';
import { t } from '../i18n';
import { citesText } from './names';

export function Suggested({ id, text, cite }: { readonly id: string; readonly text: string | undefined; readonly cite: readonly RuleCitation[] }) {
  if (text === undefined) return null;
  return (
    <p class="small muted suggest" data-testid={`suggest-${id}`}>
      {t('suggest.line', { text, cite: citesText(cite) })}
    </p>
  );
}
