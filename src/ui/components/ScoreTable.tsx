/**
 * The scores tab of every ruleset: a heading, the ranking (place, player, total) as the engine's
 * score view gives it, and under it whatever breakdown the ruleset shows (children). No sums here.
 */
import type { ComponentChildren } from 'preact';
import { locale, t } from '../i18n';

export interface ScoreRow {
  /** The player's id in the ruleset (nation, civilization, player), also set as `data-<dataKey>`. */
  readonly id: string;
  readonly place: number | string;
  readonly name: ComponentChildren;
  readonly total: number;
}

export function ScoreTable({
  title,
  rows,
  dataKey,
  testid = 'score-table',
  class: className,
  children,
}: {
  readonly title: string;
  readonly rows: readonly ScoreRow[];
  /** The attribute that names a row for tests and styles: 'nation' gives data-nation. */
  readonly dataKey: 'nation' | 'civ' | 'player';
  readonly testid?: string;
  /** The ruleset's style scope ('ee', 'smc'). */
  readonly class?: string;
  readonly children?: ComponentChildren;
}) {
  return (
    <section aria-labelledby="scores-h" class={className}>
      <h2 id="scores-h">{title}</h2>
      <div class="table-scroll">
        <table class="figures ranking" data-testid={testid}>
          <thead>
            <tr>
              <th scope="col">{t('scores.place')}</th>
              <th scope="col">{t('table.player')}</th>
              <th scope="col">{t('table.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} {...{ [`data-${dataKey}`]: r.id }}>
                <td>{r.place}</td>
                <td>{r.name}</td>
                <td>{new Intl.NumberFormat(locale.value).format(r.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {children}
    </section>
  );
}
