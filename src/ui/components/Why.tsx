/**
 * "Why?": a computed number's reasons, folded away under a native disclosure so it costs nothing
 * until tapped and works with keyboard and screen readers. Each cited rule with a sentence in the
 * catalog (why.<doc>.<rule>) is said in words first, its rule after it; rules without one are listed
 * at the end.
 */
import type { ComponentChildren } from 'preact';
import type { RuleCitation } from '../../engine/types';
import { hasMessage, locale, t, translate } from '../i18n';
import { citesText } from './names';

const whyKey = (c: RuleCitation): string => ['why', c.doc, c.rule].join('.');

export function Why({ cite, children, label }: { readonly cite: readonly RuleCitation[]; readonly children?: ComponentChildren; readonly label?: string }) {
  const said = cite.filter((c) => hasMessage(whyKey(c)));
  const rest = cite.filter((c) => !hasMessage(whyKey(c)));
  return (
    <details class="why">
      <summary>{label ?? t('table.why')}</summary>
      <div class="why-body">
        {children}
        {said.length > 0 && (
          <ul class="why-reasons">
            {said.map((c, i) => (
              <li key={`${whyKey(c)}-${i}`} data-rule={c.rule}>
                {translate(locale.value, whyKey(c))} <span class="cite">({citesText([c])})</span>
              </li>
            ))}
          </ul>
        )}
        {rest.length > 0 && <p class="cite">{t('table.cites', { rules: citesText(rest) })}</p>}
      </div>
    </details>
  );
}
