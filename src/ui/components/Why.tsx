/**
 * "Why?": a computed number's reasons (the rule numbers and modifiers behind it), folded away under a
 * native disclosure so it costs nothing until tapped and works with keyboard and screen readers.
 */
import type { ComponentChildren } from 'preact';
import type { RuleCitation } from '../../engine/types';
import { t } from '../i18n';
import { citesText } from './names';

export function Why({ cite, children, label }: { readonly cite: readonly RuleCitation[]; readonly children?: ComponentChildren; readonly label?: string }) {
  return (
    <details class="why">
      <summary>{label ?? t('table.why')}</summary>
      <div class="why-body">
        {children}
        {cite.length > 0 && <p class="cite">{t('table.cites', { rules: citesText(cite) })}</p>}
      </div>
    </details>
  );
}
