/**
 * A player's price list on the players tab: every card or advance not held, its printed cost and the
 * price the engine's view gives after credits, folded away until tapped. `why` is the line under a
 * name (credits, prerequisites) in the ruleset's words.
 */
import type { ComponentChildren } from 'preact';
import { t } from '../i18n';

export interface PriceRow {
  readonly id: string;
  readonly name: string;
  readonly why?: ComponentChildren;
  readonly cost: number;
  readonly price: number;
}

export function PriceTable({ rows }: { readonly rows: readonly PriceRow[] }) {
  return (
    <details class="why">
      <summary>{t('players.prices')}</summary>
      <div class="table-scroll">
        <table class="figures small">
          <thead>
            <tr>
              <th scope="col">{t('shop.card')}</th>
              <th scope="col">{t('shop.cost')}</th>
              <th scope="col">{t('shop.price')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.name}
                  {r.why}
                </td>
                <td>{r.cost}</td>
                <td>{r.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
