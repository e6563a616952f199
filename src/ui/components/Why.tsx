/**
 * "Why?": a computed number's reasons, folded away under a native disclosure so it costs nothing
 * until tapped and works with keyboard and screen readers. First the engine's explanations in the
 * player's numbers (why.<code>), then each cited rule said in words (why.<doc>.<rule>, or the
 * sentence of the section it belongs to), each followed by its rule; rules with no sentence at all
 * are listed at the end.
 */
import type { ComponentChildren } from 'preact';
import type { Explanation } from '../../engine/explain';
import type { RuleCitation } from '../../engine/types';
import { hasMessage, locale, t, translate } from '../i18n';
import { citesText } from './names';
import { explanationText, whyKeys } from './why-text';

const sentenceKey = (c: RuleCitation): string | undefined => whyKeys(c).find(hasMessage);

export function Why({
  cite,
  explain = [],
  children,
  label,
}: {
  readonly cite: readonly RuleCitation[];
  readonly explain?: readonly Explanation[];
  readonly children?: ComponentChildren;
  readonly label?: string;
}) {
  // Rules an explanation already cites are not said twice. One sentence per key: rules of one section that share a sentence are cited together after it.
  const said = new Map<string, RuleCitation[]>();
  const rest: RuleCitation[] = [];
  const explained = new Set(explain.flatMap((e) => e.cite.map((c) => [c.doc, c.rule].join(' '))));
  for (const c of cite) {
    if (explained.has([c.doc, c.rule].join(' '))) continue;
    const key = sentenceKey(c);
    if (key === undefined) rest.push(c);
    else said.set(key, [...(said.get(key) ?? []), c]);
  }
  return (
    <details class="why">
      <summary>{label ?? t('table.why')}</summary>
      <div class="why-body">
        {children}
        {(explain.length > 0 || said.size > 0) && (
          <ul class="why-reasons">
            {explain.map((e, i) => (
              <li key={`${e.code}-${i}`} data-why={e.code}>
                {explanationText(e)} {e.cite.length > 0 && <span class="cite">({citesText(e.cite)})</span>}
              </li>
            ))}
            {[...said].map(([key, cites]) => (
              <li key={key} data-rule={cites[0]?.rule}>
                {translate(locale.value, key)} <span class="cite">({citesText(cites)})</span>
              </li>
            ))}
          </ul>
        )}
        {rest.length > 0 && <p class="cite">{t('table.cites', { rules: citesText(rest) })}</p>}
      </div>
    </details>
  );
}
